//! Inclusion proofs under load: C clients, each taking the next lookup until none is
//! left; every answer must be a 200 whose proof (checked on a sample) leads to its root.
//! Closed loop (`pace` None: a client asks again as soon as it has its answer, so the
//! rate is the server's capacity and p50 ≈ C / rate) or paced (each client asks on a
//! fixed schedule; latency counts from the scheduled time, so a late send is not hidden).
//! Each client is a thread with one keep-alive connection and a minimal HTTP/1.1 client
//! (as wrk's): a general-purpose client's own cost would be counted as the server's.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use humanid_proof::{Field, poseidon2};
use serde_json::Value;

use crate::http1_head::Head;
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

/// One keep-alive HTTP/1.1 connection that sends GETs and reads sized answers.
struct Connection {
    host: String,
    reader: BufReader<TcpStream>,
    line: String,
}

impl Connection {
    fn open(url: &str) -> Res<Self> {
        let host = url
            .strip_prefix("http://")
            .ok_or("not an http:// URL")?
            .to_owned();
        let stream = TcpStream::connect(&host)?;
        stream.set_nodelay(true)?;
        let reader = BufReader::with_capacity(64 * 1024, stream);
        Ok(Self {
            host,
            reader,
            line: String::new(),
        })
    }

    fn get(&mut self, path: &str, body: &mut Vec<u8>) -> Res<u16> {
        let request = format!("GET {path} HTTP/1.1\r\nHost: {}\r\n\r\n", self.host);
        self.reader.get_mut().write_all(request.as_bytes())?;
        let mut head = Head::default();
        loop {
            self.line.clear();
            if self.reader.read_line(&mut self.line)? == 0 {
                return Err("connection closed".into());
            }
            if head.line(&self.line)? {
                break;
            }
        }
        let (status, length) = head.done()?;
        body.resize(length, 0);
        self.reader.read_exact(body)?;
        Ok(status)
    }
}

pub fn inclusion_proofs(
    url: &str,
    n: u64,
    lookups: std::ops::Range<usize>,
    clients: usize,
    pid: u32,
    pace: Option<f64>,
) -> Res<Load> {
    // Lookup k asks for leaf (k * 2654435761) mod n: spread over the whole set, and
    // another range of k meets other leaves (pages a closed-loop run warmed do not
    // flatter the paced run that follows it).
    let jobs: Arc<Vec<(u64, Field)>> = Arc::new(
        lookups
            .map(|k| {
                let index = (k as u64).wrapping_mul(2_654_435_761) % n;
                (index, commitment(index))
            })
            .collect(),
    );
    let next = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let peak = Arc::new(AtomicU64::new(0));
    let sampler = {
        let (done, peak) = (done.clone(), peak.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                peak.fetch_max(rss_kib(pid, "VmRSS"), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(100));
            }
        })
    };
    let mut connections = (0..clients)
        .map(|_| Connection::open(url))
        .collect::<Res<Vec<_>>>()?;
    let started = Instant::now();
    // Paced: a thread releases lookup k at start + k / pace to whichever client is free;
    // late answers count from then.
    let lookups = jobs.len();
    let (tx, rx) = mpsc::channel::<(usize, Instant)>();
    let rx = Arc::new(Mutex::new(rx));
    if let Some(per_second) = pace {
        std::thread::spawn(move || {
            for k in 0..lookups {
                let due = started + Duration::from_secs_f64(k as f64 / per_second);
                if let Some(wait) = due.checked_duration_since(Instant::now()) {
                    std::thread::sleep(wait);
                }
                if tx.send((k, due)).is_err() {
                    return;
                }
            }
        });
    } else {
        drop(tx);
    }
    let threads: Vec<_> = connections
        .drain(..)
        .map(|mut connection| {
            let (jobs, next, rx) = (jobs.clone(), next.clone(), rx.clone());
            std::thread::spawn(move || -> Res<Vec<Duration>> {
                let mut latencies = Vec::new();
                let mut body = Vec::new();
                loop {
                    let (k, sent) = if pace.is_some() {
                        let job = rx.lock().map_err(|_| "poisoned")?.recv();
                        match job {
                            Ok(job) => job,
                            Err(_) => return Ok(latencies),
                        }
                    } else {
                        (next.fetch_add(1, Ordering::Relaxed), Instant::now())
                    };
                    let Some(&(index, leaf)) = jobs.get(k) else {
                        return Ok(latencies);
                    };
                    let path = format!("/api/v1/credentials/orb/inclusion-proof/{leaf}");
                    let status = connection.get(&path, &mut body)?;
                    latencies.push(sent.elapsed());
                    if status != 200 {
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
    for t in threads {
        latencies.extend(t.join().map_err(|_| "a client panicked")??);
    }
    let elapsed = started.elapsed();
    done.store(true, Ordering::Relaxed);
    sampler.join().map_err(|_| "the sampler panicked")?;
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
