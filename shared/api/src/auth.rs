//! Identity: verifies Cognito ID tokens and gives handlers the caller, so handlers never touch tokens.
//!
//! A token is accepted when it is RS256-signed by a key of the pool's JWKS, its `iss` is the pool,
//! its `aud` is the app client, `token_use` is `id`, and it has not expired (no grace period).
//! This runs in every function whether or not API Gateway's JWT authorizer ran first.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header};
use serde::Deserialize;
use tokio::sync::RwLock;

use crate::config::CognitoConfig;
use crate::{ApiError, AppState};

/// Unknown key ids trigger a JWKS refetch at most this often (key rotation, not a DoS lever).
const REFETCH_INTERVAL: Duration = Duration::from_secs(30);

/// The signed-in caller, taken from a verified ID token.
#[derive(Debug, Clone)]
pub struct AuthUser {
    /// The identity subject: the only user id the API trusts.
    pub sub: String,
    pub email: Option<String>,
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
pub fn ensure_own_id(sent: Option<&str>, own: &str) -> Result<(), ApiError> {
    match sent {
        Some(sent) if !sent.is_empty() && sent != own => Err(ApiError::Forbidden("That is not your account.")),
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
    #[serde(default)]
    email: Option<String>,
    #[serde(default)]
    given_name: Option<String>,
    #[serde(default)]
    family_name: Option<String>,
    #[serde(default, rename = "cognito:groups")]
    groups: Vec<String>,
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
        validation.set_audience(&[&config.client_id]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        validation.leeway = 0;
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
        if c.token_use != "id" {
            return Err(ApiError::Unauthorized);
        }
        Ok(AuthUser {
            sub: c.sub,
            email: c.email,
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

/// A caller in the Cognito group `staff` (the `cognito:groups` claim of a token the pool signed):
/// the only callers of `/admin/*`. Everyone else gets 403; no token, 401.
#[derive(Debug, Clone)]
pub struct StaffUser(pub AuthUser);

impl FromRequestParts<AppState> for StaffUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = AuthUser::from_request_parts(parts, state).await?;
        if user.is_staff() { Ok(StaffUser(user)) } else { Err(ApiError::Forbidden("This is for Seven's staff only.")) }
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
mod own_id_tests {
    use super::ensure_own_id;

    #[test]
    fn a_sent_id_must_be_the_callers_own() {
        assert!(ensure_own_id(None, "cus_1").is_ok());
        assert!(ensure_own_id(Some(""), "cus_1").is_ok());
        assert!(ensure_own_id(Some("cus_1"), "cus_1").is_ok());
        assert!(ensure_own_id(Some("cus_2"), "cus_1").is_err());
    }
}
