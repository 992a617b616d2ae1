//! Calibration: what a student expected of an answer against the teacher's mark, once and over
//! time.

use serde::{Deserialize, Serialize};

use crate::ids::AnswerId;

/// What the student thinks they reached, chosen before submitting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum SelfAssessment {
    Band { level: u8 },
    Mark { mark: u32 },
}

/// A self-assessment against the teacher's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Calibration {
    /// The teacher's mark is in the range the student chose.
    OnTarget,
    /// The student expected more.
    Over,
    /// The student expected less.
    Under,
}

/// How `mark` compares with the self-assessed range `(min, max)`.
pub fn calibration(range: (u32, u32), mark: u32) -> Calibration {
    if mark < range.0 {
        Calibration::Over
    } else if mark > range.1 {
        Calibration::Under
    } else {
        Calibration::OnTarget
    }
}

/// A student's calibration over their marked answers: how many on target, over and under, and
/// the mean gap between the middle of what they expected and what they got, in percent of the
/// part's marks (positive: they expect more than they get).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalibrationSummary {
    pub on_target: u32,
    pub over: u32,
    pub under: u32,
    pub mean_gap_percent: f64,
}

/// One marked answer for calibration: the self-assessed range, the mark and the part's maximum.
#[derive(Debug, Clone, Copy)]
pub struct Marked {
    pub range: (u32, u32),
    pub mark: u32,
    pub max: u32,
}

pub fn calibration_summary(marked: &[Marked]) -> CalibrationSummary {
    let mut s = CalibrationSummary { on_target: 0, over: 0, under: 0, mean_gap_percent: 0.0 };
    let mut gaps = 0.0;
    for m in marked {
        match calibration(m.range, m.mark) {
            Calibration::OnTarget => s.on_target += 1,
            Calibration::Over => s.over += 1,
            Calibration::Under => s.under += 1,
        }
        let middle = f64::from(m.range.0 + m.range.1) / 2.0;
        gaps += (middle - f64::from(m.mark)) / f64::from(m.max.max(1)) * 100.0;
    }
    if !marked.is_empty() {
        s.mean_gap_percent = (gaps / marked.len() as f64 * 10.0).round() / 10.0;
    }
    s
}

/// How many of a student's latest marked answers their calibration over time shows.
pub const TREND_POINTS: usize = 10;
/// How many of those the sentence about their calibration averages over.
pub const TREND_RECENT: usize = 5;

/// One marked answer in a student's calibration over time: what they expected and what they got.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalibrationPoint {
    pub answer_id: AnswerId,
    pub question_id: u32,
    /// When it was marked (epoch ms).
    pub marked_at: i64,
    /// The marks the self-assessment names (a band's range, or one mark).
    pub self_range: (u32, u32),
    pub mark: u32,
    pub max: u32,
}

/// A student's calibration over time: their latest marked answers (latest first, at most
/// [`TREND_POINTS`]) and how far, on average over the latest [`TREND_RECENT`] of them, their own
/// mark was from the teacher's.
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalibrationTrend {
    pub points: Vec<CalibrationPoint>,
    /// How many answers the average is over (0 when none is marked yet).
    pub recent: u32,
    /// Their own mark minus the teacher's, in marks, on average over `recent` answers, to one
    /// decimal (positive: they marked themselves higher). A band counts as the middle of its range.
    pub mean_gap_marks: f64,
    /// Higher (`over`), lower (`under`) or within half a mark (`onTarget`) on average.
    pub leaning: Calibration,
}

/// The mark a self-assessment stands for: the middle of its range (5.5 for band 5–6).
pub fn self_mark(range: (u32, u32)) -> f64 {
    f64::from(range.0 + range.1) / 2.0
}

/// Within this many marks of the teacher on average, a student's own marking is on target.
const ON_TARGET_MARKS: f64 = 0.5;

/// A student's calibration over time from their marked answers (in any order).
pub fn calibration_trend(mut points: Vec<CalibrationPoint>) -> CalibrationTrend {
    points.sort_by(|a, b| b.marked_at.cmp(&a.marked_at).then_with(|| b.answer_id.cmp(&a.answer_id)));
    points.truncate(TREND_POINTS);
    let recent = &points[..points.len().min(TREND_RECENT)];
    let gap = if recent.is_empty() {
        0.0
    } else {
        recent.iter().map(|p| self_mark(p.self_range) - f64::from(p.mark)).sum::<f64>() / recent.len() as f64
    };
    let leaning = if gap >= ON_TARGET_MARKS {
        Calibration::Over
    } else if gap <= -ON_TARGET_MARKS {
        Calibration::Under
    } else {
        Calibration::OnTarget
    };
    let mean_gap_marks = (gap * 10.0).round() / 10.0;
    CalibrationTrend { recent: recent.len() as u32, mean_gap_marks, leaning, points }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::marking::Scheme;

    #[test]
    fn calibration_compares_the_self_assessed_range_with_the_mark() {
        let s = Scheme::for_marks(10);
        let range = s.self_range(SelfAssessment::Band { level: 3 }).unwrap();
        assert_eq!(range, (5, 6));
        assert_eq!(calibration(range, 4), Calibration::Over);
        assert_eq!(calibration(range, 6), Calibration::OnTarget);
        assert_eq!(calibration(range, 8), Calibration::Under);
        assert!(s.self_range(SelfAssessment::Mark { mark: 3 }).is_err());
        let summary = calibration_summary(&[
            Marked { range: (5, 6), mark: 4, max: 10 },
            Marked { range: (7, 8), mark: 8, max: 10 },
        ]);
        assert_eq!((summary.on_target, summary.over, summary.under), (1, 1, 0));
        assert_eq!(summary.mean_gap_percent, 5.0, "(15% − 5%) / 2: they expect a little more than they get");
    }

    #[test]
    fn calibration_over_time_is_the_latest_answers_and_the_mean_gap_of_the_last_five() {
        let point = |i: u32, range: (u32, u32), mark: u32| CalibrationPoint {
            answer_id: format!("1-{i}-{i}").into(),
            question_id: i,
            marked_at: i64::from(i) * 1_000,
            self_range: range,
            mark,
            max: 10,
        };
        let none = calibration_trend(vec![]);
        assert_eq!(
            (none.points.len(), none.recent, none.mean_gap_marks, none.leaning),
            (0, 0, 0.0, Calibration::OnTarget)
        );

        // Twelve answers in any order: the latest ten shown, latest first; the sentence is over
        // the latest five, where they expected band 5–6 (5.5) and got 4 (+1.5), or 7–8 and got 5 (+2.5).
        let mut all: Vec<CalibrationPoint> = (1..=7).map(|i| point(i, (1, 2), 9)).collect();
        all.extend((8..=10).map(|i| point(i, (5, 6), 4)));
        all.extend((11..=12).map(|i| point(i, (7, 8), 5)));
        all.reverse();
        let t = calibration_trend(all);
        assert_eq!(t.points.len(), TREND_POINTS);
        assert_eq!(t.points.iter().map(|p| p.question_id).collect::<Vec<_>>(), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
        assert_eq!(t.recent, 5);
        assert_eq!(t.mean_gap_marks, 1.9, "(2.5 + 2.5 + 1.5 + 1.5 + 1.5) / 5");
        assert_eq!(t.leaning, Calibration::Over);

        // Lower than the teacher; and within half a mark counts as on target.
        let low = calibration_trend(vec![point(1, (3, 4), 6), point(2, (4, 4), 6)]);
        assert_eq!(
            (low.recent, low.mean_gap_marks, low.leaning),
            (2, -2.3, Calibration::Under),
            "(-2.5 - 2) / 2, to one decimal"
        );
        let close = calibration_trend(vec![point(1, (5, 6), 5), point(2, (6, 6), 6)]);
        assert_eq!((close.mean_gap_marks, close.leaning), (0.3, Calibration::OnTarget), "0.25 rounds to 0.3");
        assert_eq!(self_mark((13, 15)), 14.0);
    }
}
