//! `humanid wallet` against a real `humanid serve`: the identity file, enrolment, and
//! proofs whose printed bodies the verify endpoints accept.

use std::os::unix::fs::PermissionsExt;

use crate::common::{Server, assert_fails_with, humanid, post_json, stderr, stdout, wallet};
use serde_json::Value;

fn commitment_of(out: &std::process::Output) -> String {
    let text = stdout(out);
    let line = text.lines().find_map(|l| l.strip_prefix("commitment:"));
    line.unwrap_or_else(|| panic!("no commitment in {text}"))
        .trim()
        .to_owned()
}

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn new_writes_a_private_file_shows_the_commitment_and_never_the_secret() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("w.json");
    let created = wallet(&file, &["new"]);
    assert!(created.status.success(), "{}", stderr(&created));
    assert_eq!(mode(&file), 0o600);
    let saved: Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    let secret = saved["secret"].as_str().unwrap();
    assert_eq!((saved["version"].as_u64(), secret.len()), (Some(1), 64));
    let commitment = commitment_of(&created);
    assert!(commitment.starts_with("0x") && commitment.len() == 66);

    let shown = wallet(&file, &["show"]);
    assert_eq!(commitment_of(&shown), commitment);
    let all = format!("{}{}{}", stdout(&created), stdout(&shown), stderr(&shown));
    assert!(
        !all.contains(secret),
        "the secret is printed only on request"
    );
    assert!(stdout(&wallet(&file, &["show", "--secret"])).contains(secret));
}

#[test]
fn new_refuses_to_overwrite_a_wallet_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("w.json");
    let first = commitment_of(&wallet(&file, &["new"]));
    let before = std::fs::read(&file).unwrap();
    assert_fails_with(&wallet(&file, &["new"]), "--force");
    assert_eq!(std::fs::read(&file).unwrap(), before, "left untouched");
    let forced = wallet(&file, &["new", "--force"]);
    assert!(forced.status.success(), "{}", stderr(&forced));
    assert_ne!(commitment_of(&forced), first);
    assert_eq!(mode(&file), 0o600);
}

#[test]
fn the_default_wallet_lives_in_a_private_dir_under_home() {
    let home = tempfile::tempdir().unwrap();
    let out = humanid()
        .args(["wallet", "new"])
        .env("HOME", home.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let dir = home.path().join(".humanid");
    assert_eq!((mode(&dir), mode(&dir.join("wallet.json"))), (0o700, 0o600));
    let via_env = home.path().join("elsewhere.json");
    let out = humanid()
        .args(["wallet", "show"])
        .env("HOME", home.path())
        .env("HUMANID_WALLET", &via_env)
        .output()
        .unwrap();
    assert_fails_with(&out, "humanid wallet new");
    assert!(stderr(&out).contains("elsewhere.json"));
}

#[test]
fn commands_without_a_wallet_suggest_creating_one() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.json");
    for args in [
        &["show"][..],
        &["enroll", "--type", "orb"],
        &["prove", "--app-id", "app_x", "--action", "a"],
        &["sign-in", "ABCD-EFGH", "--yes"],
    ] {
        assert_fails_with(&wallet(&missing, args), "humanid wallet new");
    }
}

#[tokio::test]
async fn enrolling_twice_is_a_friendly_no_op() {
    let server = Server::start(&[]);
    let file = server.enrolled_wallet("w.json");
    let again = server.wallet(&file, &["enroll", "--type", "orb"]);
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(
        stdout(&again).contains("Already enrolled"),
        "{}",
        stdout(&again)
    );
}

#[tokio::test]
async fn a_printed_body_verifies_once_then_the_limit_is_reached() {
    let server = Server::start(&[]);
    let app = server.poll(1).await;
    let file = server.enrolled_wallet("w.json");
    let args = [
        "prove", "--app-id", &app, "--action", "vote", "--signal", "hi",
    ];
    let started = std::time::Instant::now();
    let out = server.wallet(&file, &args);
    eprintln!("wallet prove at depth 16: {:?}", started.elapsed());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "",
        "nothing on stderr when it is not a terminal"
    );
    let body: Value = serde_json::from_slice(&out.stdout).expect("stdout is exactly the JSON");
    assert_eq!(
        (&body["signal"], &body["credential_type"]),
        (&"hi".into(), &"orb".into())
    );

    let verify = format!("{}/api/v1/verify/{app}", server.url);
    let (status, first) = post_json(&verify, &body).await;
    assert_eq!(status, 200, "{first}");
    let (_, second) = post_json(&verify, &body).await;
    assert_eq!(second["code"], "max_verifications_reached");
    // The precheck tells the wallet before it spends time proving.
    assert_fails_with(&server.wallet(&file, &args), "already verified");
}

#[tokio::test]
async fn a_v2_body_verifies_at_api_v2() {
    let server = Server::start(&[]);
    let app = server.poll(0).await;
    let file = server.enrolled_wallet("w.json");
    let out = server.wallet(
        &file,
        &["prove", "--app-id", &app, "--action", "vote", "--v2"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let body: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(body.get("signal").is_none() && body["verification_level"] == "orb");
    let (status, res) = post_json(&format!("{}/api/v2/verify/{app}", server.url), &body).await;
    assert_eq!(status, 200, "{res}");
}

#[tokio::test]
async fn proving_before_enrolling_says_how_to_enrol() {
    let server = Server::start(&[]);
    let app = server.poll(1).await;
    let file = server.new_wallet("w.json");
    let out = server.wallet(&file, &["prove", "--app-id", &app, "--action", "vote"]);
    assert_fails_with(&out, "humanid wallet enroll --type orb");
    let out = server.wallet(
        &file,
        &[
            "prove", "--app-id", &app, "--action", "vote", "--type", "device",
        ],
    );
    assert_fails_with(&out, "humanid wallet enroll --type device");
}

#[tokio::test]
async fn unknown_apps_and_actions_are_named() {
    let server = Server::start(&[]);
    let app = server.staging_app("Poll").await;
    let file = server.enrolled_wallet("w.json");
    let unknown = format!("app_staging_{}", "0".repeat(32));
    let out = server.wallet(&file, &["prove", "--app-id", &unknown, "--action", "vote"]);
    assert_fails_with(&out, &format!("has no app {unknown}"));
    let out = server.wallet(&file, &["prove", "--app-id", &app, "--action", "nope"]);
    assert_fails_with(&out, "has no action \"nope\"");
}

#[test]
fn an_unreachable_server_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("w.json");
    wallet(&file, &["new"]);
    // A port that was just free: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("http://127.0.0.1:{port}");
    let out = humanid()
        .args([
            "wallet", "prove", "--app-id", "app_x", "--action", "a", "--file",
        ])
        .arg(&file)
        .env("HUMANID_SERVER", &url)
        .output()
        .unwrap();
    assert_fails_with(&out, &format!("cannot reach the humanid server at {url}"));
}

#[tokio::test]
async fn production_sets_need_the_operator_token() {
    let server = Server::start(&["--operator-token", "op-secret"]);
    let file = server.new_wallet("w.json");
    let enroll = |token: &str| {
        let args = ["enroll", "--type", "device", "--operator-token", token];
        server.wallet(&file, &args)
    };
    assert_fails_with(&enroll("wrong"), "refused the operator token");
    let out = enroll("op-secret");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("production device set"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn sign_in_without_a_terminal_needs_yes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("w.json");
    wallet(&file, &["new"]);
    assert_fails_with(&wallet(&file, &["sign-in", "ABCD-EFGH"]), "--yes");
}

#[test]
fn wallet_help_explains_every_command() {
    let out = humanid().args(["wallet", "--help"]).output().unwrap();
    let help = stdout(&out);
    for command in [
        "new",
        "show",
        "enroll",
        "prove",
        "sign-in",
        "HUMANID_SERVER",
    ] {
        assert!(help.contains(command), "{command} missing in:\n{help}");
    }
}
