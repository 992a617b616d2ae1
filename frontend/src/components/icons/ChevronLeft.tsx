import { icon } from "./icon";

export const ChevronLeft = icon("chevron-left", <path d="M15 18l-6-6 6-6" />);
