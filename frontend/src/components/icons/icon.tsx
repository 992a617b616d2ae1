// Seven's icons: one set of line icons on a 24-unit grid, drawn for Seven (no emoji, no font
// glyphs: they look the same on every device, with or without an emoji font). Each icon is its own
// module beside this one (import it from "@/components/icons/<Name>"), so a page carries only the
// ones it uses. Decorative: the control beside them names the action, so they are hidden from
// screen readers.

import type { ReactNode } from "react";

export function icon(name: string, paths: ReactNode) {
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
