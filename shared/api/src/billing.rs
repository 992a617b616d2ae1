//! The caller's payment customer: created on first need and kept on the profile ever after.

use store::users::Profile;

use crate::{ApiResult, AppState};

pub async fn customer(state: &AppState, profile: &Profile) -> ApiResult<String> {
    if !profile.payment_id.is_empty() {
        return Ok(profile.payment_id.clone());
    }
    let name = format!("{} {}", profile.first_name, profile.last_name);
    let created = state.stripe.create_customer(&profile.auth_id, &profile.email, name.trim()).await?;
    Ok(store::users::set_payment_id(&state.db, &profile.auth_id, &created.id).await?)
}
