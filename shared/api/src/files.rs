//! Study files leave the private bucket only through short-lived signed URLs.

use std::time::Duration;

use aws_sdk_s3::presigning::PresigningConfig;

use crate::{ApiError, AppState};

/// How long a signed URL works: well within the 15 minutes the product allows.
pub const SIGNED_URL_TTL: Duration = Duration::from_secs(10 * 60);

/// A signed GET URL for one object of the content bucket (computed locally, no network call).
pub async fn signed_url(state: &AppState, key: &str) -> Result<String, ApiError> {
    let presigning = PresigningConfig::expires_in(SIGNED_URL_TTL).map_err(ApiError::internal)?;
    let req = state
        .s3
        .get_object()
        .bucket(&state.config.content_bucket)
        .key(key)
        .presigned(presigning)
        .await
        .map_err(ApiError::internal)?;
    Ok(req.uri().to_owned())
}

/// A signed URL for an optional object (an image or video not every item has).
pub async fn signed_url_opt(state: &AppState, key: Option<&str>) -> Result<Option<String>, ApiError> {
    match key {
        Some(key) => Ok(Some(signed_url(state, key).await?)),
        None => Ok(None),
    }
}
