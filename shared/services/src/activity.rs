//! Counting what a student opens for their cohort's recommendations (store::activity). Only the
//! first open of an item per student and day is counted; a failure here is logged and never
//! reaches the student.

use store::activity::{self, Category, Opened};
use store::catalogue;
use store::users::Profile;
use store::{StoreError, question_bank};

use api::AppState;

/// Something a student opened.
#[derive(Debug, Clone, Copy)]
pub enum Content<'a> {
    QuestionSet {
        subject_id: u32,
        topic_id: u32,
        set_id: u32,
    },
    QuizSet {
        subject_id: u32,
        topic_id: u32,
        set_id: u32,
        name: &'a str,
    },
    /// A study file: videos count as short videos, condensed notes as condensed notes, others not.
    File {
        subject_id: u32,
        topic_id: u32,
        key: &'a str,
    },
}

impl Content<'_> {
    /// Once per student, item and day: the marker's name.
    fn marker(&self) -> String {
        match self {
            Content::QuestionSet { set_id, .. } => format!("questionBank#{set_id}"),
            Content::QuizSet { set_id, .. } => format!("quizzes#{set_id}"),
            Content::File { key, .. } => format!("file#{key}"),
        }
    }
}

fn query(pairs: &[(&str, String)]) -> String {
    serde_urlencoded::to_string(pairs).unwrap_or_default()
}

/// Counts `profile`'s open of `content` towards their cohort's recommendations.
pub async fn opened(state: &AppState, profile: &Profile, content: Content<'_>) {
    let Some(cohort) = profile.user_cohort else {
        return;
    };
    if let Err(e) = count(state, profile, cohort, content).await {
        tracing::warn!(error = %e, "could not count an open for recommendations");
    }
}

async fn count(
    state: &AppState,
    profile: &Profile,
    cohort: store::users::Cohort,
    content: Content<'_>,
) -> Result<(), StoreError> {
    let now = state.clock.now_ms();
    let db = &state.db;
    if !activity::first_open_today(db, &profile.auth_id, &content.marker(), now).await? {
        return Ok(());
    }
    let (subject_id, topic_id) = match content {
        Content::QuestionSet { subject_id, topic_id, .. }
        | Content::QuizSet { subject_id, topic_id, .. }
        | Content::File { subject_id, topic_id, .. } => (subject_id, topic_id),
    };
    // The topic's name is read beside the item's own record.
    let topic = async {
        Ok::<_, StoreError>(catalogue::topic(db, subject_id, topic_id).await?.map(|t| t.name).unwrap_or_default())
    };
    let at = |page: &str, pairs: &[(&str, String)]| format!("{page}?{}", query(pairs));
    let opened = match content {
        Content::QuestionSet { set_id, .. } => {
            let (topic_name, set) = tokio::try_join!(topic, question_bank::set(db, topic_id, set_id))?;
            let title = set.map(|s| s.name).unwrap_or_default();
            let ids = [("subjectId", subject_id.to_string()), ("topicId", topic_id.to_string())];
            let url = at("/question-bank", &[ids[0].clone(), ids[1].clone(), ("questionSetId", set_id.to_string())]);
            Opened { category: Category::QuestionBank, content_id: set_id.to_string(), topic_name, title, url }
        }
        Content::QuizSet { set_id, name, .. } => {
            let topic_name = topic.await?;
            let ids = [("subjectId", subject_id.to_string()), ("topicId", topic_id.to_string())];
            let url = at("/quizzes", &[ids[0].clone(), ids[1].clone(), ("quizSetId", set_id.to_string())]);
            Opened {
                category: Category::Quizzes,
                content_id: set_id.to_string(),
                topic_name,
                title: name.to_owned(),
                url,
            }
        }
        Content::File { key, .. } => {
            let (topic_name, file) = tokio::try_join!(topic, catalogue::file(db, topic_id, key))?;
            let Some(file) = file else { return Ok(()) };
            let category = match file.file_type_id {
                catalogue::VIDEO_FILE_TYPE => Category::ShortVideos,
                catalogue::CONDENSED_NOTES_FILE_TYPE => Category::CondensedNotes,
                _ => return Ok(()),
            };
            let pairs = [
                ("subject_id", subject_id.to_string()),
                ("topic_id", topic_id.to_string()),
                ("file_key", file.key.clone()),
            ];
            Opened {
                category,
                content_id: file.key,
                topic_name,
                title: file.original_file_name,
                url: at("/self-study", &pairs),
            }
        }
    };
    activity::count_open(db, cohort, &opened, now).await
}
