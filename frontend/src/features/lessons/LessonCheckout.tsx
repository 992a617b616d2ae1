"use client";

// /recorded-lessons/checkout?checkoutId=… — our own checkout page (the address the server's 303
// gives; Stripe's hosted Checkout is not used, docs/payments.md): the lesson and the price the
// server settled on, the card (Stripe Elements), 3-D Secure when the bank asks. Paid or not, the
// page goes back to /recorded-lessons, where the server validates the purchase from Stripe.

import { FormError } from "@/components/FormError";
import { Suspense, useState } from "react";

import { useAction } from "@/lib/use-action";
import { useRouter, useSearchParams } from "next/navigation";

import { RequireSession } from "@/components/RequireSession";
import { CardEntry, type CardField } from "@/components/card/CardEntry";
import { paymentErrorText } from "@/components/card/errors";
import { chargeCard } from "@/components/card/three-d-secure";

import { useCheckout } from "./hooks";
import { payCheckout } from "./api";
import { lessonMessages } from "./messages";
import { lessonPrice } from "@/lib/lesson";

function CheckoutForm() {
  const router = useRouter();
  const back = (query: string) => router.push(`/recorded-lessons?${query}`);
  const checkoutId = useSearchParams().get("checkoutId") ?? "";
  const { data, error } = useCheckout(checkoutId);
  const [card, setCard] = useState<CardField | null>(null);
  const { run, busy: paying } = useAction({ staysBusy: true });
  const [failure, setFailure] = useState<string | null>(null);

  if (!checkoutId || error) {
    return (
      <div className="card">
        <p role="alert">{lessonMessages.loadFailed}</p>
        <a className="button button-secondary" href="/recorded-lessons">
          Back to Recorded Lessons
        </a>
      </div>
    );
  }
  if (!data) return <div className="spinner" role="status" aria-label="Loading" />;
  const success = `purchasedLessonId=${data.recordedLessonId}&success=true`;
  if (data.purchased) {
    return (
      <div className="card">
        <p>You already own {data.name}.</p>
        <a className="button button-primary" href={`/recorded-lessons?${success}`}>
          Go to My Videos
        </a>
      </div>
    );
  }

  const pay = async () => {
    if (!card) return;
    setFailure(null);
    await run(
      async () => {
        // After 3-D Secure the server reads the payment from Stripe on the way back.
        await chargeCard(
          card,
          (paymentMethodId) => payCheckout(data.checkoutId, paymentMethodId),
          async () => ({ recordedLessonId: data.recordedLessonId }),
        );
        back(success);
      },
      (err) => setFailure(paymentErrorText(err)),
    );
  };

  return (
    <div className="checkout card">
      <div>
        <h2>{data.name}</h2>
        <p className="muted">{data.description}</p>
        <CardEntry onReady={setCard} />
      </div>
      <aside className="summary" aria-label="Payment summary">
        <h3>Payment summary</h3>
        <dl>
          <dt>{data.name}</dt>
          <dd>{lessonPrice(data.originalAmountInCent, data.currency)}</dd>
          {data.amountInCent < data.originalAmountInCent ? (
            <>
              <dt>Promo code {data.couponId}</dt>
              <dd>- {lessonPrice(data.originalAmountInCent - data.amountInCent, data.currency)}</dd>
            </>
          ) : null}
          <dt>Total</dt>
          <dd data-testid="total">{lessonPrice(data.amountInCent, data.currency)}</dd>
        </dl>
      </aside>
      <FormError text={failure} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => back("canceled=true")} disabled={paying}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => void pay()} disabled={!card || paying}>
          {paying ? "Processing..." : `Pay ${lessonPrice(data.amountInCent, data.currency)}`}
        </button>
      </div>
    </div>
  );
}

export function LessonCheckout() {
  return (
    <RequireSession rule="loggedIn">
      <main className="page">
        <h1>Checkout</h1>
        <Suspense fallback={<div className="spinner" role="status" aria-label="Loading" />}>
          <CheckoutForm />
        </Suspense>
      </main>
    </RequireSession>
  );
}
