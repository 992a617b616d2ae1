//! GET /private/v2/users/profile and POST /private/v2/users/new (spec 01 §3, §7).

use api::entitlement::{Access, own_profile};
use api::{ApiError, ApiResult, AppState, AuthUser, CreatedOrFound, Json};
use axum::extract::State;
use axum::http::StatusCode;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use store::users::{PlanType, Profile, SubscriptionStatus, TrialStatus};

use crate::fields::{PersonName, email};
use api::ErrorCode;

/// The profile as the client sees it. Statuses are as of now: a lapsed subscription is not
/// `active`, and a trial past its expiry reads `expired`, whatever was last stored; `past_due`
/// (a renewal unpaid) is shown as it is, with `isSubscriber` saying whether access remains.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileView {
    pub id: String,
    pub auth_id: UserId,
    pub email: String,
    /// The payment customer's id; empty before the first payment (the spec's text fields).
    pub payment_id: String,
    pub first_name: String,
    pub last_name: String,
    /// `year#MAY` or `year#NOV`; empty when not chosen.
    pub user_cohort: String,
    /// Empty before any plan.
    pub subscription_id: String,
    pub subscription_status: String,
    pub subscription_expiry: i64,
    pub subscription_plan_type: PlanType,
    pub free_trial_status: TrialStatus,
    pub free_trial_expiry: i64,
    /// Paid subscription or active trial: may use the study content.
    pub is_subscriber: bool,
    pub is_staff: bool,
    /// When the account is deleted (epoch ms), while a deletion waits out its grace.
    pub deletes_at: Option<i64>,
}

impl ProfileView {
    pub fn new(p: Profile, user: &AuthUser, now_secs: i64) -> Self {
        let access = Access::of(&p, now_secs);
        let subscription_status = match (access.subscribed, p.subscription_status) {
            // A renewal that failed or waits for the bank: access for now, and a notice.
            (_, SubscriptionStatus::PastDue) => "past_due",
            (true, _) => "active",
            (false, SubscriptionStatus::Active) => "expired",
            (false, other) => other.as_str(),
        }
        .to_owned();
        Self {
            is_subscriber: access.is_subscriber(),
            is_staff: user.is_staff(),
            id: p.id,
            auth_id: p.auth_id,
            email: p.email,
            payment_id: p.payment_id.unwrap_or_default(),
            first_name: p.first_name,
            last_name: p.last_name,
            user_cohort: p.user_cohort.map(|c| c.to_string()).unwrap_or_default(),
            subscription_id: p.subscription_id.unwrap_or_default(),
            subscription_status,
            subscription_expiry: p.subscription_expiry,
            subscription_plan_type: access.plan,
            free_trial_status: access.trial,
            free_trial_expiry: p.free_trial_expiry,
            deletes_at: p.delete_at,
        }
    }
}

pub async fn get_profile(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<ProfileView>> {
    let profile = own_profile(&state, &user).await?;
    if !profile.on_mail_roster {
        // A profile made before the weekly digest: on its roster from now on (once; tried again
        // on a later read if this fails, which never fails the read).
        let enrolled = async {
            store::mail::enrol(&state.db, &user.sub).await?;
            store::users::set_on_mail_roster(&state.db, &user.sub).await
        };
        if let Err(e) = enrolled.await {
            tracing::error!(error = %e, "a profile could not join the digest's roster");
        }
    }
    Ok(Json(ProfileView::new(profile, &user, state.clock.now_secs())))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewUser {
    auth_id: UserId,
    email: String,
    first_name: String,
    last_name: String,
}

/// Creates the caller's profile on first login. Calling it again returns the existing profile
/// (200) instead of a new one (201), so two tabs signing in at once cannot clash.
pub async fn new_user(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<NewUser>,
) -> ApiResult<CreatedOrFound<ProfileView>> {
    user.ensure_self(&body.auth_id)?;
    // A profile carries an address others find the user by (Friends & Family invites): only one
    // Cognito has proven, never one typed into the account and not yet confirmed.
    if !user.email_verified {
        return Err(ApiError::coded(
            StatusCode::FORBIDDEN,
            ErrorCode::EmailNotVerified,
            "Your email has yet to be verified. Please enter the confirmation code that was sent to your email.",
        ));
    }
    let email = email(&body.email)?;
    if user.email.as_deref().is_some_and(|e| !e.eq_ignore_ascii_case(email.as_str())) {
        return Err(ApiError::Forbidden("The email must be the one you signed in with."));
    }
    // A sign-in token of an account just erased makes nothing new (it lives an hour; the
    // fingerprint two days).
    if store::privacy::erased(&state.db, &api::digest::fingerprint(&user.sub)).await? {
        return Err(ApiError::Unauthorized);
    }
    let first = PersonName::parse(&body.first_name, "First name is required")?;
    let last = PersonName::parse(&body.last_name, "Last name is required")?;
    let now = state.clock.now_secs();
    let id = uuid::Uuid::new_v4().to_string();
    // On the weekly digest's roster (it sends only when there is something to say); if that
    // fails, the first profile read tries again, and sign-up goes on.
    let enrolled = store::mail::enrol(&state.db, &user.sub).await;
    if let Err(e) = &enrolled {
        tracing::error!(error = %e, "a new profile could not join the digest's roster");
    }
    let profile = Profile {
        on_mail_roster: enrolled.is_ok(),
        ..Profile::new(&user.sub, &id, email.as_str(), first.as_str(), last.as_str(), now)
    };
    if store::users::create(&state.db, &profile).await? {
        tracing::info!(auth_id = %user.sub, "user created");
        // Someone whose earlier account was erased signs up again: their address may be mailed.
        if let Err(e) = store::mail::unsuppress_erased(&state.db, &services::mail::address_hash(email.as_str())).await {
            tracing::error!(error = %e, "an erased account's address could not be mailed again");
        }
        return Ok(CreatedOrFound::Created(ProfileView::new(profile, &user, now)));
    }
    let existing =
        store::users::get(&state.db, &user.sub).await?.ok_or_else(|| ApiError::internal("profile vanished"))?;
    Ok(CreatedOrFound::Found(ProfileView::new(existing, &user, now)))
}
