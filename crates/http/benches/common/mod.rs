//! What the benches share: the whole service on a fresh SQLite database, in this
//! process, on a random loopback port; the number of concurrent clients to drive it;
//! and the apps they work on.

use humanid_core::audit::Actor;
use humanid_core::portal::NewApp;
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings, TeamId};
use humanid_http::{AppState, Surface};
use humanid_store::App;
use humanid_store::test_support::TestDb;
use tokio::net::TcpListener;

pub type BenchResult<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

pub struct Served {
    pub humanid: Humanid,
    pub url: String,
    /// Keeps the temporary database for as long as the bench runs.
    pub db: TestDb,
}

/// C, from `HUMANID_BENCH_CLIENTS` (default 16).
pub fn clients() -> usize {
    std::env::var("HUMANID_BENCH_CLIENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16)
}

pub async fn serve_sqlite() -> BenchResult<Served> {
    serve_sqlite_with(|state| state).await
}

/// Like `serve_sqlite`, with `adjust` applied to the state first (e.g. to lift a rate limit).
pub async fn serve_sqlite_with(adjust: impl FnOnce(AppState) -> AppState) -> BenchResult<Served> {
    let db = humanid_store::test_support::sqlite().await;
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}", listener.local_addr()?);
    let secret = MasterSecret::generate();
    let humanid = Humanid::open(db.store.clone(), &secret, Settings::local(&url)).await?;
    let router = humanid_http::combined_router(adjust(AppState::new(humanid.clone())));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    Ok(Served { humanid, url, db })
}

/// A production app named `name` in `team_id`, made by the operator.
pub async fn operator_app(humanid: &Humanid, team_id: &str, name: String) -> BenchResult<App> {
    let new = NewApp::cloud(name);
    let team = TeamId::stored(team_id);
    Ok(humanid.create_app(&Actor::Operator, &team, new).await?)
}
