//! Identity: verifies Cognito ID tokens and gives handlers the caller, so handlers never touch tokens.
//!
//! A token is accepted as AWS's own verifier (aws-jwt-verify's `CognitoJwtVerifier`) accepts it:
//! RS256-signed by a key of the pool's JWKS, `iss` the pool, `aud` exactly the app client's id (a
//! string, not a list containing it), `token_use` `id`, `exp` after now (to the millisecond: a
//! token is dead during its `exp` second), `nbf`, when present, not after now; no grace period.
//! This runs in every function whether or not API Gateway's JWT authorizer ran first.
//!
//! Staff also need an authenticator app (TOTP) on their account: Cognito cannot require MFA for one
//! group, and its tokens do not say whether MFA was used, so [`StaffUser`] asks the pool about the
//! account itself ([`StaffMfa`]).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header};
use serde::Deserialize;
use tokio::sync::RwLock;

use crate::config::CognitoConfig;
use crate::{ApiError, AppState, ErrorCode};

/// Unknown key ids trigger a JWKS refetch at most this often (key rotation, not a DoS lever).
const REFETCH_INTERVAL: Duration = Duration::from_secs(30);

/// The signed-in caller, taken from a verified ID token.
#[derive(Debug, Clone)]
pub struct AuthUser {
    /// The identity subject: the only user id the API trusts.
    pub sub: String,
    /// Cognito's `cognito:username` (the account's name in the pool, for admin calls); the
    /// subject when a token has none.
    pub username: String,
    pub email: Option<String>,
    /// Cognito's `email_verified`: the address was proven by a code sent to it. An address the
    /// user typed but never confirmed names nobody.
    pub email_verified: bool,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    pub groups: Vec<String>,
}

impl AuthUser {
    pub fn is_staff(&self) -> bool {
        self.groups.iter().any(|g| g == "staff")
    }

    /// A user id sent by the client is only accepted when it is the caller's own.
    pub fn ensure_self(&self, claimed: &str) -> Result<(), ApiError> {
        if claimed == self.sub { Ok(()) } else { Err(ApiError::Forbidden("You can only act on your own account.")) }
    }
}

/// An id of the caller's own records the page sent back (customer, subscription): accepted when
/// absent, empty or equal to the stored one, refused (403) otherwise. Never trusted over the token.
pub fn ensure_own_id(sent: Option<&str>, own: Option<&str>) -> Result<(), ApiError> {
    match sent {
        Some(sent) if !sent.is_empty() && Some(sent) != own => Err(ApiError::Forbidden("That is not your account.")),
        _ => Ok(()),
    }
}

/// The caller if a valid token was sent; `None` for visitors. An invalid token is still a 401.
#[derive(Debug, Clone)]
pub struct MaybeAuthUser(pub Option<AuthUser>);

#[derive(Debug, Deserialize)]
struct Claims {
    sub: String,
    token_use: String,
    /// Must be exactly the client id string (checked in [`check_claims`]).
    aud: serde_json::Value,
    exp: i64,
    #[serde(default)]
    nbf: Option<i64>,
    #[serde(default)]
    email: Option<String>,
    /// A boolean in Cognito's tokens; some issuers write the string "true".
    #[serde(default, deserialize_with = "bool_or_string")]
    email_verified: bool,
    #[serde(default)]
    given_name: Option<String>,
    #[serde(default)]
    family_name: Option<String>,
    #[serde(default, rename = "cognito:groups")]
    groups: Vec<String>,
    #[serde(default, rename = "cognito:username")]
    username: Option<String>,
}

struct KeyCache {
    keys: HashMap<String, DecodingKey>,
    fetched_at: Option<Instant>,
}

/// Verifies tokens against the pool's keys, fetched once and cached.
pub struct Verifier {
    config: CognitoConfig,
    http: reqwest::Client,
    validation: Validation,
    cache: RwLock<KeyCache>,
}

impl Verifier {
    pub fn new(config: CognitoConfig, http: reqwest::Client) -> Self {
        let mut validation = Validation::new(Algorithm::RS256);
        validation.set_issuer(&[&config.issuer]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        validation.leeway = 0;
        // `aud`, `exp` and `nbf` are checked by `check_claims`, more strictly than the library does
        // (it takes an `aud` list containing the client and a token during its `exp` second).
        validation.validate_aud = false;
        validation.validate_exp = false;
        validation.validate_nbf = false;
        Self { config, http, validation, cache: RwLock::new(KeyCache { keys: HashMap::new(), fetched_at: None }) }
    }

    /// Checks a bearer token; any failure is a 401 (a JWKS outage is a 503).
    pub async fn verify(&self, token: &str) -> Result<AuthUser, ApiError> {
        let header = decode_header(token).map_err(|_| ApiError::Unauthorized)?;
        if header.alg != Algorithm::RS256 {
            return Err(ApiError::Unauthorized);
        }
        let kid = header.kid.ok_or(ApiError::Unauthorized)?;
        let key = self.key(&kid).await?.ok_or(ApiError::Unauthorized)?;
        let data = decode::<Claims>(token, &key, &self.validation).map_err(|e| {
            tracing::debug!(error = %e, "token rejected");
            ApiError::Unauthorized
        })?;
        let c = data.claims;
        check_claims(&c, &self.config.client_id, now_ms())?;
        Ok(AuthUser {
            username: c.username.unwrap_or_else(|| c.sub.clone()),
            sub: c.sub,
            email: c.email,
            email_verified: c.email_verified,
            given_name: c.given_name,
            family_name: c.family_name,
            groups: c.groups,
        })
    }

    /// Fetches the signing keys ahead of the first request (called at start-up, in the background:
    /// a cold start then overlaps the fetch with the runtime's own start-up).
    pub async fn prefetch(&self) {
        let mut cache = self.cache.write().await;
        if cache.fetched_at.is_none()
            && let Err(e) = self.refresh(&mut cache).await
        {
            tracing::warn!(error = %e, "JWKS prefetch failed; the first request will retry");
        }
    }

    async fn refresh(&self, cache: &mut KeyCache) -> Result<(), ApiError> {
        let set: JwkSet = self
            .http
            .get(&self.config.jwks_url)
            .send()
            .await
            .and_then(|r| r.error_for_status())
            .map_err(|e| ApiError::Unavailable(format!("JWKS fetch failed: {e}")))?
            .json()
            .await
            .map_err(|e| ApiError::Unavailable(format!("JWKS unreadable: {e}")))?;
        cache.keys = set
            .keys
            .iter()
            .filter_map(|jwk| Some((jwk.common.key_id.clone()?, DecodingKey::from_jwk(jwk).ok()?)))
            .collect();
        cache.fetched_at = Some(Instant::now());
        Ok(())
    }

    async fn key(&self, kid: &str) -> Result<Option<DecodingKey>, ApiError> {
        {
            let cache = self.cache.read().await;
            if let Some(k) = cache.keys.get(kid) {
                return Ok(Some(k.clone()));
            }
            if cache.fetched_at.is_some_and(|t| t.elapsed() < REFETCH_INTERVAL) {
                return Ok(None);
            }
        }
        let mut cache = self.cache.write().await;
        // Another request may have refreshed the keys while this one waited.
        if let Some(k) = cache.keys.get(kid) {
            return Ok(Some(k.clone()));
        }
        if cache.fetched_at.is_some_and(|t| t.elapsed() < REFETCH_INTERVAL) {
            return Ok(None);
        }
        self.refresh(&mut cache).await?;
        Ok(cache.keys.get(kid).cloned())
    }
}

/// The rules aws-jwt-verify applies to a Cognito ID token's claims, beyond its signature and issuer.
fn check_claims(c: &Claims, client_id: &str, now_ms: i64) -> Result<(), ApiError> {
    let aud_is_client = c.aud.as_str() == Some(client_id);
    let alive = c.exp.saturating_mul(1000) > now_ms;
    let started = c.nbf.is_none_or(|nbf| nbf.saturating_mul(1000) <= now_ms);
    if c.token_use == "id" && aud_is_client && alive && started {
        Ok(())
    } else {
        tracing::debug!(token_use = %c.token_use, aud_is_client, alive, started, "token rejected");
        Err(ApiError::Unauthorized)
    }
}

fn now_ms() -> i64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

fn bool_or_string<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(match serde_json::Value::deserialize(d)? {
        serde_json::Value::Bool(b) => b,
        serde_json::Value::String(s) => s == "true",
        _ => false,
    })
}

fn bearer(parts: &Parts) -> Result<Option<&str>, ApiError> {
    let Some(value) = parts.headers.get(AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().map_err(|_| ApiError::Unauthorized)?;
    let token =
        value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")).ok_or(ApiError::Unauthorized)?;
    Ok(Some(token.trim()))
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(parts)?.ok_or(ApiError::Unauthorized)?;
        state.verifier.verify(token).await
    }
}

/// A caller in the Cognito group `staff` (the `cognito:groups` claim of a token the pool signed)
/// whose account has an authenticator app (TOTP) turned on: the only callers of `/admin/*`.
/// No token, 401; not staff, 403; staff without TOTP, 403 `STAFF_MFA_REQUIRED`.
#[derive(Debug, Clone)]
pub struct StaffUser(pub AuthUser);

/// What a staff member without an authenticator app is told (the console offers to set one up).
pub const STAFF_MFA_MESSAGE: &str =
    "Staff accounts must turn on an authenticator app (two-step sign-in) before using the console.";

impl FromRequestParts<AppState> for StaffUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        if !user.is_staff() {
            return Err(ApiError::Forbidden("This is for Seven's staff only."));
        }
        if !state.staff_mfa.has_totp(&user.username).await? {
            return Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::StaffMfaRequired, STAFF_MFA_MESSAGE));
        }
        Ok(StaffUser(user))
    }
}

/// How long an account seen with TOTP on is trusted without asking the pool again.
pub const STAFF_MFA_TTL: Duration = Duration::from_secs(300);

/// Whether a staff account has TOTP on: Cognito's `AdminGetUser` on the pool
/// (`UserMFASettingList` contains `SOFTWARE_TOKEN_MFA`). A "yes" is kept per account for
/// [`STAFF_MFA_TTL`] in this instance, so a busy console is not one extra call per request; a "no"
/// is never kept, so a staff member who has just set up their app gets in at once. An operator who
/// turns someone's TOTP off is obeyed within that time.
pub struct StaffMfa {
    pool_id: String,
    /// `None` until a client is given ([`StaffMfa::with_client`]): staff routes then answer 503,
    /// never let anyone through unchecked.
    cognito: Option<aws_sdk_cognitoidentityprovider::Client>,
    confirmed: Mutex<HashMap<String, Instant>>,
}

impl StaffMfa {
    /// The check for the pool that issues the tokens (its id is the issuer's last path segment).
    pub fn new(config: &CognitoConfig) -> Self {
        Self { pool_id: config.pool_id().to_owned(), cognito: None, confirmed: Mutex::new(HashMap::new()) }
    }

    pub fn with_client(mut self, client: aws_sdk_cognitoidentityprovider::Client) -> Self {
        self.cognito = Some(client);
        self
    }

    /// Whether `username`'s account has TOTP turned on. A pool that cannot be asked is a 503; an
    /// account the pool no longer has is a 401.
    pub async fn has_totp(&self, username: &str) -> Result<bool, ApiError> {
        if self.confirmed.lock().expect("lock").get(username).is_some_and(|at| at.elapsed() < STAFF_MFA_TTL) {
            return Ok(true);
        }
        let client = self
            .cognito
            .as_ref()
            .ok_or_else(|| ApiError::Unavailable("the staff MFA check has no Cognito client".into()))?;
        let out = client.admin_get_user().user_pool_id(&self.pool_id).username(username).send().await.map_err(|e| {
            if e.as_service_error().is_some_and(|s| s.is_user_not_found_exception()) {
                ApiError::Unauthorized
            } else {
                ApiError::Unavailable(format!(
                    "Cognito AdminGetUser: {}",
                    aws_sdk_cognitoidentityprovider::error::DisplayErrorContext(&e)
                ))
            }
        })?;
        let on = out.user_mfa_setting_list().iter().any(|m| m == "SOFTWARE_TOKEN_MFA");
        let mut confirmed = self.confirmed.lock().expect("lock");
        confirmed.retain(|_, at| at.elapsed() < STAFF_MFA_TTL);
        if on {
            confirmed.insert(username.to_owned(), Instant::now());
        }
        Ok(on)
    }
}

impl FromRequestParts<AppState> for MaybeAuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match bearer(parts)? {
            Some(token) => Ok(MaybeAuthUser(Some(state.verifier.verify(token).await?))),
            None => Ok(MaybeAuthUser(None)),
        }
    }
}

#[cfg(test)]
mod claim_tests {
    use super::*;

    const CLIENT: &str = "client-1";
    const NOW_MS: i64 = 1_800_000_000_500; // half a second into its second

    fn claims(extra: serde_json::Value) -> Claims {
        let mut c = serde_json::json!({"sub": "u1", "token_use": "id", "aud": CLIENT, "exp": 1_800_000_100});
        c.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        serde_json::from_value(c).unwrap()
    }

    fn ok(extra: serde_json::Value) -> bool {
        check_claims(&claims(extra), CLIENT, NOW_MS).is_ok()
    }

    #[test]
    fn a_current_id_token_for_this_client_passes() {
        assert!(ok(serde_json::json!({})));
    }

    #[test]
    fn aud_must_be_the_client_id_string_itself() {
        assert!(!ok(serde_json::json!({"aud": [CLIENT]})), "a list containing the client");
        assert!(!ok(serde_json::json!({"aud": [CLIENT, "other"]})));
        assert!(!ok(serde_json::json!({"aud": "other"})));
    }

    #[test]
    fn a_token_is_dead_during_its_exp_second_and_after() {
        assert!(!ok(serde_json::json!({"exp": 1_800_000_000})), "exp is the current second");
        assert!(!ok(serde_json::json!({"exp": 1_799_999_999})));
        assert!(ok(serde_json::json!({"exp": 1_800_000_001})));
    }

    #[test]
    fn a_token_not_yet_valid_is_refused() {
        assert!(!ok(serde_json::json!({"nbf": 1_800_000_001})), "nbf in the next second");
        assert!(ok(serde_json::json!({"nbf": 1_800_000_000})), "nbf is now");
        assert!(ok(serde_json::json!({"nbf": 1_700_000_000})));
    }

    #[test]
    fn only_id_tokens_pass() {
        assert!(!ok(serde_json::json!({"token_use": "access"})));
    }

    #[test]
    fn email_verified_reads_a_boolean_or_the_string_true() {
        assert!(claims(serde_json::json!({"email_verified": true})).email_verified);
        assert!(claims(serde_json::json!({"email_verified": "true"})).email_verified);
        assert!(!claims(serde_json::json!({"email_verified": "false"})).email_verified);
        assert!(!claims(serde_json::json!({})).email_verified);
    }
}

#[cfg(test)]
mod own_id_tests {
    use super::ensure_own_id;

    #[test]
    fn a_sent_id_must_be_the_callers_own() {
        assert!(ensure_own_id(None, Some("cus_1")).is_ok());
        assert!(ensure_own_id(Some(""), Some("cus_1")).is_ok());
        assert!(ensure_own_id(Some("cus_1"), Some("cus_1")).is_ok());
        assert!(ensure_own_id(Some("cus_2"), Some("cus_1")).is_err());
        assert!(ensure_own_id(Some("cus_2"), None).is_err(), "an id sent by one who has none is not theirs");
    }
}
