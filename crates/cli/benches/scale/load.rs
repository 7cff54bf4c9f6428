//! Inclusion proofs under load: C clients, each taking the next lookup until none is
//! left; every answer must be a 200 whose proof (checked on a sample) leads to its root.
//! Closed loop (`pace` None: a client asks again as soon as it has its answer, so the
//! rate is the server's capacity and p50 ≈ C / rate) or paced (each client asks on a
//! fixed schedule; latency counts from the scheduled time, so a late send is not hidden).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use humanid_proof::{Field, poseidon2};
use serde_json::Value;

use crate::{Res, commitment, rss_kib};

pub struct Load {
    pub rate: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub rss_kib: u64,
}

fn check(answer: &Value, index: u64, leaf: Field) -> Res<()> {
    let field = |v: &Value| -> Res<Field> { Ok(Field::parse(v.as_str().ok_or("not a string")?)?) };
    if answer["leaf_index"].as_u64() != Some(index) {
        return Err(format!("leaf {index}: wrong leaf_index in {answer}").into());
    }
    let siblings = answer["siblings"].as_array().ok_or("no siblings")?;
    let mut node = leaf;
    for (level, s) in siblings.iter().enumerate() {
        let s = field(s)?;
        node = if (index >> level).is_multiple_of(2) {
            poseidon2(node, s)
        } else {
            poseidon2(s, node)
        };
    }
    if node != field(&answer["root"])? {
        return Err(format!("leaf {index}: the proof does not lead to its root").into());
    }
    Ok(())
}

pub async fn inclusion_proofs(
    url: &str,
    n: u64,
    lookups: usize,
    clients: usize,
    pid: u32,
    pace: Option<f64>,
) -> Res<Load> {
    let http = reqwest::Client::new();
    let next = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let peak = Arc::new(AtomicU64::new(0));
    let sampler = {
        let (done, peak) = (done.clone(), peak.clone());
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_millis(100));
            while !done.load(Ordering::Relaxed) {
                every.tick().await;
                peak.fetch_max(rss_kib(pid, "VmRSS"), Ordering::Relaxed);
            }
        })
    };
    let started = Instant::now();
    // Paced: a thread releases lookup k at start + k / pace (std's sleep is finer than
    // tokio's 1 ms timer) to whichever client is free; late answers count from then.
    let (tx, rx) = tokio::sync::mpsc::channel::<(usize, Instant)>(lookups.max(1));
    let rx = Arc::new(tokio::sync::Mutex::new(rx));
    if let Some(per_second) = pace {
        std::thread::spawn(move || {
            for k in 0..lookups {
                let due = started + Duration::from_secs_f64(k as f64 / per_second);
                if let Some(wait) = due.checked_duration_since(Instant::now()) {
                    std::thread::sleep(wait);
                }
                if tx.blocking_send((k, due)).is_err() {
                    return;
                }
            }
        });
    } else {
        drop(tx);
    }
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let (http, next, url, rx) = (http.clone(), next.clone(), url.to_owned(), rx.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                loop {
                    let (k, sent) = if pace.is_some() {
                        match rx.lock().await.recv().await {
                            Some(job) => job,
                            None => {
                                return Ok::<_, Box<dyn std::error::Error + Send + Sync>>(
                                    latencies,
                                );
                            }
                        }
                    } else {
                        (next.fetch_add(1, Ordering::Relaxed), Instant::now())
                    };
                    if k >= lookups {
                        return Ok(latencies);
                    }
                    let index = (k as u64).wrapping_mul(2_654_435_761) % n;
                    let leaf = commitment(index);
                    let res = http
                        .get(format!(
                            "{url}/api/v1/credentials/orb/inclusion-proof/{leaf}"
                        ))
                        .send()
                        .await?;
                    let status = res.status();
                    let body = res.bytes().await?;
                    latencies.push(sent.elapsed());
                    if !status.is_success() {
                        return Err(format!("{status}: {}", String::from_utf8_lossy(&body)).into());
                    }
                    if k % 50 == 0 {
                        check(&serde_json::from_slice(&body)?, index, leaf)?;
                    }
                }
            })
        })
        .collect();
    let mut latencies = Vec::with_capacity(lookups);
    for t in tasks {
        latencies.extend(t.await??);
    }
    let elapsed = started.elapsed();
    done.store(true, Ordering::Relaxed);
    sampler.await?;
    latencies.sort();
    let at = |p: usize| {
        let i = (latencies.len() * p / 100).min(latencies.len().saturating_sub(1));
        latencies.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    Ok(Load {
        rate: latencies.len() as f64 / elapsed.as_secs_f64(),
        p50_ms: at(50),
        p99_ms: at(99),
        rss_kib: peak.load(Ordering::Relaxed),
    })
}
