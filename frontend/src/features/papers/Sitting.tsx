"use client";

// /papers/sit?sittingId=… (docs/papers.md): a paper under exam conditions on a screen of its own.
// The clock is the server's: the page counts down from the time each answer of the API gives.
// Reading time first (the questions show, answers are locked), then writing; at the end the paper
// hands itself in. Each part's answer is its words and the economics diagrams drawn for it.
// Answers are never lost: kept in this browser at every keystroke, saved to the
// server every few seconds (an offline notice while the network is gone; sent when it is back);
// another tab's save is never overwritten silently.

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";

import { ConfirmDialog } from "@/components/ConfirmDialog";
import { ErrorOf, FormError } from "@/components/FormError";
import { DiagramList } from "@/components/diagrams/DiagramList";
import { VersionConflict } from "@/components/VersionConflict";
import { ApiError } from "@/lib/api-client";
import { chosenCopy, pickCopy } from "@/lib/never-lost";
import { readStoredIdToken } from "@/lib/session-hint";
import { forget, readJson } from "@/lib/storage";
import { useGet } from "@/lib/use-get";
import { useNeverLost } from "@/lib/use-never-lost";

import { clockText, handInPaper, partKey, sameSitting, saveWords, sittingKey, wordsBody, type Diagram, type LocalSitting, type QuestionRef, type SittingView } from "./api";
import { paperMessages as m } from "@/components/papers/messages";
import { SittingResult } from "./SittingResult";

/** How often changed words are saved to the server. */
const SAVE_EVERY_MS = 3000;

/** The server's time now, from this device's clock and the offset last measured. */
const serverNow = (offset: number) => Date.now() + offset;

const sameQuestion = (a: QuestionRef, b: QuestionRef) => a.section === b.section && a.question === b.question;

function fromServer(view: SittingView): LocalSitting {
  const s = view.sitting;
  const words: Record<string, string> = {};
  const diagrams: Record<string, Diagram[]> = {};
  for (const a of s.answers ?? []) {
    words[partKey(a.at)] = a.text;
    if (a.diagrams?.length) diagrams[partKey(a.at)] = a.diagrams;
  }
  const savedAt = Math.max(0, ...(s.answers ?? []).map((a) => a.savedAt));
  return { chosen: s.chosen ?? [], words, diagrams, version: s.version, savedAt, acked: true };
}

function OnTheClock({ view, sub, onHandedIn }: { view: SittingView; sub: string; onHandedIn: (v: SittingView) => void }) {
  const s = view.sitting;
  const id = s.sittingId;
  // The server's time minus this device's, renewed with every answer of the API.
  const [firstOffset] = useState(() => view.now - Date.now());
  const offset = useRef(firstOffset);
  const [now, setNow] = useState(view.now);
  const [server] = useState(() => fromServer(view));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = useCallback(
    async (c: LocalSitting) => {
      const saved = await saveWords(wordsBody(id, c));
      offset.current = saved.now - Date.now();
      return saved.version;
    },
    [id],
  );
  const refused = useCallback((err: unknown) => {
    if (err instanceof ApiError && err.code === "PAPER_HANDED_IN") window.location.reload();
    else if (err instanceof ApiError && err.code !== "READING_TIME" && err.status < 500) setError(err.message);
  }, []);
  const stamp = useCallback(() => serverNow(offset.current), []);
  // The server's copy, unless this device holds words the server never confirmed (then they are
  // kept, or the student is asked).
  const answers = useNeverLost({ key: sittingKey(sub, id), server, same: sameSitting, send, onRefused: refused, everyMs: SAVE_EVERY_MS, now: stamp });
  const { initial, online, held, hold, settle, current, finish, askOn } = answers;
  const [chosen, setChosen] = useState<QuestionRef[]>(initial.chosen);
  const [words, setWords] = useState<Record<string, string>>(initial.words);
  const [drawn, setDrawn] = useState<Record<string, Diagram[]>>(initial.diagrams ?? {});

  const reading = now < s.clock.writingAt;
  const over = now >= s.clock.endsAt;

  const handIn = useCallback(async () => {
    if (held()) return;
    await settle();
    // A save that just met another tab's: the student chooses first.
    if (held()) return;
    if (!navigator.onLine) return setError(m.notSaved);
    hold(true);
    setConfirming(false);
    try {
      const done = await handInPaper(wordsBody(id, current()));
      finish();
      onHandedIn(done);
    } catch (err) {
      hold(false);
      if (!askOn(err)) setError(err instanceof ApiError && err.status < 500 ? err.message : m.notSaved);
    }
  }, [id, onHandedIn, held, hold, settle, current, finish, askOn]);

  // The clock, and the paper handed in when it ends (again when the network is back).
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow(offset.current)), 500);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    // Once this render is done (the hand-in sets the screen's state).
    if (over && online && !held()) queueMicrotask(() => void handIn());
  }, [over, online, held, handIn]);
  // A screen of its own while on the clock: the site's bar, footer and study-help button are
  // taken out of the page (not only covered: no link or button of theirs can take focus).
  useEffect(() => {
    document.body.classList.add("paper-exam-open");
    return () => document.body.classList.remove("paper-exam-open");
  }, []);

  function choose(q: QuestionRef, on: boolean) {
    const next = on ? [...chosen, q] : chosen.filter((c) => !sameQuestion(c, q));
    setChosen(next);
    answers.keep({ chosen: next });
  }

  function write(key: string, text: string) {
    const next = { ...current().words, [key]: text };
    setWords(next);
    answers.keep({ words: next });
  }

  /** A part's diagrams changed: kept on this device like the words, and sent at once. */
  function draw(key: string, diagrams: Diagram[]) {
    const next = { ...current().diagrams, [key]: diagrams };
    setDrawn(next);
    answers.keep({ diagrams: next });
    void answers.save();
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
          {m.sync[answers.sync]}
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
      <FormError text={error} of={ErrorOf.Field} />
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
                            <div role="group" aria-label={m.diagramsOf(q.title, p.label)}>
                              <DiagramList diagrams={drawn[k] ?? []} locked={reading} onChange={(d) => draw(k, d)} />
                            </div>
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
      {answers.conflict !== null ? (
        <VersionConflict words={m} onKeep={answers.keepDevice} onTake={answers.takeServer} onDismiss={answers.dismiss} />
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
    const device = readJson<LocalSitting>(sittingKey(sub, id));
    const copy = chosenCopy(pickCopy(device, server, sameSitting), device, server);
    handInPaper(wordsBody(id, { ...copy, version: server.version }))
      .then((done) => {
        forget(sittingKey(sub, id));
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
