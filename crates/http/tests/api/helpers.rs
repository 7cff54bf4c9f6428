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
    _db: TestDb,
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

async fn spawn_with_depth(db: TestDb, tree_depth: usize) -> TestApp {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let settings = Settings {
        operator_token: Some("op-token".into()),
        tree_depth,
        ..Settings::local(&url)
    };
    let humanid = Humanid::open(db.store.clone(), &MasterSecret::generate(), settings)
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
        _db: db,
    }
}

impl TestApp {
    pub fn at(&self, path: &str) -> String {
        format!("{}{path}", self.url)
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

/// A second server on the same database with its own store and service, as another
/// `humanid serve` process would be.
pub async fn spawn_replica_process(of: &TestApp) -> String {
    let store = humanid_store::Store::connect(&of._db.url).await.unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let humanid = Humanid::open(store, &MasterSecret::generate(), Settings::local(&url))
        .await
        .unwrap();
    let router = humanid_http::combined_router(AppState::new(humanid));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    url
}
