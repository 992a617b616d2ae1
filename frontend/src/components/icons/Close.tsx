import { icon } from "./icon";

export const Close = icon("close", <path d="M18 6L6 18M6 6l12 12" />);
