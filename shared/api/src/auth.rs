//! Identity: verifies Cognito ID tokens and gives handlers the caller, so handlers never touch tokens.
//!
//! A token is accepted as AWS's own verifier (aws-jwt-verify's `CognitoJwtVerifier`) accepts it:
//! RS256-signed by a key of the pool's JWKS, `iss` the pool, `aud` exactly the app client's id (a
//! string, not a list containing it), `token_use` `id`, `exp` after now (to the millisecond: a
//! token is dead during its `exp` second), `nbf`, when present, not after now; no grace period.
//! This runs in every function whether or not API Gateway's JWT authorizer ran first.
//!
//! Staff need more: a session that passed an authenticator app (`crate::staff`).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header};
use serde::Deserialize;
use tokio::sync::RwLock;

use crate::config::CognitoConfig;
use crate::{ApiError, AppState};
use domain::ids::UserId;

/// Unknown key ids trigger a JWKS refetch at most this often (key rotation, not a DoS lever).
const REFETCH_INTERVAL: Duration = Duration::from_secs(30);

/// The signed-in caller, taken from a verified ID token.
#[derive(Debug, Clone)]
pub struct AuthUser {
    /// The identity subject: the only user id the API trusts.
    pub sub: UserId,
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
    /// The ID token's `auth_time`: when the session's sign-in happened (epoch seconds), which a
    /// refresh keeps (OpenID Connect Core §12.2).
    pub signed_in_at: Option<i64>,
}

impl AuthUser {
    pub fn is_staff(&self) -> bool {
        self.groups.iter().any(|g| g == "staff")
    }

    /// A user id sent by the client is only accepted when it is the caller's own.
    pub fn ensure_self(&self, claimed: &(impl AsRef<str> + ?Sized)) -> Result<(), ApiError> {
        if self.sub.as_str() == claimed.as_ref() {
            Ok(())
        } else {
            Err(ApiError::Forbidden("You can only act on your own account."))
        }
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
    #[serde(default)]
    auth_time: Option<i64>,
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
            sub: UserId::new(c.sub),
            email: c.email,
            email_verified: c.email_verified,
            given_name: c.given_name,
            family_name: c.family_name,
            groups: c.groups,
            signed_in_at: c.auth_time,
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

pub(crate) fn now_ms() -> i64 {
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

fn bearer(headers: &HeaderMap) -> Result<Option<&str>, ApiError> {
    let Some(value) = headers.get(AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().map_err(|_| ApiError::Unauthorized)?;
    let token =
        value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")).ok_or(ApiError::Unauthorized)?;
    Ok(Some(token.trim()))
}

/// The caller a request's headers name: verified; `None` without a token; a bad token is a 401.
pub(crate) async fn verified_caller(headers: &HeaderMap, state: &AppState) -> Result<Option<AuthUser>, ApiError> {
    match bearer(headers)? {
        Some(token) => Ok(Some(state.verifier.verify(token).await?)),
        None => Ok(None),
    }
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        // A layer that needed the caller first (the rate limit) verified the token already.
        if let Some(user) = parts.extensions.get::<AuthUser>() {
            return Ok(user.clone());
        }
        verified_caller(&parts.headers, state).await?.ok_or(ApiError::Unauthorized)
    }
}

impl FromRequestParts<AppState> for MaybeAuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<AuthUser>() {
            return Ok(MaybeAuthUser(Some(user.clone())));
        }
        Ok(MaybeAuthUser(verified_caller(&parts.headers, state).await?))
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
