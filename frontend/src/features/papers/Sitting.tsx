"use client";

// /papers/sit?sittingId=… (docs/papers.md): a paper under exam conditions on a screen of its own.
// The clock is the server's: the page counts down from the time each answer of the API gives.
// Reading time first (the questions show, answers are locked), then writing; at the end the paper
// hands itself in. Answers are never lost: kept in this browser at every keystroke, saved to the
// server every few seconds (an offline notice while the network is gone; sent when it is back);
// another tab's save is never overwritten silently.

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { ApiError } from "@/lib/api-client";
import { readStoredIdToken } from "@/lib/session-hint";
import { useAutosave } from "@/lib/use-autosave";
import { useGet } from "@/lib/use-get";

import { clockText, handInPaper, localSitting, partKey, pickCopy, saveWords, wordsBody, type LocalSitting, type QuestionRef, type SittingView } from "./api";
import { paperMessages as m } from "./messages";
import { SittingResult } from "./SittingResult";

/** How often changed words are saved to the server. */
const SAVE_EVERY_MS = 3000;

type Sync = "saved" | "saving" | "unsaved" | "offline";

/** The server's time now, from this device's clock and the offset last measured. */
const serverNow = (offset: number) => Date.now() + offset;

const sameQuestion = (a: QuestionRef, b: QuestionRef) => a.section === b.section && a.question === b.question;

function fromServer(view: SittingView): LocalSitting {
  const s = view.sitting;
  const words: Record<string, string> = {};
  for (const a of s.answers ?? []) words[partKey(a.at)] = a.text;
  const savedAt = Math.max(0, ...(s.answers ?? []).map((a) => a.savedAt));
  return { chosen: s.chosen ?? [], words, version: s.version, savedAt, acked: true };
}

function OnTheClock({ view, sub, onHandedIn }: { view: SittingView; sub: string; onHandedIn: (v: SittingView) => void }) {
  const s = view.sitting;
  const id = s.sittingId;
  // The server's time minus this device's, renewed with every answer of the API.
  const [firstOffset] = useState(() => view.now - Date.now());
  const offset = useRef(firstOffset);
  const [now, setNow] = useState(view.now);
  // The server's copy, unless this browser holds words the server never confirmed.
  const [server] = useState(() => fromServer(view));
  const [picked] = useState(() => pickCopy(localSitting.read(sub, id), server));
  const initial = picked.copy;
  const copy = useRef<LocalSitting>(initial);
  const [chosen, setChosen] = useState<QuestionRef[]>(initial.chosen);
  const [words, setWords] = useState<Record<string, string>>(initial.words);
  const startsDirty = initial !== server;
  const dirty = useRef(startsDirty);
  const [sync, setSync] = useState<Sync>(startsDirty ? "unsaved" : "saved");
  const [conflict, setConflict] = useState<number | null>(picked.conflict);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paused = useRef(picked.conflict !== null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const handingIn = useRef(false);

  const reading = now < s.clock.writingAt;
  const over = now >= s.clock.endsAt;

  const keep = (patch: Partial<LocalSitting>) => {
    copy.current = { ...copy.current, ...patch, savedAt: serverNow(offset.current), acked: false };
    localSitting.write(sub, id, copy.current);
    dirty.current = true;
    setSync(navigator.onLine ? "unsaved" : "offline");
  };

  const body = useCallback(() => wordsBody(id, copy.current), [id]);

  /** Sends the newest words; true once the server holds everything written so far. */
  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty.current) return true;
    if (paused.current || handingIn.current || !navigator.onLine) return false;
    const run = (async () => {
      setSync("saving");
      const sent = JSON.stringify(copy.current.words) + JSON.stringify(copy.current.chosen);
      try {
        const saved = await saveWords(body());
        offset.current = saved.now - Date.now();
        const confirmed = JSON.stringify(copy.current.words) + JSON.stringify(copy.current.chosen) === sent;
        if (confirmed) dirty.current = false;
        copy.current = { ...copy.current, version: saved.version, acked: confirmed };
        localSitting.write(sub, id, copy.current);
        setSync(dirty.current ? "unsaved" : "saved");
        return !dirty.current;
      } catch (err) {
        if (err instanceof ApiError && err.code === "DRAFT_CONFLICT") {
          paused.current = true;
          setConflict(Number(err.payload?.version ?? 0));
        } else if (err instanceof ApiError && err.code === "PAPER_HANDED_IN") {
          window.location.reload();
        } else if (err instanceof ApiError && err.code !== "READING_TIME" && err.status < 500) {
          setError(err.message);
        }
        setSync(navigator.onLine ? "unsaved" : "offline");
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [body, id, sub]);

  const handIn = useCallback(async () => {
    if (handingIn.current) return;
    if (inFlight.current) await inFlight.current;
    // A save that just met another tab's: the student chooses first.
    if (paused.current) return;
    if (!navigator.onLine) return setError(m.notSaved);
    handingIn.current = true;
    setConfirming(false);
    try {
      const done = await handInPaper(body());
      localSitting.clear(sub, id);
      onHandedIn(done);
    } catch (err) {
      handingIn.current = false;
      if (err instanceof ApiError && err.code === "DRAFT_CONFLICT") {
        paused.current = true;
        setConflict(Number(err.payload?.version ?? 0));
      } else {
        setError(err instanceof ApiError && err.status < 500 ? err.message : m.notSaved);
      }
    }
  }, [body, id, onHandedIn, sub, setConfirming, setConflict, setError]);

  const online = useAutosave(save, SAVE_EVERY_MS, () => setSync("offline"));

  // The clock, and the paper handed in when it ends (again when the network is back).
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow(offset.current)), 500);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (over && online && !handingIn.current && !paused.current) void handIn();
  }, [over, online, handIn]);
  // A screen of its own while on the clock: the site's bar, footer and study-help button are
  // taken out of the page (not only covered: no link or button of theirs can take focus).
  useEffect(() => {
    document.body.classList.add("paper-exam-open");
    return () => document.body.classList.remove("paper-exam-open");
  }, []);

  function choose(q: QuestionRef, on: boolean) {
    const next = on ? [...chosen, q] : chosen.filter((c) => !sameQuestion(c, q));
    setChosen(next);
    keep({ chosen: next });
  }

  function write(key: string, text: string) {
    const next = { ...copy.current.words, [key]: text };
    setWords(next);
    keep({ words: next });
  }

  const left = reading ? s.clock.writingAt - now : s.clock.endsAt - now;
  const phase = reading ? m.reading : over ? m.over : m.writing;
  return (
    <div className="paper-exam">
      <header className="paper-exam-bar">
        <h1>{s.paperName}</h1>
        <p className="paper-clock" role="timer" aria-label={m.clockLabel(phase)}>
          <span>{phase}</span> <strong>{clockText(left)}</strong>
        </p>
        <p className="paper-sync">
          {m.sync[sync]}
        </p>
      </header>
      {!online ? (
        <p className="offline-notice" role="status">
          {m.offline}
        </p>
      ) : null}
      {reading ? (
        <p className="notice" role="status">
          {m.readingNotice}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {view.sections.map((sec, si) => {
        const inSection = chosen.filter((c) => c.section === si).length;
        return (
          <section key={si} className="paper-section" aria-label={sec.title}>
            <h2>{m.chooseIn(sec.title, sec.choose)}</h2>
            {sec.questions.map((q, qi) => {
              const ref = { section: si, question: qi };
              const isChosen = chosen.some((c) => sameQuestion(c, ref));
              return (
                <article key={qi} className={isChosen ? "paper-question paper-question-chosen" : "paper-question"} aria-label={q.title}>
                  <h3>
                    {q.title} · {q.marks} marks
                  </h3>
                  {q.parts.map((p) => {
                    const k = partKey(p.at);
                    const text = words[k] ?? "";
                    return (
                      <div key={k} className="paper-part">
                        <p className="paper-part-label">{m.partLabel(q.title, p.label, p.marks)}</p>
                        {p.text ? <p>{p.text}</p> : null}
                        {isChosen ? (
                          <>
                            <textarea
                              className="paper-answer"
                              aria-label={m.answerLabel(q.title, p.label)}
                              value={text}
                              readOnly={reading}
                              rows={8}
                              onChange={(e) => write(k, e.target.value)}
                            />
                            <p className="muted">{m.words(text.split(/\s+/).filter(Boolean).length)}</p>
                          </>
                        ) : null}
                      </div>
                    );
                  })}
                  {isChosen ? (
                    <button type="button" className="button button-secondary" onClick={() => choose(ref, false)} aria-label={m.unchooseLabel(q.title)}>
                      {m.unchoose}
                    </button>
                  ) : (
                    <button type="button" className="button button-primary" disabled={inSection >= sec.choose} onClick={() => choose(ref, true)}>
                      {m.choose(q.title)}
                    </button>
                  )}
                </article>
              );
            })}
          </section>
        );
      })}
      <div className="write-actions">
        <button type="button" className="button button-primary" disabled={reading} onClick={() => setConfirming(true)}>
          {m.handIn}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          message={m.handInConfirm}
          onDismiss={() => setConfirming(false)}
          choices={[
            { label: m.handIn, primary: true, onChoose: () => void handIn() },
            { label: m.cancel, safe: true, onChoose: () => setConfirming(false) },
          ]}
        />
      ) : null}
      {conflict !== null ? (
        <ConfirmDialog
          message={m.conflict}
          onDismiss={() => {
            paused.current = false;
            setConflict(null);
          }}
          choices={[
            {
              label: m.keepMine,
              primary: true,
              onChoose: () => {
                copy.current = { ...copy.current, version: conflict };
                dirty.current = true;
                paused.current = false;
                setConflict(null);
                void save();
              },
            },
            {
              label: m.takeTheirs,
              danger: true,
              onChoose: () => {
                localSitting.clear(sub, id);
                window.location.reload();
              },
            },
          ]}
        />
      ) : null}
    </div>
  );
}

/** A paper the clock handed in at its end: closed now by this page, with any words this browser
 *  kept that never reached the server (marked late by the server when they are). */
function Closing({ view, sub, onClosed }: { view: SittingView; sub: string; onClosed: (v: SittingView) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = view.sitting.sittingId;
  useEffect(() => {
    const server = fromServer(view);
    const { copy } = pickCopy(localSitting.read(sub, id), server);
    handInPaper(wordsBody(id, { ...copy, version: server.version }))
      .then((done) => {
        localSitting.clear(sub, id);
        onClosed(done);
      })
      .catch((err: unknown) => setError(err instanceof ApiError && err.status < 500 ? err.message : m.notSaved));
  }, [view, sub, id, onClosed, attempt]);
  if (!error) return <div className="spinner" role="status" aria-label="Loading" />;
  return (
    <main className="page">
      <p role="alert">{error}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      >
        {m.tryAgain}
      </button>
    </main>
  );
}

export function Sitting() {
  const params = useSearchParams();
  const id = params.get("sittingId") ?? "";
  const read = useGet("/private/v1/papers/sitting", id ? { sittingId: id } : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const [handedIn, setHandedIn] = useState<SittingView | null>(null);
  const sub = readStoredIdToken()?.claims.sub;
  if (!id || read.error) {
    return (
      <p role="alert">
        {read.error instanceof ApiError && read.error.status < 500 ? read.error.message : m.failed} <Link href="/papers">{m.backToPapers}</Link>
      </p>
    );
  }
  const view = handedIn ?? read.data;
  if (!view || typeof sub !== "string") return <div className="spinner" role="status" aria-label="Loading" />;
  if (view.sitting.status === "sitting") return <OnTheClock view={view} sub={sub} onHandedIn={setHandedIn} />;
  if (view.sitting.status === "submitted" && view.sitting.submittedAt === view.sitting.clock.endsAt) {
    return <Closing view={view} sub={sub} onClosed={setHandedIn} />;
  }
  return <SittingResult view={view} onChange={setHandedIn} />;
}
