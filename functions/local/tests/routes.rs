//! The routers and the CDK app's route list (`infra/lib/routes.ts`) name the same routes: every
//! route the HTTP API sends to a function is answered by that function's router, and every path a
//! router declares (its OpenAPI document) is mapped in the cloud.

use std::collections::BTreeSet;

use testkit::{TestEnv, workspace_root};

/// (method, path) pairs of routes.ts.
fn cloud_routes() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(workspace_root().join("infra/lib/routes.ts")).expect("routes.ts");
    let mut out = vec![];
    for line in text.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("{ method: \"") else { continue };
        let (method, rest) = rest.split_once('"').expect("method");
        let path = rest.split("path: \"").nth(1).and_then(|p| p.split('"').next()).expect("path");
        out.push((method.to_owned(), path.to_owned()));
    }
    assert!(out.len() > 10, "routes.ts parsed: {out:?}");
    out
}

/// (method, path) of every operation the routers declare (their OpenAPI document), without a
/// trailing slash (API Gateway routes `/x/` as `/x`).
fn router_routes() -> BTreeSet<(String, String)> {
    let doc = serde_json::to_value(local::openapi()).expect("openapi");
    let mut out = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("path item").keys() {
            out.insert((method.to_uppercase(), path.trim_end_matches('/').to_owned()));
        }
    }
    out
}

#[tokio::test]
async fn every_cloud_route_is_answered_by_a_router_and_every_router_path_is_in_the_cloud() {
    let cloud = cloud_routes();
    let cloud_routes: BTreeSet<(String, String)> =
        cloud.iter().map(|(m, p)| (m.clone(), p.trim_end_matches('/').to_owned())).collect();
    let routers = router_routes();
    let missing: Vec<_> = routers.difference(&cloud_routes).collect();
    assert!(missing.is_empty(), "router routes missing from infra/lib/routes.ts: {missing:?}");
    let unanswered: Vec<_> = cloud_routes.difference(&routers).collect();
    assert!(unanswered.is_empty(), "routes.ts routes no router declares: {unanswered:?}");

    let env = TestEnv::new().await;
    let url = env.spawn(local::routes()).await;
    let http = reqwest::Client::new();
    let served: serde_json::Value = http.get(format!("{url}/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert_eq!(served, serde_json::to_value(local::openapi()).unwrap(), "the served document is the generated one");
    for (method, path) in cloud {
        let concrete = path.replace("{plan}", "individual");
        let res = http
            .request(method.parse().unwrap(), format!("{url}{concrete}"))
            .header("content-type", "application/json")
            .body("{}")
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        assert_eq!(res.headers().get("x-content-type-options").map(|v| v.to_str().unwrap()), Some("nosniff"), "{path}");
        let body: serde_json::Value = res.json().await.unwrap_or_default();
        assert!(
            status != 405 && body["code"] != "ROUTE_NOT_FOUND",
            "{method} {path} is mapped in the cloud but no router answers it ({status} {body})"
        );
    }
}

/// A student's own token with `cognito:groups: ["staff"]` written into its payload: the signature
/// no longer matches, so it is refused like any forgery.
fn with_staff_claim(token: &str) -> String {
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
    let mut claims: serde_json::Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(&parts[1]).unwrap()).unwrap();
    claims["cognito:groups"] = serde_json::json!(["staff"]);
    parts[1] = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).unwrap());
    parts.join(".")
}

#[tokio::test]
async fn every_admin_route_is_for_staff_only() {
    let admin: Vec<(String, String)> = cloud_routes().into_iter().filter(|(_, p)| p.starts_with("/admin/")).collect();
    assert!(admin.len() >= 4, "{admin:?}");
    let env = TestEnv::new().await;
    let url = env.spawn(local::routes()).await;
    let http = reqwest::Client::new();
    let served: serde_json::Value = http.get(format!("{url}/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert_eq!(served, serde_json::to_value(local::openapi()).unwrap(), "the served document is the generated one");
    let student = env.student("student@example.com").await;
    let staff = env.pool.user("staff@example.com", "Stella", "Staff", &["staff"]).await;
    let unsigned = {
        use base64::Engine;
        let enc = |v: serde_json::Value| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v.to_string());
        let claims = serde_json::json!({"sub": student.sub, "cognito:groups": ["staff"], "token_use": "id"});
        format!("{}.{}.", enc(serde_json::json!({"alg": "none", "typ": "JWT"})), enc(claims))
    };
    let callers = [
        ("no token", None, 401),
        ("a student", Some(student.id_token.clone()), 403),
        ("a student's token claiming staff", Some(with_staff_claim(&student.id_token)), 401),
        ("an unsigned token claiming staff", Some(unsigned), 401),
    ];
    for (method, path) in &admin {
        for (who, token, expected) in &callers {
            let mut req = http
                .request(method.parse().unwrap(), format!("{url}{path}"))
                .header("content-type", "application/json");
            if let Some(t) = token {
                req = req.header("authorization", format!("Bearer {t}"));
            }
            let status = req.body("{}").send().await.unwrap().status().as_u16();
            assert_eq!(status, *expected, "{method} {path} as {who}");
        }
        let status = http
            .request(method.parse().unwrap(), format!("{url}{path}"))
            .header("authorization", staff.bearer())
            .header("content-type", "application/json")
            .body("{}")
            .send()
            .await
            .unwrap()
            .status()
            .as_u16();
        assert!(![401, 403, 405].contains(&status), "{method} {path} as staff: {status}");
    }
}
