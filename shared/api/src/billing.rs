//! What the functions that take money share: the caller's payment customer, and fulfilling a
//! recorded lesson from its payment (on the buyer's return and on Stripe's event alike).

use store::lessons::{self, Checkout, Purchase};
use store::users::Profile;

use crate::{ApiResult, AppState};

/// The caller's payment customer: created on first need and kept on the profile ever after.
pub async fn customer(state: &AppState, profile: &Profile) -> ApiResult<String> {
    if let Some(customer) = &profile.payment_id {
        return Ok(customer.clone());
    }
    let name = format!("{} {}", profile.first_name, profile.last_name);
    let created = state.stripe.create_customer(&profile.auth_id, &profile.email, name.trim()).await?;
    Ok(store::users::set_payment_id(&state.db, &profile.auth_id, &created.id).await?)
}

/// Whether `pi` is this checkout's payment, paid in full, in its currency, by its buyer.
pub fn pays_for(pi: &pay::PaymentIntent, checkout: &Checkout) -> bool {
    pi.charge() == pay::Charge::Paid
        && pi.amount == checkout.amount_in_cent
        && pi.currency.eq_ignore_ascii_case(&checkout.currency)
        && pi.metadata.get("authId") == Some(&checkout.cognito_id)
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
    let (Some(buyer), Some(checkout_id)) = (pi.metadata.get("authId"), pi.metadata.get("checkoutId")) else {
        return Ok(false);
    };
    let Some(sk) = lessons::checkout_sk(checkout_id) else { return Ok(false) };
    let Some(checkout) = lessons::checkout(&state.db, buyer, sk).await? else { return Ok(false) };
    if !pays_for(pi, &checkout) {
        tracing::warn!(payment_intent = %pi.id, checkout = %checkout_id, "a payment that does not pay for its checkout");
        return Ok(false);
    }
    record_lesson(state, &checkout, pi).await?;
    Ok(true)
}
