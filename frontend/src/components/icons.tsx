// Seven's icons: one set of line icons on a 24-unit grid, drawn for Seven (no emoji, no font
// glyphs: they look the same on every device, with or without an emoji font). Each is its own
// export, so a page carries only the ones it uses. Decorative: the control beside them names the
// action, so they are hidden from screen readers.

import type { ReactNode } from "react";

function icon(name: string, paths: ReactNode) {
  function Icon({ size = 18 }: { size?: number }) {
    return (
      <svg
        className={`icon icon-${name}`}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  }
  return Icon;
}

export const ArrowLeft = icon("arrow-left", <path d="M19 12H5M11 18l-6-6 6-6" />);
export const ChevronLeft = icon("chevron-left", <path d="M15 18l-6-6 6-6" />);
export const ChevronRight = icon("chevron-right", <path d="M9 18l6-6-6-6" />);
export const Close = icon("close", <path d="M18 6L6 18M6 6l12 12" />);
export const ExternalLink = icon("external-link", <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
export const ToTop = icon("to-top", <path d="M5 4h14M12 20V9M7 13l5-5 5 5" />);
export const Download = icon("download", <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const ZoomIn = icon("zoom-in", <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6M11 8v6" />);
export const ZoomOut = icon("zoom-out", <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6" />);
export const Calendar = icon("calendar", <path d="M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />);
export const Flag = icon("flag", <path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
export const ThumbUp = icon("thumb-up", <path d="M7 11v9H4v-9zM7 11l4-7a2 2 0 0 1 3 2l-1 4h5a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 16.8 20H7" />);
export const ThumbDown = icon("thumb-down", <path d="M7 13V4H4v9zM7 13l4 7a2 2 0 0 0 3-2l-1-4h5a2 2 0 0 0 2-2.3l-1.2-6A2 2 0 0 0 16.8 4H7" />);
export const Pencil = icon("pencil", <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />);
export const MenuLines = icon("menu", <path d="M4 6h16M4 12h16M4 18h16" />);
