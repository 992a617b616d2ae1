import { icon } from "./icon";

export const ZoomOut = icon("zoom-out", <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6" />);
