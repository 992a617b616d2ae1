// Other screens open the widget: 'Request A Study Plan' opens a new question prefilled with
// 'IB Game Plan' (spec 03 §2.10). The widget's code loads after the page's, so a request made
// before it listens is kept until it takes it.

export const STUDY_PLAN_EVENT = "seven:study-plan";

let pending = false;

export function requestStudyPlan(): void {
  pending = true;
  window.dispatchEvent(new Event(STUDY_PLAN_EVENT));
}

/** Whether a study plan was requested since the last call. */
export function takeStudyPlanRequest(): boolean {
  const requested = pending;
  pending = false;
  return requested;
}
