//! Staff → Privacy (docs/privacy.md): deletions waiting out their grace and downloads on their way;
//! and a deletion asked for a student who asked in writing (their plan ends now, their account goes
//! after the same grace, and they can still keep it).

use api::{ApiError, ApiResult, AppState, Json, StaffUser};
use axum::extract::State;
use domain::email::Email;
use domain::ids::UserId;
use domain::privacy::{Deletion, Requester};
use serde::{Deserialize, Serialize};
use store::privacy::Waiting;

/// A deletion waiting, as staff see it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingDeletion {
    pub auth_id: UserId,
    pub email: String,
    pub name: String,
    /// Epoch ms.
    pub requested_at: i64,
    pub delete_at: i64,
    /// Where the student asked, when staff asked for them; none when the student did.
    pub reference: Option<String>,
}

impl From<Deletion> for PendingDeletion {
    fn from(d: Deletion) -> Self {
        let reference = match d.requester {
            Requester::Staff { reference, .. } => Some(reference),
            Requester::Student => None,
        };
        Self {
            auth_id: d.auth_id,
            email: d.email,
            name: d.name,
            requested_at: d.requested_at,
            delete_at: d.delete_at,
            reference,
        }
    }
}

/// A download on its way.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingExport {
    pub auth_id: UserId,
    pub email: String,
    /// Epoch ms.
    pub requested_at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyRequests {
    /// Soonest first.
    pub deletions: Vec<PendingDeletion>,
    /// Oldest first.
    pub exports: Vec<PendingExport>,
}

/// GET /admin/v1/privacy: one Query each.
pub async fn requests(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<PrivacyRequests>> {
    let (deletions, exports) =
        tokio::try_join!(store::privacy::deletions(&state.db, None), store::privacy::exports_waiting(&state.db))?;
    Ok(Json(PrivacyRequests {
        deletions: deletions.into_iter().map(PendingDeletion::from).collect(),
        exports: exports
            .into_iter()
            .map(|Waiting { auth_id, email, requested_at }| PendingExport { auth_id, email, requested_at })
            .collect(),
    }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletionForStudent {
    /// The student's address.
    email: String,
    /// Where they asked (the date of their e-mail, a letter), kept with the deletion.
    reference: String,
}

/// POST /admin/v1/privacy/deletions: the student's account deleted at their written request.
pub async fn delete_for_student(
    State(state): State<AppState>,
    StaffUser(staff): StaffUser,
    Json(body): Json<DeletionForStudent>,
) -> ApiResult<Json<PendingDeletion>> {
    let email = Email::parse(&body.email).map_err(|_| ApiError::bad_request("Enter the student's email address."))?;
    let reference = body.reference.trim();
    if reference.is_empty() || reference.chars().count() > 200 {
        return Err(ApiError::bad_request(
            "Say where the student asked in writing (for example, the date of their e-mail).",
        ));
    }
    let profile = store::users::find_by_email(&state.db, &email)
        .await?
        .ok_or(ApiError::NotFound("No student has that email address."))?;
    // Staff accounts are closed by an administrator, not from the console.
    if state.staff_access.account(profile.auth_id.as_str()).await.is_ok_and(|a| a.in_group) {
        return Err(ApiError::Forbidden("Staff accounts are closed by an administrator."));
    }
    let requester = Requester::Staff { staff: staff.sub.clone(), reference: reference.to_owned() };
    let d = services::privacy::request_deletion(&state, &profile, requester).await?;
    Ok(Json(d.into()))
}
