//! The demo content `make dev` and the whole-API tests start with: a catalogue with PDFs drawn
//! here, question and quiz sets (`content/*.json`), Quiz Challenge templates and fixed questions,
//! recorded lessons. Written into the store through the store's own functions. Not deployed.

pub mod challenge_seed;
pub mod diagrams;
pub mod lessons_seed;
pub mod pdf;
pub mod practice;
pub mod seed;
pub mod standards_seed;

use api::AppState;
use store::StoreError;

/// The id of the first Economics SL topic (HL topics start at 1).
pub const ECONOMICS_SL_FIRST_TOPIC: u32 = 101;

/// Puts a demo file into the content bucket.
pub(crate) async fn upload(state: &AppState, key: &str, body: Vec<u8>, content_type: &str) -> Result<(), StoreError> {
    state
        .s3
        .put_object()
        .bucket(&state.config.content_bucket)
        .key(key)
        .content_type(content_type)
        .body(body.into())
        .send()
        .await
        .map_err(|e| StoreError::Other(format!("upload {key}: {e:?}")))?;
    Ok(())
}
