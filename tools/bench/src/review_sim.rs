//! P10: the review deck planned for an exam, simulated. A student whose memory follows FSRS with
//! ground-truth parameters of their own (they forget faster than FSRS's defaults assume) adds
//! cards for 150 days, takes a 5-day break, and sits the first exam on day 165. The deck schedules
//! them as the product does (`domain::review` with the default parameters, `domain::exam_plan`),
//! three ways: plain FSRS (every due card, every day), FSRS with the daily budget, and FSRS with
//! the budget and the exam cap. A review's outcome is drawn from the student's true recall at that
//! moment; Good when recalled, Again when not. Fixed seed: the same figures every run.

use domain::exam_plan::{self, Budget, BudgetUnit, Candidate, DAY_MS, DayLog, ExamTarget};
use domain::review::{self, Grade, Memory, Retention, Weights};
use serde_json::{Value, json};

/// Cards added each day, on days 0–149.
const NEW_PER_DAY: usize = 8;
const ADD_DAYS: i64 = 150;
/// The first exam day, counted from day 0.
const EXAM_DAY: i64 = 165;
/// The student is away on these days.
const BREAK: std::ops::Range<i64> = 90..95;
/// The student's daily budget, in cards.
const BUDGET: u32 = 80;
/// Day 0 (2025-11-10 00:00 GMT+8); the student reviews from 18:00, 30 seconds a card.
const DAY0: i64 = 1_762_704_000_000;
const EVENING: i64 = 10 * 3_600_000;
const CARD_MS: i64 = 30_000;

/// The student's true memory: FSRS's defaults, but first memories weaker and growing slower.
fn ground_truth() -> Weights {
    let mut w = rs_defaults();
    w[0] *= 0.6;
    w[1] *= 0.6;
    w[2] *= 0.6;
    w[3] *= 0.6;
    w[8] -= 0.2;
    w
}

fn rs_defaults() -> Weights {
    review::default_weights()
}

/// splitmix64: a small, seeded generator.
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    }
}

struct SimCard {
    id: domain::ids::CardId,
    /// What the deck knows (default parameters) and when it is due.
    memory: Option<Memory>,
    due: i64,
    /// The student's true memory (ground-truth parameters).
    truth: Option<Memory>,
}

/// The true chance of recalling a card at `at` (fractional days, the ground truth's curve).
fn true_recall(truth: Option<&Memory>, at: i64) -> f64 {
    truth.map_or(0.0, |m| {
        let days = (at - m.last_review).max(0) as f64 / DAY_MS as f64;
        review::forgetting_curve(days, m.stability)
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Plain,
    Budget,
    BudgetAndCap,
}

fn run(mode: Mode) -> Value {
    let retention = Retention::default();
    let truth_w = ground_truth();
    let budget = match mode {
        Mode::Plain => None,
        _ => Budget::new(BudgetUnit::Cards, BUDGET),
    };
    let exam_at = exam_plan::day_start(exam_plan::day_of(DAY0) + EXAM_DAY);
    let mut rng = Rng(7);
    let mut cards: Vec<SimCard> = vec![];
    let mut log = DayLog::default();
    let mut loads = vec![];
    let mut overdue_by_day: Vec<usize> = vec![];
    for day in 0..EXAM_DAY {
        let start = DAY0 + day * DAY_MS;
        let mut now = start + EVENING;
        if day < ADD_DAYS {
            for _ in 0..NEW_PER_DAY {
                let id = format!("quiz-1-{}", cards.len()).into();
                cards.push(SimCard { id, memory: None, due: now, truth: None });
            }
        }
        if BREAK.contains(&day) {
            loads.push(0u32);
            overdue_by_day.push(cards.iter().filter(|c| c.due < now).count());
            continue;
        }
        let target = match mode {
            Mode::BudgetAndCap => Some(ExamTarget { exam_at, retention }),
            _ => None,
        };
        let mut reviews = 0u32;
        // Ask the plan, review it, and ask again (cards missed come back minutes later).
        loop {
            let candidates: Vec<Candidate> =
                cards.iter().map(|c| Candidate { memory: c.memory.as_ref(), due: c.due }).collect();
            let plan = exam_plan::plan_day(&candidates, now, budget, log, target);
            if plan.today.is_empty() {
                break;
            }
            for i in plan.today {
                let c = &mut cards[i];
                let recalled = rng.unit() < true_recall(c.truth.as_ref(), now);
                let grade = if recalled { Grade::Good } else { Grade::Again };
                let (truth, _) = review::review_with(c.truth.as_ref(), c.due, grade, now, retention, Some(&truth_w));
                let (memory, fsrs_due) = review::review(c.memory.as_ref(), c.due, grade, now, retention);
                c.due = exam_plan::cap(&c.id, &memory, fsrs_due, now, target);
                c.memory = Some(memory);
                c.truth = Some(truth);
                log = log.after_review(now);
                reviews += 1;
                now += CARD_MS;
            }
        }
        loads.push(reviews);
        // Cards due before today still waiting at the end of the day.
        let overdue = cards.iter().filter(|c| c.due < exam_plan::day_start(exam_plan::day_of(now))).count();
        overdue_by_day.push(overdue);
    }
    let recalls: Vec<f64> = cards.iter().map(|c| true_recall(c.truth.as_ref(), exam_at)).collect();
    let predicted: f64 =
        cards.iter().map(|c| review::recall(c.memory.as_ref(), c.due, exam_at)).sum::<f64>() / cards.len() as f64;
    let studied: Vec<f64> =
        loads.iter().enumerate().filter(|(d, _)| !BREAK.contains(&(*d as i64))).map(|(_, &l)| f64::from(l)).collect();
    let b = f64::from(BUDGET);
    let within = studied.iter().filter(|&&l| (l - b).abs() <= 0.1 * b).count();
    let over = studied.iter().filter(|&&l| l > 1.1 * b).count();
    let under = studied.iter().filter(|&&l| l < 0.9 * b).count();
    // Days from day 30 on (once the deck has enough cards to fill a day).
    let settled: Vec<f64> = studied.iter().skip(30).copied().collect();
    let settled_within = settled.iter().filter(|&&l| (l - b).abs() <= 0.1 * b).count();
    json!({
        "cards": cards.len(),
        "exam_mean_recall": recalls.iter().sum::<f64>() / recalls.len() as f64,
        "exam_share_at_least_90": recalls.iter().filter(|&&r| r >= 0.9).count() as f64 / recalls.len() as f64,
        "predicted_mean_recall": predicted,
        "load_mean": studied.iter().sum::<f64>() / studied.len() as f64,
        "load_max": studied.iter().copied().fold(0.0, f64::max),
        "study_days": studied.len(),
        "days_within_10pct": within,
        "days_over": over,
        "days_under": under,
        "settled_days": settled.len(),
        "settled_within_10pct": settled_within,
        "final_weeks_load_mean": studied.iter().rev().take(exam_plan::FINAL_PASS_DAYS as usize).sum::<f64>()
            / exam_plan::FINAL_PASS_DAYS as f64,
        // The break's backlog: cards overdue on the first day back, and at the end of each of the
        // seven days after it.
        "overdue_back": overdue_by_day[BREAK.end as usize - 1],
        "overdue_week_after": overdue_by_day[BREAK.end as usize..BREAK.end as usize + exam_plan::BACKLOG_DAYS as usize].to_vec(),
        "total_reviews": studied.iter().sum::<f64>(),
    })
}

pub fn measure() -> Value {
    json!({
        "budget": BUDGET,
        "new_per_day": NEW_PER_DAY,
        "add_days": ADD_DAYS,
        "exam_day": EXAM_DAY,
        "break_days": [BREAK.start, BREAK.end - 1],
        "retention": Retention::default().value(),
        "ground_truth": ground_truth().to_vec(),
        "plain": run(Mode::Plain),
        "budget_only": run(Mode::Budget),
        "exam_cap": run(Mode::BudgetAndCap),
    })
}
