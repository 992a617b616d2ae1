//! Diagram templates staff add and edit in the console (issue 55, item 2): each a name and a
//! diagram, kept beside the built-in templates the editor ships with. Staff list, save (a new one,
//! or over one by its id) and remove them; every signed-in student reads the list for the editor's
//! picker. The diagram is parsed and [`Diagram::check`]ed like a student's, and the name is plain
//! text, so a template can never carry markup into a student's page.

use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query, StaffUser};
use axum::extract::State;
use domain::diagram::{Diagram, DiagramError};
use serde::{Deserialize, Serialize};
use store::diagram_templates as store;

/// At most this many templates: a picker a student can scan, and one Query to read.
pub const MAX_TEMPLATES: usize = 100;
/// A name is at most this many characters ("Negative externality of production (welfare loss)").
pub const MAX_NAME: usize = 60;

/// One template as stored and as read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagramTemplate {
    /// Epoch ms when it was first saved; names it for an edit or a removal.
    pub id: i64,
    /// Plain text, 1–60 characters, as the picker shows it.
    pub name: String,
    pub diagram: Diagram,
}

/// The templates, oldest first.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiagramTemplates {
    pub templates: Vec<DiagramTemplate>,
}

/// A template to save: with the `id` of one to replace, or without for a new one.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TemplateSave {
    #[serde(default)]
    pub id: Option<i64>,
    pub name: String,
    pub diagram: Diagram,
}

/// The template a removal names (`?id=`).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TemplateRef {
    pub id: i64,
}

/// Why a template cannot be saved or removed.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    EmptyName,
    LongName,
    MarkupName,
    TooMany,
    NotFound,
    Diagram(DiagramError),
}

impl Refusal {
    fn message(&self) -> String {
        match self {
            Self::EmptyName => "Give the template a name.".into(),
            Self::LongName => format!("A template's name is at most {MAX_NAME} characters."),
            Self::MarkupName => "A template's name is plain text: no <, > or control characters.".into(),
            Self::TooMany => format!("There are {MAX_TEMPLATES} templates already. Remove one first."),
            Self::NotFound => "Template not found.".into(),
            Self::Diagram(e) => e.to_string(),
        }
    }
}

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> Self {
        match r {
            Refusal::NotFound => ApiError::NotFound("Template not found."),
            other => ApiError::bad_request(other.message()),
        }
    }
}

/// The name with its spaces tidied (trimmed, runs made one), or why it cannot be one.
pub fn name(raw: &str) -> Result<String, Refusal> {
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(Refusal::EmptyName);
    }
    if name.chars().count() > MAX_NAME {
        return Err(Refusal::LongName);
    }
    if name.chars().any(|c| c == '<' || c == '>' || c.is_control()) {
        return Err(Refusal::MarkupName);
    }
    Ok(name)
}

/// A new template's id: now, or one past the newest when that is later (two saved in the same
/// millisecond, or a clock that stepped back), so ids never collide.
pub fn next_id(existing: &[DiagramTemplate], now_ms: i64) -> i64 {
    existing.iter().map(|t| t.id + 1).max().map_or(now_ms, |next| next.max(now_ms))
}

/// The template `save` makes beside `existing`: the name tidied, the diagram within its limits,
/// an edit of one that exists, a new one only while there are fewer than [`MAX_TEMPLATES`].
pub fn saved(existing: &[DiagramTemplate], save: TemplateSave, now_ms: i64) -> Result<DiagramTemplate, Refusal> {
    let name = name(&save.name)?;
    save.diagram.check().map_err(Refusal::Diagram)?;
    let id = match save.id {
        Some(id) if existing.iter().any(|t| t.id == id) => id,
        Some(_) => return Err(Refusal::NotFound),
        None if existing.len() >= MAX_TEMPLATES => return Err(Refusal::TooMany),
        None => next_id(existing, now_ms),
    };
    Ok(DiagramTemplate { id, name, diagram: save.diagram })
}

async fn all(state: &AppState) -> ApiResult<Vec<DiagramTemplate>> {
    Ok(store::list(&state.db).await?)
}

/// GET /admin/v1/diagram-templates: the list, for the console.
pub async fn staff_list(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<DiagramTemplates>> {
    Ok(Json(DiagramTemplates { templates: all(&state).await? }))
}

/// GET /private/v1/diagram-templates: the list, for the editor's picker (any signed-in student).
pub async fn list(State(state): State<AppState>, _user: AuthUser) -> ApiResult<Json<DiagramTemplates>> {
    Ok(Json(DiagramTemplates { templates: all(&state).await? }))
}

/// PUT /admin/v1/diagram-templates: a new template, or one replaced by its id.
pub async fn put(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(save): Json<TemplateSave>,
) -> ApiResult<Json<DiagramTemplate>> {
    let template = saved(&all(&state).await?, save, state.clock.now_ms())?;
    store::put(&state.db, template.id, &template).await?;
    Ok(Json(template))
}

/// DELETE /admin/v1/diagram-templates?id=: removes one; the list left.
pub async fn remove(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(r): Query<TemplateRef>,
) -> ApiResult<Json<DiagramTemplates>> {
    let existing = all(&state).await?;
    if !existing.iter().any(|t| t.id == r.id) {
        return Err(Refusal::NotFound.into());
    }
    store::delete(&state.db, r.id).await?;
    Ok(Json(DiagramTemplates { templates: existing.into_iter().filter(|t| t.id != r.id).collect() }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::diagram::{Axes, DiagramKind, Label};

    fn diagram() -> Diagram {
        let label = |text: &str| Label { text: text.into(), sub: None };
        Diagram {
            version: 1,
            axes: Axes { x: label("Quantity"), y: label("Price"), kind: DiagramKind::Market },
            elements: vec![],
        }
    }

    fn template(id: i64) -> DiagramTemplate {
        DiagramTemplate { id, name: format!("T{id}"), diagram: diagram() }
    }

    fn save(id: Option<i64>, name: &str) -> TemplateSave {
        TemplateSave { id, name: name.into(), diagram: diagram() }
    }

    #[test]
    fn names_are_tidied_plain_text_of_1_to_60_characters() {
        assert_eq!(name("  Tariff   (small  country) "), Ok("Tariff (small country)".into()));
        assert_eq!(name(" \n "), Err(Refusal::EmptyName));
        assert_eq!(name(&"x".repeat(61)), Err(Refusal::LongName));
        assert!(name(&"é".repeat(60)).is_ok(), "characters, not bytes");
        assert_eq!(name("<b>Tariff</b>"), Err(Refusal::MarkupName));
        assert_eq!(name("Tariff\u{7}"), Err(Refusal::MarkupName));
    }

    #[test]
    fn a_new_template_gets_a_fresh_id_and_an_edit_keeps_its_own() {
        assert_eq!(saved(&[], save(None, "A"), 50).unwrap().id, 50);
        assert_eq!(saved(&[template(50)], save(None, "B"), 50).unwrap().id, 51, "same millisecond");
        assert_eq!(
            saved(&[template(50)], save(Some(50), "A2"), 90).unwrap(),
            DiagramTemplate { id: 50, name: "A2".into(), diagram: diagram() }
        );
        assert_eq!(saved(&[template(50)], save(Some(7), "A"), 90), Err(Refusal::NotFound));
    }

    #[test]
    fn at_most_100_and_each_diagram_within_its_limits() {
        let full: Vec<DiagramTemplate> = (0..MAX_TEMPLATES as i64).map(template).collect();
        assert_eq!(saved(&full, save(None, "One more"), 1000), Err(Refusal::TooMany));
        assert!(saved(&full, save(Some(3), "Edited"), 1000).is_ok(), "an edit adds none");
        let mut bad = save(None, "Bad");
        bad.diagram.version = 2;
        assert_eq!(saved(&[], bad, 1), Err(Refusal::Diagram(DiagramError::Version(2))));
    }
}
