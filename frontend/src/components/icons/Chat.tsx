import { icon } from "./icon";

export const Chat = icon("chat", <path d="M20 12a7.5 7.5 0 0 1-11.3 6.5L4 20l1.5-4.4A7.5 7.5 0 1 1 20 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />);
