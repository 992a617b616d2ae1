//! The demo question bank and quizzes (content/*.json, written for Seven): question sheets as
//! SVG images, model answers as PDFs, an answer video on some questions, and quiz sets whose
//! diagrams are SVG. Answer order is rotated per question, so the correct one is not always
//! in the same place.

use serde::Deserialize;
use store::StoreError;
use store::marking::Paper;
use store::question_bank::{self, Question, QuestionSet};
use store::quizzes::{self, Quiz, QuizAnswer, QuizSet};

use crate::diagrams;
use crate::pdf::{self, Page};
use crate::{ECONOMICS_SL_FIRST_TOPIC, upload};
use api::AppState;

const QUESTION_SETS_JSON: &str = include_str!("../content/question-sets.json");
const QUIZ_SETS_JSON: &str = include_str!("../content/quiz-sets.json");

#[derive(Deserialize)]
struct File<T> {
    sets: Vec<T>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct QuestionSetSeed {
    id: u32,
    topic_id: u32,
    name: String,
    questions: Vec<QuestionSeed>,
    /// A revision set: the questions of these sets, in order.
    #[serde(default)]
    from: Vec<u32>,
}

#[derive(Clone, Deserialize)]
struct QuestionSeed {
    q: String,
    marks: u32,
    #[serde(default)]
    video: bool,
    answer: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct QuizSetSeed {
    id: u32,
    topic_id: u32,
    name: String,
    quizzes: Vec<QuizSeed>,
}

#[derive(Deserialize)]
struct QuizSeed {
    q: String,
    answers: Vec<String>,
    correct: usize,
    #[serde(default)]
    image: Option<String>,
}

/// Economics HL topics are numbered from 1, SL from 101.
fn subject_of(topic_id: u32) -> u32 {
    if topic_id >= ECONOMICS_SL_FIRST_TOPIC { 2 } else { 1 }
}

/// Seeds both; `answer_video` is the bucket key of a video to use as the answer video.
pub async fn seed(state: &AppState, answer_video: Option<&str>) -> Result<(), StoreError> {
    question_sets(state, answer_video).await?;
    papers(state).await?;
    quiz_sets(state).await
}

/// Two demo papers (an HL and an SL Paper 1: answer one of three questions, each a 10-mark part
/// (a) and a 15-mark part (b)) and the example grade boundaries, labelled as examples.
async fn papers(state: &AppState) -> Result<(), StoreError> {
    use domain::papers::{Component, PaperDef, PaperPart, PaperQuestion, Section};
    use store::marking::CourseLevel;
    let part = |label: &str, q: u32, marks: u32| PaperPart {
        label: label.into(),
        question_set_id: q / 100,
        question_id: q,
        marks,
    };
    let questions: Vec<PaperQuestion> = [(701, 702), (801, 503), (1001, 902)]
        .iter()
        .enumerate()
        .map(|(i, (a, b))| PaperQuestion {
            title: format!("Question {}", i + 1),
            parts: vec![part("a", *a, 10), part("b", *b, 15)],
        })
        .collect();
    for (paper_id, name, level) in
        [(1, "HL Paper 1 (demo)", CourseLevel::Higher), (2, "SL Paper 1 (demo)", CourseLevel::Standard)]
    {
        let paper = PaperDef {
            paper_id,
            name: name.into(),
            component: Component::Paper1,
            level,
            sections: vec![Section { title: "Section A".into(), choose: 1, questions: questions.clone() }],
        };
        debug_assert_eq!(paper.check(), Ok(()));
        store::papers::put_paper(&state.db, &paper).await?;
    }
    for b in domain::grade::example_boundaries() {
        store::papers::put_boundaries(&state.db, &b).await?;
    }
    Ok(())
}

async fn question_sets(state: &AppState, answer_video: Option<&str>) -> Result<(), StoreError> {
    let file: File<QuestionSetSeed> =
        serde_json::from_str(QUESTION_SETS_JSON).map_err(|e| StoreError::Other(format!("question-sets.json: {e}")))?;
    let mut sets = file.sets;
    for i in 0..sets.len() {
        if !sets[i].from.is_empty() {
            let from = sets[i].from.clone();
            sets[i].questions = from
                .iter()
                .flat_map(|id| sets.iter().filter(|s| s.id == *id))
                .flat_map(|s| s.questions.clone())
                .collect();
        }
    }
    for set in sets {
        let subject_id = subject_of(set.topic_id);
        for (i, q) in set.questions.iter().enumerate() {
            let number = i + 1;
            let id = set.id * 100 + number as u32;
            let question_key = format!("demo/qna/{}/{number:02}-question.svg", set.id);
            let answer_key = format!("demo/qna/{}/{number:02}-answer.pdf", set.id);
            let sheet = diagrams::question_sheet(&set.name, number, q.marks, &q.q);
            upload(state, &question_key, sheet.into_bytes(), "image/svg+xml").await?;
            let pages = [
                Page { heading: format!("Question {number} [{} marks]", q.marks), paragraphs: vec![q.q.clone()] },
                Page { heading: "Model answer".into(), paragraphs: q.answer.clone() },
            ];
            upload(
                state,
                &answer_key,
                pdf::document(&format!("{}: model answer", set.name), &pages),
                "application/pdf",
            )
            .await?;
            let question = Question {
                id,
                name: format!("Question {number:02}"),
                question_set_id: set.id,
                subject_id,
                topic_id: set.topic_id,
                question_key,
                answer_key,
                answer_video_key: answer_video.filter(|_| q.video).map(str::to_owned),
                diagrams: vec![],
                answer_diagrams: vec![],
                marks: Some(q.marks),
                text: Some(q.q.clone()),
                paper: paper_of(&set.name),
            };
            question_bank::put_question(&state.db, &question).await?;
        }
        let qs = QuestionSet { id: set.id, name: set.name, subject_id, topic_id: set.topic_id };
        question_bank::put_set(&state.db, &qs).await?;
    }
    Ok(())
}

/// The paper a demo set practises, from its name ("Paper 1 practice: …", "Data response: …").
fn paper_of(name: &str) -> Option<Paper> {
    if name.contains("Paper 1") {
        Some(Paper::One)
    } else if name.contains("Paper 2") || name.starts_with("Data response") {
        Some(Paper::Two)
    } else if name.contains("Paper 3") {
        Some(Paper::Three)
    } else {
        None
    }
}

async fn quiz_sets(state: &AppState) -> Result<(), StoreError> {
    let file: File<QuizSetSeed> =
        serde_json::from_str(QUIZ_SETS_JSON).map_err(|e| StoreError::Other(format!("quiz-sets.json: {e}")))?;
    for set in file.sets {
        let mut quizzes = vec![];
        for (i, q) in set.quizzes.into_iter().enumerate() {
            let id = set.id * 100 + i as u32 + 1;
            let question_image_key = match &q.image {
                Some(name) => {
                    let svg = diagrams::diagram(name)
                        .ok_or_else(|| StoreError::Other(format!("quiz-sets.json: no diagram {name}")))?;
                    let key = format!("demo/quiz/{name}.svg");
                    upload(state, &key, svg.into_bytes(), "image/svg+xml").await?;
                    Some(key)
                }
                None => None,
            };
            let n = q.answers.len();
            let shift = (set.id as usize + i) % n;
            let quiz_answers = (0..n)
                .map(|j| {
                    let original = (j + shift) % n;
                    QuizAnswer {
                        id: id * 10 + j as u32 + 1,
                        answer_text: q.answers[original].clone(),
                        is_correct_answer: original == q.correct,
                    }
                })
                .collect();
            let quiz = Quiz::new(id, q.q, question_image_key, quiz_answers)
                .map_err(|e| StoreError::Other(format!("quiz-sets.json: set {} question {id}: {e}", set.id)))?;
            quizzes.push(quiz);
        }
        let qs = QuizSet {
            id: set.id,
            name: set.name,
            subject_id: subject_of(set.topic_id),
            topic_id: set.topic_id,
            quizzes,
        };
        quizzes::put_set(&state.db, &qs).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_content_is_complete() {
        let qsets: File<QuestionSetSeed> = serde_json::from_str(QUESTION_SETS_JSON).unwrap();
        assert!(qsets.sets.len() >= 10, "at least 10 question sets");
        for s in &qsets.sets {
            assert!(!s.questions.is_empty() || !s.from.is_empty(), "{}: no questions", s.name);
            assert!(s.questions.iter().all(|q| !q.answer.is_empty()), "{}: a question without an answer", s.name);
        }
        assert!(qsets.sets.iter().any(|s| s.questions.iter().any(|q| q.video)), "some answer videos");
        let quizzes: File<QuizSetSeed> = serde_json::from_str(QUIZ_SETS_JSON).unwrap();
        assert!(quizzes.sets.len() >= 15, "at least 15 quiz sets");
        for s in &quizzes.sets {
            assert!((5..=10).contains(&s.quizzes.len()), "{}: 5–10 questions", s.name);
            for q in &s.quizzes {
                assert!(q.correct < q.answers.len(), "{}: {}", s.name, q.q);
                assert!(q.image.as_deref().is_none_or(|n| diagrams::diagram(n).is_some()), "{}", q.q);
            }
        }
        assert!(quizzes.sets.iter().any(|s| s.quizzes.iter().any(|q| q.image.is_some())), "some with images");
        let mut ids: Vec<u32> = quizzes.sets.iter().map(|s| s.id).collect();
        ids.dedup();
        assert_eq!(ids.len(), quizzes.sets.len(), "unique quiz set ids");
    }
}
