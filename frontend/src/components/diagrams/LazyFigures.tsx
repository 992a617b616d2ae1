// An answer's diagrams for pages that show them among other things (the marked answer, a help
// thread): the drawing's code loads only when there is a diagram to draw, so a page's first load
// stays within its JavaScript budget (issue 55, "Fast").

import type { ComponentProps } from "react";

import { loadWhenShown } from "@/lib/load-when-shown";

import type { Figures } from "./Figures";

const Loaded = loadWhenShown(() => import("./Figures").then((m) => m.Figures));

export function LazyFigures(props: ComponentProps<typeof Figures>) {
  return props.diagrams.length === 0 ? null : <Loaded {...props} />;
}
