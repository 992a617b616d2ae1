//! A student's data on request (docs/privacy.md), on the emulators with every function's routes:
//! a family owner who used every feature asks for deletion; a week later the privacy worker erases
//! them and a scan of every table (here, in a test only) finds no item carrying their id or
//! address, the bucket no object, the user pool no account and Stripe no customer, while the other
//! students' data is as it was. "Keep my account" within the grace has everything back; a download
//! holds the student's notes and answers and the files they uploaded, and staff see it on its way;
//! a deletion racing a payment, or a paper being written, leaves nothing half-done; an erased
//! account leaves only a hash of its address, and the other players' leaderboard rows as they were.

use std::collections::BTreeSet;

use api::clock::Clock;
use reqwest::StatusCode;
use serde_json::{Value, json};
use testkit::{ApiClient, TestEnv, TestUser};

const DAY_MS: i64 = 86_400_000;

struct World {
    env: TestEnv,
    api: ApiClient,
    staff: TestUser,
}

async fn world() -> World {
    let env = TestEnv::with_clock(Clock::fixed(Clock::system().now_ms())).await;
    demo::seed::demo_content(&env.state, None).await.expect("seed");
    let api = ApiClient::new(env.spawn(routes::routes()).await);
    let staff = env.staff(&address(&env, "staff")).await;
    // The bucket keeps versions, as the stack's does: erasing must take every one.
    let bucket = &env.state.config.content_bucket;
    let on = aws_sdk_s3::types::VersioningConfiguration::builder()
        .status(aws_sdk_s3::types::BucketVersioningStatus::Enabled)
        .build();
    env.state.s3.put_bucket_versioning().bucket(bucket).versioning_configuration(on).send().await.unwrap();
    World { env, api, staff }
}

/// An address of this test alone (the emulators' SES and Stripe are shared by the process).
fn address(env: &TestEnv, name: &str) -> String {
    format!("{name}.{}@example.com", env.state.config.table_prefix.trim_end_matches('-'))
}

impl World {
    /// A signed-up student with a profile (no plan).
    async fn student(&self, name: &str) -> TestUser {
        let user = self.env.user(&address(&self.env, name)).await;
        let body = json!({"authId": user.sub, "email": user.email, "firstName": name, "lastName": "Lee"});
        let (status, p) = self.api.post(&user, "/private/v2/users/new", body).await;
        assert_eq!(status, StatusCode::CREATED, "{p}");
        user
    }

    async fn subscribe(&self, user: &TestUser, plan: &str) -> (StatusCode, Value) {
        let pm = testkit::test_card("4242424242424242").await;
        let body = json!({"paymentMethodId": pm, "couponCode": ""});
        self.api.post(user, &format!("/private/v2/payments/plans/{plan}/subscribe"), body).await
    }

    async fn trial(&self, user: &TestUser) {
        let (status, t) = self.api.post(user, "/private/v1/coupons/redeem", json!({"coupon_code": "GETYOUR7"})).await;
        assert_eq!(status, StatusCode::CREATED, "{t}");
    }

    /// A note on the first file of topic 1.
    async fn note(&self, user: &TestUser, text: &str) -> Value {
        let (_, files) = self.api.get(user, "/private/v1/files?topic_id=1").await;
        let file = files[0]["key"].as_str().expect("a seeded file").to_owned();
        let body = json!({"cognitoId": user.sub, "fileKey": file, "subjectId": 1, "topicId": 1, "notesTaken": text});
        let (status, saved) = self.api.post(user, "/private/v1/notes", body).await;
        assert!(status.is_success(), "{saved}");
        let (_, notes) =
            self.api.get(user, &format!("/private/v1/notes/topic?cognitoId={}&subjectId=1&topicId=1", user.sub)).await;
        notes
    }

    /// Uses every feature, as a student would.
    async fn use_everything(&self, user: &TestUser) {
        let ok = |(status, body): (StatusCode, Value)| assert!(status.is_success(), "{status} {body}");
        self.note(user, "<p>Ann's own note</p>").await;
        let (_, files) = self.api.get(user, "/private/v1/files?topic_id=1").await;
        let file = files[0]["key"].as_str().unwrap();
        ok(self.api.post(user, "/private/v1/favourites", json!({"cognito_id": user.sub, "subject_id": 1, "topic_id": 1, "file_key": file, "liked": true, "disliked": false})).await);
        let (_, questions) = self.api.get(user, "/private/v1/qna/question-set-details?questionSetId=1").await;
        let q = questions[0]["id"].clone();
        ok(self
            .api
            .post(
                user,
                "/private/v2/this-is-hard/current-question",
                json!({"subjectId": 1, "topicId": 2, "questionSetId": 1, "questionId": q}),
            )
            .await);
        ok(self
            .api
            .post(user, "/private/v2/quiz/set", json!({"authId": user.sub, "quizSetId": 1, "answers": []}))
            .await);
        ok(self
            .api
            .post(
                user,
                "/private/v2/review/cards",
                json!({"source": {"kind": "questionBank", "questionSetId": 1, "questionId": questions[1]["id"]}}),
            )
            .await);
        self.ranked_game(user).await;
        let (status, thread) = self
            .api
            .post(user, "/private/v2/ask-a-question/thread/new", json!({"title": "PED", "message": "Why negative?"}))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{thread}");
        let reply = json!({"cognitoId": user.sub, "threadCreatedAt": thread["createdAt"], "message": "Because demand slopes down."});
        ok(self.api.post(&self.staff, "/admin/v1/help/thread/message/new", reply).await);
        ok(self
            .api
            .put(user, "/private/v1/email-preferences", json!({"studyHelp": true, "marking": true, "digest": false}))
            .await);
        self.api.lesson_checkout(user, 1, "").await;
        // A written answer with a diagram, marked and returned by staff.
        let (diagram, _) = self.diagram(user).await;
        let draft = json!({"questionSetId": 1, "questionId": 102, "body": "{}", "text": "Ann's written answer on elasticity", "version": 1, "diagramKey": diagram});
        ok(self.api.put(user, "/private/v1/answers/draft", draft).await);
        let hand_in = json!({"questionSetId": 1, "questionId": 102, "version": 1, "selfAssessment": {"kind": "band", "level": 2}});
        let (status, answer) = self.api.post(user, "/private/v1/answers/submit", hand_in).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        let id = answer["answerId"].as_str().unwrap();
        ok(self.api.post(&self.staff, "/admin/v1/marking/claim", json!({"cognitoId": user.sub, "answerId": id})).await);
        let (_, desk) =
            self.api.post(&self.staff, "/admin/v1/marking/claim", json!({"cognitoId": user.sub, "answerId": id})).await;
        let max = desk["scheme"]["max"].as_u64().unwrap_or(10);
        let band = if max >= 10 { json!(2) } else { Value::Null };
        let mark = if max >= 10 { 4 } else { 1 };
        let ret = json!({"cognitoId": user.sub, "answerId": id, "band": band, "mark": mark, "comments": [], "overall": "Good."});
        ok(self.api.post(&self.staff, "/admin/v1/marking/return", ret).await);
        ok(self.api.post(user, "/private/v1/papers/start", json!({"paperId": 1})).await);
        ok(self.api.post(user, "/private/v1/account/export", json!({})).await);
        privacy::run(&self.env.state).await.expect("the worker runs");
    }

    /// A ranked Quiz Challenge game, ended by a wrong answer (answer ids are drawn at random per
    /// game): a best and a leaderboard row.
    async fn ranked_game(&self, user: &TestUser) {
        let start = json!({"userUuid": user.sub, "selectedTopicIdList": [1]});
        let (status, game) = self.api.post(user, "/api/v2/quiz-challenge/start", start).await;
        assert!(status.is_success(), "{game}");
        let end = json!({"userUuid": user.sub, "actionType": "ANSWER", "answerId": 1, "createdAt": game["createdAt"]});
        let (status, ended) = self.api.post(user, "/api/v2/quiz-challenge/submit", end).await;
        assert_eq!((status, ended["actionResult"].as_str()), (StatusCode::OK, Some("END")), "{ended}");
    }

    /// A diagram for a written answer, uploaded as the answer page does (a PNG of the student's
    /// own bytes): its key and the bytes.
    async fn diagram(&self, user: &TestUser) -> (String, Vec<u8>) {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
        png.extend_from_slice(user.email.as_bytes());
        let (status, up) = self
            .api
            .post(user, "/private/v1/answers/diagram", json!({"contentType": "image/png", "size": png.len()}))
            .await;
        assert_eq!(status, StatusCode::OK, "{up}");
        let put = reqwest::Client::new().put(up["uploadUrl"].as_str().unwrap()).header("content-type", "image/png");
        assert!(put.body(png.clone()).send().await.unwrap().status().is_success());
        (up["key"].as_str().unwrap().to_owned(), png)
    }

    /// The worker's runs once every deletion asked for so far is due, then once every sign-in
    /// token of those accounts has expired: how many accounts it erased.
    async fn erase_due(&self) -> u32 {
        self.env.clock.advance(7 * DAY_MS + 60_000);
        let begun = privacy::run(&self.env.state).await.expect("the worker runs");
        assert_eq!(begun.erase_failed, 0, "{begun:?}");
        self.env.clock.advance(66 * 60_000);
        let run = privacy::run(&self.env.state).await.expect("the worker runs");
        assert_eq!(run.erase_failed, 0, "{run:?}");
        run.erased
    }

    /// Every item of every table, as text (a Scan: in this test only).
    async fn everything(&self) -> Vec<(String, String)> {
        let db = &self.env.state.db;
        let mut out = vec![];
        for spec in store::tables::layout() {
            let table = format!("{}{}", db.tables.prefix, spec.name);
            let items =
                db.client.scan().table_name(&table).into_paginator().items().send().try_collect().await.unwrap();
            for item in items {
                let mut parts: Vec<String> = item.iter().map(|(k, v)| format!("{k}={v:?}")).collect();
                parts.sort();
                out.push((spec.name.clone(), parts.join(" ")));
            }
        }
        out
    }

    /// Every version and delete marker in the bucket.
    async fn objects(&self) -> Vec<String> {
        let bucket = &self.env.state.config.content_bucket;
        let res = self.env.state.s3.list_object_versions().bucket(bucket).send().await.unwrap();
        let versions = res.versions().iter().filter_map(|o| o.key().map(str::to_owned));
        versions.chain(res.delete_markers().iter().filter_map(|m| m.key().map(str::to_owned))).collect()
    }

    async fn delete(&self, user: &TestUser, password: &str) -> (StatusCode, Value) {
        self.api.post(user, "/private/v1/account/deletion", json!({"password": password})).await
    }
}

type Zip = zip::ZipArchive<std::io::Cursor<Vec<u8>>>;

/// A built download's zip (its signed link fetched).
async fn zip_of(export: &Value) -> Zip {
    let zip = reqwest::get(export["url"].as_str().expect("a link")).await.unwrap().bytes().await.unwrap();
    zip::ZipArchive::new(std::io::Cursor::new(zip.to_vec())).expect("a zip")
}

/// The bytes of one file in a download's zip.
fn file_in(archive: &mut Zip, name: &str) -> Vec<u8> {
    let mut bytes = vec![];
    std::io::Read::read_to_end(&mut archive.by_name(name).expect(name), &mut bytes).unwrap();
    bytes
}

/// The JSON of a built download (its signed link fetched, the zip read).
async fn package(export: &Value) -> Value {
    let data = file_in(&mut zip_of(export).await, "seven-data.json");
    serde_json::from_slice(&data).unwrap()
}

fn carrying<'a>(items: &'a [(String, String)], needle: &str) -> BTreeSet<&'a (String, String)> {
    let needle = needle.to_lowercase();
    items.iter().filter(|(_, text)| text.to_lowercase().contains(&needle)).collect()
}

#[tokio::test]
async fn a_deleted_student_leaves_nothing_behind_and_every_other_student_is_unchanged() {
    let w = world().await;
    let ann = w.student("ann").await;
    // A trial first (its end is noted for the notice), then the family plan.
    w.trial(&ann).await;
    let (status, sub) = w.subscribe(&ann, "family").await;
    assert_eq!(status, StatusCode::OK, "{sub}");
    let bob = w.student("bob").await;
    let (status, joined) =
        w.api.post(&ann, "/private/v2/users/friends-and-family/member", json!({"inviteeEmail": bob.email})).await;
    assert_eq!(status, StatusCode::CREATED, "{joined}");
    let carol = w.student("carol").await;
    w.trial(&carol).await;
    w.note(&carol, "<p>Carol's note</p>").await;
    w.api
        .post(&carol, "/private/v2/ask-a-question/thread/new", json!({"title": "Mine", "message": "Carol asks"}))
        .await;
    Box::pin(w.use_everything(&ann)).await;
    // Her download holds her payments as Stripe has them.
    let (_, ready) = w.api.get(&ann, "/private/v1/account/export").await;
    let invoices = package(&ready).await["sections"]["stripeInvoices"].clone();
    assert!(invoices.as_array().is_some_and(|i| i.iter().any(|i| i["status"] == "paid")), "{invoices}");

    let profile = store::users::get(&w.env.state.db, &ann.sub).await.unwrap().unwrap();
    let customer = profile.payment_id.clone().expect("a Stripe customer");
    // A card form opened and left (an open SetupIntent), beside the card her plan is paid with.
    let (status, si) = w.api.post(&ann, "/private/v2/payments/setup-intent", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{si}");
    let cards = w.env.state.stripe.payment_methods(&customer).await.unwrap();
    assert!(!cards.is_empty(), "her plan's card is saved");
    let intents = w.env.state.stripe.setup_intents(&customer).await.unwrap();
    assert!(intents.iter().any(|s| s.is_open()), "{intents:?}");
    let hard = || async {
        store::question_bank::hard_counts(&w.env.state.db, 2).await.unwrap().iter().map(|h| h.hard_count).sum::<i64>()
    };
    assert_eq!(hard().await, 1, "Ann's this-is-hard marker counts");
    let before = w.everything().await;
    for kind in ["BOARD#", "BEST#", "TRIALEND#", "RETURNED#", "ROSTER#"] {
        assert!(carrying(&before, ann.sub.as_str()).iter().any(|(_, t)| t.contains(kind)), "Ann has a {kind} item");
    }
    assert!(w.objects().await.iter().filter(|k| k.contains(ann.sub.as_str())).count() >= 2, "a diagram and a download");
    assert!(
        carrying(&before, ann.sub.as_str()).len() > 20,
        "Ann's data is everywhere: {}",
        carrying(&before, ann.sub.as_str()).len()
    );
    let carols_before: BTreeSet<_> = carrying(&before, carol.sub.as_str()).into_iter().cloned().collect();

    w.env.clock.advance(60_000);
    // The dialog says what happens; a wrong password changes nothing.
    let (_, said) = w.api.get(&ann, "/private/v1/account/deletion").await;
    let said =
        said["consequences"].as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_owned()).collect::<Vec<_>>();
    assert_eq!(said[0], "Your family plan ends now and is not renewed; the days left on it are not refunded.");
    assert_eq!(said[1], "bob Lee loses access now; we e-mail them to say so.");
    let (status, e) = w.delete(&ann, "not my password").await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::BAD_REQUEST, Some("PASSWORD_INCORRECT")));
    let (status, d) = w.delete(&ann, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    assert_eq!(d["deleteAt"].as_i64(), Some(w.env.clock.now_ms() + 7 * DAY_MS));

    // The plan ended now: at Stripe, for Ann, and for Bob, who is told.
    let (running, _) = testkit::stripe_holds(&customer).await;
    assert!(running.is_empty(), "no subscription runs: {running:?}");
    let (_, bob_profile) = w.api.get(&bob, "/private/v2/users/profile").await;
    assert_eq!(bob_profile["isSubscriber"], false);
    assert!(w.env.outbox(&bob.email).await.iter().any(|m| m.subject == "You left a family plan"));
    let notes = format!("/private/v1/notes/active?cognitoId={}", ann.sub);
    assert_eq!(w.api.get(&ann, &notes).await.0, StatusCode::FORBIDDEN, "no access in the grace");
    // Nothing new at Stripe in the grace: no card form, no card change.
    let (status, e) = w.api.post(&ann, "/private/v2/payments/setup-intent", json!({})).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ACCOUNT_CLOSING")), "{e}");
    let change = json!({"paymentId": customer, "paymentMethodId": cards[0].id});
    let (status, e) = w.api.post(&ann, "/private/v2/users/payments/method/update", change).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ACCOUNT_CLOSING")), "{e}");
    assert_eq!(w.env.state.stripe.setup_intents(&customer).await.unwrap().len(), intents.len(), "no new intent");
    let closing = store::users::get(&w.env.state.db, &ann.sub).await.unwrap().unwrap();
    assert_eq!(closing.payment_id.as_deref(), Some(customer.as_str()), "the same customer, no new one");
    let (_, bob_now) = w.api.get(&bob, "/private/v2/users/profile").await;
    assert_eq!(bob_now["subscriptionPlanType"], "none");

    // Not before the grace is over.
    w.env.clock.advance(7 * DAY_MS - 60_000);
    let run = privacy::run(&w.env.state).await.unwrap();
    assert_eq!((run.erasing, run.erased), (0, 0));
    // Due: the erasing begins; sign-in ends at once and the account can no longer be kept.
    w.env.clock.advance(61_000);
    let run = privacy::run(&w.env.state).await.unwrap();
    assert_eq!((run.erasing, run.erased), (1, 0));
    let pool = testkit::cognito_client(&w.env.moto);
    let pool_id = w.env.state.config.cognito.pool_id().to_owned();
    let user = pool.admin_get_user().user_pool_id(&pool_id).username(&ann.sub).send().await.unwrap();
    assert!(!user.enabled(), "the account is disabled");
    let (status, e) = w.api.call(&ann, reqwest::Method::DELETE, "/private/v1/account/deletion", None).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ACCOUNT_CLOSING")));
    // The data goes once every token the account may hold has expired.
    w.env.clock.advance(30 * 60_000);
    assert_eq!(privacy::run(&w.env.state).await.unwrap().erased, 0);
    w.env.clock.advance(36 * 60_000);
    assert_eq!(privacy::run(&w.env.state).await.unwrap().erased, 1);

    let after = w.everything().await;
    assert_eq!(carrying(&after, ann.sub.as_str()), BTreeSet::new(), "no item carries Ann's id");
    assert_eq!(carrying(&after, &ann.email), BTreeSet::new(), "no item carries Ann's address");
    assert!(
        w.objects().await.iter().all(|k| !k.contains(ann.sub.as_str())),
        "no object of Ann's: {:?}",
        w.objects().await
    );
    let gone = pool.admin_get_user().user_pool_id(&pool_id).username(&ann.sub).send().await;
    assert!(gone.is_err_and(|e| e.as_service_error().is_some_and(|s| s.is_user_not_found_exception())));
    let customer_now = w.env.state.stripe.customer(&customer).await;
    assert!(customer_now.is_err_and(|e| e.is_not_found()), "the Stripe customer is gone");
    for card in &cards {
        let card = w.env.state.stripe.payment_method(&card.id).await.unwrap();
        assert_eq!(card.customer, None, "every saved card detached: {card:?}");
    }
    let intents = w.env.state.stripe.setup_intents(&customer).await.unwrap();
    assert!(intents.iter().all(|s| !s.is_open()), "no SetupIntent left open: {intents:?}");
    // Every other student's data as it was (Bob's plan ended with Ann's, by design).
    let carols_after: BTreeSet<_> = carrying(&after, carol.sub.as_str()).into_iter().cloned().collect();
    assert_eq!(carols_before, carols_after);
    assert_eq!(hard().await, 0, "the this-is-hard count taken back");
    let (status, bob_after) = w.api.get(&bob, "/private/v2/users/profile").await;
    assert_eq!((status, bob_after["email"].clone()), (StatusCode::OK, json!(bob.email)));
    assert_eq!(privacy::run(&w.env.state).await.unwrap(), privacy::Run::default(), "nothing left to do");
    // A sign-in token from before the erasing makes nothing new.
    let body = json!({"authId": ann.sub, "email": ann.email, "firstName": "Ann", "lastName": "Lee"});
    assert_eq!(w.api.post(&ann, "/private/v2/users/new", body).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(w.api.get(&ann, "/private/v2/users/profile").await.0, StatusCode::NOT_FOUND);
    assert_eq!(carrying(&w.everything().await, ann.sub.as_str()), BTreeSet::new());
}

#[tokio::test]
async fn keep_my_account_within_the_grace_has_everything_back_and_a_download_holds_it_all() {
    let w = world().await;
    let dan = w.student("dan").await;
    w.trial(&dan).await;
    let notes = w.note(&dan, "<p>Dan's note on tariffs</p>").await;
    let (status, sitting) = w.api.post(&dan, "/private/v1/papers/start", json!({"paperId": 1})).await;
    assert!(status.is_success(), "{sitting}");

    // The download: queued, built by the worker, a zip holding the note.
    let (status, e) = w.api.post(&dan, "/private/v1/account/export", json!({})).await;
    assert_eq!((status, e["state"].as_str()), (StatusCode::CREATED, Some("queued")));
    let (status, again) = w.api.post(&dan, "/private/v1/account/export", json!({})).await;
    assert_eq!((status, again["requestedAt"].clone()), (StatusCode::OK, e["requestedAt"].clone()), "one on its way");
    assert_eq!(privacy::run(&w.env.state).await.unwrap().exports_built, 1);
    let (_, ready) = w.api.get(&dan, "/private/v1/account/export").await;
    assert_eq!(ready["state"], "ready", "{ready}");
    let data = package(&ready).await;
    assert_eq!(data["sections"]["profile"]["authId"], dan.sub.as_str());
    assert_eq!(data["sections"]["notes"][0]["notesTaken"], notes[0]["notesTaken"]);
    assert_eq!(data["sections"]["writtenAnswers"].as_array().map(|a| a.len()), Some(1), "the sitting");

    let (status, d) = w.delete(&dan, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    let (_, p) = w.api.get(&dan, "/private/v2/users/profile").await;
    assert_eq!((p["isSubscriber"].as_bool(), p["deletesAt"].clone()), (Some(false), d["deleteAt"].clone()));
    let notes_path = format!("/private/v1/notes/topic?cognitoId={}&subjectId=1&topicId=1", dan.sub);
    assert_eq!(w.api.get(&dan, &notes_path).await.0, StatusCode::FORBIDDEN, "no access in the grace");
    let pm = testkit::test_card("4242424242424242").await;
    let (status, e) =
        w.api.post(&dan, "/private/v2/payments/plans/individual/subscribe", json!({"paymentMethodId": pm})).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ACCOUNT_CLOSING")));

    w.env.clock.advance(6 * DAY_MS);
    let (status, kept) = w.api.call(&dan, reqwest::Method::DELETE, "/private/v1/account/deletion", None).await;
    assert_eq!((status, kept["deleteAt"].clone()), (StatusCode::OK, Value::Null), "{kept}");
    w.env.clock.advance(2 * DAY_MS);
    assert_eq!(privacy::run(&w.env.state).await.unwrap().erased, 0);
    // Everything back: access (the trial is over by now, so a fresh plan), the note, the sitting.
    let (_, p) = w.api.get(&dan, "/private/v2/users/profile").await;
    assert_eq!(p["deletesAt"], Value::Null);
    let sittings = store::papers::sittings(&w.env.state.db, &dan.sub).await.unwrap();
    assert_eq!(sittings.len(), 1);
    let kept_notes = store::notes::of_topic(&w.env.state.db, &dan.sub, 1, 1).await.unwrap();
    assert_eq!(kept_notes.len(), 1);
    assert_eq!(
        w.api.call(&dan, reqwest::Method::DELETE, "/private/v1/account/deletion", None).await.0,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_deletion_racing_payments_leaves_one_deletion_and_no_plan_running() {
    let w = world().await;
    let eve = w.student("eve").await;
    // Twenty requests at once, half of them payments: whatever wins, nothing is left half-done.
    let pm = testkit::test_card("4242424242424242").await;
    let calls = (0..20).map(|i| {
        let (api, eve, pm) = (&w.api, &eve, pm.clone());
        async move {
            if i % 2 == 0 {
                api.post(eve, "/private/v1/account/deletion", json!({"password": testkit::cognito::PASSWORD})).await
            } else {
                api.post(eve, "/private/v2/payments/plans/individual/subscribe", json!({"paymentMethodId": pm})).await
            }
        }
    });
    let answers = futures::future::join_all(calls).await;
    assert!(answers.iter().all(|(s, _)| s.is_success() || *s == StatusCode::CONFLICT), "{answers:?}");
    // Until the deletion is in: ask again as a student would after "a payment is in progress".
    let mut tries = 0;
    while store::privacy::deletion(&w.env.state.db, &eve.sub).await.unwrap().is_none() {
        tries += 1;
        assert!(tries < 100, "the deletion never got in");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        w.env.clock.advance(61_000);
        w.delete(&eve, testkit::cognito::PASSWORD).await;
    }
    let db = &w.env.state.db;
    assert_eq!(store::privacy::deletions(db, None).await.unwrap().iter().filter(|d| d.auth_id == eve.sub).count(), 1);
    let p = store::users::get(db, &eve.sub).await.unwrap().unwrap();
    assert!(p.delete_at.is_some());
    if let Some(customer) = &p.payment_id {
        let (running, _) = testkit::stripe_holds(customer).await;
        assert!(running.is_empty(), "a subscription outlived the deletion: {running:?}");
    }
}

#[tokio::test]
async fn a_lesson_payment_waiting_for_the_bank_is_cancelled_and_a_members_erasure_leaves_the_owners_plan() {
    let w = world().await;
    // Fay's lesson payment waits for 3-D Secure when she asks for her account's deletion.
    let fay = w.student("fay").await;
    let checkout = w.api.lesson_checkout(&fay, 2, "").await;
    let pm = testkit::test_card("4000002760003184").await;
    let pay = json!({"checkoutId": checkout, "paymentMethodId": pm});
    let (status, e) = w.api.post(&fay, "/private/v2/recorded-lessons/checkout/pay", pay).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::PAYMENT_REQUIRED, Some("PAYMENT_REQUIRE_ACTION")), "{e}");
    let (status, d) = w.delete(&fay, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    let checkouts = store::lessons::checkouts(&w.env.state.db, &fay.sub).await.unwrap();
    let pi = checkouts.iter().find_map(|c| c.payment_intent_id.clone()).expect("a payment begun");
    let intent = w.env.state.stripe.payment_intent(&pi).await.unwrap();
    assert_eq!(format!("{:?}", intent.status), "Canceled", "the bank's confirmation can no longer charge her");

    // Gus, on Hal's family plan, once paid for a lesson (a Stripe customer of his own); he is
    // deleted and erased: Hal's plan runs on.
    let hal = w.student("hal").await;
    let (status, s) = w.subscribe(&hal, "family").await;
    assert_eq!(status, StatusCode::OK, "{s}");
    let gus = w.student("gus").await;
    let customer = w.env.state.stripe.create_customer(gus.sub.as_str(), &gus.email, "Gus Lee").await.unwrap();
    store::users::set_payment_id(&w.env.state.db, &gus.sub, &customer.id).await.unwrap();
    let (status, j) =
        w.api.post(&hal, "/private/v2/users/friends-and-family/member", json!({"inviteeEmail": gus.email})).await;
    assert_eq!(status, StatusCode::CREATED, "{j}");
    w.env.clock.advance(60_000);
    let (status, d) = w.delete(&gus, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    w.env.clock.advance(7 * DAY_MS + 60_000);
    privacy::run(&w.env.state).await.unwrap();
    w.env.clock.advance(66 * 60_000);
    assert_eq!(privacy::run(&w.env.state).await.unwrap().erased, 2, "Fay and Gus");
    let hal_profile = store::users::get(&w.env.state.db, &hal.sub).await.unwrap().unwrap();
    let (running, _) = testkit::stripe_holds(hal_profile.payment_id.as_deref().unwrap()).await;
    assert_eq!(running.len(), 1, "Hal's plan runs on");
    assert!(hal_profile.family_members.is_empty(), "Gus left it");
}

#[tokio::test]
async fn a_download_holds_the_files_the_student_uploaded_byte_for_byte_and_no_one_elses() {
    let w = world().await;
    let (ida, jo) = (w.student("ida").await, w.student("jo").await);
    w.trial(&ida).await;
    w.trial(&jo).await;
    let (key, png) = w.diagram(&ida).await;
    let (others, _) = w.diagram(&jo).await;
    // The diagram named by a written answer's draft, as the answer page saves it.
    let draft = json!({"questionSetId": 1, "questionId": 102, "body": "{}", "text": "Ida's answer with a diagram", "version": 1, "diagramKey": key});
    let (status, saved) = w.api.put(&ida, "/private/v1/answers/draft", draft).await;
    assert!(status.is_success(), "{status} {saved}");

    let (status, e) = w.api.post(&ida, "/private/v1/account/export", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{e}");
    assert_eq!(privacy::run(&w.env.state).await.unwrap().exports_built, 1);
    let (_, ready) = w.api.get(&ida, "/private/v1/account/export").await;
    // The tables, her one file, the upload.
    let progress = (ready["state"].as_str(), ready["done"].clone(), ready["total"].clone());
    assert_eq!(progress, (Some("ready"), json!(3), json!(3)), "{ready}");
    let mut zip = zip_of(&ready).await;
    let name = format!("files/{}", key.rsplit('/').next().unwrap());
    assert_eq!(file_in(&mut zip, &name), png, "the diagram as she uploaded it");
    let files: Vec<&str> = zip.file_names().filter(|n| n.starts_with("files/")).collect();
    assert_eq!(files, vec![name.as_str()], "her file alone, not {others}");
    let answers = package(&ready).await["sections"]["writtenAnswers"].clone();
    // The draft keeps the upload where it was claimed to: outside the pending prefix.
    let kept = key.strip_prefix("pending/").expect("a pending upload");
    assert!(answers.as_array().is_some_and(|a| a.iter().any(|x| x["diagramKey"] == kept)), "{answers}");
}

#[tokio::test]
async fn an_erased_account_leaves_only_a_hash_of_its_address() {
    let w = world().await;
    let jay = w.student("jay").await;
    w.trial(&jay).await;
    w.note(&jay, "<p>Jay's note</p>").await;
    let prefs = json!({"studyHelp": true, "marking": false, "digest": true});
    assert!(w.api.put(&jay, "/private/v1/email-preferences", prefs).await.0.is_success());
    let (status, e) = w.api.post(&jay, "/private/v1/account/export", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{e}");
    let before = w.everything().await;
    assert!(!carrying(&before, &jay.email).is_empty(), "the address is stored while the account lives");
    let hash = services::mail::address_hash(&jay.email);
    assert_eq!(carrying(&before, &hash), BTreeSet::new(), "and no hash of it yet");

    let (status, d) = w.delete(&jay, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    assert_eq!(w.erase_due().await, 1);

    let db = &w.env.state.db;
    let after = w.everything().await;
    assert_eq!(carrying(&after, &jay.email), BTreeSet::new(), "no item holds the address");
    assert_eq!(carrying(&after, jay.sub.as_str()), BTreeSet::new(), "no item holds the id");
    // The address's hash, once: the suppression list's entry, so it is never mailed again.
    let kept: Vec<&(String, String)> = carrying(&after, &hash).into_iter().collect();
    assert_eq!(kept.iter().map(|(table, _)| table.as_str()).collect::<Vec<_>>(), vec!["mail"], "{kept:?}");
    assert!(kept[0].1.contains("SUPPRESSED") && kept[0].1.contains("erased"), "{kept:?}");
    assert!(store::mail::suppressed(db, &hash).await.unwrap());
    // And the id's fingerprint, so an old sign-in token makes nothing new.
    assert!(store::privacy::erased(db, &api::digest::fingerprint(&jay.sub)).await.unwrap());
}

#[tokio::test]
async fn another_players_leaderboard_row_and_best_are_unchanged_when_a_ranked_student_is_erased() {
    let w = world().await;
    let (kai, leo) = (w.student("kai").await, w.student("leo").await);
    // Only paid subscribers are ranked.
    for who in [&kai, &leo] {
        let (status, sub) = w.subscribe(who, "individual").await;
        assert_eq!(status, StatusCode::OK, "{sub}");
    }
    w.ranked_game(&kai).await;
    w.ranked_game(&leo).await;
    // A player's weekly best and leaderboard row, each item as stored.
    let board = |items: &[(String, String)], sub: &str| -> BTreeSet<(String, String)> {
        carrying(items, sub)
            .into_iter()
            .filter(|(_, t)| t.contains("pk=S(\"BOARD#") || t.contains("pk=S(\"BEST#"))
            .cloned()
            .collect()
    };
    let before = w.everything().await;
    let (kais, leos) = (board(&before, kai.sub.as_str()), board(&before, leo.sub.as_str()));
    assert_eq!(kais.len(), 2, "Kai's best and row: {kais:?}");
    assert_eq!(leos.len(), 2, "Leo's best and row: {leos:?}");

    let (status, d) = w.delete(&kai, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    assert_eq!(w.erase_due().await, 1);

    let after = w.everything().await;
    assert_eq!(board(&after, leo.sub.as_str()), leos, "Leo's best and row as they were");
    assert_eq!(board(&after, kai.sub.as_str()), BTreeSet::new(), "Kai's gone");
    assert_eq!(carrying(&after, kai.sub.as_str()), BTreeSet::new());
}

#[tokio::test]
async fn a_deletion_while_a_paper_is_written_leaves_no_sitting_answer_or_allowance_behind() {
    let w = world().await;
    let db = &w.env.state.db;
    let max = w.student("max").await;
    w.trial(&max).await;
    // Room on a trial for a whole paper at the desk (it counts as two answers).
    let room = store::marking::Allowances { subscriber: 4, family_member: 4, trial: 4, paper: 2, ..Default::default() };
    store::marking::set_allowances(db, &room).await.unwrap();
    // The two demo papers (answer one of three questions), started together.
    let mut ids = vec![];
    for paper in [1, 2] {
        let (status, view) = w.api.post(&max, "/private/v1/papers/start", json!({"paperId": paper})).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        ids.push(view["sitting"]["sittingId"].as_str().unwrap().to_owned());
    }
    let (running, done) = (ids[0].as_str(), ids[1].as_str());
    let words = |id: &str, version: u64, text: &str| {
        json!({"sittingId": id, "version": version, "chosen": [{"section": 0, "question": 0}],
            "answers": [{"at": {"section": 0, "question": 0, "part": 0}, "text": text}]})
    };
    // The reading time over: one paper handed in, the other written.
    w.env.clock.advance(5 * 60_000);
    let (status, handed_in) = w.api.post(&max, "/private/v1/papers/submit", words(done, 2, "Max's answer")).await;
    assert_eq!(status, StatusCode::OK, "{handed_in}");
    let (status, saved) = w.api.put(&max, "/private/v1/papers/sitting", words(running, 2, "Max's first words")).await;
    assert_eq!(status, StatusCode::OK, "{saved}");

    // The handed-in paper waits at the desk; then at the same moment: the running paper handed in
    // and the deletion.
    let (status, sent) = w.api.post(&max, "/private/v1/papers/send", json!({"sittingId": done})).await;
    assert_eq!(status, StatusCode::OK, "{sent}");
    let (hand_in, deletion) = tokio::join!(
        w.api.post(&max, "/private/v1/papers/submit", words(running, 3, "Max's last words")),
        w.delete(&max, testkit::cognito::PASSWORD),
    );
    assert_eq!(deletion.0, StatusCode::OK, "{}", deletion.1);
    let (status, body) = &hand_in;
    assert!(
        *status == StatusCode::OK || (status.is_client_error() && body["message"].is_string()),
        "taken, or refused in words, never a fault: {status} {body}"
    );
    let held = |items: &[(String, String)], kind: &str| {
        carrying(items, max.sub.as_str()).into_iter().filter(|(_, t)| t.contains(kind)).count()
    };
    let before = w.everything().await;
    assert_eq!(held(&before, "SITTING#"), 2, "both sittings stored");
    assert!(held(&before, "ANSWER#") >= 1 && held(&before, "ALLOWANCE#") == 1, "at the desk");

    assert_eq!(w.erase_due().await, 1);
    assert_eq!(store::papers::sittings(db, &max.sub).await.unwrap().len(), 0, "no sitting");
    assert_eq!(store::marking::answers(db, &max.sub).await.unwrap().len(), 0, "no answer");
    assert_eq!(store::marking::queue_size(db).await.unwrap(), 0, "nothing of Max's waits at the desk");
    let after = w.everything().await;
    for kind in ["SITTING#", "ANSWER#", "ALLOWANCE#"] {
        assert_eq!(held(&after, kind), 0, "no {kind} item");
    }
    assert_eq!(carrying(&after, max.sub.as_str()), BTreeSet::new());
}

#[tokio::test]
async fn staff_see_a_download_on_its_way_until_it_is_built() {
    let w = world().await;
    let nia = w.student("nia").await;
    let (status, e) = w.api.post(&nia, "/private/v1/account/export", json!({})).await;
    assert_eq!((status, e["state"].as_str()), (StatusCode::CREATED, Some("queued")), "{e}");
    let on_its_way = || async {
        let (status, list) = w.api.get(&w.staff, "/admin/v1/privacy").await;
        assert_eq!(status, StatusCode::OK, "{list}");
        let exports = list["exports"].as_array().cloned().unwrap_or_default();
        exports.into_iter().filter(|x| x["authId"] == nia.sub.as_str()).collect::<Vec<Value>>()
    };
    let expected = json!({"authId": nia.sub, "email": nia.email, "requestedAt": e["requestedAt"]});
    assert_eq!(on_its_way().await, vec![expected.clone()], "queued");

    // Building (a run stopped halfway through her files): still on its way.
    let db = &w.env.state.db;
    let mut building = store::privacy::export(db, &nia.sub).await.unwrap().expect("her request");
    building.state = serde_json::from_value(json!("building")).unwrap();
    (building.done, building.total) = (1, 3);
    assert!(store::privacy::save_export(db, &nia.sub, &building).await.unwrap());
    let (_, progress) = w.api.get(&nia, "/private/v1/account/export").await;
    assert_eq!((progress["state"].as_str(), progress["done"].clone()), (Some("building"), json!(1)), "{progress}");
    assert_eq!(on_its_way().await, vec![expected], "building");

    // Built: off the list.
    assert_eq!(privacy::run(&w.env.state).await.unwrap().exports_built, 1);
    let (_, ready) = w.api.get(&nia, "/private/v1/account/export").await;
    assert_eq!(ready["state"], "ready", "{ready}");
    assert_eq!(on_its_way().await, Vec::<Value>::new(), "built");
}

/// FSRS parameters as the weekly fit stores them: 19 numbers the scheduler takes (not the
/// defaults).
const FITTED: [f64; 19] = [
    1.2, 3.5, 9.5, 47.0, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698,
    0.2315, 2.9898, 0.51655, 0.6621,
];

/// The fit function's crate cannot reach the review router (it has no such dependency); this
/// crate serves every router: what the deck says of a student's fitted parameters, and that they
/// are the student's data like the rest of the deck.
#[tokio::test]
async fn fitted_review_parameters_are_their_students_alone_and_in_the_download() {
    let w = world().await;
    let (oz, pia) = (w.student("oz").await, w.student("pia").await);
    w.trial(&oz).await;
    w.trial(&pia).await;
    // What `fit::fit_student` writes once Oz's own parameters are fitted.
    store::review::put_params(&w.env.state.db, &oz.sub, &FITTED, 420).await.unwrap();
    for (who, personal) in [(&oz, true), (&pia, false)] {
        let (status, settings) = w.api.get(who, "/private/v2/review/settings").await;
        assert_eq!((status, settings["personalParameters"].clone()), (StatusCode::OK, json!(personal)), "{settings}");
    }
    // Her own choices leave them in place.
    let (status, chosen) = w.api.put(&oz, "/private/v2/review/settings", json!({"desiredRetention": 0.85})).await;
    assert_eq!((status, chosen["personalParameters"].clone()), (StatusCode::OK, json!(true)), "{chosen}");
    let (_, settings) = w.api.get(&oz, "/private/v2/review/settings").await;
    let kept = (settings["personalParameters"].clone(), settings["desiredRetention"].clone());
    assert_eq!(kept, (json!(true), json!(0.85)), "{settings}");

    let (status, e) = w.api.post(&oz, "/private/v1/account/export", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{e}");
    assert_eq!(privacy::run(&w.env.state).await.unwrap().exports_built, 1);
    let (_, ready) = w.api.get(&oz, "/private/v1/account/export").await;
    let deck = package(&ready).await["sections"]["reviewDeck"].clone();
    let stored = deck.as_array().and_then(|d| d.iter().find(|i| i["sk"] == "REVIEW#SETTINGS")).cloned();
    let stored = stored.unwrap_or_default();
    assert_eq!(stored["params"].as_array().map(Vec::len), Some(19), "{deck}");
    assert_eq!((stored["params"][2].as_f64(), stored["fittedOn"].as_f64()), (Some(9.5), Some(420.0)), "{deck}");
}

/// The bucket keeps versions (the stage's, `make dev`'s and the test kit's): an erasure takes every
/// version and delete marker of the student's objects (a diagram a draft keeps, an upload nobody
/// claimed sent twice, a diagram replaced and removed, a download) and leaves another student's.
#[tokio::test]
async fn an_erasure_leaves_no_version_and_no_delete_marker_of_the_students_objects() {
    let w = world().await;
    let (kim, lou) = (w.student("kim").await, w.student("lou").await);
    w.trial(&kim).await;
    w.trial(&lou).await;
    let (key, _) = w.diagram(&kim).await;
    let draft = json!({"questionSetId": 1, "questionId": 102, "body": "{}", "text": "Kim's answer", "version": 1, "diagramKey": key});
    let (status, saved) = w.api.put(&kim, "/private/v1/answers/draft", draft).await;
    assert!(status.is_success(), "{status} {saved}");
    let (unclaimed, png) = w.diagram(&kim).await;
    w.env.put_object(&unclaimed, &png).await;
    let old = format!("answers/{}/old.png", kim.sub);
    w.env.put_object(&old, b"first").await;
    w.env.put_object(&old, b"second").await;
    let bucket = &w.env.state.config.content_bucket;
    w.env.state.s3.delete_object().bucket(bucket).key(&old).send().await.unwrap();
    let (status, e) = w.api.post(&kim, "/private/v1/account/export", json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{e}");
    assert_eq!(privacy::run(&w.env.state).await.unwrap().exports_built, 1);
    let (lous, _) = w.diagram(&lou).await;

    // (versions, delete markers) whose key carries the id.
    let held = |id: &str| {
        let (s3, id) = (&w.env.state.s3, id.to_owned());
        async move {
            let res = s3.list_object_versions().bucket(bucket).send().await.unwrap();
            let versions = res.versions().iter().filter(|v| v.key().is_some_and(|k| k.contains(&id))).count();
            let markers = res.delete_markers().iter().filter(|m| m.key().is_some_and(|k| k.contains(&id))).count();
            (versions, markers)
        }
    };
    // The kept diagram, two versions pending, two of the removed one and its marker, the download.
    assert_eq!(held(kim.sub.as_str()).await, (6, 1));
    let (status, d) = w.delete(&kim, testkit::cognito::PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{d}");
    assert_eq!(w.erase_due().await, 1);
    assert_eq!(held(kim.sub.as_str()).await, (0, 0), "{:?}", w.objects().await);
    assert_eq!(held(lou.sub.as_str()).await, (1, 0));
    assert!(services::files::arrived(&w.env.state, &lous).await.unwrap().is_some(), "Lou's upload is untouched");
}
