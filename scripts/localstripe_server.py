"""localstripe's server, keeping its state in memory only, speaking the current API where the
product reads it, and able to record what it is sent.

localstripe pickles its whole store to the fixed path /tmp/localstripe.pickle after every write
and reloads that file at start. Two instances on one machine (a dev stack, test processes) then
overwrite each other's state, and one starting while another writes reads a truncated pickle and
dies. Its state is as short-lived as moto's (in memory), so persistence is switched off: each
instance starts empty and owns its state.

localstripe speaks an older API than the version the adapter pins (docs/payments.md). Where the
product depends on a difference, this brings it to the current API's published shape:
  - PaymentIntents take `automatic_payment_methods` (the current API has no
    `payment_method_types` on create; cards are chosen by `automatic_payment_methods`);
  - an invoice lists its payments (`invoice.payments.data[].payment.payment_intent`, the only way
    to an invoice's PaymentIntent since 2025-03-31), beside the older `invoice.payment_intent`;
  - paying an open invoice (`POST /v1/invoices/{id}/pay`) whose card is declined answers Stripe's
    402 card error and, for a renewal, turns the subscription `past_due` (localstripe answered 200
    and left it `active`); one whose card needs 3-D Secure answers 402
    `invoice_payment_intent_requires_action`, sends `invoice.payment_action_required` and turns
    the subscription `past_due`, as Stripe does;
  - SetupIntents are listed by customer (`GET /v1/setup_intents?customer=`), as Stripe lists them;
  - Stripe.js's `createPaymentMethod({type: "card", card})` works (the stand-in's is an empty
    stub): it creates the card's PaymentMethod with the publishable key, as Stripe.js does, so a
    card charged at once (a first subscription payment, a lesson) is authenticated only for that
    payment, not also for saving it.

With `STRIPE_REQUEST_LOG=<file>`, every request that carries a `Stripe-Version` header (the
adapter's; the tests' own set-up calls carry none) is appended to the file as one JSON line
{method, path, params, version}; `tools/stripe-check` checks those against Stripe's official
definitions of that version. Same arguments as `localstripe`.
"""

import json
import os
import sys

from aiohttp import web
from localstripe import resources
from localstripe.errors import UserError
from localstripe.webhooks import schedule_webhook

resources.Store.try_load_from_disk = lambda self: None
resources.Store.dump_to_disk = lambda self: None

_payment_intent_init = resources.PaymentIntent.__init__


def _payment_intent(self, *args, automatic_payment_methods=None, **kwargs):
    _payment_intent_init(self, *args, **kwargs)
    self.automatic_payment_methods = automatic_payment_methods


resources.PaymentIntent.__init__ = _payment_intent


def _invoice_payments(self):
    payments = []
    if self.payment_intent:
        payments.append({
            "object": "invoice_payment",
            "invoice": self.id,
            "is_default": True,
            "status": "paid" if self.status == "paid" else "open",
            "payment": {"type": "payment_intent", "payment_intent": self.payment_intent},
        })
    return {"object": "list", "data": payments, "has_more": False, "url": "/v1/invoice_payments"}


resources.Invoice.payments = property(_invoice_payments)

_pay_invoice = resources.Invoice._api_pay_invoice


def _pay_invoice_as_stripe(id, **_current_api_params):
    invoice = _pay_invoice(id)
    if not invoice.payment_intent:
        return invoice
    payment = resources.PaymentIntent._api_retrieve(invoice.payment_intent)
    if payment.status == "requires_payment_method":
        invoice._on_payment_failure_now()
        payment.latest_charge._raise_failure()
    if payment.status == "requires_action":
        schedule_webhook(resources.Event("invoice.payment_action_required", invoice))
        if invoice.subscription:
            subscription = resources.Subscription._api_retrieve(invoice.subscription)
            if subscription.status == "active":
                subscription.status = "past_due"
        raise UserError(402, "This payment requires additional user action before it can be completed successfully.",
                        {"code": "invoice_payment_intent_requires_action", "type": "card_error"})
    return invoice


def _setup_intents(cls, url, customer=None, limit=None, starting_after=None):
    """GET /v1/setup_intents?customer=: only that customer's, as Stripe lists them (localstripe
    takes no filter)."""
    listed = resources.StripeObject._api_list_all.__func__(cls, url, limit=limit, starting_after=starting_after)
    if customer is not None:
        listed._list = [si for si in listed._list if si.customer == customer]
    return listed


resources.SetupIntent._api_list_all = classmethod(_setup_intents)

resources.extra_apis[:] = [
    (method, url, _pay_invoice_as_stripe if url == "/v1/invoices/{id}/pay" else func)
    for method, url, func in resources.extra_apis
]

from localstripe import server  # noqa: E402  (builds its routes from extra_apis: after the patch)
from localstripe.server import start  # noqa: E402

REQUEST_LOG = os.environ.get("STRIPE_REQUEST_LOG")

# Stripe.js's createPaymentMethod, added to the stand-in: POST /v1/payment_methods with the card
# element's fields and the publishable key; answers {paymentMethod} or {error} as Stripe.js does.
CREATE_PAYMENT_METHOD_JS = """
(() => {
  const standIn = Stripe;
  Stripe = (apiKey) => {
    const stripe = standIn(apiKey);
    stripe.createPaymentMethod = async ({type, card, billing_details}) => {
      console.log('localstripe: Stripe().createPaymentMethod()');
      const response = await fetch(`${LOCALSTRIPE_BASE_API}/v1/payment_methods`, {
        method: 'POST',
        body: JSON.stringify({key: apiKey, type, card: card.value.card, billing_details: billing_details || {}}),
      });
      const body = await response.json().catch(() => ({}));
      return response.status !== 200 || body.error ? {error: body.error} : {paymentMethod: body};
    };
    return stripe;
  };
})();
"""


@web.middleware
async def stripe_js(request, handler):
    """The stand-in Stripe.js with createPaymentMethod, and that one call taken with the
    publishable key (Stripe.js creates payment methods with it; localstripe wants a secret key)."""
    if request.method == "GET" and request.path == "/js.stripe.com/v3/":
        response = await handler(request)
        return web.Response(text=response.text + CREATE_PAYMENT_METHOD_JS, content_type="application/javascript")
    if request.method == "POST" and request.path == "/v1/payment_methods" and "Authorization" not in request.headers:
        data = await server.get_post_data(request, remove_auth=False)
        if isinstance(data, dict) and str(data.get("key", "")).startswith("pk_"):
            return await request.match_info.handler(request)
    return await handler(request)


@web.middleware
async def record_request(request, handler):
    version = request.headers.get("Stripe-Version")
    if REQUEST_LOG and version and request.path.startswith("/v1/"):
        form = await request.post() if request.method == "POST" else request.query
        line = {"method": request.method, "path": request.path, "params": list(form.keys()), "version": version}
        with open(REQUEST_LOG, "a", encoding="utf-8") as log:
            log.write(json.dumps(line) + "\n")
    return await handler(request)


server.app.middlewares.insert(0, record_request)
server.app.middlewares.insert(2, stripe_js)  # after localstripe's error middleware, before its auth

if __name__ == "__main__":
    sys.exit(start())
