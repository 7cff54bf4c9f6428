//! `POST /api/v2/create-action/{app_id}`: an app's back end creates actions at run time
//! with its team's API key.

use humanid_core::TeamId;
use humanid_core::portal::NewApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::helpers::*;

struct Team {
    key: String,
    app_id: String,
    team_id: String,
}

async fn team_with_app(app: &TestApp, name: &str) -> Team {
    let boot = app.humanid.bootstrap_team(name).await.unwrap();
    let new = NewApp {
        is_staging: true,
        ..NewApp::cloud(format!("{name} app"))
    };
    let created = app
        .humanid
        .create_app(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(&boot.team_id),
            new,
        )
        .await
        .unwrap();
    Team {
        key: boot.api_key,
        app_id: created.id,
        team_id: boot.team_id,
    }
}

async fn create(app: &TestApp, key: Option<&str>, app_id: &str, body: &str) -> (StatusCode, Value) {
    let mut req = app
        .client
        .post(app.at(&format!("/api/v2/create-action/{app_id}")))
        .header("content-type", "application/json")
        .body(body.to_owned());
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    let res = req.send().await.unwrap();
    (res.status(), res.json().await.unwrap())
}

impl Team {
    /// Creates an action with `body` as this team's back end does (its key, its app).
    async fn create(&self, app: &TestApp, body: &str) -> (StatusCode, Value) {
        create(app, Some(&self.key), &self.app_id, body).await
    }
}

async fn precheck_action(app: &TestApp, app_id: &str, action: &str) -> Value {
    let res = app
        .client
        .post(app.at(&format!("/api/v1/precheck/{app_id}")))
        .json(&json!({ "action": action }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    res.json::<Value>().await.unwrap()["action"].clone()
}

#[tokio::test]
async fn a_created_action_is_answered_exactly_as_precheck_shows_it() {
    let app = spawn_app().await;
    let t = team_with_app(&app, "Acme").await;
    let body = r#"{"action": "claim-42", "name": "Claim", "description": "One claim", "max_verifications": 3}"#;
    let (status, created) = t.create(&app, body).await;
    assert_eq!(status, StatusCode::OK, "{created}");
    assert_eq!(created, precheck_action(&app, &t.app_id, "claim-42").await);
    assert_eq!(created["max_verifications"], 3);
    assert_eq!(created["description"], "One claim");
    let expected = humanid_proof::external_nullifier(&t.app_id, "claim-42").to_hex();
    assert_eq!(created["external_nullifier"], expected.as_str());

    // Only the action is required: the name is the action, one use per person.
    let (status, minimal) = t.create(&app, r#"{"action": "vote"}"#).await;
    assert_eq!(status, StatusCode::OK, "{minimal}");
    assert_eq!(
        (&minimal["name"], &minimal["max_verifications"]),
        (&json!("vote"), &json!(1))
    );
}

#[tokio::test]
async fn each_created_action_is_in_the_team_audit_log_under_its_api_key() {
    let app = spawn_app().await;
    let t = team_with_app(&app, "Acme").await;
    for action in ["poll-1", "poll-2"] {
        let body = json!({ "action": action }).to_string();
        let (status, out) = t.create(&app, &body).await;
        assert_eq!(status, StatusCode::OK, "{out}");
    }
    // Asking again for an existing action changes nothing, so it is not logged.
    t.create(&app, r#"{"action": "poll-1"}"#).await;
    let log = app
        .humanid
        .audit_log(&TeamId::stored(&t.team_id), None, 50)
        .await
        .unwrap();
    let created: Vec<_> = log
        .iter()
        .filter(|row| row.action == "action.create" && row.actor_kind == "api_key")
        .map(|row| row.detail.clone())
        .collect();
    assert_eq!(created.len(), 2, "{log:?}");
    assert!(created.iter().any(|d| d.contains("poll-1")));
    assert!(created.iter().any(|d| d.contains("poll-2")));
}

#[tokio::test]
async fn asking_again_returns_the_existing_action_unchanged() {
    let app = spawn_app().await;
    let t = team_with_app(&app, "Acme").await;
    let first = t
        .create(&app, r#"{"action": "poll", "max_verifications": 0}"#)
        .await;
    assert_eq!(first.0, StatusCode::OK);
    let again = r#"{"action": "poll", "name": "Renamed", "max_verifications": 9}"#;
    assert_eq!(t.create(&app, again).await, first);
}

/// What is wrong, key, app id, body, then the expected status, code and attribute.
type Case<'a> = (
    &'a str,
    Option<&'a str>,
    &'a str,
    &'a str,
    StatusCode,
    &'a str,
    Option<&'a str>,
);

#[tokio::test]
async fn bad_input_and_foreign_keys_are_refused() {
    let app = spawn_app().await;
    let t = team_with_app(&app, "Acme").await;
    let other = team_with_app(&app, "Other").await;
    let unknown_app = format!("app_staging_{}", "0".repeat(32));
    let ok = r#"{"action": "vote"}"#;
    let long = format!(r#"{{"action": "{}"}}"#, "a".repeat(201));
    let mut cases: Vec<Case> = vec![
        (
            "no key",
            None,
            &t.app_id,
            ok,
            StatusCode::UNAUTHORIZED,
            "unauthenticated",
            None,
        ),
        (
            "a malformed key",
            Some("api_nope"),
            &t.app_id,
            ok,
            StatusCode::UNAUTHORIZED,
            "unauthenticated",
            None,
        ),
        (
            "another team's key",
            Some(&other.key),
            &t.app_id,
            ok,
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
        (
            "an unknown app",
            Some(&t.key),
            &unknown_app,
            ok,
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
        (
            "a malformed app id",
            Some(&t.key),
            "app_not-hex",
            ok,
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
        (
            // The body is judged before the app is looked up, whatever the id's shape.
            "a malformed app id and an empty action",
            Some(&t.key),
            "app_not-hex",
            r#"{"action": "  "}"#,
            StatusCode::BAD_REQUEST,
            "invalid",
            Some("action"),
        ),
    ];
    // Bodies that are wrong, with this team's key and app: 400 `invalid` naming the field.
    let invalid = [
        ("not JSON", "{", "body"),
        ("no action", r#"{"name": "x"}"#, "action"),
        ("an empty action", r#"{"action": "  "}"#, "action"),
        ("a control character", r#"{"action": "a\u0000b"}"#, "action"),
        ("a 201-character action", long.as_str(), "action"),
        (
            "a negative max",
            r#"{"action": "vote", "max_verifications": -1}"#,
            "max_verifications",
        ),
        (
            "a fractional max",
            r#"{"action": "vote", "max_verifications": 1.5}"#,
            "max_verifications",
        ),
    ];
    cases.extend(invalid.map(|(what, body, attribute)| {
        let bad = StatusCode::BAD_REQUEST;
        (
            what,
            Some(t.key.as_str()),
            t.app_id.as_str(),
            body,
            bad,
            "invalid",
            Some(attribute),
        )
    }));
    for (what, key, app_id, body, status, code, attribute) in cases {
        let (got, err) = create(&app, key, app_id, body).await;
        assert_eq!(got, status, "{what}: {err}");
        assert_eq!(err["code"], code, "{what}: {err}");
        assert_eq!(err["attribute"].as_str(), attribute, "{what}: {err}");
    }
    // Nothing was created by any of them.
    let res = app
        .client
        .post(app.at(&format!("/api/v1/precheck/{}", t.app_id)))
        .json(&json!({ "action": "vote" }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
}

/// Found by Schemathesis: JSON Schema counts `5.0` as an integer, and the limit is in
/// characters, as the message says (not bytes).
#[tokio::test]
async fn integral_floats_and_200_wide_characters_are_accepted() {
    let app = spawn_app().await;
    let team = team_with_app(&app, "Acme").await;
    let (status, out) = team
        .create(&app, r#"{"action": "float", "max_verifications": 5.0}"#)
        .await;
    assert_eq!(status, StatusCode::OK, "{out}");
    assert_eq!(out["max_verifications"], 5);

    let (status, out) = team
        .create(&app, r#"{"action": "half", "max_verifications": 5.5}"#)
        .await;
    assert_eq!(
        (status, out["attribute"].as_str()),
        (StatusCode::BAD_REQUEST, Some("max_verifications"))
    );

    let wide = "é".repeat(200);
    let body = json!({ "action": wide }).to_string();
    let (status, out) = team.create(&app, &body).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    let too_wide = json!({ "action": "é".repeat(201) }).to_string();
    let (status, _) = team.create(&app, &too_wide).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}
