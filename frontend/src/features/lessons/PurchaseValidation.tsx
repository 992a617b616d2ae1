"use client";

// The post-purchase modal (spec 03 §4.3, §8): the server checks the payment at Stripe; tried once
// and retried up to 2 times, 3 s × the attempt number apart. A 404 (no payment found) is shown
// without being reported; other failures are reported.

import { useEffect, useState } from "react";

import { Modal } from "@/components/Modal";
import { ApiError } from "@/lib/api-client";

import { validatePurchase } from "./api";
import { lessonMessages } from "./messages";

export const RETRIES = 2;
export const RETRY_STEP_MS = 3000;

type State = "validating" | "done" | "failed";

export function PurchaseValidation({
  recordedLessonId,
  onValidated,
  onClose,
}: {
  recordedLessonId: number;
  onValidated: () => void;
  onClose: () => void;
}) {
  const [state, setState] = useState<State>("validating");
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, RETRY_STEP_MS * attempt));
        if (cancelled) return;
        try {
          await validatePurchase(recordedLessonId);
          if (cancelled) return;
          setState("done");
          onValidated();
          return;
        } catch (err) {
          if (attempt === RETRIES) {
            if (!(err instanceof ApiError && err.status === 404)) console.error("purchase validation failed", err);
            if (!cancelled) setState("failed");
          }
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [recordedLessonId, onValidated]);

  return (
    <Modal label="Your purchase" live>
      {state === "validating" ? (
        <>
          <div className="spinner" role="status" aria-label="Validating" />
          <p>{lessonMessages.validating}</p>
        </>
      ) : (
        <>
          <p role={state === "failed" ? "alert" : undefined}>
            {state === "done" ? lessonMessages.allSet : lessonMessages.validationFailed}
          </p>
          <div className="actions">
            <button type="button" className="button button-primary" onClick={onClose} autoFocus>
              OK
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
