//! Papers and grade boundaries, kept by staff: a paper made from question-bank questions (its
//! component and level, sections with a choice, marks per part: the component's total), and the
//! grade boundaries per exam session and level (seeded with example figures, labelled so).

use api::{ApiError, ApiResult, AppState, Json, StaffUser};
use axum::extract::State;
use domain::grade::{self, Boundaries};
use domain::marking::CourseLevel;
use domain::papers::{Component, PaperDef, PaperError, Section};
use serde::Deserialize;
use store::{papers, question_bank};

/// GET /admin/v1/papers: every paper, newest last.
pub async fn papers(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Vec<PaperDef>>> {
    Ok(Json(papers::papers(&state.db).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperBody {
    /// None for a new paper.
    #[serde(default)]
    paper_id: Option<u32>,
    name: String,
    component: Component,
    level: CourseLevel,
    sections: Vec<Section>,
}

/// PUT /admin/v1/papers: saves a paper whose marks add up to its component's and whose every part
/// is a question-bank question.
pub async fn put_paper(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(b): Json<PaperBody>,
) -> ApiResult<Json<PaperDef>> {
    let existing = papers::papers(&state.db).await?;
    let paper_id = match b.paper_id {
        Some(id) if existing.iter().any(|p| p.paper_id == id) => id,
        Some(_) => return Err(ApiError::NotFound("Paper not found.")),
        None => existing.iter().map(|p| p.paper_id).max().unwrap_or(0) + 1,
    };
    let paper = PaperDef {
        paper_id,
        name: b.name.trim().to_owned(),
        component: b.component,
        level: b.level,
        sections: b.sections,
    };
    paper.check().map_err(refused)?;
    let bank = question_bank::questions(&state.db, &paper.question_refs()).await?;
    paper.check_bank(|set, id| bank.iter().any(|q| q.question_set_id == set && q.id == id)).map_err(refused)?;
    if b.paper_id.is_some() {
        papers::put_paper(&state.db, &paper).await?;
        return Ok(Json(paper));
    }
    Ok(Json(add_paper(&state, paper).await?))
}

fn refused(e: PaperError) -> ApiError {
    ApiError::bad_request(e.message())
}

/// Adds a new paper under the next free id: two staff adding papers at once, the second takes
/// the id after.
async fn add_paper(state: &AppState, mut paper: PaperDef) -> ApiResult<PaperDef> {
    for _ in 0..5 {
        if papers::add_paper(&state.db, &paper).await? {
            return Ok(paper);
        }
        paper.paper_id += 1;
    }
    Err(ApiError::coded(
        axum::http::StatusCode::CONFLICT,
        api::ErrorCode::TryAgain,
        "Other papers were being added at the same moment. Please save again.",
    ))
}

/// GET /admin/v1/grade-boundaries: every session's boundaries staff keep; the seeded example
/// figures until they keep any.
pub async fn boundaries(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Vec<Boundaries>>> {
    let mut kept = papers::boundaries(&state.db).await?;
    // The example of a level staff keep nothing for is what its students are graded against.
    for example in grade::example_boundaries() {
        if !kept.iter().any(|b| b.level == example.level) {
            kept.push(example);
        }
    }
    Ok(Json(kept))
}

/// PUT /admin/v1/grade-boundaries: one session's boundaries at one level.
pub async fn put_boundaries(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(b): Json<Boundaries>,
) -> ApiResult<Json<Boundaries>> {
    b.check().map_err(|e| ApiError::bad_request(e.message()))?;
    // Kept as a cohort is written (`2026#MAY`), so a student's session finds it.
    let b =
        Boundaries { session: b.session.parse::<domain::Cohort>().map(|c| c.to_string()).unwrap_or(b.session), ..b };
    papers::put_boundaries(&state.db, &b).await?;
    Ok(Json(b))
}
