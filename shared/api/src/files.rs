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

/// How long a signed upload works.
pub const UPLOAD_URL_TTL: Duration = Duration::from_secs(15 * 60);

/// A signed PUT for one object of `key` with exactly this content type and size (both are part
/// of the signature, so nothing else can be sent), valid [`UPLOAD_URL_TTL`].
pub async fn signed_upload(state: &AppState, key: &str, content_type: &str, size: u64) -> Result<String, ApiError> {
    let presigning = PresigningConfig::expires_in(UPLOAD_URL_TTL).map_err(ApiError::internal)?;
    let req = state
        .s3
        .put_object()
        .bucket(&state.config.content_bucket)
        .key(key)
        .content_type(content_type)
        .content_length(size as i64)
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

/// An object's stored content type and first 16 bytes (what proves its kind), or `None` when the
/// bucket has no such object.
pub async fn first_bytes(state: &AppState, key: &str) -> Result<Option<(String, Vec<u8>)>, ApiError> {
    let bucket = &state.config.content_bucket;
    let head = match state.s3.head_object().bucket(bucket).key(key).send().await {
        Ok(head) => head,
        Err(e) if e.as_service_error().is_some_and(|s| s.is_not_found()) => return Ok(None),
        Err(e) => return Err(ApiError::Unavailable(e.to_string())),
    };
    let content_type = head.content_type().unwrap_or_default().to_owned();
    let first = state
        .s3
        .get_object()
        .bucket(bucket)
        .key(key)
        .range("bytes=0-15")
        .send()
        .await
        .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    let bytes = first.body.collect().await.map_err(|e| ApiError::Unavailable(e.to_string()))?.into_bytes();
    Ok(Some((content_type, bytes.to_vec())))
}

/// Removes an upload that is not what it claims (best effort: an orphan upload harms nobody).
pub async fn discard(state: &AppState, key: &str) {
    if let Err(e) = state.s3.delete_object().bucket(&state.config.content_bucket).key(key).send().await {
        tracing::warn!(key, error = %e, "an upload that is not what it claims was not removed");
    }
}
