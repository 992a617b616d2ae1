"use client";

// Study help, the staff's side: the threads waiting for a reply (newest first), one thread's
// messages shown as text, a reply as ADMIN (shift+enter sends), resolve. A thread a student asked
// with 'Ask about this mark' shows the answer it is about, as marked (its code loads with the
// first such thread). A student's economics diagrams show under their words, as drawn (issue 55).

import { useId, useState } from "react";

import { LazyFigures } from "@/components/diagrams/LazyFigures";
import { useToast } from "@/components/toast";
import { staffReply, staffResolve, type Waiting } from "@/lib/help/api";
import { useStaffThread, useWaitingThreads } from "@/lib/help/hooks";
import { plainText, trimReply } from "@/lib/help/text";
import { formatDateTime } from "@/lib/dates";
import { loadWhenShown } from "@/lib/load-when-shown";
import { useAction } from "@/lib/use-action";

import { staffMessages } from "./messages";

const MarkedAnswer = loadWhenShown(
  () => import("./MarkedAnswer").then((mod) => mod.MarkedAnswer),
  <div className="spinner" role="status" aria-label="Loading" />,
);

function Conversation({ waiting, onDone }: { waiting: Waiting; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { data, error, mutate } = useStaffThread(waiting.cognitoId, waiting.threadCreatedAt);
  const [reply, setReply] = useState("");
  const { run, busy } = useAction();
  const send = async () => {
    const text = trimReply(reply);
    if (!text.trim()) return;
    await run(
      async () => {
        await staffReply(waiting.cognitoId, waiting.threadCreatedAt, text);
        setReply("");
        toast.success(staffMessages.replied);
        await mutate();
        onDone();
      },
      () => toast.error(staffMessages.failed),
    );
  };
  const resolve = async () => {
    try {
      await staffResolve(waiting.cognitoId, waiting.threadCreatedAt);
      toast.success(staffMessages.resolved);
      onDone();
    } catch {
      toast.error(staffMessages.failed);
    }
  };
  if (error) return <p role="alert">{staffMessages.failed}</p>;
  if (!data) return <div className="spinner" role="status" aria-label="Loading" />;
  const resolved = data.thread.threadStatus === "RESOLVED";
  return (
    <section className="card staff-thread" aria-label={`Thread: ${data.thread.title}`}>
      <h3>{data.thread.title}</h3>
      <p className="muted">
        {data.thread.studentFullName} · asked on {data.thread.originalUrl || "/"}
      </p>
      {data.thread.answerId ? <MarkedAnswer cognitoId={data.thread.cognitoId} answerId={data.thread.answerId} /> : null}
      <ol className="help-messages">
        {data.messages.map((m) => (
          <li key={`${m.createdAt}-${m.sender}`} className={`help-message help-message-${m.sender === "ADMIN" ? "client" : "admin"}`}>
            <span className="help-sender">
              {m.sender === "ADMIN" ? "Seven" : data.thread.studentFullName} · {formatDateTime(m.createdAt)}
            </span>
            <p className="help-text">{plainText(m.message)}</p>
            <LazyFigures diagrams={m.diagrams ?? []} />
          </li>
        ))}
      </ol>
      <div className="field staff-reply">
        <label htmlFor={`${id}-reply`}>Reply as Seven</label>
        <textarea
          id={`${id}-reply`}
          rows={4}
          value={reply}
          disabled={resolved}
          onChange={(e) => setReply(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
      </div>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => void resolve()} disabled={resolved}>
          Resolve
        </button>
        <button type="button" className="button button-primary" onClick={() => void send()} disabled={resolved || busy || !reply.trim()}>
          Send Reply
        </button>
      </div>
    </section>
  );
}

export function HelpDesk() {
  const waiting = useWaitingThreads({ refreshInterval: 60_000 });
  const [open, setOpen] = useState<Waiting | null>(null);
  return (
    <div className="staff-help">
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title">Waiting for a reply</h2>
        {waiting.error ? (
          <p role="alert">{staffMessages.failed}</p>
        ) : !waiting.data ? (
          <div className="spinner" role="status" aria-label="Loading" />
        ) : waiting.data.length === 0 ? (
          <p className="muted">{staffMessages.noWaiting}</p>
        ) : (
          <ul className="help-threads">
            {waiting.data.map((w) => (
              <li key={`${w.cognitoId}-${w.threadCreatedAt}`}>
                <button type="button" className="help-thread" aria-pressed={open?.threadCreatedAt === w.threadCreatedAt && open.cognitoId === w.cognitoId} onClick={() => setOpen(w)}>
                  <span className="help-thread-title">
                    {w.title}
                    <span className="muted"> — {w.studentFullName}</span>
                  </span>
                  <span className="muted">{formatDateTime(w.lastMessageAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open ? (
        <Conversation
          key={`${open.cognitoId}-${open.threadCreatedAt}`}
          waiting={open}
          onDone={() => {
            void waiting.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
