import { icon } from "./icon";

export const Download = icon("download", <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
