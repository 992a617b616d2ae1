import { afterLoginPath, rememberPath, takeRememberedPath } from "./routes";

describe("where a user lands after login", () => {
  it("sends a subscriber to the remembered path, else the dashboard", () => {
    expect(afterLoginPath(true, "/quizzes?subjectId=1")).toBe("/quizzes?subjectId=1");
    expect(afterLoginPath(true, null)).toBe("/my-dashboard");
  });

  it("sends a non-subscriber to a remembered path only when it is not subscriber-only", () => {
    expect(afterLoginPath(false, "/my-account")).toBe("/my-account");
    expect(afterLoginPath(false, "/recorded-lessons")).toBe("/recorded-lessons");
    expect(afterLoginPath(false, "/self-study?subject_id=1")).toBe("/subscriptions");
    expect(afterLoginPath(false, "/notes")).toBe("/subscriptions");
    expect(afterLoginPath(false, null)).toBe("/subscriptions");
  });

  it("remembers a path once and refuses addresses off the site", () => {
    rememberPath("/question-bank?subjectId=2");
    expect(takeRememberedPath()).toBe("/question-bank?subjectId=2");
    expect(takeRememberedPath()).toBeNull();
    rememberPath("//evil.example/x");
    expect(takeRememberedPath()).toBeNull();
  });
});
