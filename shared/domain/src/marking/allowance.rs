//! The monthly allowance of marked answers, by plan, in Singapore's calendar months.

use serde::{Deserialize, Serialize};

use crate::PlanType;
use crate::week::{civil_from_days, days_from_civil};

/// Marked answers a month, by plan: staff set them; these are the defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Allowances {
    /// An individual or family owner's subscription, or an annual plan.
    pub subscriber: u32,
    /// Each family member, their own.
    pub family_member: u32,
    /// A free trial.
    pub trial: u32,
    /// How many of the month's marked answers a whole paper sent to the desk counts as.
    #[serde(default = "paper_counts_as")]
    pub paper: u32,
    /// What a teacher's advice on an IA commentary's draft counts as.
    #[serde(default = "ia_draft_counts_as")]
    pub ia_draft: u32,
    /// What marking an IA commentary's final counts as.
    #[serde(default = "ia_final_counts_as")]
    pub ia_final: u32,
}

fn paper_counts_as() -> u32 {
    2
}

fn ia_draft_counts_as() -> u32 {
    1
}

fn ia_final_counts_as() -> u32 {
    2
}

impl Default for Allowances {
    fn default() -> Self {
        Self {
            subscriber: 4,
            family_member: 4,
            trial: 1,
            paper: paper_counts_as(),
            ia_draft: ia_draft_counts_as(),
            ia_final: ia_final_counts_as(),
        }
    }
}

impl Allowances {
    /// The allowance of a student with `plan` (none while on a trial) who may use study content.
    pub fn of(&self, plan: PlanType, on_trial: bool) -> u32 {
        match plan {
            PlanType::Single | PlanType::FamilyOwner | PlanType::Annual => self.subscriber,
            PlanType::FamilyMember => self.family_member,
            PlanType::None if on_trial => self.trial,
            PlanType::None => 0,
        }
    }

    pub fn valid(&self) -> bool {
        [self.subscriber, self.family_member, self.trial, self.paper, self.ia_draft, self.ia_final]
            .iter()
            .all(|n| *n <= 100)
    }
}

/// Allowances run by calendar month in Singapore time (UTC+8), where Seven is.
const SGT_MS: i64 = 8 * 3_600_000;

/// The allowance month of `now_ms`: `2026-11`.
pub fn month_of(now_ms: i64) -> String {
    let (y, m, _) = civil(now_ms + SGT_MS);
    format!("{y:04}-{m:02}")
}

/// When the allowance month of `now_ms` ends (epoch ms): the next month's first midnight, SGT.
pub fn month_resets_at(now_ms: i64) -> i64 {
    let (y, m, _) = civil(now_ms + SGT_MS);
    let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    days_from_civil(ny, nm, 1) * 86_400_000 - SGT_MS
}

/// (year, month, day) of an instant (epoch ms, already shifted to the time zone).
fn civil(ms: i64) -> (i64, u32, u32) {
    civil_from_days(ms.div_euclid(86_400_000))
}

/// The day the allowance month of `now_ms` ends, as a student reads it: `1 December`.
pub fn resets_on(now_ms: i64) -> String {
    let (_, m, d) = civil(month_resets_at(now_ms) + SGT_MS);
    format!("{d} {}", crate::week::month_name(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allowances_follow_the_plan() {
        let a = Allowances::default();
        assert_eq!(a.of(PlanType::Single, false), 4);
        assert_eq!(a.of(PlanType::FamilyMember, false), 4);
        assert_eq!(a.of(PlanType::None, true), 1);
        assert_eq!(a.of(PlanType::None, false), 0);
    }

    #[test]
    fn the_allowance_month_is_singapores_calendar_month() {
        // 2026-11-30 16:00 UTC is 2026-12-01 00:00 in Singapore.
        let dec_1_sgt = 1_796_083_200_000 - 8 * 3_600_000;
        assert_eq!(month_of(dec_1_sgt - 1), "2026-11");
        assert_eq!(month_of(dec_1_sgt), "2026-12");
        assert_eq!(month_resets_at(dec_1_sgt - 1), dec_1_sgt);
        assert_eq!(month_of(month_resets_at(dec_1_sgt)), "2027-01", "December rolls into the next year");
        assert_eq!(resets_on(dec_1_sgt - 1), "1 December");
        assert_eq!(resets_on(dec_1_sgt), "1 January");
    }
}
