import type { Metadata } from "next";
import type { ReactNode } from "react";

import { ToastProvider } from "@/components/toast";
import { SessionMark } from "@/features/shell/SessionMark";

import "./globals.css";

export const metadata: Metadata = {
  title: "Seven — IB Economics study platform",
  description: "Notes, videos, a question bank with model answers, quizzes and weekly lessons for IB students.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SessionMark />
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  );
}
