// Other screens open the widget: 'Request A Study Plan' opens a new question prefilled with
// 'IB Game Plan' (spec 03 §2.10).

export const STUDY_PLAN_EVENT = "seven:study-plan";

export function requestStudyPlan(): void {
  window.dispatchEvent(new Event(STUDY_PLAN_EVENT));
}
