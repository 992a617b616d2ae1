"use client";

// The purchase modal (spec 03 §2.9, §4.3, §5): the lesson, its price, a promo code (Apply, then
// Clear), the 'First time here?' note, and the way to the checkout page. The server prices it.

import { Modal } from "@/components/Modal";
import { FieldError, invalidProps } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { usePromoCode } from "@/lib/use-promo-code";

import { newCheckout, validateLessonPromo, type Lesson, type LessonPromo } from "./api";
import { lessonMessages } from "./messages";
import { lessonPrice } from "@/lib/lesson";

export function PurchaseDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const id = useId();
  const { code, setCode, promo, applying, apply } = usePromoCode<LessonPromo>(
    (c) => validateLessonPromo(c, lesson.productId),
    { active: false, couponId: "", priceInCent: lesson.priceInCent },
  );
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = applying || redirecting;

  const checkout = async () => {
    setRedirecting(true);
    setError(null);
    try {
      window.location.assign(await newCheckout(lesson.id, promo?.active ? promo.couponId : ""));
    } catch {
      setError(lessonMessages.redirectFailed);
      setRedirecting(false);
    }
  };

  const price = promo?.active ? promo.priceInCent : lesson.priceInCent;
  return (
    <Modal onDismiss={busy ? undefined : onClose} closeOnBackdrop={false} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`}>Purchase {lesson.name}</h2>
      <p className="muted">{lesson.description}</p>
      <p className="notice">{lessonMessages.firstTime}</p>
      <div className="field">
        <label htmlFor={`${id}-promo`}>Promo code</label>
        <div className="field-row">
          <input
            id={`${id}-promo`}
            value={code}
            disabled={promo !== null || busy}
            onChange={(e) => setCode(e.target.value)}
            {...invalidProps(`${id}-promo`, promo && !promo.active ? lessonMessages.promoInvalid : null)}
          />
          <button type="button" className="button button-secondary" onClick={() => void apply()} disabled={busy}>
            {promo ? "Clear" : "Apply"}
          </button>
        </div>
        <FieldError id={`${id}-promo`} error={promo && !promo.active ? lessonMessages.promoInvalid : null} />
      </div>
      <p className="lesson-price">
        Total: <strong data-testid="lesson-total">{lessonPrice(price, lesson.currency)}</strong>
        {promo?.active ? <s className="muted"> {lessonPrice(lesson.priceInCent, lesson.currency)}</s> : null}
      </p>
      <FormError text={error} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => void checkout()} disabled={busy}>
          {busy ? "Please wait..." : "Proceed to Payment"}
        </button>
      </div>
    </Modal>
  );
}
