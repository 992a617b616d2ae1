//! The review deck planned for the student's exams (`docs/review.md`, "Planning for the exams"):
//! the first exam day of their cohort, the exam-day cap on FSRS's intervals, the daily budget and
//! the backlog after a break, and the exam-day projection. FSRS (`review`) still computes every
//! memory and interval; this only moves due dates earlier (the cap) and chooses which due cards
//! are asked today (the budget). Pure: every function takes the time it needs.

use serde::{Deserialize, Serialize};

use crate::cohort::{Cohort, ExamSession};
use crate::ids::CardId;
use crate::review::{LearningState, Memory, Retention, recall};
use crate::week::days_from_civil;

pub const DAY_MS: i64 = 86_400_000;
/// Days run from 00:00 to 00:00 in GMT+8 (Singapore), as the product's other days and weeks do.
const GMT8_MS: i64 = 8 * 3_600_000;
/// The final pass before the exams: cards that would not be remembered well enough on the first
/// exam day come back on one of the last this many days before it.
pub const FINAL_PASS_DAYS: i64 = 14;
/// A backlog (cards left due after a break) is cleared within this many days.
pub const BACKLOG_DAYS: i64 = 7;
/// On a light day, cards coming due within this share of their interval may be asked early…
pub const EARLY_SHARE: f64 = 0.2;
/// …and never more than this many days early…
pub const EARLY_DAYS_MAX: i64 = 7;
/// …and only cards with an interval of at least this many days.
pub const EARLY_MIN_INTERVAL: i64 = 5;
/// A budget in minutes counts one card per this many seconds.
pub const SECONDS_PER_CARD: u32 = 30;

/// The first exam day of each session, as **example dates**: the IB publishes each session's
/// schedule about a year ahead, and staff should confirm (and correct) these rows every year.
/// Years not in the table fall back to [`FALLBACK`].
pub const FIRST_EXAM_DAYS: &[(u16, ExamSession, u32, u32)] = &[
    // (year, session, month, day)
    (2025, ExamSession::May, 4, 25),
    (2025, ExamSession::Nov, 10, 22),
    (2026, ExamSession::May, 4, 24),
    (2026, ExamSession::Nov, 10, 21),
    (2027, ExamSession::May, 4, 27),
    (2027, ExamSession::Nov, 10, 21),
    (2028, ExamSession::May, 4, 27),
    (2028, ExamSession::Nov, 10, 20),
];
/// A session missing from the table: May's exams start on 24 April, November's on 20 October
/// (the dashboard's countdown rule).
pub const FALLBACK: [(ExamSession, u32, u32); 2] = [(ExamSession::May, 4, 24), (ExamSession::Nov, 10, 20)];

/// The day number (days since 1970-01-01, GMT+8) of `ms`.
pub fn day_of(ms: i64) -> i64 {
    (ms + GMT8_MS).div_euclid(DAY_MS)
}

/// When day `day` starts (epoch ms).
pub fn day_start(day: i64) -> i64 {
    day * DAY_MS - GMT8_MS
}

/// When the cohort's first exam day starts (00:00 GMT+8, epoch ms); none without a year.
pub fn first_exam_day(cohort: Cohort) -> Option<i64> {
    let year = cohort.year?;
    let (month, day) = FIRST_EXAM_DAYS
        .iter()
        .find(|(y, s, _, _)| *y == year && *s == cohort.session)
        .map(|&(_, _, m, d)| (m, d))
        .or_else(|| FALLBACK.iter().find(|(s, _, _)| *s == cohort.session).map(|&(_, m, d)| (m, d)))?;
    Some(day_start(days_from_civil(i64::from(year), month, day)))
}

/// What the deck plans for: the first exam day and the recall wanted on it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ExamTarget {
    /// Epoch ms (the start of the first exam day).
    pub exam_at: i64,
    pub retention: Retention,
}

impl ExamTarget {
    /// The target for a cohort, while its exams are still ahead at `now`; none after them (plain
    /// FSRS) or without a year.
    pub fn of(cohort: Option<Cohort>, retention: Retention, now: i64) -> Option<Self> {
        let exam_at = first_exam_day(cohort?)?;
        (now < exam_at).then_some(Self { exam_at, retention })
    }
}

/// How likely the card (its memory after a review) is to be recalled at `at`, by FSRS's curve.
fn recall_at(memory: &Memory, at: i64) -> f64 {
    recall(Some(memory), at, at)
}

/// A stable spread of card ids over `n` slots (FNV-1a).
fn slot(card_id: &CardId, n: i64) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in card_id.as_str().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    (h % n.max(1) as u64) as i64
}

/// The exam-day cap on a card just reviewed at `now` (its new memory, and FSRS's due time).
///
/// Before the exams, a card FSRS would not bring back before the first exam day, and whose
/// predicted recall on that day would be below the target, comes back instead for a final pass on
/// one of the last [`FINAL_PASS_DAYS`] days before it (spread by card, never before tomorrow);
/// every other card keeps FSRS's date. The cap only ever brings a date earlier. After the exams,
/// or without a target, FSRS's date stands.
pub fn cap(card_id: &CardId, memory: &Memory, fsrs_due: i64, now: i64, target: Option<ExamTarget>) -> i64 {
    let Some(t) = target else { return fsrs_due };
    if now >= t.exam_at || fsrs_due < t.exam_at || recall_at(memory, t.exam_at) >= t.retention.value() {
        return fsrs_due;
    }
    let last = day_of(t.exam_at) - 1;
    let first = (day_of(t.exam_at) - FINAL_PASS_DAYS).max(day_of(now) + 1);
    if first > last {
        // The last day before the exams: nothing more can be planned.
        return fsrs_due;
    }
    day_start(first + slot(card_id, last - first + 1)).min(fsrs_due)
}

/// The student's daily budget: minutes of reviewing, or a number of cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum BudgetUnit {
    Minutes,
    Cards,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Budget {
    pub unit: BudgetUnit,
    pub amount: u32,
}

impl Budget {
    pub const MINUTES: std::ops::RangeInclusive<u32> = 5..=240;
    pub const CARDS: std::ops::RangeInclusive<u32> = 5..=500;

    /// A budget the student chose, within range for its unit.
    pub fn new(unit: BudgetUnit, amount: u32) -> Option<Self> {
        let range = match unit {
            BudgetUnit::Minutes => Self::MINUTES,
            BudgetUnit::Cards => Self::CARDS,
        };
        range.contains(&amount).then_some(Self { unit, amount })
    }

    /// Reviews a day (a minute is 60 / [`SECONDS_PER_CARD`] cards).
    pub fn cards_per_day(self) -> u32 {
        match self.unit {
            BudgetUnit::Cards => self.amount,
            BudgetUnit::Minutes => (self.amount * 60 / SECONDS_PER_CARD).max(1),
        }
    }
}

/// What the deck remembers of the student's days: how many reviews today, and since when a
/// backlog is being cleared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DayLog {
    /// The day of the last review ([`day_of`]).
    pub day: i64,
    /// Reviews on that day.
    pub reviews: u32,
    /// The day the student came back after a break (a day or more without reviews).
    #[serde(default)]
    pub back_on: Option<i64>,
}

impl DayLog {
    /// The log after one more review at `now`.
    pub fn after_review(self, now: i64) -> Self {
        let today = day_of(now);
        if self.day == today {
            return Self { reviews: self.reviews + 1, ..self };
        }
        Self { day: today, reviews: 1, back_on: self.back_on_at(today) }
    }

    /// Reviews done on `today`.
    pub fn reviews_on(self, today: i64) -> u32 {
        if self.day == today { self.reviews } else { 0 }
    }

    /// The day a backlog started being cleared, while that is under [`BACKLOG_DAYS`] ago: a break
    /// is a whole day or more without reviews since the last one (a deck never reviewed has none).
    pub fn back_on_at(self, today: i64) -> Option<i64> {
        let back_on =
            if self.day > 0 && self.day < today - 1 && self.day != today { Some(today) } else { self.back_on };
        back_on.filter(|&d| d <= today && today < d + BACKLOG_DAYS)
    }
}

/// A card as the day's plan sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate<'a> {
    pub memory: Option<&'a Memory>,
    /// When it is due (epoch ms).
    pub due: i64,
}

/// Which cards to ask today, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayPlan {
    /// Indices into the candidates, in the order to ask them.
    pub today: Vec<usize>,
    /// Cards due now that wait for a later day (the budget is spent).
    pub waiting: u32,
    /// Reviews planned for today in all (done and to do); none without a budget.
    pub quota: Option<u32>,
}

/// Whether a card not yet due may be asked early on a light day: a card in review (not in FSRS's
/// same-day steps) with an interval of at least [`EARLY_MIN_INTERVAL`] days, due within
/// [`EARLY_SHARE`] of it (at most [`EARLY_DAYS_MAX`] days). FSRS counts whole days since the last
/// review, so a short interval taken early would count as no time at all.
fn may_come_early(c: &Candidate, now: i64) -> bool {
    let Some(m) = c.memory.filter(|m| m.learning == LearningState::Review) else { return false };
    if m.scheduled_days < EARLY_MIN_INTERVAL {
        return false;
    }
    let reach = ((m.scheduled_days as f64 * EARLY_SHARE).floor() as i64).clamp(1, EARLY_DAYS_MAX) * DAY_MS;
    c.due > now && c.due - now <= reach
}

/// Today's plan from the candidates (every card due by now, and those due in the next
/// [`EARLY_DAYS_MAX`] days), the student's budget and day log, and the exam target.
///
/// - No budget: every card due now, earliest first (FSRS's own order).
/// - A budget: the day's quota is the budget's cards; after a break, plus an even share of the
///   cards overdue (due before today) over what is left of [`BACKLOG_DAYS`], so the backlog is
///   gone within them; before the exams, at least an even share of the cards due now over the
///   days left (the exam target comes before the budget). Due cards are asked lowest predicted
///   recall first; on a light day, cards soon due fill the quota, lowest recall first.
pub fn plan_day(
    candidates: &[Candidate],
    now: i64,
    budget: Option<Budget>,
    log: DayLog,
    target: Option<ExamTarget>,
) -> DayPlan {
    let mut due: Vec<usize> = (0..candidates.len()).filter(|&i| candidates[i].due <= now).collect();
    let Some(budget) = budget else {
        due.sort_by_key(|&i| candidates[i].due);
        return DayPlan { today: due, waiting: 0, quota: None };
    };
    let today = day_of(now);
    // Cards in the middle of FSRS's short (same-day) steps first, earliest first: a card missed a
    // minute ago is not "well remembered" because it was just seen. Then lowest recall first.
    let in_steps = |i: usize| {
        candidates[i].memory.is_some_and(|m| matches!(m.learning, LearningState::Learning | LearningState::Relearning))
    };
    let recall_now = |i: usize| if in_steps(i) { -1.0 } else { recall(candidates[i].memory, candidates[i].due, now) };
    let by_recall = |list: &mut Vec<usize>| {
        list.sort_by(|&a, &b| recall_now(a).total_cmp(&recall_now(b)).then(candidates[a].due.cmp(&candidates[b].due)))
    };
    by_recall(&mut due);

    let mut quota = budget.cards_per_day() as usize;
    if let Some(back_on) = log.back_on_at(today) {
        let overdue = due.iter().filter(|&&i| candidates[i].due < day_start(today)).count();
        let days_left = (back_on + BACKLOG_DAYS - today).max(1) as usize;
        quota += overdue.div_ceil(days_left);
    }
    if let Some(t) = target {
        let days_left = (day_of(t.exam_at) - today).max(1) as usize;
        quota = quota.max(due.len().div_ceil(days_left));
    }
    let left = quota.saturating_sub(log.reviews_on(today) as usize);
    let mut plan: Vec<usize> = due.iter().copied().take(left).collect();
    let waiting = (due.len() - plan.len()) as u32;
    if plan.len() < left {
        let mut early: Vec<usize> = (0..candidates.len()).filter(|&i| may_come_early(&candidates[i], now)).collect();
        by_recall(&mut early);
        plan.extend(early.into_iter().take(left - plan.len()));
    }
    DayPlan { today: plan, waiting, quota: Some(quota as u32) }
}

/// The exam-day projection: how many cards, and the mean predicted recall on the first exam day.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Projection {
    pub cards: u32,
    pub mean_recall: f64,
}

/// The mean predicted recall on the exam day if the student keeps to the plan: a card due before
/// the exam is taken as reviewed on its due day and remembered (graded Good), again as often as
/// its (capped) schedule brings it back before the exam; then FSRS's retrievability on the exam
/// day. `review` is FSRS's step (the student's scheduler): memory, due, now → new memory, due.
pub fn project(
    cards: &[(CardId, Option<Memory>, i64)],
    target: ExamTarget,
    now: i64,
    review: impl Fn(Option<&Memory>, i64, i64) -> (Memory, i64),
) -> Projection {
    let mut total = 0.0;
    for (card_id, memory, due) in cards {
        let (mut memory, mut due) = (*memory, *due);
        for _ in 0..64 {
            if due >= target.exam_at {
                break;
            }
            let at = due.max(now);
            let (next, fsrs_due) = review(memory.as_ref(), due, at);
            due = cap(card_id, &next, fsrs_due, at, Some(target)).max(at + 1);
            memory = Some(next);
        }
        total += recall(memory.as_ref(), due, target.exam_at);
    }
    let n = cards.len();
    Projection { cards: n as u32, mean_recall: if n == 0 { 0.0 } else { total / n as f64 } }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::{Grade, review};

    /// 2026-01-05 09:00 GMT+8 (a fixed clock).
    const NOW: i64 = 1_767_574_800_000;

    fn cohort(text: &str) -> Cohort {
        text.parse().unwrap()
    }

    fn target(exam_at: i64) -> Option<ExamTarget> {
        Some(ExamTarget { exam_at, retention: Retention::default() })
    }

    /// A card first seen at `NOW`, then graded Good at each of its due dates `n` times.
    fn reviewed(n: usize) -> (Memory, i64) {
        let (mut m, mut due) = review(None, NOW, Grade::Good, NOW, Retention::default());
        for _ in 0..n {
            (m, due) = review(Some(&m), due, Grade::Good, due, Retention::default());
        }
        (m, due)
    }

    #[test]
    fn the_first_exam_day_comes_from_the_table_or_the_fallback_at_midnight_in_singapore() {
        // 2026-04-24 00:00 GMT+8 = 2026-04-23 16:00 UTC.
        assert_eq!(first_exam_day(cohort("2026#MAY")), Some(1_776_960_000_000));
        assert_eq!(first_exam_day(cohort("2026#NOV")), Some(day_start(days_from_civil(2026, 10, 21))));
        // Not in the table: 24 April / 20 October.
        assert_eq!(first_exam_day(cohort("2031#MAY")), Some(day_start(days_from_civil(2031, 4, 24))));
        assert_eq!(first_exam_day(cohort("2031#NOV")), Some(day_start(days_from_civil(2031, 10, 20))));
        assert_eq!(first_exam_day(cohort("#NOV")), None, "no year, no date");
        // Every row is in the last days of April / first of May, or the second half of October.
        for &(_, session, m, d) in FIRST_EXAM_DAYS {
            match session {
                ExamSession::May => assert!((m == 4 && d >= 20) || (m == 5 && d <= 7), "{m}-{d}"),
                ExamSession::Nov => assert!(m == 10 && d >= 15, "{m}-{d}"),
            }
        }
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(day_of(day_start(20_000)), 20_000);
    }

    #[test]
    fn a_target_exists_only_before_the_exams() {
        let exam = first_exam_day(cohort("2026#MAY")).unwrap();
        assert!(ExamTarget::of(Some(cohort("2026#MAY")), Retention::default(), NOW).is_some());
        assert_eq!(ExamTarget::of(Some(cohort("2026#MAY")), Retention::default(), exam), None);
        assert_eq!(ExamTarget::of(Some(cohort("#MAY")), Retention::default(), NOW), None);
        assert_eq!(ExamTarget::of(None, Retention::default(), NOW), None);
    }

    #[test]
    fn the_cap_brings_a_card_back_for_a_final_pass_when_it_would_be_forgotten_by_the_exam() {
        // Day to day, the student asks for 0.80: FSRS's date then comes after recall drops below
        // the exam target of 0.90.
        let lax = Retention::new(0.8).unwrap();
        let (m, due) = review(None, NOW, Grade::Good, NOW, lax);
        let (m, fsrs_due) = review(Some(&m), due, Grade::Good, due, lax);
        // An exam just before FSRS's date.
        let exam = day_start(day_of(fsrs_due) - 1);
        assert!(recall(Some(&m), exam, exam) < 0.9);
        let capped = cap(&"quiz-1-1".into(), &m, fsrs_due, NOW, target(exam));
        assert!(capped < exam, "seen again before the exam");
        assert!(capped >= day_start(day_of(exam) - FINAL_PASS_DAYS), "in the final pass");
        assert!(capped > NOW);
        assert_eq!(capped, day_start(day_of(capped)), "due from the start of its day");
        // Cards spread over the final pass, not all on one day.
        let days: std::collections::BTreeSet<i64> =
            (0..50).map(|i| day_of(cap(&format!("quiz-1-{i}").into(), &m, fsrs_due, NOW, target(exam)))).collect();
        assert!(days.len() > 7, "{days:?}");
    }

    #[test]
    fn the_cap_leaves_fsrs_alone_when_the_card_is_safe_due_before_the_exam_or_after_it() {
        let (m, fsrs_due) = reviewed(2);
        // Due before the exam: FSRS's date (the next review decides again).
        assert_eq!(cap(&"c".into(), &m, fsrs_due, NOW, target(fsrs_due + 30 * DAY_MS)), fsrs_due);
        // Still recalled ≥ 0.90 on an exam just after the review.
        let soon = NOW + 2 * DAY_MS;
        assert!(recall(Some(&m), soon, soon) >= 0.9);
        assert_eq!(cap(&"c".into(), &m, fsrs_due, NOW, target(soon)), fsrs_due);
        // After the exams, and without a cohort: plain FSRS.
        assert_eq!(cap(&"c".into(), &m, fsrs_due, NOW, target(NOW - DAY_MS)), fsrs_due);
        assert_eq!(cap(&"c".into(), &m, fsrs_due, NOW, None), fsrs_due);
        // The last day before the exam: nothing more to plan.
        let exam = day_start(day_of(NOW) + 1);
        let (weak, weak_due) = review(None, NOW - 40 * DAY_MS, Grade::Good, NOW - 40 * DAY_MS, Retention::default());
        let weak_due = weak_due.max(exam + DAY_MS);
        assert_eq!(cap(&"c".into(), &weak, weak_due, NOW, target(exam)), weak_due);
    }

    #[test]
    fn a_higher_exam_target_caps_more_cards() {
        let (m, fsrs_due) = reviewed(3);
        let exam = fsrs_due - DAY_MS;
        let strict = Some(ExamTarget { exam_at: exam, retention: Retention::new(0.95).unwrap() });
        let lax = Some(ExamTarget { exam_at: exam, retention: Retention::new(0.80).unwrap() });
        let r = recall(Some(&m), exam, exam);
        assert!((0.80..0.95).contains(&r), "{r}");
        assert!(cap(&"c".into(), &m, fsrs_due, NOW, strict) < exam);
        assert_eq!(cap(&"c".into(), &m, fsrs_due, NOW, lax), fsrs_due);
    }

    #[test]
    fn budgets_are_minutes_or_cards_within_range() {
        assert_eq!(Budget::new(BudgetUnit::Minutes, 20).map(Budget::cards_per_day), Some(40));
        assert_eq!(Budget::new(BudgetUnit::Cards, 35).map(Budget::cards_per_day), Some(35));
        assert_eq!(Budget::new(BudgetUnit::Cards, 4), None);
        assert_eq!(Budget::new(BudgetUnit::Minutes, 241), None);
    }

    /// `n` cards: `(memory, due)` with recall falling as `i` grows (older reviews).
    fn deck(n: usize, due_at: impl Fn(usize) -> i64) -> Vec<(Memory, i64)> {
        let (m, _) = reviewed(1);
        let m = Memory { scheduled_days: 20, learning: crate::review::LearningState::Review, ..m };
        (0..n).map(|i| (Memory { last_review: NOW - (i as i64 + 1) * DAY_MS, ..m }, due_at(i))).collect()
    }

    fn candidates(deck: &[(Memory, i64)]) -> Vec<Candidate<'_>> {
        deck.iter().map(|(m, due)| Candidate { memory: Some(m), due: *due }).collect()
    }

    #[test]
    fn a_budget_spreads_a_heavy_day_lowest_recall_first_and_fills_a_light_one_with_cards_soon_due() {
        let budget = Budget::new(BudgetUnit::Cards, 20);
        let log = DayLog { day: day_of(NOW) - 1, reviews: 20, back_on: None };
        // 50 due: 20 today, the least likely to be recalled first; 30 wait.
        let heavy = deck(50, |_| NOW - DAY_MS / 2);
        let plan = plan_day(&candidates(&heavy), NOW, budget, log, None);
        assert_eq!((plan.today.len(), plan.waiting, plan.quota), (20, 30, Some(20)));
        assert_eq!(plan.today[0], 49, "the oldest review, lowest recall, first");
        assert!(plan.today.windows(2).all(|w| w[0] > w[1]));
        // 5 reviewed already today: 15 left.
        let log_today = DayLog { day: day_of(NOW), reviews: 5, back_on: None };
        assert_eq!(plan_day(&candidates(&heavy), NOW, budget, log_today, None).today.len(), 15);
        // 5 due, and 30 (of a 20-day interval) due within 3 days: the day is filled to 20.
        let light = deck(35, |i| if i < 5 { NOW - 1 } else { NOW + 3 * DAY_MS });
        let plan = plan_day(&candidates(&light), NOW, budget, log, None);
        assert_eq!((plan.today.len(), plan.waiting), (20, 0));
        assert!(plan.today[..5].iter().all(|&i| i < 5), "the due cards first");
        // Not a card due further than a fifth of its interval away, nor one of a short interval.
        let far = deck(10, |_| NOW + 5 * DAY_MS);
        assert!(plan_day(&candidates(&far), NOW, budget, log, None).today.is_empty());
        let short: Vec<(Memory, i64)> =
            deck(10, |_| NOW + DAY_MS / 2).into_iter().map(|(m, d)| (Memory { scheduled_days: 2, ..m }, d)).collect();
        assert!(plan_day(&candidates(&short), NOW, budget, log, None).today.is_empty());
        // Without a budget: every due card, earliest first.
        let plan = plan_day(&candidates(&light), NOW, None, log, None);
        assert_eq!(plan, DayPlan { today: vec![0, 1, 2, 3, 4], waiting: 0, quota: None });
    }

    #[test]
    fn after_a_break_the_backlog_is_cleared_within_seven_days_lowest_recall_first() {
        let budget = Budget::new(BudgetUnit::Cards, 20);
        // Ten days away: 300 cards overdue; each day a new 20 come due.
        let mut log = DayLog { day: day_of(NOW) - 10, reviews: 30, back_on: None };
        let mut backlog: Vec<(Memory, i64)> = deck(300, |i| NOW - (1 + i as i64 % 9) * DAY_MS);
        let mut cleared_on = None;
        for d in 0..BACKLOG_DAYS {
            let now = NOW + d * DAY_MS;
            let mut today = backlog.clone();
            today.extend(deck(20, |_| day_start(day_of(now))));
            let plan = plan_day(&candidates(&today), now, budget, log, None);
            assert!(plan.quota.unwrap() > 20, "day {d}: above the budget while the backlog lasts");
            // Asked lowest recall first.
            let recalls: Vec<f64> = plan.today.iter().map(|&i| recall(Some(&today[i].0), today[i].1, now)).collect();
            assert!(recalls.windows(2).all(|w| w[0] <= w[1]), "day {d}");
            let asked: std::collections::BTreeSet<usize> = plan.today.iter().copied().collect();
            for _ in &plan.today {
                log = log.after_review(now);
            }
            // What was not asked stays overdue (the new cards answered move out).
            backlog = (0..backlog.len()).filter(|i| !asked.contains(i)).map(|i| backlog[i]).collect();
            if backlog.is_empty() && cleared_on.is_none() {
                cleared_on = Some(d);
            }
        }
        assert!(cleared_on.is_some(), "cleared within {BACKLOG_DAYS} days ({} left)", backlog.len());
        assert_eq!(log.back_on_at(day_of(NOW) + BACKLOG_DAYS), None, "the backlog rule ends after 7 days");
    }

    #[test]
    fn the_day_log_counts_todays_reviews_and_notices_a_break() {
        let log = DayLog::default().after_review(NOW);
        assert_eq!((log.reviews_on(day_of(NOW)), log.back_on), (1, None), "a first review is no break");
        let log = log.after_review(NOW + 60_000);
        assert_eq!(log.reviews_on(day_of(NOW)), 2);
        assert_eq!(log.reviews_on(day_of(NOW) + 1), 0);
        // The next day: no break.
        assert_eq!(log.after_review(NOW + DAY_MS).back_on, None);
        // Two days later: a break (a whole day without reviews).
        let back = log.after_review(NOW + 2 * DAY_MS);
        assert_eq!(back.back_on, Some(day_of(NOW) + 2));
        assert_eq!(back.after_review(NOW + 3 * DAY_MS).back_on, Some(day_of(NOW) + 2));
    }

    #[test]
    fn before_the_exams_the_due_cards_are_all_planned_in_the_days_left_whatever_the_budget() {
        let budget = Budget::new(BudgetUnit::Cards, 10);
        let log = DayLog { day: day_of(NOW) - 1, reviews: 10, back_on: None };
        let due = deck(60, |_| NOW - 1);
        let exam = day_start(day_of(NOW) + 3);
        let plan = plan_day(&candidates(&due), NOW, budget, log, target(exam));
        assert_eq!(plan.quota, Some(20), "60 cards over 3 days");
        assert_eq!(plan_day(&candidates(&due), NOW, budget, log, target(NOW + 100 * DAY_MS)).quota, Some(10));
    }

    #[test]
    fn the_projection_is_fsrs_retrievability_on_exam_day_for_a_student_who_keeps_up() {
        let retention = Retention::default();
        let step = |m: Option<&Memory>, due: i64, at: i64| review(m, due, Grade::Good, at, retention);
        let exam = NOW + 90 * DAY_MS;
        let t = ExamTarget { exam_at: exam, retention };
        let (m, due) = reviewed(1);
        // A card due after the exam, untouched: its recall on the day.
        let late = vec![("a".into(), Some(m), exam + 400 * DAY_MS)];
        let p = project(&late, t, NOW, step);
        assert_eq!(p.cards, 1);
        assert!((p.mean_recall - recall(Some(&m), exam, exam)).abs() < 1e-12);
        // Cards due before it are reviewed on the way: at least the target on the day.
        let kept = vec![("b".into(), Some(m), due), ("c".into(), None, NOW)];
        let p = project(&kept, t, NOW, step);
        assert_eq!(p.cards, 2);
        assert!(p.mean_recall >= 0.9 && p.mean_recall <= 1.0, "{}", p.mean_recall);
        assert_eq!(project(&[], t, NOW, step), Projection { cards: 0, mean_recall: 0.0 });
    }
}
