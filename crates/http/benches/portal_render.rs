//! Server time to render portal pages for a team with 100 apps × 5 actions (and a
//! month of verifications on the action-heavy app): the apps list, an app page, and an
//! app page with 50 actions. Each request goes through the in-process router
//! (`tower::ServiceExt::oneshot`) with a real session cookie, so session lookup, the
//! database reads and the template are all counted. Target: ≤ 5 ms each.
//!
//! Run: `cargo bench -p humanid-http --bench portal_render`

use humanid_core::{AppId, TeamId};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use humanid_core::audit::Actor;
use humanid_core::portal::NewAction;
use humanid_core::secrets::MasterSecret;
use humanid_core::{Humanid, Settings};
use humanid_http::AppState;
use tower::ServiceExt;

// Renders in process: of the shared bench code it needs only the fixtures.
#[allow(dead_code)]
mod common;

use common::BenchResult;

#[path = "../tests/http/api/invited_account.rs"]
mod invited_account;

const APPS: usize = 100;
const ACTIONS: usize = 5;
const HEAVY_ACTIONS: usize = 50;
const ROUNDS: usize = 300;

/// Median and 95th percentile of `ROUNDS` renders of `path`.
async fn measure(
    router: &axum::Router,
    cookie: &str,
    path: &str,
) -> BenchResult<(Duration, Duration, usize)> {
    let mut times = Vec::with_capacity(ROUNDS);
    let mut size = 0;
    for round in 0..ROUNDS + 20 {
        let req = Request::get(path)
            .header("cookie", cookie)
            .body(Body::empty())?;
        let started = Instant::now();
        let res = router.clone().oneshot(req).await?;
        let status = res.status();
        let body = axum::body::to_bytes(res.into_body(), usize::MAX).await?;
        let took = started.elapsed();
        if status != StatusCode::OK {
            return Err(format!("{path}: {status}").into());
        }
        size = body.len();
        // The first 20 warm the caches and the connection pool.
        if round >= 20 {
            times.push(took);
        }
    }
    times.sort();
    Ok((times[ROUNDS / 2], times[ROUNDS * 95 / 100], size))
}

#[tokio::main]
async fn main() -> BenchResult<()> {
    let db = humanid_store::test_support::sqlite().await;
    let secret = MasterSecret::generate();
    let humanid = Humanid::open(
        db.store.clone(),
        &secret,
        Settings::local("http://localhost:8080"),
    )
    .await?;
    let boot = humanid.bootstrap_team("Bench").await?;
    let team = boot.team_id.as_str();
    let actor = Actor::Operator;
    let mut first_app = String::new();
    for i in 0..APPS {
        let app = common::operator_app(&humanid, team, format!("App {i}")).await?;
        let actions = if i == 0 { HEAVY_ACTIONS } else { ACTIONS };
        for a in 0..actions {
            let new = NewAction {
                app_id: AppId::stored(app.id.clone()),
                action: Some(format!("action-{a}")),
                name: format!("Action {a}"),
                description: "An action of the bench".into(),
                max_verifications: 0,
            };
            humanid
                .create_action(&actor, &TeamId::stored(team), new)
                .await?;
        }
        if i == 1 {
            first_app = app.id.clone();
        }
        if i == 0 {
            seed_uses(&humanid, &app.id).await?;
        }
    }
    let heavy = humanid.list_team_apps(&TeamId::stored(team)).await?[0]
        .0
        .id
        .clone();
    let (_, session) = invited_account::invited_account(&humanid, team, "Bench", "owner").await?;
    let cookie = format!("humanid_portal={session}");
    let router = humanid_http::combined_router(AppState::new(humanid.clone()));

    for (label, path) in [
        ("apps list (100 apps)", "/portal/apps".to_owned()),
        ("app page (5 actions)", format!("/portal/apps/{first_app}")),
        (
            "app page (50 actions with uses)",
            format!("/portal/apps/{heavy}"),
        ),
    ] {
        let (median, p95, size) = measure(&router, &cookie, &path).await?;
        println!(
            "portal_render {label}: median {:.2} ms, p95 {:.2} ms, {size} bytes ({ROUNDS} renders, {APPS} apps x {ACTIONS} actions)",
            median.as_secs_f64() * 1e3,
            p95.as_secs_f64() * 1e3,
        );
    }
    Ok(())
}

/// Uses of every action of `app_id` by 20 people, so totals and daily counters exist.
async fn seed_uses(humanid: &Humanid, app_id: &str) -> BenchResult<()> {
    let store = humanid.store();
    let actions = store.list_actions(app_id).await?;
    let mut uses = Vec::new();
    for action in &actions {
        for person in 0..20u64 {
            uses.push(humanid_store::nullifiers::NewUse {
                new_id: humanid_core::ids::nullifier_id(),
                action_id: action.id.clone(),
                nullifier_hash: format!("0x{person:064x}"),
                max_uses: 0,
            });
        }
    }
    for chunk in uses.chunks(64) {
        store.record_nullifier_uses(chunk).await?;
    }
    Ok(())
}
