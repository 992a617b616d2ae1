//! JSON calls to a served router as one user.

use crate::TestUser;

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
