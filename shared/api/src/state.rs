//! The state every router is built with.

use std::sync::Arc;
use std::time::Duration;

use store::Db;

use crate::auth::Verifier;
use crate::clock::Clock;
use crate::config::{Config, ConfigError};
use crate::staff::StaffAccess;

#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    /// The study files' bucket, reached only through short-lived signed URLs.
    pub s3: aws_sdk_s3::Client,
    pub verifier: Arc<Verifier>,
    /// The staff check against the user pool (group and authenticator app, on every request).
    pub staff_access: Arc<StaffAccess>,
    pub clock: Clock,
    /// One HTTP client for outbound calls (JWKS now, more later), so connections are reused.
    pub http: reqwest::Client,
    /// The payment provider; its HTTP client is made on first use.
    pub stripe: pay::Stripe,
    /// E-mail to students (none unless configured).
    pub mail: crate::mail::Mailer,
    /// The user pool's admin API (a password check before a deletion; erasing an account).
    pub pool: Option<aws_sdk_cognitoidentityprovider::Client>,
}

impl AppState {
    pub fn new(config: Config, dynamodb: aws_sdk_dynamodb::Client, s3: aws_sdk_s3::Client, clock: Clock) -> Self {
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(2))
            .timeout(Duration::from_secs(5))
            .build()
            .expect("HTTP client builds");
        let verifier = Arc::new(Verifier::new(config.cognito.clone(), http.clone()));
        let staff_access = Arc::new(StaffAccess::new(&config.cognito));
        let db = Db::new(dynamodb, &config.table_prefix);
        let stripe = pay::Stripe::new(config.stripe.clone());
        Self {
            config: Arc::new(config),
            db,
            s3,
            verifier,
            staff_access,
            clock,
            http,
            stripe,
            mail: Default::default(),
            pool: None,
        }
    }

    /// Configuration and AWS clients from the environment (`AWS_REGION`, `AWS_ENDPOINT_URL`, ...).
    pub async fn from_env() -> Result<Self, ConfigError> {
        let config = Config::from_env()?;
        let aws = aws_config::defaults(aws_config::BehaviorVersion::latest()).load().await;
        let dynamodb = aws_sdk_dynamodb::Client::new(&aws);
        let s3 = aws_sdk_s3::Client::from_conf(
            aws_sdk_s3::config::Builder::from(&aws).force_path_style(config.s3_path_style).build(),
        );
        let mut state = Self::new(config, dynamodb, s3, Clock::system());
        if state.config.stripe.secret_id.is_some() {
            // In the cloud the Stripe keys are read from Secrets Manager when first needed.
            state.stripe = state.stripe.with_secrets_manager(aws_sdk_secretsmanager::Client::new(&aws));
        }
        if let Some(mail) = crate::mail::Mailer::from_env(&aws) {
            state.mail = mail;
        }
        Ok(state.with_cognito(aws_sdk_cognitoidentityprovider::Client::new(&aws)))
    }

    /// The user pool's admin API, for the staff check (`cognito-idp:AdminGetUser`,
    /// `AdminListGroupsForUser`, `AdminUserGlobalSignOut`).
    pub fn with_cognito(mut self, client: aws_sdk_cognitoidentityprovider::Client) -> Self {
        self.staff_access = Arc::new(StaffAccess::new(&self.config.cognito).with_client(client.clone()));
        self.pool = Some(client);
        self
    }
}
