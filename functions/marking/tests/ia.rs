//! The internal assessment portfolio on the emulators: three commentaries checked against the
//! IB's rubric, an article's copy checked by its bytes, one round of a teacher's advice and never
//! two, the final marked on A–E and F into the predicted grade (two teachers marking its last two
//! commentaries at once leave one F), the PDF, handing in twenty at once against the allowance,
//! and every commentary its student's own.

use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};
use testkit::{ApiClient, TestEnv, TestUser, TwoStudents};

struct World {
    w: TwoStudents,
    m1: TestUser,
    m2: TestUser,
}

async fn world() -> World {
    let w = TwoStudents::new(TestEnv::new().await, ::marking::router()).await;
    let (m1, m2) = (w.env.staff("m1@example.com").await, w.env.staff("m2@example.com").await);
    let world = World { w, m1, m2 };
    let room = json!({"subscriber": 20, "familyMember": 20, "trial": 20, "paper": 2, "iaDraft": 1, "iaFinal": 2});
    assert_eq!(world.api().put(&world.m1, "/admin/v1/marking/allowances", room).await.0, StatusCode::OK);
    world
}

fn words(n: usize) -> String {
    (1..=n).map(|i| format!("word{i}")).collect::<Vec<_>>().join(" ")
}

/// Today in Singapore, `months` months back: `YYYY-MM-DD`.
fn months_ago(env: &TestEnv, months: i64) -> String {
    let today = domain::ia::Day::of_ms(env.clock.now_ms()).to_string();
    let (y, m): (i64, i64) = (today[..4].parse().unwrap(), today[5..7].parse().unwrap());
    let total = y * 12 + (m - 1) - months;
    let day: u32 = today[8..10].parse().unwrap();
    format!("{:04}-{:02}-{:02}", total / 12, total % 12 + 1, day.min(28))
}

impl World {
    fn api(&self) -> &ApiClient {
        &self.w.api
    }

    fn ann(&self) -> &TestUser {
        &self.w.ann
    }

    /// A PDF uploaded as a copy of an article: its pending key.
    async fn copy(&self, who: &TestUser, bytes: &[u8], content_type: &str) -> String {
        let ask = json!({"contentType": content_type, "size": bytes.len()});
        let (status, up) = self.api().post(who, "/private/v1/ia/article-copy", ask).await;
        assert_eq!(status, StatusCode::OK, "{up}");
        let res = reqwest::Client::new()
            .put(up["uploadUrl"].as_str().unwrap())
            .header("content-type", content_type)
            .body(bytes.to_vec())
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success());
        up["key"].as_str().unwrap().to_owned()
    }

    /// A complete commentary in `slot`.
    fn body(&self, slot: u8, unit: &str, concept: &str, publisher: &str, version: u64, copy: Option<&str>) -> Value {
        json!({
            "slot": slot,
            "article": {"title": format!("Article {slot}"), "publisher": publisher, "published": months_ago(&self.w.env, 2),
                "address": format!("https://{}.example/{slot}", publisher.to_lowercase().replace(' ', "")), "copyKey": copy},
            "unit": unit, "concept": concept, "body": "{}", "text": words(600), "version": version
        })
    }

    async fn save(&self, who: &TestUser, body: Value) -> (StatusCode, Value) {
        self.api().put(who, "/private/v1/ia/commentary", body).await
    }

    async fn hand_in(&self, who: &TestUser, slot: u8, version: u64, which: &str) -> (StatusCode, Value) {
        self.api().post(who, "/private/v1/ia/hand-in", json!({"slot": slot, "version": version, "which": which})).await
    }

    /// Ann's three complete commentaries, each at version 1.
    async fn portfolio(&self) {
        let copy = self.copy(self.ann(), b"%PDF-1.4 an article", "application/pdf").await;
        let slots = [
            (1, "microeconomics", "sustainability", "The Straits Times"),
            (2, "macroeconomics", "change", "BBC News"),
            (3, "globalEconomy", "interdependence", "Reuters"),
        ];
        for (slot, unit, concept, publisher) in slots {
            let (status, saved) =
                self.save(self.ann(), self.body(slot, unit, concept, publisher, 1, Some(&copy))).await;
            assert_eq!(status, StatusCode::OK, "{saved}");
        }
    }

    fn of(&self, who: &TestUser, slot: u8) -> Value {
        json!({"cognitoId": who.sub, "slot": slot})
    }
}

fn messages(checks: &Value) -> Vec<String> {
    checks.as_array().unwrap().iter().map(|c| c["message"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn the_rubric_is_checked_as_the_student_writes() {
    let w = world().await;
    let ann = w.ann();
    let (status, empty) = w.api().get(ann, "/private/v1/ia").await;
    assert_eq!(status, StatusCode::OK, "{empty}");
    assert_eq!(empty["commentaries"].as_array().unwrap().len(), 3);
    assert_eq!((empty["rules"]["wordLimit"].clone(), empty["rules"]["draftCost"].clone()), (json!(800), json!(1)));
    w.portfolio().await;
    let (_, p) = w.api().get(ann, "/private/v1/ia").await;
    assert_eq!(p["checks"], json!([]), "three units, sources and concepts");
    assert!(
        p["commentaries"].as_array().unwrap().iter().all(|c| c["checks"] == json!([]) && c["words"]["words"] == 600)
    );
    assert!(p["commentaries"][0]["copyUrl"].as_str().is_some());

    // A second microeconomics commentary with the first's key concept, an article 14 months old and
    // 812 counted words (the citation and footnote reference are not counted).
    let mut second = w.body(2, "microeconomics", "sustainability", "BBC News", 2, None);
    second["article"]["published"] = json!(months_ago(&w.w.env, 14));
    second["text"] = json!(format!("{} (Lee, 2026)[1] [2]", words(812)));
    let (status, saved) = w.save(ann, second).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let portfolio = messages(&saved["checks"]);
    assert!(
        portfolio.iter().any(|m| m.starts_with("Commentaries 1 and 2 are both on Microeconomics.")),
        "{portfolio:?}"
    );
    assert!(portfolio.iter().any(|m| m.starts_with("Commentaries 1 and 2 both use the key concept Sustainability.")));
    let own = messages(&saved["commentary"]["checks"]);
    assert!(
        own.iter().any(|m| m.starts_with("This article was published 14 months before you wrote this commentary")),
        "{own:?}"
    );
    assert!(own.contains(&"812 words counted: 12 past the limit of 800. Moderators stop reading at the 800th word, so what follows it earns nothing.".to_owned()));
    assert_eq!(saved["commentary"]["words"]["words"], 812);
    let end = saved["commentary"]["words"]["limitEndsAt"].as_u64().unwrap() as usize;
    assert!(words(812)[..end].ends_with("word800"));
    // The copy was not sent again: the one kept stays.
    assert!(
        saved["commentary"]["copyUrl"].is_null(),
        "a save without the copy drops it: {}",
        saved["commentary"]["article"]
    );

    // Another tab's save is refused with the stored version; bad input is a 4xx, nothing stored.
    let (status, e) = w.save(ann, w.body(2, "macroeconomics", "change", "BBC News", 2, None)).await;
    assert_eq!(
        (status, e["code"].as_str(), e["payload"]["version"].as_u64()),
        (StatusCode::CONFLICT, Some("DRAFT_CONFLICT"), Some(2))
    );
    assert_eq!(w.save(ann, w.body(4, "macroeconomics", "change", "x", 1, None)).await.0, StatusCode::BAD_REQUEST);
    let mut bad_date = w.body(3, "globalEconomy", "change", "x", 2, None);
    bad_date["article"]["published"] = json!("2026-02-30");
    assert!(w.save(ann, bad_date).await.0.is_client_error());
    let mut unknown = w.body(3, "introduction", "change", "x", 2, None);
    unknown["unit"] = json!("introduction");
    assert!(w.save(ann, unknown).await.0.is_client_error());
    let mut markup = w.body(3, "globalEconomy", "change", "x", 2, None);
    markup["diagrams"] = json!([{"version": 1, "kind": "micro", "title": "<b>x</b>", "xAxis": {"text": "Q"}, "yAxis": {"text": "P"}, "elements": []}]);
    assert!(w.save(ann, markup).await.0.is_client_error());
    let mut huge = w.body(3, "globalEconomy", "change", "x", 2, None);
    huge["text"] = json!("x".repeat(40_000));
    assert_eq!(w.save(ann, huge).await.0, StatusCode::PAYLOAD_TOO_LARGE);
    let stored = store::ia::commentary(&w.w.env.state.db, &ann.sub, 3).await.unwrap().unwrap();
    assert_eq!(stored.version, 1, "nothing refused was stored");
}

#[tokio::test]
async fn an_article_copy_must_be_a_pdf_or_picture_and_the_students_own() {
    let w = world().await;
    let ann = w.ann();
    let (status, e) =
        w.api().post(ann, "/private/v1/ia/article-copy", json!({"contentType": "text/html", "size": 10})).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("A copy of the article is a PDF, PNG or JPEG file."))
    );
    let fake = w.copy(ann, b"<html>not a pdf</html>", "application/pdf").await;
    let mut body = w.body(1, "microeconomics", "choice", "BBC", 1, Some(&fake));
    let (status, e) = w.save(ann, body.clone()).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("That file is not a PDF, PNG or JPEG. Please choose another file."))
    );
    let real = w.copy(ann, b"%PDF-1.7 real", "application/pdf").await;
    body["article"]["copyKey"] = json!(real);
    let (status, saved) = w.save(ann, body.clone()).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let kept = saved["commentary"]["article"]["copyKey"].as_str().unwrap().to_owned();
    assert!(kept.starts_with(&format!("answers/{}/", ann.sub)), "{kept}");
    let mut theirs = w.body(1, "microeconomics", "choice", "BBC", 1, Some(&kept));
    theirs["slot"] = json!(1);
    assert_eq!(w.save(&w.w.bob, theirs).await.0, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn one_round_of_advice_then_the_final_is_marked_into_the_predicted_grade() {
    let w = world().await;
    let ann = w.ann();
    w.portfolio().await;
    // The final needs nothing more; a draft goes to a teacher first.
    let (status, draft) = w.hand_in(ann, 1, 1, "draft").await;
    assert_eq!((status, draft["stage"].as_str()), (StatusCode::OK, Some("draftWaiting")), "{draft}");
    let (status, e) = w.save(ann, w.body(1, "microeconomics", "sustainability", "The Straits Times", 2, None)).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("COMMENTARY_LOCKED")));

    let (_, queue) = w.api().get(&w.m1, "/admin/v1/ia/queue").await;
    assert_eq!((queue[0]["slot"].clone(), queue[0]["which"].clone()), (json!(1), json!("draft")), "{queue}");
    // Two teachers claiming at once: one has it, the other cannot advise.
    let (a, b) = tokio::join!(
        w.api().post(&w.m1, "/admin/v1/ia/claim", w.of(ann, 1)),
        w.api().post(&w.m2, "/admin/v1/ia/claim", w.of(ann, 1))
    );
    assert!([a.0, b.0].contains(&StatusCode::OK) && [a.0, b.0].contains(&StatusCode::CONFLICT), "{a:?} {b:?}");
    let (winner, loser) = if a.0 == StatusCode::OK { (&w.m1, &w.m2) } else { (&w.m2, &w.m1) };
    let advice = |text: &str| {
        let mut body = w.of(ann, 1);
        body["comments"] = json!([{"start": 0, "end": 5, "quote": "word1", "text": text}]);
        body["criteria"] = json!([{"criterion": "A", "text": "Use the article's own figures."}]);
        body["overall"] = json!("A good start.");
        body
    };
    assert_eq!(w.api().post(loser, "/admin/v1/ia/advice", advice("Mine")).await.0, StatusCode::CONFLICT);
    let (status, read) = w.api().post(winner, "/admin/v1/ia/advice", advice("Define this.")).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    // A second round is refused, whoever asks.
    let (status, e) = w.api().post(winner, "/admin/v1/ia/advice", advice("Again")).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ADVICE_GIVEN")));
    assert!(e["message"].as_str().unwrap().starts_with("Advice was already given on this commentary's draft on "));
    let (_, p) = w.api().get(ann, "/private/v1/ia").await;
    let first = &p["commentaries"][0];
    assert_eq!(
        (first["advice"]["comments"][0]["text"].as_str(), first["text"].as_str()),
        (Some("Define this."), Some(words(600).as_str())),
        "never an edit"
    );
    let (status, saved) = w
        .save(
            ann,
            w.body(
                1,
                "microeconomics",
                "sustainability",
                "The Straits Times",
                2,
                Some(first["article"]["copyKey"].as_str().unwrap()),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (status, e) = w.hand_in(ann, 1, 2, "draft").await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ADVICE_GIVEN")));

    // The finals, marked; F with the last; D at 0 is the teacher's, within the maxima.
    for (slot, version) in [(1, 2), (2, 1), (3, 1)] {
        assert_eq!(w.hand_in(ann, slot, version, "final").await.0, StatusCode::OK);
    }
    let mark = |slot: u8, marks: Value, f: Option<u8>| {
        let mut body = w.of(ann, slot);
        body["marks"] = marks;
        body["f"] = json!(f);
        body["overall"] = json!("Well argued.");
        body
    };
    for slot in [1, 2] {
        assert_eq!(w.api().post(&w.m1, "/admin/v1/ia/claim", w.of(ann, slot)).await.0, StatusCode::OK);
    }
    let (status, e) =
        w.api().post(&w.m1, "/admin/v1/ia/mark", mark(1, json!({"a": 3, "b": 3, "c": 3, "d": 3, "e": 3}), None)).await;
    assert_eq!((status, e["message"].as_str()), (StatusCode::BAD_REQUEST, Some("Criterion B is marked out of 2.")));
    let (status, e) = w
        .api()
        .post(&w.m1, "/admin/v1/ia/mark", mark(1, json!({"a": 3, "b": 2, "c": 3, "d": 3, "e": 3}), Some(3)))
        .await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Criterion F is given once, with the last commentary marked."))
    );
    assert_eq!(
        w.api()
            .post(&w.m1, "/admin/v1/ia/mark", mark(1, json!({"a": 3, "b": 2, "c": 3, "d": 3, "e": 3}), None))
            .await
            .0,
        StatusCode::OK
    );
    assert_eq!(
        w.api()
            .post(&w.m1, "/admin/v1/ia/mark", mark(2, json!({"a": 2, "b": 2, "c": 2, "d": 2, "e": 2}), None))
            .await
            .0,
        StatusCode::OK
    );
    let (_, third) = w.api().post(&w.m2, "/admin/v1/ia/claim", w.of(ann, 3)).await;
    assert_eq!(third["completes"], true, "{third}");
    let (status, e) =
        w.api().post(&w.m2, "/admin/v1/ia/mark", mark(3, json!({"a": 2, "b": 1, "c": 2, "d": 2, "e": 2}), None)).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("This commentary completes the portfolio: give criterion F (0 to 3) too."))
    );
    assert_eq!(
        w.api()
            .post(&w.m2, "/admin/v1/ia/mark", mark(3, json!({"a": 2, "b": 1, "c": 2, "d": 2, "e": 2}), Some(3)))
            .await
            .0,
        StatusCode::OK
    );

    // 14 + 10 + 9 + 3 = 36 of 45, in the predicted grade as marked by a teacher.
    let (_, p) = w.api().get(ann, "/private/v1/ia").await;
    assert_eq!(
        (p["mark"]["mark"].clone(), p["mark"]["max"].clone(), p["finished"].clone()),
        (json!(36), json!(45), json!(true))
    );
    assert_eq!(w.api().put(ann, "/private/v1/grade", json!({"level": "HL", "iaEstimate": 20})).await.0, StatusCode::OK);
    let (_, grade) = w.api().get(ann, "/private/v1/grade").await;
    assert_eq!(grade["iaMarked"], 36, "{grade}");
    let lines = grade["prediction"]["lines"].as_array().unwrap();
    let ia = lines.iter().find(|l| l["component"] == "IA").unwrap();
    assert!(ia["text"].as_str().unwrap().contains("36 / 45 (marked by a teacher)"), "{ia}");

    // The PDF: made on the server, a real PDF with the three articles.
    let (status, link) = w.api().get(ann, "/private/v1/ia/pdf").await;
    assert_eq!(status, StatusCode::OK, "{link}");
    let bytes = reqwest::get(link["url"].as_str().unwrap()).await.unwrap().bytes().await.unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert_eq!(
        w.api().get(&w.w.bob, "/private/v1/ia/pdf").await.0,
        StatusCode::CONFLICT,
        "Bob has no finished portfolio"
    );
}

/// Two teachers mark the portfolio's last two commentaries at the same moment, neither with F
/// (each read the other's as still to come): one mark stands, the other is refused with the
/// portfolio's new state, and given again with F; DynamoDB holds exactly one F.
#[tokio::test]
async fn two_teachers_marking_the_last_two_commentaries_at_once_leave_one_f() {
    let w = world().await;
    let ann = w.ann();
    w.portfolio().await;
    for slot in 1..=3 {
        assert_eq!(w.hand_in(ann, slot, 1, "final").await.0, StatusCode::OK);
    }
    let mark = |slot: u8, f: Option<u8>| {
        let mut body = w.of(ann, slot);
        body["marks"] = json!({"a": 2, "b": 1, "c": 2, "d": 2, "e": 2});
        body["f"] = json!(f);
        body
    };
    for (who, slot) in [(&w.m1, 1), (&w.m1, 2), (&w.m2, 3)] {
        assert_eq!(w.api().post(who, "/admin/v1/ia/claim", w.of(ann, slot)).await.0, StatusCode::OK);
    }
    assert_eq!(w.api().post(&w.m1, "/admin/v1/ia/mark", mark(1, None)).await.0, StatusCode::OK);
    let (a, b) = tokio::join!(
        w.api().post(&w.m1, "/admin/v1/ia/mark", mark(2, None)),
        w.api().post(&w.m2, "/admin/v1/ia/mark", mark(3, None))
    );
    assert_eq!([a.0, b.0].iter().filter(|s| **s == StatusCode::OK).count(), 1, "{a:?} {b:?}");
    let (refused, who, slot) = if a.0 == StatusCode::OK { (b, &w.m2, 3) } else { (a, &w.m1, 2) };
    assert!(refused.0.is_client_error(), "{refused:?}");
    assert_eq!(refused.1["message"], "This commentary completes the portfolio: give criterion F (0 to 3) too.");
    assert_eq!(w.api().post(who, "/admin/v1/ia/mark", mark(slot, Some(2))).await.0, StatusCode::OK);

    let stored = store::ia::commentaries(&w.w.env.state.db, &ann.sub, true).await.unwrap();
    let marked: Vec<_> = stored.iter().filter_map(|c| c.marking.as_ref()).collect();
    assert_eq!(marked.len(), 3);
    assert_eq!(marked.iter().filter(|m| m.f.is_some()).count(), 1, "one F in the store");
    let (_, p) = w.api().get(ann, "/private/v1/ia").await;
    assert_eq!((p["mark"]["mark"].clone(), p["finished"].clone()), (json!(9 * 3 + 2), json!(true)), "{p}");
}

#[tokio::test]
async fn twenty_hand_ins_at_once_count_against_the_allowance_as_staff_set_it() {
    let w = world().await;
    let ann = w.ann();
    w.portfolio().await;
    let two = json!({"subscriber": 2, "familyMember": 2, "trial": 2, "paper": 2, "iaDraft": 1, "iaFinal": 2});
    assert_eq!(w.api().put(&w.m1, "/admin/v1/marking/allowances", two).await.0, StatusCode::OK);
    let tries = join_all((0..20).map(|i| w.hand_in(ann, (i % 3 + 1) as u8, 1, "draft"))).await;
    let accepted = tries.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(accepted, 2, "{tries:?}");
    assert!(tries.iter().any(|(s, e)| *s == StatusCode::CONFLICT && e["code"] == "MARKING_ALLOWANCE_USED"));
    // What DynamoDB holds: two drafts waiting, the month's count at two.
    let db = &w.w.env.state.db;
    let stored = store::ia::commentaries(db, &ann.sub, true).await.unwrap();
    let waiting = stored.iter().filter(|c| c.stage == domain::ia::Stage::DraftWaiting).count();
    let month = domain::marking::month_of(w.w.env.clock.now_ms());
    assert_eq!((waiting, store::marking::allowance_used(db, &ann.sub, &month).await.unwrap()), (2, 2));
    // A final costs 2: with nothing left, refused and the commentary kept as it is.
    let left = stored.iter().find(|c| c.stage == domain::ia::Stage::Writing).unwrap();
    let (status, e) = w.hand_in(ann, left.slot, 1, "final").await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("MARKING_ALLOWANCE_USED")));
}

#[tokio::test]
async fn a_portfolio_is_its_students_alone_and_the_desk_is_for_staff() {
    let w = world().await;
    let (ann, bob) = (w.ann(), &w.w.bob);
    w.portfolio().await;
    let (_, theirs) = w.api().get(bob, "/private/v1/ia").await;
    assert!(theirs["commentaries"].as_array().unwrap().iter().all(|c| c["version"] == 0), "Bob sees only his own");
    assert_eq!(w.hand_in(bob, 1, 1, "draft").await.0, StatusCode::NOT_FOUND);
    // Being written, a commentary is the student's alone, even to staff.
    let path = format!("/admin/v1/ia/commentary?cognitoId={}&slot=1", ann.sub);
    assert_eq!(w.api().get(&w.m1, &path).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.api().post(&w.m1, "/admin/v1/ia/claim", w.of(ann, 1)).await.0, StatusCode::NOT_FOUND);
    let long = json!({"cognitoId": "x".repeat(3_000), "slot": 1});
    assert_eq!(w.api().post(&w.m1, "/admin/v1/ia/claim", long).await.0, StatusCode::NOT_FOUND);
    for path in ["/admin/v1/ia/queue", "/admin/v1/ia/settings"] {
        assert_eq!(w.api().get(bob, path).await.0, StatusCode::FORBIDDEN, "{path}");
    }
    for path in ["/admin/v1/ia/claim", "/admin/v1/ia/advice", "/admin/v1/ia/mark"] {
        assert_eq!(w.api().post(bob, path, w.of(ann, 1)).await.0, StatusCode::FORBIDDEN, "{path}");
    }
    // Staff's settings: within sense, and the limit is what the count uses.
    let bad = json!({"wordLimit": 5, "articleMonths": 12, "guidance": []});
    assert_eq!(w.api().put(&w.m1, "/admin/v1/ia/settings", bad).await.0, StatusCode::BAD_REQUEST);
    let tighter =
        json!({"wordLimit": 500, "articleMonths": 12, "guidance": [{"criterion": "A", "text": "Real figures."}]});
    assert_eq!(w.api().put(&w.m1, "/admin/v1/ia/settings", tighter).await.0, StatusCode::OK);
    let (_, p) = w.api().get(ann, "/private/v1/ia").await;
    assert!(messages(&p["commentaries"][0]["checks"])[0].starts_with("600 words counted: 100 past the limit of 500."));
}
