//! PUT /private/v2/users/profile/cohort (spec 02 §4, §7): the IB exam session the student sits.

use api::{ApiError, ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use serde::Deserialize;

use crate::profile::ProfileView;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct CohortBody {
    year: i64,
    month: String,
}

/// A cohort as stored: `year#MAY` or `year#NOV`.
#[derive(Debug, PartialEq, Eq)]
pub struct Cohort(String);

impl Cohort {
    pub fn parse(year: i64, month: &str) -> Result<Self, ApiError> {
        let month = match month.trim().to_uppercase().as_str() {
            "MAY" => "MAY",
            "NOV" | "NOVEMBER" => "NOV",
            _ => return Err(ApiError::bad_request("Please choose May or November.")),
        };
        if !(2000..=2100).contains(&year) {
            return Err(ApiError::bad_request("Please choose a valid year."));
        }
        Ok(Self(format!("{year}#{month}")))
    }
}

pub async fn set_cohort(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<CohortBody>,
) -> ApiResult<Json<ProfileView>> {
    let cohort = Cohort::parse(body.year, &body.month)?;
    let profile = store::users::set_cohort(&state.db, &user.sub, &cohort.0)
        .await?
        .ok_or(ApiError::NotFound("User not found."))?;
    Ok(Json(ProfileView::new(profile, &user, state.clock.now_secs())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cohorts() {
        assert_eq!(Cohort::parse(2027, "MAY").unwrap(), Cohort("2027#MAY".into()));
        assert_eq!(Cohort::parse(2026, "nov").unwrap(), Cohort("2026#NOV".into()));
        assert_eq!(Cohort::parse(2026, "November").unwrap(), Cohort("2026#NOV".into()));
        assert!(Cohort::parse(2026, "JUN").is_err());
        assert!(Cohort::parse(0, "MAY").is_err());
    }
}
