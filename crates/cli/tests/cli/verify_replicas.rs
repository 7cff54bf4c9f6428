//! Real `humanid serve` processes as replicas: two on one PostgreSQL database never
//! count a use twice, an acknowledged use survives `kill -9`, and a token revoked on
//! one replica stops working on the other within a second (docs/architecture.md, "IdP sessions").

use humanid_core::{ActionId, AppId, TeamId};
use std::path::Path;
use std::time::{Duration, Instant};

use humanid_core::Humanid;
use humanid_core::portal::NewApp;
use humanid_store::test_support;
use serde_json::{Value, json};

use crate::common::{Running, poll_on, post_json, replica, service_on};

const REQUESTS: usize = 50;

/// A poll allowing `max` uses, and one person's verify body.
async fn prepare(database_url: &str, max: i64) -> (String, Value) {
    let (app_id, mut bodies) = poll_on(database_url, max, 1, "replicas").await;
    (app_id, bodies.remove(0))
}

async fn can_user_verify(server: &Running, app_id: &str, body: &Value) -> Value {
    let precheck = json!({"action": "vote", "nullifier_hash": body["nullifier_hash"]});
    let url = format!("{}/api/v1/precheck/{app_id}", server.url);
    let (status, out) = post_json(&url, &precheck).await;
    assert_eq!(status, 200, "{out}");
    out["can_user_verify"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_replicas_on_postgres_accept_exactly_max_verifications_of_50_concurrent_requests() {
    let database_url = test_support::fresh_postgres_url().await;
    let (app_id, body) = prepare(&database_url, 3).await;
    let dirs = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let replicas = [
        replica(&database_url, dirs.0.path(), &[]),
        replica(&database_url, dirs.1.path(), &[]),
    ];
    let calls: Vec<_> = (0..REQUESTS)
        .map(|i| {
            let url = format!("{}/api/v1/verify/{app_id}", replicas[i % 2].url);
            let body = body.clone();
            tokio::spawn(async move { post_json(&url, &body).await })
        })
        .collect();
    let mut uses = Vec::new();
    let mut refused = Vec::new();
    for call in calls {
        match call.await.unwrap() {
            (200, out) => uses.push(out["uses"].as_i64().unwrap()),
            (status, out) => refused.push(format!("{status} {}", out["code"])),
        }
    }
    uses.sort();
    assert_eq!(uses, vec![1, 2, 3]);
    assert_eq!(refused.len(), REQUESTS - 3);
    assert!(
        refused
            .iter()
            .all(|r| r == "400 \"max_verifications_reached\""),
        "{refused:?}"
    );
    for replica in &replicas {
        assert_eq!(can_user_verify(replica, &app_id, &body).await, "no");
    }
}

#[tokio::test]
async fn an_acknowledged_verification_survives_kill_dash_nine() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let database_url = format!("sqlite://{}", data.join("humanid.db").display());
    let (app_id, body) = prepare(&database_url, 1).await;

    let server = replica(&database_url, &data, &[]);
    let verify = format!("{}/api/v1/verify/{app_id}", server.url);
    let (status, out) = post_json(&verify, &body).await;
    assert_eq!(status, 200, "{out}");
    server.crash();

    let server = replica(&database_url, &data, &[]);
    assert_eq!(can_user_verify(&server, &app_id, &body).await, "no");
    let verify = format!("{}/api/v1/verify/{app_id}", server.url);
    let (status, out) = post_json(&verify, &body).await;
    assert_eq!(
        (status, &out["code"]),
        (400, &json!("max_verifications_reached"))
    );
}

const AUTH_URL: &str = "http://replicas.test";
const REDIRECT: &str = "https://rp.example/cb";

/// An app with a client secret and an access token for it, minted on the database.
async fn mint_access_token(database_url: &str) -> (String, String, String) {
    use humanid_core::oidc::{Authorization, Grant, TokenRequest};
    let actor = humanid_core::audit::Actor::Operator;
    let (humanid, store) = service_on(database_url, AUTH_URL).await;
    let team = humanid.bootstrap_team("Tokens").await.unwrap().team_id;
    let new_app = NewApp::cloud("RP");
    let app = humanid
        .create_app(&actor, &TeamId::stored(&team), new_app)
        .await
        .unwrap();
    humanid
        .add_redirect(
            &actor,
            &TeamId::stored(&team),
            &AppId::stored(&app.id),
            REDIRECT,
        )
        .await
        .unwrap();
    let client_secret = humanid
        .reset_client_secret(&actor, &TeamId::stored(&team), &AppId::stored(&app.id))
        .await
        .unwrap();
    let grant = Grant {
        sid: None,
        client_id: app.id.clone(),
        sub: format!("0x{}", "5a".repeat(32)),
        credential_type: humanid_core::registry::CredentialType::Orb,
        scopes: vec!["openid".into()],
        nonce: None,
        auth_time: chrono::Utc::now().timestamp(),
    };
    let auth = Authorization::code_flow(&grant, REDIRECT);
    let code = humanid.issue_code(&grant, &auth).await.unwrap();
    let request = TokenRequest::authorization_code(code, REDIRECT);
    let client = store.get_app(&app.id).await.unwrap();
    let access = humanid.token(&client, request).await.unwrap().access_token;
    store.close().await;
    (app.id, client_secret, access)
}

async fn userinfo(http: &reqwest::Client, server: &Running, token: &str) -> u16 {
    let url = format!("{}/userinfo", server.url);
    let res = http.get(url).bearer_auth(token).send().await.unwrap();
    res.status().as_u16()
}

async fn introspect(
    http: &reqwest::Client,
    server: &Running,
    client: (&str, &str),
    token: &str,
) -> bool {
    let url = format!("{}/introspect", server.url);
    let res = http
        .post(url)
        .basic_auth(client.0, Some(client.1))
        .form(&[("token", token)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    body["active"].as_bool().unwrap()
}

#[tokio::test]
async fn revoked_on_one_postgres_replica_a_token_stops_working_on_the_other_within_a_second() {
    let database_url = test_support::fresh_postgres_url().await;
    let (client_id, client_secret, token) = mint_access_token(&database_url).await;
    let dirs = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let with_issuer = |dir: &Path| replica(&database_url, dir, &["--auth-url", AUTH_URL]);
    let (a, b) = (with_issuer(dirs.0.path()), with_issuer(dirs.1.path()));
    let http = reqwest::Client::new();
    let client = (client_id.as_str(), client_secret.as_str());
    // Both replicas have checked the token, so each remembers it as live.
    for replica in [&a, &b] {
        assert_eq!(userinfo(&http, replica, &token).await, 200);
        assert!(introspect(&http, replica, client, &token).await);
    }

    let revoke = http
        .post(format!("{}/revoke", a.url))
        .basic_auth(client.0, Some(client.1))
        .form(&[("token", token.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(revoke.status(), 200);
    let revoked = Instant::now();
    // The replica that revoked it refuses it at once.
    assert_eq!(userinfo(&http, &a, &token).await, 401);
    assert!(!introspect(&http, &a, client, &token).await);

    // The other one within the bound: ask it again and again until it refuses.
    let mut userinfo_refused = None;
    let mut introspect_refused = None;
    while revoked.elapsed() < Duration::from_secs(3)
        && (userinfo_refused.is_none() || introspect_refused.is_none())
    {
        if userinfo_refused.is_none() && userinfo(&http, &b, &token).await == 401 {
            userinfo_refused = Some(revoked.elapsed());
        }
        if introspect_refused.is_none() && !introspect(&http, &b, client, &token).await {
            introspect_refused = Some(revoked.elapsed());
        }
    }
    let bound = Duration::from_secs(1);
    assert!(
        userinfo_refused.is_some_and(|t| t < bound),
        "{userinfo_refused:?}"
    );
    assert!(
        introspect_refused.is_some_and(|t| t < bound),
        "{introspect_refused:?}"
    );
    // And it stays refused.
    assert_eq!(userinfo(&http, &b, &token).await, 401);
    assert!(!introspect(&http, &b, client, &token).await);
}

/// The app's team and its action "vote", and a service on the database to change them
/// with, as another replica or the CLI would.
async fn operator_on(database_url: &str, app_id: &str) -> (Humanid, String, String) {
    let (humanid, store) = service_on(database_url, AUTH_URL).await;
    let team = store.get_app(app_id).await.unwrap().team_id;
    let vote = store.find_action_with_uses(app_id, "vote", "").await;
    (humanid, team, vote.unwrap().unwrap().action.id)
}

async fn verify_code(server: &Running, app_id: &str, body: &Value) -> String {
    let (status, out) = post_json(&format!("{}/api/v1/verify/{app_id}", server.url), body).await;
    format!("{status} {}", out["code"].as_str().unwrap_or("-"))
}

#[tokio::test]
async fn an_action_changed_elsewhere_stops_verifying_on_every_postgres_replica_within_a_second() {
    let database_url = test_support::fresh_postgres_url().await;
    let (app_id, body) = prepare(&database_url, 0).await;
    let (elsewhere, team, action_id) = operator_on(&database_url, &app_id).await;
    let dirs = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let replicas = [
        replica(&database_url, dirs.0.path(), &[]),
        replica(&database_url, dirs.1.path(), &[]),
    ];
    // Both replicas have served the action, so each remembers it as serving.
    for replica in &replicas {
        assert_eq!(verify_code(replica, &app_id, &body).await, "200 -");
    }
    let inactive = humanid_store::actions::ActionPatch {
        status: Some(humanid_store::Status::Inactive),
        ..Default::default()
    };
    let actor = humanid_core::audit::Actor::Operator;
    elsewhere
        .update_action(
            &actor,
            &TeamId::stored(&team),
            &ActionId::stored(&action_id),
            inactive,
        )
        .await
        .unwrap();
    let changed = Instant::now();
    // Ask each again and again until it refuses.
    for replica in &replicas {
        let mut answer = verify_code(replica, &app_id, &body).await;
        while answer == "200 -" && changed.elapsed() < Duration::from_secs(3) {
            answer = verify_code(replica, &app_id, &body).await;
        }
        let took = changed.elapsed();
        assert_eq!(answer, "400 action_inactive");
        assert!(took < Duration::from_secs(1), "{took:?}");
        // And it stays refused.
        assert_eq!(verify_code(replica, &app_id, &body).await, answer);
    }
}
