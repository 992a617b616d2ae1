"use client";

// The checkout modal (spec 01 §2, §4, §5): card details, promo code, payment summary. The server
// prices the plan and applies the code; this shows its answers.

import { Modal } from "@/components/Modal";
import { FieldError, invalidProps } from "@/components/Field";
import { FormError } from "@/components/FormError";
import { useId, useState } from "react";

import { useAction } from "@/lib/use-action";
import { useRouter } from "next/navigation";

import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session/session";

import { processMfa } from "@/lib/card";

import { subscribe, validatePromo, type ProductType, type PromoValidation } from "./api";
import { CardEntry, type CardField } from "@/components/card/CardEntry";
import { paymentErrorText } from "@/components/card/errors";
import { paymentMessages } from "./payment-messages";
import { dollars, totalCents } from "./money";
import { chargeCard } from "@/components/card/three-d-secure";
import { usePromoCode } from "@/lib/use-promo-code";

export type CheckoutPlan = { productType: ProductType; title: string; priceDollars: number };

function durationText(v: PromoValidation): string {
  return v.promoCodeDuration === "forever" ? paymentMessages.promoForever : paymentMessages.promoOnce;
}

export default function CheckoutDialog({ plan, onClose }: { plan: CheckoutPlan; onClose: () => void }) {
  const titleId = useId();
  const router = useRouter();
  const toast = useToast();
  const { profile } = useSession();
  // The card field, once Stripe.js has mounted it.
  const [card, setCard] = useState<CardField | null>(null);
  const { code, setCode, promo, applying, apply } = usePromoCode<PromoValidation>(
    (c) => validatePromo(c, plan.productType),
    { active: false, couponId: "", amountOff: 0, promoCodeDuration: "invalid" },
  );
  const { run, busy: paying } = useAction({ staysBusy: true });
  const [error, setError] = useState<string | null>(null);

  const discount = promo?.active ? promo.amountOff : 0;

  // The thank-you page reloads the profile: refreshing it here would let this page's own rule
  // (not yet a subscriber) send the new subscriber away first.
  const succeed = () => router.push("/subscriptions/success");

  const pay = async () => {
    if (!card) return;
    setError(null);
    await run(
      async () => {
        const couponCode = promo?.active ? code.trim() : "";
        await chargeCard(
          card,
          (paymentMethodId) => subscribe(plan.productType, { paymentId: profile?.paymentId ?? "", paymentMethodId, couponCode }),
          processMfa,
        );
        succeed();
      },
      (err) => {
        const text = paymentErrorText(err);
        setError(text);
        toast.error(text);
      },
    );
  };

  return (
    <Modal onDismiss={paying ? undefined : onClose} closeOnBackdrop={false} className="dialog-checkout" labelledBy={titleId}>
      <h2 id={titleId}>Subscribe to {plan.title}</h2>
      <div className="checkout">
        <div>
          <CardEntry onReady={setCard} />
          <div className="field">
            <label htmlFor={`${titleId}-promo`}>Promo code</label>
            <div className="field-row">
              <input
                id={`${titleId}-promo`}
                value={code}
                disabled={promo !== null || applying}
                onChange={(e) => setCode(e.target.value)}
                {...invalidProps(`${titleId}-promo`, promo && !promo.active ? paymentMessages.promoInvalid : null)}
              />
              <button type="button" className="button button-secondary" onClick={() => void apply()} disabled={applying || paying}>
                {promo ? "Clear" : "Apply"}
              </button>
            </div>
            <FieldError id={`${titleId}-promo`} error={promo && !promo.active ? paymentMessages.promoInvalid : null} />
            {promo?.active ? (
              <p className="field-note" data-testid="promo-duration">
                {code.trim().toUpperCase()}: {durationText(promo)}
              </p>
            ) : null}
          </div>
        </div>
        <aside className="summary" aria-label="Payment summary">
          <h3>Payment summary</h3>
          <dl>
            <dt>{plan.title}</dt>
            <dd>USD {dollars(plan.priceDollars * 100)} /month</dd>
            {discount > 0 ? (
              <>
                <dt>Discount</dt>
                <dd data-testid="discount">- USD {dollars(discount)}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd data-testid="total">USD {dollars(totalCents(plan.priceDollars, discount))}</dd>
          </dl>
        </aside>
      </div>
      <FormError text={error} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={paying}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => void pay()} disabled={!card || paying}>
          {paying ? "Processing..." : "Pay now"}
        </button>
      </div>
    </Modal>
  );
}
