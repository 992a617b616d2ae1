//! Per-student FSRS parameters on the emulators: a simulated student whose memory follows other
//! parameters than FSRS's defaults reviews over 150 days; once they have enough reviews the weekly
//! run fits their own parameters (the `fsrs` optimizer), stores them with the number of reviews
//! they came from, and leaves a student with too few on the defaults; a second run with no new
//! reviews fits nothing. A history the optimizer cannot take leaves its student on the defaults
//! with nothing stored.

use domain::review::{FIT_MIN_REVIEWS, Grade, Logged, Memory, Retention, Weights, default_weights, review_with};
use testkit::TestEnv;

const DAY: i64 = 86_400_000;
const START: i64 = 1_780_000_000_000;

/// A reproducible stream of numbers in [0, 1).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// `cards` cards, one added a day, each reviewed when the true parameters schedule it, recalled
/// with the true forgetting curve's probability, until day 150.
fn simulate(cards: usize, truth: &Weights, seed: u64) -> Vec<(String, Logged)> {
    let mut rng = Lcg(seed);
    let mut out = vec![];
    for c in 0..cards {
        let id = format!("qb-1-{c}");
        let mut now = START + (c as i64 % 100) * DAY + 9 * 3_600_000;
        let mut memory: Option<Memory> = None;
        let mut due = now;
        while now < START + 150 * DAY {
            let recalled = match &memory {
                None => rng.next() < 0.7,
                Some(m) => {
                    let days = (now - m.last_review) as f64 / DAY as f64;
                    rng.next() < domain::review::forgetting_curve(days, m.stability)
                }
            };
            let grade = if recalled { Grade::Good } else { Grade::Again };
            out.push((id.clone(), Logged { reviewed_at: now, grade }));
            let (m, next) = review_with(memory.as_ref(), due, grade, now, Retention::default(), Some(truth));
            memory = Some(m);
            due = next;
            now = next.max(now + DAY / 2);
        }
    }
    out
}

async fn store_history(env: &TestEnv, sub: &domain::ids::UserId, logs: &[(String, Logged)]) {
    let items = logs
        .iter()
        // The rows a review writes (the review route's transaction builds the same).
        .map(|(card, l)| store::review::history_item(sub, &domain::ids::CardId::from(card.as_str()), *l).unwrap())
        .collect();
    store::batch::put(&env.state.db, &env.state.db.tables.progress, items).await.unwrap();
    store::mail::enrol(&env.state.db, sub).await.unwrap();
}

#[tokio::test]
async fn a_student_with_enough_reviews_gets_their_own_parameters_and_one_with_few_keeps_the_defaults() {
    let env = TestEnv::new().await;
    // The truth: memories that last three times FSRS's default initial stabilities.
    let mut truth = default_weights();
    for w in &mut truth[..4] {
        *w *= 3.0;
    }
    let many = simulate(90, &truth, 7);
    assert!(many.len() >= FIT_MIN_REVIEWS, "{} reviews", many.len());
    let few = simulate(20, &truth, 8);
    assert!(few.len() < FIT_MIN_REVIEWS, "{} reviews", few.len());
    store_history(&env, &"ann".into(), &many).await;
    store_history(&env, &"bob".into(), &few).await;

    let run = fit::run(&env.state).await.unwrap();
    assert_eq!((run.students, run.fitted, run.not_due, run.failed), (2, 1, 1, 0), "{run:?}");
    let ann = store::review::settings(&env.state.db, &"ann".into()).await.unwrap().unwrap();
    let params = ann.params.expect("Ann's own parameters");
    assert_eq!(params.len(), 19);
    assert_ne!(params, default_weights().to_vec(), "fitted, not the defaults");
    assert!(domain::review::weights(&params).is_some(), "the scheduler takes them: {params:?}");
    // Good on a first review: the fitted initial stability moved toward the truth.
    println!("fitted w[2] = {:.2} (default {:.2}, truth {:.2})", params[2], default_weights()[2], truth[2]);
    assert!(params[2] > default_weights()[2], "{params:?}");
    assert_eq!(ann.fitted_on, Some(many.len()));
    assert!(store::review::settings(&env.state.db, &"bob".into()).await.unwrap().and_then(|s| s.params).is_none());

    // Nothing new since: nothing fitted again.
    let again = fit::run(&env.state).await.unwrap();
    assert_eq!(again.fitted, 0);
}

#[tokio::test]
async fn a_history_with_nothing_a_day_apart_leaves_the_student_on_the_defaults_with_nothing_stored() {
    let env = TestEnv::new().await;
    // Enough reviews for a fit, but every card missed and then got right ten minutes later, on
    // the same day, and never seen again: no review came a day or more after the one before, so
    // there is nothing to learn long-term memory from (the `fsrs` crate would stop on such items:
    // `domain::review::training_histories` leaves them out, and the fit gives up on too few).
    let logs: Vec<(String, Logged)> = (0..FIT_MIN_REVIEWS / 2 + 10)
        .flat_map(|c| {
            let id = format!("qb-1-{c}");
            let first = START + (c as i64 % 100) * DAY + 2 * 3_600_000;
            [
                (id.clone(), Logged { reviewed_at: first, grade: Grade::Again }),
                (id, Logged { reviewed_at: first + 10 * 60_000, grade: Grade::Good }),
            ]
        })
        .collect();
    assert!(logs.len() >= FIT_MIN_REVIEWS, "{} reviews: a fit is due", logs.len());
    store_history(&env, &"cy".into(), &logs).await;

    let run = fit::run(&env.state).await.unwrap();
    assert_eq!((run.students, run.fitted, run.not_due, run.failed), (1, 0, 1, 0), "not enough to learn from: {run:?}");
    // Nothing stored: the deck schedules Cy with the defaults (no settings item at all).
    assert_eq!(store::review::settings(&env.state.db, &"cy".into()).await.unwrap(), None);
    // The next week's run tries again, and again stores nothing.
    assert_eq!(fit::fit_student(&env.state, &"cy".into()).await.unwrap(), None);
    assert_eq!(store::review::settings(&env.state.db, &"cy".into()).await.unwrap(), None);
}
