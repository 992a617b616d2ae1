// The pictures of empty and finished states (public/art, Seven's own artwork): decorative, the
// text beside them says what the state is.

/* eslint-disable @next/next/no-img-element -- static SVGs: nothing to optimise */
export function EmptyArt({ kind = "empty" }: { kind?: "empty" | "done" }) {
  return <img className="empty-art" src={`/art/${kind}.svg`} alt="" width={200} height={140} />;
}
