//! A student's data on request, the work no request waits for (docs/privacy.md). EventBridge
//! Scheduler starts `{"job": "privacy"}` every minute (the local server every few seconds): each
//! download asked for is built — a zip of everything stored about the student as JSON plus the
//! files they uploaded, its progress saved as it goes — and each deletion whose grace is over is
//! carried out everywhere: the user pool, Stripe, the bucket and every table.

use domain::diagram::Diagram;
use domain::ids::UserId;
use std::collections::BTreeMap;
use std::io::{Cursor, Read, Write};

use api::AppState;
use base64::Engine;
use domain::privacy::{Deletion, Export, ExportState, Section};
use serde::Serialize;
use serde_json::{Value, json};
use store::held::Held;
use store::privacy::Waiting;
use store::users::Profile;

/// What one run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Run {
    pub exports_built: u32,
    pub exports_failed: u32,
    /// Deletions whose erasing began: sign-in ended, payments ended; the data goes once every
    /// sign-in token of the account has expired.
    pub erasing: u32,
    pub erased: u32,
    /// Kept by the student just before they fell due.
    pub kept: u32,
    /// Could not be finished this run (logged; the next run tries again).
    pub erase_failed: u32,
}

/// A scheduled run; an error (so the function's error alarm goes off) when anything failed, once
/// everything else was done.
pub async fn handle(state: &AppState, event: Value) -> Result<Value, String> {
    match event.get("job").and_then(Value::as_str) {
        Some("privacy") => {
            let run = run(state).await.map_err(|e| e.to_string())?;
            let done = serde_json::to_value(run).map_err(|e| e.to_string())?;
            tracing::info!(%done, "privacy run");
            if run.erase_failed + run.exports_failed > 0 {
                return Err(format!("a privacy run with failures: {done}"));
            }
            Ok(done)
        }
        _ => Err(format!("an event this function does not handle: {event}")),
    }
}

/// What erasing one deletion came to this run.
enum Erasure {
    Begun,
    Done,
    Kept,
}

/// Erases every account whose grace is over, then builds every download asked for; one student's
/// failure is logged and the others go on.
pub async fn run(state: &AppState) -> Result<Run, store::StoreError> {
    let mut run = Run::default();
    for d in store::privacy::deletions(&state.db, Some(state.clock.now_ms())).await? {
        match Box::pin(erase(state, &d)).await {
            Ok(Erasure::Begun) => run.erasing += 1,
            Ok(Erasure::Done) => run.erased += 1,
            Ok(Erasure::Kept) => run.kept += 1,
            Err(e) => {
                run.erase_failed += 1;
                tracing::error!(error = %e, student = %d.auth_id, "an account could not be erased yet");
            }
        }
    }
    for waiting in store::privacy::exports_waiting(&state.db).await? {
        match Box::pin(build(state, &waiting)).await {
            Ok(true) => run.exports_built += 1,
            Ok(false) => {}
            Err(e) => {
                run.exports_failed += 1;
                tracing::error!(error = %e, student = %waiting.auth_id, "a download could not be built");
                fail(state, &waiting).await;
            }
        }
    }
    Ok(run)
}

type Failure = Box<dyn std::error::Error + Send + Sync>;

/// The Mondays whose weekly bests may still be stored (they expire 8 weeks after their week).
fn weeks(now_ms: i64) -> Vec<String> {
    (0..10).map(|i| domain::week::week_of(now_ms - i * 7 * 86_400_000)).collect()
}

async fn holdings(state: &AppState, sub: &UserId, profile: Option<&Profile>) -> Result<Vec<Held>, store::StoreError> {
    let trial_day =
        profile.filter(|p| p.free_trial_expiry > 0).map(|p| domain::email::day_of(p.free_trial_expiry * 1000));
    store::held::holdings(&state.db, sub, &weeks(state.clock.now_ms()), trial_day.as_deref()).await
}

/// Every object the student uploaded (their answers' diagrams) or was given (their downloads).
async fn objects(state: &AppState, prefix: &str) -> Result<Vec<String>, Failure> {
    let mut keys = vec![];
    let mut pages =
        state.s3.list_objects_v2().bucket(&state.config.content_bucket).prefix(prefix).into_paginator().send();
    while let Some(page) = pages.next().await {
        keys.extend(page?.contents().iter().filter_map(|o| o.key().map(str::to_owned)));
    }
    Ok(keys)
}

/// Builds one download; false when it was replaced or its student is gone.
async fn build(state: &AppState, waiting: &Waiting) -> Result<bool, Failure> {
    let sub = &waiting.auth_id;
    let current = store::privacy::export(&state.db, sub).await?;
    let (Some(mut export), Some(profile)) = (current, store::users::get(&state.db, sub).await?) else {
        store::privacy::drop_waiting(&state.db, waiting).await?;
        return Ok(false);
    };
    if export.requested_at != waiting.requested_at {
        store::privacy::drop_waiting(&state.db, waiting).await?;
        return Ok(false);
    }
    // One that could not be built in time (a run that died): failed, off the list, asked again.
    if export.state_at(state.clock.now_ms()) == Some(ExportState::Failed) {
        store::privacy::save_export(&state.db, sub, &Export { state: ExportState::Failed, ..export }).await?;
        return Ok(false);
    }
    let files = objects(state, &format!("answers/{sub}/")).await?;
    // Reading the tables, each file, the upload.
    export.state = ExportState::Building;
    export.total = 2 + files.len() as u32;
    export.done = 0;
    store::privacy::save_export(&state.db, sub, &export).await?;

    let held = holdings(state, sub, Some(&profile)).await?;
    let mut data = package_json(&held, state.clock.now_ms());
    let drawn = answer_diagrams(&data);
    let images = tokio::task::spawn_blocking(move || diagram_images(&drawn)).await?;
    // Their payment history as Stripe has it (the items above hold its references).
    if let Some(customer) = &profile.payment_id {
        let invoices = match state.stripe.invoices(customer).await {
            Ok(list) => list,
            Err(e) if e.is_not_found() => vec![],
            Err(e) => return Err(Box::new(e)),
        };
        data["sections"]["stripeInvoices"] = invoices
            .iter()
            .map(|i| {
                json!({
                    "id": i.id,
                    "status": i.status.map(|s| format!("{s:?}").to_lowercase()),
                    "created": i.created,
                    "amountDue": i.amount_due,
                    "currency": i.currency,
                })
            })
            .collect();
    }
    export.done += 1;
    store::privacy::save_export(&state.db, sub, &export).await?;

    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("README.txt", options)?;
    zip.write_all(README.as_bytes())?;
    zip.start_file("seven-data.json", options)?;
    zip.write_all(serde_json::to_string_pretty(&data)?.as_bytes())?;
    for key in &files {
        let body = state.s3.get_object().bucket(&state.config.content_bucket).key(key).send().await?;
        let bytes = body.body.collect().await?.into_bytes();
        let name = key.rsplit('/').next().unwrap_or(key);
        zip.start_file(format!("files/{name}"), options)?;
        zip.write_all(&bytes)?;
        export.done += 1;
        store::privacy::save_export(&state.db, sub, &export).await?;
    }
    for (name, png) in &images {
        zip.start_file(name, options)?;
        zip.write_all(png)?;
    }
    let bytes = zip.finish()?.into_inner();

    let key = format!("exports/{sub}/{}.zip", export.requested_at);
    let day = domain::email::day_of(export.requested_at);
    state
        .s3
        .put_object()
        .bucket(&state.config.content_bucket)
        .key(&key)
        .content_type("application/zip")
        .content_disposition(format!("attachment; filename=\"seven-data-{day}.zip\""))
        .body(bytes.into())
        .send()
        .await?;
    export = Export {
        state: ExportState::Ready,
        done: export.total,
        ready_at: Some(state.clock.now_ms()),
        key: Some(key),
        ..export
    };
    Ok(store::privacy::save_export(&state.db, sub, &export).await?)
}

/// Marks a download that could not be built as failed, so the student may ask again.
async fn fail(state: &AppState, waiting: &Waiting) {
    let failed = async {
        let Some(export) = store::privacy::export(&state.db, &waiting.auth_id).await? else {
            return store::privacy::drop_waiting(&state.db, waiting).await;
        };
        let failed = Export { state: ExportState::Failed, ..export };
        store::privacy::save_export(&state.db, &waiting.auth_id, &failed).await.map(|_| ())
    };
    if let Err(e) = failed.await {
        tracing::error!(error = %e, "a failed download could not be marked so");
    }
}

const README: &str = "Everything Seven stores about you, as of the date in seven-data.json.\n\n\
seven-data.json holds one section per kind of data (your profile and plan with its Stripe \
references, your invoices at Stripe, likes, notes, this-is-hard markers, quiz attempts, recorded lessons bought, the review \
deck, Quiz Challenge games and weekly bests, written answers with their marks and papers and your IA commentaries with their advice and marks, study-help \
threads, e-mail choices, and your requests to us), each item as it is stored. Notes are shown as the \
editor's document. files/ holds the diagrams you uploaded with your answers. diagrams/ holds the diagrams \
you drew, as images.\n";

/// The width of a drawn diagram's image in a download: sharp on a screen and on a printed page.
const DIAGRAM_WIDTH_PX: u32 = 1200;

/// A diagram a student drew in a written answer, on its way to the download as an image.
#[derive(Debug, Clone, PartialEq)]
struct Drawn {
    /// Its name in the zip: `diagrams/{answerId}-{n}.png`.
    name: String,
    title: String,
    diagram: Diagram,
}

/// Every diagram drawn in the package's written answers, numbered from 1 in each answer as its
/// text refers to them ("Diagram 2" stays 2 when diagram 1 is left out). One that does not parse
/// or pass its checks is left out (it is still in seven-data.json as stored): one bad diagram
/// never fails a download.
fn answer_diagrams(data: &Value) -> Vec<Drawn> {
    let section = serde_json::to_value(Section::WrittenAnswers).ok();
    let answers = section.as_ref().and_then(Value::as_str).and_then(|s| data["sections"][s].as_array());
    answers.into_iter().flatten().flat_map(drawn_in).collect()
}

/// One written answer's diagrams.
fn drawn_in(answer: &Value) -> Vec<Drawn> {
    // An IA commentary (docs/ia.md) is in the same partition, named by its slot.
    let commentary = answer.get("slot").and_then(Value::as_u64).map(|slot| format!("ia-commentary-{slot}"));
    let id = answer.get("answerId").and_then(Value::as_str).map(file_safe).or(commentary);
    let Some(id) = id else { return vec![] };
    let question = answer.get("questionId").and_then(Value::as_u64);
    let diagrams = answer.get("diagrams").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
    diagrams
        .iter()
        .zip(1..)
        .filter_map(|(d, n)| {
            let diagram = serde_json::from_value::<Diagram>(d.clone()).ok().filter(|d| d.check().is_ok())?;
            let title = match question {
                Some(q) => format!("Diagram {n} of your answer to question {q}"),
                None => format!("Diagram {n}"),
            };
            Some(Drawn { name: format!("diagrams/{id}-{n}.png"), title, diagram })
        })
        .collect()
}

/// An answer id as part of a file name: letters, digits, `-` and `_` only.
fn file_safe(id: &str) -> String {
    id.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

/// The diagrams as PNGs (CPU work: run off the async workers); one that cannot be drawn is
/// logged and left out.
fn diagram_images(drawn: &[Drawn]) -> Vec<(String, Vec<u8>)> {
    drawn
        .iter()
        .filter_map(|d| match services::diagram_image::png(&d.diagram, &d.title, DIAGRAM_WIDTH_PX) {
            Ok(png) => Some((d.name.clone(), png)),
            Err(e) => {
                tracing::warn!(error = %e, file = %d.name, "a diagram could not be drawn for a download");
                None
            }
        })
        .collect()
}

/// The package's JSON: each section's items as stored (notes decoded to the editor's document).
fn package_json(held: &[Held], now_ms: i64) -> Value {
    let mut sections: BTreeMap<Section, Vec<Value>> = BTreeMap::new();
    for h in held {
        let Some(section) = h.section else { continue };
        let Ok(mut item) = serde_dynamo::from_item::<_, Value>(h.item.clone()) else { continue };
        if section == Section::Notes
            && let Some(doc) = item.get("notesTaken").and_then(Value::as_str).and_then(decode_notes)
        {
            item["notesTaken"] = doc;
        }
        without_staff_ids(section, &mut item);
        sections.entry(section).or_default().push(item);
    }
    let sections: serde_json::Map<String, Value> = sections
        .into_iter()
        .map(|(s, items)| {
            let name = serde_json::to_value(s).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
            let value =
                if s == Section::Profile { items.into_iter().next().unwrap_or(Value::Null) } else { items.into() };
            (name, value)
        })
        .collect();
    json!({ "exportedAt": now_ms, "sections": sections })
}

/// A staff member's account id is theirs, not the student's: the package names who marked an
/// answer and where a deletion was asked for, but not the account behind them; a teacher's claim
/// and unreturned draft are the desk's working state, not yet the student's.
fn without_staff_ids(section: Section, item: &mut Value) {
    match section {
        Section::Requests => {
            if let Some(requester) = item.get_mut("requester").and_then(Value::as_object_mut) {
                requester.remove("staff");
            }
        }
        Section::WrittenAnswers => {
            if let Some(answer) = item.as_object_mut() {
                for working in ["claimBy", "claimUntil", "draftMark"] {
                    answer.remove(working);
                }
            }
            // An answer's mark, and an IA commentary's advice and marks.
            for at in ["/mark/marker", "/advice/marker", "/marking/marker"] {
                if let Some(marker) = item.pointer_mut(at).and_then(Value::as_object_mut) {
                    marker.remove("id");
                }
            }
        }
        _ => {}
    }
}

/// A note as stored (gzip, then base64) back to the editor's JSON document.
fn decode_notes(stored: &str) -> Option<Value> {
    let gz = base64::engine::general_purpose::STANDARD.decode(stored).ok()?;
    let mut text = String::new();
    flate2::read::GzDecoder::new(&gz[..]).read_to_string(&mut text).ok()?;
    serde_json::from_str(&text).ok()
}

/// Erases one account whose grace is over, in two steps, each safe to run again. First (as the
/// deletion is claimed, so it can no longer be kept): the account is disabled and signed out
/// everywhere, its id and address fingerprinted (no new profile from an old token, no e-mail to
/// the address), its payments at Stripe ended. Then, once every sign-in token the account may
/// still hold has expired (so no request of theirs can write anything after): their objects,
/// every item about them, and the pool's user.
async fn erase(state: &AppState, d: &Deletion) -> Result<Erasure, Failure> {
    let sub = &d.auth_id;
    let now = state.clock.now_ms();
    let profile = store::users::get(&state.db, sub).await?;
    let since = match &profile {
        Some(p) if p.delete_at != Some(d.delete_at) => {
            store::privacy::drop_deletion(&state.db, d).await?;
            return Ok(Erasure::Kept);
        }
        Some(_) => match store::privacy::begin_erasing(&state.db, d, now).await? {
            Some(since) => since,
            None => return Ok(Erasure::Kept),
        },
        // The profile went in an earlier run cut short: on with the rest.
        None => now - domain::privacy::TOKENS_LAST_MS,
    };
    if since == now {
        let secs = now / 1000;
        store::privacy::mark_erased(&state.db, &api::digest::fingerprint(sub), secs).await?;
        store::mail::suppress(&state.db, &services::mail::address_hash(&d.email), "erased", secs).await?;
        sign_in_ends(state, sub.as_str()).await?;
    }
    if let Some(p) = &profile {
        payments_end(state, p).await?;
    }
    if now < since + domain::privacy::TOKENS_LAST_MS {
        return Ok(Erasure::Begun);
    }
    if let Some(p) = &profile {
        if let Some(owner) = &p.family_owner_id {
            store::family::leave(&state.db, owner, sub).await?;
        }
        if !p.family_members.is_empty() {
            store::family::disband(&state.db, p).await?;
        }
    }
    // Their diagrams, uploads not yet claimed (gone within a day anyway), their downloads.
    for prefix in [format!("answers/{sub}/"), format!("pending/answers/{sub}/"), format!("exports/{sub}/")] {
        erase_objects(state, &prefix).await?;
    }
    // Twice: anything written between the reads and the deletes goes too.
    for _ in 0..2 {
        let held = holdings(state, sub, profile.as_ref()).await?;
        // Each this-is-hard marker's count is taken back before the marker goes.
        let markers = held.iter().filter(|h| h.section == Some(Section::HardMarkers));
        for q in markers.filter_map(|h| h.sort_key().and_then(store::question_bank::marked)) {
            store::question_bank::unmark_hard(&state.db, sub, &q).await?;
        }
        store::held::erase(&state.db, &held).await?;
    }
    account_ends(state, sub.as_str()).await?;
    store::privacy::drop_deletion(&state.db, d).await?;
    tracing::info!(student = %sub, "account erased");
    Ok(Erasure::Done)
}

/// Every version of every object under `prefix`, and their delete markers: the bucket keeps
/// versions, and a plain delete would leave the old ones behind.
async fn erase_objects(state: &AppState, prefix: &str) -> Result<(), Failure> {
    let bucket = &state.config.content_bucket;
    loop {
        let page = state.s3.list_object_versions().bucket(bucket).prefix(prefix).send().await?;
        let versions = page.versions().iter().map(|v| (v.key(), v.version_id()));
        let markers = page.delete_markers().iter().map(|m| (m.key(), m.version_id()));
        let all: Vec<(String, Option<String>)> =
            versions.chain(markers).filter_map(|(k, v)| Some((k?.to_owned(), v.map(str::to_owned)))).collect();
        if all.is_empty() {
            return Ok(());
        }
        for (key, version) in all {
            state.s3.delete_object().bucket(bucket).key(key).set_version_id(version).send().await?;
        }
    }
}

/// The account can no longer sign in or refresh its tokens (`username`: the pool's name for it,
/// the `sub` where users sign in with their e-mail). One already gone is no error.
async fn sign_in_ends(state: &AppState, username: &str) -> Result<(), Failure> {
    let pool = state.pool.as_ref().ok_or("no user pool client")?;
    let pool_id = state.config.cognito.pool_id();
    if let Err(e) = pool.admin_disable_user().user_pool_id(pool_id).username(username).send().await
        && !e.as_service_error().is_some_and(|s| s.is_user_not_found_exception())
    {
        return Err(Box::new(e));
    }
    if let Err(e) = pool.admin_user_global_sign_out().user_pool_id(pool_id).username(username).send().await
        && !e.as_service_error().is_some_and(|s| s.is_user_not_found_exception())
    {
        return Err(Box::new(e));
    }
    Ok(())
}

/// The pool's user deleted (one already gone is no error).
async fn account_ends(state: &AppState, username: &str) -> Result<(), Failure> {
    let pool = state.pool.as_ref().ok_or("no user pool client")?;
    let pool_id = state.config.cognito.pool_id();
    if let Err(e) = pool.admin_delete_user().user_pool_id(pool_id).username(username).send().await
        && !e.as_service_error().is_some_and(|s| s.is_user_not_found_exception())
    {
        return Err(Box::new(e));
    }
    Ok(())
}

/// Stripe: every subscription still running cancelled, every SetupIntent still open cancelled,
/// every saved card detached, then the customer deleted: nothing the account made at Stripe can
/// be charged or completed afterwards. A customer already deleted (a run cut short) is done.
async fn payments_end(state: &AppState, p: &Profile) -> Result<(), Failure> {
    let Some(customer) = &p.payment_id else { return Ok(()) };
    // A family member's subscription id is their owner's: never theirs to cancel.
    let own = [p.subscription_id.as_deref(), p.pending_subscription_id.as_deref()]
        .into_iter()
        .flatten()
        .filter(|_| p.family_owner_id.is_none() && p.subscription_plan_type != domain::PlanType::FamilyMember);
    for id in own {
        if !id.starts_with("sub_") {
            continue;
        }
        match state.stripe.subscription(id).await {
            Ok(sub) if !sub.status.has_ended() => {
                state.stripe.cancel_subscription(id).await?;
            }
            Ok(_) => {}
            Err(e) if e.is_not_found() => {}
            Err(e) => return Err(Box::new(e)),
        }
    }
    match cards_end(state, customer).await {
        Err(e) if e.is_not_found() => return Ok(()),
        other => other?,
    }
    state.stripe.delete_customer(customer).await?;
    Ok(())
}

/// The customer's open SetupIntents cancelled and saved cards detached.
async fn cards_end(state: &AppState, customer: &str) -> Result<(), pay::PayError> {
    for si in state.stripe.setup_intents(customer).await? {
        if si.is_open() {
            state.stripe.cancel_setup_intent(&si.id).await?;
        }
    }
    for pm in state.stripe.payment_methods(customer).await? {
        state.stripe.detach_payment_method(&pm.id).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A demand curve, as the editor stores it.
    fn diagram(label: &str) -> Value {
        json!({"version": 1, "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"}, "kind": "market"},
            "elements": [{"kind": "curve", "shape": {"kind": "line", "from": {"x": 0, "y": 90}, "to": {"x": 85, "y": 5}},
                "label": {"text": label}, "style": "solid"}]})
    }

    #[test]
    fn each_answers_diagrams_are_named_and_titled_in_order_and_a_bad_one_is_left_out() {
        let mut bad_coordinate = diagram("D");
        bad_coordinate["elements"][0]["shape"]["to"]["x"] = json!(1e9);
        let data = json!({"sections": {"writtenAnswers": [
            {"answerId": "1-102-1700000000000", "questionId": 102, "diagrams": [diagram("D"), {"kind": "svg"}, bad_coordinate, diagram("S")]},
            {"answerId": "2/x", "diagrams": [diagram("<b>"), diagram("AD")]},
            {"answerId": "3-7-draft", "questionId": 7},
        ]}});
        let drawn = answer_diagrams(&data);
        let named: Vec<(&str, &str)> = drawn.iter().map(|d| (d.name.as_str(), d.title.as_str())).collect();
        assert_eq!(
            named,
            vec![
                ("diagrams/1-102-1700000000000-1.png", "Diagram 1 of your answer to question 102"),
                ("diagrams/1-102-1700000000000-4.png", "Diagram 4 of your answer to question 102"),
                ("diagrams/2_x-2.png", "Diagram 2"),
            ]
        );
        assert_eq!(drawn[1].diagram, serde_json::from_value::<Diagram>(diagram("S")).unwrap());
        assert!(answer_diagrams(&json!({"sections": {}})).is_empty());
    }

    #[test]
    fn a_package_names_staff_but_carries_no_staff_account_id() {
        let mut request = json!({"sk": "DELETION", "requester": {"by": "staff", "staff": "staff-sub", "reference": "e-mail of 3 May"}});
        without_staff_ids(Section::Requests, &mut request);
        assert_eq!(request["requester"], json!({"by": "staff", "reference": "e-mail of 3 May"}));
        let mut answer = json!({
            "answerId": "a1", "claimBy": "staff-sub", "claimName": "Ms Rao", "claimUntil": 5, "draftMark": {"mark": 1},
            "mark": {"marker": {"kind": "staff", "id": "staff-sub", "name": "Ms Rao"}, "mark": 7},
        });
        without_staff_ids(Section::WrittenAnswers, &mut answer);
        assert_eq!(
            answer,
            json!({"answerId": "a1", "claimName": "Ms Rao", "mark": {"marker": {"kind": "staff", "name": "Ms Rao"}, "mark": 7}})
        );
        let mut commentary = json!({
            "slot": 2, "advice": {"marker": {"kind": "staff", "id": "staff-sub", "name": "Ms Rao"}, "overall": "Good."},
            "marking": {"marker": {"kind": "staff", "id": "staff-sub", "name": "Ms Rao"}, "marks": {"a": 3}},
        });
        without_staff_ids(Section::WrittenAnswers, &mut commentary);
        assert!(!commentary.to_string().contains("staff-sub"), "{commentary}");
        assert_eq!(commentary["advice"]["marker"]["name"], "Ms Rao");
    }
}
