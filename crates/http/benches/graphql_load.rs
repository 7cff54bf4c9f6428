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
    let (served, boot) = common::serve_team().await?;
    let (humanid, url) = (&served.humanid, &served.url);
    for i in 0..APPS {
        let app = common::operator_app(humanid, &boot.team_id, format!("App {i}")).await?;
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
    let (graphql, key) = (format!("{url}/v1/graphql"), boot.api_key);
    let check = client
        .post(&graphql)
        .bearer_auth(&key)
        .json(&body)
        .send()
        .await?;
    let parsed: serde_json::Value = check.json().await?;
    let apps = parsed["data"]["app"].as_array().map_or(0, Vec::len);
    if apps != APPS {
        return Err(format!("expected {APPS} apps, got: {parsed}").into());
    }

    let one = move || {
        let t = Instant::now();
        let req = client.post(&graphql).bearer_auth(&key).json(&body);
        async move {
            match req.send().await {
                Ok(r) if r.status().is_success() => {
                    let _ = r.bytes().await;
                    Ok(Some(t.elapsed()))
                }
                _ => Err("request failed".to_owned()),
            }
        }
    };
    common::drive(clients, WARMUP, one.clone()).await?;
    let w = common::drive(clients, MEASURE, one).await?;
    println!(
        "graphql {{ app {{ id name actions {{ action max_verifications }} }} }}, {APPS} apps, SQLite, {clients} clients: \
         {:.0} requests/s, p50 {:.2} ms, p99 {:.2} ms ({} requests); CPU {:.3} ms a request \
         (server and clients), {:.0} % of {} CPUs busy",
        w.rate(),
        w.percentile_ms(0.50),
        w.percentile_ms(0.99),
        w.latencies.len(),
        w.cpu_ms_per_answer(),
        w.busy() * 100.0,
        common::cpus()
    );
    Ok(())
}
