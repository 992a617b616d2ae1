//! The one entitlement check, end to end: token → profile in DynamoDB → clock. Every study-content
//! route calls `require_subscriber`; this proves what it lets through, whatever a page does.

use api::clock::Clock;
use api::entitlement::require_subscriber;
use api::{ApiResult, AppState, AuthUser};
use axum::Router;
use axum::extract::State;
use axum::routing::get;
use reqwest::StatusCode;
use store::users::{PlanType, Profile, TrialStatus};
use testkit::TestEnv;

async fn probe(State(state): State<AppState>, user: AuthUser) -> ApiResult<&'static str> {
    require_subscriber(&state, &user).await?;
    Ok("study content")
}

const NOW: i64 = 1_800_000_000;

/// How a case's stored profile differs from a new user's; `None`: no profile at all.
type Shape = Option<Box<dyn Fn(&mut Profile)>>;

#[tokio::test]
async fn only_active_subscribers_and_trials_get_through() {
    let env = TestEnv::with_clock(Clock::fixed(NOW * 1000)).await;
    let url = env.spawn(Router::new().route("/private/v1/probe", get(probe))).await;
    let http = reqwest::Client::new();

    let cases: Vec<(&str, Shape, StatusCode)> = vec![
        ("never created a profile", None, StatusCode::FORBIDDEN),
        ("no plan", Some(Box::new(|_| {})), StatusCode::FORBIDDEN),
        (
            "active trial",
            Some(Box::new(|p| {
                p.free_trial_status = TrialStatus::Active;
                p.free_trial_expiry = NOW + 60;
            })),
            StatusCode::OK,
        ),
        (
            "trial past its expiry, still stored as active",
            Some(Box::new(|p| {
                p.free_trial_status = TrialStatus::Active;
                p.free_trial_expiry = NOW;
            })),
            StatusCode::FORBIDDEN,
        ),
        (
            "paid subscriber",
            Some(Box::new(|p| {
                p.subscription_status = store::users::SubscriptionStatus::Active;
                p.subscription_expiry = NOW + 86_400;
                p.subscription_plan_type = PlanType::Single;
            })),
            StatusCode::OK,
        ),
        (
            "subscription lapsed past the renewal grace",
            Some(Box::new(|p| {
                p.subscription_status = store::users::SubscriptionStatus::Active;
                p.subscription_expiry = NOW - api::entitlement::RENEWAL_GRACE_SECS;
                p.subscription_plan_type = PlanType::Single;
            })),
            StatusCode::FORBIDDEN,
        ),
        (
            "subscription cancelled at its period end, which has passed",
            Some(Box::new(|p| {
                p.subscription_status = store::users::SubscriptionStatus::Active;
                p.cancel_at_period_end = true;
                p.subscription_expiry = NOW - 1;
                p.subscription_plan_type = PlanType::Single;
            })),
            StatusCode::FORBIDDEN,
        ),
        (
            "cancelled subscription",
            Some(Box::new(|p| {
                p.subscription_status = store::users::SubscriptionStatus::Canceled;
                p.subscription_expiry = NOW + 86_400;
            })),
            StatusCode::FORBIDDEN,
        ),
    ];
    for (i, (what, shape, expected)) in cases.into_iter().enumerate() {
        let user = env.user(&format!("case{i}@example.com")).await;
        if let Some(shape) = shape {
            let mut p = Profile::new(&user.sub, "id", &user.email, "Case", "User", NOW);
            shape(&mut p);
            store::users::put(&env.state.db, &p).await.unwrap();
        }
        let res =
            http.get(format!("{url}/private/v1/probe")).header("authorization", user.bearer()).send().await.unwrap();
        assert_eq!(res.status(), expected, "{what}");
    }
    let res = http.get(format!("{url}/private/v1/probe")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}
