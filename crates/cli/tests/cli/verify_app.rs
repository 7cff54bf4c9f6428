//! `humanid admin verify-app`: the operator's verdict on an app, as wallets then see it.

use humanid_core::TeamId;
use std::path::Path;
use std::process::Output;

use humanid_core::portal::NewApp;
use humanid_store::test_support;

use crate::common::{humanid, ok_json};

fn run(data: &Path, database_url: &str, args: &[&str]) -> Output {
    humanid()
        .args(["admin"])
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .args(["--database-url", database_url])
        .output()
        .unwrap()
}

/// A data dir with a bootstrapped team and one app whose team set a logo.
async fn an_app(data: &Path, database_url: &str) -> String {
    let team = ok_json(&run(data, database_url, &["bootstrap", "--team", "Acme"]));
    let store = humanid_store::Store::connect(database_url).await.unwrap();
    let secret =
        humanid_core::secrets::MasterSecret::load_or_create(&data.join("secret.key")).unwrap();
    let settings = humanid_core::Settings::local("http://127.0.0.1:8080");
    let humanid = humanid_core::Humanid::open(store.clone(), &secret, settings)
        .await
        .unwrap();
    let new = NewApp {
        logo_url: "https://rp.example/team-logo.png".into(),
        ..NewApp::cloud("Poll")
    };
    let app = humanid
        .create_app(
            &humanid_core::audit::Actor::Operator,
            &TeamId::stored(team["team_id"].as_str().unwrap()),
            new,
        )
        .await
        .unwrap();
    store.close().await;
    app.id
}

async fn stored(database_url: &str, app_id: &str) -> humanid_store::App {
    let store = humanid_store::Store::connect(database_url).await.unwrap();
    let app = store.get_app(app_id).await.unwrap();
    store.close().await;
    app
}

async fn verify_then_revoke(database_url: &str, data: &Path) {
    let app_id = an_app(data, database_url).await;
    let logo = "https://cdn.example/reviewed.png";
    let out = ok_json(&run(
        data,
        database_url,
        &["verify-app", &app_id, "--logo", logo],
    ));
    assert_eq!(
        out,
        serde_json::json!({"app_id": app_id, "is_verified": true, "verified_app_logo": logo})
    );
    let app = stored(database_url, &app_id).await;
    assert_eq!((app.is_verified, app.verified_app_logo()), (true, logo));

    let out = ok_json(&run(
        data,
        database_url,
        &["verify-app", &app_id, "--revoke"],
    ));
    assert_eq!(
        (&out["is_verified"], &out["verified_app_logo"]),
        (&serde_json::json!(false), &serde_json::json!(""))
    );
    assert!(!stored(database_url, &app_id).await.is_verified);

    // Without --logo the team's logo as it is now is the one reviewed.
    let out = ok_json(&run(data, database_url, &["verify-app", &app_id]));
    assert_eq!(out["verified_app_logo"], "https://rp.example/team-logo.png");

    // Each verdict is in the team's audit log, made by the operator, with the logo.
    let app = stored(database_url, &app_id).await;
    let store = humanid_store::Store::connect(database_url).await.unwrap();
    let log = store.list_audit(&app.team_id, None, 10).await.unwrap();
    store.close().await;
    let verdicts: Vec<(&str, &str, serde_json::Value)> = log
        .iter()
        .filter(|e| e.action.starts_with("app.verif") || e.action == "app.unverify")
        .map(|e| {
            assert_eq!(
                (e.actor_kind.as_str(), e.target.as_str()),
                ("operator", app_id.as_str())
            );
            let detail: serde_json::Value = serde_json::from_str(&e.detail).unwrap();
            (
                e.action.as_str(),
                e.actor_label.as_str(),
                detail["logo"].clone(),
            )
        })
        .collect();
    assert_eq!(
        verdicts,
        [
            (
                "app.verify",
                "operator",
                serde_json::json!("https://rp.example/team-logo.png")
            ),
            ("app.unverify", "operator", serde_json::Value::Null),
            ("app.verify", "operator", serde_json::json!(logo)),
        ],
        "newest first"
    );
}

#[tokio::test]
async fn the_operator_verifies_an_app_with_a_logo_and_revokes_it_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let url = format!("sqlite://{}", data.join("humanid.db").display());
    std::fs::create_dir_all(&data).unwrap();
    verify_then_revoke(&url, &data).await;
}

#[tokio::test]
async fn the_operator_verifies_an_app_with_a_logo_and_revokes_it_on_postgres() {
    let url = test_support::fresh_postgres_url().await;
    let dir = tempfile::tempdir().unwrap();
    verify_then_revoke(&url, &dir.path().join("data")).await;
}

#[tokio::test]
async fn verify_app_refuses_unknown_apps_and_non_https_logos() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let url = format!("sqlite://{}", data.join("humanid.db").display());
    let app_id = an_app(&data, &url).await;
    let unknown = run(
        &data,
        &url,
        &["verify-app", "app_00000000000000000000000000000000"],
    );
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("No such app"));
    let bad = run(
        &data,
        &url,
        &["verify-app", &app_id, "--logo", "http://rp.example/x.png"],
    );
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("https"));
    assert!(!stored(&url, &app_id).await.is_verified, "nothing changed");
    let both = run(
        &data,
        &url,
        &[
            "verify-app",
            &app_id,
            "--revoke",
            "--logo",
            "https://x.example/a.png",
        ],
    );
    assert!(!both.status.success());
}
