//! Study help: a student's threads and their messages.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ThreadStatus {
    /// The student wrote last: waiting for staff ('Open').
    ClientResponded,
    /// Staff wrote last: the student has not read it ('Unread').
    AdminResponded,
    Resolved,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Sender {
    Client,
    Admin,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Thread {
    pub cognito_id: String,
    /// Epoch ms; the thread's id.
    pub created_at: i64,
    pub title: String,
    pub thread_status: ThreadStatus,
    pub student_full_name: String,
    pub original_url: String,
    pub last_message_at: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub sender: Sender,
    pub message: String,
    /// Epoch ms.
    pub created_at: i64,
}

/// A thread waiting for staff, as the console lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Waiting {
    pub cognito_id: String,
    pub thread_created_at: i64,
    pub title: String,
    pub student_full_name: String,
    pub last_message_at: i64,
}
