//! The student's side: a draft saved as they type (conditional on its version, like notes), a
//! diagram straight to the bucket, handing in with a self-assessment under the monthly allowance,
//! and the marked answer with its comments, the model answer and their calibration.

use api::entitlement::{Access, with_subscriber};
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::diagram::Diagram;
use domain::ids::{AnswerId, UserId};
use domain::marking::{
    AnswerRefusal, AnsweredQuestion, Calibration, CalibrationSummary, CalibrationTrend, DraftSave, Marked,
    calibration_summary, calibration_trend, month_of, month_resets_at, resets_on, word_count,
};
use serde::{Deserialize, Serialize};
use services::files::{signed_upload, signed_url, signed_url_opt};
use store::catalogue::Subject;
use store::marking::{
    self, Answer, AnswerStatus, Comment, CourseLevel, Handed, Marker, Paper, Pin, Scheme, SelfAssessment,
};
use store::question_bank::{self, Question};
use store::users::{Profile, TrialStatus};

use crate::answer_refused;
/// A diagram: PNG, JPEG or WebP, at most 5 MB.
const MAX_DIAGRAM_BYTES: u64 = 5 * 1024 * 1024;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionQuery {
    question_set_id: u32,
    question_id: u32,
}

/// The question an answer is written to, as the writing screen shows it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WrittenQuestionView {
    question_set_id: u32,
    question_id: u32,
    name: String,
    text: Option<String>,
    image_url: String,
    /// None while the student sits a paper with this question: it opens when the paper closes.
    model_answer_url: Option<String>,
    marks: u32,
    scheme: Scheme,
    paper: Option<Paper>,
    /// Diagrams staff drew with the question, and with its model answer (empty while the model
    /// answer is withheld).
    diagrams: Vec<Diagram>,
    answer_diagrams: Vec<Diagram>,
}

/// This month's marked answers: how many the plan allows, how many are used, when it starts again.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AllowanceView {
    limit: u32,
    used: u32,
    /// Epoch ms.
    resets_at: i64,
    /// `1 December`.
    resets_on: String,
}

/// A teacher's mark as the student reads it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkView {
    marker_name: String,
    band: Option<u8>,
    mark: u32,
    comments: Vec<Comment>,
    /// Comments pinned on elements of the answer's diagrams.
    pins: Vec<Pin>,
    overall: String,
    at: i64,
}

/// One of the student's answers.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WrittenAnswerView {
    answer_id: AnswerId,
    status: AnswerStatus,
    body: String,
    text: String,
    word_count: usize,
    diagram_url: Option<String>,
    diagram_key: Option<String>,
    /// The diagrams drawn in the editor, in the order the text refers to them.
    diagrams: Vec<Diagram>,
    version: u64,
    updated_at: i64,
    submitted_at: Option<i64>,
    self_assessment: Option<SelfAssessment>,
    /// The marks the self-assessment names.
    self_range: Option<(u32, u32)>,
    mark: Option<MarkView>,
    calibration: Option<Calibration>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DraftView {
    question: WrittenQuestionView,
    /// The answer being written, if the student has begun one.
    draft: Option<WrittenAnswerView>,
    allowance: AllowanceView,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OneView {
    /// None when staff have since removed the question (or its marks) from the question bank: the
    /// answer and its mark are the student's all the same.
    question: Option<WrittenQuestionView>,
    /// The marks the question carried when the answer was handed in.
    marks: u32,
    answer: WrittenAnswerView,
}

/// A line of the student's list of answers.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerLine {
    answer_id: AnswerId,
    question_set_id: u32,
    question_id: u32,
    /// The start of the question's words (else its name), which tells this answer from another;
    /// None when staff have since removed the question from the question bank.
    question_excerpt: Option<String>,
    subject_id: u32,
    topic_id: u32,
    marks: u32,
    status: AnswerStatus,
    word_count: usize,
    updated_at: i64,
    submitted_at: Option<i64>,
    mark: Option<u32>,
    calibration: Option<Calibration>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswersView {
    answers: Vec<AnswerLine>,
    allowance: AllowanceView,
    /// Over every marked answer with a self-assessment.
    calibration: CalibrationSummary,
    /// Their calibration over time: the latest marked answers (self-assessed against marked) and
    /// how far, on average over the last five, they marked themselves from their teacher.
    trend: CalibrationTrend,
}

fn not_marked() -> ApiError {
    ApiError::NotFound("This question is not one you can hand in an answer to.")
}

/// The question, if it carries marks.
async fn marked_question(state: &AppState, set: u32, id: u32) -> ApiResult<(Question, u32)> {
    let q = question_bank::question(&state.db, set, id).await?.ok_or_else(not_marked)?;
    let marks = q.marks.ok_or_else(not_marked)?;
    Ok((q, marks))
}

/// The question as the writing screen shows it; its model answer only where `model_answer` (staff
/// always; a student unless it is withheld, [`services::sitting::withheld`]).
pub(crate) async fn question_view(
    state: &AppState,
    q: &Question,
    marks: u32,
    model_answer: bool,
) -> ApiResult<WrittenQuestionView> {
    let (image_url, model_answer_url) = tokio::try_join!(
        signed_url(state, &q.question_key),
        signed_url_opt(state, Some(q.answer_key.as_str()).filter(|_| model_answer))
    )?;
    Ok(WrittenQuestionView {
        question_set_id: q.question_set_id,
        question_id: q.id,
        name: q.name.clone(),
        text: q.text.clone(),
        image_url,
        model_answer_url,
        marks,
        scheme: Scheme::for_marks(marks),
        paper: q.paper,
        diagrams: q.diagrams.clone(),
        answer_diagrams: if model_answer { q.answer_diagrams.clone() } else { Vec::new() },
    })
}

/// The question as an answer to it keeps it.
fn answered(q: &Question, marks: u32) -> AnsweredQuestion {
    AnsweredQuestion {
        question_set_id: q.question_set_id,
        question_id: q.id,
        subject_id: q.subject_id,
        topic_id: q.topic_id,
        marks,
        paper: q.paper,
        level: None,
    }
}

async fn answer_view(state: &AppState, a: Answer) -> ApiResult<WrittenAnswerView> {
    let diagram_url = signed_url_opt(state, a.diagram_key.as_deref()).await?;
    let range = a.self_range();
    let calibration = a.calibration();
    let mark = a.mark.map(|m| {
        let Marker::Staff { name, .. } = m.marker;
        let (band, mark, comments, pins, overall, at) = (m.band, m.mark, m.comments, m.pins, m.overall, m.at);
        MarkView { marker_name: name, band, mark, comments, pins, overall, at }
    });
    Ok(WrittenAnswerView {
        calibration,
        word_count: word_count(&a.text),
        answer_id: a.answer_id,
        status: a.status,
        body: a.body,
        text: a.text,
        diagram_url,
        diagram_key: a.diagram_key,
        diagrams: a.diagrams,
        version: a.version,
        updated_at: a.updated_at,
        submitted_at: a.submitted_at,
        self_assessment: a.self_assessment,
        self_range: range,
        mark,
    })
}

/// The student's allowance this month (their plan's, as staff set it).
pub(crate) fn allowance_limit(profile: &Profile, settings: &marking::Allowances, now_ms: i64) -> u32 {
    let access = Access::of(profile, now_ms / 1000);
    settings.of(access.plan, access.trial == TrialStatus::Active)
}

async fn allowance(state: &AppState, profile: &Profile, now_ms: i64) -> ApiResult<AllowanceView> {
    let month = month_of(now_ms);
    let (settings, used) =
        tokio::try_join!(marking::allowances(&state.db), marking::allowance_used(&state.db, &profile.auth_id, &month))?;
    Ok(AllowanceView {
        limit: allowance_limit(profile, &settings, now_ms),
        used,
        resets_at: month_resets_at(now_ms),
        resets_on: resets_on(now_ms),
    })
}

/// The words that name each of these questions ([`Question::excerpt`]), read in one BatchGetItem
/// per 100 questions (never one read per answer).
pub(crate) async fn excerpts(
    state: &AppState,
    refs: impl Iterator<Item = (u32, u32)>,
) -> ApiResult<std::collections::HashMap<(u32, u32), String>> {
    let refs: Vec<(u32, u32)> = refs.collect();
    if refs.is_empty() {
        return Ok(Default::default());
    }
    let found = question_bank::questions(&state.db, &refs).await?;
    Ok(found.iter().map(|q| ((q.question_set_id, q.id), q.excerpt())).collect())
}

/// GET /private/v1/answers: every answer of the caller (drafts too), the month's allowance and
/// their calibration.
pub async fn answers(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<AnswersView>> {
    let now = state.clock.now_ms();
    let (profile, all) = with_subscriber(&state, &user, marking::answers(&state.db, &user.sub)).await?;
    let allowance = allowance(&state, &profile, now).await?;
    let marked: Vec<Marked> = all.iter().filter_map(Answer::marked).collect();
    let trend = calibration_trend(all.iter().filter_map(Answer::calibration_point).collect());
    let words = excerpts(&state, all.iter().map(|a| (a.question_set_id, a.question_id))).await?;
    let answers = all.into_iter().map(|a| answer_line(a, &words)).collect();
    Ok(Json(AnswersView { answers, allowance, calibration: calibration_summary(&marked), trend }))
}

/// A line of the list, named by the words of its question (`words`, by `(set, question)`).
fn answer_line(a: Answer, words: &std::collections::HashMap<(u32, u32), String>) -> AnswerLine {
    AnswerLine {
        question_excerpt: words.get(&(a.question_set_id, a.question_id)).cloned(),
        calibration: a.calibration(),
        word_count: word_count(&a.text),
        mark: a.mark.as_ref().map(|m| m.mark),
        answer_id: a.answer_id,
        question_set_id: a.question_set_id,
        question_id: a.question_id,
        subject_id: a.subject_id,
        topic_id: a.topic_id,
        marks: a.marks,
        status: a.status,
        updated_at: a.updated_at,
        submitted_at: a.submitted_at,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OneQuery {
    answer_id: AnswerId,
}

/// GET /private/v1/answers/one?answerId=: one of the caller's answers with its question (only the
/// caller's own partition is read: another student's id names nothing).
pub async fn one(State(state): State<AppState>, user: AuthUser, Query(q): Query<OneQuery>) -> ApiResult<Json<OneView>> {
    if !q.answer_id.is_plausible() {
        return Err(ApiError::NotFound("Answer not found."));
    }
    let ((_, answer), withheld) = tokio::try_join!(
        with_subscriber(&state, &user, marking::answer(&state.db, &user.sub, &q.answer_id)),
        services::sitting::withheld(&state, &user.sub)
    )?;
    let answer = answer.ok_or(ApiError::NotFound("Answer not found."))?;
    let question = match marked_question(&state, answer.question_set_id, answer.question_id).await {
        Ok((q, marks)) => Some(question_view(&state, &q, marks, !withheld.hides(q.question_set_id, q.id)).await?),
        Err(ApiError::NotFound(_)) => None,
        Err(e) => return Err(e),
    };
    Ok(Json(OneView { question, marks: answer.marks, answer: answer_view(&state, answer).await? }))
}

/// GET /private/v1/answers/draft?questionSetId=&questionId=: the writing screen's question, the
/// draft being written (none before the first save) and the month's allowance.
pub async fn draft(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<QuestionQuery>,
) -> ApiResult<Json<DraftView>> {
    let now = state.clock.now_ms();
    let id = Answer::draft_id(q.question_set_id, q.question_id);
    let ((profile, draft), withheld) = tokio::try_join!(
        with_subscriber(&state, &user, marking::answer(&state.db, &user.sub, &id)),
        services::sitting::withheld(&state, &user.sub)
    )?;
    let (question, marks) = marked_question(&state, q.question_set_id, q.question_id).await?;
    let shown = !withheld.hides(question.question_set_id, question.id);
    let (question, allowance) =
        tokio::try_join!(question_view(&state, &question, marks, shown), allowance(&state, &profile, now))?;
    let draft = match draft {
        Some(d) => Some(answer_view(&state, d).await?),
        None => None,
    };
    Ok(Json(DraftView { question, draft, allowance }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DraftBody {
    question_set_id: u32,
    question_id: u32,
    /// The editor's document (Lexical JSON).
    body: String,
    /// Its plain text.
    text: String,
    /// The version this save makes: one more than the version the page last read (1 for the first).
    version: u64,
    #[serde(default)]
    diagram_key: Option<String>,
    /// The diagrams drawn in the editor (each checked against its limits; one outside them is a
    /// 400 and nothing is saved).
    #[serde(default)]
    diagrams: Vec<Diagram>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Saved {
    version: u64,
    updated_at: i64,
}

/// PUT /private/v1/answers/draft: saves the answer being written, if nobody saved since the
/// version the page read (else 409 `DRAFT_CONFLICT` with the stored version; nothing is lost: the
/// page keeps its text and lets the student choose).
pub async fn save_draft(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<DraftBody>,
) -> ApiResult<Json<Saved>> {
    let save = DraftSave::new(b.body, b.text, b.diagrams, b.version).map_err(answer_refused)?;
    let now = state.clock.now_ms();
    let id = Answer::draft_id(b.question_set_id, b.question_id);
    let (_, stored) = with_subscriber(&state, &user, marking::answer(&state.db, &user.sub, &id)).await?;
    save.follows(stored.as_ref()).map_err(answer_refused)?;
    let (question, marks) = marked_question(&state, b.question_set_id, b.question_id).await?;
    let diagram_key = kept_diagram(&state, &user.sub, b.diagram_key, stored.as_ref()).await?;
    let draft = save.draft(user.sub.clone(), answered(&question, marks), diagram_key, now);
    if !marking::save_draft(&state.db, &draft).await? {
        let current = marking::answer(&state.db, &user.sub, &draft.answer_id).await?;
        return Err(answer_refused(AnswerRefusal::Changed { current: current.map(|c| c.version) }));
    }
    Ok(Json(Saved { version: draft.version, updated_at: now }))
}

/// The key the draft keeps for the diagram the page names: a pending upload it names is claimed,
/// and kept under the key the draft stores (crate::uploads).
async fn kept_diagram(
    state: &AppState,
    user: &UserId,
    key: Option<String>,
    stored: Option<&Answer>,
) -> ApiResult<Option<String>> {
    let Some(key) = key.filter(|k| !k.is_empty()) else { return Ok(None) };
    let kept = stored.and_then(|s| s.diagram_key.as_deref());
    Ok(Some(crate::uploads::claim(state, user, &key, kept, crate::uploads::Upload::Diagram).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagramRequest {
    /// `image/png`, `image/jpeg` or `image/webp`.
    content_type: String,
    size: u64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagramUpload {
    upload_url: String,
    key: String,
    /// Headers the PUT must carry (they are part of the signature).
    headers: std::collections::BTreeMap<&'static str, String>,
}

/// POST /private/v1/answers/diagram: a signed PUT for one image of the declared type and exact
/// size, under the caller's own pending prefix, at most `RATE_LIMIT_DIAGRAM_UPLOAD` an
/// hour (then 429); the image is checked by its first bytes and kept when a draft names it, and
/// removed within a day when none does (crate::uploads).
pub async fn diagram_upload(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<DiagramRequest>,
) -> ApiResult<Json<DiagramUpload>> {
    with_subscriber(&state, &user, async { Ok(()) }).await?;
    let ext = match b.content_type.as_str() {
        "image/png" => "png",
        "image/jpeg" => "jpg",
        "image/webp" => "webp",
        _ => return Err(ApiError::bad_request("A diagram is a PNG, JPEG or WebP image.")),
    };
    if b.size == 0 || b.size > MAX_DIAGRAM_BYTES {
        return Err(ApiError::bad_request("A diagram can be at most 5 MB."));
    }
    let key = crate::uploads::new_key(&state, &user.sub, ext).await?;
    let upload_url = signed_upload(&state, &key, &b.content_type, b.size).await?;
    Ok(Json(DiagramUpload { upload_url, key, headers: [("content-type", b.content_type)].into() }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitBody {
    question_set_id: u32,
    question_id: u32,
    /// The draft's version the student hands in.
    version: u64,
    self_assessment: SelfAssessment,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HandedIn {
    answer_id: AnswerId,
    allowance: AllowanceView,
}

/// POST /private/v1/answers/submit: hands the draft in for marking with the student's
/// self-assessment, one of the month's allowance (409 `MARKING_ALLOWANCE_USED` once used, saying
/// when it starts again), in one transaction.
pub async fn submit(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<SubmitBody>,
) -> ApiResult<Json<HandedIn>> {
    let now = state.clock.now_ms();
    let id = Answer::draft_id(b.question_set_id, b.question_id);
    let ((profile, stored), (settings, subjects)) =
        tokio::try_join!(with_subscriber(&state, &user, marking::answer(&state.db, &user.sub, &id)), async {
            Ok(tokio::try_join!(marking::allowances(&state.db), store::catalogue::subjects(&state.db))?)
        })?;
    let draft = stored.ok_or(AnswerRefusal::Changed { current: None }).map_err(answer_refused)?;
    let level = level_of(&subjects, draft.subject_id);
    let answer = draft.hand_in(b.version, b.self_assessment, level, now).map_err(answer_refused)?;
    let limit = allowance_limit(&profile, &settings, now);
    let handed = marking::hand_in(&state.db, &answer, b.version, &month_of(now), limit).await?;
    handed_in(handed, limit, now).map_err(answer_refused)?;
    let allowance = allowance(&state, &profile, now).await?;
    Ok(Json(HandedIn { answer_id: answer.answer_id, allowance }))
}

/// The course level of subject `id`, by its name.
fn level_of(subjects: &[Subject], id: u32) -> Option<CourseLevel> {
    subjects.iter().find(|s| s.id == id).and_then(|s| CourseLevel::of_subject(&s.name))
}

/// What handing in came to, as a refusal where it was one.
fn handed_in(handed: Handed, limit: u32, now: i64) -> Result<(), AnswerRefusal> {
    match handed {
        Handed::In => Ok(()),
        Handed::DraftChanged => Err(AnswerRefusal::Changed { current: None }),
        Handed::AllowanceUsed => Err(AnswerRefusal::AllowanceUsed { limit, resets_on: resets_on(now) }),
    }
}
