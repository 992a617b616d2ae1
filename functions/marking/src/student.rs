//! The student's side: a draft saved as they type (conditional on its version, like notes), a
//! diagram straight to the bucket, handing in with a self-assessment under the monthly allowance,
//! and the marked answer with its comments, the model answer and their calibration.

use api::entitlement::{Access, with_subscriber};
use api::files::{signed_upload, signed_url, signed_url_opt};
use api::{ApiError, ApiResult, AppState, AuthUser, ErrorCode, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::ids::AnswerId;
use domain::marking::{
    Calibration, CalibrationPoint, CalibrationSummary, CalibrationTrend, Marked, calibration, calibration_summary,
    calibration_trend, month_of, month_resets_at, resets_on, word_count,
};
use serde::{Deserialize, Serialize};
use store::marking::{self, Answer, AnswerStatus, Comment, CourseLevel, Handed, Marker, Paper, Scheme, SelfAssessment};
use store::question_bank::{self, Question};
use store::users::{Profile, TrialStatus};

/// The largest editor document and plain text kept for an answer (well within an item's 400 KB).
const MAX_BODY_BYTES: usize = 150_000;
const MAX_TEXT_BYTES: usize = 60_000;
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
/// always; a student unless it is withheld, [`api::sitting::withheld`]).
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
    })
}

fn self_range(a: &Answer) -> Option<(u32, u32)> {
    a.self_assessment.and_then(|s| a.scheme().self_range(s).ok())
}

async fn answer_view(state: &AppState, a: Answer) -> ApiResult<WrittenAnswerView> {
    let diagram_url = signed_url_opt(state, a.diagram_key.as_deref()).await?;
    let range = self_range(&a);
    let mark = a.mark.map(|m| {
        let Marker::Staff { name, .. } = m.marker;
        MarkView { marker_name: name, band: m.band, mark: m.mark, comments: m.comments, overall: m.overall, at: m.at }
    });
    Ok(WrittenAnswerView {
        calibration: range.zip(mark.as_ref()).map(|(r, m)| calibration(r, m.mark)),
        word_count: word_count(&a.text),
        answer_id: a.answer_id,
        status: a.status,
        body: a.body,
        text: a.text,
        diagram_url,
        diagram_key: a.diagram_key,
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
    let marked: Vec<Marked> = all
        .iter()
        .filter_map(|a| Some(Marked { range: self_range(a)?, mark: a.mark.as_ref()?.mark, max: a.marks }))
        .collect();
    let trend = calibration_trend(
        all.iter()
            .filter_map(|a| {
                let mark = a.mark.as_ref()?;
                Some(CalibrationPoint {
                    answer_id: a.answer_id.clone(),
                    question_id: a.question_id,
                    marked_at: a.returned_at.unwrap_or(mark.at),
                    self_range: self_range(a)?,
                    mark: mark.mark,
                    max: a.marks,
                })
            })
            .collect(),
    );
    let words = excerpts(&state, all.iter().map(|a| (a.question_set_id, a.question_id))).await?;
    let answers = all
        .into_iter()
        .map(|a| AnswerLine {
            question_excerpt: words.get(&(a.question_set_id, a.question_id)).cloned(),
            calibration: self_range(&a).zip(a.mark.as_ref()).map(|(r, m)| calibration(r, m.mark)),
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
        })
        .collect();
    Ok(Json(AnswersView { answers, allowance, calibration: calibration_summary(&marked), trend }))
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
        api::sitting::withheld(&state, &user.sub)
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
        api::sitting::withheld(&state, &user.sub)
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
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Saved {
    version: u64,
    updated_at: i64,
}

fn conflict(current: Option<u64>) -> ApiError {
    ApiError::Coded {
        status: StatusCode::CONFLICT,
        code: ErrorCode::DraftConflict,
        message: "This answer was changed in another tab or window. Choose which version to keep.".into(),
        payload: Some(serde_json::json!({ "version": current.unwrap_or(0) })),
    }
}

/// PUT /private/v1/answers/draft: saves the answer being written, if nobody saved since the
/// version the page read (else 409 `DRAFT_CONFLICT` with the stored version; nothing is lost: the
/// page keeps its text and lets the student choose).
pub async fn save_draft(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<DraftBody>,
) -> ApiResult<Json<Saved>> {
    if b.body.len() > MAX_BODY_BYTES || b.text.len() > MAX_TEXT_BYTES {
        return Err(ApiError::coded(
            StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::PayloadTooLarge,
            "This answer is too long to save. Please shorten it.",
        ));
    }
    if b.version == 0 {
        return Err(ApiError::bad_request("version starts at 1."));
    }
    let now = state.clock.now_ms();
    let id = Answer::draft_id(b.question_set_id, b.question_id);
    let (_, stored) = with_subscriber(&state, &user, marking::answer(&state.db, &user.sub, &id)).await?;
    if stored.as_ref().map_or(0, |s| s.version) + 1 != b.version {
        return Err(conflict(stored.map(|s| s.version)));
    }
    let (question, marks) = marked_question(&state, b.question_set_id, b.question_id).await?;
    // A pending upload it names is claimed: the draft keeps the key it is kept under.
    let diagram_key = match b.diagram_key.filter(|k| !k.is_empty()) {
        Some(key) => {
            let kept = stored.as_ref().and_then(|s| s.diagram_key.as_deref());
            Some(crate::uploads::claim(&state, &user.sub, &key, kept).await?)
        }
        None => None,
    };
    let draft = Answer {
        answer_id: id,
        cognito_id: user.sub.clone(),
        question_set_id: b.question_set_id,
        question_id: b.question_id,
        subject_id: question.subject_id,
        topic_id: question.topic_id,
        marks,
        paper: question.paper,
        level: None,
        status: AnswerStatus::Draft,
        body: b.body,
        text: b.text,
        diagram_key,
        version: b.version,
        updated_at: now,
        submitted_at: None,
        self_assessment: None,
        claim_by: None,
        claim_name: None,
        claim_until: None,
        draft_mark: None,
        mark: None,
        returned_at: None,
        sitting: None,
    };
    if !marking::save_draft(&state.db, &draft).await? {
        let current = marking::answer(&state.db, &user.sub, &draft.answer_id).await?;
        return Err(conflict(current.map(|c| c.version)));
    }
    Ok(Json(Saved { version: draft.version, updated_at: now }))
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
    let (profile, stored) = with_subscriber(&state, &user, marking::answer(&state.db, &user.sub, &id)).await?;
    let draft = stored.filter(|d| d.version == b.version).ok_or_else(|| conflict(None))?;
    if word_count(&draft.text) == 0 {
        return Err(ApiError::bad_request("Write your answer before handing it in."));
    }
    draft.scheme().self_range(b.self_assessment).map_err(|e| ApiError::bad_request(e.message()))?;
    let (settings, subjects) = tokio::try_join!(marking::allowances(&state.db), store::catalogue::subjects(&state.db))?;
    let limit = allowance_limit(&profile, &settings, now);
    let level = subjects.iter().find(|s| s.id == draft.subject_id).and_then(|s| CourseLevel::of_subject(&s.name));
    let answer = Answer {
        answer_id: format!("{}-{}-{now}", b.question_set_id, b.question_id).into(),
        status: AnswerStatus::Submitted,
        submitted_at: Some(now),
        updated_at: now,
        self_assessment: Some(b.self_assessment),
        level,
        ..draft
    };
    let month = month_of(now);
    match marking::hand_in(&state.db, &answer, b.version, &month, limit).await? {
        Handed::In => {}
        Handed::DraftChanged => return Err(conflict(None)),
        Handed::AllowanceUsed => {
            return Err(ApiError::coded(
                StatusCode::CONFLICT,
                ErrorCode::MarkingAllowanceUsed,
                format!(
                    "You have used this month's {limit} marked answer{}. You can hand in more from {}. Your answer is kept as a draft.",
                    if limit == 1 { "" } else { "s" },
                    resets_on(now)
                ),
            ));
        }
    }
    let allowance = allowance(&state, &profile, now).await?;
    Ok(Json(HandedIn { answer_id: answer.answer_id, allowance }))
}
