import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

type Props<C> = C extends (props: infer P) => ReactNode ? (P extends object ? P : object) : never;

/**
 * A component whose code loads the first time it is shown (React's `lazy`), with `fallback` in
 * the meantime: `loadWhenShown(() => import("./Dialog").then((m) => m.Dialog))`. For parts that
 * only ever render in the browser after something happens (a dialog opened, a panel toggled, the
 * session ready), so next/dynamic's server-rendering bail-out is not needed, and neither is its
 * code on every page.
 */
export function loadWhenShown<C extends (props: never) => ReactNode>(
  load: () => Promise<C>,
  fallback: ReactNode = null,
): ComponentType<Props<C>> {
  const Lazy = lazy(() => load().then((component) => ({ default: component as unknown as ComponentType<Props<C>> })));
  function Shown(props: Props<C>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Shown;
}
