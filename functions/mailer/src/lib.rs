//! E-mail work no request waits for (docs/email.md): the weekly digest (Sunday 19:00 Singapore
//! time) and the notices two days before a trial ends (daily), both started by EventBridge
//! Scheduler with `{"job": "digest"}` or `{"job": "trial-endings"}`; and SES's bounce and
//! complaint events (through SNS), whose addresses are never mailed again.

use api::AppState;
use domain::email::{Digest, Notice, day_of, day_words, digest_week, mastery_moves};
use domain::help::{Thread, ThreadStatus};
use domain::ids::UserId;
use serde::Serialize;
use serde_json::Value;
use services::mail::{Outcome, Recipient};
use store::StoreError;

/// What a digest run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DigestRun {
    pub students: u32,
    pub sent: u32,
    /// Nothing due, nothing moved, nothing unread.
    pub nothing_to_say: u32,
    /// Sent before this week (a second run), turned off, or the address suppressed.
    pub skipped: u32,
    /// Could not be read or sent (logged; the run goes on).
    pub failed: u32,
}

/// A scheduled job or SES's events.
pub async fn handle(state: &AppState, event: Value) -> Result<Value, String> {
    let done = match event.get("job").and_then(Value::as_str) {
        Some("digest") => serde_json::to_value(digest(state).await.map_err(|e| e.to_string())?),
        Some("trial-endings") => serde_json::to_value(trial_endings(state).await.map_err(|e| e.to_string())?),
        _ if event.get("Records").is_some() => {
            serde_json::to_value(ses_events(state, &event).await.map_err(|e| e.to_string())?)
        }
        _ => return Err(format!("an event this function does not handle: {event}")),
    };
    let done = done.map_err(|e| e.to_string())?;
    tracing::info!(%done, "mail job");
    Ok(done)
}

/// This week's digest to every student on the roster with something to say: pages through the
/// roster's partitions with Queries; a student's week is recorded before the message goes, so a
/// second run sends nothing.
pub async fn digest(state: &AppState) -> Result<DigestRun, StoreError> {
    let now = state.clock.now_ms();
    // The week of the Sunday run, even for a retry that lands after midnight on Monday.
    let week = digest_week(now - 12 * 3_600_000);
    let last_week = digest_week(now - 12 * 3_600_000 - 7 * 86_400_000);
    let topics = store::catalogue::topics(&state.db).await?;
    let topic_name = |id: u32| topics.iter().find(|t| t.id == id).map(|t| t.name.clone());
    let free_lesson = match store::lessons::free_slot_at(&state.db, now).await? {
        Some(slot) => store::lessons::lesson(&state.db, slot.lesson_id).await?.map(|l| l.name),
        None => None,
    };
    let mut run = DigestRun::default();
    for shard in 0..store::mail::ROSTER_SHARDS {
        for sub in store::mail::roster(&state.db, shard).await? {
            run.students += 1;
            // One student's failure is logged; the others still get theirs.
            if let Err(e) = digest_one(state, &sub, (&week, &last_week), &topic_name, &free_lesson, &mut run).await {
                run.failed += 1;
                tracing::error!(error = %e, student = %sub, "a digest could not be made");
            }
        }
    }
    Ok(run)
}

/// One student's digest, if there is something to say and it was not sent this week.
async fn digest_one(
    state: &AppState,
    sub: &UserId,
    (week, last_week): (&str, &str),
    topic_name: &impl Fn(u32) -> Option<String>,
    free_lesson: &Option<String>,
    run: &mut DigestRun,
) -> Result<(), StoreError> {
    let now = state.clock.now_ms();
    let Some(profile) = store::users::get(&state.db, sub).await? else { return Ok(()) };
    let (due, threads, prefs, mastery, before) = tokio::try_join!(
        store::review::due_count(&state.db, sub, now + 7 * 86_400_000),
        store::help::threads(&state.db, sub),
        store::mail::preferences(&state.db, sub),
        services::mastery::of_student(&state.db, sub, now),
        store::mail::mastery_at(&state.db, sub, last_week),
    )?;
    // This week's mastery, for next week's comparison.
    store::mail::keep_mastery(&state.db, sub, week, &mastery, now / 1000).await?;
    let digest = Digest {
        cards_due: due,
        // Only against a week whose mastery was kept (not on a student's first digest).
        mastery_moves: before.map(|b| mastery_moves(&b, &mastery, topic_name)).unwrap_or_default(),
        free_lesson: free_lesson.clone(),
        unread_replies: unread_replies(state, sub, &threads).await?,
    };
    if !digest.worth_sending() {
        run.nothing_to_say += 1;
        return Ok(());
    }
    if !prefs.digest || !store::mail::claim_once(&state.db, sub, week, now / 1000).await? {
        run.skipped += 1;
        return Ok(());
    }
    let to = Recipient { sub, email: &profile.email, first_name: &profile.first_name };
    match services::mail::send(state, to, &Notice::Digest(digest)).await {
        Ok(Outcome::Sent) => run.sent += 1,
        Ok(_) => run.skipped += 1,
        Err(e) => {
            run.failed += 1;
            tracing::error!(error = %e, "a digest could not be sent");
        }
    }
    Ok(())
}

/// The teachers' replies the student has not read: in each thread staff answered last, the
/// messages after the student's last one (two replies to one question are two).
async fn unread_replies(state: &AppState, sub: &UserId, threads: &[Thread]) -> Result<u32, StoreError> {
    let mut replies = 0;
    for t in threads.iter().filter(|t| t.thread_status == ThreadStatus::AdminResponded) {
        replies += domain::help::replies_since_student(&store::help::messages(&state.db, sub, t.created_at).await?);
    }
    Ok(replies)
}

/// The notice to students whose trial ends in 2 days and who have not chosen a plan (once each).
pub async fn trial_endings(state: &AppState) -> Result<u32, StoreError> {
    let now = state.clock.now_ms();
    let day = day_of(now + 2 * 86_400_000);
    let mut sent = 0;
    for sub in store::mail::trials_ending(&state.db, &day).await? {
        let Some(p) = store::users::get(&state.db, &sub).await? else { continue };
        let access = api::entitlement::Access::of(&p, now / 1000);
        let still_on_trial = access.trial == domain::TrialStatus::Active && access.plan == domain::PlanType::None;
        if !still_on_trial || !store::mail::claim_once(&state.db, &sub, &format!("trial-{day}"), now / 1000).await? {
            continue;
        }
        let to = Recipient { sub: &sub, email: &p.email, first_name: &p.first_name };
        if let Ok(Outcome::Sent) =
            services::mail::send(state, to, &Notice::TrialEnding { ends_on: day_words(&day) }).await
        {
            sent += 1;
        }
    }
    Ok(sent)
}

/// The addresses of SES's permanent bounces and complaints (SNS records carrying SES's event
/// JSON), suppressed: never mailed again. Answers how many were suppressed.
pub async fn ses_events(state: &AppState, event: &Value) -> Result<u32, StoreError> {
    let mut suppressed = 0;
    let records = event.get("Records").and_then(Value::as_array).cloned().unwrap_or_default();
    for r in records {
        let Some(message) = r.pointer("/Sns/Message").and_then(Value::as_str) else { continue };
        let Ok(ses) = serde_json::from_str::<Value>(message) else { continue };
        for (address, reason) in suppressed_addresses(&ses) {
            store::mail::suppress(&state.db, &services::mail::address_hash(&address), reason, state.clock.now_secs())
                .await?;
            suppressed += 1;
        }
    }
    Ok(suppressed)
}

/// The addresses an SES event says never to mail again: a permanent bounce's, a complaint's.
pub fn suppressed_addresses(ses: &Value) -> Vec<(String, &'static str)> {
    let kind = ses.get("eventType").or_else(|| ses.get("notificationType")).and_then(Value::as_str);
    let list = |path: &str| -> Vec<String> {
        ses.pointer(path)
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(|r| r.get("emailAddress")?.as_str().map(str::to_owned)).collect())
            .unwrap_or_default()
    };
    match kind {
        Some("Bounce") if ses.pointer("/bounce/bounceType").and_then(Value::as_str) == Some("Permanent") => {
            list("/bounce/bouncedRecipients").into_iter().map(|a| (a, "bounce")).collect()
        }
        Some("Complaint") => list("/complaint/complainedRecipients").into_iter().map(|a| (a, "complaint")).collect(),
        _ => vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn permanent_bounces_and_complaints_are_suppressed_transient_bounces_are_not() {
        let bounce = json!({"eventType": "Bounce", "bounce": {"bounceType": "Permanent",
            "bouncedRecipients": [{"emailAddress": "gone@example.com"}]}});
        assert_eq!(suppressed_addresses(&bounce), vec![("gone@example.com".into(), "bounce")]);
        let transient = json!({"eventType": "Bounce", "bounce": {"bounceType": "Transient",
            "bouncedRecipients": [{"emailAddress": "full@example.com"}]}});
        assert!(suppressed_addresses(&transient).is_empty());
        let complaint = json!({"notificationType": "Complaint", "complaint": {
            "complainedRecipients": [{"emailAddress": "angry@example.com"}]}});
        assert_eq!(suppressed_addresses(&complaint), vec![("angry@example.com".into(), "complaint")]);
        assert!(suppressed_addresses(&json!({"eventType": "Delivery"})).is_empty());
    }
}
