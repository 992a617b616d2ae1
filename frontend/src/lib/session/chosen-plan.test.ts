import { describe, expect, it } from "vitest";

import { loginFor, parseChosenPlan, planInQuery, plansPageFor } from "./chosen-plan";

describe("the plan chosen before signing up", () => {
  it("reads only the plans it knows", () => {
    expect(parseChosenPlan("family")).toBe("family");
    expect(parseChosenPlan("bulk")).toBeNull();
    expect(parseChosenPlan(null)).toBeNull();
    expect(planInQuery("?plan=trial&x=1")).toBe("trial");
    expect(planInQuery("?plan=<script>")).toBeNull();
  });

  it("goes to /login with the choice", () => {
    expect(loginFor("individual")).toBe("/login?plan=individual");
    expect(loginFor(null)).toBe("/login");
  });

  it("comes back on the plans page, with the welcome after confirming", () => {
    expect(plansPageFor("/subscriptions", "family", true)).toBe("/subscriptions?plan=family&welcome=1");
    expect(plansPageFor("/subscriptions", null, true)).toBe("/subscriptions?welcome=1");
    expect(plansPageFor("/subscriptions", null, false)).toBe("/subscriptions");
    // A remembered page other than the plans page is left as it is.
    expect(plansPageFor("/quiz-challenge", "family", true)).toBe("/quiz-challenge");
  });
});
