//! The internal assessment at the marking desk (staff): the commentaries waiting for a teacher,
//! oldest first; a claim (one teacher at a time, lapsing after 30 minutes); advice on the one
//! draft (comments at passages and per criterion, never an edit, never twice); the final marked
//! on criteria A–E, with F given by whoever marks the portfolio's last; staff's settings.

use api::{ApiError, ApiResult, AppState, Json, Query, StaffUser};
use axum::extract::State;
use domain::ia::{
    self, Advice, Check, Commentary, CriterionMarks, CriterionNote, HandIn, IaMarking, IaRefusal, IaSettings,
    KeyConcept, Stage, Unit,
};
use domain::ids::UserId;
use domain::marking::{Comment, Marker, is_overdue};
use serde::{Deserialize, Serialize};

use crate::ia::{CommentaryView, view};

/// A commentary waiting for a teacher.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IaQueueEntry {
    cognito_id: UserId,
    slot: u8,
    /// A draft for advice, or a final for marks.
    which: HandIn,
    article_title: String,
    unit: Option<Unit>,
    words: u32,
    waiting_since: i64,
    age_ms: i64,
    overdue: bool,
    /// The teacher holding it now, if their claim has not lapsed.
    claimed_by: Option<String>,
}

/// GET /admin/v1/ia/queue: the commentaries waiting for a teacher, oldest first (one Query).
pub async fn queue(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Vec<IaQueueEntry>>> {
    let now = state.clock.now_ms();
    let settings = store::ia::settings(&state.db).await?;
    let waiting = store::ia::queue(&state.db).await?;
    let entries = waiting.into_iter().filter_map(|c| {
        let since = c.waiting_since()?;
        let which = if c.stage == Stage::DraftWaiting { HandIn::Draft } else { HandIn::Final };
        let words = match (&c.draft, which) {
            (Some(d), HandIn::Draft) => d.words,
            _ => c.words(settings.word_limit).words,
        };
        Some(IaQueueEntry {
            claimed_by: c.claim_name.clone().filter(|_| c.claim_holds(now)),
            article_title: c.article.title,
            unit: c.unit,
            words,
            waiting_since: since,
            age_ms: now - since,
            overdue: is_overdue(now - since),
            cognito_id: c.cognito_id,
            slot: c.slot,
            which,
        })
    });
    Ok(Json(entries.collect()))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentaryRef {
    cognito_id: UserId,
    slot: u8,
}

/// Another commentary of the portfolio, as the desk needs it for criteria D and F.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OtherCommentary {
    slot: u8,
    article_title: String,
    publisher: String,
    unit: Option<Unit>,
    concept: Option<KeyConcept>,
    stage: Stage,
    /// A–E added up, once marked.
    total: Option<u32>,
}

/// A commentary as a teacher reads it: the draft handed in (for advice) or the final (for marks),
/// the rest of the portfolio, the rubric's checks and staff's guidance beside each criterion.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IaReading {
    cognito_id: UserId,
    commentary: CommentaryView,
    /// A draft for advice, or a final for marks (None when it waits for neither).
    which: Option<HandIn>,
    others: Vec<OtherCommentary>,
    portfolio_checks: Vec<Check>,
    guidance: Vec<CriterionNote>,
    /// Marking this final completes the portfolio: criterion F is given with it.
    completes: bool,
    /// The teacher holding it, and until when (epoch ms), if their claim holds.
    claimed_by: Option<String>,
    claim_until: Option<i64>,
    now: i64,
}

fn not_found() -> ApiError {
    ApiError::NotFound("Commentary not found.")
}

fn plausible(r: &CommentaryRef) -> bool {
    r.cognito_id.as_str().len() <= 128 && (1..=ia::SLOTS).contains(&r.slot)
}

/// The commentary and the rest of its portfolio, read after every write before it.
async fn portfolio(state: &AppState, r: &CommentaryRef) -> ApiResult<(Commentary, Vec<Commentary>)> {
    if !plausible(r) {
        return Err(not_found());
    }
    let all = store::ia::commentaries(&state.db, &r.cognito_id, true).await?;
    let (this, others): (Vec<Commentary>, Vec<Commentary>) = all.into_iter().partition(|c| c.slot == r.slot);
    let this = this.into_iter().next().ok_or_else(not_found)?;
    // A commentary being written is the student's alone.
    if this.version == 0 || (this.stage == Stage::Writing && this.advice.is_none()) {
        return Err(not_found());
    }
    Ok((this, others))
}

async fn reading(state: &AppState, this: Commentary, others: Vec<Commentary>) -> ApiResult<IaReading> {
    let now = state.clock.now_ms();
    let settings = store::ia::settings(&state.db).await?;
    let which = match this.stage {
        Stage::DraftWaiting => Some(HandIn::Draft),
        Stage::FinalWaiting => Some(HandIn::Final),
        Stage::Writing | Stage::Marked => None,
    };
    let completes = which == Some(HandIn::Final) && others.iter().filter(|o| o.stage == Stage::Marked).count() == 2;
    let mut all = others.clone();
    all.push(this.clone());
    let claimed_by = this.claim_name.clone().filter(|_| this.claim_holds(now));
    let claim_until = this.claim_until.filter(|_| this.claim_holds(now));
    let cognito_id = this.cognito_id.clone();
    let commentary = view(state, this, &settings).await?;
    Ok(IaReading {
        cognito_id,
        commentary,
        which,
        others: others
            .into_iter()
            .map(|o| OtherCommentary {
                total: o.marking.as_ref().map(|m| m.marks.total()),
                slot: o.slot,
                article_title: o.article.title,
                publisher: o.article.publisher,
                unit: o.unit,
                concept: o.concept,
                stage: o.stage,
            })
            .collect(),
        portfolio_checks: ia::portfolio_checks(&all),
        guidance: settings.guidance,
        completes,
        claimed_by,
        claim_until,
        now,
    })
}

/// GET /admin/v1/ia/commentary?cognitoId=&slot=: one handed-in commentary as it stands, read
/// without a claim.
pub async fn one(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(r): Query<CommentaryRef>,
) -> ApiResult<Json<IaReading>> {
    let (this, others) = portfolio(&state, &r).await?;
    Ok(Json(reading(&state, this, others).await?))
}

fn teacher(staff: &StaffUser) -> Marker {
    Marker::Staff { id: staff.0.sub.clone(), name: crate::desk::marker_name(&staff.0) }
}

/// POST /admin/v1/ia/claim: the caller's claim on a waiting commentary for 30 minutes (renewed
/// by claiming again); of two teachers at once, one has it.
pub async fn claim(
    State(state): State<AppState>,
    staff: StaffUser,
    Json(r): Json<CommentaryRef>,
) -> ApiResult<Json<IaReading>> {
    let now = state.clock.now_ms();
    let (this, others) = portfolio(&state, &r).await?;
    let Marker::Staff { id, name } = teacher(&staff);
    let read = this.stage;
    let claimed = this.claim(&id, &name, now).map_err(crate::ia_refused)?;
    if !store::ia::claim(&state.db, &claimed, read, &id, now).await? {
        return Err(crate::ia_refused(IaRefusal::HeldByAnother));
    }
    Ok(Json(reading(&state, claimed, others).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdviceBody {
    cognito_id: UserId,
    slot: u8,
    #[serde(default)]
    comments: Vec<Comment>,
    #[serde(default)]
    criteria: Vec<CriterionNote>,
    #[serde(default)]
    overall: String,
}

/// POST /admin/v1/ia/advice: the caller's advice on the draft they hold — once per commentary,
/// ever (409 with the day it was given otherwise); the student's text is never touched.
pub async fn advise(
    State(state): State<AppState>,
    staff: StaffUser,
    Json(b): Json<AdviceBody>,
) -> ApiResult<Json<IaReading>> {
    let now = state.clock.now_ms();
    let r = CommentaryRef { cognito_id: b.cognito_id, slot: b.slot };
    let (this, others) = portfolio(&state, &r).await?;
    let marker = teacher(&staff);
    let Marker::Staff { id, .. } = &marker;
    let read = this.stage;
    let advice =
        Advice { marker: marker.clone(), comments: b.comments, criteria: b.criteria, overall: b.overall, at: now };
    let advised = this.advise(advice, now).map_err(crate::ia_refused)?;
    if !store::ia::answered(&state.db, &advised, read, id, None, now).await? {
        let (fresh, _) = portfolio(&state, &r).await?;
        return Err(crate::ia_refused(why_changed(&fresh, id, now)));
    }
    Ok(Json(reading(&state, advised, others).await?))
}

/// Why teacher `me`'s write found the commentary changed, as read again: advice already given (a
/// second round), marked already, another teacher's claim, else the portfolio moved under them.
fn why_changed(this: &Commentary, me: &UserId, now: i64) -> IaRefusal {
    match (&this.advice, this.stage) {
        (Some(a), Stage::Writing | Stage::DraftWaiting) => IaRefusal::SecondAdvice { on: ia::Day::of_ms(a.at).long() },
        (_, Stage::Marked) => IaRefusal::NotWaiting,
        _ if this.claim_holds(now) && this.claim_by.as_ref() != Some(me) => IaRefusal::HeldByAnother,
        _ => IaRefusal::PortfolioChanged,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkBody {
    cognito_id: UserId,
    slot: u8,
    marks: CriterionMarks,
    /// Criterion F, with the portfolio's last commentary marked.
    #[serde(default)]
    f: Option<u8>,
    #[serde(default)]
    comments: Vec<Comment>,
    #[serde(default)]
    criteria: Vec<CriterionNote>,
    #[serde(default)]
    overall: String,
}

/// POST /admin/v1/ia/mark: the caller's marks for the final they hold: A–E within their maxima,
/// D at 0 when the key concept is already used, F exactly when this completes the portfolio
/// (written only if the portfolio is still as read).
pub async fn mark(
    State(state): State<AppState>,
    staff: StaffUser,
    Json(b): Json<MarkBody>,
) -> ApiResult<Json<IaReading>> {
    let now = state.clock.now_ms();
    let r = CommentaryRef { cognito_id: b.cognito_id, slot: b.slot };
    let (this, others) = portfolio(&state, &r).await?;
    let marker = teacher(&staff);
    let Marker::Staff { id, .. } = &marker;
    let read = this.stage;
    let marking = IaMarking {
        marker: marker.clone(),
        marks: b.marks,
        f: b.f,
        comments: b.comments,
        criteria: b.criteria,
        overall: b.overall,
        at: now,
    };
    let marked = this.mark(marking.clone(), &others, now).map_err(crate::ia_refused)?;
    if !store::ia::answered(&state.db, &marked, read, id, Some(&others), now).await? {
        // Another commentary of the portfolio was marked meanwhile (two teachers marking its last
        // two at once, neither with F): the mark as it must now be given, else why it changed.
        let (fresh, others) = portfolio(&state, &r).await?;
        let why = fresh.clone().mark(marking, &others, now).err().unwrap_or_else(|| why_changed(&fresh, id, now));
        return Err(crate::ia_refused(why));
    }
    Ok(Json(reading(&state, marked, others).await?))
}

/// GET /admin/v1/ia/settings: staff's IA settings (the defaults until set).
pub async fn settings(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<IaSettings>> {
    Ok(Json(store::ia::settings(&state.db).await?))
}

/// PUT /admin/v1/ia/settings: the word limit, the articles' age and the guidance per criterion.
pub async fn set_settings(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(b): Json<IaSettings>,
) -> ApiResult<Json<IaSettings>> {
    if !b.valid() {
        return Err(ApiError::bad_request(
            "The word limit is 100 to 2,000, an article's age 1 to 36 months, and each criterion's guidance at most 2,000 characters, once.",
        ));
    }
    store::ia::set_settings(&state.db, &b).await?;
    Ok(Json(b))
}
