//! `POST /api/v1/verify/{app_id}` remembers actions it found serving (core's
//! `verify::known`): changes through the same service take effect on the next request,
//! refusals stay in the documented order (docs/api-reference.md), and a remembered action
//! deleted by another replica is refused as a fresh lookup refuses it.

use humanid_core::audit::Actor;
use humanid_core::{ActionId, AppId, TeamId};
use humanid_store::actions::ActionPatch;
use humanid_store::apps::AppPatch;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::*;

async fn verify(app: &TestApp, app_id: &str, body: &Value) -> (StatusCode, String) {
    let answer = post(app, &format!("/api/v1/verify/{app_id}"), body).await;
    let (status, code) = code(&answer);
    (status, code.to_owned())
}

fn refused(status: StatusCode, code: &str) -> (StatusCode, String) {
    (status, code.to_owned())
}

/// A 200 has no `code`.
fn ok() -> (StatusCode, String) {
    refused(StatusCode::OK, "<none>")
}

#[tokio::test]
async fn a_change_through_this_service_takes_effect_on_the_next_verification() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 0, false).await;
    let body = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let (h, team, actor) = (&app.humanid, &TeamId::stored(&s.team_id), &Actor::Operator);
    let (app_id, action_id) = (&AppId::stored(&s.app.id), &ActionId::stored(&s.action.id));
    let action = |patch: ActionPatch| h.update_action(actor, team, action_id, patch);
    let app_status = |status: &str| {
        let patch = AppPatch {
            status: Some(status.parse().unwrap()),
            ..AppPatch::default()
        };
        h.update_app(actor, team, app_id, patch)
    };
    let status = |value: &str| ActionPatch {
        status: Some(value.parse().unwrap()),
        ..ActionPatch::default()
    };
    let ok = ok();

    assert_eq!(verify(&app, &s.app.id, &body).await, ok);
    action(status("inactive")).await.unwrap();
    let inactive = refused(StatusCode::BAD_REQUEST, "action_inactive");
    assert_eq!(verify(&app, &s.app.id, &body).await, inactive);
    action(status("active")).await.unwrap();
    assert_eq!(verify(&app, &s.app.id, &body).await, ok);

    app_status("inactive").await.unwrap();
    let gone = refused(StatusCode::NOT_FOUND, "not_found");
    assert_eq!(verify(&app, &s.app.id, &body).await, gone);
    app_status("active").await.unwrap();
    assert_eq!(verify(&app, &s.app.id, &body).await, ok);

    // Three uses so far; the limit drops to three.
    let three = ActionPatch {
        max_verifications: Some(3),
        ..ActionPatch::default()
    };
    action(three).await.unwrap();
    let spent = refused(StatusCode::BAD_REQUEST, "max_verifications_reached");
    assert_eq!(verify(&app, &s.app.id, &body).await, spent);

    h.delete_action(actor, team, action_id).await.unwrap();
    let no_action = refused(StatusCode::BAD_REQUEST, "invalid_action");
    assert_eq!(verify(&app, &s.app.id, &body).await, no_action);
}

#[tokio::test]
async fn refusals_on_a_remembered_action_come_in_the_contract_order() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let other = Person::new("another person");
    other.enrol(&app, &s.key).await;
    let first = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let second = other.prove(&app, &s.key, &s.action, "hello").await;
    let ok = ok();

    assert_eq!(verify(&app, &s.app.id, &first).await, ok);
    // A spent person with a bad proof: the uses check comes before the proof's.
    let bad = with(&first, "signal", json!("not what was proved"));
    let spent = refused(StatusCode::BAD_REQUEST, "max_verifications_reached");
    assert_eq!(verify(&app, &s.app.id, &bad).await, spent);
    assert_eq!(verify(&app, &s.app.id, &first).await, spent);
    // Someone with uses left and a bad proof: the proof is what is wrong.
    let bad = with(&second, "signal", json!("not what was proved"));
    let invalid = refused(StatusCode::BAD_REQUEST, "invalid_proof");
    assert_eq!(verify(&app, &s.app.id, &bad).await, invalid);
    assert_eq!(verify(&app, &s.app.id, &second).await, ok);
    assert_eq!(verify(&app, &s.app.id, &second).await, spent);
}

async fn deleted_on_another_replica(a: TestApp) {
    let b = a.other_replica().await;
    let s = scene(&a, 0, false).await;
    let body = s.person.prove(&a, &s.key, &s.action, "hello").await;
    assert_eq!(verify(&b, &s.app.id, &body).await, ok());
    a.humanid
        .delete_action(
            &Actor::Operator,
            &TeamId::stored(&s.team_id),
            &ActionId::stored(&s.action.id),
        )
        .await
        .unwrap();
    // b still remembers the action as serving; its use has nothing to belong to.
    let no_action = refused(StatusCode::BAD_REQUEST, "invalid_action");
    assert_eq!(verify(&b, &s.app.id, &body).await, no_action);
    assert_eq!(verify(&a, &s.app.id, &body).await, no_action);
}

#[tokio::test]
async fn an_action_deleted_on_another_replica_while_remembered_is_an_invalid_action() {
    deleted_on_another_replica(TestServer::new().depth16().spawn().await).await;
}

#[tokio::test]
async fn an_action_deleted_on_another_replica_while_remembered_is_an_invalid_action_postgres() {
    deleted_on_another_replica(TestServer::new().depth16().postgres().spawn().await).await;
}
