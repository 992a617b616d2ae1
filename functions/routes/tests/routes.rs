//! The HTTP API's routes come from the routers: `infra/routes.json` (the manifest the CDK app
//! builds the API from: method, path, function, auth) is what `routes::route_manifest()` generates
//! from each function crate's own router, every route is answered by the function it is mapped to
//! and by no other, and every signed-in route requires a token.

use testkit::{TestEnv, workspace_root};

use routes::{FUNCTIONS, ManifestRoute, RouteAuth, route_manifest};

#[test]
fn infra_routes_json_is_the_manifest_the_routers_generate() {
    let generated = serde_json::to_string_pretty(&route_manifest()).expect("serialize") + "\n";
    let path = workspace_root().join("infra/routes.json");
    if std::env::var("UPDATE_ROUTES").as_deref() == Ok("1") {
        std::fs::write(&path, &generated).expect("write infra/routes.json");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "infra/routes.json is out of date: run `UPDATE_ROUTES=1 cargo test -p routes --test routes`"
    );
}

#[test]
fn every_signed_in_route_requires_a_token_and_each_route_is_mapped_once() {
    let manifest = route_manifest();
    assert!(manifest.len() > 70, "only {} routes", manifest.len());
    let mut seen = std::collections::BTreeMap::new();
    for r in &manifest {
        if r.path.starts_with("/private/") || r.path.starts_with("/admin/") {
            assert_eq!(r.auth, RouteAuth::Required, "{} {} ({})", r.method, r.path, r.function);
        }
        // API Gateway routes `/x/` as `/x`: two functions may not meet there (one function may
        // answer both spellings, as the library does for `/private/v1/files/`).
        let other = seen.insert((r.method.clone(), r.path.trim_end_matches('/').to_owned()), r.function);
        assert!(
            other.is_none_or(|f| f == r.function),
            "{} {} is mapped to {} and {other:?}",
            r.method,
            r.path,
            r.function
        );
    }
    for (function, _) in FUNCTIONS {
        assert!(manifest.iter().any(|r| r.function == function), "{function} serves no route");
    }
}

/// Sends `route` (with an empty JSON body) to `url`; whether a router there answered it.
async fn answers(http: &reqwest::Client, url: &str, route: &ManifestRoute) -> (bool, String) {
    let concrete = route.path.replace("{plan}", "individual");
    let res = http
        .request(route.method.parse().unwrap(), format!("{url}{concrete}"))
        .header("content-type", "application/json")
        .body("{}")
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    assert_eq!(res.headers().get("x-content-type-options").map(|v| v.to_str().unwrap()), Some("nosniff"), "{concrete}");
    let body: serde_json::Value = res.json().await.unwrap_or_default();
    (status != 405 && body["code"] != "ROUTE_NOT_FOUND", format!("{status} {body}"))
}

#[tokio::test]
async fn each_route_is_served_by_the_function_it_is_mapped_to_and_by_no_other() {
    let manifest = route_manifest();
    let env = TestEnv::new().await;
    let http = reqwest::Client::new();
    let mut urls = std::collections::BTreeMap::new();
    for (function, router) in FUNCTIONS {
        urls.insert(function, env.spawn(router()).await);
    }
    for (i, route) in manifest.iter().enumerate() {
        let (served, answer) = answers(&http, &urls[route.function], route).await;
        assert!(
            served,
            "{} {} is mapped to {} but its router does not answer it ({answer})",
            route.method, route.path, route.function
        );
        // Another function (the next in the list) must not answer it.
        let (other, _) = FUNCTIONS[(FUNCTIONS.iter().position(|(f, _)| *f == route.function).unwrap() + 1 + i % 8) % 9];
        let (served, answer) = answers(&http, &urls[other], route).await;
        assert!(
            !served,
            "{} {} is mapped to {} but {other} answers it too ({answer})",
            route.method, route.path, route.function
        );
    }

    // The local server (every router at one origin) serves them all, and its document.
    let url = env.spawn(routes::routes()).await;
    let served: serde_json::Value = http.get(format!("{url}/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert_eq!(served, serde_json::to_value(routes::openapi()).unwrap(), "the served document is the generated one");
    for route in &manifest {
        let (served, answer) = answers(&http, &url, route).await;
        assert!(served, "{} {}: the local server does not answer it ({answer})", route.method, route.path);
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
    let admin: Vec<(String, String)> =
        route_manifest().into_iter().filter(|r| r.path.starts_with("/admin/")).map(|r| (r.method, r.path)).collect();
    assert!(admin.len() >= 4, "{admin:?}");
    let env = TestEnv::new().await;
    let url = env.spawn(routes::routes()).await;
    let http = reqwest::Client::new();
    let served: serde_json::Value = http.get(format!("{url}/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert_eq!(served, serde_json::to_value(routes::openapi()).unwrap(), "the served document is the generated one");
    let student = env.student("student@example.com").await;
    // A head of marking is staff too: through every staff route and the standard's own.
    let staff = env.head_of_marking("staff@example.com").await;
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
