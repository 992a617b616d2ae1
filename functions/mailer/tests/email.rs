//! E-mail on the emulators (moto's SES keeps every message): a teacher's reply reaches the student
//! at once with a link to the thread; one-click unsubscribe stops the digest and leaves payment
//! notices on; a tampered link is refused; a bounced address gets nothing more; the digest run twice
//! in a week sends one per student and none to a student with nothing to say; every kind of
//! message carries both bodies and, when it may be turned off, RFC 8058's headers.

use domain::email::{Digest, Notice};
use reqwest::StatusCode;
use serde_json::json;
use services::mail::{Outcome, Recipient};
use testkit::{ApiClient, Mail, TestEnv, TestUser};

struct World {
    env: TestEnv,
    api: ApiClient,
    ann: TestUser,
    bob: TestUser,
    staff: TestUser,
}

/// Addresses of this test alone (moto's SES is shared by the tests of the process).
fn address(env: &TestEnv, name: &str) -> String {
    format!("{name}.{}@example.com", env.state.config.table_prefix.trim_end_matches('-'))
}

async fn world() -> World {
    // A clock the tests move on a week at a time.
    let now = api::clock::Clock::system().now_ms();
    let env = TestEnv::with_clock(api::clock::Clock::fixed(now)).await;
    let api = ApiClient::new(env.spawn(help::router().merge(users::router())).await);
    let ann = env.student(&address(&env, "ann")).await;
    let bob = env.student(&address(&env, "bob")).await;
    for s in [&ann, &bob] {
        store::mail::enrol(&env.state.db, &s.sub).await.unwrap();
        // Trials that outlast the weeks these tests move through.
        let mut p = store::users::get(&env.state.db, &s.sub).await.unwrap().unwrap();
        p.free_trial_expiry = env.clock.now_secs() + 60 * 86_400;
        store::users::put(&env.state.db, &p).await.unwrap();
    }
    let staff = env.staff(&address(&env, "staff")).await;
    World { env, api, ann, bob, staff }
}

impl World {
    /// Ann asks; staff reply.
    async fn replied(&self, reply: &str) -> i64 {
        let new =
            json!({"title": "PED", "message": "Why negative?", "originalUrl": "/self-study", "studentFullName": "Ann"});
        let (status, thread) = self.api.post(&self.ann, "/private/v2/ask-a-question/thread/new", new).await;
        assert_eq!(status, StatusCode::CREATED, "{thread}");
        let at = thread["createdAt"].as_i64().unwrap();
        let body = json!({"cognitoId": self.ann.sub, "threadCreatedAt": at, "message": reply});
        assert_eq!(self.api.post(&self.staff, "/admin/v1/help/thread/message/new", body).await.0, StatusCode::OK);
        at
    }

    async fn unsubscribe(&self, token: &str) -> (StatusCode, serde_json::Value) {
        let res = reqwest::Client::new()
            .post(format!("{}/api/v1/email/unsubscribe?token={token}", self.api.url))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap();
        (res.status(), res.json().await.unwrap_or_default())
    }

    async fn send(&self, who: &TestUser, notice: Notice) -> Outcome {
        let to = Recipient { sub: &who.sub, email: &who.email, first_name: "Ann" };
        services::mail::send(&self.env.state, to, &notice).await.unwrap()
    }
}

fn one_click(m: &Mail) {
    assert!(
        m.header("list-unsubscribe")
            .is_some_and(|h| h.starts_with("<https://api.seven.test/api/v1/email/unsubscribe?token=")),
        "{m:?}"
    );
    assert_eq!(m.header("list-unsubscribe-post"), Some("List-Unsubscribe=One-Click"));
}

#[tokio::test]
async fn a_teachers_reply_reaches_the_student_at_once_with_a_link_to_the_thread() {
    let w = world().await;
    let at = w.replied("Because <price> & quantity move apart.").await;
    let mail = w.env.outbox(&w.ann.email).await;
    assert_eq!(mail.len(), 1, "sent while the reply was written: {mail:?}");
    let m = &mail[0];
    assert_eq!(m.subject, "A teacher replied to your question");
    let link = format!("https://seven.test/my-dashboard?thread={at}");
    assert!(m.text.contains(&link) && m.text.contains("Because <price> & quantity move apart."), "{}", m.text);
    assert!(m.html.contains(&link) && m.html.contains("Because &lt;price&gt; &amp; quantity move apart."));
    one_click(m);
    assert!(w.env.outbox(&w.bob.email).await.is_empty(), "nobody else hears of it");
}

#[tokio::test]
async fn one_click_unsubscribe_stops_the_digest_and_leaves_payment_notices_on() {
    let w = world().await;
    // Preferences: everything on until the student chooses; bad input is a 4xx.
    let (status, prefs) = w.api.get(&w.ann, "/private/v1/email-preferences").await;
    assert_eq!((status, prefs), (StatusCode::OK, json!({"studyHelp": true, "marking": true, "digest": true})));
    let (status, _) = w.api.put(&w.ann, "/private/v1/email-preferences", json!({"digest": "yes"})).await;
    assert!(status.is_client_error(), "{status}");

    w.replied("See the diagram.").await;
    let (sent, _) = (mailer::digest(&w.env.state).await.unwrap(), ());
    assert_eq!(sent.sent, 1, "Ann has an unread reply; Bob has nothing to say: {sent:?}");
    let digest = w.env.outbox(&w.ann.email).await.into_iter().find(|m| m.subject == "Your week at Seven").unwrap();
    one_click(&digest);
    assert!(digest.text.contains("1 study-help reply is waiting for you."), "{}", digest.text);

    // A tampered link is refused and changes nothing; the real one turns the digest off only.
    let token = digest.unsubscribe_token().unwrap();
    let other = token.replacen(w.ann.sub.as_str(), w.bob.sub.as_str(), 1);
    let (status, e) = w.unsubscribe(&other).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::BAD_REQUEST, Some("BAD_REQUEST")), "{e}");
    assert_eq!(w.unsubscribe("not-a-token").await.0, StatusCode::BAD_REQUEST);
    assert!(store::mail::preferences(&w.env.state.db, &w.bob.sub).await.unwrap().digest);
    let (status, done) = w.unsubscribe(&token).await;
    assert_eq!((status, done["topic"].as_str()), (StatusCode::OK, Some("digest")), "{done}");
    let prefs = store::mail::preferences(&w.env.state.db, &w.ann.sub).await.unwrap();
    assert!(!prefs.digest && prefs.study_help && prefs.marking);

    // Next week: no digest for Ann; a payment notice still goes.
    w.env.clock.advance(7 * 86_400_000);
    w.replied("And another thing.").await;
    let before = w.env.outbox(&w.ann.email).await.len();
    assert_eq!(mailer::digest(&w.env.state).await.unwrap().sent, 0);
    assert_eq!(w.send(&w.ann, Notice::RenewalFailed).await, Outcome::Sent);
    let after = w.env.outbox(&w.ann.email).await;
    assert_eq!(after.len(), before + 1);
    assert_eq!(after.last().unwrap().subject, "Your Seven payment did not go through");
    assert_eq!(after.last().unwrap().header("list-unsubscribe"), None, "payment notices cannot be turned off");
}

#[tokio::test]
async fn the_digest_goes_once_a_week_and_only_with_something_to_say() {
    let w = world().await;
    w.replied("Read chapter 2.").await;
    let first = mailer::digest(&w.env.state).await.unwrap();
    assert_eq!((first.students, first.sent, first.nothing_to_say), (2, 1, 1), "{first:?}");
    let again = mailer::digest(&w.env.state).await.unwrap();
    assert_eq!((again.sent, again.skipped), (0, 1), "the second run of the week sends nothing: {again:?}");
    let digests = |mail: Vec<Mail>| mail.into_iter().filter(|m| m.subject == "Your week at Seven").count();
    assert_eq!(digests(w.env.outbox(&w.ann.email).await), 1);
    assert_eq!(digests(w.env.outbox(&w.bob.email).await), 0, "nothing due, nothing unread: no digest");
}

#[tokio::test]
async fn a_bounced_or_complaining_address_gets_nothing_more() {
    let w = world().await;
    let sns =
        |ses: serde_json::Value| json!({"Records": [{"EventSource": "aws:sns", "Sns": {"Message": ses.to_string()}}]});
    let bounce = json!({"eventType": "Bounce", "bounce": {"bounceType": "Permanent",
        "bouncedRecipients": [{"emailAddress": w.ann.email.to_uppercase()}]}, "mail": {}});
    let done = mailer::handle(&w.env.state, sns(bounce)).await.unwrap();
    assert_eq!(done, json!(1));
    assert_eq!(w.send(&w.ann, Notice::RenewalFailed).await, Outcome::Suppressed);
    w.replied("Hello?").await;
    assert!(w.env.outbox(&w.ann.email).await.is_empty(), "a bounced address is never mailed again");
    let complaint = json!({"notificationType": "Complaint", "complaint": {"complainedRecipients": [{"emailAddress": w.bob.email}]}});
    mailer::handle(&w.env.state, sns(complaint)).await.unwrap();
    assert_eq!(w.send(&w.bob, Notice::FamilyRemoved).await, Outcome::Suppressed);
    assert!(mailer::handle(&w.env.state, json!({"job": "nothing"})).await.is_err());
}

#[tokio::test]
async fn every_kind_of_message_has_both_bodies_and_the_right_headers() {
    let w = world().await;
    let every = [
        Notice::StudyHelpReply { thread: 1, excerpt: "Hi".into() },
        Notice::AnswerMarked { answer_id: "1-101-5".into(), question: "Question 01".into(), mark: "6 / 10".into() },
        Notice::PaperMarked { sitting_id: "1-1".into(), paper: "HL Paper 1".into(), mark: "17 / 25".into() },
        Notice::RenewalNeedsAction,
        Notice::RenewalFailed,
        Notice::TrialEnding { ends_on: "27 November".into() },
        Notice::FamilyAdded { owner: "Ann Lee".into() },
        Notice::FamilyRemoved,
        Notice::Digest(Digest { cards_due: 3, ..Digest::default() }),
    ];
    for n in &every {
        assert_eq!(w.send(&w.bob, n.clone()).await, Outcome::Sent);
    }
    let mail = w.env.outbox(&w.bob.email).await;
    assert_eq!(mail.len(), every.len());
    for (m, n) in mail.iter().zip(&every) {
        assert!(!m.text.is_empty() && m.html.contains("<!doctype html>"), "{m:?}");
        assert!(m.header("from").is_some_and(|f| f.contains("hello@seven.test")));
        assert!(!m.html.contains("<img") && !m.html.contains("src=\"http"), "no remote images");
        if n.topic().is_some() {
            one_click(m);
        } else {
            assert_eq!(m.header("list-unsubscribe"), None, "{}", m.subject);
        }
    }
}

#[tokio::test]
async fn the_digest_tells_the_mastery_that_moved_since_last_week() {
    let w = world().await;
    let db = &w.env.state.db;
    store::catalogue::put_topic(db, &store::catalogue::Topic { id: 2, subject_id: 1, name: "Demand".into() })
        .await
        .unwrap();
    let attempt = |score: u32, at: i64| store::quizzes::Attempt {
        cognito_id: w.ann.sub.clone(),
        sk: store::quizzes::attempt_sk(1, 2, at, 7),
        auth_id: w.ann.sub.clone(),
        quiz_set_id: 7,
        quiz_set_name: "Demand quiz".into(),
        quiz_set_length: 10,
        quiz_set_score: score,
        attempted_date: at,
        subject_id: 1,
        topic_id: 2,
        quizzes: vec![],
    };
    // Week 1: 4 of 10 on the topic's quiz (and a reply, so the digest has something to say).
    store::quizzes::put_attempt(db, &attempt(4, w.env.clock.now_secs())).await.unwrap();
    w.replied("Try the quiz again.").await;
    assert_eq!(mailer::digest(&w.env.state).await.unwrap().sent, 1);
    let first = w.env.outbox(&w.ann.email).await.into_iter().rfind(|m| m.subject == "Your week at Seven").unwrap();
    assert!(!first.text.contains("mastery"), "nothing to compare with on a first digest: {}", first.text);

    // Week 2: 9 of 10 — mastery up; the digest says so.
    w.env.clock.advance(7 * 86_400_000);
    store::quizzes::put_attempt(db, &attempt(9, w.env.clock.now_secs())).await.unwrap();
    assert_eq!(mailer::digest(&w.env.state).await.unwrap().sent, 1);
    let second = w.env.outbox(&w.ann.email).await.into_iter().rfind(|m| m.subject == "Your week at Seven").unwrap();
    assert!(second.text.contains("Demand: mastery up 50 points."), "{}", second.text);
}

#[tokio::test]
async fn two_replies_to_one_question_are_told_as_two() {
    let w = world().await;
    let at = w.replied("First, the diagram.").await;
    w.env.clock.advance(60_000);
    let body = json!({"cognitoId": w.ann.sub, "threadCreatedAt": at, "message": "Then the evaluation."});
    assert_eq!(w.api.post(&w.staff, "/admin/v1/help/thread/message/new", body).await.0, StatusCode::OK);
    assert_eq!(mailer::digest(&w.env.state).await.unwrap().sent, 1);
    let digest = w.env.outbox(&w.ann.email).await.into_iter().find(|m| m.subject == "Your week at Seven").unwrap();
    assert!(digest.text.contains("2 study-help replies are waiting for you."), "{}", digest.text);
}

/// The trial-ending job over the rows a real redemption writes (the redeem route of `payments`):
/// the notice goes two days before the end, once, and not to a student who chose a plan since.
#[tokio::test]
async fn the_trial_ending_job_sends_once_over_rows_a_real_redemption_wrote() {
    let w = world().await;
    let db = &w.env.state.db;
    let trial = store::payments::PromoCode {
        code: "TRY3".into(),
        kind: store::payments::PromoKind::Trial,
        product_type: Default::default(),
        coupon_id: String::new(),
        amount_off: 0,
        duration: None,
        trial_days: 3,
        active: true,
    };
    store::payments::put_promo(db, &trial).await.unwrap();
    let api = ApiClient::new(w.env.spawn(payments::router()).await);
    let cat = w.env.user(&address(&w.env, "cat")).await;
    let p = store::users::Profile::new(&cat.sub, "id", &cat.email, "Cat", "Student", w.env.clock.now_secs());
    store::users::put(db, &p).await.unwrap();
    store::mail::enrol(db, &cat.sub).await.unwrap();
    let (status, redeemed) = api.post(&cat, "/private/v1/coupons/redeem", json!({"coupon_code": "try3"})).await;
    assert_eq!(status, StatusCode::CREATED, "{redeemed}");

    // Today the trial ends in 3 days: nothing yet.
    assert_eq!(mailer::handle(&w.env.state, json!({"job": "trial-endings"})).await.unwrap(), json!(0));
    // Tomorrow it ends in 2 days: the notice, once however often the job runs.
    w.env.clock.advance(86_400_000);
    assert_eq!(mailer::handle(&w.env.state, json!({"job": "trial-endings"})).await.unwrap(), json!(1));
    assert_eq!(mailer::handle(&w.env.state, json!({"job": "trial-endings"})).await.unwrap(), json!(0));
    let notices: Vec<Mail> =
        w.env.outbox(&cat.email).await.into_iter().filter(|m| m.subject == "Your free trial ends in 2 days").collect();
    assert_eq!(notices.len(), 1);
    let ends = domain::email::day_words(&domain::email::day_of(redeemed["freeTrialExpiry"].as_i64().unwrap() * 1000));
    assert!(notices[0].text.contains(&format!("ends on {ends}")), "{}", notices[0].text);
}

/// SES's bounce and complaint events as SNS hands them to the function: the Lambda SNS envelope
/// with every field (checked by AWS's own Rust types for Lambda events), its `Message` the event
/// record in the shape SES documents ("Contents of event data that Amazon SES publishes to Amazon
/// SNS"), with the fields SES fills in.
#[tokio::test]
async fn ses_events_in_the_shape_sns_delivers_them_suppress_their_addresses() {
    let w = world().await;
    let envelope = |ses: serde_json::Value| {
        json!({"Records": [{
            "EventVersion": "1.0",
            "EventSubscriptionArn": "arn:aws:sns:us-east-1:123456789012:seven-mail-events:0b1f3c2e-5d6a-4b7c-8d9e-0f1a2b3c4d5e",
            "EventSource": "aws:sns",
            "Sns": {
                "Type": "Notification",
                "MessageId": "95df01b4-ee98-5cb9-9903-4c221d41eb5e",
                "TopicArn": "arn:aws:sns:us-east-1:123456789012:seven-mail-events",
                "Subject": null,
                "Message": ses.to_string(),
                "Timestamp": "2026-11-27T10:00:01.000Z",
                "SignatureVersion": "1",
                "Signature": "c2lnbmF0dXJl",
                "SigningCertURL": "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem",
                "UnsubscribeURL": "https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=arn:aws:sns:us-east-1:123456789012:seven-mail-events:0b1f3c2e",
                "MessageAttributes": {}
            }
        }]})
    };
    let mail = |to: &str| {
        json!({"timestamp": "2026-11-27T10:00:00.000Z", "source": "Seven <hello@seven.test>",
            "sourceArn": "arn:aws:ses:us-east-1:123456789012:identity/seven.test", "sendingAccountId": "123456789012",
            "messageId": "0100018c1e2d3f4a-5b6c7d8e-9f0a-1b2c-3d4e-5f6a7b8c9d0e-000000", "destination": [to],
            "headersTruncated": false, "commonHeaders": {"from": ["Seven <hello@seven.test>"], "to": [to],
            "subject": "Your week at Seven"}, "tags": {"ses:configuration-set": ["seven-mail"]}})
    };
    let bounce = envelope(json!({"eventType": "Bounce", "bounce": {"bounceType": "Permanent",
        "bounceSubType": "General", "bouncedRecipients": [{"emailAddress": w.ann.email, "action": "failed",
        "status": "5.1.1", "diagnosticCode": "smtp; 550 5.1.1 user unknown"}], "timestamp": "2026-11-27T10:00:01.000Z",
        "feedbackId": "0100018c1e2d3f4a-feedback-000000", "reportingMTA": "dsn; a1-2.smtp-out.amazonses.com"},
        "mail": mail(&w.ann.email)}));
    let complaint = envelope(json!({"eventType": "Complaint", "complaint": {"complainedRecipients":
        [{"emailAddress": w.bob.email}], "timestamp": "2026-11-27T10:05:00.000Z",
        "feedbackId": "0100018c1e2d3f4a-complaint-000000", "userAgent": "Mail", "complaintFeedbackType": "abuse",
        "arrivalDate": "2026-11-27T10:04:00.000Z"}, "mail": mail(&w.bob.email)}));
    let transient = envelope(json!({"eventType": "Bounce", "bounce": {"bounceType": "Transient",
        "bounceSubType": "MailboxFull", "bouncedRecipients": [{"emailAddress": w.staff.email}],
        "timestamp": "2026-11-27T10:00:01.000Z", "feedbackId": "0100018c-transient"}, "mail": mail(&w.staff.email)}));
    for event in [&bounce, &complaint, &transient] {
        let parsed: aws_lambda_events::event::sns::SnsEvent = serde_json::from_value(event.clone()).unwrap();
        assert_eq!(parsed.records.len(), 1, "a Lambda SNS event as AWS's types read it");
    }
    assert_eq!(mailer::handle(&w.env.state, bounce).await.unwrap(), json!(1));
    assert_eq!(mailer::handle(&w.env.state, complaint).await.unwrap(), json!(1));
    assert_eq!(mailer::handle(&w.env.state, transient).await.unwrap(), json!(0), "a full mailbox is not suppressed");
    assert_eq!(w.send(&w.ann, Notice::RenewalFailed).await, Outcome::Suppressed);
    assert_eq!(w.send(&w.bob, Notice::RenewalFailed).await, Outcome::Suppressed);
    assert_eq!(w.send(&w.staff, Notice::RenewalFailed).await, Outcome::Sent);
}
