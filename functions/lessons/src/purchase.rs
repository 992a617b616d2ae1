//! Buying a recorded lesson (spec 03 §4.3, §7): a lesson promo code, the checkout the server
//! prices, the card charged on our own checkout page (Stripe has the card; we never do), and the
//! purchase recorded only from the payment's real state at Stripe, never from a return address.
//!
//! 1. `POST /private/v2/payments/product/promo-code/validate` — does a code take money off?
//! 2. `GET /private/v2/recorded-lessons/checkout/new` — a checkout at the server's price; 303, and
//!    the body is the address of the checkout page.
//! 3. `GET /private/v2/recorded-lessons/checkout` — what that page shows.
//! 4. `POST /private/v2/recorded-lessons/checkout/pay` — charges the card confirmed on the page;
//!    402 `PAYMENT_REQUIRE_ACTION` with a client secret when the bank wants 3-D Secure.
//! 5. `POST /private/v2/recorded-lessons/validate` — back on /recorded-lessons: reads the
//!    checkout's payment at Stripe and records the purchase when it succeeded; 404 otherwise.

use api::ErrorCode;
use api::entitlement::own_profile;
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query, SeeOther};
use axum::extract::State;
use axum::http::StatusCode;
use domain::ids::UserId;
use pay::Charge;
use serde::{Deserialize, Serialize};
use services::billing::{customer, holding_payment, pays_for, record_lesson};
use store::lessons::{self, Checkout, Lesson};
use store::payments::{PromoKind, PromoTarget};

/// Product ids of lessons, as the page and the payment's metadata know them.
pub fn product_id(lesson_id: u32) -> String {
    format!("lesson-{lesson_id}")
}

fn lesson_of_product(product_id: &str) -> ApiResult<u32> {
    product_id
        .strip_prefix("lesson-")
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| ApiError::bad_request("productId must name a recorded lesson."))
}

/// Stripe's smallest charge: a discount never takes a lesson below it.
const MINIMUM_CHARGE: i64 = 50;

/// The lesson's price after `code`, or None when the code does not apply to lessons or the user
/// has used it already (a lesson code is good once per user).
async fn discounted(state: &AppState, user: &UserId, lesson: &Lesson, code: &str) -> ApiResult<Option<(i64, String)>> {
    let (promo, used) =
        tokio::try_join!(store::payments::promo(&state.db, code), lessons::promo_use(&state.db, user, code))
            .map_err(ApiError::from)?;
    let Some(promo) =
        promo.filter(|p| p.active && p.kind == PromoKind::Discount && p.product_type == PromoTarget::Lesson)
    else {
        return Ok(None);
    };
    if used.is_some() {
        return Ok(None);
    }
    let price = (lesson.price_in_cent - promo.amount_off).max(MINIMUM_CHARGE.min(lesson.price_in_cent));
    Ok(Some((price, store::payments::normalise_code(&promo.code))))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PromoBody {
    code: String,
    product_id: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PromoView {
    active: bool,
    coupon_id: String,
    /// The lesson's price with this code, in cents of its currency.
    price_in_cent: i64,
}

/// POST /private/v2/payments/product/promo-code/validate
pub async fn validate_promo(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<PromoBody>,
) -> ApiResult<Json<PromoView>> {
    let id = lesson_of_product(&body.product_id)?;
    let lesson = lessons::lesson(&state.db, id).await?.ok_or(ApiError::NotFound("Lesson not found."))?;
    Ok(Json(match discounted(&state, &user.sub, &lesson, &body.code).await? {
        Some((price, code)) => PromoView { active: true, coupon_id: code, price_in_cent: price },
        None => PromoView { active: false, coupon_id: String::new(), price_in_cent: lesson.price_in_cent },
    }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewCheckoutQuery {
    recorded_lesson_id: u32,
    #[serde(default)]
    coupon_id: String,
}

/// GET /private/v2/recorded-lessons/checkout/new: a checkout at the server's price. Answers 303
/// with the checkout page's address as the body (and no Location, so the page's fetch hands the
/// address to the page instead of following it).
pub async fn new_checkout(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<NewCheckoutQuery>,
) -> ApiResult<SeeOther> {
    let (lesson, bought) = tokio::try_join!(
        lessons::lesson(&state.db, q.recorded_lesson_id),
        lessons::purchase(&state.db, &user.sub, q.recorded_lesson_id)
    )
    .map_err(ApiError::from)?;
    let lesson = lesson.ok_or(ApiError::NotFound("Lesson not found."))?;
    if bought.is_some() {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::AlreadyPurchased, "You already own this lesson."));
    }
    let (amount, coupon) = match q.coupon_id.trim() {
        "" => (lesson.price_in_cent, String::new()),
        code => discounted(&state, &user.sub, &lesson, code).await?.ok_or_else(|| {
            ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::PromoInvalid, "This promo code is invalid.")
        })?,
    };
    let token = uuid::Uuid::new_v4().simple().to_string();
    let checkout = Checkout {
        cognito_id: user.sub.clone(),
        sk: format!("CHECKOUT#{:06}#{token}", lesson.id),
        lesson_id: lesson.id,
        amount_in_cent: amount,
        original_amount_in_cent: lesson.price_in_cent,
        currency: lesson.currency.clone(),
        coupon_id: coupon,
        payment_intent_id: None,
        created_at: state.clock.now_secs(),
    };
    lessons::put_checkout(&state.db, &checkout).await?;
    let address = format!("/recorded-lessons/checkout?checkoutId={}", checkout.id());
    Ok(SeeOther(address))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutQuery {
    checkout_id: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutView {
    checkout_id: String,
    recorded_lesson_id: u32,
    name: String,
    description: String,
    amount_in_cent: i64,
    original_amount_in_cent: i64,
    currency: String,
    coupon_id: String,
    /// The caller already owns the lesson (paid on another tab, say).
    purchased: bool,
}

/// The caller's own checkout: 404 for a malformed id or anyone else's.
async fn own_checkout(state: &AppState, user: &AuthUser, id: &str) -> ApiResult<Checkout> {
    let sk = lessons::checkout_sk(id).ok_or(ApiError::NotFound("Checkout not found."))?;
    lessons::checkout(&state.db, &user.sub, sk).await?.ok_or(ApiError::NotFound("Checkout not found."))
}

/// GET /private/v2/recorded-lessons/checkout
pub async fn get_checkout(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<CheckoutQuery>,
) -> ApiResult<Json<CheckoutView>> {
    let checkout = own_checkout(&state, &user, &q.checkout_id).await?;
    let (lesson, bought) = tokio::try_join!(
        lessons::lesson(&state.db, checkout.lesson_id),
        lessons::purchase(&state.db, &user.sub, checkout.lesson_id)
    )
    .map_err(ApiError::from)?;
    let lesson = lesson.ok_or(ApiError::NotFound("Lesson not found."))?;
    Ok(Json(CheckoutView {
        checkout_id: checkout.id(),
        recorded_lesson_id: lesson.id,
        name: lesson.name,
        description: lesson.description,
        amount_in_cent: checkout.amount_in_cent,
        original_amount_in_cent: checkout.original_amount_in_cent,
        currency: checkout.currency,
        coupon_id: checkout.coupon_id,
        purchased: bought.is_some(),
    }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayBody {
    checkout_id: String,
    payment_method_id: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Paid {
    recorded_lesson_id: u32,
}

/// POST /private/v2/recorded-lessons/checkout/pay: from the "already owned" check to the charge,
/// holding the student's one payment hold (two pays at once: one charge, one 409).
pub async fn pay(State(state): State<AppState>, user: AuthUser, Json(body): Json<PayBody>) -> ApiResult<Json<Paid>> {
    let pm = body.payment_method_id.trim();
    if pm.is_empty() || pm.len() > 255 {
        return Err(ApiError::bad_request("paymentMethodId is required."));
    }
    holding_payment(&state, &user.sub, |attempt| pay_held(&state, &user, &body.checkout_id, pm, attempt)).await
}

async fn pay_held(
    state: &AppState,
    user: &AuthUser,
    checkout_id: &str,
    pm: &str,
    attempt: u64,
) -> ApiResult<Json<Paid>> {
    let (checkout, profile) = tokio::try_join!(own_checkout(state, user, checkout_id), own_profile(state, user))?;
    api::entitlement::open(&profile)?;
    if lessons::purchase(&state.db, &user.sub, checkout.lesson_id).await?.is_some() {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::AlreadyPurchased, "You already own this lesson."));
    }
    let checkout_id = checkout.id();
    // A promo code is claimed for this checkout before any money moves: of twenty checkouts with
    // the same code paid at once, one gets the discount.
    let code = Some(checkout.coupon_id.as_str()).filter(|c| !c.is_empty());
    if let Some(code) = code
        && !lessons::claim_promo(&state.db, &user.sub, code, &checkout_id).await?
    {
        return Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::PromoUsed,
            "You have already used this promo code.",
        ));
    }
    let charged = charge(state, &profile, &checkout, pm, attempt).await;
    let failed = match &charged {
        Ok(pi) => matches!(pi.charge(), Charge::Failed { .. }),
        Err(_) => true,
    };
    if let Some(code) = code.filter(|_| failed) {
        lessons::release_promo(&state.db, &user.sub, code, &checkout_id).await?;
    }
    let pi = charged?;
    match pi.charge() {
        Charge::Paid => {
            record_lesson(state, &checkout, &pi).await?;
            Ok(Json(Paid { recorded_lesson_id: checkout.lesson_id }))
        }
        Charge::NeedsAuthentication { client_secret, .. } => Err(ApiError::Coded {
            status: StatusCode::PAYMENT_REQUIRED,
            code: ErrorCode::PaymentRequireAction,
            message: "Please confirm this payment with your bank.".into(),
            payload: Some(serde_json::json!({ "clientSecret": client_secret })),
        }),
        Charge::Failed { message, .. } => Err(ApiError::coded(
            StatusCode::PAYMENT_REQUIRED,
            ErrorCode::PaymentFailed,
            message.unwrap_or_else(|| api::error::PAYMENT_ERROR.into()),
        )),
        // Stripe's `payment_intent.succeeded` records it when the bank decides.
        Charge::Processing => Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::PaymentProcessing,
            "Your bank is still processing this payment. The lesson is yours as soon as it is paid.",
        )),
    }
}

/// Charges the checkout's price to the card confirmed on the page.
async fn charge(
    state: &AppState,
    profile: &store::users::Profile,
    checkout: &Checkout,
    pm: &str,
    attempt: u64,
) -> ApiResult<pay::PaymentIntent> {
    let customer = customer(state, profile).await?;
    let pm = state.stripe.use_payment_method(&customer, pm).await?;
    let lesson_id = checkout.lesson_id.to_string();
    let checkout_id = checkout.id();
    let metadata = [
        (pay::USER_KEY, profile.auth_id.as_str()),
        ("recordedLessonId", lesson_id.as_str()),
        ("checkoutId", &checkout_id),
    ];
    // One held attempt, checkout and card is one payment: a retry of an attempt that died midway
    // gets back the PaymentIntent Stripe made for it.
    let key = format!("seven-lesson-{checkout_id}-{attempt}-{}", pm.id);
    let pi = state
        .stripe
        .create_payment_intent(&customer, &pm.id, checkout.amount_in_cent, &checkout.currency, &metadata, key)
        .await?;
    lessons::set_checkout_payment(&state.db, &profile.auth_id, &checkout.sk, &pi.id).await?;
    Ok(pi)
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateBody {
    recorded_lesson_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Validated {
    recorded_lesson_id: u32,
    purchased: bool,
}

/// How many of the caller's latest checkouts of a lesson are asked about at Stripe.
const CHECKOUTS_ASKED: usize = 3;

/// POST /private/v2/recorded-lessons/validate: the purchase, from the payment's state at Stripe.
pub async fn validate(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<ValidateBody>,
) -> ApiResult<Json<Validated>> {
    let id = body.recorded_lesson_id;
    let done = Json(Validated { recorded_lesson_id: id, purchased: true });
    let (bought, mut checkouts) = tokio::try_join!(
        lessons::purchase(&state.db, &user.sub, id),
        lessons::checkouts_of_lesson(&state.db, &user.sub, id)
    )
    .map_err(ApiError::from)?;
    if bought.is_some() {
        return Ok(done);
    }
    checkouts.sort_by_key(|c| std::cmp::Reverse(c.created_at));
    for checkout in checkouts.iter().filter(|c| c.payment_intent_id.is_some()).take(CHECKOUTS_ASKED) {
        let pi = state.stripe.payment_intent(checkout.payment_intent_id.as_deref().unwrap_or_default()).await?;
        if pays_for(&pi, checkout) {
            record_lesson(&state, checkout, &pi).await?;
            return Ok(done);
        }
    }
    Err(ApiError::NotFound("We could not find a payment for this lesson."))
}
