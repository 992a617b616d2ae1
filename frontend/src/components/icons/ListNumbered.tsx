import { icon } from "./icon";

export const ListNumbered = icon("list-numbered", <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M4 15.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2-3 4h3" />);
