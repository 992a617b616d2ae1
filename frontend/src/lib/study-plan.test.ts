import { describe, expect, it, vi } from "vitest";

import { askAbout, requestStudyPlan, STUDY_PLAN_EVENT, takeStudyPlanRequest } from "@/lib/study-plan";

describe("requestStudyPlan", () => {
  it("tells a listening widget, and keeps the request for one that loads later", () => {
    const listener = vi.fn();
    window.addEventListener(STUDY_PLAN_EVENT, listener);
    requestStudyPlan();
    window.removeEventListener(STUDY_PLAN_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(takeStudyPlanRequest()).toEqual({ prefill: null });
    expect(takeStudyPlanRequest()).toBe(null);
  });

  it("carries a question's words when a screen asks about something", () => {
    askAbout("About my mark: Question 01", "My answer: /my-answers?answerId=1-101-5");
    expect(takeStudyPlanRequest()).toEqual({ prefill: { title: "About my mark: Question 01", message: "My answer: /my-answers?answerId=1-101-5" } });
  });
});
