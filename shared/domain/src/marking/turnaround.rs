//! The turnaround Seven promises and how the staff's insight measures it.

/// The turnaround Seven promises: an answer is marked within 48 hours of being submitted.
pub const TURNAROUND_MS: i64 = 48 * 3_600_000;

/// Whether an answer that waited `waited_ms` (for its mark, or until it was returned) is past
/// the turnaround: the queue's overdue and the insight's late are the same rule.
pub fn is_overdue(waited_ms: i64) -> bool {
    waited_ms > TURNAROUND_MS
}

/// The `p`-th percentile (0–100) of `values`, nearest rank; `None` when there are none.
pub fn percentile(values: &[i64], p: u32) -> Option<i64> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let rank = (f64::from(p.min(100)) / 100.0 * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        assert_eq!(percentile(&[], 50), None);
        assert_eq!(percentile(&[5, 1, 3], 50), Some(3));
        assert_eq!(percentile(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90), Some(9));
        assert_eq!(percentile(&[7], 90), Some(7));
    }

    #[test]
    fn overdue_only_past_48_hours() {
        assert!(!is_overdue(TURNAROUND_MS));
        assert!(is_overdue(TURNAROUND_MS + 1));
    }
}
