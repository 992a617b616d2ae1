//! A calendar day, as an article's publication date and a commentary's writing date are compared:
//! `2026-03-03` on the wire, "3 March 2026" to the student. Days are Singapore's (UTC+8), as the
//! allowance's months are.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::week::{civil_from_days, days_from_civil, month_name};

const SGT_MS: i64 = 8 * 3_600_000;
const DAY_MS: i64 = 86_400_000;

/// A day of the Gregorian calendar, from 1900 to 2999.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    year: i64,
    month: u32,
    day: u32,
}

impl Day {
    /// `YYYY-MM-DD`, a day that exists.
    pub fn parse(s: &str) -> Option<Day> {
        let mut parts = s.split('-');
        let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return None;
        }
        let (year, month, day) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
        let parsed = Day { year, month, day };
        ((1900..=2999).contains(&year) && Day::from_days(parsed.days()) == parsed).then_some(parsed)
    }

    /// The day of `ms` (epoch ms) in Singapore.
    pub fn of_ms(ms: i64) -> Day {
        Day::from_days((ms + SGT_MS).div_euclid(DAY_MS))
    }

    fn from_days(days: i64) -> Day {
        let (year, month, day) = civil_from_days(days);
        Day { year, month, day }
    }

    fn days(self) -> i64 {
        days_from_civil(self.year, self.month, self.day)
    }

    /// "3 March 2026".
    pub fn long(self) -> String {
        format!("{} {} {}", self.day, month_name(self.month), self.year)
    }

    /// Whole months from `self` to `later` (negative when `later` is earlier): 3 March to 2 May
    /// is 1, to 3 May is 2.
    pub fn months_until(self, later: Day) -> i64 {
        let months = (later.year - self.year) * 12 + i64::from(later.month) - i64::from(self.month);
        if months > 0 && later.day < self.day {
            months - 1
        } else if months < 0 && later.day > self.day {
            months + 1
        } else {
            months
        }
    }
}

impl Day {
    /// Whether `self` is more than `months` whole months before `later`: the same day `months`
    /// later is still within them.
    pub fn more_than_months_before(self, later: Day, months: u32) -> bool {
        let whole = self.months_until(later);
        whole > i64::from(months) || (whole == i64::from(months) && later.day > self.day)
    }
}

impl std::fmt::Display for Day {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Day::parse(&s).ok_or_else(|| serde::de::Error::custom("a date is YYYY-MM-DD, a day that exists"))
    }
}

impl schemars::JsonSchema for Day {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Day".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({ "type": "string", "format": "date", "description": "YYYY-MM-DD" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Day {
        Day::parse(s).unwrap()
    }

    #[test]
    fn days_parse_only_when_they_exist() {
        assert_eq!(d("2026-03-03").to_string(), "2026-03-03");
        for bad in ["2026-02-30", "2026-13-01", "2026-3-3", "26-03-03", "2026-03-03x", "1899-12-31", ""] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        assert_eq!(d("2024-02-29").long(), "29 February 2024");
    }

    #[test]
    fn whole_months_between_days() {
        assert_eq!(d("2026-03-03").months_until(d("2026-05-02")), 1);
        assert_eq!(d("2026-03-03").months_until(d("2026-05-03")), 2);
        assert_eq!(d("2025-09-28").months_until(d("2026-11-28")), 14);
        assert_eq!(d("2025-11-28").months_until(d("2026-11-28")), 12);
        assert_eq!(d("2025-11-29").months_until(d("2026-11-28")), 11);
        assert_eq!(d("2026-05-02").months_until(d("2026-03-03")), -1);
        assert!(!d("2025-11-28").more_than_months_before(d("2026-11-28"), 12), "a year to the day is in time");
        assert!(d("2025-11-27").more_than_months_before(d("2026-11-28"), 12));
        assert!(d("2025-09-28").more_than_months_before(d("2026-11-28"), 12));
    }

    #[test]
    fn a_day_is_singapore_s() {
        // 2026-11-27T16:30Z is 00:30 on the 28th in Singapore.
        assert_eq!(Day::of_ms(1_795_797_000_000).to_string(), "2026-11-28");
    }
}
