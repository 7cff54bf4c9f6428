//! The operator's verification belongs to the name and logo the operator reviewed: a
//! team that renames its verified app, or changes its logo, loses the badge until the
//! operator verifies again, and the audit log says why.

use humanid_core::AppId;
use humanid_core::app_review::Review;
use humanid_store::audit::AuditRow;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::api::graphql::gql_body;
use crate::api::helpers::*;
use crate::api::portal_support::{team, user};
use crate::api::proving::{new_app, post};

async fn precheck(app: &TestApp, app_id: &str) -> Value {
    let (status, out) = post(app, &format!("/api/v1/precheck/{app_id}"), &json!({})).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    out
}

async fn verify(app: &TestApp, app_id: &str) {
    let logo = Some("https://rp.example/reviewed.png".to_owned());
    app.humanid
        .review_app(&AppId::stored(app_id), Review::Verify { logo })
        .await
        .unwrap();
    assert_eq!(precheck(app, app_id).await["is_verified"], true);
}

/// The audit entry saying why `team_id`'s app lost its verification.
async fn verification_cleared(app: &TestApp, team_id: &str) -> AuditRow {
    let log = app
        .humanid
        .store()
        .list_audit(team_id, None, 10)
        .await
        .unwrap();
    let cleared = log.iter().find(|e| e.action == "app.verification_cleared");
    cleared
        .cloned()
        .unwrap_or_else(|| panic!("no entry saying why: {log:?}"))
}

#[tokio::test]
async fn renaming_a_verified_app_in_settings_clears_its_verification_and_says_why() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let admin = user(&app, &team_id, "Ada", "admin").await;
    let made = new_app(&app, &team_id, false, "cloud").await;
    verify(&app, &made.id).await;

    // Saving the settings unchanged keeps the badge: only a new name or logo clears it.
    let csrf = admin.csrf(&app).await;
    let settings = format!("/portal/apps/{}/settings", made.id);
    let form = |name: &'static str| {
        [
            ("csrf", csrf.clone()),
            ("name", name.to_owned()),
            ("description", String::new()),
            ("logo_url", String::new()),
        ]
    };
    let same = form("Poll");
    let same: Vec<(&str, &str)> = same.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(
        admin.post(&app, &settings, &same).await.0,
        StatusCode::SEE_OTHER
    );
    assert_eq!(precheck(&app, &made.id).await["is_verified"], true);

    let renamed = form("PayPal");
    let renamed: Vec<(&str, &str)> = renamed.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(
        admin.post(&app, &settings, &renamed).await.0,
        StatusCode::SEE_OTHER
    );
    let out = precheck(&app, &made.id).await;
    assert_eq!(
        (&out["name"], &out["is_verified"], &out["verified_app_logo"]),
        (&json!("PayPal"), &json!(false), &json!(""))
    );
    let cleared = verification_cleared(&app, &team_id).await;
    assert_eq!(cleared.target, made.id);
    assert_eq!(cleared.actor_label, "Ada");
    let detail: Value = serde_json::from_str(&cleared.detail).unwrap();
    assert_eq!(detail["reason"], "name changed", "{detail}");
}

#[tokio::test]
async fn changing_the_logo_of_a_verified_app_over_graphql_clears_its_verification() {
    let app = spawn_app().await;
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let made = new_app(&app, &boot.team_id, false, "cloud").await;
    verify(&app, &made.id).await;
    let query = format!(
        r#"mutation {{ update_app_by_pk(pk_columns: {{id: "{}"}}, _set: {{logo_url: "https://evil.example/paypal.png"}}) {{ id is_verified }} }}"#,
        made.id
    );
    let res = gql_body(&app, &boot.api_key, &query).await;
    assert_eq!(
        res["data"]["update_app_by_pk"]["is_verified"], false,
        "{res}"
    );
    let out = precheck(&app, &made.id).await;
    assert_eq!(
        (&out["is_verified"], &out["verified_app_logo"]),
        (&json!(false), &json!(""))
    );
    let cleared = verification_cleared(&app, &boot.team_id).await;
    let detail: Value = serde_json::from_str(&cleared.detail).unwrap();
    assert_eq!(detail["reason"], "logo changed", "{detail}");

    // The operator verifies again, and the badge is back.
    verify(&app, &made.id).await;
}
