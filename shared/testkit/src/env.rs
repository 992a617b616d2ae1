//! One test's world ([`TestEnv`]) and where most function tests start ([`TwoStudents`]).

use crate::{
    ApiClient, Mail, Pool, TestUser, cognito, cognito_client, dynamodb_client, mailer, moto, s3_client, stripe,
};
use api::AppState;
use api::clock::Clock;
use api::config::{CognitoConfig, Config};
use axum::Router;
use std::process::Stdio;
use std::time::Duration;

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
        self.staff_in(email, &["staff"]).await
    }

    /// A head of marking (staff too), past the authenticator step as [`TestEnv::staff`].
    pub async fn head_of_marking(&self, email: &str) -> TestUser {
        self.staff_in(email, &["staff", api::staff::HEAD_OF_MARKING]).await
    }

    async fn staff_in(&self, email: &str, groups: &[&str]) -> TestUser {
        let first = self.pool.user(email, "Stella", "Staff", groups).await;
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
