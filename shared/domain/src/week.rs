//! The leaderboard's week: from Monday 00:00 to the next Monday 00:00 in GMT+8 (Singapore time),
//! named by its Monday's date. And how names appear on the board.

const DAY_MS: i64 = 86_400_000;
const GMT8_MS: i64 = 8 * 3_600_000;

/// The week containing `ms` (epoch ms), as its Monday's date in GMT+8 (`2026-11-16`).
pub fn week_of(ms: i64) -> String {
    let days = (ms + GMT8_MS).div_euclid(DAY_MS);
    // 1970-01-01 was a Thursday: (days + 3) % 7 is 0 on Mondays.
    let monday = days - (days + 3).rem_euclid(7);
    let (y, m, d) = civil_from_days(monday);
    format!("{y:04}-{m:02}-{d:02}")
}

/// When the week containing `ms` ends (epoch ms).
pub fn week_end(ms: i64) -> i64 {
    let days = (ms + GMT8_MS).div_euclid(DAY_MS);
    let next_monday = days - (days + 3).rem_euclid(7) + 7;
    next_monday * DAY_MS - GMT8_MS
}

/// Days since 1970-01-01 of a date, after Howard Hinnant's algorithm (the inverse of
/// [`civil_from_days`]).
pub(crate) fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = i64::from((m + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Year, month, day of a day number (days since 1970-01-01), after Howard Hinnant's algorithm.
pub(crate) fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Each word's first letter followed by three asterisks: "Sam Lee" → "S*** L***".
pub fn mask(name: &str) -> String {
    name.split_whitespace().filter_map(|w| w.chars().next()).map(|c| format!("{c}***")).collect::<Vec<_>>().join(" ")
}

/// A month's name, as a student reads a date (1 = January).
pub fn month_name(month: u32) -> &'static str {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    MONTHS[(month.clamp(1, 12) - 1) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-16 00:00 GMT+8 = 2026-11-15 16:00 UTC.
    const MONDAY_GMT8: i64 = 1_794_758_400_000;

    #[test]
    fn a_week_runs_from_monday_midnight_in_singapore() {
        assert_eq!(week_of(MONDAY_GMT8), "2026-11-16");
        assert_eq!(week_of(MONDAY_GMT8 - 1), "2026-11-09", "a millisecond earlier is the week before");
        assert_eq!(week_of(MONDAY_GMT8 + 7 * DAY_MS - 1), "2026-11-16");
        assert_eq!(week_of(MONDAY_GMT8 + 7 * DAY_MS), "2026-11-23");
        assert_eq!(week_end(MONDAY_GMT8 + 3 * DAY_MS), MONDAY_GMT8 + 7 * DAY_MS);
        assert_eq!(week_of(0), "1969-12-29");
    }

    #[test]
    fn names_are_masked_word_by_word() {
        assert_eq!(mask("Sam Subscriber"), "S*** S***");
        assert_eq!(mask("  Ana  María de la Cruz "), "A*** M*** d*** l*** C***");
        assert_eq!(mask(""), "");
    }
}
