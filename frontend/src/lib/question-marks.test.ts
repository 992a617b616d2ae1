import { markingFieldErrors, markingFieldsBody } from "./question-marks";

describe("a question's marks, words and paper on the question-set form", () => {
  const none = { marks: "", text: "", paper: "" as const };

  it("may be left empty: the question then carries no marks", () => {
    expect(markingFieldErrors(none)).toEqual({ marks: false, text: false });
    expect(markingFieldsBody(none)).toEqual({});
  });

  it("takes marks as a whole number from 1 to 25", () => {
    for (const marks of ["1", "07", " 25 "]) expect(markingFieldErrors({ ...none, marks }).marks).toBe(false);
    for (const marks of ["0", "26", "60", "10.5", "-1", "ten", "007"]) expect(markingFieldErrors({ ...none, marks }).marks).toBe(true);
    expect(markingFieldsBody({ marks: " 15 ", text: "  Discuss.  ", paper: "P1" })).toEqual({ marks: 15, text: "Discuss.", paper: "P1" });
  });

  it("takes words of at most 4,000 characters (not bytes)", () => {
    expect(markingFieldErrors({ ...none, text: "é".repeat(4_000) }).text).toBe(false);
    expect(markingFieldErrors({ ...none, text: "é".repeat(4_001) })).toEqual({ marks: false, text: true });
  });
});
