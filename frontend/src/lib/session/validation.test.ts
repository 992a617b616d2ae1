import { formMessages } from "./form-messages";
import { rules, validate } from "./validation";

describe("authentication form rules", () => {
  it("checks emails", () => {
    expect(rules.email("ann@example.com")).toBeNull();
    expect(rules.email("ann@example")).toBe(formMessages.email);
    expect(rules.email("")).toBe(formMessages.email);
  });

  it("needs 12 trimmed characters for a login password and 12 for a new one", () => {
    expect(rules.loginPassword("  short  ")).toBe(formMessages.loginPassword);
    expect(rules.loginPassword("twelve-chars")).toBeNull();
    expect(rules.newPassword("elevenchars")).toBe(formMessages.signUpPassword);
    expect(rules.newPassword("twelve-chars")).toBeNull();
  });

  it("collects every failing field", () => {
    const errors = validate(
      { firstName: "", lastName: "Lee", password: "a-long-password", confirm: "different" },
      {
        firstName: rules.firstName,
        lastName: rules.lastName,
        password: rules.newPassword,
        confirm: rules.matches("a-long-password"),
      },
    );
    expect(errors).toEqual({ firstName: formMessages.firstName, confirm: formMessages.confirmPassword });
  });
});
