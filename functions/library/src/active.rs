//! The "active" lists (spec 02 §7): which subjects, and which of their topics, hold something.

use std::collections::BTreeMap;

use serde::Serialize;

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
