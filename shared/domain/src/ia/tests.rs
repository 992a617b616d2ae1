use super::*;
use crate::marking::Comment;

const NOW: i64 = 1_795_797_000_000; // 28 November 2026 in Singapore

fn me() -> UserId {
    UserId::new("teacher-1")
}

fn staff() -> Marker {
    Marker::Staff { id: me(), name: "Ms Tan".into() }
}

fn words(n: usize) -> String {
    (1..=n).map(|i| format!("w{i}")).collect::<Vec<_>>().join(" ")
}

/// A complete commentary in `slot` on `unit` with `concept`, from `publisher`.
fn commentary(slot: u8, unit: Unit, concept: KeyConcept, publisher: &str) -> Commentary {
    let save = CommentarySave {
        slot,
        article: Article {
            title: format!("Article {slot}"),
            publisher: publisher.into(),
            published: Day::parse("2026-10-01"),
            address: format!("https://{}.example/news/{slot}", publisher.to_lowercase().replace(' ', "")),
            copy_key: Some(format!("answers/s/ia-{slot}.pdf")),
        },
        unit: Some(unit),
        concept: Some(concept),
        body: "{}".into(),
        text: words(700),
        diagrams: vec![],
        version: 1,
    };
    save.check().unwrap().apply(UserId::new("student-1"), None, NOW).unwrap()
}

fn portfolio() -> Vec<Commentary> {
    vec![
        commentary(1, Unit::Microeconomics, KeyConcept::Sustainability, "The Straits Times"),
        commentary(2, Unit::Macroeconomics, KeyConcept::Change, "BBC News"),
        commentary(3, Unit::GlobalEconomy, KeyConcept::Interdependence, "Reuters"),
    ]
}

fn kinds(checks: &[Check]) -> Vec<&'static str> {
    checks
        .iter()
        .map(|c| match c {
            Check::Missing { .. } => "missing",
            Check::ArticleTooOld { .. } => "old",
            Check::ArticleAfterWriting { .. } => "after",
            Check::OverWords { .. } => "words",
            Check::SameUnit { .. } => "unit",
            Check::SameSource { .. } => "source",
            Check::SameConcept { .. } => "concept",
        })
        .collect()
}

#[test]
fn a_complete_portfolio_passes_every_check() {
    let p = portfolio();
    let settings = IaSettings::default();
    assert!(p.iter().all(|c| checks(c, &settings).is_empty()));
    assert!(portfolio_checks(&p).is_empty());
}

#[test]
fn a_second_microeconomics_commentary_is_caught() {
    let mut p = portfolio();
    p[2].unit = Some(Unit::Microeconomics);
    let found = portfolio_checks(&p);
    assert_eq!(kinds(&found), ["unit"]);
    assert_eq!(
        found[0].message(),
        "Commentaries 1 and 3 are both on Microeconomics. Each commentary must be on a different unit: Microeconomics, Macroeconomics, The global economy."
    );
}

#[test]
fn a_key_concept_used_twice_names_the_later_commentary() {
    let mut p = portfolio();
    p[1].concept = Some(KeyConcept::Sustainability);
    p[0].final_at = Some(NOW + 5);
    p[1].final_at = Some(NOW + 1);
    let found = portfolio_checks(&p);
    assert_eq!(kinds(&found), ["concept"]);
    assert!(found[0].message().contains("in the later one (commentary 1)"), "{}", found[0].message());
}

#[test]
fn one_source_is_one_publisher_or_one_site() {
    let mut p = portfolio();
    p[1].article.publisher = "the straits  times".into();
    assert_eq!(kinds(&portfolio_checks(&p)), ["source"]);
    let mut p = portfolio();
    p[0].article.address = "https://www.reuters.example/markets/a".into();
    p[2].article.address = "http://reuters.example/world?x=1".into();
    assert_eq!(kinds(&portfolio_checks(&p)), ["source"]);
}

#[test]
fn an_article_fourteen_months_old_is_caught_and_a_year_to_the_day_is_not() {
    let settings = IaSettings::default();
    let mut c = portfolio().remove(0);
    c.article.published = Day::parse("2025-09-20");
    let found = checks(&c, &settings);
    assert_eq!(kinds(&found), ["old"]);
    assert_eq!(
        found[0].message(),
        "This article was published 14 months before you wrote this commentary (20 September 2025). It must be no more than a year old: choose a newer article."
    );
    c.article.published = Day::parse("2025-11-28");
    assert!(checks(&c, &settings).is_empty());
    c.article.published = Day::parse("2026-12-01");
    assert_eq!(kinds(&checks(&c, &settings)), ["after"]);
}

#[test]
fn eight_hundred_and_twelve_counted_words_are_caught() {
    let mut c = portfolio().remove(0);
    c.text = format!("{} (Lee, 2026)[1]", words(812));
    let found = checks(&c, &IaSettings::default());
    assert_eq!(
        found[0].message(),
        "812 words counted: 12 past the limit of 800. Moderators stop reading at the 800th word, so what follows it earns nothing."
    );
}

#[test]
fn a_new_commentary_lists_what_is_missing() {
    let c = Commentary::new(UserId::new("s"), 1, NOW);
    assert_eq!(
        checks(&c, &IaSettings::default())[0].message(),
        "Still to add: the article's title, publisher, date and address; a copy of the article (a PDF or a picture of it); the unit it is on; the key concept it uses."
    );
}

#[test]
fn saves_are_checked_and_follow_the_stored_version() {
    let c = portfolio().remove(0);
    let save = |version, slot| CommentarySave {
        slot,
        article: Article::default(),
        unit: None,
        concept: None,
        body: "{}".into(),
        text: "x".into(),
        diagrams: vec![],
        version,
    };
    assert_eq!(save(2, 4).check(), Err(IaRefusal::NoSuchSlot));
    assert_eq!(save(0, 1).check(), Err(IaRefusal::NoVersion));
    let long = CommentarySave { text: "x".repeat(MAX_TEXT_BYTES + 1), ..save(2, 1) };
    assert_eq!(long.check(), Err(IaRefusal::TooLong));
    let markup = CommentarySave { article: Article { title: "a\u{7}".into(), ..Article::default() }, ..save(2, 1) };
    assert_eq!(markup.check(), Err(IaRefusal::FieldTooLong));
    let stale = save(1, 1).check().unwrap().apply(UserId::new("student-1"), Some(c.clone()), NOW);
    assert_eq!(stale, Err(IaRefusal::Changed { current: Some(1) }));
    let next = save(2, 1).check().unwrap().apply(UserId::new("student-1"), Some(c), NOW + 1).unwrap();
    assert_eq!((next.version, next.text.as_str()), (2, "x"));
}

#[test]
fn one_round_of_advice_then_the_next_hand_in_is_the_final() {
    let c = portfolio().remove(0);
    let waiting = c.hand_in(HandIn::Draft, 1, 800, NOW).unwrap();
    assert_eq!(waiting.stage, Stage::DraftWaiting);
    assert_eq!(waiting.draft.as_ref().unwrap().words, 700);
    // The student cannot write over the draft the teacher reads.
    let save = CommentarySave {
        slot: 1,
        article: waiting.article.clone(),
        unit: waiting.unit,
        concept: waiting.concept,
        body: "{}".into(),
        text: "new".into(),
        diagrams: vec![],
        version: 2,
    };
    assert_eq!(save.clone().apply(UserId::new("student-1"), Some(waiting.clone()), NOW), Err(IaRefusal::DraftWaiting));
    let advice = Advice {
        marker: staff(),
        comments: vec![Comment { start: 0, end: 2, quote: "w1".into(), text: "Define your terms here.".into() }],
        criteria: vec![CriterionNote { criterion: Criterion::A, text: "Use the article's figures.".into() }],
        overall: "A good start.".into(),
        at: NOW + 10,
    };
    assert_eq!(waiting.clone().advise(advice.clone(), NOW + 10), Err(IaRefusal::NotClaimed));
    let advised = waiting.claim(&me(), "Ms Tan", NOW + 5).unwrap().advise(advice.clone(), NOW + 10).unwrap();
    assert_eq!((advised.stage, advised.claim_by.as_ref()), (Stage::Writing, None));
    assert_eq!(advised.text, words(700), "the teacher never edits the text");
    // A second round is refused on both sides.
    let second = advised.clone().advise(advice, NOW + 20);
    assert_eq!(
        second.clone().unwrap_err().to_string(),
        "Advice was already given on this commentary's draft on 28 November 2026. The IB allows a teacher to read one draft."
    );
    let rewritten = save.apply(UserId::new("student-1"), Some(advised), NOW + 30).unwrap();
    let again = rewritten.clone().hand_in(HandIn::Draft, 2, 800, NOW + 40).unwrap_err();
    assert_eq!(
        again.to_string(),
        "Your teacher has already read a draft of this commentary (advice given on 28 November 2026). Under the IB's rule the next version you hand in is your final one."
    );
    let final_ = rewritten.hand_in(HandIn::Final, 2, 800, NOW + 40).unwrap();
    assert_eq!((final_.stage, final_.final_at), (Stage::FinalWaiting, Some(NOW + 40)));
}

#[test]
fn advice_comments_point_into_the_draft_read() {
    let waiting =
        portfolio().remove(0).hand_in(HandIn::Draft, 1, 800, NOW).unwrap().claim(&me(), "Ms Tan", NOW).unwrap();
    let misplaced = Advice {
        marker: staff(),
        comments: vec![Comment { start: 0, end: 2, quote: "zz".into(), text: "?".into() }],
        criteria: vec![],
        overall: String::new(),
        at: NOW,
    };
    assert_eq!(waiting.advise(misplaced, NOW), Err(IaRefusal::CommentsMisplaced));
}

#[test]
fn a_final_needs_its_article_copy_unit_and_concept() {
    let mut c = portfolio().remove(0);
    c.article.copy_key = None;
    c.concept = None;
    assert_eq!(
        c.hand_in(HandIn::Final, 1, 800, NOW).unwrap_err().to_string(),
        "Before handing in your final version, add a copy of the article and the key concept."
    );
    let empty = Commentary { version: 1, ..Commentary::new(UserId::new("s"), 2, NOW) };
    assert_eq!(empty.hand_in(HandIn::Draft, 1, 800, NOW), Err(IaRefusal::NoWords));
}

fn marking(marks: [u8; 5], f: Option<u8>) -> IaMarking {
    let [a, b, c, d, e] = marks;
    IaMarking {
        marker: staff(),
        marks: CriterionMarks { a, b, c, d, e },
        f,
        comments: vec![],
        criteria: vec![],
        overall: "Well argued.".into(),
        at: NOW,
    }
}

fn final_of(c: Commentary, at: i64) -> Commentary {
    c.hand_in(HandIn::Final, 1, 800, at).unwrap().claim(&me(), "Ms Tan", at).unwrap()
}

#[test]
fn criteria_are_marked_within_their_maxima_and_f_completes_the_portfolio() {
    let p = portfolio();
    let first = final_of(p[0].clone(), NOW);
    assert_eq!(
        first.clone().mark(marking([3, 3, 3, 3, 3], None), &p, NOW).unwrap_err().to_string(),
        "Criterion B is marked out of 2."
    );
    assert_eq!(first.clone().mark(marking([3, 2, 3, 3, 3], Some(3)), &p, NOW), Err(IaRefusal::FNotYet));
    let m1 = first.mark(marking([3, 2, 3, 3, 3], None), &p, NOW).unwrap();
    let m2 = final_of(p[1].clone(), NOW).mark(marking([2, 2, 2, 2, 2], None), &p, NOW).unwrap();
    let third = final_of(p[2].clone(), NOW + 1);
    let others = [m1.clone(), m2.clone()];
    assert_eq!(third.clone().mark(marking([1, 1, 1, 1, 1], None), &others, NOW + 1), Err(IaRefusal::FNeeded));
    assert_eq!(
        third.clone().mark(marking([1, 1, 1, 1, 1], Some(4)), &others, NOW + 1),
        Err(IaRefusal::OverMax(Criterion::F))
    );
    let m3 = third.mark(marking([1, 1, 1, 1, 1], Some(3)), &others, NOW + 1).unwrap();
    assert_eq!(portfolio_mark(&[m1.clone(), m2.clone()]), None, "two of three marked: no mark yet");
    assert_eq!(portfolio_mark(&[m1, m2, m3]), Some((14 + 10 + 5 + 3, NOW)));
}

#[test]
fn criterion_d_of_the_later_commentary_with_a_used_concept_scores_0() {
    let mut p = portfolio();
    p[1].concept = Some(KeyConcept::Sustainability);
    let earlier = final_of(p[0].clone(), NOW);
    let later = final_of(p[1].clone(), NOW + 1);
    let others = [earlier.clone(), later.clone(), p[2].clone()];
    assert_eq!(
        later.clone().mark(marking([2, 2, 2, 1, 2], None), &others, NOW + 1).unwrap_err().to_string(),
        "Criterion D scores 0: the key concept Sustainability is already used in commentary 1."
    );
    assert!(later.mark(marking([2, 2, 2, 0, 2], None), &others, NOW + 1).is_ok());
    assert!(earlier.mark(marking([2, 2, 2, 3, 2], None), &others, NOW).is_ok(), "the earlier one keeps its D");
}

#[test]
fn a_claim_is_one_teacher_s() {
    let waiting = portfolio().remove(0).hand_in(HandIn::Draft, 1, 800, NOW).unwrap();
    let held = waiting.claim(&me(), "Ms Tan", NOW).unwrap();
    assert_eq!(held.clone().claim(&UserId::new("teacher-2"), "Mr Lim", NOW + 1), Err(IaRefusal::HeldByAnother));
    assert!(held.claim(&UserId::new("teacher-2"), "Mr Lim", NOW + CLAIM_MS + 1).is_ok(), "a lapsed claim can be taken");
    assert_eq!(portfolio().remove(0).claim(&me(), "Ms Tan", NOW), Err(IaRefusal::NotWaiting));
}

#[test]
fn staff_settings_are_kept_within_sense() {
    assert!(IaSettings::default().valid());
    assert!(!IaSettings { word_limit: 50, ..IaSettings::default() }.valid());
    assert!(!IaSettings { article_months: 0, ..IaSettings::default() }.valid());
    let mut twice = IaSettings::default();
    twice.guidance.push(CriterionNote { criterion: Criterion::A, text: "again".into() });
    assert!(!twice.valid());
}
