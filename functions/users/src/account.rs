//! My Account → Your data (docs/privacy.md): a download of everything stored about the student,
//! built in the background by the privacy worker with its progress shown; and deleting the
//! account, after the password again, with a 7-day grace and "Keep my account".

use api::entitlement::own_profile;
use api::{ApiError, ApiResult, AppState, AuthUser, CreatedOrFound, Json};
use axum::extract::State;
use domain::privacy::{Deletion, Export, ExportState, Requester, consequences};
use serde::{Deserialize, Serialize};
use store::privacy::Waiting;

/// The student's latest download of their data.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportView {
    /// None before any, or once a package was removed.
    pub state: Option<ExportState>,
    /// Steps done of `total`, while building.
    pub done: u32,
    pub total: u32,
    /// Epoch ms.
    pub requested_at: Option<i64>,
    pub ready_at: Option<i64>,
    /// When the package is removed (epoch ms).
    pub expires_at: Option<i64>,
    /// A signed link to the package, valid 10 minutes (asked again for a new one).
    pub url: Option<String>,
}

async fn export_view(state: &AppState, export: Option<Export>) -> ApiResult<ExportView> {
    let now = state.clock.now_ms();
    let Some(e) = export else {
        return Ok(ExportView {
            state: None,
            done: 0,
            total: 0,
            requested_at: None,
            ready_at: None,
            expires_at: None,
            url: None,
        });
    };
    let current = e.state_at(now);
    let url = match (current, &e.key) {
        (Some(ExportState::Ready), Some(key)) => Some(services::files::signed_url(state, key).await?),
        _ => None,
    };
    Ok(ExportView {
        state: current,
        done: e.done,
        total: e.total,
        requested_at: Some(e.requested_at),
        ready_at: e.ready_at,
        expires_at: e.expires_at().filter(|_| current.is_some()),
        url,
    })
}

/// GET /private/v1/account/export: the latest download and how far it got.
pub async fn export(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<ExportView>> {
    own_profile(&state, &user).await?;
    let e = store::privacy::export(&state.db, &user.sub).await?;
    Ok(Json(export_view(&state, e).await?))
}

/// POST /private/v1/account/export: asks for a new download (201); one already on its way is
/// answered as it is (200).
pub async fn request_export(State(state): State<AppState>, user: AuthUser) -> ApiResult<CreatedOrFound<ExportView>> {
    let profile = own_profile(&state, &user).await?;
    let now = state.clock.now_ms();
    let previous = store::privacy::export(&state.db, &user.sub).await?;
    if let Some(p) = previous.as_ref().filter(|p| !p.may_ask_again(now)) {
        return Ok(CreatedOrFound::Found(export_view(&state, Some(p.clone())).await?));
    }
    let export = Export::requested(now);
    let waiting = Waiting { auth_id: user.sub.clone(), email: profile.email, requested_at: now };
    if store::privacy::request_export(&state.db, &waiting, &export, previous.as_ref()).await? {
        return Ok(CreatedOrFound::Created(export_view(&state, Some(export)).await?));
    }
    // Another tab asked at the same moment: theirs is the one on its way.
    let current = store::privacy::export(&state.db, &user.sub).await?;
    Ok(CreatedOrFound::Found(export_view(&state, current).await?))
}

/// The account's deletion: waiting or not, and what deleting it does, in words.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletionView {
    /// When it was asked for and when it takes place (epoch ms), while it waits.
    pub requested_at: Option<i64>,
    pub delete_at: Option<i64>,
    /// Asked by staff for the student (in writing).
    pub by_staff: bool,
    /// What deleting the account does, in the order it happens (before one is asked for); `{day}`
    /// in it stands for `day_at`.
    pub consequences: Vec<String>,
    /// The moment the account would be deleted if asked now (epoch ms; before one is asked for):
    /// the page writes it, in place of `{day}`, as a date in the student's time zone, as it writes
    /// `deleteAt` once asked.
    pub day_at: Option<i64>,
}

async fn deletion_view(
    state: &AppState,
    profile: &store::users::Profile,
    d: Option<Deletion>,
) -> ApiResult<DeletionView> {
    Ok(match d {
        Some(d) => DeletionView {
            requested_at: Some(d.requested_at),
            delete_at: Some(d.delete_at),
            by_staff: matches!(d.requester, Requester::Staff { .. }),
            consequences: vec![],
            day_at: None,
        },
        None => {
            let standing = services::privacy::standing(state, profile).await?;
            DeletionView {
                requested_at: None,
                delete_at: None,
                by_staff: false,
                consequences: consequences(&standing),
                day_at: Some(state.clock.now_ms() + domain::privacy::GRACE_MS),
            }
        }
    })
}

/// GET /private/v1/account/deletion
pub async fn deletion(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<DeletionView>> {
    let profile = own_profile(&state, &user).await?;
    let d = store::privacy::deletion(&state.db, &user.sub).await?;
    Ok(Json(deletion_view(&state, &profile, d).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct DeleteBody {
    /// The account's password, checked by the user pool (never stored or logged).
    password: String,
}

/// POST /private/v1/account/deletion: after the password, the plan ends now and the account is
/// deleted when the grace is over. Staff accounts are closed by an administrator (403).
pub async fn request_deletion(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<DeleteBody>,
) -> ApiResult<Json<DeletionView>> {
    if user.is_staff() {
        return Err(ApiError::Forbidden("Staff accounts are closed by an administrator."));
    }
    if body.password.is_empty() || body.password.len() > 256 {
        return Err(ApiError::bad_request("Please enter your password."));
    }
    let profile = own_profile(&state, &user).await?;
    services::privacy::check_password(&state, &user.username, &body.password).await?;
    let d = services::privacy::request_deletion(&state, &profile, Requester::Student).await?;
    Ok(Json(deletion_view(&state, &profile, Some(d)).await?))
}

/// DELETE /private/v1/account/deletion: "Keep my account" within the grace.
pub async fn keep(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<DeletionView>> {
    services::privacy::keep(&state, &user.sub).await?;
    let profile = own_profile(&state, &user).await?;
    Ok(Json(deletion_view(&state, &profile, None).await?))
}
