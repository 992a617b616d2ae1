import { icon } from "./icon";

export const ToTop = icon("to-top", <path d="M5 4h14M12 20V9M7 13l5-5 5 5" />);
