//! What likes and notes share: a student's record about one file of the catalogue. Written
//! only about a file that exists, listed newest first, and summed up in the "active" lists
//! (spec 02 §7): which subjects, and which of their topics, hold something.

use std::collections::BTreeMap;

use api::entitlement::as_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser};
use serde::Serialize;
use store::{UserFile, catalogue};

/// The caller's record about the catalogue's file `key` of a topic (a subscriber's only): 404
/// when the topic has no such file in that subject.
pub async fn about_file(
    state: &AppState,
    user: &AuthUser,
    subject_id: u32,
    topic_id: u32,
    key: &str,
) -> ApiResult<UserFile> {
    let file = as_subscriber(state, user, catalogue::file(&state.db, topic_id, key)).await?;
    let file = file.filter(|f| f.subject_id == subject_id).ok_or(ApiError::NotFound("File not found."))?;
    Ok(UserFile::new(&user.sub, file))
}

/// Most recent first (`at`: epoch seconds), then by file name.
pub fn newest_first<T>(records: &mut [T], at: impl Fn(&T) -> (i64, &str)) {
    records.sort_by(|a, b| {
        let ((ta, na), (tb, nb)) = (at(a), at(b));
        tb.cmp(&ta).then_with(|| na.cmp(nb))
    });
}

/// The subjects and topics of `records`.
pub fn active<'a>(records: impl Iterator<Item = &'a UserFile>) -> Vec<ActiveEntry> {
    active_entries(records.map(|f| (f.subject_id, f.topic_id)))
}

#[derive(Debug, Serialize, PartialEq, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActiveEntry {
    pub subject_id: u32,
    pub topics: Vec<u32>,
}

/// Groups (subject, topic) pairs: subjects and their topics in id order, without repeats.
pub fn active_entries(pairs: impl Iterator<Item = (u32, u32)>) -> Vec<ActiveEntry> {
    let mut by_subject: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for (subject, topic) in pairs {
        by_subject.entry(subject).or_default().push(topic);
    }
    by_subject
        .into_iter()
        .map(|(subject_id, mut topics)| {
            topics.sort_unstable();
            topics.dedup();
            ActiveEntry { subject_id, topics }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_and_orders() {
        let entries = active_entries([(2, 9), (1, 3), (2, 4), (1, 3)].into_iter());
        assert_eq!(
            entries,
            vec![ActiveEntry { subject_id: 1, topics: vec![3] }, ActiveEntry { subject_id: 2, topics: vec![4, 9] }]
        );
    }
}
