//! The student's internal assessment portfolio (docs/ia.md): three commentaries saved as they
//! type (conditional on their version, like answers), each article's copy uploaded and checked
//! by its bytes, the rubric checked on every read, one draft handed in for a teacher's advice,
//! the final handed in for marking (both under the monthly allowance), and the portfolio's PDF.

use api::entitlement::with_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use domain::diagram::Diagram;
use domain::ia::{
    self, Advice, Article, Check, Commentary, CommentarySave, CriterionMarks, CriterionNote, Day, HandIn, HandedDraft,
    IaMarking, IaRefusal, IaSettings, KeyConcept, SLOTS, Stage, Unit, WordCount,
};
use domain::marking::{Comment, Marker, month_of, resets_on};
use serde::{Deserialize, Serialize};
use services::files::{signed_upload, signed_url_opt};
use store::ia::Handed;
use store::marking;
use store::users::Profile;

use crate::uploads::Upload;

/// A copy of an article: a PDF, PNG or JPEG of at most 10 MB.
const MAX_COPY_BYTES: u64 = 10 * 1024 * 1024;

/// The rules the page shows and counts by, as staff set them.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IaRules {
    word_limit: u32,
    article_months: u32,
    /// What advice on a draft and the marking of a final count as against the monthly allowance.
    draft_cost: u32,
    final_cost: u32,
}

/// A teacher's advice as the student reads it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdviceView {
    marker_name: String,
    comments: Vec<Comment>,
    criteria: Vec<CriterionNote>,
    overall: String,
    at: i64,
}

/// A teacher's marks as the student reads them.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkingView {
    marker_name: String,
    marks: CriterionMarks,
    /// A–E added up, out of 14.
    total: u32,
    f: Option<u8>,
    comments: Vec<Comment>,
    criteria: Vec<CriterionNote>,
    overall: String,
    at: i64,
}

/// One commentary as its writer (or a teacher) reads it, with what the rubric says of it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentaryView {
    slot: u8,
    article: Article,
    /// A link to the article's copy.
    copy_url: Option<String>,
    unit: Option<Unit>,
    concept: Option<KeyConcept>,
    body: String,
    text: String,
    diagrams: Vec<Diagram>,
    /// 0 before the first save.
    version: u64,
    updated_at: i64,
    stage: Stage,
    /// The day it was written (the server's): its last save, or the final's hand-in.
    written_on: Day,
    words: WordCount,
    checks: Vec<Check>,
    /// The draft a teacher read (or reads), as handed in.
    draft: Option<HandedDraft>,
    advice: Option<AdviceView>,
    final_at: Option<i64>,
    marking: Option<MarkingView>,
}

/// This month's marked answers, as the writing screen shows them.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IaAllowance {
    limit: u32,
    used: u32,
    /// `1 December`.
    resets_on: String,
}

/// The portfolio's mark once every final is marked.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioMark {
    mark: u32,
    max: u32,
    at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioView {
    /// Always three, in order (a commentary not begun is empty at version 0).
    commentaries: Vec<CommentaryView>,
    /// What the three break together.
    checks: Vec<Check>,
    rules: IaRules,
    allowance: IaAllowance,
    mark: Option<PortfolioMark>,
    /// Every final handed in: the PDF can be made.
    finished: bool,
}

fn refused(refusal: IaRefusal) -> ApiError {
    crate::ia_refused(refusal)
}

fn marker_name(m: &Marker) -> String {
    let Marker::Staff { name, .. } = m;
    name.clone()
}

/// `c` as it is read, with the rubric's checks under `settings` and a link to its copy.
pub(crate) async fn view(state: &AppState, c: Commentary, settings: &IaSettings) -> ApiResult<CommentaryView> {
    let copy_url = signed_url_opt(state, c.article.copy_key.as_deref()).await?;
    Ok(CommentaryView {
        checks: ia::checks(&c, settings),
        words: c.words(settings.word_limit),
        written_on: c.written_on(),
        advice: c.advice.map(|a: Advice| AdviceView {
            marker_name: marker_name(&a.marker),
            comments: a.comments,
            criteria: a.criteria,
            overall: a.overall,
            at: a.at,
        }),
        marking: c.marking.map(|m: IaMarking| MarkingView {
            marker_name: marker_name(&m.marker),
            total: m.marks.total(),
            marks: m.marks,
            f: m.f,
            comments: m.comments,
            criteria: m.criteria,
            overall: m.overall,
            at: m.at,
        }),
        copy_url,
        slot: c.slot,
        article: c.article,
        unit: c.unit,
        concept: c.concept,
        body: c.body,
        text: c.text,
        diagrams: c.diagrams,
        version: c.version,
        updated_at: c.updated_at,
        stage: c.stage,
        draft: c.draft,
        final_at: c.final_at,
    })
}

/// The three slots, the stored commentaries in theirs and empty ones elsewhere.
pub(crate) fn three(user: &domain::ids::UserId, stored: Vec<Commentary>, now: i64) -> Vec<Commentary> {
    (1..=SLOTS)
        .map(|slot| {
            stored.iter().find(|c| c.slot == slot).cloned().unwrap_or_else(|| Commentary::new(user.clone(), slot, now))
        })
        .collect()
}

/// GET /private/v1/ia: the caller's portfolio, its rubric's checks, the rules, the allowance and
/// the mark (one Query for the commentaries, one GetItem each for the settings, allowances and
/// the month's count).
pub async fn portfolio(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<PortfolioView>> {
    let now = state.clock.now_ms();
    let (profile, stored) =
        with_subscriber(&state, &user, store::ia::commentaries(&state.db, &user.sub, false)).await?;
    let month = month_of(now);
    let (settings, allowances, used) = tokio::try_join!(
        store::ia::settings(&state.db),
        marking::allowances(&state.db),
        marking::allowance_used(&state.db, &user.sub, &month)
    )?;
    let mark = ia::portfolio_mark(&stored).map(|(mark, at)| PortfolioMark { mark, max: domain::papers::IA_MARKS, at });
    let all = three(&user.sub, stored, now);
    let begun: Vec<Commentary> = all.iter().filter(|c| c.version > 0).cloned().collect();
    let finished = ia::finished(&begun);
    let checks = ia::portfolio_checks(&begun);
    let mut commentaries = Vec::with_capacity(all.len());
    for c in all {
        commentaries.push(view(&state, c, &settings).await?);
    }
    Ok(Json(PortfolioView {
        commentaries,
        checks,
        rules: rules(&settings, &allowances),
        allowance: IaAllowance {
            limit: crate::student::allowance_limit(&profile, &allowances, now),
            used,
            resets_on: resets_on(now),
        },
        mark,
        finished,
    }))
}

fn rules(settings: &IaSettings, allowances: &marking::Allowances) -> IaRules {
    IaRules {
        word_limit: settings.word_limit,
        article_months: settings.article_months,
        draft_cost: allowances.ia_draft,
        final_cost: allowances.ia_final,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentaryBody {
    slot: u8,
    #[serde(default)]
    article: Article,
    #[serde(default)]
    unit: Option<Unit>,
    #[serde(default)]
    concept: Option<KeyConcept>,
    body: String,
    text: String,
    #[serde(default)]
    diagrams: Vec<Diagram>,
    /// The version this save makes: one more than the version the page read.
    version: u64,
}

/// Saved, with what the rubric says now.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedCommentary {
    commentary: CommentaryView,
    /// What the portfolio breaks together, with this save.
    checks: Vec<Check>,
}

/// PUT /private/v1/ia/commentary: a save of one commentary (its article, unit, key concept, text
/// and diagrams), if it follows the stored version (409 `DRAFT_CONFLICT` with the stored version
/// otherwise); the article's copy it names is claimed and checked by its bytes.
pub async fn save(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<CommentaryBody>,
) -> ApiResult<Json<SavedCommentary>> {
    let save = CommentarySave {
        slot: b.slot,
        article: b.article,
        unit: b.unit,
        concept: b.concept,
        body: b.body,
        text: b.text,
        diagrams: b.diagrams,
        version: b.version,
    }
    .check()
    .map_err(refused)?;
    let now = state.clock.now_ms();
    let (_, stored) = with_subscriber(&state, &user, store::ia::commentaries(&state.db, &user.sub, false)).await?;
    let this = stored.iter().find(|c| c.slot == save.slot).cloned();
    let kept = this.as_ref().and_then(|c| c.article.copy_key.clone());
    let copy_key = match save.article.copy_key.clone().filter(|k| !k.is_empty()) {
        Some(key) => Some(crate::uploads::claim(&state, &user.sub, &key, kept.as_deref(), Upload::ArticleCopy).await?),
        None => None,
    };
    let save = CommentarySave { article: Article { copy_key, ..save.article }, ..save };
    let commentary = save.apply(user.sub.clone(), this, now).map_err(refused)?;
    if !store::ia::save(&state.db, &commentary).await? {
        let current = store::ia::commentary(&state.db, &user.sub, commentary.slot).await?;
        let changed = IaRefusal::Changed { current: current.as_ref().map(|c| c.version) };
        return Err(refused(current.and_then(|c| c.writable().err()).unwrap_or(changed)));
    }
    let settings = store::ia::settings(&state.db).await?;
    let others = stored.into_iter().filter(|c| c.slot != commentary.slot);
    let checks = ia::portfolio_checks(&others.chain([commentary.clone()]).collect::<Vec<_>>());
    Ok(Json(SavedCommentary { commentary: view(&state, commentary, &settings).await?, checks }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CopyRequest {
    /// `application/pdf`, `image/png` or `image/jpeg`.
    content_type: String,
    size: u64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CopyUpload {
    upload_url: String,
    key: String,
    /// Headers the PUT must carry (they are part of the signature).
    headers: std::collections::BTreeMap<&'static str, String>,
}

/// POST /private/v1/ia/article-copy: a signed PUT for the copy of an article (PDF, PNG or JPEG, at
/// most 10 MB) under the caller's pending prefix; checked by its first bytes when a save names it.
pub async fn article_copy(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<CopyRequest>,
) -> ApiResult<Json<CopyUpload>> {
    with_subscriber(&state, &user, async { Ok(()) }).await?;
    let ext = match b.content_type.as_str() {
        "application/pdf" => "pdf",
        "image/png" => "png",
        "image/jpeg" => "jpg",
        _ => return Err(ApiError::bad_request("A copy of the article is a PDF, PNG or JPEG file.")),
    };
    if b.size == 0 || b.size > MAX_COPY_BYTES {
        return Err(ApiError::bad_request("A copy of the article can be at most 10 MB."));
    }
    let key = crate::uploads::new_key(&state, &user.sub, ext).await?;
    let upload_url = signed_upload(&state, &key, &b.content_type, b.size).await?;
    Ok(Json(CopyUpload { upload_url, key, headers: [("content-type", b.content_type)].into() }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HandInBody {
    slot: u8,
    /// The version the student hands in (the one they last saved).
    version: u64,
    which: HandIn,
}

/// POST /private/v1/ia/hand-in: the commentary's draft for a teacher's advice (once: after advice
/// the next hand-in is the final), or its final for marking, counting what staff set against the
/// monthly allowance in one transaction with the hand-in.
pub async fn hand_in(
    State(state): State<AppState>,
    user: AuthUser,
    Json(b): Json<HandInBody>,
) -> ApiResult<Json<CommentaryView>> {
    let now = state.clock.now_ms();
    let (profile, stored) = with_subscriber(&state, &user, store::ia::commentary(&state.db, &user.sub, b.slot)).await?;
    let stored = stored.ok_or(ApiError::NotFound("Write this commentary before handing it in."))?;
    let (settings, allowances) = tokio::try_join!(store::ia::settings(&state.db), marking::allowances(&state.db))?;
    let handed = stored.hand_in(b.which, b.version, settings.word_limit, now).map_err(refused)?;
    let cost = match b.which {
        HandIn::Draft => allowances.ia_draft,
        HandIn::Final => allowances.ia_final,
    };
    let limit = crate::student::allowance_limit(&profile, &allowances, now);
    match store::ia::hand_in(&state.db, &handed, &month_of(now), (cost, limit)).await? {
        Handed::In => Ok(Json(view(&state, handed, &settings).await?)),
        Handed::Changed => Err(refused(IaRefusal::Changed { current: None })),
        Handed::AllowanceUsed => Err(refused(IaRefusal::AllowanceUsed { limit, resets_on: resets_on(now) })),
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioPdfLink {
    /// A signed link to the PDF, made now.
    url: String,
}

/// GET /private/v1/ia/pdf: the finished portfolio as one PDF, made now on the server (each
/// commentary with its article's details, word count, unit, key concept, date and diagrams) and
/// kept under the student's own prefix (an erasure removes it); 409 until every final is in.
pub async fn pdf(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<PortfolioPdfLink>> {
    let (profile, stored) =
        with_subscriber(&state, &user, store::ia::commentaries(&state.db, &user.sub, false)).await?;
    if !ia::finished(&stored) {
        return Err(refused(IaRefusal::NotFinished));
    }
    let settings = store::ia::settings(&state.db).await?;
    let level = store::papers::grade_settings(&state.db, &user.sub).await?.level;
    let document = portfolio_pdf(&profile, level, &stored, &settings, state.clock.now_ms());
    let bytes = tokio::task::spawn_blocking(move || services::ia_pdf::pdf(&document))
        .await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)?;
    let key = format!("{}ia-portfolio.pdf", crate::uploads::kept_prefix(&user.sub));
    state
        .s3
        .put_object()
        .bucket(&state.config.content_bucket)
        .key(&key)
        .content_type("application/pdf")
        .content_disposition("inline; filename=\"IA portfolio.pdf\"")
        .body(bytes.into())
        .send()
        .await
        .map_err(ApiError::internal)?;
    Ok(Json(PortfolioPdfLink { url: services::files::signed_url(&state, &key).await? }))
}

/// What the PDF shows of the portfolio.
fn portfolio_pdf(
    profile: &Profile,
    level: Option<domain::marking::CourseLevel>,
    commentaries: &[Commentary],
    settings: &IaSettings,
    now: i64,
) -> services::ia_pdf::PortfolioPdf {
    use domain::marking::CourseLevel;
    services::ia_pdf::PortfolioPdf {
        student_name: format!("{} {}", profile.first_name, profile.last_name).trim().to_string(),
        level: match level {
            Some(CourseLevel::Higher) => "Higher level",
            Some(CourseLevel::Standard) => "Standard level",
            None => "Economics",
        }
        .into(),
        made_on: Day::of_ms(now).long(),
        total_words: None,
        commentaries: commentaries
            .iter()
            .map(|c| services::ia_pdf::CommentaryPdf {
                number: c.slot,
                article_title: c.article.title.clone(),
                publisher: c.article.publisher.clone(),
                published_on: c.article.published.map(Day::long).unwrap_or_default(),
                address: c.article.address.clone(),
                unit: c.unit.map(Unit::name).unwrap_or_default().into(),
                key_concept: c.concept.map(KeyConcept::name).unwrap_or_default().into(),
                written_on: c.written_on().long(),
                words: c.words(settings.word_limit).words,
                text: c.text.clone(),
                diagrams: c.diagrams.clone(),
            })
            .collect(),
    }
}
