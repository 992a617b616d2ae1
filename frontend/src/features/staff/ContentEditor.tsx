"use client";

// Quiz sets, question sets and recorded lessons (Quiz Challenge templates have their own editor,
// ChallengeTemplates). Quiz sets have a form (QuizSetForm); question sets and lessons are still
// edited as JSON from a template, with an upload helper that gives each file's key. The API checks
// every field (ids, the one correct answer, each file's kind) and says what is wrong.

import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useToast } from "@/components/toast";

import { CONTENT_KINDS, putContent, uploadFile } from "./api";
import { QuizSetForm } from "./QuizSetForm";
import { errorText, staffMessages } from "./messages";

type JsonKind = Exclude<keyof typeof CONTENT_KINDS, "quiz-sets">;

const TEMPLATES: Record<JsonKind, unknown> = {
  "question-sets": {
    id: 100,
    name: "Paper 1 practice: Demand II",
    subjectId: 1,
    topicId: 2,
    questions: [{ id: 1, name: "Question 01", questionKey: "uploads/…/question.png", answerKey: "uploads/…/answer.pdf" }],
  },
  lessons: {
    id: 7,
    name: "Exchange rates in one hour",
    description: "Floating and fixed rates, with worked diagrams.",
    thumbnailKey: "uploads/…/thumbnail.png",
    previewVideoKey: "uploads/…/preview.mp4",
    fullVideoKey: "uploads/…/full.mp4",
    notesKey: "uploads/…/notes.pdf",
    priceInCent: 1500,
    currency: "usd",
  },
};

export function ContentEditor() {
  const id = useId();
  const toast = useToast();
  const [kind, setKind] = useState<keyof typeof CONTENT_KINDS>("quiz-sets");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = (next: keyof typeof CONTENT_KINDS) => {
    setKind(next);
    if (next !== "quiz-sets") setText(JSON.stringify(TEMPLATES[next], null, 2));
    setError(null);
  };
  const save = async () => {
    setError(null);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return setError("That is not valid JSON.");
    }
    try {
      await putContent(kind, body);
      toast.success(staffMessages.saved);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setKey(await uploadFile(file));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setUploading(false);
    }
  };
  return (
    <section className="card staff-form">
      <h2>Catalogue</h2>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Item</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => choose(e.target.value as keyof typeof CONTENT_KINDS)}>
          {Object.entries(CONTENT_KINDS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {kind === "quiz-sets" ? (
        <QuizSetForm />
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-upload`}>Upload a file to use in it (PDF, MP4, PNG, JPEG, SVG)</label>
            <input id={`${id}-upload`} type="file" accept="application/pdf,video/mp4,image/png,image/jpeg,image/svg+xml" onChange={(e) => void upload(e.target.files?.[0])} />
            {uploading ? <p className="muted">Uploading...</p> : null}
            {key ? (
              <p className="muted">
                Its key: <code>{key}</code>
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-json`}>{CONTENT_KINDS[kind]} (JSON; the same id replaces the stored one)</label>
            <textarea id={`${id}-json`} className="code-editor" rows={18} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <FormError text={error} />
          <button type="button" className="button button-primary" onClick={() => void save()}>
            Save {CONTENT_KINDS[kind].toLowerCase()}
          </button>
        </>
      )}
    </section>
  );
}
