import { icon } from "./icon";

export const ArrowLeft = icon("arrow-left", <path d="M19 12H5M11 18l-6-6 6-6" />);
