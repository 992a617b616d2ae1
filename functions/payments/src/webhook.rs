//! POST /api/v2/payments/stripe-webhook: Stripe's signed events. The signature is checked over
//! the raw body; each event is applied once (its id is claimed with a conditional write); applying
//! means re-reading the object from Stripe, so delivery order does not matter:
//! - a subscription's events (and its invoices': paid, failed, needing the card holder) re-read
//!   the subscription and apply it (see `sync`);
//! - `payment_intent.succeeded` re-reads the payment and, when it pays for a recorded lesson's
//!   checkout, records the purchase (a buyer who closed the tab owns the lesson all the same).

use api::{ApiError, ApiResult, AppState, Json};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use serde::Serialize;

use api::ErrorCode;
use services::stripe_sync as sync;

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Receipt {
    received: bool,
    /// False for a repeat delivery, or an event that changes nothing of ours.
    applied: bool,
}

/// The events that can change a subscription's state.
fn concerns_subscriptions(kind: &str) -> bool {
    kind.starts_with("customer.subscription.")
        || matches!(
            kind,
            "invoice.paid" | "invoice.payment_succeeded" | "invoice.payment_failed" | "invoice.payment_action_required"
        )
}

/// What an event asks of us.
enum Work {
    Subscription(String),
    Payment(String),
}

fn work(event: &pay::webhook::Event) -> Option<Work> {
    if event.kind == "payment_intent.succeeded" {
        return event.object_id().map(Work::Payment);
    }
    event.subscription_id().filter(|_| concerns_subscriptions(&event.kind)).map(Work::Subscription)
}

pub async fn receive(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> ApiResult<Json<Receipt>> {
    let header = headers.get("stripe-signature").and_then(|v| v.to_str().ok());
    let secret = state.stripe.webhook_secret().await?;
    let event = pay::webhook::verify(&body, header, &secret, state.clock.now_secs()).map_err(|e| {
        tracing::warn!(error = %e, "webhook refused");
        ApiError::coded(
            StatusCode::BAD_REQUEST,
            ErrorCode::WebhookSignatureInvalid,
            "The event signature is not valid.",
        )
    })?;
    let Some(work) = work(&event) else {
        return Ok(Json(Receipt { received: true, applied: false }));
    };
    if !store::payments::claim_event(&state.db, &event.id, &event.kind, state.clock.now_secs()).await? {
        return Ok(Json(Receipt { received: true, applied: false }));
    }
    let applied = match work {
        Work::Subscription(id) => sync::refresh(&state, &id).await.map(|(sub, _)| Some(sub)),
        Work::Payment(id) => fulfil_payment(&state, &id).await.map(|_| None),
    };
    // A renewal that needs the card holder, or failed: the student hears of it (always: payments).
    let notice = match event.kind.as_str() {
        "invoice.payment_action_required" => Some(domain::email::Notice::RenewalNeedsAction),
        "invoice.payment_failed" => Some(domain::email::Notice::RenewalFailed),
        _ => None,
    };
    // A renewal's (the subscription past due), not a first payment's, which the checkout page handles.
    if let (Ok(Some(sub)), Some(notice)) = (&applied, notice)
        && sub.status == domain::SubscriptionStatus::PastDue
        && let Some(auth_id) = sub.user()
    {
        services::mail::notify_student(&state, &auth_id, notice).await;
    }
    match applied {
        Ok(_) => Ok(Json(Receipt { received: true, applied: true })),
        Err(e) => {
            // Forget the claim so Stripe's retry of this event is applied.
            store::payments::release_event(&state.db, &event.id).await?;
            Err(e)
        }
    }
}

/// A succeeded payment, as Stripe has it now: a recorded lesson's checkout is fulfilled.
async fn fulfil_payment(state: &AppState, id: &str) -> ApiResult<()> {
    let pi = state.stripe.payment_intent(id).await?;
    services::billing::fulfil_lesson(state, &pi).await?;
    Ok(())
}
