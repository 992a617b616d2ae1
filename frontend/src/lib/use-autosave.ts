"use client";

// When the never-lost editors (a written answer, a paper's answers) send what they hold: every
// `everyMs`, as soon as the network is back, when the tab is hidden or closed, and when the screen
// is left for another (the page lives on, so that save completes). `onOffline` runs when the
// network goes. Answers whether the browser is online.

import { useEffect, useRef, useState } from "react";

export function useAutosave(save: () => Promise<unknown>, everyMs: number, onOffline: () => void): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  const offline = useRef(onOffline);
  useEffect(() => {
    offline.current = onOffline;
  }, [onOffline]);
  useEffect(() => {
    const timer = window.setInterval(() => void save(), everyMs);
    const back = () => {
      setOnline(true);
      void save();
    };
    const lost = () => {
      setOnline(false);
      offline.current();
    };
    const leaving = () => {
      if (document.visibilityState === "hidden") void save();
    };
    window.addEventListener("online", back);
    window.addEventListener("offline", lost);
    document.addEventListener("visibilitychange", leaving);
    window.addEventListener("pagehide", leaving);
    return () => {
      void save();
      window.clearInterval(timer);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", lost);
      document.removeEventListener("visibilitychange", leaving);
      window.removeEventListener("pagehide", leaving);
    };
  }, [save, everyMs]);
  return online;
}
