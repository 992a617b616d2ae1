import { icon } from "./icon";

export const Flag = icon("flag", <path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
