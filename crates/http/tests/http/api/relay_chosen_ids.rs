//! The relay as 4.x client kits use it: a request under an id the kit chose (64 hex
//! digits derived from an invite code), and a response left with no request before it.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::relay::{Entry, sealed};

/// `POST path` (`/request` or `/response`) with `body`: a new entry, as a kit makes one.
async fn open(app: &TestApp, path: &str, body: Value) -> CorsAnswer {
    let res = app.client.post(app.at(path)).json(&body).send();
    CorsAnswer::of(res.await.unwrap()).await
}

#[tokio::test]
async fn a_kit_chosen_id_is_kept_in_lower_case_and_every_relay_call_takes_it() {
    let app = spawn_app().await;
    let chosen = "36CBCE56BE7A3756B422C47D7877FF6E7905E3BEBECF6036F4123F0857548DF0";
    let lower_id = chosen.to_ascii_lowercase();
    let mut body = sealed("code");
    body["request_id"] = json!(chosen);
    let opened = open(&app, "/request", body).await;
    assert_eq!((opened.status, opened.cors), (StatusCode::OK, true));
    assert_eq!(opened.body, json!({ "request_id": lower_id }));

    let upper = Entry {
        url: &app.url,
        id: chosen,
    };
    let lower = Entry {
        url: &app.url,
        id: &lower_id,
    };
    assert_eq!(upper.head("request").await, StatusCode::OK);
    let read = lower.get("request").await;
    assert_eq!(read, (StatusCode::OK, sealed("code")));
    let (_, polled) = lower.get("response").await;
    assert_eq!(polled, json!({ "status": "retrieved", "response": null }));
    assert_eq!(upper.answer("answer").await.0, StatusCode::CREATED);
    let (_, done) = lower.get("response").await;
    assert_eq!(
        done,
        json!({ "status": "completed", "response": sealed("answer") })
    );
    assert_eq!(lower.get("response").await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_response_left_first_gets_a_new_id_and_is_collected_once() {
    let app = spawn_app().await;
    let created = open(&app, "/response", sealed("first")).await;
    assert_eq!((created.status, created.cors), (StatusCode::CREATED, true));
    let id = created.body["request_id"].as_str().unwrap().to_owned();
    assert_eq!((id.len(), &id[14..15]), (36, "4"), "a version 4 UUID: {id}");
    let at = Entry {
        url: &app.url,
        id: &id,
    };
    assert_eq!(at.head("request").await, StatusCode::NOT_FOUND);
    assert_eq!(at.head("response").await, StatusCode::OK);
    let (_, done) = at.get("response").await;
    assert_eq!(
        done,
        json!({ "status": "completed", "response": sealed("first") })
    );
    assert_eq!(at.get("response").await.0, StatusCode::NOT_FOUND);
    let preflight = app
        .preflight("/response", "https://rp.example", "POST", None)
        .await;
    assert_eq!(preflight.status(), StatusCode::NO_CONTENT);
}
