import { icon } from "./icon";

export const ChevronRight = icon("chevron-right", <path d="M9 18l6-6-6-6" />);
