"use client";

// Staff → Diagram templates (issue 55, item 2): the templates staff add for students to start a
// diagram from, offered in the diagram editor's picker beside the built-in ones. Each is a name
// and a diagram drawn in the same editor students use (its code loads when it is first opened);
// saved one at a time, removed after a confirmation. The server checks the diagram's limits and
// that the name is plain text, and answers with the reason when it refuses.

import { useId, useState } from "react";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { ErrorOf, FormError } from "@/components/FormError";
import { DiagramView } from "@/components/diagrams/DiagramView";
import { LazyDiagramEditor } from "@/components/diagrams/LazyDiagramEditor";
import type { Diagram } from "@/components/diagrams/model";
import { call, type Schemas } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";
import { useGet } from "@/lib/use-get";

import { MAX_TEMPLATES, nameProblem, templateWords as w } from "./diagram-templates-messages";
import { errorText } from "./messages";

type Template = Schemas["DiagramTemplate"];
/** A template being written: new (no id) or one being edited, its diagram once drawn, and whether
 *  the editor is open on it. */
type Draft = { id?: number; name: string; diagram?: Diagram; drawing: boolean };

const PATH = "/admin/v1/diagram-templates";

/** The form's first problem before anything is sent, or null. */
const draftProblem = (d: Draft): string | null => nameProblem(d.name) ?? (d.diagram ? null : w.noDiagram);

function TemplateForm({ draft, onChange, onSaved, onCancel }: { draft: Draft; onChange(d: Draft): void; onSaved(t: Template): void; onCancel(): void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  if (draft.drawing) {
    return (
      <LazyDiagramEditor
        initial={draft.diagram}
        title={draft.name.trim() || w.newTemplate}
        onCancel={() => (draft.diagram ? onChange({ ...draft, drawing: false }) : onCancel())}
        onDone={(diagram) => onChange({ ...draft, diagram, drawing: false })}
      />
    );
  }
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = draftProblem(draft);
    setError(problem);
    if (problem || !draft.diagram) return;
    const body = { id: draft.id ?? null, name: draft.name, diagram: draft.diagram };
    await run(
      async () => onSaved(await call("put", PATH, { body })),
      (err) => setError(errorText(err)),
    );
  };
  return (
    <form className="card staff-form" noValidate aria-label={draft.id === undefined ? w.newTemplate : w.editOf(draft.name)} onSubmit={(e) => void save(e)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{w.name}</label>
        <input id={`${id}-name`} value={draft.name} maxLength={80} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
      </div>
      {draft.diagram ? (
        <div className="figure-frame">
          <DiagramView diagram={draft.diagram} title={draft.name.trim() || w.diagram} />
        </div>
      ) : null}
      <FormError text={error} of={ErrorOf.Field} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => onChange({ ...draft, drawing: true })}>
          {w.editDiagram}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {w.cancel}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {w.save}
        </button>
      </div>
    </form>
  );
}

export function DiagramTemplates() {
  const read = useGet(PATH, undefined);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [removing, setRemoving] = useState<Template | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (d: Draft) => {
    setStatus(null);
    setError(null);
    setDraft(d);
  };
  const remove = async (t: Template) => {
    setRemoving(null);
    setError(null);
    try {
      const left = await call("delete", PATH, { query: { id: t.id } });
      void read.mutate(left, { revalidate: false });
      setStatus(w.removed(t.name));
    } catch (err) {
      setError(errorText(err));
    }
  };

  if (read.error) return <FormError text={errorText(read.error)} />;
  if (!read.data) return <div className="spinner" role="status" aria-label="Loading" />;
  const templates = read.data.templates;
  return (
    <section className="card" aria-labelledby="diagram-templates-title">
      <h2 id="diagram-templates-title">{w.title}</h2>
      <p className="muted">{w.intro}</p>
      {templates.length === 0 ? <p className="muted">{w.none}</p> : null}
      <ul className="staff-list">
        {templates.map((t) => (
          <li key={t.id} className="actions">
            <span>{t.name}</span>
            <button type="button" className="button button-small button-secondary" aria-label={w.editOf(t.name)} onClick={() => open({ id: t.id, name: t.name, diagram: t.diagram, drawing: true })}>
              {w.edit}
            </button>
            <button type="button" className="button button-small button-secondary" aria-label={w.removeOf(t.name)} onClick={() => setRemoving(t)}>
              {w.remove}
            </button>
          </li>
        ))}
      </ul>
      {status ? <p role="status">{status}</p> : null}
      <FormError text={error} />
      {draft ? (
        <TemplateForm
          key={draft.id ?? "new"}
          draft={draft}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSaved={(t) => {
            setDraft(null);
            setStatus(w.saved(t.name));
            void read.mutate();
          }}
        />
      ) : templates.length >= MAX_TEMPLATES ? (
        <p className="muted">{w.full}</p>
      ) : (
        <button type="button" className="button button-primary" onClick={() => open({ name: "", drawing: true })}>
          {w.newTemplate}
        </button>
      )}
      {removing ? (
        <ConfirmDialog
          message={w.removeSure(removing.name)}
          onDismiss={() => setRemoving(null)}
          choices={[
            { label: w.keep, safe: true, onChoose: () => setRemoving(null) },
            { label: w.remove, danger: true, onChoose: () => void remove(removing) },
          ]}
        />
      ) : null}
    </section>
  );
}
