//! The relay as 4.x client kits use it: a request under an id the kit chose (64 hex
//! digits derived from an invite code), and a response left with no request before it.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::relay::sealed;

async fn call(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> (StatusCode, Value, bool) {
    let mut req = app.client.request(method, app.at(path));
    if let Some(b) = body {
        req = req.json(&b);
    }
    let answer = CorsAnswer::of(req.send().await.unwrap()).await;
    (answer.status, answer.body, answer.cors)
}

#[tokio::test]
async fn a_kit_chosen_id_is_kept_in_lower_case_and_every_relay_call_takes_it() {
    let app = spawn_app().await;
    let chosen = "36CBCE56BE7A3756B422C47D7877FF6E7905E3BEBECF6036F4123F0857548DF0";
    let lower = chosen.to_ascii_lowercase();
    let mut body = sealed("code");
    body["request_id"] = json!(chosen);
    let (status, opened, cors) = call(&app, Method::POST, "/request", Some(body)).await;
    assert_eq!((status, cors), (StatusCode::OK, true));
    assert_eq!(opened, json!({ "request_id": lower }));

    let waiting = call(&app, Method::HEAD, &format!("/request/{chosen}"), None).await;
    assert_eq!(waiting.0, StatusCode::OK);
    let (status, read, _) = call(&app, Method::GET, &format!("/request/{lower}"), None).await;
    assert_eq!((status, read), (StatusCode::OK, sealed("code")));
    let (_, polled, _) = call(&app, Method::GET, &format!("/response/{lower}"), None).await;
    assert_eq!(polled, json!({ "status": "retrieved", "response": null }));
    let put = call(
        &app,
        Method::PUT,
        &format!("/response/{chosen}"),
        Some(sealed("answer")),
    )
    .await;
    assert_eq!(put.0, StatusCode::CREATED);
    let (_, done, _) = call(&app, Method::GET, &format!("/response/{lower}"), None).await;
    assert_eq!(
        done,
        json!({ "status": "completed", "response": sealed("answer") })
    );
    let gone = call(&app, Method::GET, &format!("/response/{lower}"), None).await;
    assert_eq!(gone.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_response_left_first_gets_a_new_id_and_is_collected_once() {
    let app = spawn_app().await;
    let (status, created, cors) =
        call(&app, Method::POST, "/response", Some(sealed("first"))).await;
    assert_eq!((status, cors), (StatusCode::CREATED, true));
    let id = created["request_id"].as_str().unwrap().to_owned();
    assert_eq!((id.len(), &id[14..15]), (36, "4"), "a version 4 UUID: {id}");
    assert_eq!(
        call(&app, Method::HEAD, &format!("/request/{id}"), None)
            .await
            .0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        call(&app, Method::HEAD, &format!("/response/{id}"), None)
            .await
            .0,
        StatusCode::OK
    );
    let (_, done, _) = call(&app, Method::GET, &format!("/response/{id}"), None).await;
    assert_eq!(
        done,
        json!({ "status": "completed", "response": sealed("first") })
    );
    let again = call(&app, Method::GET, &format!("/response/{id}"), None).await;
    assert_eq!(again.0, StatusCode::NOT_FOUND);
    let preflight = app
        .client
        .request(Method::OPTIONS, app.at("/response"))
        .header("origin", "https://rp.example")
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    assert_eq!(preflight.status(), StatusCode::NO_CONTENT);
}
