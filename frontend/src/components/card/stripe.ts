// Stripe.js, loaded only when a card is entered (never on public pages). In the cloud it is
// Stripe's own script; locally the emulator's stand-in, served at config.stripe.jsUrl, which
// offers the same calls the product uses: elements().create("card"), createPaymentMethod,
// confirmCardSetup and confirmCardPayment (docs/payments.md).

import { loadConfig } from "@/lib/config";

export type StripeError = { message?: string; code?: string; type?: string };

/** A card element's `change` event (Stripe.js); the local stand-in sends none. */
export type CardChange = { empty: boolean; complete: boolean; error?: StripeError };

export type CardElement = {
  mount: (el: HTMLElement) => void;
  destroy: () => void;
  on?: (event: "change", handler: (change?: CardChange) => void) => void;
};

export type StripeJs = {
  elements: () => { create: (type: "card", options?: object) => CardElement };
  createPaymentMethod: (data: {
    type: "card";
    card: CardElement;
  }) => Promise<{ paymentMethod?: { id: string } | null; error?: StripeError | null }>;
  confirmCardSetup: (
    clientSecret: string,
    data: { payment_method: { card: CardElement } },
  ) => Promise<{ setupIntent?: { payment_method?: string | { id: string } | null }; error?: StripeError | null }>;
  confirmCardPayment: (clientSecret: string) => Promise<{
    paymentIntent?: { id: string; status: string; last_payment_error?: StripeError | null };
    error?: StripeError | null;
  }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<StripeJs> | null = null;

export function loadStripe(): Promise<StripeJs> {
  loading ??= (async () => {
    const { stripe } = await loadConfig();
    if (!stripe?.publishableKey) throw new Error("payments are not configured");
    if (!window.Stripe) {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = stripe.jsUrl ?? "https://js.stripe.com/v3/";
        script.onload = () => resolve();
        script.onerror = () => reject(new Error("Stripe.js did not load"));
        document.head.appendChild(script);
      });
    }
    if (!window.Stripe) throw new Error("Stripe.js did not load");
    return window.Stripe(stripe.publishableKey);
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The payment method id a confirmed SetupIntent carries. */
export function paymentMethodOf(setupIntent?: { payment_method?: string | { id: string } | null }): string | null {
  const pm = setupIntent?.payment_method;
  if (!pm) return null;
  return typeof pm === "string" ? pm : pm.id;
}
