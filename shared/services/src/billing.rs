//! What the functions that take money share: one payment in flight per student, the caller's
//! payment customer, and fulfilling a recorded lesson from its payment (on the buyer's return and
//! on Stripe's event alike).

use domain::ids::UserId;
use std::future::Future;

use http::StatusCode;

use store::lessons::{self, Checkout, Purchase};
use store::payments::AttemptEnd;
use store::users::Profile;

use api::{ApiError, ApiResult, AppState, ErrorCode};

/// How long a payment hold lasts: longer than a function may run (10 s), so a hold never lapses
/// while its request still runs; short enough that a request that died frees it soon.
pub const PAYMENT_HOLD_SECS: i64 = 60;

/// What a second payment sent while one is under way is told (409 `PAYMENT_IN_PROGRESS`).
pub const PAYMENT_IN_PROGRESS: &str = "Another payment of yours is already in progress. Please wait a moment, then check your plan or lesson before trying again.";

/// Runs `work` (every Stripe call that creates a subscription or charges a lesson) holding the
/// student's one payment hold, taken with a conditional write before anything reaches Stripe and
/// released whatever the outcome; a request that finds it held is refused (409) without touching
/// Stripe. `work` is given the attempt's number for its idempotency keys. Only a settled attempt
/// (paid and recorded, or refused by the bank) moves to a new number: after an error that may have
/// come once Stripe had made something (a timeout, a lost answer, a store fault), or a payment
/// waiting for 3-D Secure, a retry repeats the attempt with the same keys, so Stripe answers with
/// the objects already made instead of making more.
pub async fn holding_payment<T, Fut>(state: &AppState, auth_id: &UserId, work: impl FnOnce(u64) -> Fut) -> ApiResult<T>
where
    Fut: Future<Output = ApiResult<T>>,
{
    let now = state.clock.now_secs();
    let Some(hold) = store::payments::take_hold(&state.db, auth_id, now, now + PAYMENT_HOLD_SECS).await? else {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::PaymentInProgress, PAYMENT_IN_PROGRESS));
    };
    let result = work(hold.attempt).await;
    let end = match &result {
        Ok(_) | Err(ApiError::Coded { code: ErrorCode::PaymentFailed, .. }) => AttemptEnd::Settled,
        Err(_) => AttemptEnd::Open,
    };
    if let Err(e) = store::payments::release_hold(&state.db, &hold, end).await {
        tracing::warn!(error = %e, "a payment hold was not released; it lapses by itself");
    }
    result
}

/// The caller's payment customer: created on first need and kept on the profile ever after.
pub async fn customer(state: &AppState, profile: &Profile) -> ApiResult<String> {
    // Nothing new at Stripe for an account waiting for its deletion.
    api::entitlement::open(profile)?;
    if let Some(customer) = &profile.payment_id {
        return Ok(customer.clone());
    }
    let name = format!("{} {}", profile.first_name, profile.last_name);
    let created = state.stripe.create_customer(profile.auth_id.as_str(), &profile.email, name.trim()).await?;
    Ok(store::users::set_payment_id(&state.db, &profile.auth_id, &created.id).await?)
}

/// Whether `pi` is this checkout's payment, paid in full, in its currency, by its buyer.
pub fn pays_for(pi: &pay::PaymentIntent, checkout: &Checkout) -> bool {
    pi.charge() == pay::Charge::Paid
        && pi.amount == checkout.amount_in_cent
        && pi.currency.eq_ignore_ascii_case(&checkout.currency)
        && pi.buyer().as_ref() == Some(&checkout.cognito_id)
        && pi.metadata.get("checkoutId") == Some(&checkout.id())
}

/// Records the purchase a payment pays for; a second call for the same lesson changes nothing.
pub async fn record_lesson(state: &AppState, checkout: &Checkout, pi: &pay::PaymentIntent) -> ApiResult<()> {
    let purchase = Purchase {
        cognito_id: checkout.cognito_id.clone(),
        sk: lessons::purchase_sk(checkout.lesson_id),
        lesson_id: checkout.lesson_id,
        payment_intent_id: pi.id.clone(),
        amount_in_cent: pi.amount,
        currency: pi.currency.clone(),
        purchased_at: state.clock.now_secs(),
    };
    lessons::record_purchase(&state.db, &purchase).await?;
    Ok(())
}

/// A payment Stripe reports: when it is a lesson checkout's (named in its metadata, read from the
/// buyer's own partition) and pays for it in full, the buyer owns the lesson. Returns whether it
/// was a lesson payment that is now recorded.
pub async fn fulfil_lesson(state: &AppState, pi: &pay::PaymentIntent) -> ApiResult<bool> {
    let (Some(buyer), Some(checkout_id)) = (pi.buyer(), pi.metadata.get("checkoutId")) else {
        return Ok(false);
    };
    let Some(sk) = lessons::checkout_sk(checkout_id) else { return Ok(false) };
    let Some(checkout) = lessons::checkout(&state.db, &buyer, sk).await? else {
        return Ok(false);
    };
    if !pays_for(pi, &checkout) {
        tracing::warn!(payment_intent = %pi.id, checkout = %checkout_id, "a payment that does not pay for its checkout");
        return Ok(false);
    }
    record_lesson(state, &checkout, pi).await?;
    Ok(true)
}
