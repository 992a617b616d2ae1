//! Fault drills against the real emulators.
//!
//! - DynamoDB goes away mid-load: the API reaches the emulator through a TCP relay the test cuts
//!   (every open connection reset, new ones refused) and restores. While it is cut every answer is
//!   a 503 with the JSON message and `Retry-After`, never a 500; nothing is half-written (a study
//!   help question is its thread, first message and staff-queue entry, or nothing); once restored
//!   the same API process answers again.
//! - The payment provider fails (nothing listens at its address): subscribing and paying for a
//!   lesson answer 503 with a message, and nothing is recorded as paid.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use api::AppState;
use serde_json::{Value, json};
use testkit::{ApiClient, TestEnv, TestUser, dynamodb_client, serve};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

/// A TCP relay to `upstream` that can be cut (resets every connection, refuses new ones by
/// closing them at once) and restored.
struct Relay {
    addr: String,
    up: watch::Sender<bool>,
}

impl Relay {
    async fn start(upstream: &str) -> Self {
        let upstream = upstream.trim_start_matches("http://").to_owned();
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = format!("http://{}", listener.local_addr().expect("addr"));
        let (up, rx) = watch::channel(true);
        tokio::spawn(async move {
            loop {
                let Ok((mut client, _)) = listener.accept().await else { return };
                let mut rx = rx.clone();
                if !*rx.borrow() {
                    drop(client);
                    continue;
                }
                let upstream = upstream.clone();
                tokio::spawn(async move {
                    let Ok(mut server) = TcpStream::connect(&upstream).await else { return };
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
                        _ = rx.wait_for(|up| !*up) => {
                            // Cut: reset instead of a clean close, as a dead host's connection ends.
                            let _ = client.set_zero_linger();
                        }
                    }
                });
            }
        });
        Self { addr, up }
    }

    fn set(&self, up: bool) {
        self.up.send_replace(up);
    }
}

#[derive(Default, Debug)]
struct Tally {
    created: usize,
    unavailable: usize,
    other: Vec<String>,
}

/// One student asking questions in a loop until `stop`; each answer is sorted into the tally.
async fn ask_until(api: ApiClient, student: TestUser, stop: Arc<AtomicBool>) -> Tally {
    let mut tally = Tally::default();
    let mut i = 0;
    while !stop.load(Ordering::Relaxed) {
        i += 1;
        let res = api
            .http
            .post(format!("{}/private/v2/ask-a-question/thread/new", api.url))
            .header("authorization", student.bearer())
            .json(&json!({"title": format!("Question {i}"), "message": "How do I draw a supply shift?"}))
            .send()
            .await
            .expect("the API answers");
        let status = res.status().as_u16();
        let retry_after = res.headers().contains_key("retry-after");
        let body: Value = res.json().await.unwrap_or_default();
        match status {
            201 => tally.created += 1,
            503 if retry_after
                && body["code"] == "SERVICE_UNAVAILABLE"
                && body["message"] == "The service is temporarily unavailable. Please try again shortly." =>
            {
                tally.unavailable += 1
            }
            // Two questions in the same millisecond: a refusal, not a fault.
            409 => {}
            _ => tally.other.push(format!("{status} {body}")),
        }
    }
    tally
}

#[tokio::test]
async fn dynamodb_going_away_mid_load_gives_503s_no_partial_writes_and_recovers_in_process() {
    let env = TestEnv::new().await;
    let relay = Relay::start(&env.moto).await;
    let config = (*env.state.config).clone();
    let state = AppState::new(config, dynamodb_client(&relay.addr), env.state.s3.clone(), env.clock.clone())
        .with_cognito(testkit::cognito_client(&env.moto));
    let api = ApiClient::new(serve(state, routes::routes()).await);
    let staff = env.staff("staff@faults.test").await;
    let mut students = vec![];
    for i in 0..4 {
        students.push(env.student(&format!("student{i}@faults.test")).await);
    }

    let stop = Arc::new(AtomicBool::new(false));
    let load: Vec<_> = students.iter().map(|s| tokio::spawn(ask_until(api.clone(), s.clone(), stop.clone()))).collect();
    tokio::time::sleep(Duration::from_secs(2)).await;
    relay.set(false);
    tokio::time::sleep(Duration::from_secs(6)).await;
    relay.set(true);
    let restored = Instant::now();
    // The same process answers again: a profile read succeeds within a few seconds.
    loop {
        let (status, _) = api.get(&students[0], "/private/v2/users/profile").await;
        if status == 200 {
            break;
        }
        assert!(restored.elapsed() < Duration::from_secs(15), "no recovery after the store came back: {status}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let recovered_in = restored.elapsed();
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, Ordering::Relaxed);

    let mut total = Tally::default();
    for t in load {
        let t = t.await.expect("load task");
        total.created += t.created;
        total.unavailable += t.unavailable;
        total.other.extend(t.other);
    }
    eprintln!("created {}, 503 {}, recovered in {recovered_in:?}", total.created, total.unavailable);
    assert!(total.other.is_empty(), "answers other than 201 or a proper 503: {:?}", total.other);
    assert!(total.unavailable > 0, "the cut was not noticed");
    assert!(total.created > 0, "nothing was created before or after the cut");

    // Nothing half-written: every thread has its first message and its place in the staff queue;
    // a question whose answer was lost in the cut may exist, but then whole.
    let mut threads = 0;
    for s in &students {
        let (status, list) = api.get(s, "/private/v2/ask-a-question/thread/list").await;
        assert_eq!(status, 200, "{list}");
        for t in list.as_array().expect("threads") {
            threads += 1;
            let at = t["createdAt"].as_i64().expect("createdAt");
            let (status, messages) =
                api.get(s, &format!("/private/v2/ask-a-question/thread/messages?threadCreatedAt={at}")).await;
            assert_eq!(status, 200, "{messages}");
            assert!(!messages.as_array().expect("messages").is_empty(), "thread {at} has no message");
        }
    }
    let (status, queue) = api.get(&staff, "/admin/v1/help/threads").await;
    assert_eq!(status, 200, "{queue}");
    assert_eq!(queue.as_array().expect("queue").len(), threads, "the staff queue and the threads disagree");
    assert!(
        (total.created..=total.created + total.unavailable).contains(&threads),
        "{threads} threads for {} created and {} unavailable",
        total.created,
        total.unavailable
    );
}

#[tokio::test]
async fn a_failing_payment_provider_records_nothing_as_paid_and_says_so() {
    let env = TestEnv::new().await;
    demo::seed::demo_content(&env.state, None).await.expect("seed");
    let dead = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let dead_addr = format!("http://{}", dead.local_addr().expect("addr"));
    drop(dead);
    let mut config = (*env.state.config).clone();
    config.stripe.api_base = Some(dead_addr);
    let state = AppState::new(config, dynamodb_client(&env.moto), env.state.s3.clone(), env.clock.clone());
    let api = ApiClient::new(serve(state, routes::routes()).await);
    let student = env.user("payer@faults.test").await;
    let (status, body) = api
        .post(
            &student,
            "/private/v2/users/new",
            json!({"authId": student.sub, "email": student.email, "firstName": "P", "lastName": "Ayer"}),
        )
        .await;
    assert!(status.is_success(), "{body}");

    let (status, body) = api
        .post(&student, "/private/v2/payments/plans/individual/subscribe", json!({"paymentMethodId": "pm_card_visa"}))
        .await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["message"], "The service is temporarily unavailable. Please try again shortly.");
    let (_, profile) = api.get(&student, "/private/v2/users/profile").await;
    assert_eq!(profile["isSubscriber"], false, "{profile}");
    assert_eq!(profile["subscriptionId"], "", "{profile}");

    let checkout = api.lesson_checkout(&student, 1, "").await;
    let (status, body) = api
        .post(
            &student,
            "/private/v2/recorded-lessons/checkout/pay",
            json!({"checkoutId": checkout, "paymentMethodId": "pm_card_visa"}),
        )
        .await;
    assert_eq!(status, 503, "{body}");
    let (status, body) =
        api.post(&student, "/private/v2/recorded-lessons/validate", json!({"recordedLessonId": 1})).await;
    assert!(status.is_client_error() || status == 503, "{status} {body}");
    let (_, purchased) = api.get(&student, "/private/v2/recorded-lessons/purchased").await;
    assert_eq!(purchased, json!([]), "nothing bought");
}
