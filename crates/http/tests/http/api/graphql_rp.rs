//! World ID 4.0 relying parties over GraphQL: `rp_registration(where)` and
//! `register_rp_signer`, team isolation, address checks, the audit log, and the status
//! an archived app's RP gets.

use humanid_core::TeamId;
use humanid_core::rp::rp_id;
use serde_json::json;

use crate::api::graphql::{data, error_code, new_app, team};
use crate::api::helpers::*;

const SIGNER: &str = "0x52908400098527886E0F7030069857D2E4169EE7";

#[tokio::test]
async fn an_app_is_unregistered_until_its_signer_is_registered_and_then_replaced() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    let list = |filter: &str| {
        format!("{{ rp_registration(where: {filter}) {{ rp_id app_id signer_address status }} }}")
    };
    let before = data(
        &app,
        &key,
        &list(&format!(r#"{{app_id: {{_eq: "{id}"}}}}"#)),
    )
    .await;
    assert_eq!(
        before["rp_registration"],
        json!([{"rp_id": rp_id(&id), "app_id": id, "signer_address": null, "status": "unregistered"}])
    );

    let register = |address: &str| {
        format!(
            r#"mutation {{ register_rp_signer(app_id: "{id}", signer_address: "{address}") {{ rp_id status signer_address }} }}"#
        )
    };
    let done = data(&app, &key, &register(SIGNER)).await;
    assert_eq!(
        done["register_rp_signer"],
        json!({"rp_id": rp_id(&id), "status": "registered", "signer_address": SIGNER.to_lowercase()})
    );
    let replacement = format!("0x{}", "ab".repeat(20));
    data(&app, &key, &register(&replacement)).await;
    let after = data(&app, &key, &list(r#"{status: {_eq: "registered"}}"#)).await;
    assert_eq!(after["rp_registration"][0]["signer_address"], replacement);
    let status = app
        .get_json(&format!("/api/v4/rp-status/{}", rp_id(&id)))
        .await;
    assert_eq!(
        status,
        json!({"production_status": "registered", "staging_status": "unregistered"})
    );

    // Both registrations are in the team's audit log, with the key that made them.
    let team_id = app.humanid.store().get_app(&id).await.unwrap().team_id;
    let log = app
        .humanid
        .audit_log(&TeamId::stored(&team_id), None, 50)
        .await
        .unwrap();
    let entries: Vec<_> = log
        .iter()
        .filter(|e| e.action == "rp.register_signer")
        .collect();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].actor_kind, "api_key");
    assert!(
        entries[0].detail.contains(&replacement),
        "{}",
        entries[0].detail
    );
}

#[tokio::test]
async fn bad_addresses_and_other_teams_apps_are_refused() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let other = team(&app, "Rival").await;
    let id = new_app(&app, &key, "Poll").await;
    for bad in [
        "",
        "0x1234",
        "52908400098527886E0F7030069857D2E4169EE7",
        "0xZZ908400098527886E0F7030069857D2E4169EE7",
    ] {
        let q = format!(
            r#"mutation {{ register_rp_signer(app_id: "{id}", signer_address: "{bad}") {{ rp_id }} }}"#
        );
        assert_eq!(error_code(&app, &key, &q).await, "invalid", "{bad:?}");
    }
    let q = format!(
        r#"mutation {{ register_rp_signer(app_id: "{id}", signer_address: "{SIGNER}") {{ rp_id }} }}"#
    );
    assert_eq!(error_code(&app, &other, &q).await, "not_found");
    let seen = data(&app, &other, "{ rp_registration { app_id } }").await;
    assert_eq!(seen["rp_registration"], json!([]));
    let stored = app.humanid.store().get_relying_party(&id).await.unwrap();
    assert!(stored.is_none_or(|r| r.signer_address.is_none()));
}

#[tokio::test]
async fn an_archived_apps_registration_is_listed_as_deactivated() {
    let app = spawn_app().await;
    let key = team(&app, "Acme").await;
    let id = new_app(&app, &key, "Poll").await;
    let q = format!(
        r#"mutation {{ register_rp_signer(app_id: "{id}", signer_address: "{SIGNER}") {{ rp_id }} }}"#
    );
    data(&app, &key, &q).await;
    let team_id = app.humanid.store().get_app(&id).await.unwrap().team_id;
    app.archive_as_operator(&team_id, &id).await;
    let listed = data(&app, &key, "{ rp_registration { app_id status } }").await;
    assert_eq!(
        listed["rp_registration"],
        json!([{"app_id": id, "status": "deactivated"}])
    );
    let status = app
        .get_json(&format!("/api/v4/rp-status/{}", rp_id(&id)))
        .await;
    assert_eq!(status["production_status"], "deactivated");
}
