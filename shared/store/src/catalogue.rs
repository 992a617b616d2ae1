//! The study catalogue: subjects, their topics, file types and the files of each topic.
//! One table, `catalogue`, keyed `pk` / `sk`:
//!
//! | item      | pk              | sk                      |
//! |-----------|-----------------|-------------------------|
//! | subject   | `SUBJECT`       | `{subjectId:06}`        |
//! | topic     | `TOPIC`         | `{subjectId:06}#{topicId:06}` |
//! | file type | `FILETYPE`      | `{fileTypeId:06}`       |
//! | file      | `FILES#{topicId:06}` | `{fileKey}`        |
//!
//! Access patterns (docs/data-model-content.md): all subjects, all topics, all file types: one Query
//! each; the files of a topic: Query `pk = FILES#{topic}`; one file: GetItem.

use serde::{Deserialize, Serialize};

use crate::catalogue_table::{get, put, query_all};
use crate::{Db, StoreError};

pub use domain::catalogue::{FileType, StudyFile};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Subject {
    pub id: u32,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Topic {
    pub id: u32,
    pub subject_id: u32,
    pub name: String,
}

/// File type 1 is a video (it opens the video viewer); every other type is a PDF (spec 02 §2).
pub const VIDEO_FILE_TYPE: u32 = 1;
/// File type 2, condensed notes (recommended on the dashboard beside short videos).
pub const CONDENSED_NOTES_FILE_TYPE: u32 = 2;

fn subject_key(id: u32) -> (String, String) {
    ("SUBJECT".into(), format!("{id:06}"))
}
fn topic_key(subject_id: u32, id: u32) -> (String, String) {
    ("TOPIC".into(), format!("{subject_id:06}#{id:06}"))
}
fn file_type_key(id: u32) -> (String, String) {
    ("FILETYPE".into(), format!("{id:06}"))
}
fn files_pk(topic_id: u32) -> String {
    format!("FILES#{topic_id:06}")
}

pub async fn subjects(db: &Db) -> Result<Vec<Subject>, StoreError> {
    query_all(db, "SUBJECT").await
}

/// Every topic, ordered by subject then topic id.
pub async fn topics(db: &Db) -> Result<Vec<Topic>, StoreError> {
    query_all(db, "TOPIC").await
}

pub async fn topic(db: &Db, subject_id: u32, id: u32) -> Result<Option<Topic>, StoreError> {
    let (pk, sk) = topic_key(subject_id, id);
    get(db, pk, sk).await
}

pub async fn file_types(db: &Db) -> Result<Vec<FileType>, StoreError> {
    query_all(db, "FILETYPE").await
}

pub async fn files_of_topic(db: &Db, topic_id: u32) -> Result<Vec<StudyFile>, StoreError> {
    query_all(db, &files_pk(topic_id)).await
}

pub async fn file(db: &Db, topic_id: u32, key: &str) -> Result<Option<StudyFile>, StoreError> {
    get(db, files_pk(topic_id), key.to_owned()).await
}

pub async fn put_subject(db: &Db, s: &Subject) -> Result<(), StoreError> {
    put(db, subject_key(s.id), s).await
}

pub async fn put_topic(db: &Db, t: &Topic) -> Result<(), StoreError> {
    put(db, topic_key(t.subject_id, t.id), t).await
}

pub async fn put_file_type(db: &Db, f: &FileType) -> Result<(), StoreError> {
    put(db, file_type_key(f.id), f).await
}

pub async fn put_file(db: &Db, f: &StudyFile) -> Result<(), StoreError> {
    put(db, (files_pk(f.topic_id), f.key.clone()), f).await
}
