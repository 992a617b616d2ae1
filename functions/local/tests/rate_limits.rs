//! Each rate-limited route holds its limit per client address: once the window's budget is spent
//! the next request is a 429 with `Retry-After` and the one error body, while another address is
//! still served. Budgets are lowered here (`RateLimits`); the defaults are in `api::limit`.

use std::net::IpAddr;
use std::sync::Arc;

use api::limit::{Limit, RateLimits};
use serde_json::json;
use testkit::TestEnv;

const BUDGET: u32 = 3;

#[tokio::test]
async fn every_limited_route_answers_429_with_retry_after_once_the_budget_is_spent() {
    let routes = [
        ("/private/v1/coupons/redeem", json!({ "couponId": "NOPE" })),
        ("/private/v2/payments/promo-code/validate", json!({ "promoCode": "NOPE" })),
        ("/private/v2/payments/product/promo-code/validate", json!({ "promoCode": "NOPE", "recordedLessonId": 1 })),
        ("/api/v2/quiz-challenge/start", json!({})),
        ("/api/v2/quiz-challenge/submit", json!({ "gameId": "nope", "answer": 0 })),
    ];
    for (path, body) in routes {
        // A fresh world per route, so the two promo routes' shared budget does not mix the counts.
        let mut env = TestEnv::new().await;
        let budget = Limit::new(BUDGET, 600);
        Arc::make_mut(&mut env.state.config).rate_limits = RateLimits {
            trial_redeem: budget,
            promo_validate: budget,
            challenge_start: budget,
            challenge_answer: budget,
        };
        let student = env.student("ann@example.com").await;
        let url = env.spawn(local::routes()).await;
        let from = |ip: &str| reqwest::Client::builder().local_address(ip.parse::<IpAddr>().unwrap()).build().unwrap();
        let (one, other) = (from("127.0.0.1"), from("127.0.0.2"));
        let send = |client: &reqwest::Client| {
            client.post(format!("{url}{path}")).header("authorization", student.bearer()).json(&body).send()
        };
        for i in 0..BUDGET {
            let res = send(&one).await.unwrap();
            assert_ne!(res.status(), 429, "{path}: request {i} is within the budget");
        }
        let res = send(&one).await.unwrap();
        assert_eq!(res.status(), 429, "{path}: over the budget");
        let retry_after: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=600).contains(&retry_after), "{path}: Retry-After {retry_after}");
        let error: serde_json::Value = res.json().await.unwrap();
        assert_eq!(error["code"], "TOO_MANY_REQUESTS", "{path}");
        assert!(error["message"].as_str().unwrap().starts_with("Too many attempts. Please wait "), "{error}");
        assert_ne!(send(&other).await.unwrap().status(), 429, "{path}: another address has its own budget");
    }
}
