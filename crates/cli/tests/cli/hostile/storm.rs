//! A seeded storm of malformed requests at every route of both surfaces (the list is read
//! from the routers themselves): no 5xx, no crash, no hang, bounded memory and metrics.
//!
//! Short by default; scale with `HUMANID_STORM_REQUESTS` (default 2000),
//! `HUMANID_STORM_SECONDS` (time bound, default 90) and `HUMANID_STORM_SEED`.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tokio::sync::Mutex;

use super::raw::{self, Outcome};
use crate::common::{Server, env_or};

/// The route templates of both surfaces, read from the routers' debug form (axum lists
/// each route's path there), so a new route is stormed without editing this test.
async fn route_templates() -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("routes.db").display());
    let store = humanid_store::Store::connect(&url).await.unwrap();
    let settings = Settings::local("http://127.0.0.1:8080");
    let humanid = Humanid::open(store, &MasterSecret::generate(), settings)
        .await
        .unwrap();
    let state = humanid_http::AppState::new(humanid);
    let text = format!(
        "{:?}\n{:?}",
        humanid_http::auth_routes(state.clone()),
        humanid_http::api_routes(state)
    );
    let mut routes: Vec<String> = text
        .split('"')
        .filter(|s| s.starts_with('/') && !s.contains(' '))
        .map(str::to_owned)
        .collect();
    routes.sort();
    routes.dedup();
    routes
}

const KEYS: &[&str] = &[
    "action",
    "signal",
    "proof",
    "merkle_root",
    "nullifier_hash",
    "credential_type",
    "verification_level",
    "app_id",
    "client_id",
    "client_secret",
    "redirect_uri",
    "response_type",
    "response_mode",
    "scope",
    "state",
    "nonce",
    "code",
    "grant_type",
    "code_verifier",
    "code_challenge",
    "code_challenge_method",
    "token",
    "query",
    "variables",
    "name",
    "engine",
    "identity_commitments",
    "commitment",
    "prompt",
    "max_age",
    "id_token_hint",
    "access_token",
    "refresh_token",
    "id",
    "status",
];
const METHODS: &[&str] = &[
    "GET", "GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD",
];
const CONTENT_TYPES: &[&str] = &[
    "application/json",
    "application/json",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded",
    "text/plain",
    "multipart/form-data; boundary=zz",
    "application/json; charset=utf-16",
    "application/graphql",
    "\u{1}garbage",
];

/// Generates one hostile request at a time from a seeded RNG.
struct Generator {
    rng: StdRng,
    routes: Vec<String>,
    api_key: String,
}

impl Generator {
    fn pick<'a>(&mut self, items: &'a [&'a str]) -> &'a str {
        items[self.rng.gen_range(0..items.len())]
    }

    fn junk_text(&mut self) -> String {
        match self.rng.gen_range(0..10) {
            0 => String::new(),
            1 => "x".repeat(self.rng.gen_range(1000..9000)),
            2 => format!("0x{}", "f".repeat(64)),
            3 => format!("0x{:064x}", self.rng.r#gen::<u128>()),
            4 => "\u{0}\u{202e}ü😀\\\"'<script>".to_owned(),
            5 => "%00%ff%zz%".to_owned(),
            6 => format!("app_{:032x}", self.rng.r#gen::<u128>()),
            7 => "../../etc/passwd".to_owned(),
            8 => "-1e999".to_owned(),
            _ => format!("{}", self.rng.r#gen::<i64>()),
        }
    }

    fn junk_value(&mut self, depth: usize) -> serde_json::Value {
        use serde_json::json;
        match self.rng.gen_range(0..9) {
            0 => json!(null),
            1 => json!(self.rng.r#gen::<i64>()),
            2 => json!(self.rng.r#gen::<f64>() * 1e300),
            3 => json!(self.rng.r#gen::<bool>()),
            4 | 5 => json!(self.junk_text()),
            6 if depth < 4 => {
                let n = self.rng.gen_range(0..5);
                json!(
                    (0..n)
                        .map(|_| self.junk_value(depth + 1))
                        .collect::<Vec<_>>()
                )
            }
            7 if depth < 4 => self.junk_object(depth + 1),
            _ => json!(""),
        }
    }

    fn junk_object(&mut self, depth: usize) -> serde_json::Value {
        let n = self.rng.gen_range(0..8);
        let mut map = serde_json::Map::new();
        for _ in 0..n {
            let key = self.pick(KEYS).to_owned();
            let value = self.junk_value(depth);
            map.insert(key, value);
        }
        serde_json::Value::Object(map)
    }

    fn junk_form(&mut self) -> String {
        let n = self.rng.gen_range(0..10);
        (0..n)
            .map(|_| {
                let key = self.pick(KEYS);
                let value = self.junk_text();
                format!("{key}={}", value.replace(' ', "+"))
            })
            .collect::<Vec<_>>()
            .join("&")
    }

    fn graphql(&mut self) -> String {
        let depth = self.rng.gen_range(1..60);
        let doc = match self.rng.gen_range(0..5) {
            0 => format!(
                "{{ app(where: {}{{name: {{_eq: \"x\"}}}}{}) {{ id }} }}",
                "{_and: [".repeat(depth),
                "]}".repeat(depth)
            ),
            1 => format!("{}{}", "{ app ".repeat(depth), "}".repeat(depth)),
            2 => "query { __schema { types { name fields { name } } } }".to_owned(),
            3 => format!(
                "mutation {{ insert_app_one(object: {{name: {:?}, engine: {:?}}}) {{ id }} }}",
                self.junk_text(),
                self.junk_text()
            ),
            _ => self.junk_text(),
        };
        serde_json::json!({ "query": doc, "variables": self.junk_value(0) }).to_string()
    }

    fn path(&mut self) -> String {
        let mut path = if self.rng.gen_bool(0.1) {
            format!(
                "/{}",
                self.junk_text().replace(['\r', '\n', ' ', '#', '?'], "")
            )
        } else {
            let template = self.routes[self.rng.gen_range(0..self.routes.len())].clone();
            let mut out = String::new();
            for part in template.split('/').skip(1) {
                out.push('/');
                if part.starts_with('{') || part.starts_with(':') || part.starts_with('*') {
                    out.push_str(
                        &self
                            .junk_text()
                            .replace(['\r', '\n', ' ', '#', '?', '/'], ""),
                    );
                } else {
                    out.push_str(part);
                }
            }
            out
        };
        if self.rng.gen_bool(0.4) {
            path.push('?');
            path.push_str(&self.junk_form().replace(['\r', '\n', ' ', '#'], ""));
        }
        path.chars().filter(|c| c.is_ascii_graphic()).collect()
    }

    /// One request as raw bytes, framing errors included.
    fn next(&mut self) -> Vec<u8> {
        let method = match self.rng.gen_range(0..20) {
            0 => format!("M{:x}", self.rng.r#gen::<u32>()),
            1 => "G\u{1}T".to_owned(),
            _ => self.pick(METHODS).to_owned(),
        };
        let path = self.path();
        let content_type = self.pick(CONTENT_TYPES).to_owned();
        let body: Vec<u8> = match self.rng.gen_range(0..10) {
            0 => Vec::new(),
            1 => self.junk_object(0).to_string().into_bytes(),
            2 => self.junk_form().into_bytes(),
            3 => self.graphql().into_bytes(),
            4 => format!("{}1{}", "[".repeat(5000), "]".repeat(5000)).into_bytes(),
            5 => vec![b'a'; 70 * 1024],
            6 => (0..self.rng.gen_range(1..2000))
                .map(|_| self.rng.r#gen())
                .collect(),
            7 => b"{\"action\": \"vote\", \"proof\": ".to_vec(),
            _ => self.junk_object(0).to_string().into_bytes(),
        };
        let mut head =
            format!("{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
        head.push_str(&format!("Content-Type: {content_type}\r\n"));
        match self.rng.gen_range(0..6) {
            0 => head.push_str(&format!("Authorization: Bearer {}\r\n", self.api_key)),
            1 => head.push_str("Authorization: Bearer api_junk\r\n"),
            2 => head.push_str("Authorization: Basic Og==\r\n"),
            3 => head.push_str(&format!("Cookie: {}\r\n", "a=b; ".repeat(200))),
            _ => {}
        }
        if self.rng.gen_bool(0.05) {
            head.push_str(&format!(
                "X-Big: {}\r\n",
                "y".repeat(self.rng.gen_range(1..40_000))
            ));
        }
        if self.rng.gen_bool(0.05) {
            for i in 0..150 {
                head.push_str(&format!("X-H{i}: v\r\n"));
            }
        }
        if self.rng.gen_bool(0.05) {
            head.push_str("Content-Encoding: gzip\r\n");
        }
        let mut body = body;
        match self.rng.gen_range(0..12) {
            0 => {
                head.push_str("Transfer-Encoding: chunked\r\n");
                let mut chunked = format!("{:x}\r\n", body.len()).into_bytes();
                chunked.extend_from_slice(&body);
                let end: &[u8] = if self.rng.gen_bool(0.5) {
                    b"\r\n0\r\n\r\n"
                } else {
                    b"\r\nzz\r\n"
                };
                chunked.extend_from_slice(end);
                body = chunked;
            }
            1 => head.push_str(&format!(
                "Content-Length: {}\r\nContent-Length: 3\r\n",
                body.len()
            )),
            2 => head.push_str(&format!("Content-Length: {}\r\n", body.len() + 10)),
            3 => head.push_str("Content-Length: -1\r\n"),
            4 => head.push_str("Expect: 100-continue\r\n"),
            _ => {}
        }
        if !head.contains("Content-Length") && !head.contains("chunked") {
            head.push_str(&format!("Content-Length: {}\r\n", body.len()));
        }
        head.push_str("\r\n");
        let mut bytes = head.into_bytes();
        bytes.extend_from_slice(&body);
        bytes
    }
}

async fn metrics_bytes(url: &str) -> usize {
    reqwest::get(format!("{url}/metrics"))
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap()
        .len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_storm_of_malformed_requests_at_every_route_gets_no_5xx_no_crash_and_bounded_memory() {
    let requests = env_or("HUMANID_STORM_REQUESTS", 2000) as usize;
    let seconds = env_or("HUMANID_STORM_SECONDS", 90);
    let seed = env_or("HUMANID_STORM_SEED", 15);
    let routes = route_templates().await;
    assert!(
        routes.iter().any(|r| r == "/v1/graphql") && routes.iter().any(|r| r == "/token"),
        "{routes:?}"
    );
    let mut server = Server::start(&["--header-timeout", "3", "--body-timeout", "3"]);
    let rss_before = server.process.rss_kib();
    let metrics_before = metrics_bytes(&server.url).await;
    let generator = Arc::new(Mutex::new(Generator {
        rng: StdRng::seed_from_u64(seed),
        routes: routes.clone(),
        api_key: server.api_key.clone(),
    }));
    let next = Arc::new(AtomicUsize::new(0));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let failures = Arc::new(std::sync::Mutex::new(Vec::new()));
    let started = Instant::now();
    let workers: Vec<_> = (0..16)
        .map(|_| {
            let (generator, next, failures) = (generator.clone(), next.clone(), failures.clone());
            let url = server.url.clone();
            tokio::spawn(async move {
                while next.fetch_add(1, Ordering::Relaxed) < requests && Instant::now() < deadline {
                    let bytes = generator.lock().await.next();
                    let mut stream = raw::connect(&url).await;
                    let _ = tokio::io::AsyncWriteExt::write_all(&mut stream, &bytes).await;
                    let outcome = raw::watch(&mut stream, Duration::from_secs(20)).await;
                    let failure = match &outcome {
                        Outcome::Open(_) => Some("no answer and not closed after 20 s".to_owned()),
                        Outcome::Closed(got) => match raw::status_of(got) {
                            Some(s) if s >= 500 => Some(String::from_utf8_lossy(got).into_owned()),
                            _ => None,
                        },
                    };
                    if let Some(why) = failure {
                        let head =
                            String::from_utf8_lossy(&bytes[..bytes.len().min(300)]).into_owned();
                        failures.lock().unwrap().push(format!("{head}\n=> {why}"));
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.unwrap();
    }
    let sent = next.load(Ordering::Relaxed).min(requests);
    let elapsed = started.elapsed();
    assert!(
        server.process.is_alive(),
        "the server died during the storm"
    );
    let rss_after = server.process.rss_kib();
    let metrics_after = metrics_bytes(&server.url).await;
    println!(
        "storm: seed {seed}, {sent} requests at {} routes in {:.1} s; RSS {} -> {} MiB; \
         /metrics {} -> {} KiB",
        routes.len(),
        elapsed.as_secs_f64(),
        rss_before / 1024,
        rss_after / 1024,
        metrics_before / 1024,
        metrics_after / 1024
    );
    println!("storm routes: {}", routes.join(" "));
    let failures = failures.lock().unwrap();
    assert!(
        failures.is_empty(),
        "{} failures; first:\n{}",
        failures.len(),
        failures[..failures.len().min(3)].join("\n\n")
    );
    assert!(
        rss_after < 512 * 1024,
        "RSS grew to {} MiB",
        rss_after / 1024
    );
    assert!(
        metrics_after < 1024 * 1024,
        "/metrics grew to {metrics_after} bytes"
    );
}
