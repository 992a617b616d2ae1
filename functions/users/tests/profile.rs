//! The profile endpoints end to end: HTTP → router → verifier (JWKS from the emulator) → DynamoDB.

use reqwest::StatusCode;
use serde_json::{Value, json};
use testkit::TestEnv;

async fn setup() -> (TestEnv, String) {
    let env = TestEnv::new().await;
    let url = env.spawn(users::router()).await;
    (env, url)
}

fn new_user_body(sub: &str, email: &str) -> Value {
    json!({"authId": sub, "email": email, "firstName": "Ann", "lastName": "Lee"})
}

#[tokio::test]
async fn a_new_user_gets_404_then_is_created_once_and_read_back() {
    let (env, url) = setup().await;
    let ann = env.user("ann@example.com").await;
    let http = reqwest::Client::new();

    let res =
        http.get(format!("{url}/private/v2/users/profile")).header("authorization", ann.bearer()).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], "ERROR_NOT_FOUND");

    let res = http
        .post(format!("{url}/private/v2/users/new"))
        .header("authorization", ann.bearer())
        .json(&new_user_body(ann.sub.as_str(), "Ann@Example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let created: Value = res.json().await.unwrap();
    assert_eq!(created["authId"], ann.sub.as_str());
    assert_eq!(created["email"], "ann@example.com");

    let res =
        http.get(format!("{url}/private/v2/users/profile")).header("authorization", ann.bearer()).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let profile: Value = res.json().await.unwrap();
    assert_eq!(profile["firstName"], "Ann");
    assert_eq!(profile["lastName"], "Lee");
    assert_eq!(profile["userCohort"], "");
    assert_eq!(profile["subscriptionPlanType"], "none");
    assert_eq!(profile["freeTrialStatus"], "none");
    assert_eq!(profile["isSubscriber"], false);
    assert_eq!(profile["id"], created["id"]);

    // A second call (another tab) returns the same profile rather than a new one.
    let res = http
        .post(format!("{url}/private/v2/users/new"))
        .header("authorization", ann.bearer())
        .json(&new_user_body(ann.sub.as_str(), "ann@example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.unwrap()["id"], created["id"]);

    // The stored item is what the client sent, under the token's subject.
    let stored = store::users::get(&env.state.db, &ann.sub).await.unwrap().unwrap();
    assert_eq!(stored.first_name, "Ann");
    assert_eq!(stored.email, "ann@example.com");
}

#[tokio::test]
async fn another_users_id_or_email_is_refused() {
    let (env, url) = setup().await;
    let ann = env.user("ann@example.com").await;
    let bob = env.user("bob@example.com").await;
    let http = reqwest::Client::new();
    let res = http
        .post(format!("{url}/private/v2/users/new"))
        .header("authorization", ann.bearer())
        .json(&new_user_body(bob.sub.as_str(), "bob@example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = http
        .post(format!("{url}/private/v2/users/new"))
        .header("authorization", ann.bearer())
        .json(&new_user_body(ann.sub.as_str(), "bob@example.com"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert!(store::users::get(&env.state.db, &bob.sub).await.unwrap().is_none());
    assert!(store::users::get(&env.state.db, &ann.sub).await.unwrap().is_none());
}

#[tokio::test]
async fn bad_bodies_get_a_clear_400_and_nothing_is_stored() {
    let (env, url) = setup().await;
    let ann = env.user("ann@example.com").await;
    let http = reqwest::Client::new();
    let post = |body: String, content_type: &'static str| {
        http.post(format!("{url}/private/v2/users/new"))
            .header("authorization", ann.bearer())
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    let cases = [
        ("{not json".to_owned(), "application/json", "The body is not valid JSON."),
        (json!({"authId": ann.sub}).to_string(), "application/json", "The body does not have the expected fields"),
        (
            new_user_body(ann.sub.as_str(), "ann@example.com").to_string(),
            "text/plain",
            "Content-Type: application/json",
        ),
        (
            json!({"authId": ann.sub, "email": "not-an-email", "firstName": "A", "lastName": "L"}).to_string(),
            "application/json",
            "Please enter a valid email",
        ),
        (
            json!({"authId": ann.sub, "email": "ann@example.com", "firstName": "  ", "lastName": "L"}).to_string(),
            "application/json",
            "First name is required",
        ),
        (
            json!({"authId": ann.sub, "email": "ann@example.com", "firstName": "A", "lastName": ""}).to_string(),
            "application/json",
            "Last name is required",
        ),
        (
            json!({"authId": ann.sub, "email": "ann@example.com",
                "firstName": "Team\nYour account is locked: visit http://evil.test/reset", "lastName": "L"})
            .to_string(),
            "application/json",
            "Names must be on one line, without control characters.",
        ),
        (
            json!({"authId": 42, "email": "ann@example.com", "firstName": "A", "lastName": "L"}).to_string(),
            "application/json",
            "expected fields",
        ),
    ];
    for (body, content_type, expected) in cases {
        let res = post(body.clone(), content_type).await.unwrap();
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body}");
        let err: Value = res.json().await.unwrap();
        assert_eq!(err["code"], "BAD_REQUEST");
        let message = err["message"].as_str().unwrap();
        assert!(message.contains(expected), "{body}: {message}");
    }
    let huge = json!({"authId": ann.sub, "email": "ann@example.com", "firstName": "A".repeat(70_000), "lastName": "L"});
    let res = post(huge.to_string(), "application/json").await.unwrap();
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(res.json::<Value>().await.unwrap()["code"], "PAYLOAD_TOO_LARGE");
    assert!(store::users::get(&env.state.db, &ann.sub).await.unwrap().is_none());
}

#[tokio::test]
async fn tokens_are_verified() {
    let (env, url) = setup().await;
    let ann = env.user("ann@example.com").await;
    let http = reqwest::Client::new();
    let profile = |auth: Option<String>| {
        let mut req = http.get(format!("{url}/private/v2/users/profile"));
        if let Some(a) = auth {
            req = req.header("authorization", a);
        }
        req.send()
    };
    let res = profile(None).await.unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(res.headers()["www-authenticate"], "Bearer");
    assert_eq!(res.json::<Value>().await.unwrap()["code"], "UNAUTHORIZED");

    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    let claims = |overrides: Value| {
        let mut c = json!({"sub": ann.sub, "iss": env.pool.issuer, "aud": env.pool.client_id, "token_use": "id",
            "iat": now - 10, "exp": now + 3600, "email": ann.email});
        for (k, v) in overrides.as_object().unwrap() {
            c[k] = v.clone();
        }
        format!("Bearer {}", testkit::tokens::sign(&c))
    };
    // The same claims as a real token are accepted: the signing path is right.
    store::users::create(&env.state.db, &store::users::Profile::new(&ann.sub, "id", &ann.email, "Ann", "Lee", now))
        .await
        .unwrap();
    assert_eq!(profile(Some(claims(json!({})))).await.unwrap().status(), StatusCode::OK);
    assert_eq!(profile(Some(ann.bearer())).await.unwrap().status(), StatusCode::OK);

    let refused = [
        ("expired", claims(json!({"exp": now - 1}))),
        ("during its exp second", claims(json!({"exp": now}))),
        ("not before a later time", claims(json!({"nbf": now + 60}))),
        ("aud a list containing the client", claims(json!({"aud": [env.pool.client_id]}))),
        ("access token", claims(json!({"token_use": "access"}))),
        ("other client", claims(json!({"aud": "someone-else"}))),
        ("other pool", claims(json!({"iss": "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other"}))),
        ("garbage", "Bearer not.a.token".to_owned()),
        ("not bearer", format!("Basic {}", ann.id_token)),
        ("tampered", {
            let mut parts: Vec<String> = ann.id_token.split('.').map(str::to_owned).collect();
            parts[1] = parts[1].chars().rev().collect();
            format!("Bearer {}", parts.join("."))
        }),
    ];
    for (what, auth) in refused {
        assert_eq!(profile(Some(auth)).await.unwrap().status(), StatusCode::UNAUTHORIZED, "{what}");
    }
}

#[tokio::test]
async fn a_profile_is_created_only_for_an_address_cognito_verified() {
    let (env, url) = setup().await;
    let http = reqwest::Client::new();
    let create = |bearer: String, sub: String, email: String| {
        http.post(format!("{url}/private/v2/users/new"))
            .header("authorization", bearer)
            .json(&new_user_body(&sub, &email))
            .send()
    };
    // A token whose address was never confirmed (Cognito writes `email_verified: false`).
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    let sub = "unverified-user";
    let token = testkit::tokens::sign(&json!({"sub": sub, "iss": env.pool.issuer, "aud": env.pool.client_id,
        "token_use": "id", "iat": now, "exp": now + 3600, "email": "victim@example.com", "email_verified": false}));
    let res = create(format!("Bearer {token}"), sub.into(), "victim@example.com".into()).await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert_eq!(res.json::<Value>().await.unwrap()["code"], "EMAIL_NOT_VERIFIED");
    assert!(
        store::users::get(&env.state.db, &domain::ids::UserId::from(sub)).await.unwrap().is_none(),
        "nothing stored"
    );
    assert!(
        store::users::find_by_email(&env.state.db, &domain::email::Email::parse("victim@example.com").unwrap())
            .await
            .unwrap()
            .is_none()
    );

    // A signed-in user changes their own address with their access token (no code): the pool keeps
    // the verified original until the new one is confirmed, so the new sign-in still names the
    // original and the other person's address never reaches a profile.
    let mallory = env.user("mallory@example.com").await;
    let tokens = testkit::cognito::call(&env.pool.endpoint, "InitiateAuth", json!({"ClientId": env.pool.client_id,
        "AuthFlow": "USER_PASSWORD_AUTH", "AuthParameters": {"USERNAME": mallory.email, "PASSWORD": testkit::cognito::PASSWORD}}))
    .await;
    let access = tokens["AuthenticationResult"]["AccessToken"].as_str().unwrap().to_owned();
    testkit::cognito::call(&env.pool.endpoint, "UpdateUserAttributes", json!({"AccessToken": access,
        "UserAttributes": [{"Name": "email", "Value": "victim@example.com"}, {"Name": "email_verified", "Value": "true"}]}))
    .await;
    let id_token = env.pool.sign_in(&mallory.email, testkit::cognito::PASSWORD).await;
    let res = create(format!("Bearer {id_token}"), mallory.sub.to_string(), "victim@example.com".into()).await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "the typed address is not the signed-in one");
    let res = create(format!("Bearer {id_token}"), mallory.sub.to_string(), mallory.email.clone()).await.unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    assert!(
        store::users::find_by_email(&env.state.db, &domain::email::Email::parse("victim@example.com").unwrap())
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn signed_in_answers_are_never_cached() {
    let (env, url) = setup().await;
    let ann = env.user("ann@example.com").await;
    let http = reqwest::Client::new();
    let res =
        http.get(format!("{url}/private/v2/users/profile")).header("authorization", ann.bearer()).send().await.unwrap();
    assert_eq!(res.headers()["cache-control"], "no-store", "a 404 for a signed-in caller too");
    let res = http.get(format!("{url}/health")).send().await.unwrap();
    assert!(!res.headers().contains_key("cache-control"));
}

#[tokio::test]
async fn unknown_routes_and_methods_answer_json() {
    let (_env, url) = setup().await;
    let http = reqwest::Client::new();
    let res = http.get(format!("{url}/private/v2/users/nope")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert_eq!(res.json::<Value>().await.unwrap()["code"], "ROUTE_NOT_FOUND");
    let res = http.delete(format!("{url}/private/v2/users/profile")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(res.json::<Value>().await.unwrap()["code"], "METHOD_NOT_ALLOWED");
    let res = http.get(format!("{url}/health")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().contains_key("x-request-id"));
}

#[tokio::test]
async fn the_cohort_is_stored_and_returned_in_the_profile() {
    let (env, url) = setup().await;
    let ann = env.user("ann@example.com").await;
    let http = reqwest::Client::new();
    let put = |body: Value| {
        http.put(format!("{url}/private/v2/users/profile/cohort"))
            .header("authorization", ann.bearer())
            .json(&body)
            .send()
    };

    // No profile yet: nothing to set.
    assert_eq!(put(json!({"year": 2027, "month": "MAY"})).await.unwrap().status(), StatusCode::NOT_FOUND);
    http.post(format!("{url}/private/v2/users/new"))
        .header("authorization", ann.bearer())
        .json(&new_user_body(ann.sub.as_str(), &ann.email))
        .send()
        .await
        .unwrap();

    let res = put(json!({"year": 2027, "month": "MAY"})).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.unwrap()["userCohort"], "2027#MAY");
    let res = put(json!({"year": 2026, "month": "NOV"})).await.unwrap();
    assert_eq!(res.json::<Value>().await.unwrap()["userCohort"], "2026#NOV");

    for bad in [json!({"year": 2027, "month": "JUN"}), json!({"year": 0, "month": "MAY"}), json!({"month": "MAY"})] {
        assert_eq!(put(bad.clone()).await.unwrap().status(), StatusCode::BAD_REQUEST, "{bad}");
    }
    let profile: Value = http
        .get(format!("{url}/private/v2/users/profile"))
        .header("authorization", ann.bearer())
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(profile["userCohort"], "2026#NOV");
}
