//! Slow and greedy clients: half-sent heads and bodies, idle keep-alive connections and
//! too many connections from one address are cut off, and everyone else is still served.

use std::time::Duration;

use tokio::io::AsyncWriteExt;

use super::raw::{self, Outcome, connect, read_status, status_of, watch};
use crate::common::Server;

/// Timeouts short enough for a test; the defaults are 10 s and 30 s.
const TIMEOUTS: [&str; 4] = ["--header-timeout", "2", "--body-timeout", "2"];
/// Generous on a loaded machine, far below "held for 35 s".
const PATIENCE: Duration = Duration::from_secs(12);

async fn healthy(server: &Server) -> bool {
    reqwest::get(format!("{}/healthz", server.url))
        .await
        .is_ok_and(|r| r.status() == 200)
}

/// `n` connections, each shown admitted by a complete request answered 200.
async fn admitted(server: &Server, n: usize) -> Vec<tokio::net::TcpStream> {
    let mut held = Vec::new();
    for _ in 0..n {
        let mut stream = connect(&server.url).await;
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        assert_eq!(read_status(&mut stream, PATIENCE).await, Some(200));
        held.push(stream);
    }
    held
}

#[tokio::test]
async fn twelve_connections_sending_half_a_request_head_are_closed() {
    let server = Server::start(&TIMEOUTS);
    let mut slow = Vec::new();
    for _ in 0..12 {
        let mut stream = connect(&server.url).await;
        stream
            .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            .await
            .unwrap();
        slow.push(stream);
    }
    assert!(healthy(&server).await);
    for stream in &mut slow {
        let outcome = watch(stream, PATIENCE).await;
        assert!(matches!(outcome, Outcome::Closed(_)), "{outcome:?}");
    }
}

#[tokio::test]
async fn a_body_that_never_finishes_gets_a_408_and_the_connection_closes() {
    let server = Server::start(&TIMEOUTS);
    let mut stream = connect(&server.url).await;
    let head = "POST /v1/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
                Content-Length: 1000\r\n\r\n{\"query\":";
    stream.write_all(head.as_bytes()).await.unwrap();
    match watch(&mut stream, PATIENCE).await {
        Outcome::Closed(got) => {
            assert_eq!(
                status_of(&got),
                Some(408),
                "{}",
                String::from_utf8_lossy(&got)
            );
            assert!(String::from_utf8_lossy(&got).contains("request_timeout"));
        }
        open => panic!("still open: {open:?}"),
    }
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed() {
    let server = Server::start(&TIMEOUTS);
    let mut stream = connect(&server.url).await;
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    match watch(&mut stream, PATIENCE).await {
        Outcome::Closed(got) => assert_eq!(status_of(&got), Some(200)),
        open => panic!("idle connection still open: {open:?}"),
    }
}

#[tokio::test]
async fn connections_beyond_the_per_address_cap_are_refused_until_one_closes() {
    let server = Server::start(&["--max-connections-per-address", "4"]);
    let mut held = admitted(&server, 4).await;
    let mut fifth = connect(&server.url).await;
    let outcome = watch(&mut fifth, PATIENCE).await;
    assert_eq!(outcome, Outcome::Closed(Vec::new()));
    drop(held.pop());
    // The freed place is taken as soon as the server has seen the close.
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let status = raw::exchange(
            &server.url,
            b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            PATIENCE,
        )
        .await;
        if status == Some(200) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "never admitted again"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn connections_beyond_the_total_cap_are_refused() {
    let server = Server::start(&["--max-connections", "3"]);
    let _held = admitted(&server, 3).await;
    let mut fourth = connect(&server.url).await;
    assert_eq!(
        watch(&mut fourth, PATIENCE).await,
        Outcome::Closed(Vec::new())
    );
}
