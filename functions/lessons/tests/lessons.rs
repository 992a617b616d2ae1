//! Recorded lessons and the free lesson on the emulators: the free lesson changes exactly at
//! Friday 21:00 GMT+8, and only buyers get a lesson's signed URLs.

use api::clock::Clock;
use reqwest::StatusCode;
use serde_json::json;
use store::lessons::{self, FreeSlot, Lesson, Purchase};
use testkit::{ApiClient, TestEnv, TestUser};

/// Friday 2026-11-20 21:00 GMT+8 (13:00 UTC).
const FRIDAY_21: i64 = 1_795_179_600_000;
const MINUTE: i64 = 60_000;

struct World {
    env: TestEnv,
    api: ApiClient,
    ann: TestUser,
}

/// Lessons 1 (USD) and 2 (SGD); lesson 1 is free from a week before FRIDAY_21, lesson 2 from it.
/// Ann is on a trial with a cohort; the clock reads 20:59 that Friday.
async fn world() -> World {
    let env = TestEnv::with_clock(Clock::fixed(FRIDAY_21 - MINUTE)).await;
    let api = ApiClient::new(env.spawn(::lessons::router()).await);
    for (id, currency, price) in [(1, "usd", 1500), (2, "sgd", 2000)] {
        let l = Lesson {
            id,
            name: format!("Lesson {id}"),
            description: format!("About lesson {id}"),
            thumbnail_key: format!("lessons/{id}/thumb.svg"),
            preview_video_key: format!("lessons/{id}/preview.mp4"),
            full_video_key: format!("lessons/{id}/full.mp4"),
            notes_key: format!("lessons/{id}/notes.pdf"),
            price_in_cent: price,
            currency: currency.into(),
        };
        for key in [&l.thumbnail_key, &l.preview_video_key, &l.full_video_key, &l.notes_key] {
            env.put_object(key, key.as_bytes()).await;
        }
        lessons::put_lesson(&env.state.db, &l).await.unwrap();
    }
    for (starts_at, lesson_id) in [(FRIDAY_21 - 7 * 86_400_000, 1), (FRIDAY_21, 2)] {
        lessons::put_free_slot(&env.state.db, &FreeSlot { starts_at, lesson_id }).await.unwrap();
    }
    let ann = env.student("ann@example.com").await;
    let mut p = store::users::get(&env.state.db, &ann.sub).await.unwrap().unwrap();
    p.user_cohort = "2027#MAY".into();
    store::users::put(&env.state.db, &p).await.unwrap();
    World { env, api, ann }
}

#[tokio::test]
async fn the_free_lesson_changes_exactly_at_friday_21_00_gmt8() {
    let w = world().await;
    let (status, at_2059) = w.api.get(&w.ann, "/private/v2/recorded-lessons/free").await;
    assert_eq!(status, StatusCode::OK, "{at_2059}");
    assert_eq!((at_2059["id"].as_u64(), at_2059["name"].as_str()), (Some(1), Some("Lesson 1")));
    let video = reqwest::get(at_2059["fullVideoUrl"].as_str().unwrap()).await.unwrap().text().await.unwrap();
    assert_eq!(video, "lessons/1/full.mp4");
    let notes = reqwest::get(at_2059["notesUrl"].as_str().unwrap()).await.unwrap().text().await.unwrap();
    assert_eq!(notes, "lessons/1/notes.pdf");

    w.env.clock.advance(MINUTE - 1);
    assert_eq!(w.api.get(&w.ann, "/private/v2/recorded-lessons/free").await.1["id"], 1, "20:59:59.999");
    w.env.clock.advance(1);
    assert_eq!(w.api.get(&w.ann, "/private/v2/recorded-lessons/free").await.1["id"], 2, "21:00 sharp");
}

#[tokio::test]
async fn the_free_lesson_needs_a_plan_and_a_cohort_and_tracking_is_the_callers_own() {
    let w = world().await;
    let bob = w.env.student("bob@example.com").await; // no cohort
    assert_eq!(w.api.get(&bob, "/private/v2/recorded-lessons/free").await.0, StatusCode::NOT_FOUND);
    let carl = w.env.user("carl@example.com").await; // no profile, no plan
    assert_eq!(w.api.get(&carl, "/private/v2/recorded-lessons/free").await.0, StatusCode::FORBIDDEN);

    let track = |who: &str, lesson: u32, action: &str| json!({"authId": who, "fullName": "Ann", "email": "ann@example.com", "recordedLessonId": lesson, "action": action});
    let ann = &w.ann;
    assert_eq!(w.api.put(ann, "/private/v2/gd/free-lesson", track(&ann.sub, 1, "watched")).await.0, StatusCode::OK);
    assert_eq!(
        w.api.put(ann, "/private/v2/gd/free-lesson", track(&ann.sub, 1, "notesDownloaded")).await.0,
        StatusCode::OK
    );
    assert_eq!(
        w.api.put(ann, "/private/v2/gd/free-lesson", track(&ann.sub, 2, "watched")).await.0,
        StatusCode::BAD_REQUEST,
        "not this week's"
    );
    assert_eq!(
        w.api.put(ann, "/private/v2/gd/free-lesson", track(&bob.sub, 1, "watched")).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        w.api.put(ann, "/private/v2/gd/free-lesson", track(&ann.sub, 1, "liked")).await.0,
        StatusCode::BAD_REQUEST
    );
}

#[tokio::test]
async fn only_buyers_get_a_lessons_full_video_and_notes() {
    let w = world().await;
    let ann = &w.ann;
    let (status, all) = w.api.get(ann, "/private/v2/recorded-lessons/all").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(all.as_array().unwrap().len(), 2);
    assert_eq!((all[1]["priceInCent"].as_i64(), all[1]["currency"].as_str()), (Some(2000), Some("sgd")));
    let thumb = reqwest::get(all[0]["thumbnailUrl"].as_str().unwrap()).await.unwrap().text().await.unwrap();
    assert_eq!(thumb, "lessons/1/thumb.svg");
    assert!(
        !all.to_string().contains("full.mp4") && !all.to_string().contains("notes.pdf"),
        "no full video or notes in the list"
    );
    assert_eq!(w.api.get(ann, "/private/v2/recorded-lessons/purchased").await.1, json!([]));

    for path in ["sign/notes", "sign/full-video"] {
        let url = format!("/private/v2/recorded-lessons/{path}?recordedLessonId=1");
        assert_eq!(w.api.get(ann, &url).await.0, StatusCode::FORBIDDEN, "{path} before buying");
        let unknown = format!("/private/v2/recorded-lessons/{path}?recordedLessonId=9");
        assert_eq!(w.api.get(ann, &unknown).await.0, StatusCode::NOT_FOUND);
    }

    let purchase = Purchase {
        cognito_id: ann.sub.clone(),
        sk: lessons::purchase_sk(1),
        lesson_id: 1,
        payment_intent_id: "pi_test".into(),
        amount_in_cent: 1500,
        currency: "usd".into(),
        purchased_at: 1,
    };
    assert!(lessons::record_purchase(&w.env.state.db, &purchase).await.unwrap());
    assert!(!lessons::record_purchase(&w.env.state.db, &purchase).await.unwrap(), "once");

    let (_, mine) = w.api.get(ann, "/private/v2/recorded-lessons/purchased").await;
    assert_eq!(mine.as_array().unwrap().iter().map(|l| l["id"].as_u64().unwrap()).collect::<Vec<_>>(), [1]);
    for (path, body) in [("sign/notes", "lessons/1/notes.pdf"), ("sign/full-video", "lessons/1/full.mp4")] {
        let (status, signed) = w.api.get(ann, &format!("/private/v2/recorded-lessons/{path}?recordedLessonId=1")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(reqwest::get(signed["url"].as_str().unwrap()).await.unwrap().text().await.unwrap(), body);
    }
    // Another user has bought nothing.
    let bob = w.env.student("bob@example.com").await;
    assert_eq!(
        w.api.get(&bob, "/private/v2/recorded-lessons/sign/full-video?recordedLessonId=1").await.0,
        StatusCode::FORBIDDEN
    );

    let preview = json!({"authId": ann.sub, "fullName": "Ann", "email": "a@b.c", "recordedLessonId": 2});
    assert_eq!(w.api.put(ann, "/private/v2/gd/preview-lesson", preview).await.0, StatusCode::OK);
}
