//! `spawn_app`: the whole service on a random port with a fresh database.

use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use humanid_http::{AppState, Surface};
use humanid_store::test_support::{self, TestDb};
use tokio::net::TcpListener;

pub struct TestApp {
    pub url: String,
    pub humanid: Humanid,
    pub client: reqwest::Client,
    secret: MasterSecret,
    /// `None` for a replica, which shares its first server's database.
    _db: Option<TestDb>,
    db_url: String,
}

pub async fn spawn_app() -> TestApp {
    let db = test_support::sqlite().await;
    spawn_on(db).await
}

pub async fn spawn_app_postgres() -> TestApp {
    let db = test_support::postgres().await;
    spawn_on(db).await
}

/// Credential sets of depth 16, so tests can prove quickly.
pub async fn spawn_app_depth16() -> TestApp {
    spawn_with_depth(test_support::sqlite().await, 16).await
}

pub async fn spawn_app_depth16_postgres() -> TestApp {
    spawn_with_depth(test_support::postgres().await, 16).await
}

async fn spawn_on(db: TestDb) -> TestApp {
    spawn_with_depth(db, 30).await
}

/// A server whose public URL names the host `localhost` (as passkeys need) while it
/// listens on 127.0.0.1; requests still go to [`TestApp::url`].
#[allow(dead_code)] // used by the API tests only
pub async fn spawn_app_at_localhost() -> TestApp {
    spawn_named(test_support::sqlite().await, 30, "localhost").await
}

async fn spawn_with_depth(db: TestDb, tree_depth: usize) -> TestApp {
    spawn_named(db, tree_depth, "127.0.0.1").await
}

async fn spawn_named(db: TestDb, tree_depth: usize, host: &str) -> TestApp {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let port = listener.local_addr().unwrap().port();
    let settings = Settings {
        operator_token: Some("op-token".into()),
        tree_depth,
        tree_dir: None,
        ..Settings::local(&format!("http://{host}:{port}"))
    };
    let secret = MasterSecret::generate();
    let humanid = Humanid::open(db.store.clone(), &secret, settings)
        .await
        .unwrap();
    let router = humanid_http::combined_router(AppState::new(humanid.clone()));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    TestApp {
        url,
        humanid,
        client: reqwest::Client::new(),
        secret,
        db_url: db.url.clone(),
        _db: Some(db),
    }
}

impl TestApp {
    pub fn at(&self, path: &str) -> String {
        format!("{}{path}", self.url)
    }

    /// The router's route templates, from its debug form (axum lists each path there).
    #[allow(dead_code)] // used by the API tests only
    pub fn router_paths(&self) -> std::collections::BTreeSet<String> {
        let state = AppState::new(self.humanid.clone());
        let text = format!("{:?}", humanid_http::combined_router(state));
        text.split('"')
            .filter(|s| s.starts_with('/') && !s.contains(' '))
            .map(str::to_owned)
            .collect()
    }

    /// `GET path`, and its body as JSON (whatever the status).
    pub async fn get_json(&self, path: &str) -> serde_json::Value {
        let res = self.client.get(self.at(path)).send().await.unwrap();
        res.json().await.unwrap()
    }
}

/// A second server on the same database (its own caches), as another replica would be.
pub async fn spawn_replica(of: &TestApp) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let router = humanid_http::combined_router(AppState::new(of.humanid.clone()));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    url
}

/// Another replica in every sense: its own process state (store pool, caches, group
/// commits, key ring) on the same database, the same master secret and public URL, its
/// own listener (`url`). `of` must outlive it.
#[allow(dead_code)] // used by the OIDC tests
pub async fn spawn_other_replica(of: &TestApp) -> TestApp {
    let store = humanid_store::Store::connect(&of.db_url).await.unwrap();
    let settings = of.humanid.settings().clone();
    let humanid = Humanid::open(store, &of.secret, settings).await.unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let router = humanid_http::combined_router(AppState::new(humanid.clone()));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    TestApp {
        url,
        humanid,
        client: reqwest::Client::new(),
        secret: of.secret.clone(),
        _db: None,
        db_url: of.db_url.clone(),
    }
}
