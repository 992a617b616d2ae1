//! Deleting an account (docs/privacy.md), as the student's own request and staff's request for a
//! student who asked in writing share it: the plan ends now (a family owner's members lose access
//! and are told; a member leaves the plan), then the deletion waits out its grace, during which
//! the account has no access and "Keep my account" has everything back. The erasing itself is the
//! privacy worker's (functions/privacy).

use domain::PlanType;
use domain::access::Access;
use domain::email::Notice;
use domain::ids::UserId;
use domain::privacy::{Deletion, Requester, Standing};
use http::StatusCode;
use store::users::Profile;

use api::{ApiError, ApiResult, AppState, ErrorCode};

/// What the account holds that deleting it changes: the plan running now and who shares it.
pub async fn standing(state: &AppState, p: &Profile) -> ApiResult<Standing> {
    let access = Access::of(p, state.clock.now_secs());
    let owner = match (&p.family_owner_id, access.plan) {
        (Some(owner), PlanType::FamilyMember) => store::users::get(&state.db, owner)
            .await?
            .map(|o| format!("{} {}", o.first_name, o.last_name).trim().to_owned()),
        _ => None,
    };
    Ok(Standing {
        plan: (access.plan != PlanType::None).then_some(access.plan),
        members: if access.plan == PlanType::FamilyOwner {
            p.family_members.values().map(|m| format!("{} {}", m.first_name, m.last_name).trim().to_owned()).collect()
        } else {
            vec![]
        },
        owner,
        trial: access.trial == domain::TrialStatus::Active,
    })
}

/// Starts `p`'s deletion: the grace opens (no access from now on), then the plan ends. Holds the
/// student's payment hold meanwhile, so no payment starts halfway (one under way: 409
/// `PAYMENT_IN_PROGRESS`). Asked again (a retry after a fault), the deletion waiting is returned
/// and ending the plan is tried again: it ends nothing twice.
pub async fn request_deletion(state: &AppState, p: &Profile, requester: Requester) -> ApiResult<Deletion> {
    crate::billing::holding_payment(state, &p.auth_id, |_| async {
        // Read again inside the hold: a payment that finished just before may have changed it.
        let p = store::users::get(&state.db, &p.auth_id).await?.ok_or(ApiError::NotFound("User not found."))?;
        let d = match store::privacy::deletion(&state.db, &p.auth_id).await? {
            Some(d) => d,
            None => {
                let name = format!("{} {}", p.first_name, p.last_name).trim().to_owned();
                let d = Deletion::new(&p.auth_id, &p.email, &name, state.clock.now_ms(), requester);
                if !store::privacy::schedule_deletion(&state.db, &d).await? {
                    return store::privacy::deletion(&state.db, &p.auth_id)
                        .await?
                        .ok_or(ApiError::NotFound("User not found."));
                }
                d
            }
        };
        end_plan(state, &p).await?;
        Ok(d)
    })
    .await
}

/// Ends `p`'s payments and plan now: a lesson payment not made yet cancelled, a subscription (or
/// one waiting for 3-D Secure) cancelled at Stripe and its end applied (a family plan's members
/// lose access and are told), an annual plan ended, a family membership left. What has ended
/// already is left as it is.
async fn end_plan(state: &AppState, p: &Profile) -> ApiResult<()> {
    // A lesson payment begun and not made (waiting for a card or the bank's check) cannot go
    // through after this.
    for checkout in store::lessons::checkouts(&state.db, &p.auth_id).await? {
        let Some(pi) = checkout.payment_intent_id.as_deref() else { continue };
        match state.stripe.payment_intent(pi).await {
            Ok(intent) if intent.status.cancellable() => {
                state.stripe.cancel_payment_intent(pi).await?;
            }
            Ok(_) => {}
            Err(e) if e.is_not_found() => {}
            Err(e) => return Err(e.into()),
        }
    }
    if let Some(owner) = &p.family_owner_id {
        store::family::leave(&state.db, owner, &p.auth_id).await?;
        return Ok(());
    }
    if p.subscription_plan_type == PlanType::Annual && p.subscription_expiry > state.clock.now_secs() {
        store::users::set_annual(&state.db, &p.auth_id, None, state.clock.now_secs()).await?;
    }
    let mut ended = false;
    let stripe_ids = [p.subscription_id.as_deref(), p.pending_subscription_id.as_deref()];
    for id in stripe_ids.into_iter().flatten().filter(|id| id.starts_with("sub_")) {
        let taken_at = state.clock.now_ms();
        let sub = match state.stripe.subscription(id).await {
            Ok(sub) if !sub.status.has_ended() => state.stripe.cancel_subscription(id).await?,
            Ok(_) => continue,
            Err(e) if e.is_not_found() => continue,
            Err(e) => return Err(e.into()),
        };
        crate::stripe_sync::apply(state, &sub, taken_at).await?;
        ended = true;
    }
    if ended && p.subscription_plan_type == PlanType::FamilyOwner {
        for member in p.family_members.keys() {
            crate::mail::notify_student(state, member, Notice::FamilyRemoved).await;
        }
    }
    Ok(())
}

/// What "Keep my account" hears once the grace is over.
pub const TOO_LATE: &str = "The 7 days to keep this account are over: it is being deleted now.";

/// "Keep my account": the deletion called off; 404 when none waits, 409 once it fell due.
pub async fn keep(state: &AppState, auth_id: &UserId) -> ApiResult<()> {
    let Some(d) = store::privacy::deletion(&state.db, auth_id).await? else {
        return Err(ApiError::NotFound("Your account is not waiting to be deleted."));
    };
    if d.due(state.clock.now_ms()) || !store::privacy::keep(&state.db, &d).await? {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::AccountClosing, TOO_LATE));
    }
    Ok(())
}

/// Whether `password` is the account's (`username`: the pool's own name for it, the `sub` in a
/// pool whose users sign in with their e-mail), asked of the user pool (`AdminInitiateAuth` with
/// `ADMIN_USER_PASSWORD_AUTH` on the check client): a wrong one is a 400; the pool unreachable a
/// 503. An account with an authenticator app answers with its challenge, which means the password
/// was right.
pub async fn check_password(state: &AppState, username: &str, password: &str) -> ApiResult<()> {
    use aws_sdk_cognitoidentityprovider::types::AuthFlowType;
    let pool = state.pool.as_ref().ok_or_else(|| ApiError::Unavailable("no user pool client".into()))?;
    let res = pool
        .admin_initiate_auth()
        .user_pool_id(state.config.cognito.pool_id())
        .client_id(&state.config.cognito.check_client_id)
        .auth_flow(AuthFlowType::AdminUserPasswordAuth)
        .auth_parameters("USERNAME", username)
        .auth_parameters("PASSWORD", password)
        .send()
        .await;
    match res {
        Ok(_) => Ok(()),
        Err(e)
            if e.as_service_error()
                .is_some_and(|s| s.is_not_authorized_exception() || s.is_user_not_found_exception()) =>
        {
            Err(ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::PasswordIncorrect, "That password is not right."))
        }
        Err(e) => {
            tracing::error!(error = %aws_sdk_cognitoidentityprovider::error::DisplayErrorContext(&e), "the password check failed");
            Err(ApiError::Unavailable("the user pool cannot check the password now".into()))
        }
    }
}
