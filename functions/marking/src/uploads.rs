//! A student's diagram uploads, which cannot pile up: at most `RATE_LIMIT_DIAGRAM_UPLOAD` signed
//! uploads (30 an hour, `api::limit`), each signed under a pending prefix (`pending/answers/{sub}/…`) and kept only
//! once a draft names it and its first bytes prove it an image: then the checked version is copied
//! to `answers/{sub}/…` (the key the draft stores) and every version of the pending one removed.
//! What no draft claims goes within a day, every version (the bucket's lifecycle rule; locally
//! `services::files::sweep_pending`). Both keys carry the student's id, so an erasure finds them by
//! prefix (functions/privacy).

use api::limit::Limited;
use api::{ApiError, ApiResult, AppState};
use domain::ids::UserId;
use services::files::{self, PENDING_PREFIX};

/// Where `user`'s diagrams are kept once claimed.
pub fn kept_prefix(user: &UserId) -> String {
    format!("answers/{user}/")
}

/// Where `user`'s uploads wait to be claimed.
pub fn pending_prefix(user: &UserId) -> String {
    format!("{PENDING_PREFIX}{}", kept_prefix(user))
}

/// A new pending key for one of `user`'s diagrams, after counting it against their budget
/// (429 `TOO_MANY_REQUESTS` once spent).
pub(crate) async fn new_key(state: &AppState, user: &UserId, ext: &str) -> ApiResult<String> {
    api::limit::spend(state, Limited::DiagramUpload, user).await?;
    Ok(format!("{}{}.{ext}", pending_prefix(user), uuid::Uuid::new_v4().simple()))
}

/// What a student uploads: a diagram for an answer, or the copy of an IA commentary's article.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Upload {
    Diagram,
    ArticleCopy,
}

impl Upload {
    /// Whether an object's first bytes are what its stored type says, and a type this upload takes.
    fn accepts(self, content_type: &str, head: &[u8]) -> bool {
        match (self, content_type) {
            (_, "image/png") => head.starts_with(b"\x89PNG\r\n\x1a\n"),
            (_, "image/jpeg") => head.starts_with(b"\xFF\xD8\xFF"),
            (Upload::Diagram, "image/webp") => head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP"),
            (Upload::ArticleCopy, "application/pdf") => head.starts_with(b"%PDF-"),
            _ => false,
        }
    }

    fn refused(self) -> ApiError {
        ApiError::bad_request(match self {
            Upload::Diagram => "That file is not a PNG, JPEG or WebP image. Please choose another file.",
            Upload::ArticleCopy => "That file is not a PDF, PNG or JPEG. Please choose another file.",
        })
    }

    fn missing(self) -> ApiError {
        ApiError::bad_request(match self {
            Upload::Diagram => "That diagram was not uploaded. Please choose the file again.",
            Upload::ArticleCopy => "That copy of the article was not uploaded. Please choose the file again.",
        })
    }

    fn foreign(self) -> ApiError {
        ApiError::Forbidden(match self {
            Upload::Diagram => "That diagram is not yours.",
            Upload::ArticleCopy => "That file is not yours.",
        })
    }
}

/// The key a draft keeps for the diagram it names (`key`, as the page sent it): a pending upload of
/// the caller's is claimed (checked, copied to where it is kept, the pending one removed); a kept
/// one of theirs is checked as it is. The same upload named again (the page keeps the key it
/// uploaded to) is the kept key it was claimed as: `stored`, the draft's, is not claimed twice.
/// Another student's key is a 403; one that is not an image is removed and refused (400).
pub(crate) async fn claim(
    state: &AppState,
    user: &UserId,
    key: &str,
    stored: Option<&str>,
    kind: Upload,
) -> ApiResult<String> {
    let pending = pending_prefix(user);
    let kept = match key.strip_prefix(&pending) {
        Some(name) => format!("{}{name}", kept_prefix(user)),
        None if key.starts_with(&kept_prefix(user)) => key.to_owned(),
        None => return Err(kind.foreign()),
    };
    if stored == Some(kept.as_str()) {
        return Ok(kept);
    }
    if key.starts_with(&pending) && claim_pending(state, key, &kept, kind).await? {
        return Ok(kept);
    }
    match files::first_bytes(state, &kept).await? {
        Some((content_type, head)) if kind.accepts(&content_type, &head) => Ok(kept),
        Some(_) => {
            files::discard(state, &kept).await;
            Err(kind.refused())
        }
        None => Err(kind.missing()),
    }
}

/// Claims the pending upload `key` as `kept`: true once copied there; false when it is no longer
/// pending (claimed before, by another tab or a save whose answer was lost: the kept copy is
/// what counts). One that is not what `kind` takes is removed and refused.
async fn claim_pending(state: &AppState, key: &str, kept: &str, kind: Upload) -> ApiResult<bool> {
    let Some(up) = files::arrived(state, key).await? else { return Ok(false) };
    if !kind.accepts(&up.content_type, &up.head) {
        if let Err(e) = files::remove_every_version(state, key).await {
            tracing::warn!(key, error = %e, "an upload that is not an image was not removed");
        }
        return Err(kind.refused());
    }
    files::copy_version(state, key, up.version.as_deref(), kept).await?;
    // The draft holds the kept copy now; a pending one left behind goes within a day.
    if let Err(e) = files::remove_every_version(state, key).await {
        tracing::warn!(key, error = %e, "a claimed upload was not removed from pending");
    }
    Ok(true)
}
