//! Timed papers (docs/papers.md): a student starts a paper staff made (the API records the start:
//! the clock is the server's), reads, writes (saved as they type, conditional on the version),
//! hands in or is handed in at the end; then marks it themselves with the markbands and model
//! answers, or sends it to the marking desk as one paper. And the predicted grade.

use api::entitlement::with_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, ErrorCode, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::grade::{self, Boundaries, GradeSettings, Prediction, TrendPoint};
use domain::ids::{AnswerId, SittingId, UserId};
use domain::marking::{Answer, CourseLevel, Scheme, month_of, resets_on};
use domain::papers::{
    Component, HandIn, MarkedBy, PaperDef, PaperPart, PartMark, PartRef, PartWords, Phase, QuestionRef, Sitting,
    SittingRefusal, SittingSave, SittingStatus, Start,
};
use serde::{Deserialize, Serialize};
use services::files::{signed_url, signed_url_opt};
use store::papers::{self, Sent};
use store::question_bank::Question;
use store::users::Profile;
use store::{marking, question_bank};

use crate::sitting_refused;
use crate::student::allowance_limit;

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
    let (_, s) = load_with_profile(state, user, id).await?;
    let paper = s.paper.clone();
    Ok((s, paper))
}

/// [`load`], with the caller's profile (its entitlement checked).
async fn load_with_profile(state: &AppState, user: &AuthUser, id: &SittingId) -> ApiResult<(Profile, Sitting)> {
    if !id.is_plausible() {
        return Err(not_found());
    }
    let (profile, stored) = with_subscriber(state, user, papers::sitting(&state.db, &user.sub, id)).await?;
    Ok((profile, stored.ok_or_else(not_found)?.settled(state.clock.now_ms())))
}

/// Saves `s` over the version before it: another tab's save since is refused with the version
/// stored now.
async fn save_sitting(state: &AppState, user: &UserId, s: &Sitting) -> ApiResult<()> {
    if papers::save_sitting(&state.db, s).await? {
        return Ok(());
    }
    let current = papers::sitting(&state.db, user, &s.sitting_id).await?.map_or(0, |c| c.version);
    Err(sitting_refused(SittingRefusal::Changed { current }))
}

async fn sitting_view(state: &AppState, s: Sitting, paper: &PaperDef) -> ApiResult<SittingView> {
    let now = state.clock.now_ms();
    let answers = if s.status == SittingStatus::AtDesk || s.status == SittingStatus::Marked {
        marking::answers(&state.db, &s.cognito_id).await?
    } else {
        vec![]
    };
    let s = with_desk_marks(s, &answers);
    let bank = question_bank::questions(&state.db, &paper.question_refs()).await?;
    let mut sections = Vec::new();
    for (si, sec) in paper.sections.iter().enumerate() {
        let mut questions = Vec::new();
        for (qi, q) in sec.questions.iter().enumerate() {
            let mut parts = Vec::new();
            for (pi, p) in q.parts.iter().enumerate() {
                let at = PartRef { section: si as u32, question: qi as u32, part: pi as u32 };
                parts.push(part_view(state, &s, &bank, &answers, at, p).await?);
            }
            questions.push(PaperQuestionView { title: q.title.clone(), marks: q.marks(), parts });
        }
        sections.push(PaperSectionView { title: sec.title.clone(), choose: sec.choose, questions });
    }
    Ok(SittingView { phase: s.clock.phase(now), now, total: s.total(), sitting: s, sections })
}

/// The part `p` at `at` of sitting `s`, with its question-bank question (of `bank`) and the
/// desk's answer for it (of `answers`). Model answers only once no more words are taken.
async fn part_view(
    state: &AppState,
    s: &Sitting,
    bank: &[Question],
    answers: &[Answer],
    at: PartRef,
    p: &PaperPart,
) -> ApiResult<PaperPartView> {
    let found = bank.iter().find(|b| b.question_set_id == p.question_set_id && b.id == p.question_id);
    let image_url = match found {
        Some(b) => signed_url(state, &b.question_key).await?,
        None => String::new(),
    };
    let model_answer_url = signed_url_opt(state, found.filter(|_| s.closed()).map(|b| b.answer_key.as_str())).await?;
    let answer_id = answers
        .iter()
        .find(|a| a.sitting.as_ref().is_some_and(|x| x.sitting_id == s.sitting_id && x.at == at))
        .map(|a| a.answer_id.clone());
    Ok(PaperPartView {
        at,
        label: p.label.clone(),
        marks: p.marks,
        scheme: p.scheme(),
        text: found.and_then(|b| b.text.clone()),
        image_url,
        model_answer_url,
        answer_id,
    })
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
        if let Some(s) = begun(&state, &paper, &user.sub, sittings, now).await? {
            return Ok(Json(sitting_view(&state, s, &paper).await?));
        }
        sittings = papers::sittings_now(&state.db, &user.sub).await?;
    }
    Err(ApiError::coded(
        StatusCode::CONFLICT,
        ErrorCode::TryAgain,
        "This paper was just started. Open it from your papers.",
    ))
}

/// The sitting a start at `now` comes to: the student's open one, or a new one once it takes the
/// paper's lock (`None`: another start took it first).
async fn begun(
    state: &AppState,
    paper: &PaperDef,
    user: &UserId,
    sittings: Vec<Sitting>,
    now: i64,
) -> ApiResult<Option<Sitting>> {
    match Sitting::start(paper, user, sittings, now).map_err(sitting_refused)? {
        Start::Open(s) => Ok(Some(s)),
        Start::Begin { sitting, after } => {
            let locked = papers::begin_sitting(&state.db, &sitting, sitting.closes_at(), after.as_ref(), now).await?;
            Ok(locked.then_some(sitting))
        }
    }
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
pub struct WordsBody {
    sitting_id: SittingId,
    /// The version this save makes: one more than the version the page last read.
    version: u64,
    chosen: Vec<QuestionRef>,
    /// Each part's words and diagrams (checked as a written answer's are: a 400 naming the
    /// diagram, nothing kept).
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

impl WordsBody {
    /// The save the page sends: its version, choice, words and diagrams.
    fn save(self) -> SittingSave {
        SittingSave { version: self.version, chosen: self.chosen, words: self.answers }
    }
}

/// PUT /private/v1/papers/sitting: saves the words (conditional on the version the page read:
/// another tab's save is a 409 with the stored version, nothing overwritten).
pub async fn save(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<WordsBody>,
) -> ApiResult<Json<WordsSaved>> {
    let (mut s, _) = load(&state, &user, &b.sitting_id).await?;
    let now = state.clock.now_ms();
    s.take(b.save(), now).map_err(sitting_refused)?;
    save_sitting(&state, &user.sub, &s).await?;
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
    // A paper handed in by the clock at the end is closed now by the student; words sent after
    // the end and the grace are marked late, the paper itself only if such words came.
    if s.hand_in(b.save(), now).map_err(sitting_refused)? == HandIn::Now {
        save_sitting(&state, &user.sub, &s).await?;
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
    let marked = s.self_mark(b.marks, state.clock.now_ms()).map_err(sitting_refused)?;
    if !papers::save_sitting(&state.db, &marked).await? {
        return Err(sitting_refused(SittingRefusal::Changed { current: marked.version - 1 }));
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
    let (profile, s) = load_with_profile(&state, &user, &b.sitting_id).await?;
    let paper = s.paper.clone();
    let now = state.clock.now_ms();
    let refs = s.to_send().map_err(sitting_refused)?;
    let (settings, bank) =
        tokio::try_join!(marking::allowances(&state.db), question_bank::questions(&state.db, &refs))?;
    let place =
        |set, id| bank.iter().find(|q| (q.question_set_id, q.id) == (set, id)).map(|q| (q.subject_id, q.topic_id));
    let (at_desk, answers) = s.send(place, now).map_err(sitting_refused)?;
    let limit = allowance_limit(&profile, &settings, now);
    let counts = settings.paper;
    match papers::send_to_desk(&state.db, &at_desk, &answers, &month_of(now), (counts, limit)).await? {
        Sent::In => Ok(Json(sitting_view(&state, at_desk, &paper).await?)),
        Sent::Changed => Err(sitting_refused(SittingRefusal::Changed { current: at_desk.version - 1 })),
        Sent::AllowanceUsed => {
            Err(sitting_refused(SittingRefusal::AllowanceUsed { counts, limit, resets_on: resets_on(now) }))
        }
    }
}

/// The predicted grade, its trend and what it was worked from.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GradeView {
    /// The level the student chose; `None` until they choose (the card asks, never assumes).
    level: Option<CourseLevel>,
    ia_estimate: Option<u32>,
    /// The internal assessment's mark out of 45 once a teacher has marked the whole portfolio: it
    /// replaces the estimate.
    ia_marked: Option<u32>,
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

impl GradeView {
    /// Before the student says their level: asked, not assumed (a sitting's level never chooses
    /// it), so no prediction.
    fn unasked(ia_estimate: Option<u32>, ia_marked: Option<u32>) -> Self {
        let (prediction, trend, boundaries) = (None, Vec::new(), None);
        Self { level: None, ia_estimate, ia_marked, prediction, trend, boundaries, papers_marked: 0 }
    }
}

async fn grade_view(state: &AppState, user: &AuthUser) -> ApiResult<GradeView> {
    let now = state.clock.now_ms();
    let (profile, (settings, all, commentaries)) = with_subscriber(state, user, async {
        tokio::try_join!(
            papers::grade_settings(&state.db, &user.sub),
            papers::boundaries(&state.db),
            store::ia::commentaries(&state.db, &user.sub, false)
        )
    })
    .await?;
    let ia_marked = domain::ia::portfolio_mark(&commentaries);
    let marked = ia_marked.map(|(mark, _)| mark);
    let Some(level) = settings.level else { return Ok(GradeView::unasked(settings.ia_estimate, marked)) };
    let (sittings, answers) =
        tokio::try_join!(papers::sittings(&state.db, &user.sub), marking::answers(&state.db, &user.sub))?;
    let sittings: Vec<Sitting> = sittings.into_iter().map(|s| with_desk_marks(s.settled(now), &answers)).collect();
    let evidence = grade::Evidence::gather(level, &sittings, &answers, &settings, ia_marked);
    let session = profile.user_cohort.filter(|c| c.year.is_some()).map(|c| c.to_string());
    let boundaries = boundaries_for(all, session, level);
    let (prediction, trend) = evidence.predict(level, &boundaries);
    Ok(GradeView {
        level: Some(level),
        ia_estimate: settings.ia_estimate,
        ia_marked: marked,
        prediction: Some(prediction),
        trend,
        boundaries: Some(boundaries),
        papers_marked: evidence.papers,
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
    if b.ia_estimate.is_some_and(|m| m > domain::papers::IA_MARKS) {
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
