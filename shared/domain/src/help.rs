//! Study help: a student's threads and their messages.

use crate::diagram::Diagram;
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
    /// Economics diagrams drawn in the widget's editor (issue 55), in the order the words refer to
    /// them ("Diagram 1"); at most [`crate::diagram::MAX_DIAGRAMS`], checked with
    /// [`crate::diagram::check_all`] before anything is kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<Diagram>,
}

/// The staff messages since the student's last one: the replies not yet answered. By time, not
/// by the stored order (a reply in the same millisecond as the question sorts before it).
pub fn replies_since_student(messages: &[Message]) -> u32 {
    let last_asked = messages.iter().filter(|m| m.sender == Sender::Client).map(|m| m.created_at).max();
    let since = |m: &&Message| last_asked.is_none_or(|at| m.created_at >= at);
    messages.iter().filter(|m| m.sender == Sender::Admin).filter(since).count() as u32
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

#[cfg(test)]
mod tests {
    use super::*;

    fn m(sender: Sender, created_at: i64) -> Message {
        Message { sender, message: "x".into(), created_at, diagrams: Vec::new() }
    }

    #[test]
    fn the_replies_since_the_students_last_message_are_counted_each() {
        use Sender::{Admin, Client};
        assert_eq!(replies_since_student(&[m(Client, 1), m(Admin, 2), m(Admin, 3)]), 2);
        assert_eq!(replies_since_student(&[m(Client, 1), m(Admin, 2), m(Client, 3), m(Admin, 4)]), 1);
        assert_eq!(replies_since_student(&[m(Client, 1)]), 0);
        assert_eq!(replies_since_student(&[]), 0);
        // Stored by key, a reply in the question's millisecond sorts first: still a reply.
        assert_eq!(replies_since_student(&[m(Admin, 5), m(Client, 5)]), 1);
    }
}
