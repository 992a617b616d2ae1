//! Written answers marked by Seven's teachers (docs/marking.md): how a part is marked (markbands
//! for the 10- and 15-mark parts, points otherwise; `shared/reference/ib`), what a mark must be,
//! the monthly allowance, claims on the marking desk, calibration and turnaround. Pure: no I/O.

use crate::ids::{AnswerId, SittingId, UserId};
use serde::{Deserialize, Serialize};

use crate::PlanType;
use crate::week::{civil_from_days, days_from_civil};

/// One markband: a level chosen first, then a mark within its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Band {
    /// 0 for the lowest band.
    pub level: u8,
    pub min: u32,
    pub max: u32,
}

const fn band(level: u8, min: u32, max: u32) -> Band {
    Band { level, min, max }
}

/// Paper 1 part (a) and every 10-mark part marked by markbands: 0, 1–2, 3–4, 5–6, 7–8, 9–10.
const TEN: [Band; 6] = [band(0, 0, 0), band(1, 1, 2), band(2, 3, 4), band(3, 5, 6), band(4, 7, 8), band(5, 9, 10)];
/// Paper 1 part (b), Paper 2's last part: 0, 1–3, 4–6, 7–9, 10–12, 13–15.
const FIFTEEN: [Band; 6] =
    [band(0, 0, 0), band(1, 1, 3), band(2, 4, 6), band(3, 7, 9), band(4, 10, 12), band(5, 13, 15)];

/// How a part is marked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Scheme {
    /// A band first, then a mark in its range.
    Markbands { max: u32, bands: Vec<Band> },
    /// Points in a mark scheme, up to `max`.
    Points { max: u32 },
}

impl Scheme {
    /// The scheme of a part worth `marks`: markbands for 10 and 15, points otherwise.
    pub fn for_marks(marks: u32) -> Self {
        match marks {
            10 => Self::Markbands { max: 10, bands: TEN.to_vec() },
            15 => Self::Markbands { max: 15, bands: FIFTEEN.to_vec() },
            max => Self::Points { max },
        }
    }

    pub fn max(&self) -> u32 {
        match self {
            Self::Markbands { max, .. } | Self::Points { max } => *max,
        }
    }

    /// The band `mark` lies in (markbands only).
    pub fn band_of(&self, mark: u32) -> Option<Band> {
        match self {
            Self::Markbands { bands, .. } => bands.iter().copied().find(|b| (b.min..=b.max).contains(&mark)),
            Self::Points { .. } => None,
        }
    }

    /// The band of `level` (markbands only).
    pub fn band(&self, level: u8) -> Option<Band> {
        match self {
            Self::Markbands { bands, .. } => bands.iter().copied().find(|b| b.level == level),
            Self::Points { .. } => None,
        }
    }

    /// A teacher's mark: for markbands a band and a mark within it, for points a mark up to the
    /// part's maximum (no band).
    pub fn check(&self, band: Option<u8>, mark: u32) -> Result<(), MarkError> {
        match (self, band) {
            (Self::Markbands { .. }, None) => Err(MarkError::BandFirst),
            (Self::Markbands { .. }, Some(level)) => {
                let b = self.band(level).ok_or(MarkError::NoSuchBand)?;
                if (b.min..=b.max).contains(&mark) { Ok(()) } else { Err(MarkError::OutsideBand(b)) }
            }
            (Self::Points { .. }, Some(_)) => Err(MarkError::NoBands),
            (Self::Points { max }, None) => {
                if mark <= *max {
                    Ok(())
                } else {
                    Err(MarkError::OverMax(*max))
                }
            }
        }
    }

    /// The range a student's self-assessment names: a band's, or one mark for a points part.
    pub fn self_range(&self, assessed: SelfAssessment) -> Result<(u32, u32), MarkError> {
        match (self, assessed) {
            (Self::Markbands { .. }, SelfAssessment::Band { level }) => {
                self.band(level).map(|b| (b.min, b.max)).ok_or(MarkError::NoSuchBand)
            }
            (Self::Points { max }, SelfAssessment::Mark { mark }) if mark <= *max => Ok((mark, mark)),
            (Self::Points { max }, SelfAssessment::Mark { .. }) => Err(MarkError::OverMax(*max)),
            (Self::Markbands { .. }, SelfAssessment::Mark { .. }) => Err(MarkError::BandFirst),
            (Self::Points { .. }, SelfAssessment::Band { .. }) => Err(MarkError::NoBands),
        }
    }
}

/// Why a mark or self-assessment does not fit its part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkError {
    BandFirst,
    NoSuchBand,
    NoBands,
    OutsideBand(Band),
    OverMax(u32),
}

impl MarkError {
    /// What the marker (or student) is told.
    pub fn message(self) -> String {
        match self {
            Self::BandFirst => "Choose a markband first.".into(),
            Self::NoSuchBand => "That markband does not exist for this part.".into(),
            Self::NoBands => "This part is marked by points, not markbands.".into(),
            Self::OutsideBand(b) => format!("A mark in this band is between {} and {}.", b.min, b.max),
            Self::OverMax(max) => format!("This part is out of {max} marks."),
        }
    }
}

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
}

fn paper_counts_as() -> u32 {
    2
}

impl Default for Allowances {
    fn default() -> Self {
        Self { subscriber: 4, family_member: 4, trial: 1, paper: paper_counts_as() }
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
        [self.subscriber, self.family_member, self.trial, self.paper].iter().all(|n| *n <= 100)
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

/// How long a marker's claim on an answer lasts without being renewed.
pub const CLAIM_MS: i64 = 30 * 60_000;

/// The turnaround Seven promises: an answer is marked within 48 hours of being submitted.
pub const TURNAROUND_MS: i64 = 48 * 3_600_000;

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

/// A comment anchored to a passage of the answer's text: characters `start..end` (Unicode scalar
/// values), with the passage quoted so a later reader can check it still matches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Comment {
    pub start: u32,
    pub end: u32,
    pub quote: String,
    pub text: String,
}

/// Whether every comment names a passage of `text` that reads as its quote.
pub fn comments_fit(text: &str, comments: &[Comment]) -> bool {
    let chars: Vec<char> = text.chars().collect();
    comments.iter().all(|c| {
        let (s, e) = (c.start as usize, c.end as usize);
        s < e && e <= chars.len() && chars[s..e].iter().collect::<String>() == c.quote && !c.text.trim().is_empty()
    })
}

/// Words in an answer, as a word count shows them.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

/// The paper a question is practice for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Paper {
    #[serde(rename = "P1")]
    One,
    #[serde(rename = "P2")]
    Two,
    #[serde(rename = "P3")]
    Three,
}

/// The course level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum CourseLevel {
    #[serde(rename = "HL")]
    Higher,
    #[serde(rename = "SL")]
    Standard,
}

impl CourseLevel {
    /// A subject's level from its name ("Economics HL").
    pub fn of_subject(name: &str) -> Option<Self> {
        let words: Vec<&str> = name.split_whitespace().collect();
        if words.contains(&"HL") {
            Some(Self::Higher)
        } else if words.contains(&"SL") {
            Some(Self::Standard)
        } else {
            None
        }
    }
}

/// Where an answer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum AnswerStatus {
    /// Being written; saved as the student types.
    Draft,
    /// Handed in: in the marking desk's queue.
    Submitted,
    /// Marked and returned to the student.
    Returned,
}

/// Who marked an answer. Only Seven's teachers today; a draft by an assistant (a model) would be
/// another kind here, returned only once a teacher has reviewed it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Marker {
    Staff { id: UserId, name: String },
}

/// A teacher's mark (a draft while they work, then the returned one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Mark {
    pub marker: Marker,
    /// The markband chosen (markband parts only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub band: Option<u8>,
    pub mark: u32,
    #[serde(default)]
    pub comments: Vec<Comment>,
    #[serde(default)]
    pub overall: String,
    /// Epoch ms.
    pub at: i64,
}

/// A student's written answer to a question-bank question that carries marks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// `{questionSetId}-{questionId}-draft` while written, `{questionSetId}-{questionId}-{submittedAt}` once handed in.
    pub answer_id: AnswerId,
    pub cognito_id: UserId,
    pub question_set_id: u32,
    pub question_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    pub marks: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paper: Option<Paper>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<CourseLevel>,
    pub status: AnswerStatus,
    /// The editor's document (Lexical JSON).
    pub body: String,
    /// Its plain text: what is marked, and what comments point into.
    pub text: String,
    /// An uploaded diagram (PNG, JPEG or WebP) in the private bucket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagram_key: Option<String>,
    /// One more with every save of a draft.
    pub version: u64,
    /// Epoch ms.
    pub updated_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submitted_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub self_assessment: Option<SelfAssessment>,
    /// The marker who holds it, and until when (epoch ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_by: Option<UserId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_until: Option<i64>,
    /// The marker's work in progress (staff only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft_mark: Option<Mark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub returned_at: Option<i64>,
    /// The paper sitting it is a part of, when a whole paper was sent to the desk.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sitting: Option<SittingPart>,
}

/// A part of a paper: its section, question and place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartRef {
    pub section: u32,
    pub question: u32,
    pub part: u32,
}

/// Where an answer sent with its paper belongs: the sitting, its paper and the part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SittingPart {
    pub sitting_id: SittingId,
    pub paper_name: String,
    pub at: PartRef,
    /// "Question 2 (b)".
    pub label: String,
}

impl Answer {
    /// Returned to the student with its mark.
    pub fn is_returned(&self) -> bool {
        self.mark.is_some() && self.returned_at.is_some()
    }

    pub fn draft_id(question_set_id: u32, question_id: u32) -> AnswerId {
        AnswerId::new(format!("{question_set_id}-{question_id}-draft"))
    }

    pub fn scheme(&self) -> Scheme {
        Scheme::for_marks(self.marks)
    }

    /// Whether a marker other than `me` holds it at `now_ms`.
    pub fn held_by_another(&self, me: &UserId, now_ms: i64) -> bool {
        self.claim_by.as_ref().is_some_and(|by| by != me) && self.claim_until.is_some_and(|until| until > now_ms)
    }
}

/// A returned answer, kept per month for the staff's insight (turnaround, marks, calibration).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Returned {
    pub cognito_id: UserId,
    pub answer_id: AnswerId,
    pub question_set_id: u32,
    pub question_id: u32,
    pub marker: Marker,
    pub mark: u32,
    pub max: u32,
    /// From handing in to return, ms.
    pub turnaround_ms: i64,
    /// The range the student expected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub self_range: Option<(u32, u32)>,
    pub returned_at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_and_fifteen_mark_parts_are_marked_by_the_references_bands() {
        let ten = Scheme::for_marks(10);
        assert_eq!(ten.band_of(0).unwrap().level, 0);
        assert_eq!(ten.band_of(2), Some(band(1, 1, 2)));
        assert_eq!(ten.band_of(9), Some(band(5, 9, 10)));
        let fifteen = Scheme::for_marks(15);
        assert_eq!(fifteen.band_of(3), Some(band(1, 1, 3)));
        assert_eq!(fifteen.band_of(13), Some(band(5, 13, 15)));
        assert_eq!(Scheme::for_marks(4), Scheme::Points { max: 4 });
        // The bands cover every mark once.
        for scheme in [ten, fifteen] {
            for mark in 0..=scheme.max() {
                let Scheme::Markbands { bands, .. } = &scheme else { unreachable!() };
                assert_eq!(bands.iter().filter(|b| (b.min..=b.max).contains(&mark)).count(), 1, "{mark}");
            }
        }
    }

    #[test]
    fn a_mark_is_a_band_first_then_a_mark_in_its_range() {
        let s = Scheme::for_marks(15);
        assert_eq!(s.check(Some(4), 11), Ok(()));
        assert_eq!(s.check(None, 11), Err(MarkError::BandFirst));
        assert_eq!(s.check(Some(4), 13), Err(MarkError::OutsideBand(band(4, 10, 12))));
        assert_eq!(s.check(Some(9), 1), Err(MarkError::NoSuchBand));
        let p = Scheme::for_marks(4);
        assert_eq!(p.check(None, 4), Ok(()));
        assert_eq!(p.check(None, 5), Err(MarkError::OverMax(4)));
        assert_eq!(p.check(Some(1), 2), Err(MarkError::NoBands));
        assert_eq!(MarkError::OutsideBand(band(4, 10, 12)).message(), "A mark in this band is between 10 and 12.");
    }

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

    #[test]
    fn percentiles_by_nearest_rank() {
        assert_eq!(percentile(&[], 50), None);
        assert_eq!(percentile(&[5, 1, 3], 50), Some(3));
        assert_eq!(percentile(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90), Some(9));
        assert_eq!(percentile(&[7], 90), Some(7));
    }

    #[test]
    fn comments_must_quote_their_passage() {
        let text = "Demand rises when incomes rise. Élasticity matters.";
        let ok = Comment { start: 0, end: 6, quote: "Demand".into(), text: "Define it.".into() };
        let accent = Comment { start: 32, end: 42, quote: "Élasticity".into(), text: "Spelling".into() };
        assert!(comments_fit(text, &[ok.clone(), accent]));
        assert!(!comments_fit(text, &[Comment { quote: "Supply".into(), ..ok.clone() }]));
        assert!(!comments_fit(text, &[Comment { end: 999, ..ok.clone() }]));
        assert!(!comments_fit(text, &[Comment { text: " ".into(), ..ok }]));
        assert_eq!(word_count(" two  words\n"), 2);
    }

    #[test]
    fn a_claim_holds_until_it_lapses() {
        let mut a: Answer = serde_json::from_value(serde_json::json!({
            "answerId": "1-101-5", "cognitoId": "u", "questionSetId": 1, "questionId": 101, "subjectId": 1,
            "topicId": 2, "marks": 10, "status": "submitted", "body": "{}", "text": "t", "version": 3,
            "updatedAt": 0
        }))
        .unwrap();
        assert!(!a.held_by_another(&"m1".into(), 1_000));
        a.claim_by = Some("m1".into());
        a.claim_until = Some(1_000 + CLAIM_MS);
        assert!(!a.held_by_another(&"m1".into(), 2_000), "their own");
        assert!(a.held_by_another(&"m2".into(), 2_000));
        assert!(!a.held_by_another(&"m2".into(), 1_000 + CLAIM_MS), "lapsed after 30 minutes");
        assert_eq!(CourseLevel::of_subject("Economics HL"), Some(CourseLevel::Higher));
        assert_eq!(CourseLevel::of_subject("Biology"), None);
    }
}
