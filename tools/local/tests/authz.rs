//! The authorization matrix: every route × eight callers against the table of expected statuses in
//! `tests/authz-matrix.txt`, plus probes with another user's ids and resources (IDOR). The test
//! fails on any cell that differs and prints the whole table of what it saw;
//! `UPDATE_AUTHZ=1 cargo test -p local --test authz` writes that table back (review the diff!);
//! `AUTHZ_DEBUG=1` prints the body of every 400.
//!
//! A staff member without an authenticator app (TOTP) is refused every `/admin/` row (its own test).
//!
//! Each row runs against fresh caller profiles (rewritten before the row), so one row's writes (a
//! trial redeemed, a plan cancelled) never change what the next row sees.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde_json::json;
use store::users::{FamilyMember, PlanType, Profile, TrialStatus};
use testkit::{ApiClient, TestEnv, TestUser, workspace_root};

const CALLERS: [&str; 8] = ["visitor", "none", "trial", "expired", "single", "owner", "member", "staff"];
const DAY: i64 = 86_400;

struct Row {
    method: String,
    target: String,
    body: String,
    expected: Vec<String>,
}

fn matrix_path() -> std::path::PathBuf {
    workspace_root().join("tools/local/tests/authz-matrix.txt")
}

/// `METHOD /path?query | body or - | eight statuses`; `#` starts a comment line. Also returns
/// every line's row index (None for comments), to write the table back in the same order.
fn read_matrix() -> (Vec<(String, Option<usize>)>, Vec<Row>) {
    let text = std::fs::read_to_string(matrix_path()).expect("authz-matrix.txt");
    let (mut lines, mut rows) = (vec![], vec![]);
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            lines.push((line.to_owned(), None));
            continue;
        }
        lines.push((String::new(), Some(rows.len())));
        let parts: Vec<&str> = line.split(" | ").map(str::trim).collect();
        assert_eq!(parts.len(), 3, "malformed row: {line}");
        let (method, target) = parts[0].split_once(' ').expect("method and path");
        rows.push(Row {
            method: method.to_owned(),
            target: target.trim().to_owned(),
            body: parts[1].to_owned(),
            expected: parts[2].split_whitespace().map(str::to_owned).collect(),
        });
    }
    (lines, rows)
}

struct World {
    env: TestEnv,
    api: ApiClient,
    callers: Vec<Option<TestUser>>,
    /// Values the rows name with `$NAME`: the caller's own id, and another user's ids and resources.
    vars: BTreeMap<&'static str, String>,
}

impl World {
    fn user(&self, kind: &str) -> &TestUser {
        let i = CALLERS.iter().position(|c| *c == kind).expect("caller");
        self.callers[i].as_ref().expect("signed in")
    }

    /// Every caller's profile as its kind has it, written again before each row.
    async fn reset_profiles(&self) {
        let now = self.env.clock.now_secs();
        for (kind, user) in CALLERS.iter().zip(&self.callers) {
            let Some(u) = user else { continue };
            let mut p = Profile::new(&u.sub, u.sub.as_str(), &u.email, "Test", kind, now - 30 * DAY);
            p.user_cohort = "2027#MAY".parse().ok();
            match *kind {
                "trial" => (p.free_trial_status, p.free_trial_expiry) = (TrialStatus::Active, now + DAY),
                "expired" => (p.free_trial_status, p.free_trial_expiry) = (TrialStatus::Active, now - DAY),
                "single" | "owner" | "member" => {
                    p.subscription_status = store::users::SubscriptionStatus::Active;
                    p.subscription_expiry = now + 20 * DAY;
                    p.payment_id = Some(format!("cus_authz_{kind}"));
                    p.subscription_id =
                        Some(if *kind == "single" { "sub_authz_single" } else { "sub_authz_family" }.into());
                    p.subscription_plan_type = match *kind {
                        "single" => PlanType::Single,
                        "owner" => PlanType::FamilyOwner,
                        _ => PlanType::FamilyMember,
                    };
                }
                _ => {}
            }
            if *kind == "owner" {
                let m = self.user("member");
                let member =
                    FamilyMember { first_name: "Test".into(), last_name: "member".into(), email: m.email.clone() };
                p.family_members.insert(m.sub.clone(), member);
            }
            if *kind == "member" {
                p.family_owner_id = Some(self.user("owner").sub.clone());
                p.payment_id = None;
            }
            store::users::put(&self.env.state.db, &p).await.expect("put profile");
        }
    }

    fn fill(&self, text: &str, caller: Option<&TestUser>) -> String {
        let mut out = text
            .replace("$SELF_EMAIL", caller.map_or("visitor@authz.test", |u| u.email.as_str()))
            .replace("$SELF", caller.map_or("visitor", |u| u.sub.as_str()));
        // Longest names first: `$OTHER_THREAD` is not `$OTHER` followed by `_THREAD`.
        let mut vars: Vec<_> = self.vars.iter().collect();
        vars.sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
        for (name, value) in vars {
            out = out.replace(&format!("${name}"), value);
        }
        out
    }

    async fn status(&self, row: &Row, caller: Option<&TestUser>) -> u16 {
        let url = format!("{}{}", self.api.url, self.fill(&row.target, caller));
        let mut req = self.api.http.request(row.method.parse().expect("method"), url);
        if let Some(u) = caller {
            req = req.header("authorization", u.bearer());
        }
        if row.body != "-" {
            req = req.header("content-type", "application/json").body(self.fill(&row.body, caller));
        }
        let res = req.send().await.expect("request");
        let status = res.status().as_u16();
        if std::env::var("AUTHZ_DEBUG").is_ok() && status == 400 {
            eprintln!("{} {} -> {}", row.method, self.fill(&row.target, caller), res.text().await.unwrap_or_default());
        }
        status
    }
}

/// Another student ("victim") with a note, a quiz attempt, a study-help thread, a checkout, a
/// handed-in answer and a paper sitting, and another family whose member the matrix's owner must
/// not be able to remove.
async fn world() -> World {
    let env = TestEnv::new().await;
    demo::seed::demo_content(&env.state, None).await.expect("seed");
    let api = ApiClient::new(env.spawn(routes::routes()).await);
    let mut callers = vec![None];
    for kind in &CALLERS[1..] {
        // Staff have an authenticator app on, as the staff routes require.
        let user = if *kind == "staff" {
            env.staff("staff@authz.test").await
        } else {
            env.pool.user(&format!("{kind}@authz.test"), "Test", kind, &[]).await
        };
        callers.push(Some(user));
    }

    let victim = env.student("victim@authz.test").await;
    let (_, files) = api.get(&victim, "/private/v1/files?topic_id=1").await;
    let file = files[0]["key"].as_str().expect("a seeded file in topic 1").to_owned();
    let (status, note) = api
        .post(&victim, "/private/v1/notes", json!({"cognitoId": victim.sub, "fileKey": file, "subjectId": 1, "topicId": 1, "notesTaken": "<p>mine</p>"}))
        .await;
    assert!(status.is_success(), "{note}");
    let (_, questions) = api.get(&victim, "/private/v1/qna/question-set-details?questionSetId=1").await;
    let question = questions[0]["id"].to_string();
    // A card only the victim holds: a question no row of the matrix touches.
    let (status, card) = api
        .post(
            &victim,
            "/private/v2/review/cards",
            json!({"source": {"kind": "questionBank", "questionSetId": 1, "questionId": questions[1]["id"]}}),
        )
        .await;
    assert!(status.is_success(), "{card}");
    let (status, attempt) =
        api.post(&victim, "/private/v2/quiz/set", json!({"authId": victim.sub, "quizSetId": 1, "answers": []})).await;
    assert!(status.is_success(), "{attempt}");
    let (status, thread) = api
        .post(&victim, "/private/v2/ask-a-question/thread/new", json!({"title": "Mine", "message": "Private question"}))
        .await;
    assert!(status.is_success(), "{thread}");
    let checkout = api.lesson_checkout(&victim, 1, "").await;
    let draft = json!({"questionSetId": 1, "questionId": 102, "body": "{}", "text": "My answer", "version": 1});
    let (status, saved) = api.put(&victim, "/private/v1/answers/draft", draft).await;
    assert!(status.is_success(), "{saved}");
    let hand_in =
        json!({"questionSetId": 1, "questionId": 102, "version": 1, "selfAssessment": {"kind": "band", "level": 2}});
    let (status, answer) = api.post(&victim, "/private/v1/answers/submit", hand_in).await;
    assert!(status.is_success(), "{answer}");
    // A sitting of the seeded HL Paper 1, on its clock.
    let (status, sitting) = api.post(&victim, "/private/v1/papers/start", json!({"paperId": 1})).await;
    assert!(status.is_success(), "{sitting}");

    let other_owner = env.user("other-owner@authz.test").await;
    let other_member = env.user("other-member@authz.test").await;
    let now = env.clock.now_secs();
    let mut p = Profile::new(&other_owner.sub, other_owner.sub.as_str(), &other_owner.email, "Other", "Owner", now);
    (p.subscription_status, p.subscription_expiry, p.subscription_plan_type) =
        (store::users::SubscriptionStatus::Active, now + DAY, PlanType::FamilyOwner);
    p.family_members.insert(
        other_member.sub.clone(),
        FamilyMember { first_name: "Other".into(), last_name: "Member".into(), email: other_member.email.clone() },
    );
    store::users::put(&env.state.db, &p).await.expect("put");
    let mut m = Profile::new(&other_member.sub, other_member.sub.as_str(), &other_member.email, "Other", "Member", now);
    (m.subscription_status, m.subscription_expiry, m.subscription_plan_type) =
        (store::users::SubscriptionStatus::Active, now + DAY, PlanType::FamilyMember);
    m.family_owner_id = Some(other_owner.sub.clone());
    store::users::put(&env.state.db, &m).await.expect("put");

    // The demo's schedule rotates the lessons week by week: this week's is read, not assumed.
    let free = store::lessons::free_slot_at(&env.state.db, env.clock.now_ms()).await.expect("query").expect("a slot");
    let vars = BTreeMap::from([
        ("FREE_LESSON", free.lesson_id.to_string()),
        ("OTHER", victim.sub.to_string()),
        ("FILE", file),
        ("QUESTION", question),
        ("OTHER_EMAIL", victim.email.clone()),
        ("OTHER_THREAD", thread["createdAt"].to_string()),
        ("OTHER_ATTEMPT", attempt["attemptedDate"].to_string()),
        ("OTHER_CHECKOUT", checkout),
        ("OTHER_CARD", card["cardId"].as_str().expect("card id").to_owned()),
        ("OTHER_ANSWER", answer["answerId"].as_str().expect("answer id").to_owned()),
        ("OTHER_SITTING", sitting["sitting"]["sittingId"].as_str().expect("sitting id").to_owned()),
        ("OTHER_MEMBER_EMAIL", other_member.email.clone()),
        ("OTHER_SUBSCRIPTION", "sub_authz_other".to_owned()),
        ("OTHER_CUSTOMER", "cus_authz_other".to_owned()),
    ]);
    World { env, api, callers, vars }
}

#[tokio::test]
async fn every_route_answers_each_kind_of_caller_as_the_matrix_says() {
    let (lines, rows) = read_matrix();
    let w = world().await;
    let mut seen = vec![];
    let mut wrong = vec![];
    let mut covered = BTreeSet::new();
    for row in &rows {
        assert_eq!(row.expected.len(), CALLERS.len(), "{} {}: eight statuses", row.method, row.target);
        covered.insert((row.method.clone(), row.target.split('?').next().unwrap_or_default().to_owned()));
        let mut got = vec![];
        for (i, caller) in w.callers.iter().enumerate() {
            w.reset_profiles().await;
            let status = w.status(row, caller.as_ref()).await;
            if status.to_string() != row.expected[i] {
                wrong.push(format!(
                    "{} {} as {}: expected {}, got {status}",
                    row.method, row.target, CALLERS[i], row.expected[i]
                ));
            }
            got.push(status.to_string());
        }
        seen.push(format!("{} {} | {} | {}", row.method, row.target, row.body, got.join(" ")));
    }
    if std::env::var("UPDATE_AUTHZ").as_deref() == Ok("1") {
        let mut out = String::new();
        for (comment, row) in &lines {
            let _ = writeln!(out, "{}", row.map_or(comment.as_str(), |i| seen[i].as_str()));
        }
        std::fs::write(matrix_path(), out).expect("write matrix");
    }

    // Every operation of the API has at least one row.
    let doc = serde_json::to_value(routes::openapi()).expect("openapi");
    let mut missing = vec![];
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("item").keys() {
            let concrete = path.replace("{plan}", "individual");
            if !covered.contains(&(method.to_uppercase(), concrete)) {
                missing.push(format!("{} {path}", method.to_uppercase()));
            }
        }
    }
    assert!(missing.is_empty(), "routes without a row in authz-matrix.txt: {missing:?}");
    assert!(
        wrong.is_empty(),
        "{} cells differ:\n{}\n\nwhat the API answered:\n{}",
        wrong.len(),
        wrong.join("\n"),
        seen.join("\n")
    );
}

#[tokio::test]
async fn staff_without_an_authenticator_app_are_refused_every_admin_route() {
    let (_, rows) = read_matrix();
    let w = world().await;
    // A head of marking too, so the standard's own routes are asked as well.
    let no_totp = w.env.pool.user("no-totp@authz.test", "Test", "staff", &["staff", api::staff::HEAD_OF_MARKING]).await;
    let mut admin = 0;
    for row in rows.iter().filter(|r| r.target.starts_with("/admin/")) {
        admin += 1;
        w.reset_profiles().await;
        let url = format!("{}{}", w.api.url, w.fill(&row.target, Some(&no_totp)));
        let mut req =
            w.api.http.request(row.method.parse().expect("method"), url).header("authorization", no_totp.bearer());
        if row.body != "-" {
            req = req.header("content-type", "application/json").body(w.fill(&row.body, Some(&no_totp)));
        }
        let res = req.send().await.expect("request");
        let status = res.status().as_u16();
        let body: serde_json::Value = res.json().await.unwrap_or_default();
        assert_eq!((status, body["code"].as_str()), (403, Some("STAFF_MFA_REQUIRED")), "{} {}", row.method, row.target);
    }
    assert!(admin > 10, "the matrix has the staff routes");
}

/// Sends every `/admin/` row of the matrix with `token` (but the authenticator's set-up, which such
/// a session is there to reach); returns the rows whose answer is not `(status, code)`.
async fn admin_rows_answering(w: &World, token: &str, status: u16, code: Option<&str>) -> Vec<String> {
    let (_, rows) = read_matrix();
    let mut differ = vec![];
    for row in rows.iter().filter(|r| r.target.starts_with("/admin/") && r.target != "/admin/v1/authenticator") {
        let url = format!("{}{}", w.api.url, w.fill(&row.target, None));
        let mut req = w.api.http.request(row.method.parse().expect("method"), url).header("authorization", token);
        if row.body != "-" {
            req = req.header("content-type", "application/json").body(w.fill(&row.body, None));
        }
        let res = req.send().await.expect("request");
        let seen = res.status().as_u16();
        let body: serde_json::Value = res.json().await.unwrap_or_default();
        if (seen, body["code"].as_str()) != (status, code) {
            differ.push(format!("{} {}: {seen} {body}", row.method, row.target));
        }
    }
    differ
}

/// A password sign-in: its ID token and refresh token.
async fn password_sign_in(pool: &testkit::cognito::Pool, email: &str) -> (String, String) {
    let auth = testkit::cognito::call(
        &pool.endpoint,
        "InitiateAuth",
        json!({"ClientId": pool.client_id, "AuthFlow": "USER_PASSWORD_AUTH",
            "AuthParameters": {"USERNAME": email, "PASSWORD": testkit::cognito::PASSWORD}}),
    )
    .await;
    let result = &auth["AuthenticationResult"];
    (result["IdToken"].as_str().expect("id").to_owned(), result["RefreshToken"].as_str().expect("refresh").to_owned())
}

/// Cognito's REFRESH_TOKEN_AUTH: a new ID token, or the pool's refusal.
async fn refreshed(pool: &testkit::cognito::Pool, refresh_token: &str) -> Result<String, serde_json::Value> {
    let res = reqwest::Client::new()
        .post(&pool.endpoint)
        .header("x-amz-target", "AWSCognitoIdentityProviderService.InitiateAuth")
        .header("content-type", "application/x-amz-json-1.1")
        .json(&json!({"ClientId": pool.client_id, "AuthFlow": "REFRESH_TOKEN_AUTH",
            "AuthParameters": {"REFRESH_TOKEN": refresh_token}}))
        .send()
        .await
        .expect("refresh");
    let ok = res.status().is_success();
    let body: serde_json::Value = res.json().await.expect("JSON");
    match body["AuthenticationResult"]["IdToken"].as_str() {
        Some(token) if ok => Ok(token.to_owned()),
        _ => Err(body),
    }
}

fn auth_time(id_token: &str) -> i64 {
    use base64::Engine as _;
    let payload = id_token.split('.').nth(1).expect("payload");
    let claims: serde_json::Value =
        serde_json::from_slice(&base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(payload).expect("base64"))
            .expect("claims");
    claims["auth_time"].as_i64().expect("auth_time")
}

#[tokio::test]
async fn a_staff_session_from_before_the_authenticator_and_its_refresh_are_refused_every_admin_route() {
    let w = world().await;
    let pool = &w.env.pool;
    let email = "early@authz.test";
    // A head of marking too, so the standard's own routes are asked as well.
    let early = pool.user(email, "Early", "Staff", &["staff", api::staff::HEAD_OF_MARKING]).await;
    // Someone who learnt the password signs in before the account has its app.
    let (stolen, stolen_refresh) = password_sign_in(pool, email).await;
    testkit::next_second().await;
    pool.enable_totp(&early).await;
    // A refresh keeps the sign-in's auth_time, as Cognito's does (OpenID Connect Core §12.2).
    let refresh = refreshed(pool, &stolen_refresh).await.expect("the pool still refreshes it");
    assert_eq!(auth_time(&refresh), auth_time(&stolen), "auth_time kept across a refresh");
    for token in [&stolen, &refresh, &early.id_token] {
        let bearer = format!("Bearer {token}");
        let differ = admin_rows_answering(&w, &bearer, 403, Some("STAFF_SIGN_IN_AGAIN")).await;
        assert!(differ.is_empty(), "a session from before the app got through:\n{}", differ.join("\n"));
    }
    // The console tells the API the set-up is done: every earlier refresh token is revoked.
    let (status, _) = w.api.post(&early, "/admin/v1/authenticator", json!({})).await;
    assert_eq!(status, 200);
    let refused = refreshed(pool, &stolen_refresh).await.expect_err("revoked at the set-up");
    assert_eq!(refused["__type"], "NotAuthorizedException", "{refused}");
    // A new sign-in, which asks for the app's code, gets in.
    testkit::next_second().await;
    let (id_token, _) = pool.tokens(email, testkit::cognito::PASSWORD).await;
    let signed_in = TestUser { id_token, ..early };
    let (status, _) = w.api.get(&signed_in, "/admin/v1/promo-codes").await;
    assert_eq!(status, 200);
    // The stolen session reporting the set-up again, a second later, is refused like everywhere
    // else and records nothing: the real staff member's new session is not pushed out.
    testkit::next_second().await;
    let (status, body) = w
        .api
        .post(&TestUser { id_token: stolen.clone(), ..signed_in.clone() }, "/admin/v1/authenticator", json!({}))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (reqwest::StatusCode::FORBIDDEN, Some("STAFF_SIGN_IN_AGAIN")),
        "{body}"
    );
    let (status, _) = w.api.get(&signed_in, "/admin/v1/promo-codes").await;
    assert_eq!(status, 200, "the staff member was not signed out");
}

#[tokio::test]
async fn leaving_the_staff_group_or_switching_the_app_off_counts_from_the_next_request() {
    let w = world().await;
    let staff = w.env.staff("leaving@authz.test").await;
    let pool = &w.env.pool;
    let promo_codes = || w.api.get(&staff, "/admin/v1/promo-codes");
    assert_eq!(promo_codes().await.0, 200);

    let membership = json!({"UserPoolId": pool.pool_id, "Username": staff.email, "GroupName": "staff"});
    testkit::cognito::call(&pool.endpoint, "AdminRemoveUserFromGroup", membership.clone()).await;
    // The token still says `staff`; the pool does not.
    let (status, body) = promo_codes().await;
    assert_eq!((status.as_u16(), body["code"].as_str()), (403, Some("FORBIDDEN")), "{body}");
    testkit::cognito::call(&pool.endpoint, "AdminAddUserToGroup", membership).await;
    assert_eq!(promo_codes().await.0, 200);

    let off = json!({"UserPoolId": pool.pool_id, "Username": staff.email,
        "SoftwareTokenMfaSettings": {"Enabled": false, "PreferredMfa": false}});
    testkit::cognito::call(&pool.endpoint, "AdminSetUserMFAPreference", off).await;
    let (status, body) = promo_codes().await;
    assert_eq!((status.as_u16(), body["code"].as_str()), (403, Some("STAFF_MFA_REQUIRED")), "{body}");

    testkit::cognito::call(
        &pool.endpoint,
        "AdminDisableUser",
        json!({"UserPoolId": pool.pool_id, "Username": staff.email}),
    )
    .await;
    assert_eq!(promo_codes().await.0, 401, "a disabled account");
}
