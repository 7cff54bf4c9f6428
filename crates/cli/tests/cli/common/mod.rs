//! What the tests share: the binary run as a person runs it, a real `humanid serve` on a
//! temp dir (bare, as one of several replicas on one database, or with a team and an API
//! key and staging apps made over GraphQL), and the wallet.

mod poll;

pub use poll::poll_on;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Output, Stdio};

use std::sync::mpsc::{Receiver, channel};

use rustix::process::{Pid, Signal, kill_process};
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
    /// The `humanid serve` process.
    pub process: Running,
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
            process: running,
            api_key,
            dir,
        }
    }

    /// Runs a GraphQL query as the team and returns `data`.
    pub async fn gql(&self, query: &str) -> Value {
        let body = graphql_as(&reqwest::Client::new(), &self.url, &self.api_key, query).await;
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

    /// The staging app "Poll" with its action "vote", which a person may verify
    /// `max_verifications` times (0: without limit); returns the app's id.
    pub async fn poll(&self, max_verifications: u32) -> String {
        let app = self.staging_app("Poll").await;
        self.action(&app, "vote", max_verifications).await;
        app
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

/// A number from the environment variable `name` (a longer run's setting), or `default`.
/// The body a GraphQL `query` posted to the server at `url` as API key `key` answers.
pub async fn graphql_as(http: &reqwest::Client, url: &str, key: &str, query: &str) -> Value {
    http.post(format!("{url}/v1/graphql"))
        .bearer_auth(key)
        .json(&json!({ "query": query }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// `humanid admin restore <file> --data-dir <into>`, run to its end.
pub fn restore(file: &Path, into: &Path) -> Output {
    humanid()
        .args(["admin", "restore"])
        .arg(file)
        .arg("--data-dir")
        .arg(into)
        .output()
        .unwrap()
}

/// `f` over `items` on both cores, in order: depth-16 proofs take seconds each.
pub fn on_both_cores<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let chunk = items.len().div_ceil(2).max(1);
    std::thread::scope(|scope| {
        let f = &f;
        let workers: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(f).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    })
}

/// The `/api/v1/verify` body a wallet sends for an orb proof.
pub fn verify_body(
    action: &str,
    signal: &str,
    proof_abi_hex: String,
    root: humanid_proof::Field,
    nullifier: humanid_proof::Field,
) -> Value {
    json!({
        "action": action,
        "signal": signal,
        "proof": proof_abi_hex,
        "merkle_root": root.to_hex(),
        "nullifier_hash": nullifier.to_hex(),
        "credential_type": "orb",
    })
}

pub fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// `humanid ARGS`, which must succeed and print JSON.
pub fn json_of(args: &[&str]) -> Value {
    ok_json(&humanid().args(args).output().unwrap())
}

/// The credential set `kind` in `environment` as `credentials list` shows it for `data_dir`.
pub fn credential_set(data_dir: &str, kind: &str, environment: &str) -> Value {
    let sets = json_of(&["credentials", "list", "--data-dir", data_dir]);
    let sets: Vec<Value> = serde_json::from_value(sets).unwrap();
    let found = sets
        .into_iter()
        .find(|s| s["credential_type"] == kind && s["environment"] == environment);
    found.unwrap_or_else(|| panic!("no {kind} set in {environment}"))
}

/// The JSON a successful command printed.
pub fn ok_json(out: &Output) -> Value {
    assert!(out.status.success(), "{}", stderr(out));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// POSTs `body` as JSON: the status and the JSON answer.
pub async fn post_json(url: &str, body: &Value) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(url)
        .json(body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

/// GETs `url`: the JSON answer.
pub async fn get_json(url: &str) -> Value {
    reqwest::get(url).await.unwrap().json().await.unwrap()
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

/// A bare `humanid serve` (nothing bootstrapped), killed when dropped.
pub struct Running {
    child: Child,
    _stdout: BufReader<ChildStdout>,
    /// The developer API's URL, from the banner.
    pub url: String,
    /// The lines of the ready banner.
    pub banner: Vec<String>,
}

/// `humanid serve` on `data` on a free port, with `extra` flags.
pub fn serve_on(data: &Path, extra: &[&str]) -> Running {
    let mut args = vec!["--listen", "127.0.0.1:0", "--data-dir"];
    args.push(data.to_str().unwrap());
    args.extend_from_slice(extra);
    serve(&args)
}

/// `humanid serve ARGS`, once it has printed its banner.
pub fn serve(args: &[&str]) -> Running {
    spawn_serve(args, Stdio::null(), &[])
}

/// As [`serve`], logging at `info`, with the log lines as they come.
pub fn serve_logging(args: &[&str]) -> (Running, Receiver<String>) {
    let mut running = spawn_serve(args, Stdio::piped(), &[("HUMANID_LOG", "info")]);
    let stderr = BufReader::new(running.child.stderr.take().unwrap());
    let (tx, logs) = channel();
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    (running, logs)
}

fn spawn_serve(args: &[&str], stderr: Stdio, env: &[(&str, &str)]) -> Running {
    let mut child = humanid()
        .envs(env.iter().copied())
        .arg("serve")
        .args(args)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    // The banner ends with its `data` line (a first start has two more lines before it).
    let mut banner: Vec<String> = Vec::new();
    while !banner
        .last()
        .is_some_and(|l| l.trim_start().starts_with("data "))
    {
        let mut line = String::new();
        assert_ne!(
            stdout.read_line(&mut line).unwrap(),
            0,
            "no banner: {banner:?}"
        );
        banner.push(line.trim_end().to_owned());
    }
    let url = banner
        .iter()
        .find_map(|l| l.trim().strip_prefix("developer API"))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no URL in {banner:?}"))
        .to_owned();
    Running {
        child,
        _stdout: stdout,
        url,
        banner,
    }
}

/// The master secret every replica of one database shares.
pub const REPLICA_SECRET: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

/// A `humanid serve` on `database_url` (depth-16 sets), sharing the master secret with
/// the other replicas, with `extra` flags.
pub fn replica(database_url: &str, data_dir: &Path, extra: &[&str]) -> Running {
    let mut args = vec!["--tree-depth", "16", "--secret", REPLICA_SECRET];
    args.extend_from_slice(&["--database-url", database_url]);
    args.extend_from_slice(extra);
    serve_on(data_dir, &args)
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

    /// Sends `signal` to the process.
    pub fn signal(&self, signal: Signal) {
        send(self.pid(), signal);
    }

    /// SIGTERM, then waits: whether the process drained and exited 0.
    pub fn stop(mut self) -> bool {
        self.signal(Signal::TERM);
        self.child.wait().unwrap().success()
    }

    /// The process's resident set in KiB, from /proc.
    pub fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap()
    }
}

/// Sends `signal` to process `pid`.
pub fn send(pid: u32, signal: Signal) {
    kill_process(Pid::from_raw(pid as i32).unwrap(), signal).unwrap();
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The service in-process on `database_url` (depth-16 sets) with the replicas' master
/// secret, its identity provider at `auth_url`, as the tests set up fixtures and make
/// changes beside running servers; and its store.
pub async fn service_on(
    database_url: &str,
    auth_url: &str,
) -> (humanid_core::Humanid, humanid_store::Store) {
    let store = humanid_store::Store::connect(database_url).await.unwrap();
    let settings = humanid_core::Settings {
        tree_depth: 16,
        tree_dir: None,
        ..humanid_core::Settings::local(auth_url)
    };
    let secret = humanid_core::secrets::MasterSecret::from_hex(REPLICA_SECRET).unwrap();
    let humanid = humanid_core::Humanid::open(store.clone(), &secret, settings)
        .await
        .unwrap();
    (humanid, store)
}
