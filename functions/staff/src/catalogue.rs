//! The study catalogue, as staff edit it. Every item is checked before it is stored: its topic
//! exists, its ids are positive, a question's correct answer is one of its answers, and every
//! file it names is an upload of the right kind.

use std::collections::BTreeMap;

use api::{ApiError, ApiResult, AppState, Created, Json, Query, StaffUser};
use axum::extract::State;
use domain::challenge::template;
use serde::{Deserialize, Serialize};
use store::catalogue::{self, StudyFile};
use store::challenge::{self, ChallengeQuestion};
use store::lessons::{self, FreeSlot, Lesson};
use store::question_bank::{self, Question, QuestionSet};
use store::quizzes::{self, Quiz, QuizAnswer, QuizSet};

use crate::uploads::{Kind, verify};

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::bad_request(message)
}

fn named(value: &str, what: &str) -> ApiResult<()> {
    let n = value.trim().chars().count();
    if n == 0 || n > 300 { Err(bad(format!("{what} must be 1 to 300 characters."))) } else { Ok(()) }
}

async fn topic_exists(state: &AppState, subject_id: u32, topic_id: u32) -> ApiResult<()> {
    catalogue::topic(&state.db, subject_id, topic_id)
        .await?
        .map(|_| ())
        .ok_or_else(|| bad("No such subject and topic."))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewFile {
    key: String,
    subject_id: u32,
    topic_id: u32,
    file_type_id: u32,
    original_file_name: String,
}

/// POST /admin/v1/files: an uploaded PDF or video becomes a file of a topic (students see it in
/// /self-study at once).
pub async fn add_file(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(body): Json<NewFile>,
) -> ApiResult<Created<StudyFile>> {
    named(&body.original_file_name, "The file name")?;
    let (_, types) = tokio::try_join!(topic_exists(&state, body.subject_id, body.topic_id), async {
        Ok(catalogue::file_types(&state.db).await?)
    })?;
    if !types.iter().any(|t| t.id == body.file_type_id) {
        return Err(bad("No such file type."));
    }
    let kind = if body.file_type_id == catalogue::VIDEO_FILE_TYPE { Kind::Video } else { Kind::Pdf };
    verify(&state, &body.key, &[kind]).await?;
    let file = StudyFile {
        key: body.key,
        original_file_name: body.original_file_name.trim().to_owned(),
        file_type_id: body.file_type_id,
        subject_id: body.subject_id,
        topic_id: body.topic_id,
    };
    catalogue::put_file(&state.db, &file).await?;
    Ok(Created(file))
}

/// A quiz set as staff send it (and get it back once stored).
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizSetBody {
    id: u32,
    name: String,
    subject_id: u32,
    topic_id: u32,
    quizzes: Vec<QuizBody>,
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizBody {
    id: u32,
    question_text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    question_image_key: Option<String>,
    quiz_answers: Vec<QuizAnswerBody>,
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizAnswerBody {
    id: u32,
    answer_text: String,
    is_correct_answer: bool,
}

impl From<&QuizSet> for QuizSetBody {
    fn from(set: &QuizSet) -> Self {
        Self {
            id: set.id,
            name: set.name.clone(),
            subject_id: set.subject_id,
            topic_id: set.topic_id,
            quizzes: set
                .quizzes
                .iter()
                .map(|q| QuizBody {
                    id: q.id,
                    question_text: q.question_text.clone(),
                    question_image_key: q.question_image_key.clone(),
                    quiz_answers: q
                        .answers()
                        .iter()
                        .map(|a| QuizAnswerBody {
                            id: a.id,
                            answer_text: a.answer_text.clone(),
                            is_correct_answer: a.is_correct_answer,
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// PUT /admin/v1/quiz-sets: a quiz set and its questions, created or replaced.
pub async fn put_quiz_set(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(body): Json<QuizSetBody>,
) -> ApiResult<Json<QuizSetBody>> {
    if body.id == 0 {
        return Err(bad("The quiz set needs an id."));
    }
    named(&body.name, "The name")?;
    if body.quizzes.is_empty() {
        return Err(bad("A quiz set needs at least one question."));
    }
    topic_exists(&state, body.subject_id, body.topic_id).await?;
    let mut ids = std::collections::BTreeSet::new();
    let mut quizzes = Vec::with_capacity(body.quizzes.len());
    for (i, q) in body.quizzes.into_iter().enumerate() {
        let n = i + 1;
        if q.id == 0 || !ids.insert(q.id) {
            return Err(bad(format!("Question {n} needs an id of its own.")));
        }
        named(&q.question_text, &format!("Question {n}'s text"))?;
        let answers = q
            .quiz_answers
            .into_iter()
            .map(|a| QuizAnswer { id: a.id, answer_text: a.answer_text, is_correct_answer: a.is_correct_answer })
            .collect();
        let quiz = Quiz::new(q.id, q.question_text, q.question_image_key, answers).map_err(|_| {
            bad(format!("Question {n} needs at least two answers with ids of their own, exactly one of them correct."))
        })?;
        for a in quiz.answers() {
            named(&a.answer_text, &format!("Question {n}'s answers"))?;
        }
        if let Some(key) = &quiz.question_image_key {
            verify(&state, key, &[Kind::Image]).await?;
        }
        quizzes.push(quiz);
    }
    let set = QuizSet { id: body.id, name: body.name, subject_id: body.subject_id, topic_id: body.topic_id, quizzes };
    quizzes::put_set(&state.db, &set).await?;
    Ok(Json(QuizSetBody::from(&set)))
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionSetBody {
    id: u32,
    name: String,
    subject_id: u32,
    topic_id: u32,
    questions: Vec<QuestionBody>,
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionBody {
    id: u32,
    name: String,
    /// The question, as an image.
    question_key: String,
    /// The model answer, as a PDF.
    answer_key: String,
    #[serde(default)]
    answer_video_key: Option<String>,
    /// The marks it carries (a whole number from 1 to 25): students may then write an answer and
    /// have it marked (docs/marking.md).
    #[serde(default)]
    marks: Option<u32>,
    /// The question's words (at most 4,000 characters), shown beside its image when a student
    /// writes an answer.
    #[serde(default)]
    text: Option<String>,
    /// The paper it is practice for.
    #[serde(default)]
    paper: Option<domain::marking::Paper>,
    /// Diagrams drawn with the question, and with its model answer (each within the limits of an
    /// answer's diagrams: docs/diagrams.md).
    #[serde(default)]
    diagrams: Vec<domain::diagram::Diagram>,
    #[serde(default)]
    answer_diagrams: Vec<domain::diagram::Diagram>,
}

/// The most marks a question of the bank carries (the longest part of an IB Economics paper is
/// 15 marks; a whole Paper 1 or Paper 3 question is 25 or less).
const MAX_QUESTION_MARKS: u32 = 25;
/// The longest question words, in characters.
const MAX_QUESTION_TEXT: usize = 4_000;

/// What is wrong with question `n`'s marks and words, if anything (its paper is one of
/// [`domain::marking::Paper`] by its type).
fn check_marking_fields(n: usize, q: &QuestionBody) -> Result<(), String> {
    if q.marks.is_some_and(|m| !(1..=MAX_QUESTION_MARKS).contains(&m)) {
        return Err(format!("Question {n} carries a whole number of marks from 1 to {MAX_QUESTION_MARKS}."));
    }
    if q.text.as_ref().is_some_and(|t| t.trim().chars().count() > MAX_QUESTION_TEXT) {
        return Err(format!("Question {n}'s words are too long (4,000 characters at most)."));
    }
    domain::diagram::check_all(&q.diagrams).map_err(|e| format!("Question {n}: {e}"))?;
    domain::diagram::check_all(&q.answer_diagrams).map_err(|e| format!("Question {n}'s model answer: {e}"))?;
    Ok(())
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetQuery {
    question_set_id: u32,
}

/// A question of the bank as the paper form lists it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BankQuestion {
    id: u32,
    name: String,
    marks: Option<u32>,
    paper: Option<domain::marking::Paper>,
}

/// GET /admin/v1/question-sets?questionSetId=: the set's questions with their marks (one Query),
/// for staff making a paper; an unknown set has none.
pub async fn question_set_questions(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(q): Query<SetQuery>,
) -> ApiResult<Json<Vec<BankQuestion>>> {
    let questions = question_bank::questions_of_set(&state.db, q.question_set_id).await?;
    Ok(Json(
        questions
            .into_iter()
            .map(|q| BankQuestion { id: q.id, name: q.name, marks: q.marks, paper: q.paper })
            .collect(),
    ))
}

/// PUT /admin/v1/question-sets: a question set and its questions; questions no longer listed are
/// removed.
pub async fn put_question_set(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(body): Json<QuestionSetBody>,
) -> ApiResult<Json<QuestionSetBody>> {
    if body.id == 0 {
        return Err(bad("The question set needs an id."));
    }
    named(&body.name, "The name")?;
    if body.questions.is_empty() {
        return Err(bad("A question set needs at least one question."));
    }
    topic_exists(&state, body.subject_id, body.topic_id).await?;
    for (i, q) in body.questions.iter().enumerate() {
        if q.id == 0 || body.questions[..i].iter().any(|o| o.id == q.id) {
            return Err(bad(format!("Question {} needs an id of its own.", i + 1)));
        }
        named(&q.name, "Each question's name")?;
        check_marking_fields(i + 1, q).map_err(bad)?;
        verify(&state, &q.question_key, &[Kind::Image, Kind::Pdf]).await?;
        verify(&state, &q.answer_key, &[Kind::Pdf]).await?;
        if let Some(video) = &q.answer_video_key {
            verify(&state, video, &[Kind::Video]).await?;
        }
    }
    let db = &state.db;
    let set = QuestionSet {
        id: body.id,
        name: body.name.trim().to_owned(),
        subject_id: body.subject_id,
        topic_id: body.topic_id,
    };
    question_bank::put_set(db, &set).await?;
    let before = question_bank::questions_of_set(db, body.id).await?;
    for q in &body.questions {
        let question = Question {
            id: q.id,
            name: q.name.trim().to_owned(),
            question_set_id: body.id,
            subject_id: body.subject_id,
            topic_id: body.topic_id,
            question_key: q.question_key.clone(),
            answer_key: q.answer_key.clone(),
            answer_video_key: q.answer_video_key.clone(),
            marks: q.marks,
            text: q.text.as_ref().map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()),
            paper: q.paper,
            diagrams: q.diagrams.clone(),
            answer_diagrams: q.answer_diagrams.clone(),
        };
        question_bank::put_question(db, &question).await?;
    }
    for gone in before.iter().filter(|b| !body.questions.iter().any(|q| q.id == b.id)) {
        question_bank::delete_question(db, body.id, gone.id).await?;
    }
    Ok(Json(body))
}

/// A Quiz Challenge question template as staff send it: checked (text, explanation, a topic,
/// the recommendation, and [`template::check`]: formulas that read and, for every
/// sampled draw, a correct answer that never equals a distractor).
async fn checked_challenge_question(state: &AppState, q: &ChallengeQuestion) -> ApiResult<Kind> {
    if q.id == 0 || q.topic_id == 0 {
        return Err(bad("The question needs an id and a topic."));
    }
    named(&q.question_text, "The question")?;
    named(&q.explanation_notes, "The explanation")?;
    named(&q.correct_answer, "The correct answer")?;
    for d in &q.distractors {
        named(d, "Each distractor")?;
    }
    named(&q.recommendation.title, "The recommendation's title")?;
    let kind = match q.recommendation.kind.as_str() {
        "NOTES" => Kind::Pdf,
        "VIDEO" => Kind::Video,
        _ => return Err(bad("The recommendation is NOTES or VIDEO.")),
    };
    template::check(q).map_err(|e| ApiError::bad_request(e.0))?;
    let topics = catalogue::topics(&state.db).await?;
    if !topics.iter().any(|t| t.id == q.topic_id) {
        return Err(bad("No such topic."));
    }
    Ok(kind)
}

/// PUT /admin/v1/challenge-questions: a Quiz Challenge question template with its explanation
/// and the note or video it recommends; the topic index follows.
pub async fn put_challenge_question(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(q): Json<ChallengeQuestion>,
) -> ApiResult<Json<ChallengeQuestion>> {
    let kind = checked_challenge_question(&state, &q).await?;
    verify(&state, &q.recommendation.key, &[kind]).await?;
    if let Some(key) = &q.question_image_key {
        verify(&state, key, &[Kind::Image]).await?;
    }
    let mut index = challenge::index(&state.db).await?;
    index.file(&q);
    challenge::put_question(&state.db, &q).await?;
    challenge::put_index(&state.db, &index).await?;
    Ok(Json(q))
}

/// One instance of a template, as a player would see it, with its answer and explanation.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstancePreview {
    pub question_text: String,
    pub answers: Vec<String>,
    pub correct_answer: String,
    pub explanation_notes: String,
    /// The values drawn, in the template's order.
    pub values: Vec<DrawnValue>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct DrawnValue {
    pub name: String,
    pub value: f64,
}

/// How many instances a preview shows.
const PREVIEWS: u64 = 5;

/// POST /admin/v1/challenge-questions/preview: the checks of a save, and a few random instances,
/// without saving anything.
pub async fn preview_challenge_question(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(q): Json<ChallengeQuestion>,
) -> ApiResult<Json<Vec<InstancePreview>>> {
    checked_challenge_question(&state, &q).await?;
    let mut rng = template::Rng::new(uuid::Uuid::new_v4().as_u128() as u64);
    let mut out = vec![];
    for _ in 0..PREVIEWS {
        let (_, i) = template::fresh(&q, &mut rng).map_err(|e| ApiError::bad_request(e.0))?;
        let correct = i.answers.iter().find(|a| a.id == i.correct_answer_id).map(|a| a.answer_text.clone());
        out.push(InstancePreview {
            question_text: i.question_text,
            answers: i.answers.into_iter().map(|a| a.answer_text).collect(),
            correct_answer: correct.unwrap_or_default(),
            explanation_notes: i.explanation_notes,
            values: i.values.into_iter().map(|(name, value)| DrawnValue { name, value }).collect(),
        });
    }
    Ok(Json(out))
}

/// PUT /admin/v1/lessons: a recorded lesson on sale (its files uploaded first).
pub async fn put_lesson(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(l): Json<Lesson>,
) -> ApiResult<Json<Lesson>> {
    if l.id == 0 {
        return Err(bad("The lesson needs an id."));
    }
    named(&l.name, "The name")?;
    named(&l.description, "The description")?;
    if !(50..=1_000_000).contains(&l.price_in_cent) {
        return Err(bad("The price is between 0.50 and 10,000.00."));
    }
    let currency = l.currency.to_lowercase();
    if !matches!(currency.as_str(), "usd" | "sgd") {
        return Err(bad("The currency is USD or SGD."));
    }
    verify(&state, &l.thumbnail_key, &[Kind::Image]).await?;
    verify(&state, &l.preview_video_key, &[Kind::Video]).await?;
    verify(&state, &l.full_video_key, &[Kind::Video]).await?;
    verify(&state, &l.notes_key, &[Kind::Pdf]).await?;
    let lesson = Lesson { currency, ..l };
    lessons::put_lesson(&state.db, &lesson).await?;
    Ok(Json(lesson))
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Schedule {
    slots: Vec<FreeSlot>,
    lessons: Vec<LessonName>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct LessonName {
    id: u32,
    name: String,
}

/// GET /admin/v1/free-lessons: the schedule and the lessons it can name.
pub async fn free_lessons(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Schedule>> {
    let (slots, all) =
        tokio::try_join!(lessons::free_slots(&state.db), lessons::all(&state.db)).map_err(ApiError::from)?;
    Ok(Json(Schedule { slots, lessons: all.into_iter().map(|l| LessonName { id: l.id, name: l.name }).collect() }))
}

/// PUT /admin/v1/free-lessons {startsAt, lessonId}: the free lesson from that Friday 21:00 GMT+8.
pub async fn put_free_lesson(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(slot): Json<FreeSlot>,
) -> ApiResult<Json<FreeSlot>> {
    if !slot.starts_when_lessons_change() {
        return Err(bad("Free lessons change on Fridays at 21:00 GMT+8."));
    }
    lessons::lesson(&state.db, slot.lesson_id).await?.ok_or_else(|| bad("No such lesson."))?;
    lessons::put_free_slot(&state.db, &slot).await?;
    Ok(Json(slot))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicQuery {
    topic_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HardQuestion {
    question_set_id: u32,
    question_set_name: String,
    question_id: u32,
    question_name: String,
    hard_count: i64,
}

/// GET /admin/v1/insight/hard?topicId: the topic's questions students mark 'this is hard' most.
pub async fn hard_questions(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<HardQuestion>>> {
    let db = &state.db;
    let (counts, sets) =
        tokio::try_join!(question_bank::hard_counts(db, q.topic_id), question_bank::sets_of_topic(db, q.topic_id))
            .map_err(ApiError::from)?;
    let mut names: BTreeMap<(u32, u32), String> = BTreeMap::new();
    for set in sets.iter().filter(|s| counts.iter().any(|c| c.question_set_id == s.id && c.hard_count > 0)) {
        for question in question_bank::questions_of_set(db, set.id).await? {
            names.insert((set.id, question.id), question.name);
        }
    }
    let mut out: Vec<HardQuestion> = counts
        .into_iter()
        .filter(|c| c.hard_count > 0)
        .map(|c| HardQuestion {
            question_set_name: sets
                .iter()
                .find(|s| s.id == c.question_set_id)
                .map(|s| s.name.clone())
                .unwrap_or_default(),
            question_name: names.get(&(c.question_set_id, c.question_id)).cloned().unwrap_or_default(),
            question_set_id: c.question_set_id,
            question_id: c.question_id,
            hard_count: c.hard_count,
        })
        .collect();
    out.sort_by(|a, b| b.hard_count.cmp(&a.hard_count).then(a.question_set_id.cmp(&b.question_set_id)));
    Ok(Json(out))
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MissedQuestion {
    quiz_set_id: u32,
    quiz_set_name: String,
    quiz_id: u32,
    question_text: String,
    /// Answers given in all attempts (an unanswered question counts, as wrong).
    answered: u64,
    wrong: u64,
    /// wrong / answered, 0–100.
    wrong_rate: u8,
}

/// GET /admin/v1/insight/quiz-questions?topicId: the topic's quiz questions by how often students
/// get them wrong, most missed first (one Query of the counts, one of the topic's sets).
pub async fn missed_questions(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<MissedQuestion>>> {
    let db = &state.db;
    let (stats, sets) = tokio::try_join!(quizzes::answer_stats(db, q.topic_id), quizzes::sets_of_topic(db, q.topic_id))
        .map_err(ApiError::from)?;
    let mut out: Vec<MissedQuestion> = stats
        .into_iter()
        .filter(|s| s.answered > 0)
        .filter_map(|s| {
            let set = sets.iter().find(|set| set.id == s.quiz_set_id)?;
            let quiz = set.quizzes.iter().find(|quiz| quiz.id == s.quiz_id)?;
            Some(MissedQuestion {
                quiz_set_id: set.id,
                quiz_set_name: set.name.clone(),
                quiz_id: quiz.id,
                question_text: quiz.question_text.clone(),
                answered: s.answered,
                wrong: s.wrong.min(s.answered),
                wrong_rate: ((s.wrong.min(s.answered) * 100 + s.answered / 2) / s.answered) as u8,
            })
        })
        .collect();
    out.sort_by(|a, b| {
        b.wrong_rate.cmp(&a.wrong_rate).then(b.answered.cmp(&a.answered)).then(a.quiz_id.cmp(&b.quiz_id))
    });
    Ok(Json(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(json: serde_json::Value) -> Result<QuestionBody, serde_json::Error> {
        let mut q = serde_json::json!({"id": 1, "name": "Question 01", "questionKey": "q.png", "answerKey": "a.pdf"});
        q.as_object_mut().unwrap().extend(json.as_object().unwrap().clone());
        serde_json::from_value(q)
    }

    #[test]
    fn a_questions_marks_words_and_paper_are_checked() {
        let ok = question(serde_json::json!({"marks": 10, "text": "Explain.", "paper": "P1"})).unwrap();
        assert_eq!(check_marking_fields(1, &ok), Ok(()));
        assert_eq!(check_marking_fields(1, &question(serde_json::json!({})).unwrap()), Ok(()), "all optional");
        for marks in [1, 25] {
            assert_eq!(check_marking_fields(1, &question(serde_json::json!({ "marks": marks })).unwrap()), Ok(()));
        }
        for marks in [0, 26, 60] {
            assert_eq!(
                check_marking_fields(2, &question(serde_json::json!({ "marks": marks })).unwrap()),
                Err("Question 2 carries a whole number of marks from 1 to 25.".into())
            );
        }
        // Characters, not bytes: 4,000 accented letters are fine, 4,001 are not.
        let fits = question(serde_json::json!({"text": "é".repeat(4_000)})).unwrap();
        assert_eq!(check_marking_fields(1, &fits), Ok(()));
        let long = question(serde_json::json!({"text": "é".repeat(4_001)})).unwrap();
        assert_eq!(
            check_marking_fields(1, &long),
            Err("Question 1's words are too long (4,000 characters at most).".into())
        );
        // Not whole numbers and papers that do not exist are refused by the body's types (400).
        assert!(question(serde_json::json!({"marks": 10.5})).is_err());
        assert!(question(serde_json::json!({"marks": -1})).is_err());
        assert!(question(serde_json::json!({"paper": "P4"})).is_err());
        // Diagrams drawn with the question and its model answer are checked as answers' are.
        let market = serde_json::json!({"version": 1, "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"},
            "kind": "market"}, "elements": [{"kind": "note", "at": {"x": 5, "y": 5}, "text": "Market"}]});
        let drawn = question(serde_json::json!({"diagrams": [market.clone()], "answerDiagrams": [market.clone()]}));
        assert_eq!(check_marking_fields(1, &drawn.unwrap()), Ok(()));
        let mut markup = market.clone();
        markup["elements"][0]["text"] = serde_json::json!("<script>");
        let bad = question(serde_json::json!({"answerDiagrams": [market, markup]})).unwrap();
        assert_eq!(
            check_marking_fields(3, &bad),
            Err(
                "Question 3's model answer: Diagram 2: Labels and notes are plain text: no <, > or control characters."
                    .into()
            )
        );
    }
}
