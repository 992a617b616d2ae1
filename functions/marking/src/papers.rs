//! Timed papers (docs/papers.md): a student starts a paper staff made (the API records the start:
//! the clock is the server's), reads, writes (saved as they type, conditional on the version),
//! hands in or is handed in at the end; then marks it themselves with the markbands and model
//! answers, or sends it to the marking desk as one paper. And the predicted grade.

use api::entitlement::with_subscriber;
use api::files::signed_url;
use api::{ApiError, ApiResult, AppState, AuthUser, ErrorCode, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::grade::{self, Boundaries, ComponentMark, GradeSettings, Prediction, Source, TrendPoint};
use domain::ids::{AnswerId, SittingId, UserId};
use domain::marking::{Answer, AnswerStatus, CourseLevel, Scheme, SittingPart, month_of, resets_on};
use domain::papers::{Component, MarkedBy, PaperDef, PartMark, PartRef, Phase, QuestionRef, Sitting, SittingStatus};
use serde::{Deserialize, Serialize};
use store::papers::{self, Sent};
use store::{marking, question_bank};

use crate::student::allowance_limit;

/// The most words kept for one part (well within an item's 400 KB for a whole paper).
const MAX_PART_BYTES: usize = 40_000;
/// The most words kept for a whole sitting.
const MAX_SITTING_BYTES: usize = 250_000;

/// A paper in the list a student chooses from.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperLine {
    paper_id: u32,
    name: String,
    component: Component,
    level: CourseLevel,
    /// Writing minutes (reading time comes first).
    minutes: u32,
    reading_minutes: u32,
    marks: u32,
}

fn paper_line(p: &PaperDef) -> PaperLine {
    PaperLine {
        paper_id: p.paper_id,
        name: p.name.clone(),
        component: p.component,
        level: p.level,
        minutes: p.facts().and_then(|f| f.minutes).unwrap_or(0),
        reading_minutes: (domain::papers::READING_MS / 60_000) as u32,
        marks: p.total_marks(),
    }
}

/// One of the student's sittings.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SittingLine {
    sitting_id: SittingId,
    paper_id: u32,
    paper_name: String,
    component: Component,
    level: CourseLevel,
    status: SittingStatus,
    started_at: i64,
    submitted_at: Option<i64>,
    late: bool,
    marked_by: Option<MarkedBy>,
    total: Option<u32>,
    max: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PapersView {
    papers: Vec<PaperLine>,
    sittings: Vec<SittingLine>,
}

fn sitting_line(s: &Sitting) -> SittingLine {
    SittingLine {
        sitting_id: s.sitting_id.clone(),
        paper_id: s.paper_id,
        paper_name: s.paper_name.clone(),
        component: s.component,
        level: s.level,
        status: s.status,
        started_at: s.clock.started_at,
        submitted_at: s.submitted_at,
        late: s.late,
        marked_by: s.marked_by,
        total: s.total(),
        max: s.max,
    }
}

/// A student's sittings as they stand at `now`, with the desk's returned marks in those sent there.
async fn my_sittings(state: &AppState, user: &UserId, now: i64) -> ApiResult<Vec<Sitting>> {
    let (sittings, answers) = tokio::try_join!(papers::sittings(&state.db, user), marking::answers(&state.db, user))?;
    Ok(sittings.into_iter().map(|s| with_desk_marks(s.settled(now), &answers)).collect())
}

/// A sitting at the desk whose every part came back marked is marked by the teachers.
pub(crate) fn with_desk_marks(s: Sitting, answers: &[Answer]) -> Sitting {
    let returned: Vec<(PartRef, Option<u8>, u32, i64)> = answers
        .iter()
        .filter_map(|a| {
            let part = a.sitting.as_ref().filter(|p| p.sitting_id == s.sitting_id)?;
            let mark = a.mark.as_ref()?;
            Some((part.at, mark.band, mark.mark, a.returned_at.unwrap_or(mark.at)))
        })
        .collect();
    s.with_desk_marks(&returned)
}

/// GET /private/v1/papers: the papers to sit and the student's sittings (newest first).
pub async fn list(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<PapersView>> {
    let now = state.clock.now_ms();
    let (_, all) = with_subscriber(&state, &user, papers::papers(&state.db)).await?;
    let mut sittings = my_sittings(&state, &user.sub, now).await?;
    sittings.sort_by(|a, b| b.sitting_id.cmp(&a.sitting_id));
    Ok(Json(PapersView {
        papers: all.iter().map(paper_line).collect(),
        sittings: sittings.iter().map(sitting_line).collect(),
    }))
}

/// A part as the sitting screen shows it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperPartView {
    at: PartRef,
    label: String,
    marks: u32,
    scheme: Scheme,
    text: Option<String>,
    image_url: String,
    /// Once the paper is handed in.
    model_answer_url: Option<String>,
    /// The desk's answer for this part, once the paper was sent there.
    answer_id: Option<AnswerId>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperQuestionView {
    title: String,
    marks: u32,
    parts: Vec<PaperPartView>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperSectionView {
    title: String,
    choose: u32,
    questions: Vec<PaperQuestionView>,
}

/// A sitting with its paper and the server's time: the page counts down from `now`.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SittingView {
    sitting: Sitting,
    phase: Phase,
    /// The server's time (epoch ms) when this was read.
    now: i64,
    sections: Vec<PaperSectionView>,
    total: Option<u32>,
}

fn not_found() -> ApiError {
    ApiError::NotFound("Paper sitting not found.")
}

/// The caller's sitting `id` as it stands now: one that ran out is handed in (`Sitting::settled`),
/// at the version stored. It is stored so by the next write, which the page makes from the version
/// it read: a version moved here would refuse the page's late save or hand-in as another tab's.
/// With the paper as it was when the sitting began.
async fn load(state: &AppState, user: &AuthUser, id: &SittingId) -> ApiResult<(Sitting, PaperDef)> {
    if !id.is_plausible() {
        return Err(not_found());
    }
    let (_, stored) = with_subscriber(state, user, papers::sitting(&state.db, &user.sub, id)).await?;
    let stored = stored.ok_or_else(not_found)?;
    let paper = stored.paper.clone();
    Ok((stored.settled(state.clock.now_ms()), paper))
}

async fn sitting_view(state: &AppState, s: Sitting, paper: &PaperDef) -> ApiResult<SittingView> {
    let now = state.clock.now_ms();
    let answers = if s.status == SittingStatus::AtDesk || s.status == SittingStatus::Marked {
        marking::answers(&state.db, &s.cognito_id).await?
    } else {
        vec![]
    };
    let s = with_desk_marks(s, &answers);
    // Model answers only once no more words are taken.
    let handed_in = s.closed();
    let bank = question_bank::questions(&state.db, &paper.question_refs()).await?;
    let mut sections = Vec::new();
    for (si, sec) in paper.sections.iter().enumerate() {
        let mut questions = Vec::new();
        for (qi, q) in sec.questions.iter().enumerate() {
            let mut parts = Vec::new();
            for (pi, p) in q.parts.iter().enumerate() {
                let at = PartRef { section: si as u32, question: qi as u32, part: pi as u32 };
                let found = bank.iter().find(|b| b.question_set_id == p.question_set_id && b.id == p.question_id);
                let (image_url, model_answer_url, text) = match found {
                    Some(b) => {
                        let image = signed_url(state, &b.question_key).await?;
                        let model = if handed_in { Some(signed_url(state, &b.answer_key).await?) } else { None };
                        (image, model, b.text.clone())
                    }
                    None => (String::new(), None, None),
                };
                let answer_id = answers
                    .iter()
                    .find(|a| a.sitting.as_ref().is_some_and(|x| x.sitting_id == s.sitting_id && x.at == at))
                    .map(|a| a.answer_id.clone());
                parts.push(PaperPartView {
                    at,
                    label: p.label.clone(),
                    marks: p.marks,
                    scheme: p.scheme(),
                    text,
                    image_url,
                    model_answer_url,
                    answer_id,
                });
            }
            questions.push(PaperQuestionView { title: q.title.clone(), marks: q.marks(), parts });
        }
        sections.push(PaperSectionView { title: sec.title.clone(), choose: sec.choose, questions });
    }
    Ok(SittingView { phase: s.clock.phase(now), now, total: s.total(), sitting: s, sections })
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartBody {
    paper_id: u32,
}

/// POST /private/v1/papers/start: starts a sitting now (reading time first), or gives back the
/// one of this paper still on its clock.
pub async fn start(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<StartBody>,
) -> ApiResult<Json<SittingView>> {
    let now = state.clock.now_ms();
    let (_, paper) = with_subscriber(&state, &user, papers::paper(&state.db, b.paper_id)).await?;
    let paper = paper.ok_or(ApiError::NotFound("Paper not found."))?;
    // The paper's lock decides between starts arriving at once: the one that takes it begins
    // the sitting, the others read it back (strongly, so the winner's write is seen).
    let mut sittings = papers::sittings(&state.db, &user.sub).await?;
    for _ in 0..START_TRIES {
        let mut mine: Vec<Sitting> = sittings.into_iter().filter(|s| s.paper_id == paper.paper_id).collect();
        mine.sort_by(|a, b| a.sitting_id.as_str().cmp(b.sitting_id.as_str()));
        if let Some(s) = mine.iter().rev().find(|s| (*s).clone().settled(now).status == SittingStatus::Sitting) {
            return Ok(Json(sitting_view(&state, s.clone(), &paper).await?));
        }
        let sitting = Sitting::begin(&paper, &user.sub, now)
            .ok_or(ApiError::bad_request("This paper cannot be sat: its component has no time."))?;
        let closes_at = sitting.clock.ends_at + domain::papers::GRACE_MS;
        let last = mine.last().map(|s| &s.sitting_id);
        if papers::begin_sitting(&state.db, &sitting, closes_at, last, now).await? {
            return Ok(Json(sitting_view(&state, sitting, &paper).await?));
        }
        sittings = papers::sittings_now(&state.db, &user.sub).await?;
    }
    Err(ApiError::coded(
        StatusCode::CONFLICT,
        ErrorCode::TryAgain,
        "This paper was just started. Open it from your papers.",
    ))
}

/// How often a start that lost the paper's lock reads the sitting that won it and tries again.
const START_TRIES: usize = 3;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SittingQuery {
    sitting_id: SittingId,
}

/// GET /private/v1/papers/sitting?sittingId=: the sitting, its paper and the server's time.
pub async fn one(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<SittingQuery>,
) -> ApiResult<Json<SittingView>> {
    let (s, paper) = load(&state, &user, &q.sitting_id).await?;
    Ok(Json(sitting_view(&state, s, &paper).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartWords {
    at: PartRef,
    text: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WordsBody {
    sitting_id: SittingId,
    /// The version this save makes: one more than the version the page last read.
    version: u64,
    chosen: Vec<QuestionRef>,
    answers: Vec<PartWords>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WordsSaved {
    version: u64,
    now: i64,
    phase: Phase,
    status: SittingStatus,
    /// Some of the words arrived after the end and the grace.
    late: bool,
}

fn conflict(current: u64) -> ApiError {
    ApiError::Coded {
        status: StatusCode::CONFLICT,
        code: ErrorCode::DraftConflict,
        message: "This paper was changed in another tab or window. Choose which version to keep.".into(),
        payload: Some(serde_json::json!({ "version": current })),
    }
}

fn handed_in() -> ApiError {
    ApiError::coded(
        StatusCode::CONFLICT,
        ErrorCode::PaperHandedIn,
        "This paper is handed in: it can no longer be changed.",
    )
}

/// Takes the page's choice and words into `s` at `now`: words are refused in reading time (the
/// choice is kept, so another device sees it), a choice the paper does not allow always, and
/// everything once handed in by the student (a paper that handed itself in at the end keeps
/// words sent after it, marked late).
fn take(s: &mut Sitting, paper: &PaperDef, mut b: WordsBody, now: i64) -> ApiResult<()> {
    if s.version + 1 != b.version {
        return Err(conflict(s.version));
    }
    if s.closed() {
        return Err(handed_in());
    }
    let reading = !s.clock.may_write(now);
    if reading {
        // An empty box the page sends beside the choice is no words.
        b.answers.retain(|w| !w.text.trim().is_empty());
    }
    if reading && !b.answers.is_empty() {
        return Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::ReadingTime,
            "Reading time: read the questions now; you can write when it ends.",
        ));
    }
    if !paper.choice_fits(&b.chosen) {
        return Err(ApiError::bad_request("Choose no more questions in a section than it asks for."));
    }
    let parts = paper.chosen_parts(&b.chosen);
    let mut words = Vec::new();
    for w in b.answers {
        if !parts.iter().any(|(at, _)| *at == w.at) {
            return Err(ApiError::bad_request("An answer names a part of a question that was not chosen."));
        }
        if w.text.len() > MAX_PART_BYTES {
            return Err(ApiError::coded(
                StatusCode::PAYLOAD_TOO_LARGE,
                ErrorCode::PayloadTooLarge,
                "This answer is too long to save. Please shorten it.",
            ));
        }
        words.push((w.at, w.text));
    }
    s.take_words(b.chosen, words, now);
    // Within DynamoDB's 400 KB an item (unchosen questions' words are kept too).
    if s.answers.iter().map(|a| a.text.len()).sum::<usize>() > MAX_SITTING_BYTES {
        return Err(ApiError::coded(
            StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::PayloadTooLarge,
            "This paper's answers are too long to save. Please shorten them.",
        ));
    }
    s.version = b.version;
    Ok(())
}

/// PUT /private/v1/papers/sitting: saves the words (conditional on the version the page read:
/// another tab's save is a 409 with the stored version, nothing overwritten).
pub async fn save(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<WordsBody>,
) -> ApiResult<Json<WordsSaved>> {
    let (mut s, paper) = load(&state, &user, &b.sitting_id).await?;
    let now = state.clock.now_ms();
    take(&mut s, &paper, b, now)?;
    if !papers::save_sitting(&state.db, &s).await? {
        let current = papers::sitting(&state.db, &user.sub, &s.sitting_id).await?.map_or(0, |c| c.version);
        return Err(conflict(current));
    }
    Ok(Json(WordsSaved { version: s.version, now, phase: s.clock.phase(now), status: s.status, late: s.late }))
}

/// POST /private/v1/papers/submit: the last words and the paper handed in (on time until the end
/// and the grace; later it is kept and marked late). Handing in again answers as the first did.
pub async fn submit(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<WordsBody>,
) -> ApiResult<Json<SittingView>> {
    let (mut s, paper) = load(&state, &user, &b.sitting_id).await?;
    let now = state.clock.now_ms();
    if s.closed() {
        // Handing in again (an answer lost on the way) answers as the first did; new words are
        // refused, never dropped silently.
        let words: Vec<(PartRef, String)> = b.answers.into_iter().map(|w| (w.at, w.text)).collect();
        return if s.holds(&b.chosen, &words) {
            Ok(Json(sitting_view(&state, s, &paper).await?))
        } else {
            Err(handed_in())
        };
    }
    // A paper handed in by the clock at the end is closed now by the student; words sent after
    // the end and the grace are marked late by `take`, the paper itself only if such words came.
    take(&mut s, &paper, b, now)?;
    s.status = SittingStatus::Submitted;
    // Closed by the student: its time is never the end itself, which means "by the clock".
    s.submitted_at = Some(if now == s.clock.ends_at { now + 1 } else { now });
    if !papers::save_sitting(&state.db, &s).await? {
        let current = papers::sitting(&state.db, &user.sub, &s.sitting_id).await?.map_or(0, |c| c.version);
        return Err(conflict(current));
    }
    Ok(Json(sitting_view(&state, s, &paper).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelfMarkBody {
    sitting_id: SittingId,
    marks: Vec<PartMark>,
}

/// POST /private/v1/papers/self-mark: the student marks their handed-in paper with the markbands
/// and model answers; it counts in the predicted grade, labelled self-marked.
pub async fn self_mark(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<SelfMarkBody>,
) -> ApiResult<Json<SittingView>> {
    let (s, paper) = load(&state, &user, &b.sitting_id).await?;
    if s.status != SittingStatus::Submitted || !s.closed() {
        return Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::PaperHandedIn,
            match s.status {
                SittingStatus::Sitting | SittingStatus::Submitted => "Hand the paper in before marking it.",
                _ => "This paper is already marked or with our teachers.",
            },
        ));
    }
    s.check_marks(&paper, &b.marks).map_err(|e| ApiError::bad_request(e.message()))?;
    // Kept in the paper's order.
    let order = paper.chosen_parts(&s.chosen);
    let mut marks = b.marks;
    marks.sort_by_key(|m| order.iter().position(|(at, _)| *at == m.at));
    let now = state.clock.now_ms();
    let marked = Sitting {
        status: SittingStatus::Marked,
        marked_by: Some(MarkedBy::Student),
        marks,
        marked_at: Some(now),
        version: s.version + 1,
        ..s
    };
    if !papers::save_sitting(&state.db, &marked).await? {
        return Err(conflict(marked.version - 1));
    }
    Ok(Json(sitting_view(&state, marked, &paper).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendBody {
    sitting_id: SittingId,
}

/// POST /private/v1/papers/send: the handed-in paper to the marking desk as one paper: each
/// answered part enters the queue, and the month's allowance counts the paper as staff set
/// (409 `MARKING_ALLOWANCE_USED` when it does not fit), in one transaction.
pub async fn send(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<SendBody>,
) -> ApiResult<Json<SittingView>> {
    let (s, paper) = load(&state, &user, &b.sitting_id).await?;
    if s.status != SittingStatus::Submitted || !s.closed() {
        return Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::PaperHandedIn,
            if s.status == SittingStatus::Submitted || s.status == SittingStatus::Sitting {
                "Hand the paper in before sending it."
            } else {
                "This paper is already marked or with our teachers."
            },
        ));
    }
    let now = state.clock.now_ms();
    let parts = s.answered_parts(&paper);
    if parts.is_empty() {
        return Err(ApiError::bad_request("This paper has no answers to mark."));
    }
    let profile = api::entitlement::require_subscriber(&state, &user).await?;
    let settings = marking::allowances(&state.db).await?;
    let limit = allowance_limit(&profile, &settings, now);
    let paper_kind = match s.component {
        Component::Paper1 => Some(domain::marking::Paper::One),
        Component::Paper2 => Some(domain::marking::Paper::Two),
        Component::Paper3 => Some(domain::marking::Paper::Three),
        Component::Internal => None,
    };
    let refs: Vec<(u32, u32)> = parts.iter().map(|(_, p)| (p.question_set_id, p.question_id)).collect();
    let bank = question_bank::questions(&state.db, &refs).await?;
    let mut answers = Vec::new();
    for (i, (at, part)) in parts.iter().enumerate() {
        let q = bank.iter().find(|b| b.question_set_id == part.question_set_id && b.id == part.question_id);
        let text = s.answers.iter().find(|a| a.at == *at).map(|a| a.text.clone()).unwrap_or_default();
        let submitted_at = now + i as i64;
        let title = &paper.sections[at.section as usize].questions[at.question as usize].title;
        // The sitting's (a student's sitting ids are their own) and the part's place: two papers
        // sent at the same moment with the same question never share an id (nor does an answer
        // handed in alone, whose last part is 13 digits of time).
        let sitting_digits = format!("{:013}{}{i:02}", s.clock.started_at, s.paper_id);
        answers.push(Answer {
            answer_id: format!("{}-{}-{sitting_digits}", part.question_set_id, part.question_id).into(),
            cognito_id: user.sub.clone(),
            question_set_id: part.question_set_id,
            question_id: part.question_id,
            subject_id: q.map_or(0, |q| q.subject_id),
            topic_id: q.map_or(0, |q| q.topic_id),
            marks: part.marks,
            paper: paper_kind,
            level: Some(s.level),
            status: AnswerStatus::Submitted,
            body: String::new(),
            text,
            diagram_key: None,
            version: 1,
            updated_at: submitted_at,
            submitted_at: Some(submitted_at),
            self_assessment: None,
            claim_by: None,
            claim_name: None,
            claim_until: None,
            draft_mark: None,
            mark: None,
            returned_at: None,
            sitting: Some(SittingPart {
                sitting_id: s.sitting_id.clone(),
                paper_name: s.paper_name.clone(),
                at: *at,
                label: format!("{title} ({})", part.label),
            }),
        });
    }
    let at_desk = Sitting {
        status: SittingStatus::AtDesk,
        version: s.version + 1,
        at_desk: parts.iter().map(|(at, _)| *at).collect(),
        ..s
    };
    match papers::send_to_desk(&state.db, &at_desk, &answers, &month_of(now), (settings.paper, limit)).await? {
        Sent::In => Ok(Json(sitting_view(&state, at_desk, &paper).await?)),
        Sent::Changed => Err(conflict(at_desk.version - 1)),
        Sent::AllowanceUsed if settings.paper > limit => Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::MarkingAllowanceUsed,
            format!(
                "A paper counts as {} marked answers, and your plan has {limit} a month. Mark it yourself now, or subscribe to send papers to our teachers.",
                settings.paper
            ),
        )),
        Sent::AllowanceUsed => Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::MarkingAllowanceUsed,
            format!(
                "A paper counts as {} of your {limit} marked answers this month, and they are used. You can send it from {}, or mark it yourself now.",
                settings.paper,
                resets_on(now)
            ),
        )),
    }
}

/// The predicted grade, its trend and what it was worked from.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GradeView {
    /// The level the student chose; `None` until they choose (the card asks, never assumes).
    level: Option<CourseLevel>,
    ia_estimate: Option<u32>,
    /// `None` until the level is chosen.
    prediction: Option<Prediction>,
    /// The prediction as it stood after each mark, oldest first.
    trend: Vec<TrendPoint>,
    boundaries: Option<Boundaries>,
    /// Marked sittings at the chosen level.
    papers_marked: u32,
}

/// The boundaries for a student's session at `level`: staff's for that session, else the newest
/// session staff keep, else the seeded example.
fn boundaries_for(all: Vec<Boundaries>, session: Option<String>, level: CourseLevel) -> Boundaries {
    let mut at_level: Vec<Boundaries> = all.into_iter().filter(|b| b.level == level).collect();
    if let Some(b) = session.and_then(|s| at_level.iter().position(|b| b.session == s)) {
        return at_level.swap_remove(b);
    }
    at_level.sort_by(|a, b| a.session.cmp(&b.session));
    at_level.pop().unwrap_or_else(|| {
        grade::example_boundaries().into_iter().find(|b| b.level == level).expect("both levels have examples")
    })
}

async fn grade_view(state: &AppState, user: &AuthUser) -> ApiResult<GradeView> {
    let now = state.clock.now_ms();
    let (profile, (settings, all)) = with_subscriber(state, user, async {
        tokio::try_join!(papers::grade_settings(&state.db, &user.sub), papers::boundaries(&state.db))
    })
    .await?;
    // Asked, not assumed: no level, no prediction (a sitting's level never chooses it).
    let Some(level) = settings.level else {
        return Ok(GradeView {
            level: None,
            ia_estimate: settings.ia_estimate,
            prediction: None,
            trend: Vec::new(),
            boundaries: None,
            papers_marked: 0,
        });
    };
    let sittings = my_sittings(state, &user.sub, now).await?;
    // Each level's prediction from its own level's sittings; the others are kept for it.
    let mut marks: Vec<ComponentMark> = sittings
        .iter()
        .filter(|s| s.level == level)
        .filter_map(|s| {
            Some(ComponentMark {
                component: s.component,
                mark: s.total()?,
                max: s.max,
                source: if s.marked_by == Some(MarkedBy::Teacher) { Source::Teacher } else { Source::SelfMarked },
                at: s.marked_at?,
            })
        })
        .collect();
    let papers_marked = marks.len() as u32;
    if let Some(ia) = settings.ia_estimate {
        marks.push(ComponentMark {
            component: Component::Internal,
            mark: ia,
            max: 45,
            source: Source::Estimate,
            at: settings.ia_at.unwrap_or(0),
        });
    }
    let session = profile.user_cohort.filter(|c| c.year.is_some()).map(|c| c.to_string());
    let boundaries = boundaries_for(all, session, level);
    Ok(GradeView {
        prediction: Some(grade::predict(level, &marks, &boundaries)),
        trend: grade::trend(level, &marks, &boundaries),
        level: Some(level),
        ia_estimate: settings.ia_estimate,
        boundaries: Some(boundaries),
        papers_marked,
    })
}

/// GET /private/v1/grade: the predicted grade and how it was worked out.
pub async fn grade(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<GradeView>> {
    Ok(Json(grade_view(&state, &user).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GradeBody {
    level: CourseLevel,
    /// Their own estimate of their internal assessment, out of 45; none to leave it out.
    #[serde(default)]
    ia_estimate: Option<u32>,
}

/// PUT /private/v1/grade: the student's level and their estimate of the internal assessment.
pub async fn set_grade(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<GradeBody>,
) -> ApiResult<Json<GradeView>> {
    if b.ia_estimate.is_some_and(|m| m > 45) {
        return Err(ApiError::bad_request("The internal assessment is out of 45 marks."));
    }
    api::entitlement::require_subscriber(&state, &user).await?;
    let now = state.clock.now_ms();
    // The estimate's moment moves only when the estimate changes: the trend's points before it
    // stay as they were.
    let before = papers::grade_settings(&state.db, &user.sub).await?;
    let ia_at = match b.ia_estimate {
        None => None,
        Some(e) if before.ia_estimate == Some(e) => before.ia_at,
        Some(_) => Some(now),
    };
    let settings = GradeSettings { level: Some(b.level), ia_estimate: b.ia_estimate, ia_at };
    papers::set_grade_settings(&state.db, &user.sub, &settings).await?;
    Ok(Json(grade_view(&state, &user).await?))
}
