import { describe, expect, it, vi } from "vitest";

import { requestStudyPlan, STUDY_PLAN_EVENT, takeStudyPlanRequest } from "@/lib/study-plan";

describe("requestStudyPlan", () => {
  it("tells a listening widget, and keeps the request for one that loads later", () => {
    const listener = vi.fn();
    window.addEventListener(STUDY_PLAN_EVENT, listener);
    requestStudyPlan();
    window.removeEventListener(STUDY_PLAN_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(takeStudyPlanRequest()).toBe(true);
    expect(takeStudyPlanRequest()).toBe(false);
  });
});
