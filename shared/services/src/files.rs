//! Study files leave the private bucket only through short-lived signed URLs.

use std::time::Duration;

use aws_sdk_s3::presigning::PresigningConfig;

use api::{ApiError, AppState};

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

// ---- uploads that wait to be claimed ----

/// Where students' uploads wait until something they save names them (`pending/answers/{sub}/…`,
/// functions/marking). What nothing claims goes after [`PENDING_TTL_MS`]: the bucket's lifecycle
/// rule in the cloud (infra/lib/seven-stack.ts, every version), [`sweep_pending`] locally (moto has
/// no lifecycle). Not `uploads/`: that is staff's.
pub const PENDING_PREFIX: &str = "pending/";

/// How long an unclaimed upload is kept: the lifecycle rule's one day.
pub const PENDING_TTL_MS: i64 = 24 * 60 * 60 * 1000;

/// An upload as it arrived: its version (the bucket keeps versions; `None` in one that does not),
/// its stored content type and its first 16 bytes, read from that version.
#[derive(Debug, Clone)]
pub struct Arrived {
    pub version: Option<String>,
    pub content_type: String,
    pub head: Vec<u8>,
}

/// What arrived at `key`, or `None` when nothing did. The bytes are read from the version the
/// HEAD found, so a later PUT to the same key (a signed URL works for its whole lifetime) cannot
/// slip between the check and [`copy_version`].
pub async fn arrived(state: &AppState, key: &str) -> Result<Option<Arrived>, ApiError> {
    let bucket = &state.config.content_bucket;
    let head = match state.s3.head_object().bucket(bucket).key(key).send().await {
        Ok(head) => head,
        Err(e) if e.as_service_error().is_some_and(|s| s.is_not_found()) => return Ok(None),
        Err(e) => return Err(ApiError::Unavailable(e.to_string())),
    };
    let version = head.version_id().filter(|v| *v != "null").map(str::to_owned);
    let first = state
        .s3
        .get_object()
        .bucket(bucket)
        .key(key)
        .set_version_id(version.clone())
        .range("bytes=0-15")
        .send()
        .await
        .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    let bytes = first.body.collect().await.map_err(|e| ApiError::Unavailable(e.to_string()))?.into_bytes();
    Ok(Some(Arrived {
        version,
        content_type: head.content_type().unwrap_or_default().to_owned(),
        head: bytes.to_vec(),
    }))
}

/// Copies `version` of `from` (type and all) to `to`: a checked upload to where it is kept.
pub async fn copy_version(state: &AppState, from: &str, version: Option<&str>, to: &str) -> Result<(), ApiError> {
    let bucket = &state.config.content_bucket;
    // Our keys are made of letters, digits, `-`, `.` and `/`: nothing to escape in the source.
    let source = match version {
        Some(v) => format!("{bucket}/{from}?versionId={v}"),
        None => format!("{bucket}/{from}"),
    };
    state
        .s3
        .copy_object()
        .bucket(bucket)
        .key(to)
        .copy_source(source)
        .send()
        .await
        .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    Ok(())
}

/// Removes every version and delete marker of exactly `key` (in a versioned bucket a plain delete
/// only hides an object behind a marker).
pub async fn remove_every_version(state: &AppState, key: &str) -> Result<(), ApiError> {
    let bucket = &state.config.content_bucket;
    let unavailable = |e: &dyn std::fmt::Display| ApiError::Unavailable(e.to_string());
    // A key has a few versions at most (a signed URL used again): one page, listed until empty.
    for _ in 0..10 {
        let page =
            state.s3.list_object_versions().bucket(bucket).prefix(key).send().await.map_err(|e| unavailable(&e))?;
        let versions = page.versions().iter().map(|v| (v.key(), v.version_id()));
        let markers = page.delete_markers().iter().map(|m| (m.key(), m.version_id()));
        let mine: Vec<Option<String>> =
            versions.chain(markers).filter(|(k, _)| *k == Some(key)).map(|(_, v)| v.map(str::to_owned)).collect();
        if mine.is_empty() {
            return Ok(());
        }
        for version in mine {
            let delete = state.s3.delete_object().bucket(bucket).key(key).set_version_id(version);
            delete.send().await.map_err(|e| unavailable(&e))?;
        }
    }
    Err(ApiError::Unavailable(format!("{key} keeps getting new versions")))
}

/// What the cloud's lifecycle rule does to uploads nobody claimed, for the local stack (moto has no
/// lifecycle): every version and delete marker under [`PENDING_PREFIX`] written more than
/// [`PENDING_TTL_MS`] before the state's clock is removed. How many went.
pub async fn sweep_pending(state: &AppState) -> Result<u32, ApiError> {
    let bucket = &state.config.content_bucket;
    let before = state.clock.now_ms() - PENDING_TTL_MS;
    let old =
        |at: Option<&aws_sdk_s3::primitives::DateTime>| at.and_then(|t| t.to_millis().ok()).is_some_and(|t| t < before);
    let mut expired: Vec<(String, Option<String>)> = vec![];
    let (mut key_marker, mut version_marker) = (None, None);
    loop {
        let page = state
            .s3
            .list_object_versions()
            .bucket(bucket)
            .prefix(PENDING_PREFIX)
            .set_key_marker(key_marker.take())
            .set_version_id_marker(version_marker.take())
            .send()
            .await
            .map_err(|e| ApiError::Unavailable(e.to_string()))?;
        let versions = page.versions().iter().filter(|v| old(v.last_modified())).map(|v| (v.key(), v.version_id()));
        let markers =
            page.delete_markers().iter().filter(|m| old(m.last_modified())).map(|m| (m.key(), m.version_id()));
        expired.extend(versions.chain(markers).filter_map(|(k, v)| Some((k?.to_owned(), v.map(str::to_owned)))));
        if page.is_truncated() != Some(true) {
            break;
        }
        key_marker = page.next_key_marker().map(str::to_owned);
        version_marker = page.next_version_id_marker().map(str::to_owned);
    }
    for (key, version) in &expired {
        let delete = state.s3.delete_object().bucket(bucket).key(key).set_version_id(version.clone());
        delete.send().await.map_err(|e| ApiError::Unavailable(e.to_string()))?;
    }
    Ok(expired.len() as u32)
}
