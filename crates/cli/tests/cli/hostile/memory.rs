//! A server nobody scrapes keeps a flat memory under steady load: the latency
//! histograms are folded into their buckets by the server itself, not by `/metrics`.

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common::Server;

/// Requests in flight per connection write (HTTP/1.1 pipelining keeps the client cheap).
const PIPELINE: usize = 256;
const CONNECTIONS: usize = 4;

/// Counts a pattern in a stream read in pieces (an occurrence split across two reads
/// counts once: the tail kept is one byte shorter than the pattern).
struct Occurrences {
    pattern: &'static [u8],
    tail: Vec<u8>,
    count: usize,
}

impl Occurrences {
    fn new(pattern: &'static str) -> Self {
        Occurrences {
            pattern: pattern.as_bytes(),
            tail: Vec::new(),
            count: 0,
        }
    }

    fn feed(&mut self, bytes: &[u8]) {
        self.tail.extend_from_slice(bytes);
        let p = self.pattern;
        self.count += self.tail.windows(p.len()).filter(|w| *w == p).count();
        let keep = self.tail.len().saturating_sub(p.len() - 1);
        self.tail.drain(..keep);
    }
}

/// Sends `total` GETs of `path` over `CONNECTIONS` keep-alive connections and checks that
/// each got a 200.
async fn load(url: &str, path: &str, total: usize) {
    let host = url.trim_start_matches("http://").to_owned();
    let mut tasks = Vec::new();
    for _ in 0..CONNECTIONS {
        let host = host.clone();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n");
        tasks.push(tokio::spawn(async move {
            let mut stream = TcpStream::connect(&host).await.unwrap();
            let mut buf = vec![0u8; 1 << 16];
            let mut answered = Occurrences::new("HTTP/1.1 ");
            let mut ok = Occurrences::new("HTTP/1.1 200 ");
            let mut sent = 0;
            while sent < total / CONNECTIONS {
                let n = PIPELINE.min(total / CONNECTIONS - sent);
                stream
                    .write_all(request.repeat(n).as_bytes())
                    .await
                    .unwrap();
                sent += n;
                // Responses come in order, one status line each; any other status
                // leaves this waiting until the server closes the idle connection.
                while ok.count < sent {
                    let got = stream.read(&mut buf).await.unwrap();
                    assert!(got > 0, "the server closed the connection: not all 200");
                    answered.feed(&buf[..got]);
                    ok.feed(&buf[..got]);
                }
            }
            assert_eq!(ok.count, answered.count, "every request answered 200");
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_stays_flat_under_load_with_nobody_scraping_metrics() {
    let server = Server::start(&[]);
    // Warm-up: connection buffers, allocator arenas and every series exist afterwards.
    load(&server.url, "/healthz", 100_000).await;
    let warm = server.process.rss_kib();
    // Each request records a latency sample; unfolded samples cost some bytes apiece,
    // so a recorder that waits for a scrape grows by several MiB over this run.
    for round in 1..=6 {
        load(&server.url, "/healthz", 100_000).await;
        eprintln!(
            "memory: after round {round}: {} KiB",
            server.process.rss_kib()
        );
    }
    // The last second's samples may still be waiting for the upkeep; allow for them.
    let after = server.process.rss_kib();
    let grown = after.saturating_sub(warm);
    eprintln!("memory: RSS {warm} KiB after warm-up, {after} KiB after 600,000 more requests");
    assert!(
        grown < 3 * 1024,
        "RSS grew by {grown} KiB over 600,000 requests ({warm} KiB after warm-up, {after} KiB after)"
    );
}
