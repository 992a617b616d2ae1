//! Configuration, read once from the environment.

use std::env;

/// Everything a function needs to know about its environment.
#[derive(Clone, Debug)]
pub struct Config {
    /// Prefix of every DynamoDB table name (`TABLE_PREFIX`, e.g. `seven-prod-`).
    pub table_prefix: String,
    pub cognito: CognitoConfig,
    /// Largest request body accepted, in bytes (`MAX_BODY_BYTES`, default 64 KiB).
    pub max_body_bytes: usize,
    /// The private bucket of study files (`CONTENT_BUCKET`).
    pub content_bucket: String,
    /// Path-style S3 addresses (`S3_FORCE_PATH_STYLE=1`): the local emulator needs them.
    pub s3_path_style: bool,
    /// Stripe (`STRIPE_SECRET_KEY`, `STRIPE_API_BASE`, `STRIPE_WEBHOOK_SECRET`).
    pub stripe: pay::StripeConfig,
    /// Per-client budgets of the rate-limited routes (`RATE_LIMIT_*`, see [`crate::limit`]).
    pub rate_limits: crate::limit::RateLimits,
}

/// Which identity tokens are accepted.
#[derive(Clone, Debug)]
pub struct CognitoConfig {
    /// The token issuer, `https://cognito-idp.{region}.amazonaws.com/{pool id}` (`COGNITO_ISSUER`).
    pub issuer: String,
    /// The app client id: the ID token's `aud` (`COGNITO_CLIENT_ID`).
    pub client_id: String,
    /// Where the signing keys are (`COGNITO_JWKS_URL`; defaults to the issuer's well-known URL).
    /// Locally this is the emulator's address, which differs from the issuer.
    pub jwks_url: String,
    /// The app client the API checks a password against when a student confirms deleting their
    /// account (`COGNITO_CHECK_CLIENT_ID`, a server-side client allowing only
    /// `ADMIN_USER_PASSWORD_AUTH`; defaults to `client_id`, as locally).
    pub check_client_id: String,
}

impl CognitoConfig {
    /// The user pool's id: the issuer's last path segment.
    pub fn pool_id(&self) -> &str {
        self.issuer.rsplit('/').next().unwrap_or_default()
    }
}

#[derive(Debug, thiserror::Error)]
#[error("missing or invalid environment variable {0}")]
pub struct ConfigError(pub &'static str);

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        let issuer = required("COGNITO_ISSUER")?;
        let jwks_url = env::var("COGNITO_JWKS_URL").unwrap_or_else(|_| format!("{issuer}/.well-known/jwks.json"));
        let max_body_bytes = match env::var("MAX_BODY_BYTES") {
            Ok(v) => v.parse().map_err(|_| ConfigError("MAX_BODY_BYTES"))?,
            Err(_) => 64 * 1024,
        };
        Ok(Self {
            table_prefix: env::var("TABLE_PREFIX").unwrap_or_default(),
            cognito: {
                let client_id = required("COGNITO_CLIENT_ID")?;
                let check_client_id = required("COGNITO_CHECK_CLIENT_ID").unwrap_or_else(|_| client_id.clone());
                CognitoConfig { issuer, client_id, jwks_url, check_client_id }
            },
            max_body_bytes,
            content_bucket: env::var("CONTENT_BUCKET").unwrap_or_default(),
            s3_path_style: env::var("S3_FORCE_PATH_STYLE").as_deref() == Ok("1"),
            stripe: pay::StripeConfig::from_env(),
            rate_limits: crate::limit::RateLimits::from_env()?,
        })
    }
}

fn required(name: &'static str) -> Result<String, ConfigError> {
    env::var(name).ok().filter(|v| !v.is_empty()).ok_or(ConfigError(name))
}
