// The editor for other screens to embed: its code (DiagramEditor and edit.ts) loads the first
// time it is shown, so pages that only show diagrams never carry it (issue 55, "Fast").

import { loadWhenShown } from "@/lib/load-when-shown";

import { editorWords } from "./messages";

export const LazyDiagramEditor = loadWhenShown(() => import("./DiagramEditor").then((m) => m.DiagramEditor), <p role="status">{editorWords.loading}</p>);
