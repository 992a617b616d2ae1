import { describe, expect, it } from "vitest";

import {
  draftOf,
  duration,
  emptyPaper,
  markedWith,
  paperBody,
  paperErrors,
  paperTotal,
  totalLine,
  unevenSections,
  type PaperDraft,
  type QuestionDraft,
} from "./paper-form";

const question = (title: string, a: [number, number, number], b: [number, number, number]): QuestionDraft => ({
  title,
  parts: [
    { label: "a", setId: String(a[0]), questionId: String(a[1]), marks: String(a[2]) },
    { label: "b", setId: String(b[0]), questionId: String(b[1]), marks: String(b[2]) },
  ],
});

/** An HL Paper 1: answer one of three questions of 10 + 15 marks. */
const hlPaper1 = (): PaperDraft => ({
  paperId: null,
  name: "HL Paper 1 (practice)",
  component: "P1",
  level: "HL",
  sections: [
    {
      title: "Section A",
      choose: 1,
      questions: [
        question("Question 1", [7, 701, 10], [7, 702, 15]),
        question("Question 2", [8, 801, 10], [5, 503, 15]),
        question("Question 3", [10, 1001, 10], [9, 902, 15]),
      ],
    },
  ],
});

describe("the paper form's total", () => {
  it("counts the questions to answer times one question's marks, as the API does", () => {
    const d = hlPaper1();
    expect(paperTotal(d)).toBe(25);
    expect(totalLine(d)).toBe("25 of 25 marks · 1 h 15 min + 5 min reading");
    d.sections[0]!.choose = 2;
    expect(paperTotal(d)).toBe(50);
    expect(totalLine({ ...d, component: "P3" })).toBe("50 of 60 marks · 1 h 45 min + 5 min reading");
  });

  it("counts marks that are not yet a number as none", () => {
    const d = hlPaper1();
    d.sections[0]!.questions[0]!.parts[1]!.marks = "";
    expect(paperTotal(d)).toBe(10);
  });

  it("finds sections whose questions to choose between carry different marks", () => {
    const d = hlPaper1();
    expect(unevenSections(d)).toEqual([]);
    d.sections[0]!.questions[2]!.parts[0]!.marks = "4";
    expect(unevenSections(d)).toEqual([0]);
  });

  it("says which parts are marked with markbands", () => {
    expect([10, 15, 4, 25].map(markedWith)).toEqual(["markbands", "markbands", "points", "points"]);
    expect([45, 75, 105, 120].map(duration)).toEqual(["45 min", "1 h 15 min", "1 h 45 min", "2 h"]);
  });
});

describe("the paper form's checks", () => {
  it("passes a whole paper, and leaves the total for the API to refuse", () => {
    expect(paperErrors(hlPaper1())).toEqual({});
    expect(paperErrors({ ...hlPaper1(), component: "P2" })).toEqual({});
  });

  it("says what each empty or wrong field needs", () => {
    const errors = paperErrors(emptyPaper());
    expect(Object.keys(errors).sort()).toEqual(["name", "s0q0p0marks", "s0q0p0question", "s0q0p0set"]);
    const d = hlPaper1();
    d.sections[0]!.questions[1]!.parts[0]!.marks = "61";
    d.sections[0]!.questions[1]!.title = " ";
    expect(paperErrors(d)).toEqual({ s0q1: "Give the question a title.", s0q1p0marks: "Enter the marks: a whole number from 1 to 60." });
    expect(paperErrors({ ...hlPaper1(), level: "SL", component: "P3" })).toEqual({ component: "Paper 3 is HL only." });
  });

  it("sends the API's paper and reads it back the same", () => {
    const body = paperBody(hlPaper1());
    expect(body.paperId).toBeNull();
    expect(body.sections[0]!.questions[1]!.parts[1]).toEqual({ label: "b", questionSetId: 5, questionId: 503, marks: 15 });
    expect(draftOf({ ...body, paperId: 3 })).toEqual({ ...hlPaper1(), paperId: 3 });
  });
});
