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
    pub rate_limits: RateLimits,
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
            rate_limits: RateLimits::from_env()?,
        })
    }
}

fn required(name: &'static str) -> Result<String, ConfigError> {
    env::var(name).ok().filter(|v| !v.is_empty()).ok_or(ConfigError(name))
}

// ---- per-client rate limits (applied by `crate::limit`) ----

/// What is limited; each has its own budget per client address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limited {
    /// `POST /private/v1/coupons/redeem`: starting a free trial.
    TrialRedeem,
    /// Checking promo codes (plans and recorded lessons alike).
    PromoValidate,
    /// Starting a Quiz Challenge game.
    ChallengeStart,
    /// Answering (or skipping) a Quiz Challenge question.
    ChallengeAnswer,
    /// A family plan's owner adding or removing a member (each change mails the student).
    FamilyChange,
    /// A signed diagram upload, counted by its handler once the request passed its checks
    /// ([`crate::limit::spend`]): a refused request costs nothing.
    DiagramUpload,
}

impl Limited {
    /// Whether guests (no token) may use the route, and so are counted by their address.
    pub(crate) fn admits_guests(self) -> bool {
        matches!(self, Self::ChallengeStart | Self::ChallengeAnswer)
    }

    /// The counter's name in the `limits` table (`{name}#user:{fingerprint}#{window}`).
    pub fn name(self) -> &'static str {
        match self {
            Self::TrialRedeem => "trial-redeem",
            Self::PromoValidate => "promo-validate",
            Self::ChallengeStart => "challenge-start",
            Self::ChallengeAnswer => "challenge-answer",
            Self::FamilyChange => "family-change",
            Self::DiagramUpload => "diagram-upload",
        }
    }

    /// What a student is told they used up, before how long to wait; `None`: "Too many attempts."
    pub(crate) fn reason(self, limit: Limit) -> Option<String> {
        let per = match limit.window_secs {
            3600 => "an hour".to_owned(),
            86_400 => "a day".to_owned(),
            secs => format!("every {secs} seconds"),
        };
        match self {
            Self::DiagramUpload => Some(format!("You can upload at most {} diagrams {per}.", limit.requests)),
            _ => None,
        }
    }
}

/// At most `requests` from one client address in each window of `window_secs` seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    pub requests: u32,
    pub window_secs: u32,
}

impl Limit {
    pub const fn new(requests: u32, window_secs: u32) -> Self {
        Self { requests, window_secs }
    }

    /// `"{requests}/{seconds}"`, e.g. `20/600`.
    fn parse(text: &str) -> Option<Self> {
        let (requests, window) = text.split_once('/')?;
        let limit = Self::new(requests.trim().parse().ok()?, window.trim().parse().ok()?);
        (limit.window_secs > 0).then_some(limit)
    }
}

/// The budgets, from `RATE_LIMIT_TRIAL_REDEEM`, `RATE_LIMIT_PROMO_VALIDATE`,
/// `RATE_LIMIT_CHALLENGE_START`, `RATE_LIMIT_CHALLENGE_ANSWER`, `RATE_LIMIT_FAMILY_CHANGE` and
/// `RATE_LIMIT_DIAGRAM_UPLOAD` (each
/// `"{requests}/{seconds}"`), else the defaults below.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateLimits {
    pub trial_redeem: Limit,
    pub promo_validate: Limit,
    pub challenge_start: Limit,
    pub challenge_answer: Limit,
    pub family_change: Limit,
    pub diagram_upload: Limit,
}

impl Default for RateLimits {
    fn default() -> Self {
        Self {
            // A student redeems a trial once; a few retries are plenty.
            trial_redeem: Limit::new(10, 3600),
            // Typing a code and correcting it: far fewer than 200 guesses in seconds.
            promo_validate: Limit::new(20, 600),
            // 120 games an hour from one address (a school's network shares one), while a
            // script's thousands are refused; a game is answered at most once a second or so.
            challenge_start: Limit::new(120, 3600),
            challenge_answer: Limit::new(6000, 3600),
            // An owner sets up two members and perhaps corrects a typo: ten adds and removes a day
            // (a UTC day), not a stream of notices turned on one student.
            family_change: Limit::new(10, 86_400),
            // An answer has one diagram, replaced a few times while it is written (each "Use this
            // drawing" is a new upload), over a handful of answers in a sitting: 30 an hour is well
            // above that, and caps what one student can park in the bucket before the lifecycle
            // rule clears it (30 × 5 MB an hour).
            diagram_upload: Limit::new(30, 3600),
        }
    }
}

impl RateLimits {
    pub fn from_env() -> Result<Self, ConfigError> {
        let defaults = Self::default();
        let read = |name: &'static str, default: Limit| match std::env::var(name) {
            Ok(v) => Limit::parse(&v).ok_or(ConfigError(name)),
            Err(_) => Ok(default),
        };
        Ok(Self {
            trial_redeem: read("RATE_LIMIT_TRIAL_REDEEM", defaults.trial_redeem)?,
            promo_validate: read("RATE_LIMIT_PROMO_VALIDATE", defaults.promo_validate)?,
            challenge_start: read("RATE_LIMIT_CHALLENGE_START", defaults.challenge_start)?,
            challenge_answer: read("RATE_LIMIT_CHALLENGE_ANSWER", defaults.challenge_answer)?,
            family_change: read("RATE_LIMIT_FAMILY_CHANGE", defaults.family_change)?,
            diagram_upload: read("RATE_LIMIT_DIAGRAM_UPLOAD", defaults.diagram_upload)?,
        })
    }

    /// No practical limit on what thousands of games from one address spend, for tests and load
    /// runs; a student's own budgets (diagram uploads) stay as they are, and are tested as such.
    pub fn raised() -> Self {
        let high = Limit::new(u32::MAX, 60);
        Self {
            trial_redeem: high,
            promo_validate: high,
            challenge_start: high,
            challenge_answer: high,
            family_change: high,
            diagram_upload: Self::default().diagram_upload,
        }
    }

    pub fn get(&self, what: Limited) -> Limit {
        match what {
            Limited::TrialRedeem => self.trial_redeem,
            Limited::PromoValidate => self.promo_validate,
            Limited::ChallengeStart => self.challenge_start,
            Limited::ChallengeAnswer => self.challenge_answer,
            Limited::FamilyChange => self.family_change,
            Limited::DiagramUpload => self.diagram_upload,
        }
    }
}
