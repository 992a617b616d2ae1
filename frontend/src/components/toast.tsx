"use client";

// Toasts: short messages in a polite live region, gone after a few seconds.

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type Tone = "success" | "error" | "info";
type Toast = { id: number; tone: Tone; text: string };
type Toaster = { success: (t: string) => void; error: (t: string) => void; info: (t: string) => void };

const ToastContext = createContext<Toaster | null>(null);
const SHOW_MS = 5000;

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToast outside ToastProvider");
  return toaster;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((tone: Tone, text: string) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list, { id, tone, text }]);
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), SHOW_MS);
  }, []);
  const toaster = useMemo(
    () => ({
      success: (t: string) => push("success", t),
      error: (t: string) => push("error", t),
      info: (t: string) => push("info", t),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.tone}`}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
