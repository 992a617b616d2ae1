//! POST /api/v2/payments/stripe-webhook: Stripe's signed events. The signature is checked over
//! the raw body; each event is applied once (its id is claimed with a conditional write); applying
//! means re-reading the subscription from Stripe (see `sync`), so delivery order does not matter.

use api::{ApiError, ApiResult, AppState, Json};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use serde::Serialize;

use crate::sync;

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Receipt {
    received: bool,
    /// False for a repeat delivery, or an event that changes nothing of ours.
    applied: bool,
}

/// The events that can change a subscription's state.
fn concerns_subscriptions(kind: &str) -> bool {
    kind.starts_with("customer.subscription.")
        || matches!(kind, "invoice.paid" | "invoice.payment_succeeded" | "invoice.payment_failed")
}

pub async fn receive(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> ApiResult<Json<Receipt>> {
    let header = headers.get("stripe-signature").and_then(|v| v.to_str().ok());
    let secret = state.stripe.webhook_secret().await?;
    let event = pay::webhook::verify(&body, header, &secret, state.clock.now_secs()).map_err(|e| {
        tracing::warn!(error = %e, "webhook refused");
        ApiError::coded(StatusCode::BAD_REQUEST, "WEBHOOK_SIGNATURE_INVALID", "The event signature is not valid.")
    })?;
    let Some(subscription) = event.subscription_id().filter(|_| concerns_subscriptions(&event.kind)) else {
        return Ok(Json(Receipt { received: true, applied: false }));
    };
    if !store::payments::claim_event(&state.db, &event.id, &event.kind, state.clock.now_secs()).await? {
        return Ok(Json(Receipt { received: true, applied: false }));
    }
    match sync::refresh(&state, &subscription).await {
        Ok(_) => Ok(Json(Receipt { received: true, applied: true })),
        Err(e) => {
            // Forget the claim so Stripe's retry of this event is applied.
            store::payments::release_event(&state.db, &event.id).await?;
            Err(e)
        }
    }
}
