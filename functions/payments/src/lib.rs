//! `/private/v2/payments/*`, `/private/v1/coupons/redeem` and the Stripe webhook (spec 01 §7).
//! Every amount, discount, plan and trial length is decided here, from the product's records and
//! Stripe's answers; the page only chooses a plan and confirms a card.

mod coupons;
mod plans;
mod webhook;

use api::AppState;
use api::limit::{Limited, per_client};
use api::openapi::{ApiRouter, post};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v2/payments/setup-intent", post(plans::setup_intent))
        .api_route(
            "/private/v2/payments/promo-code/validate",
            post(coupons::validate).route_layer(per_client(Limited::PromoValidate)),
        )
        .api_route("/private/v2/payments/plans/{plan}/subscribe", post(plans::subscribe))
        .api_route("/private/v2/payments/plans/process-mfa", post(plans::process_mfa))
        .api_route("/private/v2/payments/plans/cancel", post(plans::cancel))
        .api_route("/private/v2/payments/plans/reinstate", post(plans::reinstate))
        .api_route("/private/v1/coupons/redeem", post(coupons::redeem).route_layer(per_client(Limited::TrialRedeem)))
        .api_route("/api/v2/payments/stripe-webhook", post(webhook::receive))
}
