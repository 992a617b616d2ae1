//! The IB's rubric checked as the student works, per commentary and for the portfolio, in words a
//! student understands: hints to put right before handing in, never marks (criterion F is the
//! teacher's). Each rule is a pure function of the commentaries as stored and staff's settings.

use serde::Serialize;

use super::{Commentary, IaSettings, Unit, words};

/// One thing the rubric asks that a commentary or the portfolio does not do yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Check {
    /// The article's details, its copy, the unit or the key concept are not given yet.
    Missing { message: String },
    /// Published more than the allowed months before the commentary was written.
    ArticleTooOld { months: i64, message: String },
    /// Dated after the day the commentary was written.
    ArticleAfterWriting { message: String },
    /// More counted words than the limit.
    OverWords { words: u32, limit: u32, message: String },
    /// Two commentaries on one unit.
    SameUnit { slots: [u8; 2], message: String },
    /// Two articles from one source.
    SameSource { slots: [u8; 2], message: String },
    /// One key concept used twice.
    SameConcept { slots: [u8; 2], message: String },
}

impl Check {
    pub fn message(&self) -> &str {
        match self {
            Check::Missing { message }
            | Check::ArticleTooOld { message, .. }
            | Check::ArticleAfterWriting { message }
            | Check::OverWords { message, .. }
            | Check::SameUnit { message, .. }
            | Check::SameSource { message, .. }
            | Check::SameConcept { message, .. } => message,
        }
    }
}

/// What one commentary still lacks or breaks.
pub fn checks(c: &Commentary, settings: &IaSettings) -> Vec<Check> {
    let mut out = Vec::new();
    let a = &c.article;
    let missing: Vec<&str> = [
        (
            a.title.is_empty() || a.publisher.is_empty() || a.published.is_none() || a.address.is_empty(),
            "the article's title, publisher, date and address",
        ),
        (a.copy_key.is_none(), "a copy of the article (a PDF or a picture of it)"),
        (c.unit.is_none(), "the unit it is on"),
        (c.concept.is_none(), "the key concept it uses"),
    ]
    .into_iter()
    .filter_map(|(gone, what)| gone.then_some(what))
    .collect();
    if !missing.is_empty() {
        out.push(Check::Missing { message: format!("Still to add: {}.", missing.join("; ")) });
    }
    if let Some(published) = a.published {
        let written = c.written_on();
        let months = published.months_until(written);
        if written < published {
            out.push(Check::ArticleAfterWriting {
                message: format!(
                    "The article's date ({}) is after the day you wrote this commentary ({}). Check the date.",
                    published.long(),
                    written.long()
                ),
            });
        } else if published.more_than_months_before(written, settings.article_months) {
            out.push(Check::ArticleTooOld {
                months,
                message: format!(
                    "This article was published {months} months before you wrote this commentary ({}). It must be no more than {} old: choose a newer article.",
                    published.long(),
                    if settings.article_months == 12 { "a year".to_string() } else { format!("{} months", settings.article_months) }
                ),
            });
        }
    }
    let count = words::count(&c.text, settings.word_limit);
    if count.words > settings.word_limit {
        let past = count.words - settings.word_limit;
        out.push(Check::OverWords {
            words: count.words,
            limit: settings.word_limit,
            message: format!(
                "{} words counted: {past} past the limit of {}. Moderators stop reading at the {}th word, so what follows it earns nothing.",
                count.words, settings.word_limit, settings.word_limit
            ),
        });
    }
    out
}

/// What the three commentaries break together: one unit, source or key concept used twice.
pub fn portfolio_checks(commentaries: &[Commentary]) -> Vec<Check> {
    let mut out = Vec::new();
    let pairs = commentaries.iter().enumerate().flat_map(|(i, a)| commentaries[i + 1..].iter().map(move |b| (a, b)));
    for (a, b) in pairs {
        let slots = [a.slot.min(b.slot), a.slot.max(b.slot)];
        if let (Some(unit), true) = (a.unit, a.unit == b.unit) {
            out.push(Check::SameUnit {
                slots,
                message: format!(
                    "Commentaries {} and {} are both on {}. Each commentary must be on a different unit: {}.",
                    slots[0],
                    slots[1],
                    unit.name(),
                    units()
                ),
            });
        }
        if same_source(a, b) {
            out.push(Check::SameSource {
                slots,
                message: format!(
                    "Commentaries {} and {} both use articles from {}. Each article must come from a different source.",
                    slots[0],
                    slots[1],
                    source_name(a)
                ),
            });
        }
        if let (Some(concept), true) = (a.concept, a.concept == b.concept) {
            let later = if a.before(b) { b.slot } else { a.slot };
            out.push(Check::SameConcept {
                slots,
                message: format!(
                    "Commentaries {} and {} both use the key concept {}. A key concept used twice scores 0 for criterion D in the later one (commentary {later}): choose another for it.",
                    slots[0],
                    slots[1],
                    concept.name()
                ),
            });
        }
    }
    out
}

fn units() -> String {
    Unit::ALL.iter().map(|u| u.name()).collect::<Vec<_>>().join(", ")
}

/// Two articles come from one source when their publishers read the same (case, spaces and a
/// leading "The" aside) or their addresses are on the same site.
fn same_source(a: &Commentary, b: &Commentary) -> bool {
    let publisher = |c: &Commentary| {
        let p = c.article.publisher.to_lowercase();
        let p = p.trim().trim_start_matches("the ").split_whitespace().collect::<Vec<_>>().join(" ");
        (!p.is_empty()).then_some(p)
    };
    let same_publisher = publisher(a).is_some() && publisher(a) == publisher(b);
    let same_site = site(&a.article.address).is_some() && site(&a.article.address) == site(&b.article.address);
    same_publisher || same_site
}

fn source_name(c: &Commentary) -> String {
    if c.article.publisher.is_empty() {
        site(&c.article.address).unwrap_or_default()
    } else {
        c.article.publisher.clone()
    }
}

/// An address's site: `https://www.bbc.co.uk/news/x` → `bbc.co.uk`.
fn site(address: &str) -> Option<String> {
    let rest = address.trim().split_once("://").map_or(address.trim(), |(_, r)| r);
    let host = rest.split(['/', '?', '#']).next()?.to_lowercase();
    let host = host.split(':').next()?.trim_start_matches("www.").to_string();
    host.contains('.').then_some(host)
}
