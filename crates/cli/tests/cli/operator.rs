//! The `humanid` binary as an operator uses it.

use humanid_store::test_support;
use serde_json::{Value, json};

use crate::common::{
    credential_set, get_json, humanid, json_of, ok_json, post_json, serve, serve_logging,
};

fn bootstrap(args: &[&str]) -> Value {
    let mut all = vec!["admin", "bootstrap", "--team", "Acme"];
    all.extend_from_slice(args);
    json_of(&all)
}

async fn key_is_valid(database_url: &str, secret_file: &std::path::Path, key: &str) -> bool {
    let store = humanid_store::Store::connect(database_url).await.unwrap();
    let secret = humanid_core::secrets::MasterSecret::load_or_create(secret_file).unwrap();
    let settings = humanid_core::Settings::local("http://127.0.0.1:8080");
    let humanid = humanid_core::Humanid::open(store, &secret, settings)
        .await
        .unwrap();
    humanid.authenticate_api_key(key).await.is_ok()
}

#[tokio::test]
async fn bootstrap_on_a_fresh_sqlite_data_dir_prints_a_working_key() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let out = bootstrap(&["--data-dir", data.to_str().unwrap()]);
    let team_id = out["team_id"].as_str().unwrap();
    let api_key = out["api_key"].as_str().unwrap();
    assert!(
        team_id.starts_with("team_") && team_id.len() == 37,
        "{team_id}"
    );
    assert!(api_key.starts_with("api_"), "{api_key}");
    let url = format!("sqlite://{}", data.join("humanid.db").display());
    assert!(key_is_valid(&url, &data.join("secret.key"), api_key).await);
    // The database holds only a hash: the key's secret part never appears in it.
    let (_, secret) = humanid_core::api_keys::parse(api_key).unwrap();
    let raw = std::fs::read(data.join("humanid.db")).unwrap();
    assert!(!raw.windows(secret.len()).any(|w| w == secret.as_bytes()));
}

#[test]
fn bootstrap_prints_a_one_time_setup_url_under_the_base_url() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let out = bootstrap(&["--data-dir", data, "--base-url", "https://api.example/"]);
    let url = out["setup_url"].as_str().unwrap();
    let token = url
        .strip_prefix("https://api.example/portal/join/")
        .unwrap();
    assert_eq!(token.len(), 64, "{url}");
    let from_env = humanid()
        .args(["admin", "bootstrap", "--team", "Beta", "--data-dir", data])
        .env("HUMANID_BASE_URL", "http://localhost:9999")
        .output()
        .unwrap();
    let from_env = ok_json(&from_env);
    let other = from_env["setup_url"].as_str().unwrap();
    assert!(
        other.starts_with("http://localhost:9999/portal/join/"),
        "{other}"
    );
    assert_ne!(other.rsplit('/').next(), Some(token));
}

#[tokio::test]
async fn bootstrap_on_postgres_prints_a_working_key() {
    let url = test_support::fresh_postgres_url().await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let out = bootstrap(&["--data-dir", data.to_str().unwrap(), "--database-url", &url]);
    assert!(
        key_is_valid(
            &url,
            &data.join("secret.key"),
            out["api_key"].as_str().unwrap()
        )
        .await
    );
    assert!(
        !data.join("humanid.db").exists(),
        "no SQLite file when PostgreSQL is used"
    );
}

#[test]
fn bootstrap_refuses_an_empty_team_name() {
    let dir = tempfile::tempdir().unwrap();
    let out = humanid()
        .args(["admin", "bootstrap", "--team", "  ", "--data-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("team name"));
}

#[tokio::test]
async fn serve_starts_with_zero_config_and_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("fresh");
    let server = serve(&[
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data.to_str().unwrap(),
    ]);
    let lines = &server.banner;
    assert!(lines[0].contains("ready in"), "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("/.well-known/openid-configuration")),
        "{lines:?}"
    );
    assert!(data.join("humanid.db").exists() && data.join("secret.key").exists());
    let res = reqwest::get(format!("{}/readyz", server.url))
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(server.stop());
}

/// The banner line labelled `label`, without the label.
fn banner_value<'a>(lines: &'a [String], label: &str) -> Option<&'a str> {
    lines
        .iter()
        .find_map(|l| l.trim_start().strip_prefix(label))
        .map(str::trim)
}

#[tokio::test]
async fn the_first_start_prints_a_working_setup_link_on_localhost_and_later_starts_do_not() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("fresh");
    let args = [
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data.to_str().unwrap(),
    ];
    let (first, logs) = serve_logging(&args);
    let lines = &first.banner;
    let portal = banner_value(lines, "portal").unwrap();
    assert!(
        portal.starts_with("http://localhost:") && portal.ends_with("/portal"),
        "{lines:?}"
    );
    let link = banner_value(lines, "setup link")
        .and_then(|v| v.split_whitespace().next())
        .unwrap_or_else(|| panic!("no setup link in {lines:?}"));
    assert!(link.starts_with(&format!("{portal}/join/")), "{lines:?}");
    let next = banner_value(lines, "next").unwrap();
    assert!(next.contains("create a passkey"), "{lines:?}");
    // The link, as printed, opens the passkey page of the join flow.
    let page = reqwest::get(link).await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("Create passkey"));
    // One line says what was loaded, not one per credential set.
    let loaded: Vec<String> = logs
        .iter()
        .take_while(|l| !l.contains("serving"))
        .filter(|l| l.contains("credential set"))
        .collect();
    assert_eq!(loaded.len(), 1, "{loaded:?}");
    assert!(
        loaded[0].contains("loaded 10 credential sets"),
        "{loaded:?}"
    );
    assert!(first.stop());

    let again = serve(&args);
    assert!(
        banner_value(&again.banner, "setup link").is_none(),
        "{:?}",
        again.banner
    );
    assert!(
        banner_value(&again.banner, "portal").is_some(),
        "{:?}",
        again.banner
    );
    assert!(again.stop());
}

#[tokio::test]
async fn serve_can_split_the_two_surfaces() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(&[
        "--auth-listen",
        "127.0.0.1:0",
        "--api-listen",
        "127.0.0.1:0",
        "--data-dir",
        dir.path().to_str().unwrap(),
        "--auth-url",
        "https://id.example",
    ]);
    let lines = &server.banner;
    let addr_of = |label: &str| {
        let line = lines
            .iter()
            .find(|l| l.trim_start().starts_with(label))
            .unwrap();
        line.split("listening on ")
            .nth(1)
            .unwrap()
            .trim_end_matches(')')
            .to_owned()
    };
    let (auth, api) = (addr_of("identity provider"), addr_of("developer API"));
    assert_ne!(auth, api);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("identity provider  https://id.example")),
        "{lines:?}"
    );
    // /metrics lives on the API surface only.
    for (surface, status) in [(api, 200), (auth, 404)] {
        let res = reqwest::get(format!("http://{surface}/metrics")).await;
        assert_eq!(res.unwrap().status(), status, "{surface}");
    }
    assert!(server.stop());
}

#[test]
fn a_config_file_supplies_settings_and_flags_override_it() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("humanid.toml");
    let from_file = dir.path().join("from-file");
    std::fs::write(
        &cfg,
        format!("data_dir = {:?}\n", from_file.display().to_string()),
    )
    .unwrap();
    let out = humanid()
        .args(["admin", "bootstrap", "--team", "T", "--config"])
        .arg(&cfg)
        .output()
        .unwrap();
    ok_json(&out);
    assert!(from_file.join("humanid.db").exists());
    let from_flag = dir.path().join("from-flag");
    let out = humanid()
        .args(["admin", "bootstrap", "--team", "T", "--config"])
        .arg(&cfg)
        .arg("--data-dir")
        .arg(&from_flag)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(from_flag.join("humanid.db").exists());
    let env = dir.path().join("from-env");
    let out = humanid()
        .args(["admin", "bootstrap", "--team", "T", "--config"])
        .arg(&cfg)
        .env("HUMANID_DATA_DIR", &env)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(env.join("humanid.db").exists(), "env beats the file");
}

#[test]
fn serve_help_documents_every_setting() {
    let out = humanid().args(["serve", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--listen",
        "--auth-listen",
        "--api-listen",
        "--auth-url",
        "--base-url",
        "--data-dir",
        "--database-url",
        "--log-format",
        "--operator-token",
        "--config",
        "--secret",
        "HUMANID_LISTEN",
        "HUMANID_DATABASE_URL",
    ] {
        assert!(help.contains(flag), "missing {flag} in:\n{help}");
    }
}

#[test]
fn credentials_add_and_list_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let added = json_of(&[
        "credentials",
        "add",
        "--type",
        "orb",
        "--staging",
        "--tree-depth",
        "16",
        "--data-dir",
        data,
        "0x01",
        "0X2",
    ]);
    assert_eq!(added["leaf_indexes"], json!([0, 1]));
    let again = humanid()
        .args([
            "credentials",
            "add",
            "--type",
            "orb",
            "--staging",
            "--data-dir",
            data,
            "0x2",
        ])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already in this credential set"));
    let bad = humanid()
        .args([
            "credentials",
            "add",
            "--type",
            "orb",
            "--data-dir",
            data,
            "0xnope",
        ])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let orb = credential_set(data, "orb", "staging");
    assert_eq!(
        (
            orb["size"].clone(),
            orb["root"].clone(),
            orb["depth"].clone()
        ),
        (json!(2), added["root"].clone(), json!(16))
    );
}

#[tokio::test]
async fn credential_trees_survive_kill_dash_nine() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap().to_owned();
    let args = [
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data.as_str(),
        "--tree-depth",
        "16",
    ];
    let server = serve(&args);
    assert_eq!(enrol_at(&server.url, "0x0a").await["leaf_index"], 0);
    let last = enrol_at(&server.url, "0x0b").await;
    let proof_url = "/api/v1/credentials/device/inclusion-proof/0x0a?staging=true";
    let before = get_json(&format!("{}{proof_url}", server.url)).await;
    assert_eq!(before["root"], last["root"]);
    server.crash();

    let server = serve(&args);
    let after = get_json(&format!("{}{proof_url}", server.url)).await;
    assert_eq!(after, before, "same leaf, path and root after a crash");
    assert_eq!(enrol_at(&server.url, "0x0c").await["leaf_index"], 2);
    assert!(server.stop());
}

async fn enrol_at(url: &str, commitment: &str) -> Value {
    let url = format!("{url}/api/v1/simulator/device/identities");
    post_json(&url, &json!({ "identity_commitment": commitment }))
        .await
        .1
}

#[test]
fn keys_rotate_publishes_a_successor_and_keeps_the_old_key() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let list = |args: &[&str]| -> Value {
        let mut all = vec!["keys"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--data-dir", data]);
        json_of(&all)
    };
    let first = list(&["list"]);
    assert_eq!(
        first["keys"].as_array().unwrap().len(),
        1,
        "a key is made on first use"
    );
    let rotated = list(&["rotate"]);
    let kids: Vec<&str> = rotated["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kid"].as_str().unwrap())
        .collect();
    assert_eq!(kids.len(), 2);
    assert!(kids.contains(&first["keys"][0]["kid"].as_str().unwrap()));
    let api = list(&["list", "--purpose", "api"]);
    assert_eq!(
        api["keys"].as_array().unwrap().len(),
        1,
        "purposes rotate separately"
    );
    assert!(!kids.contains(&api["keys"][0]["kid"].as_str().unwrap()));
}
