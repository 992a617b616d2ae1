//! The marking desk (staff): the queue oldest first against the 48-hour turnaround, a claim on an
//! answer (one marker at a time, lapsing after 30 minutes), the rubric's mark (a band first, then a
//! mark in it; points for point-marked parts), comments at passages, a draft, the return; the
//! insight; the monthly allowances by plan.

use services::files::signed_url_opt;
use std::collections::HashMap;

use api::{ApiError, ApiResult, AppState, Json, Query, StaffUser};
use axum::extract::State;
use domain::band_descriptors::BandDescriptors;
use domain::email::Notice;
use domain::ids::{AnswerId, UserId};
use domain::marking::{
    AnswerRefusal, CLAIM_MS, CalibrationSummary, MonthInsight, is_overdue, month_insight, month_of, word_count,
};
use serde::{Deserialize, Serialize};
use store::marking::{self, Allowances, Answer, Comment, CourseLevel, Mark, Marker, Paper, Pin, QueueFilter, Scheme};

use crate::answer_refused;
use crate::standards::{self, OnDesk};
use crate::student::{WrittenQuestionView, excerpts, question_view};
use domain::standards::Part;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueQuery {
    #[serde(default)]
    paper: Option<Paper>,
    /// The part's marks (10 and 15: markband parts).
    #[serde(default)]
    marks: Option<u32>,
    /// The question's topic.
    #[serde(default)]
    topic_id: Option<u32>,
    #[serde(default)]
    level: Option<CourseLevel>,
}

/// A waiting answer in the queue.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueEntry {
    cognito_id: UserId,
    answer_id: AnswerId,
    question_set_id: u32,
    question_id: u32,
    /// The start of the question's words (else its name); None when staff have since removed the
    /// question from the question bank.
    question_excerpt: Option<String>,
    topic_id: u32,
    marks: u32,
    paper: Option<Paper>,
    level: Option<CourseLevel>,
    submitted_at: i64,
    /// How long it has waited (ms), and whether that is past the 48-hour turnaround.
    age_ms: i64,
    overdue: bool,
    word_count: usize,
    /// The marker holding it now, if their claim has not lapsed.
    claimed_by: Option<String>,
    /// The paper sitting it is a part of, when sent with its paper.
    sitting: Option<domain::marking::SittingPart>,
}

/// GET /admin/v1/marking/queue: the waiting answers, oldest first (one Query on the index), each
/// named by its question's words (one BatchGetItem per 100 questions).
/// Under a standard (docs/standards.md), the marker sees only the parts they may mark, with the
/// seeds put in their queue and the answers waiting for a second mark they did not give first,
/// each looking like any waiting answer.
pub async fn queue(
    State(state): State<AppState>,
    staff: StaffUser,
    Query(q): Query<QueueQuery>,
) -> ApiResult<Json<Vec<QueueEntry>>> {
    let now = state.clock.now_ms();
    let me = &staff.0.sub;
    let filter = QueueFilter { paper: q.paper, marks: q.marks, topic_id: q.topic_id, level: q.level };
    let (waiting, standings, extra) = tokio::try_join!(
        async { Ok::<_, ApiError>(marking::queue(&state.db, &filter).await?) },
        standards::standings(&state, me),
        standards::desk_extras(&state, me, &staff.0)
    )?;
    let mut answers: Vec<Answer> = waiting
        .into_iter()
        .chain(extra)
        .filter(|a| standings.of(Part::of(a)).1.may_mark())
        .filter(|a| filter.admits(a))
        .collect();
    answers.sort_by_key(|a| a.waiting_since());
    let words = excerpts(&state, answers.iter().map(|a| (a.question_set_id, a.question_id))).await?;
    Ok(Json(answers.into_iter().map(|a| queue_entry(a, &words, now)).collect()))
}

/// A waiting answer as the queue shows it at `now`, named by its question's words (`words`).
fn queue_entry(a: Answer, words: &HashMap<(u32, u32), String>, now: i64) -> QueueEntry {
    let submitted_at = a.waiting_since();
    QueueEntry {
        question_excerpt: words.get(&(a.question_set_id, a.question_id)).cloned(),
        word_count: word_count(&a.text),
        age_ms: now - submitted_at,
        overdue: is_overdue(now - submitted_at),
        claimed_by: a.claim_name.clone().filter(|_| a.claim_holds(now)),
        cognito_id: a.cognito_id,
        answer_id: a.answer_id,
        question_set_id: a.question_set_id,
        question_id: a.question_id,
        topic_id: a.topic_id,
        marks: a.marks,
        paper: a.paper,
        level: a.level,
        submitted_at,
        sitting: a.sitting,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerRef {
    pub(crate) cognito_id: UserId,
    pub(crate) answer_id: AnswerId,
}

/// An answer as staff read it: with its question, the model answer and the student's diagram
/// (signed links). What the student expected stays with them until the mark is given.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Reading {
    answer: Answer,
    scheme: Scheme,
    /// None when staff have since removed the question from the question bank: the answer, its
    /// scheme and its mark are read and marked all the same.
    question: Option<WrittenQuestionView>,
    diagram_url: Option<String>,
    /// Staff's words for each band of the scheme, by level (markbands only; None where unwritten).
    band_descriptors: Vec<Option<String>>,
}

async fn reading(state: &AppState, answer: Answer) -> ApiResult<Reading> {
    let (q, descriptors) = tokio::try_join!(
        store::question_bank::question(&state.db, answer.question_set_id, answer.question_id),
        marking::band_descriptors(&state.db)
    )?;
    let (question, diagram_url) = tokio::try_join!(
        async {
            match &q {
                Some(q) => question_view(state, q, answer.marks, true).await.map(Some),
                None => Ok(None),
            }
        },
        signed_url_opt(state, answer.diagram_key.as_deref())
    )?;
    let answer = if answer.returned_at.is_some() { answer } else { Answer { self_assessment: None, ..answer } };
    Ok(Reading {
        scheme: answer.scheme(),
        band_descriptors: descriptors.for_marks(answer.marks),
        question,
        diagram_url,
        answer,
    })
}

/// GET /admin/v1/marking/answer?cognitoId=&answerId=: one handed-in answer as it stands (a
/// student's question about its mark names it), read without a claim; a draft is the student's
/// alone.
pub async fn one(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(r): Query<AnswerRef>,
) -> ApiResult<Json<Reading>> {
    let (answer, second) = tokio::try_join!(handed_in_answer(&state, &r.cognito_id, &r.answer_id), async {
        Ok(store::standards::second(&state.db, &r.cognito_id, &r.answer_id).await?)
    })?;
    // While another marker marks it a second time, blind: its first mark is nobody's to read.
    let answer = match second {
        Some(_) => Answer {
            status: store::marking::AnswerStatus::Submitted,
            mark: None,
            returned_at: None,
            self_assessment: None,
            ..answer
        },
        None => answer,
    };
    Ok(Json(reading(&state, answer).await?))
}

/// An answer on the desk, for its marker.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Desk {
    #[serde(flatten)]
    reading: Reading,
    /// Until when the claim holds (epoch ms).
    claim_until: i64,
    /// The server's clock when the claim was taken (epoch ms): the page counts down against it.
    now: i64,
}

/// POST /admin/v1/marking/claim: takes (or renews: "Keep marking") the claim on a waiting answer
/// for 30 minutes from now; 409 while another marker's claim holds.
pub async fn claim(State(state): State<AppState>, staff: StaffUser, Json(r): Json<AnswerRef>) -> ApiResult<Json<Desk>> {
    if !plausible_ids(&r.cognito_id, &r.answer_id) {
        return Err(not_found());
    }
    let now = state.clock.now_ms();
    let me = &staff.0;
    let name = marker_name(me);
    // The store takes the claim by the answer's own rule in one conditional write; when it does
    // not, the answer as it stands says why (or it was lost to another marker a moment ago).
    let claimed = marking::claim(&state.db, &r.cognito_id, &r.answer_id, (&me.sub, &name), now, now + CLAIM_MS).await?;
    let answer = match claimed {
        Some(answer) => {
            standards::live_claimed(&state, &staff, &answer).await?;
            answer
        }
        // A seed in the marker's queue, an answer waiting for its second mark, or a refusal.
        None => standards::claim_other(&state, &staff, &r.cognito_id, &r.answer_id, now).await?,
    };
    Ok(Json(Desk { reading: reading(&state, answer).await?, claim_until: now + CLAIM_MS, now }))
}

fn not_found() -> ApiError {
    ApiError::NotFound("Answer not found.")
}

/// A handed-in answer (a draft is the student's alone), if the ids name one.
pub(crate) async fn handed_in_answer(state: &AppState, cognito_id: &UserId, answer_id: &AnswerId) -> ApiResult<Answer> {
    if !plausible_ids(cognito_id, answer_id) {
        return Err(not_found());
    }
    let answer = marking::answer(&state.db, cognito_id, answer_id).await?;
    answer.filter(|a| a.status != store::marking::AnswerStatus::Draft).ok_or_else(not_found)
}

/// Ids that could name an answer (a subject and `{set}-{question}-{time}`): anything else is
/// nobody's, and never reaches DynamoDB (whose key size limits would answer it with an error).
fn plausible_ids(cognito_id: &UserId, answer_id: &AnswerId) -> bool {
    cognito_id.as_str().len() <= 128 && answer_id.is_plausible()
}

/// A staff member's name as students read it on a mark or advice ("Seven" when the account has none).
pub(crate) fn marker_name(user: &api::AuthUser) -> String {
    let name = [user.given_name.as_deref(), user.family_name.as_deref()].into_iter().flatten().collect::<Vec<_>>();
    if name.is_empty() { "Seven".into() } else { name.join(" ") }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkBody {
    cognito_id: UserId,
    answer_id: AnswerId,
    /// The markband (markband parts only), chosen before the mark.
    #[serde(default)]
    band: Option<u8>,
    mark: u32,
    #[serde(default)]
    comments: Vec<Comment>,
    /// Comments pinned on elements of the answer's diagrams.
    #[serde(default)]
    pins: Vec<Pin>,
    #[serde(default)]
    overall: String,
}

/// The answer `b` names and the marker's mark on it at `now` (the answer decides whether it may
/// take it).
async fn load_marked(state: &AppState, staff: &StaffUser, b: MarkBody, now: i64) -> ApiResult<(OnDesk, Mark)> {
    if !plausible_ids(&b.cognito_id, &b.answer_id) {
        return Err(not_found());
    }
    let me = &staff.0;
    let on_desk = standards::on_desk(state, &me.sub, &b.cognito_id, &b.answer_id).await?.ok_or_else(not_found)?;
    let marker = Marker::Staff { id: me.sub.clone(), name: marker_name(me) };
    let (band, comments, pins, overall) = (b.band, b.comments, b.pins, b.overall);
    let mark = Mark { marker, band, mark: b.mark, comments, pins, overall, at: now };
    Ok((on_desk, mark))
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DraftSaved {
    claim_until: i64,
    /// The server's clock (epoch ms).
    now: i64,
}

/// PUT /admin/v1/marking/draft: the marker's work so far (renews their claim).
pub async fn save_draft(
    State(state): State<AppState>,
    staff: StaffUser,
    Json(b): Json<MarkBody>,
) -> ApiResult<Json<DraftSaved>> {
    let now = state.clock.now_ms();
    let (on_desk, mark) = load_marked(&state, &staff, b, now).await?;
    let me = &staff.0.sub;
    let drafted = on_desk.answer(me, &marker_name(&staff.0)).draft_mark(mark, now).map_err(answer_refused)?;
    let (Some(mark), Some(until)) = (&drafted.draft_mark, drafted.claim_until) else {
        return Err(ApiError::internal("a drafted mark without its draft or claim"));
    };
    let (student, id) = (&drafted.cognito_id, &drafted.answer_id);
    let saved = match on_desk {
        OnDesk::Live(_) => marking::save_mark_draft(&state.db, student, id, me, mark, now, until).await?,
        OnDesk::Seed(turn, _) => {
            let turn = store::standards::Turn { claim_until: Some(until), draft_mark: Some(mark.clone()), ..turn };
            store::standards::update_turn(&state.db, me, &turn).await?
        }
        OnDesk::Second(row, _) => {
            let row = store::standards::Second { claim_until: Some(until), draft_mark: Some(mark.clone()), ..row };
            store::standards::save_second_draft(&state.db, &row, me, now).await?
        }
    };
    if !saved {
        return Err(answer_refused(AnswerRefusal::HeldByAnother));
    }
    Ok(Json(DraftSaved { claim_until: until, now }))
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GivenBack {
    answer_id: AnswerId,
    returned_at: i64,
}

/// POST /admin/v1/marking/return: the mark goes to the student and the answer leaves the queue,
/// in one transaction.
pub async fn give_back(
    State(state): State<AppState>,
    staff: StaffUser,
    Json(b): Json<MarkBody>,
) -> ApiResult<Json<GivenBack>> {
    let now = state.clock.now_ms();
    let (on_desk, mark) = load_marked(&state, &staff, b, now).await?;
    let me = &staff.0.sub;
    let answer = on_desk.answer(me, &marker_name(&staff.0));
    // The standing counts at the return too: a marker paused while holding a claim returns no
    // live answer, nor a second mark (a seed they may).
    let part = Part::of(&answer);
    let (standard, standing) = standards::standings(&state, me).await?.of(part);
    if !matches!(on_desk, OnDesk::Seed(..))
        && let Some(why) = standing.why(part)
    {
        return Err(standards::not_yours(why));
    }
    let (returned, record) = answer.give_back(mark, now).map_err(answer_refused)?;
    let Some(mark) = &returned.mark else { return Err(ApiError::internal("a returned answer without its mark")) };
    let done = match &on_desk {
        OnDesk::Live(_) => return_live(&state, &staff, (&returned, mark, &record), (standard, standing), now).await?,
        OnDesk::Seed(turn, seed) => standards::return_seed(&state, &staff, (turn, seed), mark).await?,
        OnDesk::Second(row, stored) => {
            standards::return_second(&state, &staff, (row, stored.clone()), mark.clone()).await?
        }
    };
    if !done {
        return Err(answer_refused(AnswerRefusal::HeldByAnother));
    }
    Ok(Json(GivenBack { answer_id: returned.answer_id, returned_at: now }))
}

/// A live answer returned: to the student, or under a standard now and then (its share) held back
/// for a second, blind, mark first; under a standard, kept in the marker's record.
async fn return_live(
    state: &AppState,
    staff: &StaffUser,
    (returned, mark, record): (&Answer, &Mark, &domain::marking::Returned),
    (standard, standing): (domain::standards::Standard, domain::standards::Standing),
    now: i64,
) -> ApiResult<bool> {
    let me = &staff.0.sub;
    let part = Part::of(returned);
    let mut also = vec![];
    if standing.standardised() {
        let done = store::standards::Done::Live {
            cognito_id: returned.cognito_id.clone(),
            answer_id: returned.answer_id.clone(),
            at: now,
        };
        also.push(store::standards::done_row(&state.db, me, part, &done)?);
        if standard.second_turn(fastrand::f64()) {
            let row = store::standards::Second {
                cognito_id: returned.cognito_id.clone(),
                answer_id: returned.answer_id.clone(),
                part,
                reason: store::standards::SecondReason::Sample,
                first: mark.clone(),
                queued_at: now,
                claim_by: None,
                claim_until: None,
                draft_mark: None,
                second: None,
            };
            also.push(store::standards::second_row(&state.db, &row)?);
            return Ok(marking::hold_back(&state.db, returned, me, also, now).await?);
        }
    }
    let by = marking::ReturnedBy::Claim(me);
    if !marking::give_back(&state.db, (returned, mark, record), by, also, now).await? {
        return Ok(false);
    }
    tell_returned(state, returned, now).await;
    Ok(true)
}

/// Tells the student of their answer's return (a paper's parts: once, with the last).
pub(crate) async fn tell_returned(state: &AppState, returned: &Answer, now: i64) {
    if let Some(notice) = returned_notice(state, returned).await
        && once(state, &returned.cognito_id, &notice, now).await
    {
        services::mail::notify_student_with_diagrams(state, &returned.cognito_id, notice, &returned.diagrams).await;
    }
}

/// The question an answer answers, as a notice names it.
pub(crate) async fn question_name(state: &AppState, answer: &Answer) -> String {
    store::question_bank::question(&state.db, answer.question_set_id, answer.question_id)
        .await
        .ok()
        .flatten()
        .map_or_else(|| "a question".to_owned(), |q| q.name)
}

/// Whether this notice is the first of its kind for the student: a paper's is sent once, however
/// its last parts come back (two markers returning them at the same moment both see the paper
/// marked; the conditional write lets one of them tell it).
async fn once(state: &AppState, student: &UserId, notice: &Notice, now_ms: i64) -> bool {
    let Notice::PaperMarked { sitting_id, .. } = notice else { return true };
    match store::mail::claim_once(&state.db, student, &format!("paper-{sitting_id}"), now_ms / 1000).await {
        Ok(first) => first,
        Err(e) => {
            tracing::error!(error = %e, "a paper's notice could not be claimed");
            false
        }
    }
}

/// What the student hears of a return (`answer`, as returned): their marked answer, or once every
/// part of a paper is back, the marked paper (nothing for the parts before the last). The answers
/// are read strongly after the return's own write, so of two last parts returned at once, the
/// later one's read sees both.
async fn returned_notice(state: &AppState, answer: &Answer) -> Option<Notice> {
    let mark = answer.mark.as_ref()?;
    let Some(part) = &answer.sitting else {
        let question = question_name(state, answer).await;
        return Some(Notice::AnswerMarked {
            answer_id: answer.answer_id.clone(),
            question,
            mark: format!("{} / {}", mark.mark, answer.marks),
        });
    };
    let (sitting, mut answers) = tokio::try_join!(
        store::papers::sitting(&state.db, &answer.cognito_id, &part.sitting_id),
        marking::answers_now(&state.db, &answer.cognito_id)
    )
    .ok()?;
    answers.retain(|a| a.answer_id != answer.answer_id);
    answers.push(answer.clone());
    let marked = crate::papers::with_desk_marks(sitting?, &answers);
    Some(Notice::PaperMarked {
        sitting_id: marked.sitting_id.clone(),
        paper: marked.paper_name.clone(),
        mark: format!("{} / {}", marked.total()?, marked.max),
    })
}

/// One question's marks this month.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionMarks {
    question_set_id: u32,
    question_id: u32,
    /// The start of the question's words (else its name); None once taken out of the bank.
    question_excerpt: Option<String>,
    max: u32,
    /// Every mark given, lowest first.
    marks: Vec<u32>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkerCount {
    name: String,
    returned: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Insight {
    /// `2026-11`.
    month: String,
    waiting: u32,
    returned: u32,
    median_turnaround_ms: Option<i64>,
    p90_turnaround_ms: Option<i64>,
    /// Returned later than 48 hours after handing in.
    late: u32,
    markers: Vec<MarkerCount>,
    questions: Vec<QuestionMarks>,
    /// Students' self-assessments against the marks this month.
    calibration: CalibrationSummary,
}

/// GET /admin/v1/marking/insight: this month's queue, turnaround, markers, marks and calibration.
pub async fn insight(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Insight>> {
    let now = state.clock.now_ms();
    let month = month_of(now);
    let (waiting, returned) = tokio::try_join!(marking::queue_size(&state.db), marking::returned(&state.db, &month))?;
    let stats = month_insight(&returned);
    let words = excerpts(&state, stats.questions.iter().map(|q| (q.question_set_id, q.question_id))).await?;
    Ok(Json(insight_view(month, waiting, stats, &words)))
}

/// The month's statistics as staff read them, each question named by its words (`words`).
fn insight_view(month: String, waiting: u32, stats: MonthInsight, words: &HashMap<(u32, u32), String>) -> Insight {
    let questions = stats.questions.into_iter().map(|q| QuestionMarks {
        question_excerpt: words.get(&(q.question_set_id, q.question_id)).cloned(),
        question_set_id: q.question_set_id,
        question_id: q.question_id,
        max: q.max,
        marks: q.marks,
    });
    Insight {
        month,
        waiting,
        returned: stats.returned,
        median_turnaround_ms: stats.median_turnaround_ms,
        p90_turnaround_ms: stats.p90_turnaround_ms,
        late: stats.late,
        markers: stats.markers.into_iter().map(|m| MarkerCount { name: m.name, returned: m.returned }).collect(),
        questions: questions.collect(),
        calibration: stats.calibration,
    }
}

/// GET /admin/v1/marking/allowances: marked answers a month by plan.
pub async fn allowances(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Allowances>> {
    Ok(Json(marking::allowances(&state.db).await?))
}

/// PUT /admin/v1/marking/allowances
pub async fn set_allowances(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(a): Json<Allowances>,
) -> ApiResult<Json<Allowances>> {
    if !a.valid() {
        return Err(ApiError::bad_request("An allowance is 0 to 100 marked answers a month."));
    }
    marking::set_allowances(&state.db, &a).await?;
    Ok(Json(a))
}

/// GET /admin/v1/marking/descriptors: staff's descriptors of the markbands, one a band.
pub async fn band_descriptors(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<BandDescriptors>> {
    Ok(Json(marking::band_descriptors(&state.db).await?.checked().unwrap_or_default()))
}

/// PUT /admin/v1/marking/descriptors: what an answer in each band does, as the desk shows it
/// beside the bands (at most 600 characters a band; an empty one is none).
pub async fn set_band_descriptors(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(d): Json<BandDescriptors>,
) -> ApiResult<Json<BandDescriptors>> {
    let kept = d.checked().map_err(|e| ApiError::bad_request(e.to_string()))?;
    marking::set_band_descriptors(&state.db, &kept).await?;
    Ok(Json(kept))
}
