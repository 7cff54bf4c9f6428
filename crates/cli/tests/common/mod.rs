//! What the wallet tests share: a real `humanid serve` on a temp dir, a team with an API
//! key, staging apps made over GraphQL, and the wallet run as a person would run it.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Output, Stdio};

use serde_json::{Value, json};

/// The binary under test; `HUMANID_TEST_BIN` runs the suite against another build (e.g.
/// an older one, to see a regression test fail there).
pub fn humanid() -> Command {
    let bin = std::env::var_os("HUMANID_TEST_BIN")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_humanid").into());
    let mut cmd = Command::new(bin);
    cmd.env_remove("HUMANID_DATABASE_URL")
        .env_remove("HUMANID_SECRET")
        .env_remove("HUMANID_WALLET")
        .env_remove("HUMANID_SERVER")
        .env_remove("HUMANID_OPERATOR_TOKEN")
        .env("HUMANID_LOG", "warn");
    cmd
}

/// A `humanid serve` (depth-16 trees, so proofs are quick) with a team, killed when
/// dropped, also when a test fails.
pub struct Server {
    _running: Running,
    pub url: String,
    pub api_key: String,
    pub dir: tempfile::TempDir,
}

impl Server {
    pub fn start(extra: &[&str]) -> Server {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let out = humanid()
            // The sets are created by whichever command opens the data dir first.
            .args(["admin", "bootstrap", "--team", "Acme", "--tree-depth", "16"])
            .arg("--data-dir")
            .arg(&data)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let api_key = serde_json::from_slice::<Value>(&out.stdout).unwrap()["api_key"]
            .as_str()
            .unwrap()
            .to_owned();
        let mut args = vec!["--tree-depth", "16"];
        args.extend_from_slice(extra);
        let running = serve_on(&data, &args);
        Server {
            url: running.url.clone(),
            _running: running,
            api_key,
            dir,
        }
    }

    /// Runs a GraphQL query as the team and returns `data`.
    pub async fn gql(&self, query: &str) -> Value {
        let body: Value = reqwest::Client::new()
            .post(format!("{}/v1/graphql", self.url))
            .bearer_auth(&self.api_key)
            .json(&json!({ "query": query }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert!(body.get("errors").is_none(), "{query}\n{body}");
        body["data"].clone()
    }

    /// A staging app (so the simulator's sets are the ones that count); returns its id.
    pub async fn staging_app(&self, name: &str) -> String {
        let q = format!(
            r#"mutation {{ insert_app_one(object: {{name: "{name}", engine: "cloud", is_staging: true}}) {{ id }} }}"#
        );
        let data = self.gql(&q).await;
        data["insert_app_one"]["id"].as_str().unwrap().to_owned()
    }

    pub async fn action(&self, app_id: &str, action: &str, max_verifications: u32) {
        let q = format!(
            r#"mutation {{ insert_action_one(object: {{app_id: "{app_id}", action: "{action}", name: "{action}", max_verifications: {max_verifications}}}) {{ id }} }}"#
        );
        self.gql(&q).await;
    }

    /// A fresh wallet file in this server's temp dir, enrolled in the staging orb set.
    pub fn enrolled_wallet(&self, name: &str) -> PathBuf {
        let file = self.new_wallet(name);
        let out = self.wallet(&file, &["enroll", "--type", "orb"]);
        assert!(out.status.success(), "{}", stderr(&out));
        file
    }

    pub fn new_wallet(&self, name: &str) -> PathBuf {
        let file = self.dir.path().join(name);
        let out = wallet(&file, &["new"]);
        assert!(out.status.success(), "{}", stderr(&out));
        file
    }

    /// `humanid wallet ARGS --file FILE --server URL`.
    pub fn wallet(&self, file: &Path, args: &[&str]) -> Output {
        run_wallet(file, args, &["--server", &self.url])
    }
}

/// `humanid wallet ARGS --file FILE` (no server).
pub fn wallet(file: &Path, args: &[&str]) -> Output {
    run_wallet(file, args, &[])
}

fn run_wallet(file: &Path, args: &[&str], extra: &[&str]) -> Output {
    let (command, rest) = args.split_first().unwrap();
    humanid()
        .args(["wallet", command])
        .arg("--file")
        .arg(file)
        .args(extra)
        .args(rest)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A failure a person can read: non-zero exit, one line on stderr that mentions `what`.
pub fn assert_fails_with(out: &Output, what: &str) {
    let err = stderr(out);
    assert!(
        !out.status.success(),
        "should fail; stdout: {}",
        stdout(out)
    );
    assert_eq!(err.trim_end().lines().count(), 1, "one line:\n{err}");
    assert!(err.contains(what), "{what:?} not in:\n{err}");
}

/// A bare `humanid serve` on `data` (nothing bootstrapped), killed when dropped.
pub struct Running {
    child: Child,
    _stdout: BufReader<ChildStdout>,
    pub url: String,
}

pub fn serve_on(data: &Path, extra: &[&str]) -> Running {
    let mut child = humanid()
        .args(["serve", "--listen", "127.0.0.1:0"])
        .arg("--data-dir")
        .arg(data)
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut url = None;
    for _ in 0..5 {
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        if let Some(rest) = line.trim().strip_prefix("developer API") {
            url = rest.split_whitespace().next().map(str::to_owned);
        }
    }
    Running {
        child,
        _stdout: stdout,
        url: url.expect("serve printed its URL"),
    }
}

impl Server {
    /// The server process's id (for signals and /proc).
    pub fn pid(&self) -> u32 {
        self._running.pid()
    }

    pub fn is_alive(&mut self) -> bool {
        self._running.is_alive()
    }
}

impl Running {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Whether the process is still running (it has not exited or crashed).
    pub fn is_alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// SIGKILL: no graceful shutdown, nothing flushed on the way out.
    pub fn crash(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The service in-process on `database_url` (depth-16 sets), as the tests set up
/// fixtures and make changes beside running servers, and its store.
pub async fn service_on(database_url: &str) -> (humanid_core::Humanid, humanid_store::Store) {
    let store = humanid_store::Store::connect(database_url).await.unwrap();
    let settings = humanid_core::Settings {
        tree_depth: 16,
        tree_dir: None,
        ..humanid_core::Settings::local("http://127.0.0.1:8080")
    };
    let secret = humanid_core::secrets::MasterSecret::generate();
    let humanid = humanid_core::Humanid::open(store.clone(), &secret, settings)
        .await
        .unwrap();
    (humanid, store)
}
