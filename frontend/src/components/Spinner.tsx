// A wait the page announces: the spinner's ring (globals.css `.spinner`) with what is loading as
// its accessible name.

export function Spinner({ label = "Loading" }: { label?: string }) {
  return <div className="spinner" role="status" aria-label={label} />;
}
