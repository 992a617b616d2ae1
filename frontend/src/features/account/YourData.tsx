"use client";

// My Account → Your data (docs/privacy.md): "Download my data" asks the API for a package of
// everything stored about the student, which a background worker builds while this section shows
// how far it got; once ready, a signed link (valid 10 minutes, read again before then) and when
// the package is removed. "Delete my account" opens the dialog (its own code) that says what
// deleting does, in the API's words, and asks for the password. Loaded when My Account shows it.

import { useState } from "react";

import { FormError } from "@/components/FormError";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";
import { formatDate } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";
import { useAction } from "@/lib/use-action";

import { refusal, requestExport, type ExportView } from "./api";
import { useExport } from "./hooks";
import { dataMessages as m } from "./data-messages";

const DeleteAccountDialog = loadWhenShown(() => import("./DeleteAccountDialog").then((d) => d.DeleteAccountDialog));

const day = (epochMs: number) => formatDate(epochMs);

function Progress({ view }: { view: ExportView }) {
  const counted = view.total > 0;
  const text = counted ? m.progress(Math.min(view.done, view.total), view.total) : m.preparing;
  return (
    <div className="export-progress">
      <p role="status">{text}</p>
      <progress aria-label={m.progressLabel} max={counted ? view.total : undefined} value={counted ? view.done : undefined} />
      <p className="muted">{m.leaveOk}</p>
    </div>
  );
}

function Download() {
  const toast = useToast();
  const { data, error, mutate } = useExport();
  const { run, busy } = useAction();
  const ask = () =>
    run(
      async () => {
        await mutate(await requestExport(), { revalidate: false });
      },
      (err) => toast.error(refusal(err, m.askFailed)),
    );
  const askButton = (label: string) => (
    <button type="button" className="button button-primary" onClick={() => void ask()} disabled={busy}>
      {busy ? m.asking : label}
    </button>
  );

  if (!data) {
    return error ? (
      <FormError
        text={m.loadFailed}
        action={
          <button type="button" className="link" onClick={() => void mutate()}>
            {m.retry}
          </button>
        }
      />
    ) : (
      <div className="spinner" role="status" aria-label="Loading" />
    );
  }
  switch (data.state) {
    case "queued":
    case "building":
      return <Progress view={data} />;
    case "ready":
      return (
        <>
          <p role="status">{data.expiresAt ? m.ready(day(data.expiresAt)) : null}</p>
          <div className="actions">
            {data.url ? (
              <a className="button button-primary" href={data.url} download>
                {m.link}
              </a>
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => void ask()} disabled={busy}>
              {busy ? m.asking : m.again}
            </button>
          </div>
        </>
      );
    case "failed":
      return (
        <>
          <FormError text={m.failed} />
          {askButton(m.tryAgain)}
        </>
      );
    default:
      return askButton(m.download);
  }
}

function Deletion() {
  const { profile, refreshProfile } = useSession();
  const [open, setOpen] = useState(false);
  if (!profile) return null;
  return (
    <>
      {profile.deletesAt ? (
        <div className="notice notice-warning" data-testid="deletion-waiting">
          <p>{m.closing(day(profile.deletesAt))}</p>
          <p>{m.closingKeep}</p>
        </div>
      ) : (
        <>
          <p>{m.deleteIntro}</p>
          <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
            {m.deleteButton}
          </button>
        </>
      )}
      {/* Open until closed: once the deletion is asked for it says when it takes place. */}
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={() => void refreshProfile()} /> : null}
    </>
  );
}

/** The section's content; My Account gives it its card and heading ("Your data"). */
export function YourData() {
  return (
    <>
      <h3>{m.downloadTitle}</h3>
      <p>{m.downloadIntro}</p>
      <Download />
      <h3>{m.deleteTitle}</h3>
      <Deletion />
    </>
  );
}
