//! The load's HTTP client: one keep-alive HTTP/1.1 connection per client, every request
//! encoded before the clock starts, each answer read by its `Content-Length` — as wrk
//! does. The clients share the server's CPUs, so a general-purpose client's own work
//! (building, serialising, pooling) would be counted against the server.

use std::sync::Arc;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

use crate::Res;
use crate::http1_head::Head;

/// A request's bytes, encoded once and sent as often as the load wants.
pub type Encoded = Arc<[u8]>;

/// `METHOD path` to the server at `url` (`http://host:port`), with `headers`, and `body`
/// if any (its length is added).
pub fn encode(
    method: &str,
    url: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Encoded {
    let host = url.strip_prefix("http://").unwrap_or(url);
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        head.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    head.push_str("\r\n");
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(body);
    bytes.into()
}

pub struct Connection {
    stream: BufReader<TcpStream>,
    line: String,
}

impl Connection {
    pub async fn open(url: &str) -> Res<Self> {
        let host = url.strip_prefix("http://").ok_or("not an http:// URL")?;
        let stream = TcpStream::connect(host).await?;
        stream.set_nodelay(true)?;
        Ok(Connection {
            stream: BufReader::with_capacity(64 * 1024, stream),
            line: String::new(),
        })
    }

    /// Sends `request` and reads the answer's body into `body`; returns the status.
    pub async fn send(&mut self, request: &[u8], body: &mut Vec<u8>) -> Res<u16> {
        self.stream.get_mut().write_all(request).await?;
        let mut head = Head::default();
        loop {
            self.line.clear();
            if self.stream.read_line(&mut self.line).await? == 0 {
                return Err("the server closed the connection".into());
            }
            if head.line(&self.line)? {
                break;
            }
        }
        let (status, length) = head.done()?;
        body.resize(length, 0);
        self.stream.read_exact(body).await?;
        Ok(status)
    }
}
