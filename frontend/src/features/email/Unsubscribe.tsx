"use client";

// /unsubscribe?token= (docs/email.md): the page an e-mail's unsubscribe link opens, without
// signing in. Mail scanners open links, so nothing happens until the button is pressed: then the
// token goes to the API, which turns off that kind of message for the student it was sent to.

import Link from "next/link";
import { useState } from "react";

import { FormError } from "@/components/FormError";
import { ApiError } from "@/lib/api-client";
import { useAction } from "@/lib/use-action";

import { apiMessage, unsubscribe } from "./api";
import { unsubscribeMessages as m } from "./messages";

/** The page's answer: none yet, done (the API's words), refused (the API's words: the link is not
 *  valid, and pressing again will not change that). */
type Outcome = { kind: "done"; message: string } | { kind: "refused"; message: string } | null;

/** The token of the link this page was opened with ("" without one: the API refuses it). */
function linkToken(): string {
  return new URLSearchParams(window.location.search).get("token") ?? "";
}

export function Unsubscribe() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();

  const press = () =>
    run(
      async () => {
        setError(null);
        const answer = await unsubscribe(linkToken());
        setOutcome({ kind: "done", message: answer.message });
      },
      (err) => {
        if (err instanceof ApiError && err.status === 400 && err.code !== "ERROR") setOutcome({ kind: "refused", message: err.message });
        else setError(apiMessage(err, m.failed));
      },
    );

  return (
    <main className="page unsubscribe">
      <h1>{m.title}</h1>
      {outcome === null ? (
        <>
          <p>{m.explain}</p>
          <FormError text={error} />
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void press()}>
            {busy ? m.busy : m.button}
          </button>
        </>
      ) : (
        <>
          <p role={outcome.kind === "done" ? "status" : "alert"} className={outcome.kind === "done" ? "notice notice-info" : "form-error"}>
            {outcome.message}
          </p>
          <Link href="/my-account">{m.account}</Link>
        </>
      )}
    </main>
  );
}
