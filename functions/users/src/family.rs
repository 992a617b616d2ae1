//! Friends & Family (spec 01 §4, §7, §8): the owner invites up to two registered users by email,
//! lists and removes them. The rules hold under concurrency through store::family's transaction.

use api::entitlement::{Access, own_profile};
use api::{ApiError, ApiResult, AppState, AuthUser, Created, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::family::{self, Refusal};
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use store::family::Join;
use store::users::{FamilyMember, PlanType, Profile};

use crate::fields::email;
use api::ErrorCode;

const NOT_OWNER: &str = "Only the owner of a Friends & Family plan manages its members.";

/// The caller, if they own a running family plan.
async fn owner(state: &AppState, user: &AuthUser) -> ApiResult<Profile> {
    let p = own_profile(state, user).await?;
    if Access::of(&p, state.clock.now_secs()).plan != PlanType::FamilyOwner {
        return Err(ApiError::Forbidden(NOT_OWNER));
    }
    Ok(p)
}

/// What a refused invitation answers.
fn refused(refusal: Refusal) -> ApiError {
    let (status, code, message) = match refusal {
        Refusal::NotOwner => return ApiError::Forbidden(NOT_OWNER),
        Refusal::SelfInvite => (StatusCode::BAD_REQUEST, ErrorCode::ErrorSelfInvite, "You are already on your plan."),
        Refusal::OnAPlan => {
            (StatusCode::CONFLICT, ErrorCode::ErrorUserAlreadySubscribed, "The user is already on another plan")
        }
        Refusal::Full => (
            StatusCode::CONFLICT,
            ErrorCode::ErrorFamilyFull,
            "Your plan already has 2 invited users. Remove one to invite someone else.",
        ),
        // Answered as an address nobody registered: which addresses are staff accounts is not
        // for anyone to find out by inviting them.
        Refusal::Staff => return not_found(),
    };
    ApiError::coded(status, code, message)
}

/// What an address nobody registered (or a staff account's) answers.
fn not_found() -> ApiError {
    ApiError::coded(
        StatusCode::NOT_FOUND,
        ErrorCode::ErrorNotFound,
        "Cannot find user. Please make sure the email is correct and the user is registered!",
    )
}

/// Tells a student they joined or left a plan: at most one such notice a day (UTC), so an owner
/// adding and removing them again and again cannot fill their inbox.
async fn notify_member(state: &AppState, member: &UserId, notice: domain::email::Notice) {
    let now = state.clock.now_secs();
    let day = domain::email::day_of(now * 1000);
    match store::mail::claim_once(&state.db, member, &format!("family-{day}"), now).await {
        Ok(true) => services::mail::notify_student(state, member, notice).await,
        Ok(false) => tracing::info!(%member, "a family notice already went today"),
        Err(e) => tracing::error!(error = %e, "a family notice could not be claimed"),
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MembersQuery {
    #[serde(default)]
    subscription_id: Option<String>,
}

/// GET /private/v2/users/friends-and-family/members
pub async fn members(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<MembersQuery>,
) -> ApiResult<Json<Vec<FamilyMember>>> {
    let p = owner(&state, &user).await?;
    if q.subscription_id.as_deref().is_some_and(|s| !s.is_empty() && Some(s) != p.subscription_id.as_deref()) {
        return Err(ApiError::Forbidden("That is not your subscription."));
    }
    let mut list: Vec<FamilyMember> = p.family_members.into_values().collect();
    list.sort_by(|a, b| a.email.cmp(&b.email));
    Ok(Json(list))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteBody {
    invitee_email: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Done {
    message: &'static str,
}

/// POST /private/v2/users/friends-and-family/member
pub async fn invite(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<InviteBody>,
) -> ApiResult<Created<Done>> {
    let email = email(&body.invitee_email)?;
    let now = state.clock.now_secs();
    let p = own_profile(&state, &user).await?;
    // A profile exists only for a user who confirmed their email and signed in.
    let access = Access::of(&p, now);
    if access.plan != PlanType::FamilyOwner {
        return Err(refused(Refusal::NotOwner));
    }
    let invitee = store::users::find_by_email(&state.db, &email).await?.ok_or_else(not_found)?;
    api::entitlement::open(&invitee)?;
    let staff = state.staff_access.in_group(invitee.auth_id.as_str()).await?;
    let members: Vec<&UserId> = p.family_members.keys().collect();
    let owner = family::Owner { id: &p.auth_id, access, members: &members };
    let who = family::Invitee {
        id: &invitee.auth_id,
        status: invitee.subscription_status,
        expiry: invitee.subscription_expiry,
        staff,
    };
    family::may_invite(&owner, &who, now).map_err(refused)?;
    // The transaction holds the same rules against anything that changed since the reads.
    match store::family::join(&state.db, &p, &invitee, now).await? {
        Join::Joined => {
            let owner = format!("{} {}", p.first_name, p.last_name);
            let notice = domain::email::Notice::FamilyAdded { owner: owner.trim().to_owned() };
            notify_member(&state, &invitee.auth_id, notice).await;
            Ok(Created(Done { message: "User is invited successfully" }))
        }
        Join::MemberSubscribed => Err(refused(Refusal::OnAPlan)),
        Join::OwnerRefused => Err(refused(Refusal::Full)),
    }
}

/// DELETE /private/v2/users/friends-and-family/member
pub async fn remove(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<InviteBody>,
) -> ApiResult<Json<Done>> {
    let email = email(&body.invitee_email)?;
    let p = owner(&state, &user).await?;
    let member = p.family_members.iter().find(|(_, m)| m.email.eq_ignore_ascii_case(email.as_str())).map(|(id, _)| id);
    let Some(member) = member else {
        return Err(ApiError::NotFound("That user is not on your plan."));
    };
    store::family::leave(&state.db, &p.auth_id, member).await?;
    notify_member(&state, member, domain::email::Notice::FamilyRemoved).await;
    Ok(Json(Done { message: "User is removed from the plan successfully" }))
}
