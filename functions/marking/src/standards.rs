//! Keeping markers to one standard (docs/standards.md): the head of marking's seeds and settings,
//! markers' qualification, seeds in the live queue, pauses, second marking and its decisions,
//! and the figures (per marker, a marker's own, and the public "How we mark").

use std::collections::{BTreeSet, HashMap};

use api::{ApiError, ApiResult, AppState, HeadOfMarking, Json, Query, StaffUser};
use axum::extract::State;
use domain::email::Notice;
use domain::ids::{AnswerId, UserId};
use domain::marking::{Answer, AnswerRefusal, AnswerStatus, CLAIM_MS, Mark, Marker, Scheme};
use domain::standards::{
    Compared, Comparison, Definitive, Part, PartFigures, Seed, SeedRefusal, Standard, Standing, Term, Turned, figures,
};
use serde::{Deserialize, Serialize};
use store::standards::{self as st, Pause, QualMark, Second, SecondReason};

use crate::desk::{AnswerRef, marker_name};
use crate::student::{WrittenQuestionView, question_view};

/// A marker's standing on every part under a standard, and each part's standard.
pub(crate) struct Standings {
    pub parts: Vec<(Part, Standard, u32, Standing)>,
}

impl Standings {
    /// The standing on `part` (Open when it has no standard yet).
    pub fn of(&self, part: Part) -> (Standard, Standing) {
        self.parts
            .iter()
            .find(|(p, ..)| *p == part)
            .map_or((Standard::for_marks(part.marks), Standing::Open), |(_, s, _, standing)| (*s, *standing))
    }
}

/// The parts under a standard (one Query of the settings), each with its seeds counted.
async fn parts(state: &AppState) -> ApiResult<Vec<(Part, Standard, Vec<Seed>)>> {
    let parts = st::parts(&state.db).await?;
    let seeds = futures::future::try_join_all(parts.iter().map(|(p, _)| st::seeds(&state.db, *p))).await?;
    Ok(parts.into_iter().zip(seeds).map(|((p, s), seeds)| (p, s, seeds)).collect())
}

/// Where `me` stands on every part under a standard.
pub(crate) async fn standings(state: &AppState, me: &UserId) -> ApiResult<Standings> {
    let (parts, (quals, pauses)) = tokio::try_join!(parts(state), async { Ok(st::marker_rows(&state.db, me).await?) })?;
    let parts = parts
        .into_iter()
        .map(|(part, standard, seeds)| {
            let set: Vec<&Seed> = seeds.iter().take(standard.qualification_seeds as usize).collect();
            let within: Vec<bool> = quals
                .iter()
                .filter(|(p, q)| *p == part && set.iter().any(|s| s.seed_id == q.seed_id))
                .map(|(_, q)| q.within)
                .collect();
            let paused = pauses.iter().any(|p| p.part == part && p.paused_at.is_some());
            let standing = Standing::of(&standard, seeds.len() as u32, &within, paused);
            (part, standard, seeds.len() as u32, standing)
        })
        .collect();
    Ok(Standings { parts })
}

// -- the head of marking --------------------------------------------------------------------------

/// A part under a standard.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartStandard {
    part: Part,
    part_name: String,
    standard: Standard,
    seeds: u32,
}

/// Two blind marks beyond tolerance of each other, for the head of marking to decide.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionEntry {
    cognito_id: UserId,
    answer_id: AnswerId,
    part: Part,
    part_name: String,
    reason: SecondReason,
    first: Mark,
    second: Option<Mark>,
}

/// What the head of marking oversees.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    parts: Vec<PartStandard>,
    paused: Vec<Pause>,
    decisions: Vec<DecisionEntry>,
    /// Answers waiting for a second mark.
    second_waiting: u32,
}

/// GET /admin/v1/standards: the parts and their standards, the markers paused, the marks waiting
/// for a decision.
pub async fn overview(State(state): State<AppState>, _head: HeadOfMarking) -> ApiResult<Json<Overview>> {
    let (parts, paused, decisions, seconds) = tokio::try_join!(
        parts(&state),
        async { Ok(st::paused(&state.db).await?) },
        async { Ok(st::decisions(&state.db).await?) },
        async { Ok(st::seconds(&state.db).await?) }
    )?;
    Ok(Json(Overview {
        parts: parts
            .into_iter()
            .map(|(part, standard, seeds)| PartStandard {
                part,
                part_name: part.name(),
                standard,
                seeds: seeds.len() as u32,
            })
            .collect(),
        paused,
        decisions: decisions.into_iter().map(decision_entry).collect(),
        second_waiting: seconds.len() as u32,
    }))
}

fn decision_entry(s: Second) -> DecisionEntry {
    DecisionEntry {
        cognito_id: s.cognito_id,
        answer_id: s.answer_id,
        part: s.part,
        part_name: s.part.name(),
        reason: s.reason,
        first: s.first,
        second: s.second,
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartQuery {
    part: Part,
}

/// GET /admin/v1/standards/seeds?part=P1-10: a part's seeds with their definitive marks, oldest
/// first (its qualification set first).
pub async fn seeds(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Query(q): Query<PartQuery>,
) -> ApiResult<Json<Vec<Seed>>> {
    Ok(Json(st::seeds(&state.db, q.part).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeedBody {
    cognito_id: UserId,
    answer_id: AnswerId,
    #[serde(default)]
    band: Option<u8>,
    mark: u32,
    rationale: String,
}

/// POST /admin/v1/standards/seeds: a handed-in answer made a seed of its part, stripped of its
/// student, with the head's definitive mark and why.
pub async fn make_seed(
    State(state): State<AppState>,
    head: HeadOfMarking,
    Json(b): Json<SeedBody>,
) -> ApiResult<Json<Seed>> {
    let answer = crate::desk::handed_in_answer(&state, &b.cognito_id, &b.answer_id).await?;
    let now = state.clock.now_ms();
    let definitive = Definitive { band: b.band, mark: b.mark, rationale: b.rationale };
    let id = format!("{now:013}{:04}", fastrand::u32(0..10_000));
    let seed = Seed::of(&answer, definitive, (id, marker_name(&head.0)), now).map_err(seed_refused)?;
    st::ensure_part(&state.db, seed.part).await?;
    st::put_seed(&state.db, &seed, &answer.cognito_id).await?;
    Ok(Json(seed))
}

fn seed_refused(r: SeedRefusal) -> ApiError {
    match r {
        SeedRefusal::NotHandedIn => ApiError::NotFound("Answer not found."),
        r => ApiError::bad_request(r.to_string()),
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StandardBody {
    part: Part,
    standard: Standard,
}

/// PUT /admin/v1/standards/settings: a part's tolerance, qualification set, pause rule and
/// shares of seeds and second marking.
pub async fn set_standard(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Json(b): Json<StandardBody>,
) -> ApiResult<Json<Standard>> {
    if !b.standard.valid() || b.standard.tolerance > b.part.marks {
        return Err(ApiError::bad_request(
            "A standard needs shares from 0 to 1, a qualification set of 1 to 20 seeds with no more needed than it has, a pause of 1 to 20 seeds with its limit inside it, and a tolerance within the part's marks.",
        ));
    }
    st::set_standard(&state.db, b.part, &b.standard).await?;
    Ok(Json(b.standard))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResumeBody {
    marker_id: UserId,
    part: Part,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Resumed {
    resumed: bool,
}

/// POST /admin/v1/standards/resume: a paused marker goes on marking the part; their seeds count
/// afresh from now.
pub async fn resume(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Json(b): Json<ResumeBody>,
) -> ApiResult<Json<Resumed>> {
    if b.marker_id.as_str().len() > 128 {
        return Err(ApiError::NotFound("That marker is not paused."));
    }
    let resumed = st::resume(&state.db, &b.marker_id, b.part, state.clock.now_ms()).await?;
    if !resumed {
        return Err(ApiError::NotFound("That marker is not paused."));
    }
    Ok(Json(Resumed { resumed }))
}

/// Two marks of one answer as the head of marking reads them.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionReading {
    answer: Answer,
    scheme: Scheme,
    question: Option<WrittenQuestionView>,
    decision: DecisionEntry,
}

/// GET /admin/v1/standards/decision?cognitoId=&answerId=: the answer and both marks.
pub async fn decision(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Query(r): Query<AnswerRef>,
) -> ApiResult<Json<DecisionReading>> {
    let row = st::decision(&state.db, &r.cognito_id, &r.answer_id).await?.ok_or_else(no_decision)?;
    let answer = crate::desk::handed_in_answer(&state, &r.cognito_id, &r.answer_id).await?;
    let q = store::question_bank::question(&state.db, answer.question_set_id, answer.question_id).await?;
    let question = match &q {
        Some(q) => Some(question_view(&state, q, answer.marks, true).await?),
        None => None,
    };
    Ok(Json(DecisionReading { scheme: answer.scheme(), answer, question, decision: decision_entry(row) }))
}

fn no_decision() -> ApiError {
    ApiError::NotFound("No decision waits on that answer.")
}

/// Whose mark stands.
#[derive(Debug, Clone, Copy, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Keep {
    First,
    Second,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecideBody {
    cognito_id: UserId,
    answer_id: AnswerId,
    /// Whose comments go to the student.
    keep: Keep,
    #[serde(default)]
    band: Option<u8>,
    /// The final mark (the head's, within the scheme).
    mark: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Decided {
    mark: u32,
    /// Whether the student was told of a changed mark (or, held back, of their mark).
    told: bool,
}

/// POST /admin/v1/standards/decide: the head's final mark where two markers differed beyond
/// tolerance. The student sees only this one: held back, it is returned now; already returned
/// (sent back from a paused marker) and different, it replaces the mark and they are told.
pub async fn decide(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Json(b): Json<DecideBody>,
) -> ApiResult<Json<Decided>> {
    let row = st::decision(&state.db, &b.cognito_id, &b.answer_id).await?.ok_or_else(no_decision)?;
    let answer = crate::desk::handed_in_answer(&state, &b.cognito_id, &b.answer_id).await?;
    answer.scheme().check(b.band, b.mark).map_err(|e| ApiError::bad_request(e.message()))?;
    let kept = match b.keep {
        Keep::First => Some(row.first.clone()),
        Keep::Second => row.second.clone(),
    }
    .ok_or_else(no_decision)?;
    let now = state.clock.now_ms();
    let mark = Mark { band: b.band, mark: b.mark, at: now, ..kept };
    let told = settle(&state, &row, answer, mark, vec![st::decided(&state.db, &row)?]).await?;
    Ok(Json(Decided { mark: b.mark, told }))
}

/// Settles an answer marked twice with `mark`, and `also` (the row's removal): a held-back answer
/// is returned (the student told), a returned one changed if the mark differs (and they are told).
/// Whether the student was told; 409 when another settlement came first.
async fn settle(
    state: &AppState,
    row: &Second,
    answer: Answer,
    mark: Mark,
    also: Vec<store::Write>,
) -> ApiResult<bool> {
    let now = state.clock.now_ms();
    let gone = || {
        ApiError::coded(
            axum::http::StatusCode::CONFLICT,
            api::ErrorCode::AnswerClaimed,
            "Someone settled this answer a moment ago.",
        )
    };
    match row.reason {
        SecondReason::Sample => {
            let (returned, record) = answer.returned_with(mark.clone(), now);
            let by = store::marking::ReturnedBy::Settlement;
            if !store::marking::give_back(&state.db, (&returned, &mark, &record), by, also, now).await? {
                return Err(gone());
            }
            crate::desk::tell_returned(state, &returned, now).await;
            Ok(true)
        }
        SecondReason::SentBack => {
            // The head's choice of comments counts as much as the mark: unchanged only when the
            // student already has this very mark (its time aside).
            let changed = answer.mark.as_ref().is_none_or(|m| *m != Mark { at: m.at, ..mark.clone() });
            if !changed {
                return if st::write(&state.db, also).await? { Ok(false) } else { Err(gone()) };
            }
            if !store::marking::change_mark(&state.db, &answer, &mark, also).await? {
                return Err(gone());
            }
            let question = crate::desk::question_name(state, &answer).await;
            let notice = Notice::MarkChanged {
                answer_id: answer.answer_id.clone(),
                question,
                mark: format!("{} / {}", mark.mark, answer.marks),
            };
            services::mail::notify_student(state, &answer.cognito_id, notice).await;
            Ok(true)
        }
    }
}

// -- the figures ----------------------------------------------------------------------------------

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TermQuery {
    /// `2026-3` (autumn 2026); this term when absent.
    #[serde(default)]
    term: Option<String>,
}

/// One marker's figures.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkerFigures {
    marker_id: UserId,
    name: String,
    parts: Vec<PartFigures>,
}

/// A term's figures.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TermFigures {
    term: String,
    term_name: String,
    parts: Vec<PartFigures>,
    /// Per marker (the head of marking's view only; empty elsewhere).
    markers: Vec<MarkerFigures>,
}

fn term_of(state: &AppState, q: &TermQuery) -> ApiResult<Term> {
    match &q.term {
        None => Ok(Term::of(state.clock.now_ms())),
        Some(t) => Term::parse(t).ok_or_else(|| ApiError::bad_request("A term is a year and 1 to 3: 2026-3.")),
    }
}

/// A term's comparisons and returns (one Query for the comparisons, one per month).
async fn term_data(state: &AppState, term: Term) -> ApiResult<(Vec<Comparison>, Vec<Turned>)> {
    let months = term.months();
    let (comparisons, returned) = tokio::try_join!(
        st::comparisons(&state.db, term),
        futures::future::try_join_all(months.iter().map(|m| store::marking::returned(&state.db, m)))
    )?;
    let turned = returned
        .into_iter()
        .flatten()
        .map(|r| {
            let Marker::Staff { id, .. } = r.marker;
            Turned { part: Part { paper: r.paper, marks: r.max }, marker_id: id, ms: r.turnaround_ms }
        })
        .collect();
    Ok((comparisons, turned))
}

/// GET /admin/v1/standards/figures?term=: the term's figures per part, and per marker.
pub async fn head_figures(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Query(q): Query<TermQuery>,
) -> ApiResult<Json<TermFigures>> {
    let term = term_of(&state, &q)?;
    let (comparisons, turned) = term_data(&state, term).await?;
    let mut names: HashMap<UserId, String> = HashMap::new();
    for c in &comparisons {
        names.entry(c.marker_id.clone()).or_insert_with(|| c.marker_name.clone());
        if let (Some(id), Some(name)) = (&c.other_id, &c.other_name) {
            names.entry(id.clone()).or_insert_with(|| name.clone());
        }
    }
    let ids: BTreeSet<UserId> = names.keys().cloned().chain(turned.iter().map(|t| t.marker_id.clone())).collect();
    let markers = ids
        .into_iter()
        .map(|id| MarkerFigures {
            name: names.get(&id).cloned().unwrap_or_else(|| "A marker".into()),
            parts: figures(&comparisons, &turned, Some(&id)),
            marker_id: id,
        })
        .collect();
    Ok(Json(TermFigures {
        term: term.key(),
        term_name: term.name(),
        parts: figures(&comparisons, &turned, None),
        markers,
    }))
}

/// GET /api/v1/how-we-mark?term=: the product's figures per part, with their sample sizes (no
/// marker named).
pub async fn how_we_mark(State(state): State<AppState>, Query(q): Query<TermQuery>) -> ApiResult<Json<TermFigures>> {
    let term = term_of(&state, &q)?;
    let (comparisons, turned) = term_data(&state, term).await?;
    Ok(Json(TermFigures {
        term: term.key(),
        term_name: term.name(),
        parts: figures(&comparisons, &turned, None),
        markers: vec![],
    }))
}

/// A marker's standing on a part, and what the desk tells them of it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartStanding {
    part: Part,
    part_name: String,
    standing: Standing,
    why: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyStandards {
    parts: Vec<PartStanding>,
    /// This term's figures of the marker's own marks.
    figures: TermFigures,
}

/// GET /admin/v1/standards/me: where the marker stands on each part (and why the desk holds its
/// answers back), and their own figures this term.
pub async fn mine(
    State(state): State<AppState>,
    staff: StaffUser,
    Query(q): Query<TermQuery>,
) -> ApiResult<Json<MyStandards>> {
    let term = term_of(&state, &q)?;
    let me = &staff.0.sub;
    let (standings, (comparisons, turned)) = tokio::try_join!(standings(&state, me), term_data(&state, term))?;
    let parts = standings
        .parts
        .into_iter()
        .map(|(part, _, _, standing)| PartStanding { part, part_name: part.name(), why: standing.why(part), standing })
        .collect();
    let figures = TermFigures {
        term: term.key(),
        term_name: term.name(),
        parts: figures(&comparisons, &turned, Some(me)),
        markers: vec![],
    };
    Ok(Json(MyStandards { parts, figures }))
}

// -- qualifying -----------------------------------------------------------------------------------

/// A seed of the qualification set as the marker reads it: no definitive mark.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QualSeed {
    seed_id: String,
    question: Option<WrittenQuestionView>,
    marks: u32,
    scheme: Scheme,
    text: String,
    body: String,
    diagrams: Vec<domain::diagram::Diagram>,
    /// The marker's mark, once given.
    marked: Option<Given>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Given {
    band: Option<u8>,
    mark: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QualificationSet {
    part: Part,
    part_name: String,
    standing: Standing,
    seeds: Vec<QualSeed>,
}

/// GET /admin/v1/standards/qualification?part=: the part's qualification set to mark, and where
/// the marker stands on it.
pub async fn qualification(
    State(state): State<AppState>,
    staff: StaffUser,
    Query(q): Query<PartQuery>,
) -> ApiResult<Json<QualificationSet>> {
    let me = &staff.0.sub;
    let (standings, standard, seeds, marks) = tokio::try_join!(
        standings(&state, me),
        async { Ok(st::standard(&state.db, q.part).await?) },
        async { Ok(st::seeds(&state.db, q.part).await?) },
        async { Ok(st::qual_marks(&state.db, me, q.part).await?) }
    )?;
    let (_, standing) = standings.of(q.part);
    let set = seeds.into_iter().take(standard.qualification_seeds as usize);
    let mut out = vec![];
    for seed in set {
        let question = match store::question_bank::question(&state.db, seed.question_set_id, seed.question_id).await? {
            Some(qn) => Some(question_view(&state, &qn, seed.part.marks, true).await?),
            None => None,
        };
        let marked = marks.iter().find(|m| m.seed_id == seed.seed_id).map(|m| Given { band: m.band, mark: m.mark });
        out.push(QualSeed {
            question,
            marks: seed.part.marks,
            scheme: seed.part.scheme(),
            text: seed.text,
            body: seed.body,
            diagrams: seed.diagrams,
            seed_id: seed.seed_id,
            marked,
        });
    }
    Ok(Json(QualificationSet { part: q.part, part_name: q.part.name(), standing, seeds: out }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QualBody {
    part: Part,
    seed_id: String,
    #[serde(default)]
    band: Option<u8>,
    mark: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QualMarked {
    standing: Standing,
    why: Option<String>,
}

/// POST /admin/v1/standards/qualification: the marker's mark of a seed of the set (once each);
/// where they stand after it. Whether this one was within tolerance is not said.
pub async fn mark_qualification(
    State(state): State<AppState>,
    staff: StaffUser,
    Json(b): Json<QualBody>,
) -> ApiResult<Json<QualMarked>> {
    let me = &staff.0.sub;
    let (standard, seeds) =
        tokio::try_join!(async { Ok::<_, ApiError>(st::standard(&state.db, b.part).await?) }, async {
            Ok(st::seeds(&state.db, b.part).await?)
        })?;
    let in_set = seeds.iter().take(standard.qualification_seeds as usize).find(|s| s.seed_id == b.seed_id);
    let seed = in_set.ok_or(ApiError::NotFound("That seed is not in the part's qualification set."))?;
    b.part.scheme().check(b.band, b.mark).map_err(|e| ApiError::bad_request(e.message()))?;
    let now = state.clock.now_ms();
    let within = standard.within(b.mark, seed.definitive.mark);
    let m = QualMark { seed_id: b.seed_id.clone(), band: b.band, mark: b.mark, within, at: now };
    let c = seed_comparison(&staff, b.part, b.mark, seed.definitive.mark, now);
    if !st::put_qual_mark(&state.db, me, b.part, &m, &c).await? {
        return Err(ApiError::coded(
            axum::http::StatusCode::CONFLICT,
            api::ErrorCode::AnswerClaimed,
            "You marked that seed already.",
        ));
    }
    let (_, standing) = standings(&state, me).await?.of(b.part);
    Ok(Json(QualMarked { why: standing.why(b.part), standing }))
}

pub(crate) fn seed_comparison(staff: &StaffUser, part: Part, mark: u32, definitive: u32, at: i64) -> Comparison {
    Comparison {
        kind: Compared::Seed,
        part,
        marker_id: staff.0.sub.clone(),
        marker_name: marker_name(&staff.0),
        mark,
        against: definitive,
        other_id: None,
        other_name: None,
        answer: None,
        at,
    }
}

// -- the data set ---------------------------------------------------------------------------------

/// A seed in the data set.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeedRecord {
    part: Part,
    question_set_id: u32,
    question_id: u32,
    text: String,
    diagrams: Vec<domain::diagram::Diagram>,
    definitive: Definitive,
}

/// An answer marked twice, in the data set: no student, no marker.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoubleMarked {
    part: Part,
    question_set_id: u32,
    question_id: u32,
    text: String,
    diagrams: Vec<domain::diagram::Diagram>,
    first: u32,
    second: u32,
    /// The mark the student has.
    r#final: Option<u32>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dataset {
    term: String,
    seeds: Vec<SeedRecord>,
    double_marked: Vec<DoubleMarked>,
}

/// GET /admin/v1/standards/dataset?term=: every seed and the term's answers marked twice, with no
/// student's identity: a set to measure an automatic marker against.
pub async fn dataset(
    State(state): State<AppState>,
    _head: HeadOfMarking,
    Query(q): Query<TermQuery>,
) -> ApiResult<Json<Dataset>> {
    let term = term_of(&state, &q)?;
    let (parts, comparisons) =
        tokio::try_join!(parts(&state), async { Ok::<_, ApiError>(st::comparisons(&state.db, term).await?) })?;
    let seeds = parts
        .into_iter()
        .flat_map(|(_, _, seeds)| seeds)
        .map(|s| SeedRecord {
            part: s.part,
            question_set_id: s.question_set_id,
            question_id: s.question_id,
            text: s.text,
            diagrams: s.diagrams,
            definitive: s.definitive,
        })
        .collect();
    let twice: Vec<&Comparison> = comparisons.iter().filter(|c| c.kind == Compared::Second).collect();
    let answers = futures::future::try_join_all(twice.iter().map(|c| async {
        match &c.answer {
            Some((who, id)) => store::marking::answer(&state.db, who, id).await,
            None => Ok(None),
        }
    }))
    .await?;
    let double_marked = twice
        .into_iter()
        .zip(answers)
        .filter_map(|(c, a)| {
            let a = a?;
            Some(DoubleMarked {
                part: c.part,
                question_set_id: a.question_set_id,
                question_id: a.question_id,
                r#final: a.mark.as_ref().map(|m| m.mark),
                text: a.text,
                diagrams: a.diagrams,
                first: c.mark,
                second: c.against,
            })
        })
        .collect();
    Ok(Json(Dataset { term: term.key(), seeds, double_marked }))
}

// -- at the desk ----------------------------------------------------------------------------------

/// What an id on the desk names for the marker: a live answer, a seed in their queue, or an
/// answer waiting for its second mark.
#[allow(clippy::large_enum_variant)] // read once a request, never stored or copied
pub(crate) enum OnDesk {
    Live(Answer),
    Seed(st::Turn, Seed),
    Second(Second, Answer),
}

impl OnDesk {
    /// The answer as the marker works on it: a seed under its queue ids, a second marking blind
    /// (no first mark, as if waiting), each with the marker's own claim and draft.
    pub fn answer(&self, me: &UserId, name: &str) -> Answer {
        match self {
            Self::Live(a) => a.clone(),
            Self::Seed(t, seed) => Answer {
                claim_by: t.claim_until.map(|_| me.clone()),
                claim_name: t.claim_until.map(|_| name.to_owned()),
                claim_until: t.claim_until,
                draft_mark: t.draft_mark.clone(),
                ..seed.as_answer(t.cognito_id.clone(), t.answer_id.clone(), t.submitted_at)
            },
            Self::Second(row, a) => Answer {
                status: AnswerStatus::Submitted,
                mark: None,
                returned_at: None,
                self_assessment: None,
                claim_by: row.claim_by.clone(),
                claim_name: row
                    .claim_by
                    .as_ref()
                    .map(|by| if by == me { name.to_owned() } else { "Another marker".into() }),
                claim_until: row.claim_until,
                draft_mark: row.draft_mark.clone().filter(|_| row.claim_by.as_ref() == Some(me)),
                ..a.clone()
            },
        }
    }
}

/// What `(cognito_id, answer_id)` names on `me`'s desk: a live answer (or one marked twice) is
/// read with its second marking's row at once; a seed only when no answer has those ids.
pub(crate) async fn on_desk(
    state: &AppState,
    me: &UserId,
    cognito_id: &UserId,
    answer_id: &AnswerId,
) -> ApiResult<Option<OnDesk>> {
    let (answer, second) = tokio::try_join!(
        store::marking::answer(&state.db, cognito_id, answer_id),
        st::second(&state.db, cognito_id, answer_id)
    )?;
    if let Some(answer) = answer {
        return Ok(Some(match second {
            Some(row) => OnDesk::Second(row, answer),
            None => OnDesk::Live(answer),
        }));
    }
    let Some(turn) = st::turn(&state.db, me, answer_id).await?.filter(|t| t.cognito_id == *cognito_id) else {
        return Ok(None);
    };
    let seed = st::seed(&state.db, turn.part, &turn.seed_id).await?;
    Ok(seed.map(|s| OnDesk::Seed(turn, s)))
}

/// The seeds in `me`'s queue and the answers waiting for a second mark they did not give first,
/// as the desk shows them.
pub(crate) async fn desk_extras(state: &AppState, me: &UserId, user: &api::AuthUser) -> ApiResult<Vec<Answer>> {
    let name = marker_name(user);
    let (turns, seconds) = tokio::try_join!(st::turns(&state.db, me), st::seconds(&state.db))?;
    let seconds: Vec<Second> = seconds.into_iter().filter(|s| s.first.marker.id() != me).collect();
    let (seeds, answers) = tokio::try_join!(
        futures::future::try_join_all(turns.iter().map(|t| st::seed(&state.db, t.part, &t.seed_id))),
        futures::future::try_join_all(seconds.iter().map(|s| store::marking::answer(
            &state.db,
            &s.cognito_id,
            &s.answer_id
        )))
    )?;
    let seeds = turns.into_iter().zip(seeds).filter_map(|(t, s)| Some(OnDesk::Seed(t, s?)));
    let twice = seconds.into_iter().zip(answers).filter_map(|(row, a)| Some(OnDesk::Second(row, a?)));
    Ok(seeds.chain(twice).map(|d| d.answer(me, &name)).collect())
}

/// After a live claim: refused (and let go) on a part the marker may not mark, with why; on a
/// part under a standard, now and then a seed joins their queue.
pub(crate) async fn live_claimed(state: &AppState, staff: &StaffUser, answer: &Answer) -> ApiResult<()> {
    let me = &staff.0.sub;
    let part = Part::of(answer);
    let (standard, standing) = standings(state, me).await?.of(part);
    if let Some(why) = standing.why(part) {
        store::marking::release(&state.db, &answer.cognito_id, &answer.answer_id, me).await?;
        return Err(not_yours(why));
    }
    if standing.standardised() {
        maybe_seed_turn(state, me, part, &standard).await?;
    }
    Ok(())
}

pub(crate) fn not_yours(why: String) -> ApiError {
    ApiError::coded(axum::http::StatusCode::FORBIDDEN, api::ErrorCode::NotQualified, why)
}

/// A claim of what is not a waiting live answer: a seed in the marker's queue, an answer waiting
/// for its second mark (one marker at a time, never its first marker), or the answer's refusal.
pub(crate) async fn claim_other(
    state: &AppState,
    staff: &StaffUser,
    cognito_id: &UserId,
    answer_id: &AnswerId,
    now: i64,
) -> ApiResult<Answer> {
    let me = &staff.0.sub;
    let name = marker_name(&staff.0);
    let not_found = || ApiError::NotFound("Answer not found.");
    match on_desk(state, me, cognito_id, answer_id).await?.ok_or_else(not_found)? {
        OnDesk::Live(stored) => {
            let refusal = stored.claim(me, &name, now).err().unwrap_or(AnswerRefusal::HeldByAnother);
            Err(crate::answer_refused(refusal))
        }
        OnDesk::Seed(turn, seed) => {
            let turn = st::Turn { claim_until: Some(now + CLAIM_MS), ..turn };
            if !st::update_turn(&state.db, me, &turn).await? {
                return Err(not_found());
            }
            Ok(OnDesk::Seed(turn, seed).answer(me, &name))
        }
        OnDesk::Second(row, answer) => {
            if row.first.marker.id() == me {
                return Err(crate::answer_refused(AnswerRefusal::HeldByAnother));
            }
            if let Some(why) = standings(state, me).await?.of(row.part).1.why(row.part) {
                return Err(not_yours(why));
            }
            let claimed = st::claim_second(&state.db, (cognito_id, answer_id), me, now, now + CLAIM_MS).await?;
            let row = claimed.ok_or_else(|| crate::answer_refused(AnswerRefusal::HeldByAnother))?;
            Ok(OnDesk::Second(row, answer).answer(me, &name))
        }
    }
}

/// After a live claim on a standardised part: now and then (the part's share) a seed joins the
/// marker's queue, unless one already waits there.
pub(crate) async fn maybe_seed_turn(state: &AppState, me: &UserId, part: Part, standard: &Standard) -> ApiResult<()> {
    if !standard.seed_turn(fastrand::f64()) {
        return Ok(());
    }
    let (seeds, turns) = tokio::try_join!(st::seeds(&state.db, part), st::turns(&state.db, me))?;
    if let Some(waiting) = turns.iter().find(|t| t.part == part) {
        if seeds.iter().any(|s| s.seed_id == waiting.seed_id) {
            return Ok(());
        }
        // Its seed went with a student's account: the turn goes too, and another comes.
        st::drop_turn(&state.db, me, &waiting.answer_id).await?;
    }
    if seeds.is_empty() {
        return Ok(());
    }
    let seed = &seeds[fastrand::usize(..seeds.len())];
    let now = state.clock.now_ms();
    // Ids of a live answer's shape, handed in some hours ago: its entry reads like any other.
    let submitted_at = now - fastrand::i64(3_600_000..30 * 3_600_000);
    let turn = st::Turn {
        cognito_id: UserId::new(uuid::Uuid::new_v4().to_string()),
        answer_id: AnswerId::from(format!("{}-{}-{submitted_at}", seed.question_set_id, seed.question_id)),
        part,
        seed_id: seed.seed_id.clone(),
        submitted_at,
        claim_until: None,
        draft_mark: None,
    };
    st::put_turn(&state.db, me, &turn).await?;
    Ok(())
}

/// A seed returned from the live queue: compared with its definitive mark, and if the marker is
/// now outside tolerance too often, paused on the part, their live answers since their last
/// good seed sent for a second marking and the head of marking told.
pub(crate) async fn return_seed(
    state: &AppState,
    staff: &StaffUser,
    (turn, seed): (&st::Turn, &Seed),
    mark: &Mark,
) -> ApiResult<bool> {
    let me = &staff.0.sub;
    let now = state.clock.now_ms();
    let standard = st::standard(&state.db, seed.part).await?;
    let within = standard.within(mark.mark, seed.definitive.mark);
    let c = seed_comparison(staff, seed.part, mark.mark, seed.definitive.mark, now);
    if !st::return_seed(&state.db, me, turn, &st::Done::Seed { within, at: now }, &c).await? {
        return Ok(false);
    }
    if within {
        return Ok(true);
    }
    let (history, pause) =
        tokio::try_join!(st::done(&state.db, me, seed.part), st::pause_of(&state.db, me, seed.part))?;
    if pause.as_ref().is_some_and(|p| p.paused_at.is_some()) {
        return Ok(true);
    }
    let since = pause.as_ref().and_then(|p| p.resumed_at).unwrap_or(0);
    let counted: Vec<&st::Done> = history.iter().filter(|d| d.at() > since).collect();
    let seeds: Vec<bool> = counted
        .iter()
        .filter_map(|d| if let st::Done::Seed { within, .. } = d { Some(*within) } else { None })
        .collect();
    if !standard.paused(&seeds) {
        return Ok(true);
    }
    let returned: Vec<domain::standards::Returned<(UserId, AnswerId)>> = counted
        .iter()
        .map(|d| match d {
            st::Done::Seed { within, .. } => domain::standards::Returned::Seed { within: *within },
            st::Done::Live { cognito_id, answer_id, .. } => {
                domain::standards::Returned::Live((cognito_id.clone(), answer_id.clone()))
            }
        })
        .collect();
    let back_ids = domain::standards::since_last_good_seed(&returned);
    let answers =
        futures::future::try_join_all(back_ids.iter().map(|(who, id)| store::marking::answer(&state.db, who, id)))
            .await?;
    let back: Vec<Second> = answers
        .into_iter()
        .flatten()
        .filter_map(|a| {
            let first = a.mark.clone().filter(|_| a.status == AnswerStatus::Returned)?;
            Some(Second {
                part: seed.part,
                reason: SecondReason::SentBack,
                first,
                queued_at: now,
                claim_by: None,
                claim_until: None,
                draft_mark: None,
                second: None,
                cognito_id: a.cognito_id,
                answer_id: a.answer_id,
            })
        })
        .collect();
    let window = &seeds[seeds.len().saturating_sub(standard.pause_window as usize)..];
    let p = Pause {
        marker_id: me.clone(),
        marker_name: marker_name(&staff.0),
        part: seed.part,
        paused_at: Some(now),
        resumed_at: pause.and_then(|p| p.resumed_at),
        outside: window.iter().filter(|w| !**w).count() as u32,
        of: window.len() as u32,
        sent_back: back.len() as u32,
    };
    if st::pause(&state.db, &p, &back).await? {
        tell_heads(state, &p).await;
    }
    Ok(true)
}

/// E-mails every head of marking of a pause (what went wrong is logged: the pause stands).
async fn tell_heads(state: &AppState, p: &Pause) {
    if !state.mail.is_on() {
        return;
    }
    match state.staff_access.heads().await {
        Ok(heads) => {
            for h in heads {
                let to = services::mail::Recipient { sub: &h.sub, email: &h.email, first_name: &h.first_name };
                let notice =
                    Notice::MarkerPaused { marker: p.marker_name.clone(), part: p.part.name(), sent_back: p.sent_back };
                services::mail::notify(state, to, notice).await;
            }
        }
        Err(e) => tracing::error!(error = ?e, "the heads of marking could not be listed"),
    }
}

/// A second, blind, mark returned: within tolerance of the first, the answer is settled with the
/// first (held back, it goes to the student now); beyond, the head of marking decides.
pub(crate) async fn return_second(
    state: &AppState,
    staff: &StaffUser,
    (row, answer): (&Second, Answer),
    mark: Mark,
) -> ApiResult<bool> {
    let me = &staff.0.sub;
    let now = state.clock.now_ms();
    let standard = st::standard(&state.db, row.part).await?;
    let Marker::Staff { id: first_id, name: first_name } = &row.first.marker;
    let c = Comparison {
        kind: Compared::Second,
        part: row.part,
        marker_id: first_id.clone(),
        marker_name: first_name.clone(),
        mark: row.first.mark,
        against: mark.mark,
        other_id: Some(me.clone()),
        other_name: Some(marker_name(&staff.0)),
        answer: Some((answer.cognito_id.clone(), answer.answer_id.clone())),
        at: now,
    };
    let mut writes = vec![st::second_taken(&state.db, row, me, now)?, st::comparison(&state.db, &c)?];
    if standard.needs_decision(row.first.mark, mark.mark) {
        writes.push(st::to_decide(
            &state.db,
            &Second { second: Some(mark), claim_by: None, claim_until: None, draft_mark: None, ..row.clone() },
        )?);
        return Ok(st::write(&state.db, writes).await?);
    }
    match row.reason {
        SecondReason::Sample => Ok(settle(state, row, answer, row.first.clone(), writes).await.is_ok()),
        SecondReason::SentBack => Ok(st::write(&state.db, writes).await?),
    }
}
