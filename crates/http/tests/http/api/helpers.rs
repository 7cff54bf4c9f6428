//! The whole service on a random port with a fresh database: [`spawn_app`] for the usual
//! server, [`TestServer`] to say what else a test needs (PostgreSQL, shallow credential
//! sets, a `localhost` URL, no operator token), and replicas of a running one.

use humanid_core::audit::Actor;
use humanid_core::secrets::MasterSecret;
use humanid_core::{ActionId, AppId, Humanid, Settings, TeamId};
use humanid_http::{AppState, Surface};
use humanid_store::test_support::{self, TestDb};
use tokio::net::TcpListener;

/// The operator token test servers accept unless told otherwise.
pub const OPERATOR_TOKEN: &str = "op-token";

pub struct TestApp {
    pub url: String,
    pub humanid: Humanid,
    pub client: reqwest::Client,
    secret: MasterSecret,
    /// `None` for a replica, which shares its first server's database.
    _db: Option<TestDb>,
    db_url: String,
}

/// The usual server: SQLite, credential sets of depth 30, operator token
/// [`OPERATOR_TOKEN`], public URL `http://127.0.0.1:{port}`.
pub async fn spawn_app() -> TestApp {
    TestServer::new().spawn().await
}

/// What a test server is built with; [`TestServer::new`] is [`spawn_app`]'s.
pub struct TestServer {
    postgres: bool,
    tree_depth: usize,
    host: &'static str,
    operator_token: Option<&'static str>,
}

impl TestServer {
    pub fn new() -> Self {
        TestServer {
            postgres: false,
            tree_depth: 30,
            host: "127.0.0.1",
            operator_token: Some(OPERATOR_TOKEN),
        }
    }

    /// A fresh PostgreSQL database (from `HUMANID_TEST_POSTGRES_URL`) instead of SQLite.
    pub fn postgres(mut self) -> Self {
        self.postgres = true;
        self
    }

    /// Credential sets of depth 16, so tests can prove quickly.
    pub fn depth16(mut self) -> Self {
        self.tree_depth = 16;
        self
    }

    /// A public URL naming the host `localhost` (as passkeys need) while the server
    /// listens on 127.0.0.1; requests still go to [`TestApp::url`].
    pub fn at_localhost(mut self) -> Self {
        self.host = "localhost";
        self
    }

    /// No operator token configured: the operator-only endpoints refuse everyone.
    pub fn without_operator_token(mut self) -> Self {
        self.operator_token = None;
        self
    }

    pub async fn spawn(self) -> TestApp {
        let db = if self.postgres {
            test_support::postgres().await
        } else {
            test_support::sqlite().await
        };
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let settings = Settings {
            operator_token: self.operator_token.map(str::to_owned),
            tree_depth: self.tree_depth,
            tree_dir: None,
            ..Settings::local(&format!("http://{}:{port}", self.host))
        };
        let secret = MasterSecret::generate();
        let humanid = Humanid::open(db.store.clone(), &secret, settings)
            .await
            .unwrap();
        TestApp {
            url: serve(listener, &humanid),
            humanid,
            client: reqwest::Client::new(),
            secret,
            db_url: db.url.clone(),
            _db: Some(db),
        }
    }
}

/// Serves the whole router over `humanid` on `listener` until the test ends; its URL.
fn serve(listener: TcpListener, humanid: &Humanid) -> String {
    let url = format!("http://{}", listener.local_addr().unwrap());
    let router = humanid_http::combined_router(AppState::new(humanid.clone()));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    url
}

/// The credential set `kind` in `environment` from a `GET /api/v1/credentials` listing.
pub fn credential_set<'a>(
    sets: &'a serde_json::Value,
    kind: &str,
    environment: &str,
) -> &'a serde_json::Value {
    let sets = sets.as_array().expect("a list of credential sets");
    let found = sets
        .iter()
        .find(|s| s["credential_type"] == kind && s["environment"] == environment);
    found.unwrap_or_else(|| panic!("no {kind} set in {environment}"))
}

/// An answer as a script on another origin sees it: the status, the JSON body (null when
/// it is not JSON) and whether any origin may read it (`access-control-allow-origin: *`).
pub struct CorsAnswer {
    pub status: reqwest::StatusCode,
    pub body: serde_json::Value,
    pub cors: bool,
}

impl CorsAnswer {
    pub async fn of(res: reqwest::Response) -> CorsAnswer {
        let status = res.status();
        let cors = res
            .headers()
            .get("access-control-allow-origin")
            .is_some_and(|v| v == "*");
        let text = res.text().await.unwrap();
        CorsAnswer {
            status,
            body: serde_json::from_str(&text).unwrap_or(serde_json::Value::Null),
            cors,
        }
    }
}

/// A request sent as it is, and the error it must get: its status, `code` and `attribute`
/// (what `None` means, unchecked or absent, each bad-input test says).
pub struct Refusal {
    pub what: String,
    pub method: reqwest::Method,
    pub path: String,
    pub content_type: Option<&'static str>,
    pub body: Vec<u8>,
    pub status: reqwest::StatusCode,
    pub code: &'static str,
    pub attribute: Option<&'static str>,
}

impl Refusal {
    pub async fn send(&self, app: &TestApp) -> CorsAnswer {
        let (method, body) = (self.method.clone(), self.body.clone());
        app.send_raw(method, &self.path, self.content_type, body)
            .await
    }
}

impl CorsAnswer {
    /// It is the error `code` with `status`, naming `attribute` (or no attribute), with a
    /// detail.
    pub fn assert_error(
        &self,
        what: &str,
        status: reqwest::StatusCode,
        code: &str,
        attribute: Option<&str>,
    ) {
        let body = &self.body;
        assert_eq!(self.status, status, "{what}: {body}");
        assert_eq!(body["code"], code, "{what}: {body}");
        assert_eq!(body["attribute"].as_str(), attribute, "{what}: {body}");
        let detail = body["detail"].as_str().unwrap_or_default();
        assert!(!detail.is_empty(), "{what}: no detail in {body}");
    }
}

impl TestApp {
    pub fn at(&self, path: &str) -> String {
        format!("{}{path}", self.url)
    }

    /// `GET path` with the plain client.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.at(path)).send().await.unwrap()
    }

    /// `method path` with `body` as it is (and `content_type`, if any), from a page on
    /// another origin: the answer as that page's script sees it.
    pub async fn send_raw(
        &self,
        method: reqwest::Method,
        path: &str,
        content_type: Option<&str>,
        body: Vec<u8>,
    ) -> CorsAnswer {
        let req = self.client.request(method, self.at(path));
        let mut req = req.header("origin", "https://rp.example").body(body);
        if let Some(content_type) = content_type {
            req = req.header("content-type", content_type);
        }
        CorsAnswer::of(req.send().await.unwrap()).await
    }

    /// A browser's CORS preflight from `origin` for `method path`, asking to send the
    /// request `headers` (comma-separated), if any.
    pub async fn preflight(
        &self,
        path: &str,
        origin: &str,
        method: &str,
        headers: Option<&str>,
    ) -> reqwest::Response {
        let req = self.client.request(reqwest::Method::OPTIONS, self.at(path));
        let mut req = req
            .header("origin", origin)
            .header("access-control-request-method", method);
        if let Some(headers) = headers {
            req = req.header("access-control-request-headers", headers);
        }
        req.send().await.unwrap()
    }

    /// `POST path` as bearer `token`, with `text` sent as if it were JSON (to test what
    /// a broken body gets).
    pub async fn post_as_json_text(
        &self,
        path: &str,
        token: &str,
        text: &str,
    ) -> reqwest::Response {
        self.client
            .post(self.at(path))
            .bearer_auth(token)
            .header("content-type", "application/json")
            .body(text.to_owned())
            .send()
            .await
            .unwrap()
    }

    /// Archives app `app_id` of `team_id` as the operator does.
    pub async fn archive_as_operator(&self, team_id: &str, app_id: &str) {
        let (team, id) = (TeamId::stored(team_id), AppId::stored(app_id));
        self.humanid
            .archive_app(&Actor::Operator, &team, &id)
            .await
            .unwrap();
    }

    /// Sets action `action_id` of `team_id` to `status` (`active`, `inactive`) as the
    /// operator does.
    pub async fn set_action_status(&self, team_id: &str, action_id: &str, status: &str) {
        let patch = humanid_store::actions::ActionPatch {
            status: Some(status.parse().unwrap()),
            ..Default::default()
        };
        let (team, id) = (TeamId::stored(team_id), ActionId::stored(action_id));
        let updated = self
            .humanid
            .update_action(&Actor::Operator, &team, &id, patch);
        updated.await.unwrap();
    }

    /// `GET path`, and its body as JSON (whatever the status).
    pub async fn get_json(&self, path: &str) -> serde_json::Value {
        self.get(path).await.json().await.unwrap()
    }

    /// The router's route templates, from its debug form (axum lists each path there).
    pub fn router_paths(&self) -> std::collections::BTreeSet<String> {
        let state = AppState::new(self.humanid.clone());
        let text = format!("{:?}", humanid_http::combined_routes(state));
        text.split('"')
            .filter(|s| s.starts_with('/') && !s.contains(' '))
            .map(str::to_owned)
            .collect()
    }

    /// A second server on the same database and core, with its own HTTP state (the
    /// GraphQL cache, the rate limiters), as another replica would be. Its URL.
    pub async fn replica(&self) -> String {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        serve(listener, &self.humanid)
    }

    /// Another replica in every sense: its own process state (store pool, caches, group
    /// commits, key ring) on the same database, the same master secret and public URL,
    /// its own listener (`url`). `self` must outlive it.
    #[allow(dead_code)] // used by the OIDC tests
    pub async fn other_replica(&self) -> TestApp {
        let store = humanid_store::Store::connect(&self.db_url).await.unwrap();
        let settings = self.humanid.settings().clone();
        let humanid = Humanid::open(store, &self.secret, settings).await.unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        TestApp {
            url: serve(listener, &humanid),
            humanid,
            client: reqwest::Client::new(),
            secret: self.secret.clone(),
            _db: None,
            db_url: self.db_url.clone(),
        }
    }
}
