//! Talking to the server below HTTP libraries: half-sent requests, broken framing, and
//! watching a connection for the server closing it.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// `host:port` of a server URL.
pub fn addr_of(url: &str) -> String {
    url.split("://")
        .nth(1)
        .unwrap()
        .trim_end_matches('/')
        .to_owned()
}

pub async fn connect(url: &str) -> TcpStream {
    TcpStream::connect(addr_of(url)).await.unwrap()
}

/// What the server did with a connection within `wait`.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    /// It answered (the bytes read) and then closed.
    Closed(Vec<u8>),
    /// Still open after `wait`; what it said so far.
    Open(Vec<u8>),
}

/// Reads until the server closes the connection or `wait` passes.
pub async fn watch(stream: &mut TcpStream, wait: Duration) -> Outcome {
    let mut got = Vec::new();
    let deadline = tokio::time::Instant::now() + wait;
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Err(_) => return Outcome::Open(got),
            Ok(Ok(0)) | Ok(Err(_)) => return Outcome::Closed(got),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
        }
    }
}

/// Sends `bytes` on a fresh connection and returns the status of the first response
/// (None if the server closed without answering).
pub async fn exchange(url: &str, bytes: &[u8], wait: Duration) -> Option<u16> {
    let mut stream = connect(url).await;
    // The server may close early (e.g. on a bad head) while we still write: fine.
    let _ = stream.write_all(bytes).await;
    let got = match watch(&mut stream, wait).await {
        Outcome::Closed(got) | Outcome::Open(got) => got,
    };
    status_of(&got)
}

/// Reads until a whole response head has arrived (the connection stays open); its status.
pub async fn read_status(stream: &mut TcpStream, wait: Duration) -> Option<u16> {
    let mut got = Vec::new();
    let deadline = tokio::time::Instant::now() + wait;
    let mut buf = [0u8; 4096];
    while !got.windows(4).any(|w| w == b"\r\n\r\n") {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => got.extend_from_slice(&buf[..n]),
            _ => return None,
        }
    }
    status_of(&got)
}

/// The status code in `HTTP/1.1 NNN …`.
pub fn status_of(response: &[u8]) -> Option<u16> {
    let line = response.split(|b| *b == b'\n').next()?;
    let text = std::str::from_utf8(line).ok()?;
    text.strip_prefix("HTTP/1.")?.get(2..5)?.parse().ok()
}
