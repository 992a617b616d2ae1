// Quiz Challenge question templates, in a form: the question with its {placeholders}, the
// variables (a range, a list, or a formula of the ones before), the correct answer and three
// distractors as formulas, the worked explanation, and the note or video it recommends (uploaded
// here). Previewed as random instances (what players would see, with the correct answer and the
// worked explanation), then saved. The API checks every template before either: formulas that
// read, and over many sampled draws a correct answer that never equals a distractor; it says what
// is wrong, and for which values.

import { useId, useState } from "react";

import { Field } from "@/components/Field";
import { TextAreaField } from "@/components/TextAreaField";
import { FormError } from "@/components/FormError";
import { Close } from "@/components/icons/Close";
import { useAction } from "@/lib/use-action";

import { previewChallengeQuestion, type InstancePreview } from "./api";
import { FilePicker, IMAGE, PDF, VIDEO, type Picked } from "./FilePicker";
import { templateFormMessages as m } from "./form-messages";
import { errorText } from "./messages";
import { SubjectTopicFields } from "./SubjectTopicFields";
import { useCatalogueForm, validId, type Errors } from "./use-catalogue-form";

type Kind = "RANGE" | "LIST" | "FORMULA";
type Variable = { name: string; kind: Kind; min: string; max: string; step: string; values: string; formula: string };
type Draft = {
  id: string;
  subjectId: number;
  topicId: number;
  questionText: string;
  image: Picked | null;
  variables: Variable[];
  correctAnswer: string;
  distractors: [string, string, string];
  explanation: string;
  recommendationKind: "NOTES" | "VIDEO";
  recommendation: Picked | null;
  recommendationTitle: string;
};

const variable = (v: Partial<Variable> & { name: string; kind: Kind }): Variable => ({ min: "", max: "", step: "1", values: "", formula: "", ...v });

/** An example to start from: price elasticity of demand. */
const EXAMPLE: Draft = {
  id: "",
  subjectId: 0,
  topicId: 0,
  questionText: "The price elasticity of demand for a good is −{el}. If its price rises by {x:pct}, what happens to the quantity demanded?",
  image: null,
  variables: [
    variable({ name: "el", kind: "LIST", values: "0.4, 0.5, 0.8, 1.5, 2, 2.5" }),
    variable({ name: "x", kind: "RANGE", min: "2", max: "30", step: "1" }),
    variable({ name: "dq", kind: "FORMULA", formula: "el * x" }),
  ],
  correctAnswer: "It falls by {dq:pct}",
  distractors: ["It rises by {dq:pct}", "It falls by {x / el:pct}", "It falls by {x:pct}"],
  explanation: "% change in quantity = PED × % change in price = −{el} × {x:pct} = −{dq:pct}.",
  recommendationKind: "NOTES",
  recommendation: null,
  recommendationTitle: "Condensed Notes - Elasticity of demand",
};

const number = (s: string) => (s.trim() !== "" && Number.isFinite(Number(s)) ? Number(s) : null);
const numbers = (s: string) => s.split(",").map((x) => number(x));

export function templateErrors(d: Draft): Errors {
  const errors: Errors = {};
  if (!validId(d.id)) errors.id = m.id;
  if (!d.topicId) errors.topic = m.topic;
  if (!d.questionText.trim()) errors.questionText = m.questionText;
  d.variables.forEach((v, i) => {
    if (!/^[a-z][a-z0-9_]*$/.test(v.name)) errors[`v${i}name`] = m.variableName;
    if (v.kind === "RANGE") {
      const [min, max, step] = [number(v.min), number(v.max), number(v.step)];
      if (min === null || max === null || step === null || step <= 0 || min > max) errors[`v${i}`] = m.range;
    } else if (v.kind === "LIST") {
      if (numbers(v.values).some((x) => x === null)) errors[`v${i}`] = m.list;
    } else if (!v.formula.trim()) {
      errors[`v${i}`] = m.formula;
    }
  });
  if (!d.correctAnswer.trim()) errors.correctAnswer = m.correctAnswer;
  d.distractors.forEach((x, i) => {
    if (!x.trim()) errors[`d${i}`] = m.distractor;
  });
  if (!d.explanation.trim()) errors.explanation = m.explanation;
  if (!d.recommendationTitle.trim()) errors.recommendationTitle = m.recommendationTitle;
  if (!d.recommendation) errors.recommendation = m.recommendation;
  return errors;
}

function body(d: Draft) {
  return {
    id: Number(d.id) || 0,
    topicId: d.topicId,
    questionText: d.questionText.trim(),
    ...(d.image ? { questionImageKey: d.image.key } : {}),
    variables: d.variables.map((v) => ({
      name: v.name,
      values:
        v.kind === "RANGE"
          ? { kind: v.kind, min: number(v.min), max: number(v.max), step: number(v.step) }
          : v.kind === "LIST"
            ? { kind: v.kind, values: numbers(v.values) }
            : { kind: v.kind, formula: v.formula.trim() },
    })),
    correctAnswer: d.correctAnswer.trim(),
    distractors: d.distractors.map((x) => x.trim()),
    explanationNotes: d.explanation.trim(),
    recommendation: { kind: d.recommendationKind, key: d.recommendation?.key ?? "", title: d.recommendationTitle.trim() },
  };
}

export function ChallengeTemplates() {
  const id = useId();
  const { draft, change, errors, serverError, saving, save } = useCatalogueForm("challenge-questions", EXAMPLE, templateErrors, body);
  const [previews, setPreviews] = useState<InstancePreview[] | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const { run, busy: previewing } = useAction();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => change((d) => ({ ...d, [key]: value }));
  const setVariable = (i: number, v: Partial<Variable>) =>
    change((d) => ({ ...d, variables: d.variables.map((old, k) => (k === i ? { ...old, ...v } : old)) }));

  const preview = async () => {
    setPreviewError(null);
    await run(
      async () => setPreviews(await previewChallengeQuestion(body(draft))),
      (err) => {
        setPreviews(null);
        setPreviewError(errorText(err));
      },
    );
  };

  return (
    <section className="card staff-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Quiz Challenge templates</h2>
      <ul className="muted">
        {m.help.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <div className="field-row">
        <Field label="Template id" inputMode="numeric" value={draft.id} onChange={(e) => set("id", e.target.value)} error={errors.id} />
        <SubjectTopicFields subjectId={draft.subjectId} topicId={draft.topicId} onChange={(subjectId, topicId) => change({ ...draft, subjectId, topicId })} error={errors.topic} />
      </div>
      <TextAreaField label="Question" value={draft.questionText} onChange={(e) => set("questionText", e.target.value)} error={errors.questionText} />
      <FilePicker label="Question image (optional: PNG, JPEG or SVG)" accept={IMAGE} value={draft.image} onChange={(v) => set("image", v)} />
      <fieldset className="quiz-form-question">
        <legend>Variables</legend>
        {draft.variables.map((v, i) => (
          <div key={i} className="template-variable">
            <Field label={`Variable ${i + 1} name`} value={v.name} onChange={(e) => setVariable(i, { name: e.target.value })} error={errors[`v${i}name`]} />
            <div className="field">
              <label htmlFor={`${id}-v${i}-kind`}>Variable {i + 1} values</label>
              <select id={`${id}-v${i}-kind`} value={v.kind} onChange={(e) => setVariable(i, { kind: e.target.value as Kind })}>
                <option value="RANGE">A range</option>
                <option value="LIST">A list</option>
                <option value="FORMULA">A formula</option>
              </select>
            </div>
            {v.kind === "RANGE" ? (
              <>
                <Field label={`Variable ${i + 1} from`} inputMode="decimal" value={v.min} onChange={(e) => setVariable(i, { min: e.target.value })} error={errors[`v${i}`]} />
                <Field label={`Variable ${i + 1} to`} inputMode="decimal" value={v.max} onChange={(e) => setVariable(i, { max: e.target.value })} />
                <Field label={`Variable ${i + 1} step`} inputMode="decimal" value={v.step} onChange={(e) => setVariable(i, { step: e.target.value })} />
              </>
            ) : v.kind === "LIST" ? (
              <Field label={`Variable ${i + 1} list (numbers, with commas)`} value={v.values} onChange={(e) => setVariable(i, { values: e.target.value })} error={errors[`v${i}`]} />
            ) : (
              <Field label={`Variable ${i + 1} formula`} value={v.formula} onChange={(e) => setVariable(i, { formula: e.target.value })} error={errors[`v${i}`]} />
            )}
            <button type="button" className="icon-button" aria-label={`Remove variable ${i + 1}`} onClick={() => set("variables", draft.variables.filter((_, k) => k !== i))}>
              <Close />
            </button>
          </div>
        ))}
        <button type="button" className="button button-secondary" onClick={() => set("variables", [...draft.variables, variable({ name: "", kind: "RANGE" })])}>
          Add a variable
        </button>
      </fieldset>
      <Field label="Correct answer" value={draft.correctAnswer} onChange={(e) => set("correctAnswer", e.target.value)} error={errors.correctAnswer} />
      {draft.distractors.map((x, i) => (
        <Field
          key={i}
          label={`Wrong answer ${i + 1}`}
          value={x}
          onChange={(e) => set("distractors", draft.distractors.map((old, k) => (k === i ? e.target.value : old)) as Draft["distractors"])}
          error={errors[`d${i}`]}
        />
      ))}
      <TextAreaField label="Worked explanation" value={draft.explanation} onChange={(e) => set("explanation", e.target.value)} error={errors.explanation} />
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-rec-kind`}>Recommended after a miss</label>
          <select id={`${id}-rec-kind`} value={draft.recommendationKind} onChange={(e) => change({ ...draft, recommendationKind: e.target.value as Draft["recommendationKind"], recommendation: null })}>
            <option value="NOTES">Notes (PDF)</option>
            <option value="VIDEO">A video (MP4)</option>
          </select>
        </div>
        <Field label="Its title" value={draft.recommendationTitle} onChange={(e) => set("recommendationTitle", e.target.value)} error={errors.recommendationTitle} />
      </div>
      <FilePicker
        key={draft.recommendationKind}
        label={draft.recommendationKind === "NOTES" ? "The notes (PDF)" : "The video (MP4)"}
        accept={draft.recommendationKind === "NOTES" ? PDF : VIDEO}
        value={draft.recommendation}
        onChange={(v) => set("recommendation", v)}
        error={errors.recommendation}
      />
      <FormError text={previewError ?? serverError} />
      <div className="actions">
        <button type="button" className="button button-secondary" disabled={previewing} onClick={() => void preview()}>
          Preview random instances
        </button>
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
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
