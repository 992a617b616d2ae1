"use client";

// Every modal dialog: a backdrop and a box at the end of <body>, with the rest of the page inert
// while it is open, so keyboard focus and screen readers stay inside it. Toasts stay live, and
// whatever a payment provider adds to the page afterwards (the bank's 3-D Secure frame) stays
// usable — the reason this is not the platform's <dialog>.showModal(), whose top layer would sit
// above that frame. Focus starts on the element marked `data-autofocus` (a dialog's safe choice),
// else the first control; Escape and a click outside dismiss it when it may be dismissed; focus
// returns where it was.

import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

type Props = {
  /** Escape and a click on the backdrop call it; without it, only the dialog's own buttons close it. */
  onDismiss?: () => void;
  /** The box's classes besides `dialog` (`dialog-wide`, `dialog-checkout`). */
  className?: string;
  labelledBy?: string;
  label?: string;
  /** Its text changes while open (a purchase being checked): read out as it does. */
  live?: boolean;
  /** A click on the backdrop dismisses it too (not for a form one could lose by a stray click). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
};

export function Modal({ onDismiss, className, labelledBy, label, live, closeOnBackdrop = true, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const backdrop = box.current?.parentElement;
    if (!backdrop) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = [...document.body.children].filter(
      (el) => el !== backdrop && !el.hasAttribute("inert") && !el.classList.contains("toasts") && el.tagName !== "SCRIPT",
    );
    others.forEach((el) => el.setAttribute("inert", ""));
    const first = box.current?.querySelector<HTMLElement>("[data-autofocus]") ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && dismiss.current) {
        e.stopPropagation();
        dismiss.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      others.forEach((el) => el.removeAttribute("inert"));
      if (before?.isConnected) before.focus();
    };
  }, []);

  return createPortal(
    <div className="dialog-backdrop" onClick={(e) => closeOnBackdrop && e.target === e.currentTarget && dismiss.current?.()}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-live={live ? "polite" : undefined}
        tabIndex={-1}
        className={className ? `dialog ${className}` : "dialog"}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
