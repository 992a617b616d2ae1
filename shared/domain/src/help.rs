//! Study help: a student's threads and their messages.

use crate::ids::{AnswerId, UserId};
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
    pub cognito_id: UserId,
    /// Epoch ms; the thread's id.
    pub created_at: i64,
    pub title: String,
    pub thread_status: ThreadStatus,
    pub student_full_name: String,
    pub original_url: String,
    pub last_message_at: i64,
    /// The student's marked answer the thread asks about ("Ask about this mark").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer_id: Option<AnswerId>,
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
    pub cognito_id: UserId,
    pub thread_created_at: i64,
    pub title: String,
    pub student_full_name: String,
    pub last_message_at: i64,
}
