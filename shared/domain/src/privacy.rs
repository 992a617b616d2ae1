//! A student's data on request (docs/privacy.md): a download of everything stored about them,
//! built in the background, and a deletion that waits out a grace with a way back, then leaves
//! nothing behind. The rules here know no store and no clock of their own.

use crate::ids::UserId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::PlanType;

/// How long a deletion waits, with a way back, before everything goes.
pub const GRACE_MS: i64 = 7 * 86_400_000;
/// How long a built package stays downloadable.
pub const EXPORT_KEEP_MS: i64 = 7 * 86_400_000;
/// An export still queued or building after this is taken as failed (the worker runs every
/// minute; one student's package takes seconds), so the student may ask again.
pub const EXPORT_STALE_MS: i64 = 30 * 60_000;
/// How long a sign-in token lives (the pool's ID and access tokens: 1 hour), with a margin: an
/// account's data is erased only this long after its sign-in ended.
pub const TOKENS_LAST_MS: i64 = 65 * 60_000;
/// A signed download link lives this long.
pub const EXPORT_LINK_SECS: u64 = 600;

/// Where an export stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ExportState {
    Queued,
    Building,
    Ready,
    Failed,
}

/// A student's latest export request, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Export {
    /// Epoch ms.
    pub requested_at: i64,
    pub state: ExportState,
    /// Steps done of `total` (each kind of data, each file, the upload).
    pub done: u32,
    pub total: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready_at: Option<i64>,
    /// The package's object key, once built.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl Export {
    pub fn requested(now_ms: i64) -> Self {
        Self { requested_at: now_ms, state: ExportState::Queued, done: 0, total: 0, ready_at: None, key: None }
    }

    /// Its state as of `now_ms`: one left queued or building too long failed; none once a ready
    /// package has been removed.
    pub fn state_at(&self, now_ms: i64) -> Option<ExportState> {
        match self.state {
            ExportState::Queued | ExportState::Building if now_ms - self.requested_at > EXPORT_STALE_MS => {
                Some(ExportState::Failed)
            }
            ExportState::Ready if self.ready_at.is_some_and(|at| now_ms - at > EXPORT_KEEP_MS) => None,
            state => Some(state),
        }
    }

    /// Whether a new request may replace this one: not while one is on its way.
    pub fn may_ask_again(&self, now_ms: i64) -> bool {
        !matches!(self.state_at(now_ms), Some(ExportState::Queued | ExportState::Building))
    }

    /// When the package is removed (epoch ms), once ready.
    pub fn expires_at(&self) -> Option<i64> {
        self.ready_at.map(|at| at + EXPORT_KEEP_MS)
    }
}

/// Who asked for a deletion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", tag = "by")]
pub enum Requester {
    /// The student, with their password.
    Student,
    /// Staff, for a student who asked in writing: where they asked (an e-mail's date, a letter).
    Staff { staff: UserId, reference: String },
}

/// A deletion waiting out its grace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Deletion {
    pub auth_id: UserId,
    pub email: String,
    pub name: String,
    /// Epoch ms.
    pub requested_at: i64,
    /// Epoch ms: when everything goes.
    pub delete_at: i64,
    pub requester: Requester,
}

impl Deletion {
    pub fn new(auth_id: &UserId, email: &str, name: &str, now_ms: i64, requester: Requester) -> Self {
        Self {
            auth_id: auth_id.clone(),
            email: email.to_owned(),
            name: name.to_owned(),
            requested_at: now_ms,
            delete_at: now_ms + GRACE_MS,
            requester,
        }
    }

    pub fn due(&self, now_ms: i64) -> bool {
        self.delete_at <= now_ms
    }
}

/// What an account holds that deleting it changes for others or for its plan.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Standing {
    /// The plan running now (none, a trial or a lapsed plan count as none).
    pub plan: Option<PlanType>,
    /// A family owner's members, by name.
    pub members: Vec<String>,
    /// A member's owner, by name.
    pub owner: Option<String>,
    pub trial: bool,
}

/// Stands, in [`consequences`], for the day the account would be deleted: the page writes that
/// moment as a date in the student's own time zone (the confirmation after asking writes the same
/// moment the same way, so the two always name the same day).
pub const DAY_MARK: &str = "{day}";

/// What deleting the account does, in the order it happens, in the student's words: the dialog
/// shows exactly these, with [`DAY_MARK`] written as the day.
pub fn consequences(standing: &Standing) -> Vec<String> {
    let mut out = vec![];
    match standing.plan {
        Some(PlanType::FamilyMember) => {
            let owner = standing.owner.as_deref().unwrap_or("your family plan's owner");
            out.push(format!("You leave {owner}'s family plan now and lose its access."));
        }
        Some(plan) => {
            out.push(format!(
                "Your {} ends now and is not renewed; the days left on it are not refunded.",
                plan_words(plan)
            ));
            if !standing.members.is_empty() {
                out.push(format!(
                    "{} {} access now; we e-mail {} to say so.",
                    join_names(&standing.members),
                    if standing.members.len() == 1 { "loses" } else { "lose" },
                    if standing.members.len() == 1 { "them" } else { "each of them" },
                ));
            }
        }
        None if standing.trial => out.push("Your free trial stops now.".into()),
        None => {}
    }
    let day = DAY_MARK;
    out.push(format!(
        "On {day} we delete your account, your notes, likes, quiz attempts, challenge games, review \
         cards, written answers and marks, papers, study-help threads, e-mail choices and the files \
         you uploaded, and your payment details at Stripe."
    ));
    out.push(format!(
        "Until {day} you can sign in and choose \"Keep my account\": everything but the plan stays as it \
         was (a plan that ended does not restart, and a family plan's members stay removed; you can \
         take a plan again)."
    ));
    out.push("Afterwards we keep only a fingerprint of your e-mail address, so that we never e-mail it again.".into());
    out
}

fn plan_words(plan: PlanType) -> &'static str {
    match plan {
        PlanType::FamilyOwner => "family plan",
        PlanType::Annual => "annual plan",
        _ => "subscription",
    }
}

/// `Ann`, `Ann and Bob`, `Ann, Bob and Cy`.
fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The kinds of data in an export, in the package's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Section {
    Profile,
    Likes,
    Notes,
    HardMarkers,
    QuizAttempts,
    Lessons,
    ReviewDeck,
    ChallengeGames,
    WrittenAnswers,
    StudyHelp,
    Email,
    Requests,
}

impl Section {
    /// The section of a `progress` item, by its sort key.
    pub fn of_progress(sk: &str) -> Self {
        match sk.split('#').next() {
            Some("HARD") => Self::HardMarkers,
            Some("ATTEMPT") => Self::QuizAttempts,
            Some("REVIEW") => Self::ReviewDeck,
            _ => Self::Lessons,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400_000;

    #[test]
    fn a_deletion_is_due_seven_days_after_it_was_asked_for() {
        let d = Deletion::new(&"s".into(), "a@x.example", "Ann Lee", 1_000, Requester::Student);
        assert_eq!(d.delete_at, 1_000 + 7 * DAY);
        assert!(!d.due(1_000 + 7 * DAY - 1));
        assert!(d.due(1_000 + 7 * DAY));
    }

    #[test]
    fn an_export_on_its_way_cannot_be_asked_again_until_it_is_stale() {
        let e = Export::requested(0);
        assert!(!e.may_ask_again(60_000));
        assert_eq!(e.state_at(EXPORT_STALE_MS + 1), Some(ExportState::Failed));
        assert!(e.may_ask_again(EXPORT_STALE_MS + 1));
        let ready = Export { state: ExportState::Ready, ready_at: Some(10), key: Some("k".into()), ..e };
        assert!(ready.may_ask_again(11));
        assert_eq!(ready.expires_at(), Some(10 + EXPORT_KEEP_MS));
        assert_eq!(ready.state_at(11 + EXPORT_KEEP_MS), None);
    }

    #[test]
    fn a_family_owner_is_told_who_loses_access() {
        let s = Standing {
            plan: Some(PlanType::FamilyOwner),
            members: vec!["Bob Tan".into(), "Cy Ng".into()],
            ..Default::default()
        };
        let said = consequences(&s);
        assert_eq!(said[0], "Your family plan ends now and is not renewed; the days left on it are not refunded.");
        assert_eq!(said[1], "Bob Tan and Cy Ng lose access now; we e-mail each of them to say so.");
        assert!(said[2].starts_with("On {day} we delete your account"), "{}", said[2]);
        assert!(said[3].starts_with("Until {day} you can sign in"), "{}", said[3]);
    }

    #[test]
    fn a_member_leaves_the_plan_and_a_student_with_no_plan_hears_only_of_the_deletion() {
        let member =
            Standing { plan: Some(PlanType::FamilyMember), owner: Some("Ann Lee".into()), ..Default::default() };
        assert_eq!(consequences(&member)[0], "You leave Ann Lee's family plan now and lose its access.");
        let none = consequences(&Standing::default());
        assert_eq!(none.len(), 3);
        assert!(none[0].starts_with("On {day} we delete"));
    }

    #[test]
    fn progress_items_fall_into_their_sections() {
        assert_eq!(Section::of_progress("HARD#000001#000002#000003#000004"), Section::HardMarkers);
        assert_eq!(Section::of_progress("ATTEMPT#000001"), Section::QuizAttempts);
        assert_eq!(Section::of_progress("REVIEW#CARD#quiz-1-2"), Section::ReviewDeck);
        assert_eq!(Section::of_progress("PURCHASE#000001"), Section::Lessons);
    }
}
