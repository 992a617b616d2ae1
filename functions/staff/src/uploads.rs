//! Uploads go from the browser straight to the bucket: the API signs a PUT for one object of a
//! declared type and exact size (both signed, so nothing else can be sent), and checks the object
//! before anything refers to it; a file that is not what it claims is deleted, leaving nothing
//! half-made.

use api::{ApiError, ApiResult, AppState, Json, StaffUser};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use services::files::{discard, first_bytes, signed_upload};

/// What may be uploaded: content type, the largest size, the first bytes that prove it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Pdf,
    Video,
    Image,
}

const MIB: u64 = 1024 * 1024;

impl Kind {
    fn of(content_type: &str) -> Option<Kind> {
        match content_type {
            "application/pdf" => Some(Kind::Pdf),
            "video/mp4" => Some(Kind::Video),
            "image/png" | "image/jpeg" | "image/svg+xml" => Some(Kind::Image),
            _ => None,
        }
    }
    fn max_bytes(self) -> u64 {
        match self {
            Kind::Pdf => 50 * MIB,
            Kind::Video => 500 * MIB,
            Kind::Image => 5 * MIB,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pdf => "a PDF",
            Kind::Video => "an MP4 video",
            Kind::Image => "an image (PNG, JPEG or SVG)",
        }
    }
    /// Whether an object's first bytes are this kind's.
    fn matches(self, head: &[u8], content_type: &str) -> bool {
        match self {
            Kind::Pdf => head.starts_with(b"%PDF-"),
            Kind::Video => head.get(4..8) == Some(b"ftyp"),
            Kind::Image => match content_type {
                "image/png" => head.starts_with(b"\x89PNG"),
                "image/jpeg" => head.starts_with(b"\xFF\xD8\xFF"),
                _ => std::str::from_utf8(head).is_ok_and(|s| s.trim_start().starts_with('<')),
            },
        }
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadRequest {
    file_name: String,
    content_type: String,
    size: u64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadUrl {
    upload_url: String,
    key: String,
    /// Headers the PUT must carry (they are part of the signature).
    headers: std::collections::BTreeMap<&'static str, String>,
}

/// A file name safe in a key: letters, digits, dot, dash and underscore; the rest become `-`.
fn safe_name(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let cleaned: String =
        base.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '-' }).collect();
    let trimmed = cleaned.trim_matches(|c| c == '-' || c == '.');
    if trimmed.is_empty() { "file".into() } else { trimmed.chars().take(100).collect() }
}

/// POST /admin/v1/uploads {fileName, contentType, size}
pub async fn upload_url(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(body): Json<UploadRequest>,
) -> ApiResult<Json<UploadUrl>> {
    let kind = Kind::of(&body.content_type)
        .ok_or_else(|| ApiError::bad_request("Only PDFs, MP4 videos and PNG, JPEG or SVG images can be uploaded."))?;
    if body.size == 0 {
        return Err(ApiError::bad_request("That file is empty."));
    }
    if body.size > kind.max_bytes() {
        return Err(ApiError::bad_request(format!(
            "That file is too large: {} can be at most {} MB.",
            kind.name(),
            kind.max_bytes() / MIB
        )));
    }
    let key = format!("uploads/{}/{}", uuid::Uuid::new_v4().simple(), safe_name(&body.file_name));
    let upload_url = signed_upload(&state, &key, &body.content_type, body.size).await?;
    Ok(Json(UploadUrl { upload_url, key, headers: [("content-type", body.content_type)].into() }))
}

/// Checks that `key` is an upload of one of `kinds`; deletes it (400) when it is not what it
/// claims. Keys outside `uploads/` (the seeded content) are taken as they are, if they exist.
pub async fn verify(state: &AppState, key: &str, kinds: &[Kind]) -> ApiResult<Kind> {
    let (content_type, bytes) =
        first_bytes(state, key).await?.ok_or_else(|| ApiError::bad_request(format!("No uploaded file {key}.")))?;
    match Kind::of(&content_type).filter(|k| kinds.contains(k)) {
        Some(k) if k.matches(&bytes, &content_type) => Ok(k),
        _ => {
            if key.starts_with("uploads/") {
                discard(state, key).await;
            }
            let wanted: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
            Err(ApiError::bad_request(format!("That file is not {}. Please choose another file.", wanted.join(" or "))))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_made_safe_for_keys() {
        assert_eq!(safe_name("../../etc/passwd"), "passwd");
        assert_eq!(safe_name("Unit 1 — Demand.pdf"), "Unit-1---Demand.pdf");
        assert_eq!(safe_name("..."), "file");
    }

    #[test]
    fn a_file_is_what_its_first_bytes_say() {
        assert!(Kind::Pdf.matches(b"%PDF-1.7\n", "application/pdf"));
        assert!(!Kind::Pdf.matches(b"<html>", "application/pdf"));
        assert!(Kind::Video.matches(b"\0\0\0\x20ftypisom", "video/mp4"));
        assert!(Kind::Image.matches(b"\x89PNG\r\n", "image/png"));
        assert!(!Kind::Image.matches(b"GIF89a", "image/png"));
    }
}
