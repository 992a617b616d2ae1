//! Per-client rate limits on the routes a stranger could hammer: redeeming a trial, validating
//! promo codes, and Quiz Challenge games (guests play without signing in). One mechanism: a layer
//! on the route that counts the request with one conditional UpdateItem (`store::limits`), and
//! answers 429 with `Retry-After` once the window's budget is spent. A handler whose budget only a
//! request that passed its checks should spend counts the same way itself ([`spend`]: a signed-in
//! student's diagram uploads).
//!
//! Who is counted is decided after the token is verified: a signed-in caller against their own
//! budget (their token's subject), a guest against their address, and only on routes guests may
//! use. A request with a bad token is a 401 that spends nobody's budget, and a tokenless request to
//! a route that needs a token is refused (401) without counting, so no stranger on a shared
//! address (a school's) can spend a student's budget. The verified caller is kept for the
//! handler, so the token is verified once. Sign-in and sign-up go straight to Cognito; the user
//! pool's WAF rules limit those (infra/lib/seven-stack.ts).

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::response::{IntoResponse, Response};
use tower::{Layer, Service};

use crate::{ApiError, AppState, AuthUser};
use domain::ids::UserId;

pub use crate::config::{Limit, Limited, RateLimits};

/// The layer that limits one route: `post(handler).route_layer(per_client(Limited::...))`.
pub fn per_client(what: Limited) -> PerClientLayer {
    PerClientLayer(what)
}

#[derive(Clone, Copy, Debug)]
pub struct PerClientLayer(Limited);

impl<S> Layer<S> for PerClientLayer {
    type Service = PerClient<S>;

    fn layer(&self, inner: S) -> Self::Service {
        PerClient { inner, what: self.0 }
    }
}

#[derive(Clone, Debug)]
pub struct PerClient<S> {
    inner: S,
    what: Limited,
}

impl<S> Service<Request<Body>> for PerClient<S>
where
    S: Service<Request<Body>, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request<Body>) -> Self::Future {
        // The clone that was made ready is the one that serves this request.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let what = self.what;
        Box::pin(async move {
            let Some(state) = req.extensions().get::<AppState>().cloned() else {
                return Ok(ApiError::internal("the rate limit has no state").into_response());
            };
            let mut req = req;
            let client = match caller(&state, req.headers()).await {
                Ok(Caller::User(user)) => {
                    let client = Client::User(user.sub.clone());
                    req.extensions_mut().insert(user);
                    client
                }
                Ok(Caller::Guest) if what.admits_guests() => Client::Address(client_address(&req)),
                // The handler's extractor refuses it (401); nobody's budget is spent.
                Ok(Caller::Guest) => return inner.call(req).await,
                Err(e) => return Ok(e.into_response()),
            };
            match admit(&state, what, &client).await {
                Ok(()) => inner.call(req).await,
                Err(e) => Ok(e.into_response()),
            }
        })
    }
}

/// Who sent a request: the verified caller, or a guest (no token). A bad token is an error (401).
enum Caller {
    User(AuthUser),
    Guest,
}

async fn caller(state: &AppState, headers: &axum::http::HeaderMap) -> Result<Caller, ApiError> {
    Ok(match crate::auth::verified_caller(headers, state).await? {
        Some(user) => Caller::User(user),
        None => Caller::Guest,
    })
}

/// Whose budget a request spends.
enum Client {
    /// A signed-in caller's own (their token's subject).
    User(UserId),
    /// A guest's address.
    Address(String),
}

/// Counts the request; a 429 with the seconds until the window ends once the budget is spent.
async fn admit(state: &AppState, what: Limited, client: &Client) -> Result<(), ApiError> {
    let limit = state.config.rate_limits.get(what);
    match count(state, what.name(), client, limit).await? {
        None => Ok(()),
        Some(retry_after_secs) => Err(ApiError::TooManyRequests { reason: what.reason(limit), retry_after_secs }),
    }
}

/// Counts one of a signed-in caller's `what` from a handler: for a budget only a request that
/// passed the handler's checks spends (a refused request costs nothing), as the diagram uploads'
/// (functions/marking). The same counters and answer as the layer's.
pub async fn spend(state: &AppState, what: Limited, user: &UserId) -> Result<(), ApiError> {
    admit(state, what, &Client::User(user.clone())).await
}

/// Counts one `what` of `client` in the current window of `limit` (one conditional UpdateItem):
/// `None` when counted, else the seconds until the window ends.
async fn count(state: &AppState, what: &str, client: &Client, limit: Limit) -> Result<Option<u64>, ApiError> {
    let client = match client {
        // By a fingerprint of the id: no counter names a student (an erased one's lapse by TTL).
        Client::User(sub) => format!("user:{}", crate::digest::fingerprint(sub.as_str())),
        Client::Address(address) => format!("address:{address}"),
    };
    let now = state.clock.now_secs();
    let window_secs = i64::from(limit.window_secs);
    let window = now.div_euclid(window_secs);
    let ends = (window + 1) * window_secs;
    let key = format!("{what}#{client}#{window}");
    if store::limits::count(&state.db, &key, limit.requests, ends).await? {
        Ok(None)
    } else {
        tracing::warn!(limited = what, client, "rate limit reached");
        Ok(Some((ends - now).max(1) as u64))
    }
}

/// The caller's address: API Gateway's `sourceIp` in Lambda (the TCP peer it saw, not a header the
/// caller writes), the socket's peer locally; one shared budget where neither is known.
fn client_address(req: &Request<Body>) -> String {
    use lambda_http::request::RequestContext;
    if let Some(RequestContext::ApiGatewayV2(ctx)) = req.extensions().get::<RequestContext>()
        && let Some(ip) = &ctx.http.source_ip
    {
        return ip.clone();
    }
    match req.extensions().get::<ConnectInfo<std::net::SocketAddr>>() {
        Some(ConnectInfo(addr)) => addr.ip().to_string(),
        None => "unknown".to_owned(),
    }
}
