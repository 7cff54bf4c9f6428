//! GraphQL throughput: `{ app { id name actions { action max_verifications } } }` for a
//! team with 100 apps (each with its sign-in action and one more), on SQLite, driven over
//! loopback by C concurrent clients (default 16; `HUMANID_BENCH_CLIENTS`).
//!
//! Run: `cargo bench -p humanid-http --bench graphql_load`

use humanid_core::{AppId, TeamId};
use std::time::{Duration, Instant};

use humanid_core::portal::NewAction;

mod common;

const QUERY: &str = "{ app { id name actions { action max_verifications } } }";
const APPS: usize = 100;
const WARMUP: Duration = Duration::from_secs(2);
const MEASURE: Duration = Duration::from_secs(10);

#[tokio::main]
async fn main() -> common::BenchResult<()> {
    let clients = common::clients();
    let common::Served {
        humanid,
        url,
        db: _db,
    } = common::serve_sqlite().await?;
    let boot = humanid.bootstrap_team("Bench").await?;
    for i in 0..APPS {
        let app = common::operator_app(&humanid, &boot.team_id, format!("App {i}")).await?;
        let action = NewAction::new(AppId::stored(app.id), "vote", "Vote", 1);
        humanid
            .create_action(
                &humanid_core::audit::Actor::Operator,
                &TeamId::stored(&boot.team_id),
                action,
            )
            .await?;
    }

    let client = reqwest::Client::new();
    let body = serde_json::json!({ "query": QUERY });
    let check = client
        .post(format!("{url}/v1/graphql"))
        .bearer_auth(&boot.api_key)
        .json(&body)
        .send()
        .await?;
    let parsed: serde_json::Value = check.json().await?;
    let apps = parsed["data"]["app"].as_array().map_or(0, Vec::len);
    if apps != APPS {
        return Err(format!("expected {APPS} apps, got: {parsed}").into());
    }

    let run = |until: Instant| {
        let tasks: Vec<_> = (0..clients)
            .map(|_| {
                let (client, url, key, body) = (
                    client.clone(),
                    url.clone(),
                    boot.api_key.clone(),
                    body.clone(),
                );
                tokio::spawn(async move {
                    let mut lat = Vec::new();
                    while Instant::now() < until {
                        let t = Instant::now();
                        let res = client
                            .post(format!("{url}/v1/graphql"))
                            .bearer_auth(&key)
                            .json(&body)
                            .send()
                            .await;
                        match res {
                            Ok(r) if r.status().is_success() => {
                                let _ = r.bytes().await;
                                lat.push(t.elapsed());
                            }
                            _ => return Err("request failed"),
                        }
                    }
                    Ok(lat)
                })
            })
            .collect::<Vec<_>>();
        async move {
            let mut all = Vec::new();
            for t in tasks {
                all.extend(t.await.map_err(|e| e.to_string())??);
            }
            Ok::<_, Box<dyn std::error::Error + Send + Sync>>(all)
        }
    };
    run(Instant::now() + WARMUP).await?;
    let started = Instant::now();
    let mut lat = run(started + MEASURE).await?;
    let secs = started.elapsed().as_secs_f64();
    lat.sort();
    let pct =
        |p: f64| lat[((lat.len() as f64 * p) as usize).min(lat.len() - 1)].as_secs_f64() * 1000.0;
    println!(
        "graphql {{ app {{ id name actions {{ action max_verifications }} }} }}, {APPS} apps, SQLite, {clients} clients: \
         {:.0} requests/s, p50 {:.2} ms, p99 {:.2} ms ({} requests)",
        lat.len() as f64 / secs,
        pct(0.50),
        pct(0.99),
        lat.len()
    );
    Ok(())
}
