"use client";

// The viewers' side-tool strip (spec 02 §2): Back, Get Study Plan (the study-help widget, prefilled
// with 'IB Game Plan') and Go to Top always, then the screen's own tools.

import type { ReactNode } from "react";

import { ArrowLeft } from "@/components/icons/ArrowLeft";
import { Calendar } from "@/components/icons/Calendar";
import { ToTop } from "@/components/icons/ToTop";
import { requestStudyPlan } from "@/lib/study-plan";

export function ToolStrip({
  onBack,
  studyPlan = true,
  children,
}: {
  onBack: () => void;
  /** Off where the study-help widget is not offered (a lesson bought without a plan). */
  studyPlan?: boolean;
  children?: ReactNode;
}) {
  return (
    <aside className="tool-strip" aria-label="Tools">
      <button type="button" className="tool" onClick={onBack}>
        <ArrowLeft /> Back
      </button>
      {studyPlan ? (
        <button type="button" className="tool" onClick={requestStudyPlan}>
          <Calendar /> Get Study Plan
        </button>
      ) : null}
      <button type="button" className="tool" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
        <ToTop /> Go to Top
      </button>
      {children}
    </aside>
  );
}
