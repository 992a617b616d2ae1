//! E-mail that brings students back (docs/email.md): what each message says (HTML and plain text,
//! our look, no remote images), which ones a student may turn off, and when the weekly digest has
//! something to say. Pure: no I/O; the sending is `services::mail`.

use serde::{Deserialize, Serialize};

use crate::ids::{AnswerId, SittingId};

/// An e-mail address in the standard shape, trimmed and lower-cased (the identity service keeps
/// addresses in lower case). A value of this type is valid: it is parsed once, where it comes in.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

/// What [`Email::parse`] refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("not an e-mail address")]
pub struct NotAnEmail;

impl Email {
    pub fn parse(raw: &str) -> Result<Self, NotAnEmail> {
        let email = Self::canonical(raw);
        let valid = email.len() <= 254
            && !email.contains(char::is_whitespace)
            && email.split_once('@').is_some_and(|(local, domain)| {
                !local.is_empty()
                    && !domain.contains('@')
                    && domain.split('.').count() >= 2
                    && domain.split('.').all(|part| !part.is_empty())
            });
        if valid { Ok(Self(email)) } else { Err(NotAnEmail) }
    }

    /// The form an address is compared and stored in: trimmed, lower case.
    pub fn canonical(raw: &str) -> String {
        raw.trim().to_lowercase()
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a student may turn off. Notices about their payments, plan and account always go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Topic {
    StudyHelp,
    Marking,
    Digest,
}

impl Topic {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::StudyHelp => "studyHelp",
            Self::Marking => "marking",
            Self::Digest => "digest",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::StudyHelp, Self::Marking, Self::Digest].into_iter().find(|t| t.as_str() == text)
    }

    /// How the unsubscribe page names it.
    pub fn name(self) -> &'static str {
        match self {
            Self::StudyHelp => "replies to your study-help questions",
            Self::Marking => "your marked answers and papers",
            Self::Digest => "the weekly digest",
        }
    }
}

/// A student's e-mail choices (everything on until they choose).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Preferences {
    pub study_help: bool,
    pub marking: bool,
    pub digest: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Self { study_help: true, marking: true, digest: true }
    }
}

impl Preferences {
    pub fn wants(&self, topic: Topic) -> bool {
        match topic {
            Topic::StudyHelp => self.study_help,
            Topic::Marking => self.marking,
            Topic::Digest => self.digest,
        }
    }

    pub fn without(mut self, topic: Topic) -> Self {
        match topic {
            Topic::StudyHelp => self.study_help = false,
            Topic::Marking => self.marking = false,
            Topic::Digest => self.digest = false,
        }
        self
    }
}

/// What the weekly digest tells a student.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Digest {
    /// Review cards due in the coming week.
    pub cards_due: u32,
    /// Topics whose mastery moved this week: (topic, percentage points, + or −).
    pub mastery_moves: Vec<(String, i32)>,
    /// This week's free lesson.
    pub free_lesson: Option<String>,
    /// Study-help replies not read yet.
    pub unread_replies: u32,
}

impl Digest {
    /// Nothing to say: no digest is sent (a free lesson alone is not news for the student).
    pub fn worth_sending(&self) -> bool {
        self.cards_due > 0 || !self.mastery_moves.is_empty() || self.unread_replies > 0
    }
}

/// Every message Seven sends a student.
#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// A teacher replied in study help; `thread` is the thread's id (its creation time).
    StudyHelpReply { thread: i64, excerpt: String },
    /// A marked answer came back.
    AnswerMarked { answer_id: AnswerId, question: String, mark: String },
    /// A marked answer's mark changed after a second marking.
    MarkChanged { answer_id: AnswerId, question: String, mark: String },
    /// To the head of marking: a marker was paused on a part (`marker`, `part` its name).
    MarkerPaused { marker: String, part: String, sent_back: u32 },
    /// A paper came back marked from the desk.
    PaperMarked { sitting_id: SittingId, paper: String, mark: String },
    /// The renewal's payment needs the student to confirm it (3-D Secure).
    RenewalNeedsAction,
    /// The renewal's payment failed.
    RenewalFailed,
    /// The free trial ends in 2 days (on `ends_on`).
    TrialEnding { ends_on: String },
    /// Added to a family plan by its owner.
    FamilyAdded { owner: String },
    /// Removed from a family plan.
    FamilyRemoved,
    /// The weekly digest.
    Digest(Digest),
}

/// A message ready to send: subject, plain text and HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// HTML-escapes text the student or a teacher wrote.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// A name someone typed, on one line: line breaks and other control or format characters (which
/// could start a line of their own or reorder the text) become spaces, runs of space one.
pub fn one_line(text: &str) -> String {
    let spaced: String = text.chars().map(|c| if breaks_a_line(c) { ' ' } else { c }).collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Characters no name may hold: controls (line breaks among them), the Unicode line and paragraph
/// separators, and the bidirectional controls that make text read in another order.
pub fn breaks_a_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Someone else's words in a message of ours: on one line, in quotation marks, so they never read
/// as Seven speaking.
pub fn quoted(text: &str) -> String {
    format!("“{}”", one_line(text))
}

impl Notice {
    /// The preference that may turn it off; `None` for what always goes (payments, plan, account).
    pub fn topic(&self) -> Option<Topic> {
        match self {
            Self::StudyHelpReply { .. } => Some(Topic::StudyHelp),
            Self::AnswerMarked { .. } | Self::MarkChanged { .. } | Self::PaperMarked { .. } => Some(Topic::Marking),
            Self::Digest(_) => Some(Topic::Digest),
            Self::RenewalNeedsAction
            | Self::RenewalFailed
            | Self::TrialEnding { .. }
            | Self::FamilyAdded { .. }
            | Self::FamilyRemoved
            | Self::MarkerPaused { .. } => None,
        }
    }

    /// The message for `first_name`, its links on `site` (the stage's address, no trailing slash);
    /// `unsubscribe` is the signed link of a message that may be turned off.
    pub fn render(&self, first_name: &str, site: &str, unsubscribe: Option<&str>) -> Rendered {
        let (subject, lines, (label, path)) = self.words(site);
        let link = format!("{site}{path}");
        let hello = format!("Hi {},", one_line(first_name));
        let mut text = format!("{hello}\n\n");
        for l in &lines {
            text.push_str(l);
            text.push_str("\n\n");
        }
        text.push_str(&format!("{label}: {link}\n\n— Seven, IB Economics\n"));
        let mut html_lines = String::new();
        for l in &lines {
            html_lines.push_str(&format!("<p style=\"margin:0 0 16px\">{}</p>", escape(l)));
        }
        let footer = match unsubscribe {
            Some(u) => {
                text.push_str(&format!(
                    "\nYou get this because of your e-mail choices in My Account. Unsubscribe: {u}\n"
                ));
                format!(
                    "<p style=\"margin:24px 0 0;font-size:13px;color:#4a5563\">You get this because of your e-mail choices in \
                     <a href=\"{site}/my-account\" style=\"color:#1f4fd8\">My Account</a>. \
                     <a href=\"{u}\" style=\"color:#1f4fd8\">Unsubscribe</a>.</p>",
                    site = escape(site),
                    u = escape(u)
                )
            }
            None => format!(
                "<p style=\"margin:24px 0 0;font-size:13px;color:#4a5563\">A notice about your account at Seven. \
                 <a href=\"{site}/my-account\" style=\"color:#1f4fd8\">My Account</a></p>",
                site = escape(site)
            ),
        };
        let html = format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>{title}</title></head>\
             <body style=\"margin:0;padding:0;background:#f5f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#17202a\">\
             <div style=\"max-width:600px;margin:0 auto;padding:24px 16px\">\
             <p style=\"margin:0 0 16px;font-size:20px;font-weight:700;color:#1f4fd8\">Seven</p>\
             <div style=\"background:#ffffff;border-radius:10px;padding:24px 20px;font-size:16px;line-height:1.5;overflow-wrap:anywhere\">\
             <p style=\"margin:0 0 16px\">{hello}</p>{html_lines}\
             <p style=\"margin:24px 0 0\"><a href=\"{link}\" style=\"display:inline-block;background:#1f4fd8;color:#ffffff;\
             text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600\">{label}</a></p>\
             </div>{footer}</div></body></html>",
            title = escape(&subject),
            hello = escape(&hello),
            link = escape(&link),
            label = escape(label),
        );
        Rendered { subject, text, html }
    }

    /// Subject, paragraphs, and the one link (its words and path). What someone else wrote is
    /// [`quoted`].
    fn words(&self, _site: &str) -> (String, Vec<String>, (&'static str, String)) {
        match self {
            Self::StudyHelpReply { thread, excerpt } => (
                "A teacher replied to your question".into(),
                vec!["One of our teachers replied in study help:".into(), format!("“{}”", excerpt.trim())],
                ("Open the conversation", format!("/my-dashboard?thread={thread}")),
            ),
            Self::AnswerMarked { answer_id, question, mark } => (
                "Your answer is marked".into(),
                vec![format!("Your answer to {question} is marked: {mark}. The teacher's comments are beside your words.")],
                ("See your marked answer", format!("/my-answers?answerId={answer_id}")),
            ),
            Self::MarkChanged { answer_id, question, mark } => (
                "Your mark has changed".into(),
                vec![format!(
                    "A second teacher marked your answer to {question} again, and its mark is now {mark}. The comments beside your words are the ones that stand."
                )],
                ("See your marked answer", format!("/my-answers?answerId={answer_id}")),
            ),
            Self::MarkerPaused { marker, part, sent_back } => (
                format!("{} is paused on {}", one_line(marker), one_line(part)),
                vec![format!(
                    "Too many of {}'s recent marks of seeds on {} were outside tolerance, so the desk no longer hands them its answers. {sent_back} answers they returned since their last seed within tolerance went back for a second marking.",
                    one_line(marker),
                    one_line(part)
                )],
                ("Open the standards", "/staff?tab=standards".to_owned()),
            ),
            Self::PaperMarked { sitting_id, paper, mark } => (
                "Your paper is marked".into(),
                vec![format!("Our teachers marked your {paper}: {mark}. Your predicted grade is updated.")],
                ("See your paper", format!("/papers/sit?sittingId={sitting_id}")),
            ),
            Self::RenewalNeedsAction => (
                "Please confirm your Seven payment".into(),
                vec!["Your bank asks you to confirm this month's payment for your plan. Until you do, your plan may stop.".into()],
                ("Confirm the payment", "/subscriptions".into()),
            ),
            Self::RenewalFailed => (
                "Your Seven payment did not go through".into(),
                vec!["We could not take this month's payment for your plan. Please update your card so your plan continues.".into()],
                ("Update your card", "/my-account".into()),
            ),
            Self::TrialEnding { ends_on } => (
                "Your free trial ends in 2 days".into(),
                vec![format!("Your free trial of Seven ends on {ends_on}. Choose a plan to keep your notes, answers and review deck going.")],
                ("Choose a plan", "/subscription-plans".into()),
            ),
            Self::FamilyAdded { owner } => (
                "You joined a family plan".into(),
                vec![format!(
                    "{} added you to their Seven family plan. Everything in Seven is open to you now.",
                    quoted(owner)
                )],
                ("Open Seven", "/my-dashboard".into()),
            ),
            Self::FamilyRemoved => (
                "You left a family plan".into(),
                vec!["You are no longer on a Seven family plan. Your notes and answers are kept; choose a plan to go on studying.".into()],
                ("Choose a plan", "/subscription-plans".into()),
            ),
            Self::Digest(d) => {
                let mut lines = vec!["Your week at Seven:".to_owned()];
                if d.cards_due > 0 {
                    lines.push(format!(
                        "{} review card{} due this week.",
                        d.cards_due,
                        if d.cards_due == 1 { " is" } else { "s are" }
                    ));
                }
                for (topic, points) in &d.mastery_moves {
                    let sign = if *points >= 0 { "up" } else { "down" };
                    lines.push(format!("{topic}: mastery {sign} {} points.", points.abs()));
                }
                if d.unread_replies > 0 {
                    lines.push(format!(
                        "{} study-help repl{} waiting for you.",
                        d.unread_replies,
                        if d.unread_replies == 1 { "y is" } else { "ies are" }
                    ));
                }
                if let Some(lesson) = &d.free_lesson {
                    lines.push(format!("This week's free lesson: {lesson}."));
                }
                ("Your week at Seven".into(), lines, ("Open your dashboard", "/my-dashboard".into()))
            }
        }
    }
}

/// The topics whose mastery moved by at least 5 points since last week's digest (a topic first
/// worked on since then counts from 0), the largest moves first, at most 5: (topic's name, points,
/// + or −).
pub fn mastery_moves(
    before: &std::collections::BTreeMap<u32, u8>,
    now: &std::collections::BTreeMap<u32, u8>,
    name: impl Fn(u32) -> Option<String>,
) -> Vec<(String, i32)> {
    let mut moves: Vec<(String, i32)> = now
        .iter()
        .filter_map(|(topic, m)| {
            let change = i32::from(*m) - i32::from(before.get(topic).copied().unwrap_or(0));
            (change.abs() >= 5).then(|| Some((name(*topic)?, change))).flatten()
        })
        .collect();
    moves.sort_by_key(|(name, change)| (std::cmp::Reverse(change.abs()), name.clone()));
    moves.truncate(5);
    moves
}

/// The day of `ms` in Singapore time: `2026-11-27`.
pub fn day_of(ms: i64) -> String {
    const SGT_MS: i64 = 8 * 3_600_000;
    let (y, m, d) = crate::week::civil_from_days((ms + SGT_MS).div_euclid(86_400_000));
    format!("{y:04}-{m:02}-{d:02}")
}

/// How a student reads a day: `27 November`.
pub fn day_words(day: &str) -> String {
    let mut parts = day.split('-').skip(1).filter_map(|p| p.parse::<usize>().ok());
    match (parts.next(), parts.next()) {
        (Some(m @ 1..=12), Some(d)) => format!("{d} {}", crate::week::month_name(m as u32)),
        _ => day.to_owned(),
    }
}

/// The digest's week of `now_ms`: the Monday it begins, Singapore time (`2026-11-23`).
pub fn digest_week(now_ms: i64) -> String {
    const SGT_MS: i64 = 8 * 3_600_000;
    let days = (now_ms + SGT_MS).div_euclid(86_400_000);
    // 1970-01-01 was a Thursday: Monday is 3 days before.
    let monday = days - (days + 3).rem_euclid(7);
    let (y, m, d) = crate::week::civil_from_days(monday);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_email_is_trimmed_lower_cased_and_in_the_standard_shape() {
        assert_eq!(Email::parse("  Ann.Lee@Example.COM ").unwrap().as_str(), "ann.lee@example.com");
        for bad in ["", "ann", "ann@", "@x.com", "ann@x", "ann@@x.com", "a nn@x.com", "ann@x..com", "ann@.com"] {
            assert_eq!(Email::parse(bad), Err(NotAnEmail), "{bad} accepted");
        }
        assert!(Email::parse(&format!("{}@x.com", "a".repeat(250))).is_err(), "longer than 254");
    }

    const SITE: &str = "https://seven.example";

    fn every() -> Vec<Notice> {
        vec![
            Notice::StudyHelpReply {
                thread: 1_790_000_000_000,
                excerpt: "Use <b>ceteris paribus</b> & draw it.".into(),
            },
            Notice::AnswerMarked { answer_id: "1-101-5".into(), question: "Question 01".into(), mark: "6 / 10".into() },
            Notice::PaperMarked { sitting_id: "0001-1".into(), paper: "HL Paper 1".into(), mark: "17 / 25".into() },
            Notice::RenewalNeedsAction,
            Notice::RenewalFailed,
            Notice::TrialEnding { ends_on: "27 November".into() },
            Notice::FamilyAdded { owner: "Ann Lee".into() },
            Notice::FamilyRemoved,
            Notice::Digest(Digest { cards_due: 12, ..Digest::default() }),
            Notice::MarkChanged { answer_id: "1-101-5".into(), question: "Question 01".into(), mark: "7 / 10".into() },
            Notice::MarkerPaused { marker: "Ada Lovelace".into(), part: "Paper 1, 10 marks".into(), sent_back: 2 },
        ]
    }

    #[test]
    fn every_message_has_text_and_html_with_its_link_and_no_remote_image() {
        for n in every() {
            let unsub = n.topic().map(|_| "https://api.example/u?token=x");
            let r = n.render("Ann", SITE, unsub);
            assert!(r.text.starts_with("Hi Ann,"), "{r:?}");
            assert!(r.html.contains(&format!("href=\"{SITE}/")), "{}", r.subject);
            assert!(!r.html.contains("<img"), "no images at all");
            assert!(r.html.contains("max-width:600px") && r.html.contains("width=device-width"), "readable at 375 px");
            assert_eq!(r.html.contains("Unsubscribe"), n.topic().is_some(), "{}", r.subject);
        }
    }

    #[test]
    fn what_a_person_wrote_is_escaped() {
        let r = every()[0].render("<script>", SITE, Some("u"));
        assert!(r.html.contains("&lt;b&gt;ceteris paribus&lt;/b&gt; &amp; draw it."));
        assert!(!r.html.contains("<script>"));
        assert!(r.text.contains("<b>ceteris paribus</b>"), "plain text stays as written");
    }

    #[test]
    fn a_name_someone_typed_is_quoted_on_one_line_and_starts_no_line_of_ours() {
        let owner = "Team\r\nYour account is locked: visit http://evil.test/reset\u{2028}\u{202E}now";
        let r = Notice::FamilyAdded { owner: owner.into() }.render("Ann\nBob", SITE, None);
        assert!(
            r.text.contains("“Team Your account is locked: visit http://evil.test/reset now” added you"),
            "{}",
            r.text
        );
        assert!(r.text.starts_with("Hi Ann Bob,\n"));
        assert!(!r.text.lines().any(|l| l.starts_with("Your account")), "{}", r.text);
        assert!(!r.text.contains('\u{202E}') && !r.text.contains('\u{2028}'));
        assert_eq!(one_line("  Ann \t Lee "), "Ann Lee");
        assert!(breaks_a_line('\n') && breaks_a_line('\u{85}') && breaks_a_line('\u{2066}') && !breaks_a_line('é'));
    }

    #[test]
    fn payments_and_account_notices_cannot_be_turned_off() {
        let topics: Vec<_> = every().iter().map(Notice::topic).collect();
        assert_eq!(topics[3..8], [None, None, None, None, None]);
        assert_eq!(topics[0], Some(Topic::StudyHelp));
        assert_eq!(topics[8], Some(Topic::Digest));
        let p = Preferences::default().without(Topic::Digest);
        assert!(!p.wants(Topic::Digest) && p.wants(Topic::StudyHelp) && p.wants(Topic::Marking));
        assert_eq!(Topic::parse("digest"), Some(Topic::Digest));
        assert_eq!(Topic::parse("payments"), None);
    }

    #[test]
    fn mastery_that_moved_five_points_or_more_is_told_largest_first() {
        use std::collections::BTreeMap;
        let before = BTreeMap::from([(1, 40), (2, 70), (3, 50)]);
        let now = BTreeMap::from([(1, 44), (2, 60), (3, 58), (4, 30)]);
        let names = |t: u32| (t != 9).then(|| format!("Topic {t}"));
        assert_eq!(
            mastery_moves(&before, &now, names),
            vec![("Topic 4".to_owned(), 30), ("Topic 2".to_owned(), -10), ("Topic 3".to_owned(), 8)]
        );
        assert!(mastery_moves(&now, &now, names).is_empty());
    }

    #[test]
    fn a_digest_with_nothing_to_say_is_not_sent() {
        assert!(!Digest::default().worth_sending());
        assert!(!Digest { free_lesson: Some("Elasticity".into()), ..Digest::default() }.worth_sending());
        assert!(Digest { unread_replies: 1, ..Digest::default() }.worth_sending());
    }

    #[test]
    fn the_digest_week_begins_on_monday_in_singapore() {
        // Sunday 29 November 2026, 19:00 SGT = 11:00 UTC: the week of Monday 23 November.
        let sunday_7pm_sgt = 1_795_950_000_000;
        assert_eq!(digest_week(sunday_7pm_sgt), "2026-11-23");
        // Monday 30 November 00:30 SGT (Sunday 16:30 UTC) is the next week.
        assert_eq!(digest_week(1_795_969_800_000), "2026-11-30");
    }
}
