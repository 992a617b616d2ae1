"use client";

// Quiz Challenge question templates: edited as JSON from an example, previewed as random
// instances (what players would see, with the correct answer and the worked explanation), then
// saved. The API checks every template before either: formulas that read, and over many sampled
// draws a correct answer that never equals a distractor; it says what is wrong, and for which
// values.

import { useId, useState } from "react";

import { FormError } from "@/components/FormError";
import { useToast } from "@/components/toast";

import { previewChallengeQuestion, putContent, type InstancePreview } from "./api";
import { errorText, staffMessages } from "./messages";

const EXAMPLE = {
  id: 1000,
  topicId: 5,
  questionText: "The price elasticity of demand for a good is −{el}. If its price rises by {x:pct}, what happens to the quantity demanded?",
  variables: [
    { name: "el", values: { kind: "LIST", values: [0.4, 0.5, 0.8, 1.5, 2, 2.5] } },
    { name: "x", values: { kind: "RANGE", min: 2, max: 30, step: 1 } },
    { name: "dq", values: { kind: "FORMULA", formula: "el * x" } },
  ],
  correctAnswer: "It falls by {dq:pct}",
  distractors: ["It rises by {dq:pct}", "It falls by {x / el:pct}", "It falls by {x:pct}"],
  explanationNotes: "% change in quantity = PED × % change in price = −{el} × {x:pct} = −{dq:pct}.",
  recommendation: { kind: "NOTES", key: "uploads/…/notes.pdf", title: "Condensed Notes - Elasticity of demand" },
};

const HELP = [
  "Variables: RANGE (min, max, step), LIST (values), or FORMULA (of the variables listed before it).",
  "Texts use {formula} placeholders, written as numbers, or {formula:money} and {formula:pct}.",
  "A question without variables is a fixed question: a challenge asks at most one in five of those.",
];

export function ChallengeTemplates() {
  const id = useId();
  const toast = useToast();
  const [text, setText] = useState(() => JSON.stringify(EXAMPLE, null, 2));
  const [error, setError] = useState<string | null>(null);
  const [previews, setPreviews] = useState<InstancePreview[] | null>(null);
  const [busy, setBusy] = useState(false);

  const parsed = (): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      setError("That is not valid JSON.");
      return undefined;
    }
  };
  const run = async (what: "preview" | "save") => {
    setError(null);
    const body = parsed();
    if (body === undefined) return;
    setBusy(true);
    try {
      if (what === "preview") {
        setPreviews(await previewChallengeQuestion(body));
      } else {
        await putContent("challenge-questions", body);
        toast.success(staffMessages.saved);
      }
    } catch (err) {
      setPreviews(null);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card staff-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Quiz Challenge templates</h2>
      <ul className="muted">
        {HELP.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor={`${id}-json`}>Template (JSON; the same id replaces the stored one)</label>
        <textarea id={`${id}-json`} className="code-editor" rows={22} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <FormError text={error} />
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void run("preview")}>
          Preview random instances
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void run("save")}>
          Save template
        </button>
      </div>
      {previews ? (
        <section aria-labelledby={`${id}-previews`}>
          <h3 id={`${id}-previews`}>{previews.length} random instances</h3>
          <ol className="template-previews">
            {previews.map((p, i) => (
              <li key={i} className="card">
                <p className="quiz-question">{p.questionText}</p>
                <ul>
                  {p.answers.map((a) => (
                    <li key={a}>
                      {a}
                      {a === p.correctAnswer ? <span className="tag tag-success"> Correct Answer</span> : null}
                    </li>
                  ))}
                </ul>
                <p className="explanation">{p.explanationNotes}</p>
                <p className="muted">{p.values.map((v) => `${v.name} = ${v.value}`).join(", ")}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
