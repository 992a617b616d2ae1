"use client";

// The study-help widget (spec 03 §2.10, §4.4): for subscribers and active trials only, never on
// the Quiz Challenge. A floating 'Ask a Question' button with the number of unread threads; the
// 'Get Study Help' popup with the thread list, a New Question form and the conversation. It opens
// by itself on wide screens (once per visit), polls every 10 minutes, and opens prefilled with
// 'IB Game Plan' when another screen requests a study plan (or with a question about a marked
// answer, which the new thread is linked to: such a thread links back to the answer), and with a
// thread open when the address names it (`?thread={createdAt}`: the link of a teacher's-reply
// e-mail, docs/email.md). A question or reply may carry economics diagrams drawn in the diagram
// editor (issue 55, item 4), shown in the thread as drawn.
// `StudyHelp` decides who sees it and loads this module only for them.

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { ArrowLeft } from "@/components/icons/ArrowLeft";
import { Chat } from "@/components/icons/Chat";
import { Close } from "@/components/icons/Close";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { LazyFigures } from "@/components/diagrams/LazyFigures";
import type { Diagram } from "@/components/diagrams/model";
import { FieldError, invalidProps } from "@/components/Field";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";

import { useMessages, useThreads } from "@/lib/help/hooks";
import { newMessage, newThread, resolveThread, type Thread } from "@/lib/help/api";
import { helpMessages, statusLabel } from "./messages";
import { STUDY_PLAN_EVENT, takeStudyPlanRequest } from "@/lib/study-plan";
import { Keep, readText, writeText } from "@/lib/storage";
import { useAction } from "@/lib/use-action";
import { plainText, trimReply } from "@/lib/help/text";
import { DiagramList } from "@/components/diagrams/DiagramList";

export const POLL_MS = 10 * 60 * 1000;
export const AUTO_OPEN_MIN_WIDTH = 768;
const AUTO_OPENED_KEY = "seven.help.autoOpened";

/** A new question's words, its diagrams, and the marked answer it is about when asked with 'Ask
 *  about this mark'. */
type Draft = { title: string; message: string; diagrams?: Diagram[]; answerId?: string };
/** A reply being written in a thread: its words and diagrams. */
type Reply = { text: string; diagrams: Diagram[] };
const NO_REPLY: Reply = { text: "", diagrams: [] };
type View = { kind: "list" } | ({ kind: "new" } & Draft) | { kind: "thread"; thread: Thread };

/** The marked answer a thread is about: a short line linking to it on /my-answers. */
function AboutAnswer({ answerId, title }: { answerId: string; title?: string }) {
  return (
    <p className="help-text muted">
      <Link href={`/my-answers?answerId=${encodeURIComponent(answerId)}`} aria-label={title ? helpMessages.aboutAnswerOf(title) : undefined}>
        {helpMessages.aboutAnswer}
      </Link>
    </p>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="help-failure">
      <p>{helpMessages.failed}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function ThreadList({ threads, onOpen }: { threads: Thread[]; onOpen: (t: Thread) => void }) {
  if (threads.length === 0) return <p className="muted">{helpMessages.noThreads}</p>;
  return (
    <ul className="help-threads">
      {threads.map((t) => {
        const label = statusLabel[t.threadStatus];
        return (
          <li key={t.createdAt}>
            <button type="button" className="help-thread" onClick={() => onOpen(t)}>
              <span className="help-thread-title">{t.title}</span>
              <span className={`help-status help-status-${label.tone}`}>{label.text}</span>
            </button>
            {t.answerId ? <AboutAnswer answerId={t.answerId} title={t.title} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Enter adds a line; shift+enter sends (spec 03 §5). */
function onShiftEnter(send: () => void) {
  return (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && e.shiftKey) {
      e.preventDefault();
      send();
    }
  };
}

function NewQuestion({
  draft,
  onChange,
  onSubmitted,
}: {
  draft: Draft;
  onChange: (d: Draft) => void;
  onSubmitted: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const { profile } = useSession();
  const [errors, setErrors] = useState<{ title?: string; message?: string }>({});
  const [failed, setFailed] = useState(false);
  const { run, busy: sending } = useAction();
  const submit = async () => {
    const next = {
      title: draft.title.trim() ? undefined : helpMessages.titleEmpty,
      message: draft.message.trim() ? undefined : helpMessages.messageEmpty,
    };
    setErrors(next);
    if (next.title || next.message) return;
    setFailed(false);
    await run(
      async () => {
        await newThread({
          title: draft.title.trim(),
          message: trimReply(draft.message),
          originalUrl: window.location.pathname + window.location.search,
          studentFullName: `${profile?.firstName ?? ""} ${profile?.lastName ?? ""}`.trim(),
          // Only a question asked from a marked answer is linked to it.
          answerId: draft.answerId ?? null,
          diagrams: draft.diagrams ?? [],
        });
        toast.success(helpMessages.submitted);
        onSubmitted();
      },
      () => setFailed(true),
    );
  };
  // The diagrams sit outside the form: Enter in the diagram editor's fields never sends the question.
  return (
    <>
      <form
        id={`${id}-form`}
        className="help-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            value={draft.title}
            maxLength={200}
            {...invalidProps(`${id}-title`, errors.title)}
            onChange={(e) => {
              onChange({ ...draft, title: e.target.value });
              // The message goes as soon as its cause does.
              if (e.target.value.trim()) setErrors((er) => ({ ...er, title: undefined }));
            }}
          />
          <FieldError id={`${id}-title`} error={errors.title} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea
            id={`${id}-message`}
            rows={6}
            value={draft.message}
            maxLength={5000}
            {...invalidProps(`${id}-message`, errors.message)}
            onChange={(e) => {
              onChange({ ...draft, message: e.target.value });
              if (e.target.value.trim()) setErrors((er) => ({ ...er, message: undefined }));
            }}
            onKeyDown={onShiftEnter(() => void submit())}
          />
          <FieldError id={`${id}-message`} error={errors.message} />
        </div>
      </form>
      <DiagramList diagrams={draft.diagrams ?? []} onChange={(diagrams) => onChange({ ...draft, diagrams })} locked={sending} />
      {failed ? <Failure onRetry={() => void submit()} /> : null}
      <div>
        <button type="submit" form={`${id}-form`} className="button button-primary" disabled={sending}>
          {sending ? "Submitting..." : "Submit"}
        </button>
      </div>
    </>
  );
}

function Conversation({
  thread,
  reply,
  onReply,
  onChanged,
}: {
  thread: Thread;
  reply: Reply;
  onReply: (reply: Reply) => void;
  onChanged: () => void;
}) {
  const id = useId();
  const { data, error, mutate } = useMessages(thread.createdAt);
  const [resolved, setResolved] = useState(thread.threadStatus === "RESOLVED");
  const [failed, setFailed] = useState(false);
  const { run, busy: sending } = useAction();
  const [empty, setEmpty] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [data]);

  const send = async () => {
    const text = trimReply(reply.text);
    setEmpty(!text.trim());
    if (!text.trim() || resolved) return;
    setFailed(false);
    await run(
      async () => {
        await newMessage(thread.createdAt, text, reply.diagrams);
        onReply(NO_REPLY);
        await mutate();
        onChanged();
      },
      () => setFailed(true),
    );
  };
  const resolve = async () => {
    setFailed(false);
    try {
      await resolveThread(thread.createdAt);
      setResolved(true);
      onChanged();
    } catch {
      setFailed(true);
    }
  };

  if (error) return <Failure onRetry={() => void mutate()} />;
  return (
    <div className="help-conversation">
      <h3 className="help-conversation-title">{thread.title}</h3>
      {thread.answerId ? <AboutAnswer answerId={thread.answerId} /> : null}
      <ol className="help-messages" aria-label="Messages">
        {(data ?? []).map((m) => (
          <li key={`${m.createdAt}-${m.sender}`} className={`help-message help-message-${m.sender.toLowerCase()}`}>
            <span className="help-sender">{m.sender === "ADMIN" ? "Seven" : "You"}</span>
            <p className="help-text">{plainText(m.message)}</p>
            <LazyFigures diagrams={m.diagrams ?? []} />
          </li>
        ))}
      </ol>
      <div ref={end} />
      {resolved ? <p className="muted">{helpMessages.resolvedNote}</p> : null}
      <div className="field">
        <label htmlFor={`${id}-reply`}>Reply</label>
        <textarea
          id={`${id}-reply`}
          rows={3}
          value={reply.text}
          maxLength={5000}
          disabled={resolved}
          {...invalidProps(`${id}-reply`, empty ? helpMessages.messageEmpty : null)}
          onChange={(e) => onReply({ ...reply, text: e.target.value })}
          onKeyDown={onShiftEnter(() => void send())}
        />
        <FieldError id={`${id}-reply`} error={empty ? helpMessages.messageEmpty : null} />
        <p className="muted">Shift + Enter sends.</p>
      </div>
      {resolved ? null : <DiagramList diagrams={reply.diagrams} onChange={(diagrams) => onReply({ ...reply, diagrams })} locked={sending} />}
      {failed ? <Failure onRetry={() => void send()} /> : null}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => void resolve()} disabled={resolved}>
          Mark as Resolved
        </button>
        <button type="button" className="button button-primary" onClick={() => void send()} disabled={resolved || sending}>
          Send
        </button>
      </div>
    </div>
  );
}

/** Wide screens: the popup opens by itself, once per visit (the widget only renders in the browser).
 *  Only a read: React may render a component more than once before showing it. */
function autoOpen(): boolean {
  return window.innerWidth > AUTO_OPEN_MIN_WIDTH && !readText(AUTO_OPENED_KEY, Keep.ForVisit);
}

export default function Widget() {
  const [open, setOpen] = useState(false);
  // Once the popup has been shown, this visit's automatic opening is used up.
  useEffect(() => {
    if (open) writeText(AUTO_OPENED_KEY, "1", Keep.ForVisit);
  }, [open]);
  const [view, setView] = useState<View>({ kind: "list" });
  const [reply, setReply] = useState<Reply>(NO_REPLY);
  const [confirming, setConfirming] = useState<null | (() => void)>(null);
  const threads = useThreads({ refreshInterval: POLL_MS, shouldRetryOnError: false });
  // The popup opens by itself only once the list has come (or failed): opened before, it would
  // grow when a student's threads arrive and move under the reader (the box kept for the loading
  // list is the empty list's). It floats above the button, so the button never moves either.
  const [autoChecked, setAutoChecked] = useState(false);
  if (!autoChecked && (threads.data !== undefined || threads.error)) {
    setAutoChecked(true);
    if (autoOpen()) setOpen(true);
  }
  const unread = (threads.data ?? []).filter((t) => t.threadStatus === "ADMIN_RESPONDED").length;

  // A thread the address names (an e-mail's link, kept through the login): opened once the list
  // has it, once per address (the widget stays mounted from the login page to the one asked for).
  const linked = Number(useSearchParams().get("thread")) || null;
  const [followed, setFollowed] = useState<number | null>(null);
  if (linked !== null && linked !== followed && threads.data) {
    setFollowed(linked);
    const thread = threads.data.find((t) => t.createdAt === linked);
    setOpen(true);
    if (thread) {
      setReply(NO_REPLY);
      setView({ kind: "thread", thread });
    }
  }

  // 'Request A Study Plan' or 'Ask about this mark' elsewhere: a new question, prefilled (with
  // the marked answer it is about, for the latter).
  useEffect(() => {
    const onPlan = () => {
      const requested = takeStudyPlanRequest();
      if (!requested) return;
      setOpen(true);
      const words = requested.prefill ?? { title: helpMessages.studyPlanTitle, message: helpMessages.studyPlanMessage };
      setView({ kind: "new", ...words });
    };
    window.addEventListener(STUDY_PLAN_EVENT, onPlan);
    onPlan(); // one asked for before this code had loaded
    return () => window.removeEventListener(STUDY_PLAN_EVENT, onPlan);
  }, []);

  const hasProgress =
    (view.kind === "new" && Boolean(view.title.trim() || view.message.trim() || (view.diagrams ?? []).length > 0)) ||
    (view.kind === "thread" && Boolean(reply.text.trim() || reply.diagrams.length > 0));
  /** Leaving a form with typed content asks first (spec 03 §2.10). */
  const leave = useCallback(
    (then: () => void) => {
      if (!hasProgress) return then();
      setConfirming(() => then);
    },
    [hasProgress],
  );
  const toList = () => {
    setReply(NO_REPLY);
    setView({ kind: "list" });
  };
  const close = () => {
    toList();
    setOpen(false);
  };

  return (
    <div className="help-widget">
      {open ? (
        <section className="help-popup" role="dialog" aria-label={helpMessages.title}>
          <header className="help-header">
            {view.kind !== "list" ? (
              <button type="button" className="icon-button" aria-label="Back" onClick={() => leave(toList)}>
                <ArrowLeft />
              </button>
            ) : null}
            <h2>{helpMessages.title}</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={() => leave(close)}>
              <Close />
            </button>
          </header>
          <div className="help-body">
            {view.kind === "list" ? (
              <>
                <button type="button" className="button button-primary" onClick={() => setView({ kind: "new", title: "", message: "" })}>
                  New Question
                </button>
                {threads.error ? (
                  <Failure onRetry={() => void threads.mutate()} />
                ) : threads.data ? (
                  <ThreadList threads={threads.data} onOpen={(thread) => setView({ kind: "thread", thread })} />
                ) : (
                  // The empty list's words, unseen, hold its box while the list loads: the popup
                  // opens at the height it keeps for a student who has asked nothing yet.
                  <div className="help-loading" role="status" aria-label="Loading">
                    <p className="muted" aria-hidden="true">
                      {helpMessages.noThreads}
                    </p>
                    <div className="spinner" />
                  </div>
                )}
              </>
            ) : view.kind === "new" ? (
              <NewQuestion
                draft={view}
                onChange={(d) => setView({ kind: "new", ...d })}
                onSubmitted={() => {
                  void threads.mutate();
                  toList();
                }}
              />
            ) : (
              <Conversation key={view.thread.createdAt} thread={view.thread} reply={reply} onReply={setReply} onChanged={() => void threads.mutate()} />
            )}
          </div>
        </section>
      ) : null}
      <button type="button" className="help-button" aria-expanded={open} onClick={() => (open ? leave(close) : setOpen(true))}>
        <span className="help-button-icon">
          <Chat size={22} />
        </span>
        <span className="help-button-label">{helpMessages.button}</span>
        {unread > 0 ? (
          <span className="help-unread" aria-label={`${unread} unread`}>
            {unread}
          </span>
        ) : null}
      </button>
      {confirming ? (
        <ConfirmDialog
          message={helpMessages.leave}
          onDismiss={() => setConfirming(null)}
          choices={[
            { label: "Cancel", safe: true, onChoose: () => setConfirming(null) },
            {
              label: "Go Back",
              primary: true,
              onChoose: () => {
                const then = confirming;
                setConfirming(null);
                then();
              },
            },
          ]}
        />
      ) : null}
    </div>
  );
}
