//! kill -9 under concurrent verify load, several cycles: no acknowledged use is lost, no
//! one-use nullifier is accepted twice, and the database passes its integrity check. On
//! PostgreSQL two replicas share the database and the one not killed keeps answering.
//!
//! Short by default; scale with `HUMANID_CRASH_CYCLES` (default 3) and
//! `HUMANID_CRASH_PEOPLE` (people with a proof each, default 16).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use humanid_store::{Store, test_support};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::Value;

use crate::common::{Running, env_or, poll_on, replica};

/// What the load saw: acknowledged uses per nullifier, and unexpected answers.
#[derive(Default)]
struct Seen {
    acknowledged: HashMap<String, usize>,
    unexpected: Vec<String>,
    /// Answers from each replica after the kill in the current cycle.
    answered_after_kill: Vec<usize>,
}

/// Verify requests from 8 workers at random replicas until `stop`; connection errors
/// (the replica being killed) are expected, any 5xx or other refusal is not.
async fn load(
    urls: Vec<String>,
    app_id: &str,
    bodies: Arc<Vec<Value>>,
    stop: Arc<AtomicBool>,
    killed: Arc<AtomicBool>,
    acks: Arc<AtomicUsize>,
    seed: u64,
) -> Seen {
    let workers: Vec<_> = (0..8)
        .map(|w| {
            let (urls, bodies, stop, killed, acks) = (
                urls.clone(),
                bodies.clone(),
                stop.clone(),
                killed.clone(),
                acks.clone(),
            );
            let app_id = app_id.to_owned();
            tokio::spawn(async move {
                let client = reqwest::Client::new();
                let mut rng = StdRng::seed_from_u64(seed * 100 + w);
                let mut seen = Seen {
                    answered_after_kill: vec![0; urls.len()],
                    ..Seen::default()
                };
                while !stop.load(Ordering::Relaxed) {
                    let replica = rng.gen_range(0..urls.len());
                    let body = &bodies[rng.gen_range(0..bodies.len())];
                    let sent = client
                        .post(format!("{}/api/v1/verify/{app_id}", urls[replica]))
                        .json(body)
                        .timeout(Duration::from_secs(20))
                        .send()
                        .await;
                    let Ok(res) = sent else {
                        // The replica is down until the next cycle restarts it.
                        tokio::time::sleep(Duration::from_millis(10)).await;
                        continue;
                    };
                    let status = res.status().as_u16();
                    let Ok(out) = res.json::<Value>().await else {
                        continue;
                    };
                    if killed.load(Ordering::Relaxed) {
                        seen.answered_after_kill[replica] += 1;
                    }
                    match (status, out["code"].as_str()) {
                        (200, _) => {
                            acks.fetch_add(1, Ordering::Relaxed);
                            let nullifier = body["nullifier_hash"].as_str().unwrap().to_owned();
                            *seen.acknowledged.entry(nullifier).or_default() += 1;
                        }
                        (400, Some("max_verifications_reached")) => {}
                        _ => seen.unexpected.push(format!("{status} {out}")),
                    }
                }
                seen
            })
        })
        .collect();
    let mut all = Seen {
        answered_after_kill: vec![0; urls.len()],
        ..Seen::default()
    };
    for worker in workers {
        let seen = worker.await.unwrap();
        for (nullifier, n) in seen.acknowledged {
            *all.acknowledged.entry(nullifier).or_default() += n;
        }
        all.unexpected.extend(seen.unexpected);
        for (i, n) in seen.answered_after_kill.into_iter().enumerate() {
            all.answered_after_kill[i] += n;
        }
    }
    all
}

/// Runs `cycles` of load + kill -9 of replica `cycle % replicas`; returns every ack.
async fn crash_cycles(
    database_url: &str,
    dirs: &[tempfile::TempDir],
    app_id: &str,
    bodies: Vec<Value>,
) -> HashMap<String, usize> {
    let cycles = env_or("HUMANID_CRASH_CYCLES", 3);
    let bodies = Arc::new(bodies);
    let mut replicas: Vec<Option<Running>> = dirs
        .iter()
        .map(|d| Some(replica(database_url, d.path(), &[])))
        .collect();
    let mut acknowledged: HashMap<String, usize> = HashMap::new();
    let mut rng = StdRng::seed_from_u64(13);
    for cycle in 0..cycles {
        for (slot, dir) in replicas.iter_mut().zip(dirs) {
            if slot.is_none() {
                *slot = Some(replica(database_url, dir.path(), &[]));
            }
        }
        let urls: Vec<String> = replicas.iter().flatten().map(|r| r.url.clone()).collect();
        let (stop, killed) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicBool::new(false)),
        );
        let acks = Arc::new(AtomicUsize::new(0));
        let running = tokio::spawn({
            let (stop, killed, bodies, app_id, acks) = (
                stop.clone(),
                killed.clone(),
                bodies.clone(),
                app_id.to_owned(),
                acks.clone(),
            );
            async move { load(urls, &app_id, bodies, stop, killed, acks, cycle as u64).await }
        });
        // Kill while uses are being acknowledged: after a few, at a random moment.
        let wanted = (bodies.len() / (cycles + 1)).max(1);
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        while acks.load(Ordering::Relaxed) < wanted && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tokio::time::sleep(Duration::from_millis(rng.gen_range(0..300))).await;
        let victim = cycle % replicas.len();
        replicas[victim].take().unwrap().crash();
        killed.store(true, Ordering::Relaxed);
        // Keep the load on the survivors for a while after the kill.
        tokio::time::sleep(Duration::from_millis(500)).await;
        stop.store(true, Ordering::Relaxed);
        let seen = running.await.unwrap();
        assert!(
            seen.unexpected.is_empty(),
            "cycle {cycle}: {:?}",
            &seen.unexpected[..seen.unexpected.len().min(5)]
        );
        for (i, answered) in seen.answered_after_kill.iter().enumerate() {
            if i != victim {
                assert!(
                    *answered > 0,
                    "cycle {cycle}: replica {i} stopped answering"
                );
            }
        }
        for (nullifier, n) in seen.acknowledged {
            *acknowledged.entry(nullifier).or_default() += n;
        }
    }
    acknowledged
}

/// Every acknowledged use is stored once; nothing was acknowledged twice.
fn assert_consistent(
    acknowledged: &HashMap<String, usize>,
    stored: &HashMap<String, i64>,
    people: usize,
) {
    let twice: Vec<_> = acknowledged.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "accepted more than once: {twice:?}");
    let lost: Vec<_> = acknowledged
        .keys()
        .filter(|n| !stored.contains_key(*n))
        .collect();
    assert!(lost.is_empty(), "acknowledged but lost: {lost:?}");
    assert!(stored.values().all(|uses| *uses == 1), "{stored:?}");
    assert!(!acknowledged.is_empty() && stored.len() <= people);
    let unacknowledged: HashSet<_> = stored
        .keys()
        .filter(|n| !acknowledged.contains_key(*n))
        .collect();
    println!(
        "crash: {} acknowledged uses, 0 lost, 0 accepted twice; {} stored whose answer was cut off by a kill",
        acknowledged.len(),
        unacknowledged.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kill_dash_nine_under_verify_load_on_sqlite_loses_nothing_and_double_spends_nothing() {
    let people = env_or("HUMANID_CRASH_PEOPLE", 16);
    let dir = tempfile::tempdir().unwrap();
    let database_url = format!("sqlite://{}", dir.path().join("humanid.db").display());
    let (app_id, bodies) = poll_on(&database_url, 1, people, "crash").await;
    let dirs = [tempfile::tempdir().unwrap()];
    let acknowledged = crash_cycles(&database_url, &dirs, &app_id, bodies).await;

    let store = Store::connect(&database_url).await.unwrap();
    let humanid_store::Pool::Sqlite(pool) = store.pool() else {
        panic!("sqlite")
    };
    let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(integrity, "ok");
    let rows: Vec<(String, i64)> = sqlx::query_as("SELECT nullifier_hash, uses FROM nullifiers")
        .fetch_all(pool)
        .await
        .unwrap();
    assert_consistent(&acknowledged, &rows.into_iter().collect(), people);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kill_dash_nine_of_one_of_two_postgres_replicas_under_load_loses_nothing() {
    let people = env_or("HUMANID_CRASH_PEOPLE", 16);
    let database_url = test_support::fresh_postgres_url().await;
    let (app_id, bodies) = poll_on(&database_url, 1, people, "crash").await;
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let acknowledged = crash_cycles(&database_url, &dirs, &app_id, bodies).await;

    let store = Store::connect(&database_url).await.unwrap();
    let humanid_store::Pool::Postgres(pool) = store.pool() else {
        panic!("postgres")
    };
    // Consistency: one row per (action, person), uses within each action's limit.
    let (duplicates, over_limit): (i64, i64) = sqlx::query_as(
        "SELECT
           (SELECT count(*) FROM (SELECT 1 FROM nullifiers GROUP BY action_id, nullifier_hash
                                  HAVING count(*) > 1) d),
           (SELECT count(*) FROM nullifiers n JOIN actions a ON a.id = n.action_id
             WHERE a.max_verifications > 0 AND n.uses > a.max_verifications)",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    assert_eq!((duplicates, over_limit), (0, 0));
    let rows: Vec<(String, i64)> =
        sqlx::query_as("SELECT nullifier_hash, uses::BIGINT FROM nullifiers")
            .fetch_all(pool)
            .await
            .unwrap();
    assert_consistent(&acknowledged, &rows.into_iter().collect(), people);
}
