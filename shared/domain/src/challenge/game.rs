//! A game from its start to its end: which questions it asks and in what order, what an action
//! does to it (through [`Play`]), whose answer counts where, and what its end records — the
//! player's best of the week, their row on the board, the question it ended on in their review
//! deck. The handlers load, call these, save and answer.

use crate::ids::{PlayerId, UserId};
use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::template::{self, Instance, Rng, TemplateError};
use super::{Action, ChallengeQuestion, End, Mode, Outcome, Play, Refusal};
use crate::week;

/// The one subject of the challenge: Economics HL.
pub const SUBJECT_ID: u32 = 1;
/// At most one fixed question (no variables: the same text and answers every time, so a
/// patient player can learn them) in every five a ranked game asks.
pub const FIXED_SHARE: usize = 5;
/// Games are kept a day, then the store removes them.
pub const GAME_TTL_SECS: i64 = 86_400;
/// Bests and board rows are kept 8 weeks after their week ends.
pub const BOARD_TTL_SECS: i64 = 8 * 7 * 86_400;
/// A visitor's player id starts so; a visitor is never ranked and nothing of theirs is counted.
pub const GUEST_PREFIX: &str = "UNREGISTERED";
/// The end of a challenge that asked every question of the topics chosen.
pub const FINISHED_ALL: &str = "You answered every question in the topics you chose. Well done!";

/// Whether `id` is a visitor's player id: the prefix, then at most 80 letters, digits, `-`, `_`.
pub fn is_guest_id(id: &str) -> bool {
    id.starts_with(GUEST_PREFIX)
        && id.len() <= 80
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Every question id, by topic, and which of them are fixed questions (no variables).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct QuestionIndex {
    pub topics: BTreeMap<u32, Vec<u32>>,
    #[serde(default)]
    pub fixed: BTreeSet<u32>,
}

/// Why a game cannot start (the player's words).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartRefusal {
    #[error("Choose at least one topic.")]
    NoTopic,
    #[error("Topic {0} has no challenge questions.")]
    TopicWithout(u32),
    #[error("These topics have no challenge questions.")]
    NoQuestions,
}

impl QuestionIndex {
    /// Files `q` under its topic (and nowhere else), fixed or not.
    pub fn file(&mut self, q: &ChallengeQuestion) {
        for ids in self.topics.values_mut() {
            ids.retain(|id| *id != q.id);
        }
        self.topics.entry(q.topic_id).or_default().push(q.id);
        self.topics.retain(|_, ids| !ids.is_empty());
        if q.is_fixed() {
            self.fixed.insert(q.id);
        } else {
            self.fixed.remove(&q.id);
        }
    }

    /// The questions a game of `topics` asks, in the order it asks them from the end (see
    /// [`order`]).
    pub fn game_order(&self, topics: &[u32], mode: Mode, rng: &mut Rng) -> Result<Vec<u32>, StartRefusal> {
        let topics: BTreeSet<u32> = topics.iter().copied().collect();
        if topics.is_empty() {
            return Err(StartRefusal::NoTopic);
        }
        let (mut templates, mut fixed) = (vec![], vec![]);
        for t in topics {
            for id in self.topics.get(&t).ok_or(StartRefusal::TopicWithout(t))? {
                if self.fixed.contains(id) { fixed.push(*id) } else { templates.push(*id) }
            }
        }
        let order = order(templates, fixed, mode, rng);
        if order.is_empty() { Err(StartRefusal::NoQuestions) } else { Ok(order) }
    }
}

/// The order a game asks `templates` and `fixed` questions in (it asks from the end). A
/// challenge game places one fixed question at random in each run of `FIXED_SHARE - 1` template
/// questions and leaves out the rest; practice asks everything, shuffled.
pub fn order(mut templates: Vec<u32>, mut fixed: Vec<u32>, mode: Mode, rng: &mut Rng) -> Vec<u32> {
    rng.shuffle(&mut templates);
    rng.shuffle(&mut fixed);
    if mode == Mode::Practice {
        templates.extend(fixed);
        rng.shuffle(&mut templates);
        return templates;
    }
    let mut out = Vec::with_capacity(templates.len() + fixed.len());
    for run in templates.chunks(FIXED_SHARE - 1) {
        let mut block = run.to_vec();
        if run.len() == FIXED_SHARE - 1
            && let Some(f) = fixed.pop()
        {
            block.insert(rng.below(FIXED_SHARE as u64) as usize, f);
        }
        out.extend(block);
    }
    out.reverse();
    out
}

/// A game in play or ended. Only the server sees it: the correct answer of the question being
/// asked and the questions still to come never leave the API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Game {
    pub user_uuid: PlayerId,
    /// Epoch ms; with `user_uuid`, the game's key.
    pub created_at: i64,
    /// A signed-in player (not a guest); whether they are ranked is decided when the game ends.
    pub registered: bool,
    pub full_name: String,
    /// Where the game stands: its mode, counts, the served question's right answer and time.
    #[serde(flatten)]
    pub play: Play,
    pub current_question_id: u32,
    /// The current question's topic (none in games started before it was kept).
    #[serde(default)]
    pub current_topic_id: Option<u32>,
    /// The seed of the current question's instance: its values, order and answer ids.
    pub current_seed: u64,
    /// The questions still to come, in order.
    pub remaining: Vec<u32>,
    pub expires_at: i64,
}

/// Who starts a game: a signed-in player by their name, or a visitor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Starter {
    Registered { full_name: String },
    Guest,
}

/// An answer counted on a registered player's tally of its topic (their mastery).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    pub topic_id: u32,
    pub right: bool,
}

/// What one action did to a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    pub outcome: Outcome,
    /// The question the action was on, and the seed of its instance (to explain it).
    pub question_id: u32,
    pub seed: u64,
    /// A registered player's answer, counted with the game's save.
    pub tally: Option<Tally>,
    /// Practice: the verdict and the worked explanation follow every answer.
    pub shows_verdict: bool,
    /// Practice: a registered player's wrong answer joins their review deck once the game is
    /// saved (a card already there keeps its schedule).
    pub practice_miss: bool,
}

impl Game {
    /// A new game of `mode` for `user_uuid`, serving `first` as a fresh instance drawn from `rng`;
    /// `remaining` is what [`QuestionIndex::game_order`] gave, without `first`.
    pub fn start(
        user_uuid: PlayerId,
        starter: Starter,
        mode: Mode,
        first: &ChallengeQuestion,
        remaining: Vec<u32>,
        rng: &mut Rng,
        now: i64,
    ) -> Result<(Game, Instance), TemplateError> {
        let (seed, instance) = template::fresh(first, rng)?;
        let (registered, full_name) = match starter {
            Starter::Registered { full_name } => (true, full_name),
            Starter::Guest => (false, String::new()),
        };
        let game = Game {
            user_uuid,
            created_at: now,
            registered,
            full_name,
            play: Play::new(mode, instance.correct_answer_id, now),
            current_question_id: first.id,
            current_topic_id: Some(first.topic_id),
            current_seed: seed,
            remaining,
            expires_at: now / 1000 + GAME_TTL_SECS,
        };
        Ok((game, instance))
    }

    /// Applies `action` at `now`. What it counts and carries is for a registered player only.
    pub fn act(&mut self, action: Action, now: i64) -> Result<Turn, Refusal> {
        let outcome = self.play.act(action, now, !self.remaining.is_empty())?;
        let tally = self
            .current_topic_id
            .zip(outcome.right)
            .filter(|_| self.registered)
            .map(|(topic_id, right)| Tally { topic_id, right });
        let shows_verdict = self.play.mode == Mode::Practice && outcome.right.is_some();
        Ok(Turn {
            outcome,
            question_id: self.current_question_id,
            seed: self.current_seed,
            tally,
            shows_verdict,
            practice_miss: shows_verdict && tally.is_some_and(|t| !t.right),
        })
    }

    /// The id of the question to serve next, taken off the game's list.
    pub fn next_question(&mut self) -> Option<u32> {
        self.remaining.pop()
    }

    /// Serves `q` at `now` as a fresh instance drawn from `rng`.
    pub fn serve(&mut self, q: &ChallengeQuestion, rng: &mut Rng, now: i64) -> Result<Instance, TemplateError> {
        let (seed, instance) = template::fresh(q, rng)?;
        self.current_question_id = q.id;
        self.current_topic_id = Some(q.topic_id);
        self.current_seed = seed;
        self.play.serve(instance.correct_answer_id, now);
        Ok(instance)
    }

    /// The player whose week a game's end records: a registered player of a challenge (practice
    /// and visitors record nothing). `sub` is who the token says is playing.
    pub fn recorded_for<'a>(&self, sub: Option<&'a UserId>) -> Option<&'a UserId> {
        sub.filter(|_| self.registered && self.play.mode == Mode::Challenge)
    }

    /// What the end of this game records for `player` (see [`Game::recorded_for`]) at `now`,
    /// given what their week holds.
    pub fn end(&self, end: End, player: Option<&UserId>, week: &WeekSoFar, now: i64) -> Ending {
        let Some(auth_id) = player else {
            return Ending { new_best: None, ranked: false, to_deck: false, finished_all: self.finished_all(end) };
        };
        let mut best = Best {
            auth_id: auth_id.clone(),
            full_name: self.full_name.clone(),
            streak: self.play.streak,
            skips: self.play.total_skips,
            achieved_at: now,
            board_sk: None,
        };
        best.board_sk = week.subscribed.then(|| best.row_sk());
        let improves = week.best.as_ref().is_none_or(|old| best.beats(old));
        Ending {
            new_best: improves.then_some(best),
            ranked: week.subscribed,
            to_deck: end != End::Finished && !week.in_deck,
            finished_all: self.finished_all(end),
        }
    }

    fn finished_all(&self, end: End) -> bool {
        end == End::Finished && self.play.mode == Mode::Challenge
    }
}

/// What a recorded player's week holds when their game ends (read with the question).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WeekSoFar {
    /// Their best result this week.
    pub best: Option<Best>,
    /// A paid subscriber now: only they are ranked on the board.
    pub subscribed: bool,
    /// The question the game ended on is in their review deck already.
    pub in_deck: bool,
}

/// What a game's end records.
#[derive(Debug, Clone, PartialEq)]
pub struct Ending {
    /// The player's new best of the week, when this game beat the old one (with its board row
    /// when they are ranked).
    pub new_best: Option<Best>,
    /// The result counts on this week's board.
    pub ranked: bool,
    /// The question the game ended on joins the player's review deck.
    pub to_deck: bool,
    /// A challenge that asked every question: [`FINISHED_ALL`] instead of an explanation.
    pub finished_all: bool,
}

impl Ending {
    /// What the player reads at the end: the worked explanation of the question it ended on.
    pub fn explanation(&self, instance: &Instance) -> String {
        if self.finished_all { FINISHED_ALL.to_owned() } else { instance.explanation_notes.clone() }
    }
}

/// When a result of the week of `now` expires (epoch s).
pub fn board_expiry(now: i64) -> i64 {
    week::week_end(now) / 1000 + BOARD_TTL_SECS
}

/// A player's best result of a week.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Best {
    pub auth_id: UserId,
    pub full_name: String,
    pub streak: u32,
    pub skips: u32,
    pub achieved_at: i64,
    /// The row's sort key on the board, when the player is ranked.
    #[serde(default)]
    pub board_sk: Option<String>,
}

impl Best {
    /// Longest streak first, then fewer skips.
    pub fn beats(&self, other: &Best) -> bool {
        (self.streak, std::cmp::Reverse(self.skips)) > (other.streak, std::cmp::Reverse(other.skips))
    }

    /// The board's sort key: best first (longest streak, then fewer skips, then who got there
    /// first).
    pub fn row_sk(&self) -> String {
        format!(
            "{:06}#{:06}#{:013}#{}",
            999_999u32.saturating_sub(self.streak),
            self.skips,
            self.achieved_at,
            self.auth_id
        )
    }

    /// Its row on the board.
    pub fn row(&self) -> BoardRow {
        BoardRow {
            auth_id: self.auth_id.clone(),
            full_name: self.full_name.clone(),
            streak: self.streak,
            skips: self.skips,
        }
    }
}

/// A row of a week's board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardRow {
    pub auth_id: UserId,
    pub full_name: String,
    pub streak: u32,
    pub skips: u32,
}

#[cfg(test)]
mod tests {
    use super::super::{Recommendation, Values, Variable};
    use super::*;

    const T0: i64 = 1_795_000_000_000;

    fn question(id: u32, topic_id: u32, fixed: bool) -> ChallengeQuestion {
        let variables = if fixed {
            vec![]
        } else {
            vec![Variable { name: "a".into(), values: Values::Range { min: 2.0, max: 9.0, step: 1.0 } }]
        };
        let text = if fixed { "2" } else { "{a}" };
        ChallengeQuestion {
            id,
            topic_id,
            question_text: format!("What is {text}?"),
            question_image_key: None,
            variables,
            correct_answer: text.into(),
            distractors: vec![if fixed { "3".into() } else { "{a + 1}".into() }],
            explanation_notes: format!("It is {text}."),
            recommendation: Recommendation { kind: "NOTES".into(), key: "k".into(), title: "t".into() },
        }
    }

    fn registered(mode: Mode) -> (Game, Instance) {
        let starter = Starter::Registered { full_name: "Ann Lee".into() };
        Game::start("u-1".into(), starter, mode, &question(1, 5, false), vec![2], &mut Rng::new(7), T0).unwrap()
    }

    fn week(best: Option<Best>, subscribed: bool, in_deck: bool) -> WeekSoFar {
        WeekSoFar { best, subscribed, in_deck }
    }

    #[test]
    fn a_game_orders_the_chosen_topics_and_refuses_none_or_an_unknown_topic() {
        let mut index = QuestionIndex::default();
        for (id, topic, fixed) in [(1, 5, false), (2, 5, true), (3, 6, false)] {
            index.file(&question(id, topic, fixed));
        }
        let mut all = index.game_order(&[6, 5, 5], Mode::Practice, &mut Rng::new(1)).unwrap();
        all.sort_unstable();
        assert_eq!(all, vec![1, 2, 3], "each topic once, practice asks everything");
        assert_eq!(index.game_order(&[], Mode::Challenge, &mut Rng::new(1)), Err(StartRefusal::NoTopic));
        assert_eq!(index.game_order(&[9], Mode::Challenge, &mut Rng::new(1)), Err(StartRefusal::TopicWithout(9)));
        let only_fixed = QuestionIndex { topics: BTreeMap::from([(7, vec![2])]), fixed: BTreeSet::from([2]) };
        assert_eq!(only_fixed.game_order(&[7], Mode::Challenge, &mut Rng::new(1)), Err(StartRefusal::NoQuestions));
    }

    #[test]
    fn a_registered_answer_is_tallied_and_a_guest_answer_is_not() {
        let (mut game, first) = registered(Mode::Challenge);
        let turn = game.act(Action::Answer(first.correct_answer_id), T0 + 1).unwrap();
        assert_eq!(turn.tally, Some(Tally { topic_id: 5, right: true }));
        assert_eq!((turn.question_id, turn.shows_verdict, turn.practice_miss), (1, false, false));
        let (mut guest, first) = Game::start(
            "UNREGISTERED-1".into(),
            Starter::Guest,
            Mode::Challenge,
            &question(1, 5, false),
            vec![],
            &mut Rng::new(7),
            T0,
        )
        .unwrap();
        assert_eq!(guest.act(Action::Answer(first.correct_answer_id), T0 + 1).unwrap().tally, None);
        assert_eq!(guest.recorded_for(None), None);
    }

    #[test]
    fn a_practice_miss_shows_its_verdict_and_joins_the_deck_a_skip_does_not() {
        let sub1 = UserId::from("sub-1");
        let (mut game, _) = registered(Mode::Practice);
        let skip = game.act(Action::Skip, T0 + 1).unwrap();
        assert!(!skip.shows_verdict && !skip.practice_miss && skip.tally.is_none());
        let wrong = game.act(Action::Answer(u32::MAX), T0 + 2).unwrap();
        assert!(wrong.shows_verdict && wrong.practice_miss);
        assert_eq!(game.recorded_for(Some(&sub1)), None, "practice is never recorded");
    }

    #[test]
    fn the_next_question_is_served_with_a_fresh_instance_and_the_clock_restarts() {
        let (mut game, _) = registered(Mode::Challenge);
        game.act(Action::Skip, T0 + 1).unwrap();
        assert_eq!(game.next_question(), Some(2));
        let second = game.serve(&question(2, 6, false), &mut Rng::new(3), T0 + 5).unwrap();
        assert_eq!((game.current_question_id, game.current_topic_id), (2, Some(6)));
        assert_eq!((game.play.correct_answer_id, game.play.served_at), (second.correct_answer_id, T0 + 5));
        assert_eq!(
            template::instance(&question(2, 6, false), game.current_seed).unwrap(),
            second,
            "the seed renders it again"
        );
        assert!(game.remaining.is_empty());
    }

    #[test]
    fn a_wrong_answer_ends_a_challenge_records_a_better_best_and_cards_the_question() {
        let sub1 = UserId::from("sub-1");
        let (mut game, first) = registered(Mode::Challenge);
        let wrong = game.act(Action::Answer(first.correct_answer_id.wrapping_add(1)), T0 + 1).unwrap();
        assert!(wrong.outcome.missed());
        let player = game.recorded_for(Some(&sub1));
        let ending = game.end(End::Wrong, player, &week(None, true, false), T0 + 2);
        let best = ending.new_best.clone().expect("a first result is a best");
        assert_eq!((best.streak, best.board_sk.as_deref()), (0, Some(best.row_sk().as_str())));
        assert!(ending.ranked && ending.to_deck && !ending.finished_all);
        assert_eq!(ending.explanation(&first), first.explanation_notes);
        let carded = game.end(End::OutOfTime, player, &week(None, false, true), T0 + 2);
        assert!(!carded.to_deck, "a card already in the deck keeps its schedule");
        assert!(!carded.ranked && carded.new_best.is_some_and(|b| b.board_sk.is_none()), "unpaid: a best, no row");
    }

    #[test]
    fn only_a_longer_streak_or_fewer_skips_beat_the_weeks_best() {
        let sub1 = UserId::from("sub-1");
        let (mut game, first) = registered(Mode::Challenge);
        game.act(Action::Answer(first.correct_answer_id), T0 + 1).unwrap();
        game.act(Action::Skip, T0 + 2).unwrap();
        let old = |streak, skips| Best {
            auth_id: "sub-1".into(),
            full_name: "Ann Lee".into(),
            streak,
            skips,
            achieved_at: T0,
            board_sk: None,
        };
        let mine = |w: &WeekSoFar| game.end(End::Finished, Some(&sub1), w, T0 + 3).new_best;
        assert!(mine(&week(Some(old(0, 0)), true, false)).is_some(), "a longer streak");
        assert!(mine(&week(Some(old(1, 2)), true, false)).is_some(), "the same streak, fewer skips");
        assert!(mine(&week(Some(old(1, 1)), true, false)).is_none(), "a tie keeps the first");
        assert!(mine(&week(Some(old(2, 9)), true, false)).is_none());
        let end = game.end(End::Finished, Some(&sub1), &week(None, true, false), T0 + 3);
        assert!(end.finished_all && !end.to_deck, "every question answered: nothing to card");
        assert_eq!(end.explanation(&first), FINISHED_ALL);
    }

    #[test]
    fn board_rows_sort_best_first() {
        let b = |streak, skips, at| Best {
            auth_id: "a".into(),
            full_name: "A".into(),
            streak,
            skips,
            achieved_at: at,
            board_sk: None,
        };
        let mut rows = [b(3, 0, 9), b(5, 2, 9), b(5, 1, 9), b(5, 1, 8)].map(|b| b.row_sk());
        rows.sort();
        assert_eq!(rows.to_vec(), [b(5, 1, 8), b(5, 1, 9), b(5, 2, 9), b(3, 0, 9)].map(|b| b.row_sk()).to_vec());
    }

    #[test]
    fn guest_ids_are_prefixed_short_and_plain() {
        assert!(is_guest_id("UNREGISTERED-abc_12"));
        assert!(!is_guest_id("user-1"));
        assert!(!is_guest_id("UNREGISTERED-<script>"));
        assert!(!is_guest_id(&format!("UNREGISTERED{}", "a".repeat(80))));
    }

    #[test]
    fn a_challenge_asks_at_most_one_fixed_question_in_five() {
        let templates: Vec<u32> = (1..=22).collect();
        let fixed: Vec<u32> = (101..=110).collect();
        for seed in 0..50 {
            let o = order(templates.clone(), fixed.clone(), Mode::Challenge, &mut Rng::new(seed));
            let asked: Vec<u32> = o.iter().rev().copied().collect();
            assert_eq!(asked.iter().filter(|id| **id <= 22).count(), 22, "every template question");
            let fixed_asked = asked.iter().filter(|id| **id > 100).count();
            assert_eq!(fixed_asked, 5, "one per run of four: 22 templates give 5 runs");
            for n in 1..=asked.len() {
                let f = asked[..n].iter().filter(|id| **id > 100).count();
                assert!(f * FIXED_SHARE < n + FIXED_SHARE, "at most one in five so far: {asked:?}");
            }
        }
        let few = order(vec![1, 2, 3], vec![101, 102], Mode::Challenge, &mut Rng::new(1));
        assert_eq!(few.len(), 3, "too few template questions: no fixed one");
    }

    #[test]
    fn practice_asks_every_question() {
        let mut o = order(vec![1, 2, 3], vec![101, 102], Mode::Practice, &mut Rng::new(9));
        o.sort_unstable();
        assert_eq!(o, vec![1, 2, 3, 101, 102]);
    }

    #[test]
    fn orders_differ_from_game_to_game() {
        let a = order((1..=20).collect(), vec![], Mode::Challenge, &mut Rng::new(1));
        let b = order((1..=20).collect(), vec![], Mode::Challenge, &mut Rng::new(2));
        assert_ne!(a, b);
    }
}
