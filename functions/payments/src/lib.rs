//! `/private/v2/payments/*`, `/private/v1/coupons/redeem` and the Stripe webhook (spec 01 §7).
//! Every amount, discount, plan and trial length is decided here, from the product's records and
//! Stripe's answers; the page only chooses a plan and confirms a card.

mod coupons;
mod plans;
pub mod sync;
mod webhook;

use api::AppState;
use axum::Router;
use axum::routing::post;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/private/v2/payments/setup-intent", post(plans::setup_intent))
        .route("/private/v2/payments/promo-code/validate", post(coupons::validate))
        .route("/private/v2/payments/plans/{plan}/subscribe", post(plans::subscribe))
        .route("/private/v2/payments/plans/process-mfa", post(plans::process_mfa))
        .route("/private/v2/payments/plans/cancel", post(plans::cancel))
        .route("/private/v2/payments/plans/reinstate", post(plans::reinstate))
        .route("/private/v1/coupons/redeem", post(coupons::redeem))
        .route("/api/v2/payments/stripe-webhook", post(webhook::receive))
}
