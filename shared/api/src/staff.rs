//! Staff: members of the Cognito group `staff` in a session that passed an authenticator app
//! (TOTP). Cognito cannot require MFA for one group, and the tokens our sign-in gets do not say
//! whether MFA was used, so [`StaffUser`] asks the pool about the account on every request and
//! compares the token's `auth_time` with when the app was set up ([`StaffAccess`], docs/staff.md).

use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::request::Parts;
use domain::access::{StaffAccount, StaffSession, staff_session};
use store::users::TotpRecord;

use crate::auth::now_ms;
use crate::config::CognitoConfig;
use crate::{ApiError, AppState, AuthUser, ErrorCode};

/// A staff member in a session that passed the authenticator step: the only callers of `/admin/*`.
/// No token, 401; not staff (in the token or, now, in the pool), 403; no authenticator app on the
/// account, 403 `STAFF_MFA_REQUIRED`; a session that signed in before the app was set up (or a
/// token refreshed from one), 403 `STAFF_SIGN_IN_AGAIN`.
#[derive(Debug, Clone)]
pub struct StaffUser(pub AuthUser);

/// What a staff member without an authenticator app is told (the console offers to set one up).
pub const STAFF_MFA_MESSAGE: &str =
    "Staff accounts must turn on an authenticator app (two-step sign-in) before using the console.";

/// What a staff session from before the authenticator app was set up is told.
pub const STAFF_SIGN_IN_AGAIN_MESSAGE: &str =
    "Please log out and log in again with the code from your authenticator app to use the console.";

const NOT_STAFF: &str = "This is for Seven's staff only.";

/// The Cognito group of the head of marking, who sets the standard markers are held to (its
/// members are staff too).
pub const HEAD_OF_MARKING: &str = "head-of-marking";

const NOT_HEAD: &str = "This is for the head of marking only.";

/// A staff member (as [`StaffUser`]) who is also in the group `head-of-marking`, in the token and
/// in the pool now: the only caller of the standard's own routes.
#[derive(Debug, Clone)]
pub struct HeadOfMarking(pub AuthUser);

impl FromRequestParts<AppState> for HeadOfMarking {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        if !user.is_staff() {
            return Err(ApiError::Forbidden(NOT_STAFF));
        }
        if !user.groups.iter().any(|g| g == HEAD_OF_MARKING) {
            return Err(ApiError::Forbidden(NOT_HEAD));
        }
        let (session, _, account) = state.staff_access.checked(state, &user).await?;
        admitted(session)?;
        if !account.head {
            return Err(ApiError::Forbidden(NOT_HEAD));
        }
        Ok(HeadOfMarking(user))
    }
}

impl FromRequestParts<AppState> for StaffUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        if !user.is_staff() {
            return Err(ApiError::Forbidden(NOT_STAFF));
        }
        admitted(state.staff_access.session(state, &user).await?.0)?;
        Ok(StaffUser(user))
    }
}

/// The staff rule's verdict as the API answers it.
fn admitted(session: StaffSession) -> Result<(), ApiError> {
    match session {
        StaffSession::Allowed => Ok(()),
        StaffSession::NotStaff => Err(ApiError::Forbidden(NOT_STAFF)),
        StaffSession::MfaRequired => {
            Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::StaffMfaRequired, STAFF_MFA_MESSAGE))
        }
        StaffSession::SignInAgain => {
            Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::StaffSignInAgain, STAFF_SIGN_IN_AGAIN_MESSAGE))
        }
    }
}

/// How long after an authenticator app is first seen on its set-up may be reported: a session
/// left over from before cannot keep signing the account out afterwards.
const SETUP_REPORT_SECS: i64 = 10 * 60;

/// A member of the `staff` group (in the token; the pool is asked by the route), whatever their
/// session: the caller of the one route that records an authenticator app's set-up.
#[derive(Debug, Clone)]
pub struct StaffMember(pub AuthUser);

impl FromRequestParts<AppState> for StaffMember {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        if !user.is_staff() {
            return Err(ApiError::Forbidden(NOT_STAFF));
        }
        Ok(StaffMember(user))
    }
}

/// The staff check against the user pool, on every staff request (nothing is cached, so leaving
/// the group or switching the app off counts from the next request): `AdminGetUser` (is TOTP on?)
/// and `AdminListGroupsForUser` (still staff?) at once, beside one GetItem of when the API saw the
/// app set up.
pub struct StaffAccess {
    pool_id: String,
    /// `None` until a client is given ([`StaffAccess::with_client`]): staff routes then answer 503,
    /// never let anyone through unchecked.
    cognito: Option<aws_sdk_cognitoidentityprovider::Client>,
}

/// The account as the pool has it now.
pub struct PoolAccount {
    pub in_group: bool,
    pub totp_on: bool,
    /// In the group `head-of-marking` too.
    pub head: bool,
}

/// Someone the pool has in a group: their subject, address and first name.
#[derive(Debug, Clone)]
pub struct Member {
    pub sub: domain::ids::UserId,
    pub email: String,
    pub first_name: String,
}

impl StaffAccess {
    /// The check for the pool that issues the tokens (its id is the issuer's last path segment).
    pub fn new(config: &CognitoConfig) -> Self {
        Self { pool_id: config.pool_id().to_owned(), cognito: None }
    }

    pub fn with_client(mut self, client: aws_sdk_cognitoidentityprovider::Client) -> Self {
        self.cognito = Some(client);
        self
    }

    fn client(&self) -> Result<&aws_sdk_cognitoidentityprovider::Client, ApiError> {
        self.cognito.as_ref().ok_or_else(|| ApiError::Unavailable("the staff check has no Cognito client".into()))
    }

    /// Whether `username` is in the `staff` group and has TOTP on, asked of the pool now. A pool
    /// that cannot be asked is a 503; an account the pool no longer has, or has disabled, a 401.
    pub async fn account(&self, username: &str) -> Result<PoolAccount, ApiError> {
        let client = self.client()?;
        let user = client.admin_get_user().user_pool_id(&self.pool_id).username(username).send();
        let groups = client.admin_list_groups_for_user().user_pool_id(&self.pool_id).username(username).send();
        let (user, groups) = tokio::join!(user, groups);
        let user = user.map_err(|e| {
            pool_error("AdminGetUser", e.as_service_error().is_some_and(|s| s.is_user_not_found_exception()), &e)
        })?;
        let groups = groups.map_err(|e| {
            pool_error(
                "AdminListGroupsForUser",
                e.as_service_error().is_some_and(|s| s.is_user_not_found_exception()),
                &e,
            )
        })?;
        if !user.enabled() {
            return Err(ApiError::Unauthorized);
        }
        Ok(PoolAccount {
            in_group: groups.groups().iter().any(|g| g.group_name() == Some("staff")),
            head: groups.groups().iter().any(|g| g.group_name() == Some(HEAD_OF_MARKING)),
            totp_on: user.user_mfa_setting_list().iter().any(|m| m == "SOFTWARE_TOKEN_MFA"),
        })
    }

    /// Whether `username` is in the `staff` group now (an account the pool does not have is not).
    pub async fn in_group(&self, username: &str) -> Result<bool, ApiError> {
        let groups = self.client()?.admin_list_groups_for_user().user_pool_id(&self.pool_id).username(username);
        match groups.send().await {
            Ok(out) => Ok(out.groups().iter().any(|g| g.group_name() == Some("staff"))),
            Err(e) if e.as_service_error().is_some_and(|s| s.is_user_not_found_exception()) => Ok(false),
            Err(e) => Err(pool_error("AdminListGroupsForUser", false, &e)),
        }
    }

    /// The staff rule for `user`'s session, and when the app's set-up is recorded. An app seen on
    /// for the first time is recorded as set up now (so every session from before is refused); an
    /// app switched off is forgotten (so the next set-up is recorded anew).
    pub async fn session(&self, state: &AppState, user: &AuthUser) -> Result<(StaffSession, Option<i64>), ApiError> {
        let (session, since, _) = self.checked(state, user).await?;
        Ok((session, since))
    }

    /// The head of marking's addresses, for a marker's pause (members of the group with a
    /// verified address; `ListUsersInGroup`, following pages).
    pub async fn heads(&self) -> Result<Vec<Member>, ApiError> {
        let mut pages = self
            .client()?
            .list_users_in_group()
            .user_pool_id(&self.pool_id)
            .group_name(HEAD_OF_MARKING)
            .into_paginator()
            .send();
        let mut out = vec![];
        while let Some(page) = pages.next().await {
            let page = page.map_err(|e| pool_error("ListUsersInGroup", false, &e))?;
            for u in page.users() {
                let attr = |name: &str| {
                    u.attributes().iter().find(|a| a.name() == name).and_then(|a| a.value()).map(str::to_owned)
                };
                if let (Some(sub), Some(email), Some("true")) =
                    (attr("sub"), attr("email"), attr("email_verified").as_deref())
                {
                    let first_name = attr("given_name").unwrap_or_default();
                    out.push(Member { sub: domain::ids::UserId::new(sub), email, first_name });
                }
            }
        }
        Ok(out)
    }

    /// [`StaffAccess::session`], with the account as the pool has it.
    pub async fn checked(
        &self,
        state: &AppState,
        user: &AuthUser,
    ) -> Result<(StaffSession, Option<i64>, PoolAccount), ApiError> {
        let (account, since) =
            tokio::join!(self.account(&user.username), store::users::staff_totp_since(&state.db, &user.sub));
        let (account, mut since) = (account?, since?);
        if account.in_group && account.totp_on && since.is_none() {
            let now = now_ms() / 1000;
            store::users::record_staff_totp(&state.db, &user.sub, now, TotpRecord::FirstSight).await?;
            since = Some(now);
        } else if !account.totp_on && since.is_some() {
            store::users::forget_staff_totp(&state.db, &user.sub).await?;
        }
        let facts = StaffAccount { in_group: account.in_group, totp_on: account.totp_on, totp_since: since };
        Ok((staff_session(facts, user.signed_in_at), since, account))
    }

    /// The set-up of `user`'s authenticator app, just finished in the console: recorded as now, and
    /// every session of the account signed out at the pool (its refresh tokens revoked), so only a
    /// new sign-in, which asks for the app's code, reaches the staff routes. Refused (403
    /// `STAFF_MFA_REQUIRED`) while the pool does not have the app on; nothing changes for a
    /// session that already passed the app's step; and only once, within [`SETUP_REPORT_SECS`] of
    /// the app being first seen on (later, or again, an older session is told to sign in again,
    /// 403, and nobody is signed out).
    pub async fn record_setup(&self, state: &AppState, user: &AuthUser) -> Result<(), ApiError> {
        let (verdict, since) = self.session(state, user).await?;
        let now = now_ms() / 1000;
        if verdict != StaffSession::SignInAgain || since.is_some_and(|s| now - s > SETUP_REPORT_SECS) {
            return admitted(verdict);
        }
        // Once per set-up: a session from before it (a stolen token among them) reporting again
        // is refused like everywhere else and signs nobody out.
        if !store::users::record_staff_totp(&state.db, &user.sub, now, TotpRecord::SetUp).await? {
            return admitted(StaffSession::SignInAgain);
        }
        self.client()?
            .admin_user_global_sign_out()
            .user_pool_id(&self.pool_id)
            .username(&user.username)
            .send()
            .await
            .map_err(|e| pool_error("AdminUserGlobalSignOut", false, &e))?;
        Ok(())
    }
}

/// A pool call that failed: the account is gone (401), or the pool cannot be asked (503).
fn pool_error<E: std::error::Error + 'static>(call: &str, not_found: bool, e: &E) -> ApiError {
    if not_found {
        ApiError::Unauthorized
    } else {
        ApiError::Unavailable(format!(
            "Cognito {call}: {}",
            aws_sdk_cognitoidentityprovider::error::DisplayErrorContext(e)
        ))
    }
}
