//! Test support, against the real emulators (never mocks of our own dependencies):
//! - [`moto`] starts one moto server per test process on a free port (or uses `MOTO_ENDPOINT`);
//! - [`TestEnv`] gives each test its own tables (a unique prefix) and its own Cognito pool;
//! - [`TestEnv::user`] signs a user up and in and returns their ID token;
//! - [`TestEnv::spawn`] serves a router on a random port, as the local server would;
//! - [`runtime_api`] is a minimal Lambda Runtime API, to run a real function binary in Lambda mode.

pub mod cognito;
pub mod runtime_api;
pub mod tokens;

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use api::AppState;
use api::clock::Clock;
use api::config::{CognitoConfig, Config};
use axum::Router;

pub use cognito::{Pool, TestUser};

/// The workspace root (where `.venv` lives).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}

/// A free loopback port.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("free port").port()
}

/// The moto server for this test process: `MOTO_ENDPOINT` if set, else one started here, which
/// stops when this process ends.
pub fn moto() -> &'static str {
    static ENDPOINT: OnceLock<String> = OnceLock::new();
    ENDPOINT.get_or_init(|| {
        if let Ok(url) = std::env::var("MOTO_ENDPOINT") {
            return url;
        }
        let port = free_port();
        // moto with atomic DynamoDB writes, as DynamoDB has them (scripts/moto_server.py).
        let python = workspace_root().join(".venv/bin/python");
        assert!(python.exists(), "{} is missing: run `make venv` first", python.display());
        let server = workspace_root().join("scripts/moto_server.py");
        // A watcher shell stops moto when the test process goes away (statics are never dropped).
        let script = format!(
            "'{}' '{}' -H 127.0.0.1 -p {port} >/dev/null 2>&1 & m=$!; while kill -0 {} 2>/dev/null; do sleep 0.5; done; kill $m",
            python.display(),
            server.display(),
            std::process::id()
        );
        // The watcher outlives every test; it is reaped by init once this process exits.
        #[allow(clippy::zombie_processes)]
        let _watcher = Command::new("sh")
            .arg("-c")
            .arg(script)
            .env("MOTO_COGNITO_IDP_USER_POOL_ID_STRATEGY", "HASH")
            .env("MOTO_COGNITO_IDP_USER_POOL_CLIENT_ID_STRATEGY", "HASH")
            // Authenticator codes are checked (RFC 6238, against the emulator's one secret).
            .env("MOTO_COGNITO_IDP_USER_POOL_ENABLE_TOTP", "true")
            // Not our pipes: a reader waiting for EOF would wait for the watcher, which waits
            // for this process to be reaped.
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start moto");
        let url = format!("http://127.0.0.1:{port}");
        wait_until_up(&format!("{url}/moto-api/"), Duration::from_secs(60));
        url
    })
}

/// The webhook secret tests sign their events with.
pub const WEBHOOK_SECRET: &str = "whsec_testkit";

/// Stripe for tests: Stripe's test mode when `STRIPE_SECRET_KEY` is set (a `sk_test_` key, at
/// Stripe or at `STRIPE_API_BASE`), else one localstripe per test process. The catalogue's
/// products and plans are created once.
pub async fn stripe() -> pay::StripeConfig {
    static CONFIG: tokio::sync::OnceCell<pay::StripeConfig> = tokio::sync::OnceCell::const_new();
    CONFIG
        .get_or_init(|| async {
            let config = match std::env::var("STRIPE_SECRET_KEY").ok().filter(|k| !k.is_empty()) {
                Some(key) => {
                    assert!(key.starts_with("sk_test_") || key == "sk_test_local", "tests only run against test mode");
                    pay::StripeConfig {
                        secret_key: key,
                        api_base: std::env::var("STRIPE_API_BASE").ok().filter(|b| !b.is_empty()),
                        webhook_secret: WEBHOOK_SECRET.into(),
                        secret_id: None,
                    }
                }
                None => pay::StripeConfig {
                    secret_key: "sk_test_local".into(),
                    api_base: Some(localstripe()),
                    webhook_secret: WEBHOOK_SECRET.into(),
                    secret_id: None,
                },
            };
            pay::Stripe::new(config.clone())
                .ensure_catalogue(pay::Catalogue::get())
                .await
                .expect("create the Stripe catalogue");
            config
        })
        .await
        .clone()
}

/// Whether tests talk to the emulator (some checks, like its 3-D Secure test hook, only exist there).
pub async fn on_localstripe() -> bool {
    stripe().await.secret_key == "sk_test_local"
}

/// One localstripe for this test process, with its own state folder, stopped with the process.
/// A start that does not answer (a port taken meanwhile) is retried on another port.
fn localstripe() -> String {
    for _ in 0..3 {
        if let Some(url) = try_localstripe() {
            return url;
        }
    }
    panic!("localstripe did not start");
}

fn try_localstripe() -> Option<String> {
    let port = free_port();
    // localstripe with its state in memory only (scripts/localstripe_server.py).
    let python = workspace_root().join(".venv/bin/python");
    assert!(python.exists(), "{} is missing: run `make venv` first", python.display());
    let server = workspace_root().join("scripts/localstripe_server.py");
    let log = std::env::temp_dir().join(format!("seven-localstripe-{}.log", uuid::Uuid::new_v4().simple()));
    let script = format!(
        "'{}' '{}' --port {port} >'{}' 2>&1 & m=$!; while kill -0 {} 2>/dev/null; do sleep 0.5; done; kill $m; rm -f '{}'",
        python.display(),
        server.display(),
        log.display(),
        std::process::id(),
        log.display()
    );
    #[allow(clippy::zombie_processes)]
    let _watcher = Command::new("sh")
        .arg("-c")
        .arg(script)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start localstripe");
    let url = format!("http://127.0.0.1:{port}");
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        if http_ok(&format!("{url}/js.stripe.com/v3/")) {
            return Some(url);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    eprintln!(
        "localstripe on port {port} did not answer; its output:\n{}",
        std::fs::read_to_string(&log).unwrap_or_default()
    );
    None
}

/// Blocks until `url` answers 200 (emulator start-up). Plain blocking I/O: no runtime needed.
pub fn wait_until_up(url: &str, within: Duration) {
    let start = Instant::now();
    while start.elapsed() < within {
        if http_ok(url) {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("{url} did not come up within {within:?}");
}

fn http_ok(url: &str) -> bool {
    use std::io::{Read, Write};
    let rest = url.trim_start_matches("http://");
    let (host, path) = rest.split_once('/').map(|(h, p)| (h, format!("/{p}"))).unwrap_or((rest, "/".into()));
    let Ok(mut s) = std::net::TcpStream::connect(host) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
    if write!(s, "GET {path} HTTP/1.0\r\nHost: {host}\r\n\r\n").is_err() {
        return false;
    }
    let mut buf = [0u8; 16];
    matches!(s.read(&mut buf), Ok(n) if n >= 12 && &buf[9..12] == b"200")
}

/// The sending domain of the tests' SES identity.
pub const MAIL_DOMAIN: &str = "seven.test";
/// The key of the tests' unsubscribe links.
pub const MAIL_KEY: &[u8] = b"test-unsubscribe-key";

/// A mailer sending to moto's SES (which keeps every message), from a verified test domain.
async fn mailer(moto: &str) -> api::mail::Mailer {
    let conf = aws_sdk_sesv2::Config::builder()
        .behavior_version(aws_sdk_sesv2::config::BehaviorVersion::latest())
        .region(aws_sdk_sesv2::config::Region::new("us-east-1"))
        .credentials_provider(aws_sdk_sesv2::config::Credentials::new("test", "test", None, None, "test"))
        .endpoint_url(moto)
        .build();
    let ses = aws_sdk_sesv2::Client::from_conf(conf);
    // Already there from another test of this process: fine.
    let _ = ses.create_email_identity().email_identity(MAIL_DOMAIN).send().await;
    let settings = api::mail::MailSettings {
        from: api::mail::Sender::parse(&format!("Seven <hello@{MAIL_DOMAIN}>")).expect("a well-formed sender"),
        site_url: "https://seven.test".into(),
        api_url: "https://api.seven.test".into(),
        configuration_set: None,
    };
    api::mail::Mailer::new(ses, settings, MAIL_KEY)
}

/// A message as its reader gets it.
#[derive(Debug, Clone)]
pub struct Mail {
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Every header, names in lower case.
    pub headers: Vec<(String, String)>,
}

impl Mail {
    fn parse(raw: &str) -> Option<Self> {
        let m = mail_parser::MessageParser::default().parse(raw.as_bytes())?;
        let headers = m.headers_raw().map(|(k, v)| (k.to_lowercase(), v.trim().to_owned())).collect();
        Some(Self {
            subject: m.subject().unwrap_or_default().to_owned(),
            text: m.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
            html: m.body_html(0).map(|t| t.into_owned()).unwrap_or_default(),
            headers,
        })
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The one-click unsubscribe link's token.
    pub fn unsubscribe_token(&self) -> Option<String> {
        let h = self.header("list-unsubscribe")?;
        Some(h.split("token=").nth(1)?.trim_end_matches('>').to_owned())
    }
}

/// One test's world: its own tables and user pool on the shared emulator.
pub struct TestEnv {
    pub state: AppState,
    pub pool: Pool,
    pub moto: String,
    pub clock: Clock,
}

impl TestEnv {
    /// Fresh tables and a fresh pool, with the system clock.
    pub async fn new() -> Self {
        Self::with_clock(Clock::system()).await
    }

    /// As [`TestEnv::new`], with a clock the test controls.
    pub async fn with_clock(clock: Clock) -> Self {
        let moto = moto().to_owned();
        let prefix = format!("t{}-", &uuid::Uuid::new_v4().simple().to_string()[..12]);
        let dynamodb = dynamodb_client(&moto);
        store::tables::create_all(&dynamodb, &prefix).await.expect("create tables");
        let pool = Pool::create(&moto, &prefix).await;
        let config = Config {
            table_prefix: prefix.clone(),
            cognito: CognitoConfig {
                issuer: pool.issuer.clone(),
                client_id: pool.client_id.clone(),
                jwks_url: pool.jwks_url.clone(),
                check_client_id: pool.client_id.clone(),
            },
            max_body_bytes: 64 * 1024,
            content_bucket: format!("{prefix}content"),
            s3_path_style: true,
            stripe: stripe().await,
            // A test world sends many requests from one address (parallel redemptions, hundreds of
            // games): the per-client limits are raised here; tools/local/tests/rate_limits.rs
            // sets its own to show they hold.
            rate_limits: api::limit::RateLimits::raised(),
        };
        let s3 = s3_client(&moto);
        s3.create_bucket().bucket(&config.content_bucket).send().await.expect("create bucket");
        // Versioned, as the stack's bucket is (a delete leaves the old versions: erasure takes them).
        let on = aws_sdk_s3::types::VersioningConfiguration::builder()
            .status(aws_sdk_s3::types::BucketVersioningStatus::Enabled)
            .build();
        let versioning = s3.put_bucket_versioning().bucket(&config.content_bucket).versioning_configuration(on);
        versioning.send().await.expect("bucket versioning");
        let mut state = AppState::new(config, dynamodb, s3, clock.clone()).with_cognito(cognito_client(&moto));
        state.mail = mailer(&moto).await;
        Self { state, pool, moto, clock }
    }

    /// Every message moto's SES holds for `to` (the emulator is shared: a test reads its own
    /// users' addresses), oldest first.
    pub async fn outbox(&self, to: &str) -> Vec<Mail> {
        // moto builds the dump while other tests write: a read that meets a change is read again.
        let mut data = serde_json::Value::Null;
        for _ in 0..10 {
            let res = reqwest::get(format!("{}/moto-api/data.json", self.moto)).await.expect("moto answers");
            if let Ok(d) = res.json::<serde_json::Value>().await {
                data = d;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
        assert!(!data.is_null(), "moto's data could not be read");
        let raw = data.pointer("/ses/RawMessage").and_then(|v| v.as_array()).cloned().unwrap_or_default();
        raw.iter()
            .filter(|m| {
                m["destinations"]
                    .as_array()
                    .is_some_and(|d| d.iter().any(|x| x.as_str().is_some_and(|x| x.contains(to))))
            })
            .filter_map(|m| Mail::parse(m["raw_data"].as_str()?))
            .collect()
    }

    /// A confirmed user, signed in.
    pub async fn user(&self, email: &str) -> TestUser {
        self.pool.user(email, "Test", "Student", &[]).await
    }

    /// A member of `staff` with an authenticator app on, in a session that passed it, as the
    /// staff routes require (docs/staff.md): signed up and in with the password, the app set up
    /// as the console does it, the set-up recorded by the API (which signs every session out), and
    /// signed in again with the app's code.
    pub async fn staff(&self, email: &str) -> TestUser {
        let first = self.pool.user(email, "Stella", "Staff", &["staff"]).await;
        self.pool.enable_totp(&first).await;
        let caller = self.state.verifier.verify(&first.id_token).await.expect("a staff token");
        self.state.staff_access.record_setup(&self.state, &caller).await.expect("the set-up recorded");
        next_second().await;
        let (id_token, access_token) = self.pool.tokens(email, cognito::PASSWORD).await;
        TestUser { id_token, access_token, ..first }
    }

    /// Serves `routes` with the shared layers on a random port; returns the base URL.
    pub async fn spawn(&self, routes: impl Into<Router<AppState>>) -> String {
        serve(self.state.clone(), routes.into()).await
    }

    /// `program` set up to run as a Lambda function against the Runtime API at `runtime_api`
    /// (host:port), reaching this test's world. Output is discarded; it dies with its handle.
    pub fn lambda_command(&self, program: impl AsRef<std::ffi::OsStr>, runtime_api: &str) -> tokio::process::Command {
        let mut cmd = tokio::process::Command::new(program);
        cmd.envs(self.function_env())
            .env("AWS_LAMBDA_RUNTIME_API", runtime_api)
            .env("AWS_LAMBDA_FUNCTION_NAME", "function")
            .env("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "256")
            .env("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true);
        cmd
    }

    /// The environment a function binary needs to reach this test's world.
    pub fn function_env(&self) -> Vec<(&'static str, String)> {
        let c = &self.state.config;
        vec![
            ("AWS_REGION", "us-east-1".into()),
            ("AWS_ACCESS_KEY_ID", "test".into()),
            ("AWS_SECRET_ACCESS_KEY", "test".into()),
            ("AWS_ENDPOINT_URL", self.moto.clone()),
            ("TABLE_PREFIX", c.table_prefix.clone()),
            ("COGNITO_ISSUER", c.cognito.issuer.clone()),
            ("COGNITO_CLIENT_ID", c.cognito.client_id.clone()),
            ("COGNITO_JWKS_URL", c.cognito.jwks_url.clone()),
            ("CONTENT_BUCKET", c.content_bucket.clone()),
            ("S3_FORCE_PATH_STYLE", "1".into()),
            ("STRIPE_SECRET_KEY", c.stripe.secret_key.clone()),
            ("STRIPE_API_BASE", c.stripe.api_base.clone().unwrap_or_default()),
            ("STRIPE_WEBHOOK_SECRET", c.stripe.webhook_secret.clone()),
        ]
    }
}

/// Sleeps into the next whole second: Cognito's `auth_time` counts seconds, and a staff session
/// must have signed in after the second its authenticator app was set up in.
pub async fn next_second() {
    let ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("clock").as_millis();
    tokio::time::sleep(Duration::from_millis(1_010 - (ms % 1_000) as u64)).await;
}

/// A DynamoDB client for the emulator at `endpoint`.
pub fn dynamodb_client(endpoint: &str) -> aws_sdk_dynamodb::Client {
    let creds = aws_sdk_dynamodb::config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_dynamodb::Config::builder()
        .behavior_version(aws_sdk_dynamodb::config::BehaviorVersion::latest())
        .region(aws_sdk_dynamodb::config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .build();
    aws_sdk_dynamodb::Client::from_conf(conf)
}

/// A Cognito client for the emulator at `endpoint` (the staff MFA check's AdminGetUser).
pub fn cognito_client(endpoint: &str) -> aws_sdk_cognitoidentityprovider::Client {
    use aws_sdk_cognitoidentityprovider::config;
    let creds = config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_cognitoidentityprovider::Config::builder()
        .behavior_version(config::BehaviorVersion::latest())
        .region(config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .build();
    aws_sdk_cognitoidentityprovider::Client::from_conf(conf)
}

/// A Secrets Manager client for the emulator at `endpoint`.
pub fn secrets_client(endpoint: &str) -> aws_sdk_secretsmanager::Client {
    let creds = aws_sdk_secretsmanager::config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_secretsmanager::Config::builder()
        .behavior_version(aws_sdk_secretsmanager::config::BehaviorVersion::latest())
        .region(aws_sdk_secretsmanager::config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .build();
    aws_sdk_secretsmanager::Client::from_conf(conf)
}

/// An S3 client for the emulator at `endpoint` (path-style addresses).
pub fn s3_client(endpoint: &str) -> aws_sdk_s3::Client {
    let creds = aws_sdk_s3::config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_s3::Config::builder()
        .behavior_version(aws_sdk_s3::config::BehaviorVersion::latest())
        .region(aws_sdk_s3::config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .force_path_style(true)
        .build();
    aws_sdk_s3::Client::from_conf(conf)
}

/// A payment method for a Stripe test card number: made from the number on the emulator, or
/// Stripe's named test method in test mode (Stripe refuses raw card numbers from servers).
pub async fn test_card(number: &str) -> String {
    let config = stripe().await;
    let http = reqwest::Client::new();
    if !on_localstripe().await {
        return match number {
            "4242424242424242" => "pm_card_visa",
            "4000002760003184" => "pm_card_authenticationRequired",
            "4000000000000002" => "pm_card_visa_chargeDeclined",
            "4000000000000341" => "pm_card_chargeCustomerFail",
            other => panic!("no Stripe test payment method for {other}"),
        }
        .into();
    }
    let base = config.api_base.expect("emulator address");
    let res: serde_json::Value = http
        .post(format!("{base}/v1/payment_methods"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[
            ("type", "card"),
            ("card[number]", number),
            ("card[exp_month]", "12"),
            ("card[exp_year]", "2034"),
            ("card[cvc]", "123"),
        ])
        .send()
        .await
        .expect("create payment method")
        .json()
        .await
        .expect("payment method JSON");
    res["id"].as_str().expect("payment method id").to_owned()
}

/// What Stripe holds for `customer`: their subscriptions (every status but canceled) and their
/// succeeded PaymentIntents, read from Stripe itself (or the emulator), never from our records.
pub async fn stripe_holds(customer: &str) -> (Vec<serde_json::Value>, Vec<serde_json::Value>) {
    let config = stripe().await;
    let base = config.api_base.clone().unwrap_or_else(|| "https://api.stripe.com".into());
    let http = reqwest::Client::new();
    // Every page of a list (`starting_after` the last id while `has_more`).
    let list = |path: String| {
        let (http, base, key) = (http.clone(), base.clone(), config.secret_key.clone());
        async move {
            let mut all: Vec<serde_json::Value> = Vec::new();
            loop {
                let after = all.last().map(|o| format!("&starting_after={}", o["id"].as_str().unwrap_or_default()));
                let res: serde_json::Value = http
                    .get(format!("{base}{path}{}", after.unwrap_or_default()))
                    .basic_auth(&key, Some(""))
                    .send()
                    .await
                    .expect("Stripe list")
                    .json()
                    .await
                    .expect("Stripe list JSON");
                all.extend(res["data"].as_array().unwrap_or_else(|| panic!("a Stripe list: {res}")).iter().cloned());
                if res["has_more"] != true {
                    return all;
                }
            }
        }
    };
    let subscriptions = list(format!("/v1/subscriptions?customer={customer}&limit=100")).await;
    // The emulator lists every PaymentIntent (it takes no `customer` filter); Stripe filters itself.
    let filter = if on_localstripe().await { String::new() } else { format!("&customer={customer}") };
    let intents = list(format!("/v1/payment_intents?limit=100{filter}")).await;
    let succeeded =
        intents.into_iter().filter(|pi| pi["customer"] == customer && pi["status"] == "succeeded").collect();
    (subscriptions.into_iter().filter(|s| s["status"] != "canceled").collect(), succeeded)
}

/// The emulator's stand-in for the card holder passing (or failing) 3-D Secure, as Stripe.js's
/// `confirmCardPayment` does in a browser.
pub async fn authenticate_payment(client_secret: &str, success: bool) {
    let payment_intent = client_secret.split("_secret_").next().expect("a PaymentIntent client secret");
    let config = stripe().await;
    let base = config.api_base.expect("3-D Secure is only simulated on the emulator");
    let res = reqwest::Client::new()
        .post(format!("{base}/v1/payment_intents/{payment_intent}/_authenticate?success={success}"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[("client_secret", client_secret)])
        .send()
        .await
        .expect("authenticate");
    assert!(res.status().is_success(), "authenticate: {}", res.status());
}

/// Bills a subscription's next period now, as Stripe does when a period ends (the emulator has no
/// clock; Stripe's test clocks would do it there): a new open invoice for the subscription's
/// plan, whose id is returned. Pay it with `pay::Stripe::pay_invoice`.
pub async fn bill_renewal(customer: &str, subscription: &str) -> String {
    let config = stripe().await;
    let base = config.api_base.expect("billing a renewal on request is an emulator call");
    let res: serde_json::Value = reqwest::Client::new()
        .post(format!("{base}/v1/invoices"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[("customer", customer), ("subscription", subscription)])
        .send()
        .await
        .expect("bill renewal")
        .json()
        .await
        .expect("invoice JSON");
    res["id"].as_str().unwrap_or_else(|| panic!("renewal invoice: {res}")).to_owned()
}

/// Registers `url` for the emulator's signed event deliveries (as Stripe's dashboard would).
pub async fn register_webhook(id: &str, url: &str) {
    let config = stripe().await;
    let base = config.api_base.expect("webhook registration is an emulator call");
    let res = reqwest::Client::new()
        .post(format!("{base}/_config/webhooks/{id}"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[("url", url), ("secret", WEBHOOK_SECRET)])
        .send()
        .await
        .expect("register webhook");
    assert!(res.status().is_success(), "register webhook: {}", res.status());
}

/// Serves `routes` with the shared layers and `state` (a test's own clients, say) on a random port;
/// returns the base URL.
pub async fn serve(state: AppState, routes: Router<AppState>) -> String {
    let app = api::http::app(state, routes).into_make_service_with_connect_info::<std::net::SocketAddr>();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let url = format!("http://{}", listener.local_addr().expect("addr"));
    // The caller's address reaches the handlers, as locally (the per-client rate limits).
    tokio::spawn(async move { axum::serve(listener, app).await.expect("serve") });
    url
}

/// A function's routes served on a test environment, and two entitled students, Ann and Bob: where
/// most function tests start.
pub struct TwoStudents {
    pub env: TestEnv,
    pub api: ApiClient,
    pub ann: TestUser,
    pub bob: TestUser,
}

impl TwoStudents {
    pub async fn new(env: TestEnv, routes: impl Into<Router<AppState>>) -> Self {
        let api = ApiClient::new(env.spawn(routes).await);
        let (ann, bob) = (env.student("ann@example.com").await, env.student("bob@example.com").await);
        Self { env, api, ann, bob }
    }
}

impl TestEnv {
    /// A confirmed, signed-in user whose profile has an active free trial (an entitled student).
    pub async fn student(&self, email: &str) -> TestUser {
        let user = self.user(email).await;
        let now = self.clock.now_secs();
        let mut p = store::users::Profile::new(&user.sub, "id", &user.email, "Test", "Student", now);
        p.free_trial_status = store::users::TrialStatus::Active;
        p.free_trial_expiry = now + 3600;
        store::users::put(&self.state.db, &p).await.expect("put profile");
        user
    }

    /// Puts an object in the content bucket.
    pub async fn put_object(&self, key: &str, body: &[u8]) {
        self.state
            .s3
            .put_object()
            .bucket(&self.state.config.content_bucket)
            .key(key)
            .body(body.to_vec().into())
            .send()
            .await
            .expect("put object");
    }
}

/// Counts the DynamoDB operations a client makes (retries are not extra operations): how tests
/// and `make bench` hold a route to the requests its work needs.
#[derive(Debug, Clone, Default)]
pub struct RequestCounter(std::sync::Arc<std::sync::atomic::AtomicUsize>);

impl RequestCounter {
    pub fn count(&self) -> usize {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

impl aws_sdk_dynamodb::config::Intercept for RequestCounter {
    fn name(&self) -> &'static str {
        "count-requests"
    }
    fn read_before_execution(
        &self,
        _ctx: &aws_sdk_dynamodb::config::interceptors::BeforeSerializationInterceptorContextRef<'_>,
        _cfg: &mut aws_sdk_dynamodb::config::ConfigBag,
    ) -> Result<(), aws_sdk_dynamodb::error::BoxError> {
        self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Ok(())
    }
}

impl TestEnv {
    /// This world's state with a DynamoDB client that counts its operations.
    pub fn counting_state(&self) -> (AppState, RequestCounter) {
        let counter = RequestCounter::default();
        let conf = self.state.db.client.config().to_builder().interceptor(counter.clone()).build();
        let client = aws_sdk_dynamodb::Client::from_conf(conf);
        let state = AppState::new((*self.state.config).clone(), client, self.state.s3.clone(), self.clock.clone())
            .with_cognito(cognito_client(&self.moto));
        (state, counter)
    }
}

/// JSON calls to a served router as one user: status and body (Null when not JSON).
#[derive(Clone)]
pub struct ApiClient {
    pub url: String,
    pub http: reqwest::Client,
}

impl ApiClient {
    pub fn new(url: impl Into<String>) -> Self {
        Self { url: url.into(), http: reqwest::Client::new() }
    }

    pub async fn call(
        &self,
        user: &TestUser,
        method: reqwest::Method,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> (reqwest::StatusCode, serde_json::Value) {
        let mut req = self.http.request(method, format!("{}{path}", self.url)).header("authorization", user.bearer());
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.expect("request");
        (res.status(), res.json().await.unwrap_or(serde_json::Value::Null))
    }

    pub async fn get(&self, user: &TestUser, path: &str) -> (reqwest::StatusCode, serde_json::Value) {
        self.call(user, reqwest::Method::GET, path, None).await
    }

    pub async fn post(
        &self,
        user: &TestUser,
        path: &str,
        body: serde_json::Value,
    ) -> (reqwest::StatusCode, serde_json::Value) {
        self.call(user, reqwest::Method::POST, path, Some(body)).await
    }

    pub async fn put(
        &self,
        user: &TestUser,
        path: &str,
        body: serde_json::Value,
    ) -> (reqwest::StatusCode, serde_json::Value) {
        self.call(user, reqwest::Method::PUT, path, Some(body)).await
    }

    /// A recorded-lesson checkout of `lesson` (with `coupon`, or ""): the 303 whose body is our own
    /// checkout page's address; returns the checkout id in it.
    pub async fn lesson_checkout(&self, user: &TestUser, lesson: u32, coupon: &str) -> String {
        let res = self
            .http
            .get(format!(
                "{}/private/v2/recorded-lessons/checkout/new?recordedLessonId={lesson}&couponId={coupon}",
                self.url
            ))
            .header("authorization", user.bearer())
            .send()
            .await
            .expect("checkout");
        assert_eq!(res.status(), reqwest::StatusCode::SEE_OTHER);
        let address = res.text().await.expect("address");
        address.strip_prefix("/recorded-lessons/checkout?checkoutId=").expect("our own checkout page").to_owned()
    }
}

/// Stripe's published example of an API object (`shared/pay/reference/fixtures3.json`, from
/// stripe/openapi, current API), with `changes` laid over it (objects merged, other values
/// replaced): how tests build current-API objects and events with their own ids.
pub fn stripe_example(name: &str, changes: serde_json::Value) -> serde_json::Value {
    static FIXTURES: std::sync::OnceLock<serde_json::Value> = std::sync::OnceLock::new();
    let fixtures = FIXTURES.get_or_init(|| {
        let path = workspace_root().join("shared/pay/reference/fixtures3.json");
        serde_json::from_str(&std::fs::read_to_string(&path).expect("fixtures3.json")).expect("fixtures JSON")
    });
    let mut value = fixtures["resources"][name].clone();
    assert!(value.is_object(), "Stripe publishes an example {name}");
    merge_json(&mut value, changes);
    value
}

fn merge_json(value: &mut serde_json::Value, changes: serde_json::Value) {
    match (value, changes) {
        (serde_json::Value::Object(a), serde_json::Value::Object(b)) => {
            for (k, c) in b {
                merge_json(a.entry(k).or_insert(serde_json::Value::Null), c);
            }
        }
        (slot, c) => *slot = c,
    }
}

/// A current-API event of `kind` about `object` (as Stripe's example event carries it), and its
/// `Stripe-Signature` header signed at `now` (the server's clock, epoch s) with the test secret.
pub fn stripe_event(id: &str, kind: &str, object: serde_json::Value, now: i64) -> (Vec<u8>, String) {
    let body = stripe_example(
        "event",
        serde_json::json!({"id": id, "type": kind, "created": now, "data": {"object": object}}),
    )
    .to_string()
    .into_bytes();
    let signature = pay::webhook::sign(&body, WEBHOOK_SECRET, now);
    (body, signature)
}
