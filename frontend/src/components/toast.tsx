"use client";

// Toasts: short messages in a polite live region, gone after a few seconds. A toast belongs to the
// page that raised it (it never follows the student to the next page), the same message is shown
// once however often it is raised, and one raised with a key replaces the last one with that key
// and goes when its cause is fixed (`dismiss(key)`: the form-error toast once the form is valid).

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

type Tone = "success" | "error" | "info";
type Toast = { id: number; tone: Tone; text: string; key: string; path: string };
type Toaster = {
  success: (text: string, key?: string) => void;
  error: (text: string, key?: string) => void;
  info: (text: string, key?: string) => void;
  dismiss: (key: string) => void;
};

/** The key of a form's "Please fix the form error" toast. */
export const FORM_ERROR = "form-error";

/** A form's check before it is sent: while something is wrong the form-error toast says `fix`;
 * once the form is right it goes. Whether the form may be sent. */
export function formReady(toast: Toaster, wrong: boolean, fix: string): boolean {
  if (wrong) {
    toast.error(fix, FORM_ERROR);
    return false;
  }
  toast.dismiss(FORM_ERROR);
  return true;
}

const ToastContext = createContext<Toaster | null>(null);
const SHOW_MS = 5000;

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToast outside ToastProvider");
  return toaster;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Read when a toast is raised; a ref keeps the toaster the same object from page to page.
  const page = useRef(pathname);
  useEffect(() => {
    page.current = pathname;
  }, [pathname]);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((tone: Tone, text: string, key: string = text) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list.filter((t) => t.key !== key), { id, tone, text, key, path: page.current }]);
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), SHOW_MS);
  }, []);
  const dismiss = useCallback((key: string) => setToasts((list) => list.filter((t) => t.key !== key)), []);
  const toaster = useMemo(
    () => ({
      success: (text: string, key?: string) => push("success", text, key),
      error: (text: string, key?: string) => push("error", text, key),
      info: (text: string, key?: string) => push("info", text, key),
      dismiss,
    }),
    [push, dismiss],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts
          .filter((t) => t.path === pathname)
          .map((t) => (
            <div key={t.id} className={`toast toast-${t.tone}`}>
              {t.text}
            </div>
          ))}
      </div>
    </ToastContext.Provider>
  );
}
