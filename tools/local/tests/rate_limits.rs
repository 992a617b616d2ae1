//! Each rate-limited route holds its limit per client: a signed-in caller by their own token's
//! subject, a guest (on the routes guests may use) by their address. Once the window's budget is
//! spent the next request is a 429 with `Retry-After` and the one error body, while another client
//! is still served; a request with no token or a bad one spends nobody's budget. Budgets are
//! lowered here (`RateLimits`); the defaults are in `api::limit`.

use std::net::IpAddr;
use std::sync::Arc;

use api::limit::{Limit, RateLimits};
use serde_json::{Value, json};
use testkit::TestEnv;

const BUDGET: u32 = 3;

const ROUTES: [(&str, bool); 6] = [
    ("/private/v1/coupons/redeem", false),
    ("/private/v2/users/friends-and-family/member", false),
    ("/private/v2/payments/promo-code/validate", false),
    ("/private/v2/payments/product/promo-code/validate", false),
    ("/api/v2/quiz-challenge/start", true),
    ("/api/v2/quiz-challenge/submit", true),
];

fn body(path: &str) -> Value {
    match path {
        "/private/v1/coupons/redeem" => json!({ "couponId": "NOPE" }),
        "/private/v2/payments/promo-code/validate" => json!({ "promoCode": "NOPE" }),
        "/private/v2/payments/product/promo-code/validate" => json!({ "promoCode": "NOPE", "recordedLessonId": 1 }),
        "/api/v2/quiz-challenge/start" => json!({}),
        "/private/v2/users/friends-and-family/member" => json!({ "inviteeEmail": "someone@example.com" }),
        _ => json!({ "gameId": "nope", "answer": 0 }),
    }
}

/// A world whose limited routes all have a budget of [`BUDGET`] per 10 minutes.
async fn limited_world() -> (TestEnv, String) {
    let mut env = TestEnv::new().await;
    let budget = Limit::new(BUDGET, 600);
    Arc::make_mut(&mut env.state.config).rate_limits = RateLimits {
        trial_redeem: budget,
        promo_validate: budget,
        challenge_start: budget,
        challenge_answer: budget,
        family_change: budget,
        diagram_upload: budget,
    };
    let url = env.spawn(routes::routes()).await;
    (env, url)
}

fn from(ip: &str) -> reqwest::Client {
    reqwest::Client::builder().local_address(ip.parse::<IpAddr>().unwrap()).build().unwrap()
}

async fn send(client: &reqwest::Client, url: &str, path: &str, token: Option<&str>) -> reqwest::Response {
    let mut req = client.post(format!("{url}{path}")).json(&body(path));
    if let Some(token) = token {
        req = req.header("authorization", token);
    }
    req.send().await.unwrap()
}

async fn assert_429(res: reqwest::Response, path: &str) {
    assert_eq!(res.status(), 429, "{path}: over the budget");
    let retry_after: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=600).contains(&retry_after), "{path}: Retry-After {retry_after}");
    let error: Value = res.json().await.unwrap();
    assert_eq!(error["code"], "TOO_MANY_REQUESTS", "{path}");
    assert!(error["message"].as_str().unwrap().starts_with("Too many attempts. Please wait "), "{error}");
}

#[tokio::test]
async fn a_signed_in_caller_spends_their_own_budget_wherever_they_are() {
    for (path, _) in ROUTES {
        // A fresh world per route, so the two promo routes' shared budget does not mix the counts.
        let (env, url) = limited_world().await;
        let (ann, bob) = (env.student("ann@example.com").await, env.student("bob@example.com").await);
        let (one, other) = (from("127.0.0.1"), from("127.0.0.2"));
        for i in 0..BUDGET {
            let res = send(&one, &url, path, Some(&ann.bearer())).await;
            assert_ne!(res.status(), 429, "{path}: request {i} is within the budget");
        }
        assert_429(send(&one, &url, path, Some(&ann.bearer())).await, path).await;
        assert_429(send(&other, &url, path, Some(&ann.bearer())).await, path).await;
        let res = send(&one, &url, path, Some(&bob.bearer())).await;
        assert_ne!(res.status(), 429, "{path}: another student on the same address has their own budget");
    }
}

#[tokio::test]
async fn guests_spend_their_addresss_budget_and_never_a_signed_in_students() {
    for (path, guests) in ROUTES {
        let (env, url) = limited_world().await;
        let ann = env.student("ann@example.com").await;
        let (school, home) = (from("127.0.0.1"), from("127.0.0.2"));
        // Floods with no token and with a bad one, from the student's own (shared) address.
        for _ in 0..BUDGET * 4 {
            let res = send(&school, &url, path, Some("Bearer not-a-token")).await;
            assert_eq!(res.status(), 401, "{path}: a bad token");
        }
        for i in 0..BUDGET * 4 {
            let res = send(&school, &url, path, None).await;
            if guests {
                let over = i >= BUDGET;
                assert_eq!(res.status() == 429, over, "{path}: guest request {i}");
            } else {
                assert_eq!(res.status(), 401, "{path}: no token, no count");
            }
        }
        if guests {
            assert_ne!(send(&home, &url, path, None).await.status(), 429, "{path}: another address's guests");
        }
        for i in 0..BUDGET {
            let res = send(&school, &url, path, Some(&ann.bearer())).await;
            assert_ne!(res.status(), 429, "{path}: the student's request {i} is within their own budget");
        }
    }
}
