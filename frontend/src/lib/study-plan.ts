// Other screens open the widget with a new question, prefilled: 'Request A Study Plan' with
// 'IB Game Plan' (spec 03 §2.10), 'Ask about this mark' with the marked answer it is about (its
// id goes with the new thread, which links the thread to the answer). The widget's code loads
// after the page's, so a request made before it listens is kept until it takes it.

export const STUDY_PLAN_EVENT = "seven:study-plan";

/** A new question's words, and the marked answer it is about if any; none for the study plan's own. */
export type Prefill = { title: string; message: string; answerId?: string } | null;

let pending: { prefill: Prefill } | null = null;

function request(prefill: Prefill): void {
  pending = { prefill };
  window.dispatchEvent(new Event(STUDY_PLAN_EVENT));
}

export function requestStudyPlan(): void {
  request(null);
}

/** A new question about something the student is looking at: a marked answer, by its id. */
export function askAbout(title: string, message: string, answerId?: string): void {
  request(answerId ? { title, message, answerId } : { title, message });
}

/** The request made since the last call, if any (`{ prefill: null }`: the study plan's). */
export function takeStudyPlanRequest(): { prefill: Prefill } | null {
  const requested = pending;
  pending = null;
  return requested;
}
