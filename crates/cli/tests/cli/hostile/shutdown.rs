//! Signals at the worst moment: a supervisor stopping a replica the instant it is ready.

use std::io::{BufRead, BufReader};
use std::process::Stdio;

use rustix::process::Signal;

use crate::common::{humanid, send};

/// Starts `serve` on `data`, waits for the first banner line and signals at once.
fn serve_and_signal_when_ready(data: &std::path::Path, sig: Signal) -> std::process::ExitStatus {
    let mut child = humanid()
        .args(["serve", "--listen", "127.0.0.1:0", "--tree-depth", "16"])
        .arg("--data-dir")
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut banner = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut banner)
        .unwrap();
    send(child.id(), sig);
    assert!(banner.contains("ready"), "{banner:?}");
    child.wait().unwrap()
}

/// `rounds` times on one data dir: `signal` the instant serve says ready; it exits zero.
fn exits_zero_on_signal_when_ready(signal: Signal, rounds: usize) {
    let dir = tempfile::tempdir().unwrap();
    for round in 0..rounds {
        let status = serve_and_signal_when_ready(dir.path(), signal);
        assert!(status.success(), "round {round}: {status:?}");
    }
}

#[test]
fn sigterm_the_instant_serve_says_ready_drains_and_exits_zero() {
    exits_zero_on_signal_when_ready(Signal::TERM, 12);
}

#[test]
fn ctrl_c_the_instant_serve_says_ready_exits_zero() {
    exits_zero_on_signal_when_ready(Signal::INT, 4);
}

#[tokio::test]
async fn sighup_without_tls_does_not_stop_serving() {
    // SIGHUP means "reload"; without TLS there is nothing to reload and serving goes on.
    let mut server = crate::common::Server::start(&[]);
    server.process.signal(Signal::HUP);
    let health = reqwest::get(format!("{}/healthz", server.url))
        .await
        .unwrap();
    assert_eq!(health.status(), 200);
    assert!(server.process.is_alive());
}
