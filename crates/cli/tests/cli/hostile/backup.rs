//! `humanid admin backup` while the server is under load — verifications, new API keys,
//! sign-ins leaving IdP sessions — then kill -9, `humanid admin restore` into a fresh
//! data dir and a server there: everything acknowledged before the backup began is
//! there (uses, keys, sessions), and the restored master secret makes it all usable.

use humanid_core::{AppId, TeamId};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use humanid_core::audit::Actor;
use humanid_core::portal::{NewAction, NewApp};
use humanid_core::registry::{Environment, SetKey};
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use humanid_proof::{Field, Identity, external_nullifier, identity_commitment};
use humanid_proof::{nullifier_hash, signal_hash};
use serde_json::{Value, json};

use crate::common::{self, humanid, stderr};

const REDIRECT: &str = "https://rp.example/cb";

struct Fixture {
    api_key: String,
    app_id: String,
    /// One verify body per person for the one-use action `vote`.
    uses: Vec<Value>,
    /// One sign-in answer per person: (nonce, the proof for it).
    sign_ins: Vec<(String, Value)>,
}

/// A team, an app with a one-use action and a redirect, people enrolled, and their
/// proofs, made on the data dir's database with its own master secret.
async fn prepare(data: &Path, people: usize, signers: usize) -> Fixture {
    std::fs::create_dir_all(data).unwrap();
    let secret = MasterSecret::load_or_create(&data.join("secret.key")).unwrap();
    let url = format!("sqlite://{}", data.join("humanid.db").display());
    let store = humanid_store::Store::connect(&url).await.unwrap();
    let settings = Settings {
        tree_depth: 16,
        tree_dir: None,
        ..Settings::local("http://127.0.0.1:8080")
    };
    let service = Humanid::open(store.clone(), &secret, settings)
        .await
        .unwrap();
    let boot = service.bootstrap_team("Backup").await.unwrap();
    let new_app = NewApp::cloud("Poll");
    let app = service
        .create_app(&Actor::Operator, &TeamId::stored(&boot.team_id), new_app)
        .await
        .unwrap();
    service
        .add_redirect(
            &Actor::Operator,
            &TeamId::stored(&boot.team_id),
            &AppId::stored(&app.id),
            REDIRECT,
        )
        .await
        .unwrap();
    let vote = NewAction::new(AppId::stored(&app.id), "vote", "Vote", 1);
    service
        .create_action(&Actor::Operator, &TeamId::stored(&boot.team_id), vote)
        .await
        .unwrap();
    let key = SetKey::new("orb", Environment::Production).unwrap();
    let identities: Vec<Identity> = (0..people + signers)
        .map(|i| Identity::from_secret(&mut format!("backup person {i}").into_bytes(), None))
        .collect();
    let commitments: Vec<Field> = identities.iter().map(identity_commitment).collect();
    service.registry().add(&key, &commitments).await.unwrap();
    let mut jobs = Vec::new();
    for (i, identity) in identities.iter().enumerate() {
        let inclusion = service
            .registry()
            .inclusion_proof(&key, &commitments[i])
            .await
            .unwrap();
        let (action, signal) = if i < people {
            ("vote".to_owned(), "backup".to_owned())
        } else {
            (String::new(), format!("nonce-{i}"))
        };
        jobs.push((identity, inclusion, action, signal));
    }
    store.close().await;
    let proofs = common::on_both_cores(&jobs, |(identity, inclusion, action, signal)| {
        let external = external_nullifier(&app.id, action);
        let proof = humanid_proof::prove(identity, &inclusion.proof, external, signal_hash(signal))
            .unwrap();
        let nullifier = nullifier_hash(identity, external);
        common::verify_body(
            action,
            signal,
            proof.to_abi_hex(),
            inclusion.root,
            nullifier,
        )
    });
    let (uses, signing) = proofs.split_at(people);
    let sign_ins = signing
        .iter()
        .map(|p| {
            let nonce = p["signal"].as_str().unwrap().to_owned();
            let answer = json!({
                "proof": p["proof"], "merkle_root": p["merkle_root"],
                "nullifier_hash": p["nullifier_hash"], "credential_type": "orb",
            });
            (nonce, answer)
        })
        .collect();
    Fixture {
        api_key: boot.api_key,
        app_id: app.id,
        uses: uses.to_vec(),
        sign_ins,
    }
}

/// What the load had acknowledged, each with when.
#[derive(Default)]
struct Acks {
    uses: Vec<(usize, Instant)>,
    keys: Vec<(String, Instant)>,
    sessions: Vec<(String, Instant)>,
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// A sign-in as a browser and a wallet make it; the session cookie it leaves.
async fn sign_in(url: &str, app_id: &str, nonce: &str, answer: &Value) -> String {
    let http = client();
    let res = http
        .get(format!(
            "{url}/authorize?client_id={app_id}&redirect_uri={}&response_type=code&scope=openid&nonce={nonce}",
            urlencode(REDIRECT)
        ))
        .header("accept", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let binding = res.headers()["set-cookie"].to_str().unwrap();
    let binding = binding.split(';').next().unwrap().to_owned();
    let started: Value = res.json().await.unwrap();
    let id = started["request_id"].as_str().unwrap();
    let proved = http
        .post(format!("{url}/requests/{id}/proof"))
        .json(answer)
        .send()
        .await
        .unwrap();
    assert_eq!(proved.status(), 200, "{}", proved.text().await.unwrap());
    let done = http
        .get(format!("{url}/requests/{id}/complete"))
        .header("cookie", binding)
        .send()
        .await
        .unwrap();
    assert_eq!(done.status(), 303);
    let session = done
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("humanid_session_"))
        .unwrap();
    session.split(';').next().unwrap().to_owned()
}

/// Uses (4 workers), new keys and sign-ins, all at once, until each list is done.
async fn load(url: String, fixture: Arc<Fixture>, acks: Arc<Mutex<Acks>>, used: Arc<AtomicUsize>) {
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..4 {
        let (url, fixture, acks, next, used) = (
            url.clone(),
            fixture.clone(),
            acks.clone(),
            next.clone(),
            used.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let http = client();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(body) = fixture.uses.get(i) else {
                    return;
                };
                let res = http
                    .post(format!("{url}/api/v1/verify/{}", fixture.app_id))
                    .json(body)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
                acks.lock().unwrap().uses.push((i, Instant::now()));
                used.fetch_add(1, Ordering::Relaxed);
            }
        }));
    }
    let (keys_url, keys_fixture, keys_acks) = (url.clone(), fixture.clone(), acks.clone());
    tasks.push(tokio::spawn(async move {
        let http = client();
        for n in 0..12 {
            let q = format!(r#"mutation {{ insert_api_key_one(object: {{name: "k{n}", scope: "read"}}) {{ api_key }} }}"#);
            let out = common::graphql_as(&http, &keys_url, &keys_fixture.api_key, &q).await;
            let key = out["data"]["insert_api_key_one"]["api_key"]
                .as_str()
                .unwrap_or_else(|| panic!("{out}"))
                .to_owned();
            keys_acks.lock().unwrap().keys.push((key, Instant::now()));
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }));
    tasks.push(tokio::spawn(async move {
        for (nonce, answer) in &fixture.sign_ins {
            let cookie = sign_in(&url, &fixture.app_id, nonce, answer).await;
            acks.lock().unwrap().sessions.push((cookie, Instant::now()));
        }
    }));
    for t in tasks {
        t.await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_under_load_restores_every_acknowledged_use_key_and_session() {
    let people = 32;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let fixture = Arc::new(prepare(&data, people, 6).await);
    let server = common::serve_on(&data, &["--tree-depth", "16"]);

    let acks = Arc::new(Mutex::new(Acks::default()));
    let used = Arc::new(AtomicUsize::new(0));
    let running = tokio::spawn(load(
        server.url.clone(),
        fixture.clone(),
        acks.clone(),
        used.clone(),
    ));
    // Back up in the middle of it: some of each acknowledged, more to come.
    let deadline = Instant::now() + Duration::from_secs(60);
    let under_way = || {
        let a = acks.lock().unwrap();
        used.load(Ordering::Relaxed) >= people / 3 && a.keys.len() >= 2 && !a.sessions.is_empty()
    };
    while !under_way() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let file = dir.path().join("humanid.backup");
    let began = Instant::now();
    let mut cmd = humanid();
    cmd.args(["admin", "backup"])
        .arg(&file)
        .arg("--data-dir")
        .arg(&data);
    let out = tokio::task::spawn_blocking(move || cmd.output().unwrap())
        .await
        .unwrap();
    let ended = Instant::now();
    assert!(out.status.success(), "{}", stderr(&out));
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(printed["bytes"].as_u64().unwrap() > printed["database_bytes"].as_u64().unwrap());
    running.await.unwrap();
    server.crash();

    // The backup is private: it holds the master secret.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let restored = dir.path().join("restored");
    let out = common::restore(&file, &restored);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        !restored.join("trees").exists(),
        "nothing rebuildable is restored"
    );
    let again = common::restore(&file, &restored);
    assert!(!again.status.success(), "never over an install");
    let server = common::serve_on(&restored, &["--tree-depth", "16"]);
    let url = &server.url;
    let http = client();

    let acks = std::mem::take(&mut *acks.lock().unwrap());
    let before = |at: &Instant| *at < began;
    let uses: Vec<usize> = acks
        .uses
        .iter()
        .filter(|(_, at)| before(at))
        .map(|(i, _)| *i)
        .collect();
    for i in &uses {
        let res = http
            .post(format!("{url}/api/v1/verify/{}", fixture.app_id))
            .json(&fixture.uses[*i])
            .send()
            .await
            .unwrap();
        let body: Value = res.json().await.unwrap();
        assert_eq!(
            body["code"], "max_verifications_reached",
            "use {i} was lost: {body}"
        );
    }
    let keys: Vec<&String> = acks
        .keys
        .iter()
        .filter(|(_, at)| before(at))
        .map(|(k, _)| k)
        .collect();
    for key in keys.iter().copied().chain([&fixture.api_key]) {
        let res = http
            .post(format!("{url}/v1/graphql"))
            .bearer_auth(key)
            .json(&json!({ "query": "{ app { id } }" }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "a key was lost");
    }
    let sessions: Vec<&String> = acks
        .sessions
        .iter()
        .filter(|(_, at)| before(at))
        .map(|(c, _)| c)
        .collect();
    for cookie in &sessions {
        let res = http
            .get(format!(
                "{url}/authorize?client_id={}&redirect_uri={}&response_type=code&scope=openid&prompt=none",
                fixture.app_id,
                urlencode(REDIRECT)
            ))
            .header("cookie", cookie.as_str())
            .send()
            .await
            .unwrap();
        let to = res.headers()["location"].to_str().unwrap();
        assert!(to.contains("code="), "a session was lost: {to}");
    }
    let during = acks
        .uses
        .iter()
        .filter(|(_, at)| *at >= began && *at <= ended)
        .count();
    assert!(
        !uses.is_empty() && !keys.is_empty(),
        "the backup began under load"
    );
    println!(
        "backup: {} uses, {} keys and {} sessions acknowledged before it began, all found after restore; {during} uses acknowledged while it ran",
        uses.len(),
        keys.len(),
        sessions.len(),
    );
}

/// What the backup commands refuse, each with a line saying why: a PostgreSQL install
/// (its own tools do that), a file that is not a backup, a directory that holds anything.
#[test]
fn backup_and_restore_refuse_what_they_cannot_do_safely() {
    let dir = tempfile::tempdir().unwrap();
    let out = humanid()
        .args(["admin", "backup"])
        .arg(dir.path().join("pg.tar"))
        .args(["--database-url", "postgres://humanid@db.invalid/humanid"])
        .output()
        .unwrap();
    common::assert_fails_with(&out, "pg_dump");
    assert!(!dir.path().join("pg.tar").exists());

    let stranger = dir.path().join("stranger.tar");
    let mut tar = tar::Builder::new(std::fs::File::create(&stranger).unwrap());
    let mut header = tar::Header::new_gnu();
    header.set_size(4);
    header.set_mode(0o644);
    tar.append_data(&mut header, "run.sh", &b"echo"[..])
        .unwrap();
    tar.finish().unwrap();
    let into = dir.path().join("into");
    let out = common::restore(&stranger, &into);
    common::assert_fails_with(&out, "not a humanid backup");
    assert_eq!(
        std::fs::read_dir(&into).unwrap().count(),
        0,
        "nothing left behind"
    );

    let full = dir.path().join("full");
    std::fs::create_dir_all(&full).unwrap();
    std::fs::write(full.join("humanid.db"), b"an install").unwrap();
    let out = common::restore(&stranger, &full);
    common::assert_fails_with(&out, "not empty");
    assert_eq!(
        std::fs::read(full.join("humanid.db")).unwrap(),
        b"an install"
    );
}
