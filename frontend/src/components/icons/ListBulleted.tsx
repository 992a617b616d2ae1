import { icon } from "./icon";

export const ListBulleted = icon("list-bulleted", <path d="M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01" />);
