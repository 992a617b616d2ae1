//! Study help on the emulators: a thread from question to resolution between a student and staff,
//! each thread its owner's alone, and text kept exactly as typed (never markup).

use reqwest::StatusCode;
use serde_json::{Value, json};
use testkit::{ApiClient, TestEnv, TestUser};

struct World {
    env: TestEnv,
    api: ApiClient,
    ann: TestUser,
    staff: TestUser,
}

async fn world() -> World {
    let env = TestEnv::new().await;
    let api = ApiClient::new(env.spawn(::help::router()).await);
    let ann = env.student("ann@example.com").await;
    let staff = env.staff("staff@example.com").await;
    World { env, api, ann, staff }
}

fn status_of(list: &Value, created_at: &Value) -> String {
    list.as_array().unwrap().iter().find(|t| &t["createdAt"] == created_at).unwrap()["threadStatus"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_question_goes_from_student_to_staff_and_back_until_resolved() {
    let w = world().await;
    let (ann, staff) = (&w.ann, &w.staff);
    let new = |title: &str, message: &str| json!({"title": title, "message": message, "originalUrl": "/self-study?subject_id=1", "studentFullName": "Someone Else"});
    let (status, err) = w.api.post(ann, "/private/v2/ask-a-question/thread/new", new(" ", "Hi")).await;
    assert_eq!((status, err["message"].as_str()), (StatusCode::BAD_REQUEST, Some("Title cannot be empty")));
    let (status, err) = w.api.post(ann, "/private/v2/ask-a-question/thread/new", new("PED", " \n ")).await;
    assert_eq!((status, err["message"].as_str()), (StatusCode::BAD_REQUEST, Some("Message cannot be empty")));

    let xss = "<script>alert(1)</script>\nWhy is PED negative?  \n";
    let (status, thread) = w.api.post(ann, "/private/v2/ask-a-question/thread/new", new("<b>PED</b> sign", xss)).await;
    assert_eq!(status, StatusCode::CREATED, "{thread}");
    assert_eq!(
        (thread["title"].as_str(), thread["threadStatus"].as_str()),
        (Some("<b>PED</b> sign"), Some("CLIENT_RESPONDED"))
    );
    let at = thread["createdAt"].clone();

    // Staff see it waiting, with the profile's name (not the one the page sent).
    let (status, waiting) = w.api.get(staff, "/admin/v1/help/threads").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(waiting[0]["studentFullName"], "Test Student");
    assert_eq!(waiting[0]["cognitoId"].as_str(), Some(ann.sub.as_str()));
    let (_, one) = w.api.get(staff, &format!("/admin/v1/help/thread?cognitoId={}&threadCreatedAt={at}", ann.sub)).await;
    assert_eq!(
        one["messages"][0]["message"], "<script>alert(1)</script>\nWhy is PED negative?",
        "kept as typed, trailing space trimmed"
    );

    let reply = json!({"cognitoId": ann.sub, "threadCreatedAt": at, "message": "Because price and quantity demanded move in opposite directions."});
    assert_eq!(w.api.post(staff, "/admin/v1/help/thread/message/new", reply).await.0, StatusCode::OK);
    let (_, list) = w.api.get(ann, "/private/v2/ask-a-question/thread/list").await;
    assert_eq!(status_of(&list, &at), "ADMIN_RESPONDED");
    assert_eq!(w.api.get(staff, "/admin/v1/help/threads").await.1, json!([]), "answered: off the queue");

    let (_, msgs) = w.api.get(ann, &format!("/private/v2/ask-a-question/thread/messages?threadCreatedAt={at}")).await;
    let senders: Vec<&str> = msgs.as_array().unwrap().iter().map(|m| m["sender"].as_str().unwrap()).collect();
    assert_eq!(senders, ["CLIENT", "ADMIN"]);

    let more = json!({"threadCreatedAt": at, "message": "Thanks! And for Giffen goods?"});
    assert_eq!(w.api.post(ann, "/private/v2/ask-a-question/thread/message/new", more.clone()).await.0, StatusCode::OK);
    let (_, list) = w.api.get(ann, "/private/v2/ask-a-question/thread/list").await;
    assert_eq!(status_of(&list, &at), "CLIENT_RESPONDED");
    assert_eq!(w.api.get(staff, "/admin/v1/help/threads").await.1.as_array().unwrap().len(), 1, "waiting again");

    assert_eq!(
        w.api.put(ann, "/private/v2/ask-a-question/thread/resolve", json!({"threadCreatedAt": at})).await.0,
        StatusCode::OK
    );
    let (_, list) = w.api.get(ann, "/private/v2/ask-a-question/thread/list").await;
    assert_eq!(status_of(&list, &at), "RESOLVED");
    let (status, err) = w.api.post(ann, "/private/v2/ask-a-question/thread/message/new", more).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("THREAD_RESOLVED")));
    assert_eq!(w.api.get(staff, "/admin/v1/help/threads").await.1, json!([]));
}

#[tokio::test]
async fn each_thread_is_its_owners_alone_and_the_widget_is_for_subscribers() {
    let w = world().await;
    let ann = &w.ann;
    let (_, thread) = w
        .api
        .post(
            ann,
            "/private/v2/ask-a-question/thread/new",
            json!({"title": "Mine", "message": "Private", "originalUrl": "/"}),
        )
        .await;
    let at = thread["createdAt"].clone();
    let bob = w.env.student("bob@example.com").await;
    assert_eq!(w.api.get(&bob, "/private/v2/ask-a-question/thread/list").await.1, json!([]));
    let path = format!("/private/v2/ask-a-question/thread/messages?threadCreatedAt={at}");
    assert_eq!(w.api.get(&bob, &path).await.0, StatusCode::NOT_FOUND);
    let body = json!({"threadCreatedAt": at, "message": "Hijack"});
    assert_eq!(w.api.post(&bob, "/private/v2/ask-a-question/thread/message/new", body).await.0, StatusCode::NOT_FOUND);
    assert_eq!(
        w.api.put(&bob, "/private/v2/ask-a-question/thread/resolve", json!({"threadCreatedAt": at})).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(w.api.get(ann, &path).await.1.as_array().unwrap().len(), 1, "Ann's thread is untouched");

    // No plan: no widget calls.
    let carl = w.env.user("carl@example.com").await;
    assert_eq!(w.api.get(&carl, "/private/v2/ask-a-question/thread/list").await.0, StatusCode::FORBIDDEN);
    let body = json!({"title": "T", "message": "M", "originalUrl": "/"});
    assert_eq!(w.api.post(&carl, "/private/v2/ask-a-question/thread/new", body).await.0, StatusCode::FORBIDDEN);
}

/// A market diagram as the widget's editor sends it: demand, supply, and their equilibrium (its
/// coordinates written as the API reads them back, as numbers with a fraction).
fn market(label: &str) -> Value {
    json!({
        "version": 1,
        "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"}, "kind": "market"},
        "elements": [
            {"kind": "curve", "shape": {"kind": "line", "from": {"x": 0.0, "y": 90.0}, "to": {"x": 85.0, "y": 5.0}}, "label": {"text": label, "sub": "1"}, "style": "solid"},
            {"kind": "curve", "shape": {"kind": "line", "from": {"x": 0.0, "y": 10.0}, "to": {"x": 85.0, "y": 95.0}}, "label": {"text": "S"}, "style": "solid"},
            {"kind": "point", "at": {"x": 40.0, "y": 50.0}, "xLabel": {"text": "Q", "sub": "1"}, "yLabel": {"text": "P", "sub": "1"}}
        ]
    })
}

/// Every item of the help table (threads, messages, the queue): a refused question leaves none.
async fn help_items(env: &TestEnv) -> i32 {
    let db = &env.state.db;
    let out = db
        .client
        .scan()
        .table_name(&db.tables.help)
        .select(aws_sdk_dynamodb::types::Select::Count)
        .send()
        .await
        .unwrap();
    out.count()
}

#[tokio::test]
async fn a_question_s_diagrams_read_back_for_the_student_and_staff_and_a_marked_up_one_is_refused() {
    let w = world().await;
    let (ann, staff) = (&w.ann, &w.staff);
    let ask = |diagrams: Value| json!({"title": "Tax", "message": "Is Diagram 1 right?", "originalUrl": "/", "diagrams": diagrams});

    // Markup in a label, or seven diagrams: a 400 with the reason, and nothing stored.
    let (status, err) =
        w.api.post(ann, "/private/v2/ask-a-question/thread/new", ask(json!([market("D"), market("<b>D</b>")]))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{err}");
    assert_eq!(err["message"], "Diagram 2: Labels and notes are plain text: no <, > or control characters.");
    let seven = json!(vec![market("D"); 7]);
    let (status, err) = w.api.post(ann, "/private/v2/ask-a-question/thread/new", ask(seven)).await;
    assert_eq!(
        (status, err["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("An answer has at most 6 diagrams; this one has 7."))
    );
    assert_eq!(help_items(&w.env).await, 0, "no thread, message or queue entry");

    let (status, thread) = w.api.post(ann, "/private/v2/ask-a-question/thread/new", ask(json!([market("D")]))).await;
    assert_eq!(status, StatusCode::CREATED, "{thread}");
    let at = thread["createdAt"].clone();
    let (_, mine) = w.api.get(ann, &format!("/private/v2/ask-a-question/thread/messages?threadCreatedAt={at}")).await;
    assert_eq!(mine[0]["diagrams"], json!([market("D")]), "the student reads it back as drawn");
    let (_, desk) =
        w.api.get(staff, &format!("/admin/v1/help/thread?cognitoId={}&threadCreatedAt={at}", ann.sub)).await;
    assert_eq!(desk["messages"][0]["diagrams"], json!([market("D")]), "staff see it at the help desk");

    // A later message may carry diagrams too, checked the same way; one without has none.
    let stored = help_items(&w.env).await;
    let bad = json!({"threadCreatedAt": at, "message": "And this?", "diagrams": [market("D\u{7}")]});
    let (status, _) = w.api.post(ann, "/private/v2/ask-a-question/thread/message/new", bad).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(help_items(&w.env).await, stored, "nothing stored");
    let more = json!({"threadCreatedAt": at, "message": "And the shift?", "diagrams": [market("D"), market("S")]});
    let (status, written) = w.api.post(ann, "/private/v2/ask-a-question/thread/message/new", more).await;
    assert_eq!((status, written["diagrams"].as_array().map(Vec::len)), (StatusCode::OK, Some(2)), "{written}");
    let reply = json!({"cognitoId": ann.sub, "threadCreatedAt": at, "message": "Yes."});
    assert_eq!(w.api.post(staff, "/admin/v1/help/thread/message/new", reply).await.0, StatusCode::OK);
    let (_, desk) =
        w.api.get(staff, &format!("/admin/v1/help/thread?cognitoId={}&threadCreatedAt={at}", ann.sub)).await;
    let counts: Vec<usize> =
        desk["messages"].as_array().unwrap().iter().map(|m| m["diagrams"].as_array().map_or(0, Vec::len)).collect();
    assert_eq!(counts, [1, 2, 0]);
}
