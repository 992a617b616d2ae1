//! `make bench` measurements (printed as JSON; scripts/bench.py writes docs/performance*.md).
//!
//! P1: a function's init in Lambda mode — process start to first response — for the release
//!     `users` binary (with this host's roots, and with the roots in one bundle: a close lower
//!     bound for Lambda's, whose OS keeps them so) and for a Node.js + AWS SDK v3 handler doing
//!     the same work, taking turns in one run.
//! P3: the Quiz Challenge leaderboard read and game end at 10 and 100,000 players (challenge.rs).
//! P9: answering a review card beside one raw GetItem, and its DynamoDB requests (review.rs).
//! P10: the review deck planned for an exam, simulated: plain FSRS, FSRS with a daily budget, and
//!      FSRS with the budget and the exam cap (review_sim.rs; no emulator).
//! P11: reading the marking desk's queue with 200 answers waiting, and its DynamoDB requests
//!      (marking.rs).
//! P2: p50 latency of GET /private/v2/users/profile through the local server, beside one raw
//!     DynamoDB GetItem on the same emulator, same run.

mod challenge;
mod marking;
mod review;
mod review_sim;

use domain::ids::UserId;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use testkit::runtime_api::{RuntimeApi, http_api_event};
use testkit::{TestEnv, TestUser};

const INIT_RUNS: usize = 25;
const LATENCY_SAMPLES: usize = 2000;

fn release_dir() -> PathBuf {
    std::env::current_exe().expect("exe").parent().expect("dir").to_path_buf()
}

/// Peak resident set of a running process, in KiB.
fn peak_rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).map(str::to_owned))
        .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

/// One raw GetItem of a profile from the SDK: the emulator's own cost, beside an API call.
pub(crate) async fn raw_get_profile(db: &store::Db, sub: &UserId) {
    db.client
        .get_item()
        .table_name(&db.tables.users)
        .key("authId", aws_sdk_dynamodb::types::AttributeValue::S(sub.to_string()))
        .send()
        .await
        .expect("get item");
}

pub(crate) fn summary(mut samples: Vec<f64>) -> Value {
    samples.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    json!({"n": samples.len(), "p50": at(0.5), "p90": at(0.9), "p99": at(0.99), "min": samples[0], "max": at(1.0)})
}

/// One way of starting a function for P1: a program, its arguments, and where its root
/// certificates are read from.
struct Starter {
    program: PathBuf,
    args: Vec<PathBuf>,
    /// `SSL_CERT_FILE` with no `SSL_CERT_DIR`: this bundle alone. `None`: neither variable, so the
    /// host's store is found as on any machine (openssl-probe's usual places).
    roots_bundle: Option<PathBuf>,
}

/// P1: each starter started in Lambda mode `INIT_RUNS` times, taking turns and each round starting
/// from the next one (so a busy moment of the machine falls on all of them alike), answering
/// `event`; per starter, init (ms) and peak RSS (MiB).
async fn init_runs(env: &TestEnv, starters: &[Starter], event: &Value) -> Vec<Value> {
    let mut times = vec![vec![]; starters.len()];
    let mut rss = vec![vec![]; starters.len()];
    for round in 0..INIT_RUNS {
        for turn in 0..starters.len() {
            let i = (round + turn) % starters.len();
            let starter = &starters[i];
            let runtime = RuntimeApi::start().await;
            let mut command = env.lambda_command(&starter.program, &runtime.address);
            command.args(&starter.args);
            command.env_remove("SSL_CERT_FILE").env_remove("SSL_CERT_DIR");
            if let Some(bundle) = &starter.roots_bundle {
                command.env("SSL_CERT_FILE", bundle);
            }
            let start = Instant::now();
            let mut child = command.spawn().expect("start function");
            let out = tokio::time::timeout(Duration::from_secs(30), runtime.invoke(event.clone()))
                .await
                .expect("function answered in time")
                .expect("invocation succeeded");
            let elapsed = start.elapsed().as_secs_f64() * 1000.0;
            assert_eq!(out["statusCode"], 200, "{}: {out}", starter.program.display());
            rss[i].push(peak_rss_kib(child.id().expect("pid")) as f64 / 1024.0);
            child.kill().await.ok();
            times[i].push(elapsed);
        }
    }
    times.into_iter().zip(rss).map(|(t, r)| json!({"init_ms": summary(t), "peak_rss_mib": summary(r)})).collect()
}

/// A student of the test pool with a profile in the store: whom P1 and P2 ask for.
async fn student_with_profile(env: &TestEnv) -> TestUser {
    let user = env.user("bench@example.com").await;
    let profile = store::users::Profile::new(&user.sub, "bench", &user.email, "Bench", "Student", 0);
    store::users::create(&env.state.db, &profile).await.expect("seed profile");
    user
}

/// P1: the release `users` binary with the roots in one bundle (as Amazon Linux 2023, Lambda's OS,
/// keeps them: /etc/pki/tls/certs/ca-bundle.crt, beside a trust bundle whose sections the loader
/// skips undecoded; here the host's own bundle), the same binary finding this host's store itself,
/// and the Node.js twin (which reads no roots from disk).
async fn p1(env: &TestEnv, user: &TestUser) -> Value {
    let event = http_api_event("GET", "/private/v2/users/profile", "", &[("authorization", &user.bearer())], None);
    let bundle = std::env::var_os("SSL_CERT_FILE")
        .map_or_else(|| PathBuf::from("/etc/ssl/certs/ca-certificates.crt"), PathBuf::from);
    let pem = std::fs::read_to_string(&bundle).unwrap_or_else(|e| panic!("the roots bundle {}: {e}", bundle.display()));
    let certificates = pem.matches("-----BEGIN CERTIFICATE-----").count();
    assert!(certificates > 100, "{} holds {certificates} certificates: not a roots bundle", bundle.display());
    let users = release_dir().join("users");
    let starters = [
        Starter { program: users.clone(), args: vec![], roots_bundle: None },
        Starter { program: users, args: vec![], roots_bundle: Some(bundle.clone()) },
        Starter {
            program: "node".into(),
            args: vec![testkit::workspace_root().join("tools/bench/node/handler.mjs")],
            roots_bundle: None,
        },
    ];
    let [rust, rust_bundle, node] =
        <[Value; 3]>::try_from(init_runs(env, &starters, &event).await).expect("three starters");
    json!({"rust": rust, "rust_bundle": rust_bundle, "node": node, "runs": INIT_RUNS,
        "bundle": {"path": bundle, "certificates": certificates}})
}

#[tokio::main]
async fn main() {
    // `bench p9`: only the review answer (a quick look; `make bench` runs everything).
    if std::env::args().nth(1).as_deref() == Some("p9") {
        println!("{}", serde_json::to_string_pretty(&json!({"p9": review::measure().await})).expect("json"));
        return;
    }
    // `bench p1`: only the cold starts.
    if std::env::args().nth(1).as_deref() == Some("p1") {
        let env = TestEnv::new().await;
        let p1 = p1(&env, &student_with_profile(&env).await).await;
        println!("{}", serde_json::to_string_pretty(&json!({"p1": p1})).expect("json"));
        return;
    }
    // `bench p10`: only the exam simulation (seconds, no emulator).
    if std::env::args().nth(1).as_deref() == Some("p10") {
        println!("{}", serde_json::to_string_pretty(&json!({"p10": review_sim::measure()})).expect("json"));
        return;
    }
    // `bench p11`: only the marking desk's queue.
    if std::env::args().nth(1).as_deref() == Some("p11") {
        println!("{}", serde_json::to_string_pretty(&json!({"p11": marking::measure().await})).expect("json"));
        return;
    }
    let env = TestEnv::new().await;
    let user = student_with_profile(&env).await;
    let bearer = user.bearer();

    // P1: init in Lambda mode, Rust beside Node.js, taking turns in one run.
    let p1 = p1(&env, &user).await;

    // P2: the local server (release) vs one raw GetItem, same emulator, same run.
    let port = testkit::free_port();
    let mut server = tokio::process::Command::new(release_dir().join("local"))
        .envs(env.function_env())
        .env("LISTEN", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("start local server");
    let base = format!("http://127.0.0.1:{port}");
    testkit::wait_until_up(&format!("{base}/health"), Duration::from_secs(30));
    let http = reqwest::Client::new();
    let db = &env.state.db;
    let (mut api_ms, mut raw_ms) = (vec![], vec![]);
    for i in 0..LATENCY_SAMPLES + 100 {
        let t = Instant::now();
        let res = http
            .get(format!("{base}/private/v2/users/profile"))
            .header("authorization", &bearer)
            .send()
            .await
            .expect("get");
        assert_eq!(res.status(), 200);
        res.bytes().await.expect("body");
        let api = t.elapsed().as_secs_f64() * 1000.0;
        let t = Instant::now();
        raw_get_profile(db, &user.sub).await;
        let raw = t.elapsed().as_secs_f64() * 1000.0;
        if i >= 100 {
            // the first 100 warm connections and caches
            api_ms.push(api);
            raw_ms.push(raw);
        }
    }
    server.kill().await.ok();

    // P3: the Quiz Challenge at 10 and 100,000 players.
    let p3 = challenge::measure().await;

    // P9: the review deck's answer.
    let p9 = review::measure().await;
    // P11: the marking desk's queue.
    let p11 = marking::measure().await;

    let out = json!({
        "p1": p1,
        "p2": {"profile_ms": summary(api_ms), "getitem_ms": summary(raw_ms), "samples": LATENCY_SAMPLES},
        "p3": p3,
        "p9": p9,
        "p11": p11,
        "p10": review_sim::measure(),
    });
    println!("{}", serde_json::to_string_pretty(&out).expect("json"));
}
