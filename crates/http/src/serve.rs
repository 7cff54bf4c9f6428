//! Serving one or two listeners until a shutdown signal; in-flight requests finish.
//!
//! Each connection is HTTP/1.1 (over TLS when configured) driven by hyper with a
//! header-read timeout, which also closes idle keep-alive connections; bodies get their
//! own deadline (see `body`). Connections are capped in total and per client address so
//! no client can hold every socket. Every answer over TLS tells browsers to use HTTPS
//! only (HSTS): it is set here, where TLS is known, whatever route answered.

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::HeaderValue;
use axum::http::header::STRICT_TRANSPORT_SECURITY;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tokio::task::JoinSet;
use tokio_rustls::TlsAcceptor;
use tower::ServiceExt;

use crate::body::BodyDeadline;

/// `Strict-Transport-Security` on every HTTPS answer: a year, this host only (the
/// service may share a domain with sites that do not serve HTTPS).
const HSTS: HeaderValue = HeaderValue::from_static("max-age=31536000");

/// A listener and what it serves.
pub struct Surface {
    pub listener: TcpListener,
    pub router: Router,
}

/// How connections are admitted and timed.
#[derive(Clone)]
pub struct ServeOptions {
    /// A client must send each request head within this long of the connection being
    /// ready for it; an idle keep-alive connection is closed after it too.
    pub header_timeout: Duration,
    /// A client must send a request's whole body within this long of its head.
    pub body_timeout: Duration,
    /// Open connections across all listeners.
    pub max_connections: usize,
    /// Open connections from one client address (0 = no per-address cap).
    pub max_connections_per_address: usize,
    /// Serve HTTPS with this acceptor (its certificate can be swapped while serving).
    pub tls: Option<TlsAcceptor>,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(30),
            max_connections: 1024,
            max_connections_per_address: 128,
            tls: None,
        }
    }
}

/// Serves every surface with the default options until `shutdown` resolves.
pub async fn serve(
    surfaces: Vec<Surface>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_with(surfaces, ServeOptions::default(), shutdown).await
}

/// Serves every surface until `shutdown` resolves, then drains in-flight requests.
pub async fn serve_with(
    surfaces: Vec<Surface>,
    options: ServeOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let (tx, rx) = watch::channel(false);
    let gate = Gate::new(&options);
    let options = Arc::new(options);
    let mut tasks = Vec::new();
    for surface in surfaces {
        tasks.push(tokio::spawn(accept_loop(
            surface,
            options.clone(),
            gate.clone(),
            rx.clone(),
        )));
    }
    tokio::spawn(async move {
        shutdown.await;
        let _ = tx.send(true);
    });
    for task in tasks {
        task.await.map_err(std::io::Error::other)?;
    }
    Ok(())
}

async fn accept_loop(
    surface: Surface,
    options: Arc<ServeOptions>,
    gate: Arc<Gate>,
    mut stop: watch::Receiver<bool>,
) {
    let mut connections = JoinSet::new();
    loop {
        while connections.try_join_next().is_some() {}
        let (stream, peer) = tokio::select! {
            accepted = surface.listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) => {
                    // Out of descriptors or a reset before accept: wait, do not spin.
                    tracing::warn!(error = %e, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = stopped(&mut stop) => break,
        };
        let Some(pass) = gate.admit(peer.ip()) else {
            ::metrics::counter!(crate::metrics::CONNECTIONS_REFUSED).increment(1);
            tracing::debug!(%peer, "connection refused: too many open connections");
            continue;
        };
        connections.spawn(connection(
            stream,
            peer,
            surface.router.clone(),
            options.clone(),
            stop.clone(),
            pass,
        ));
    }
    while connections.join_next().await.is_some() {}
}

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    router: Router,
    options: Arc<ServeOptions>,
    stop: watch::Receiver<bool>,
    _pass: Pass,
) {
    let _ = stream.set_nodelay(true);
    let Some(acceptor) = options.tls.clone() else {
        return drive(stream, peer, router, &options, false, stop).await;
    };
    match tokio::time::timeout(options.header_timeout, acceptor.accept(stream)).await {
        Ok(Ok(tls)) => drive(tls, peer, router, &options, true, stop).await,
        Ok(Err(e)) => tracing::debug!(%peer, error = %e, "TLS handshake failed"),
        Err(_) => tracing::debug!(%peer, "TLS handshake timed out"),
    }
}

async fn drive<S>(
    io: S,
    peer: SocketAddr,
    router: Router,
    options: &ServeOptions,
    https: bool,
    mut stop: watch::Receiver<bool>,
) where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let body_timeout = options.body_timeout;
    let service = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(peer));
        req.extensions_mut()
            .insert(BodyDeadline(Instant::now() + body_timeout));
        let answer = router.clone().oneshot(req);
        async move {
            let mut res = answer.await?;
            if https {
                res.headers_mut().insert(STRICT_TRANSPORT_SECURITY, HSTS);
            }
            Ok::<_, std::convert::Infallible>(res)
        }
    });
    let conn = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(options.header_timeout)
        .serve_connection(TokioIo::new(io), service);
    tokio::pin!(conn);
    let result = tokio::select! {
        result = conn.as_mut() => result,
        () = stopped(&mut stop) => {
            conn.as_mut().graceful_shutdown();
            conn.await
        }
    };
    if let Err(e) = result {
        tracing::debug!(%peer, error = %e, "connection ended with an error");
    }
}

/// Resolves once shutdown has begun (the guard `wait_for` returns is not `Send`).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

/// Connection caps: a total semaphore and a count per client address.
struct Gate {
    total: Arc<Semaphore>,
    per_address: Mutex<HashMap<IpAddr, usize>>,
    max_per_address: usize,
}

/// An admitted connection's place; dropping it frees the place.
struct Pass {
    gate: Arc<Gate>,
    address: IpAddr,
    _total: OwnedSemaphorePermit,
}

impl Gate {
    fn new(options: &ServeOptions) -> Arc<Gate> {
        Arc::new(Gate {
            total: Arc::new(Semaphore::new(options.max_connections.max(1))),
            per_address: Mutex::new(HashMap::new()),
            max_per_address: options.max_connections_per_address,
        })
    }

    fn admit(self: &Arc<Self>, address: IpAddr) -> Option<Pass> {
        let total = self.total.clone().try_acquire_owned().ok()?;
        let mut counts = self.per_address.lock().ok()?;
        let count = counts.entry(address).or_insert(0);
        if self.max_per_address > 0 && *count >= self.max_per_address {
            return None;
        }
        *count += 1;
        Some(Pass {
            gate: self.clone(),
            address,
            _total: total,
        })
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        if let Ok(mut counts) = self.gate.per_address.lock()
            && let Some(count) = counts.get_mut(&self.address)
        {
            *count -= 1;
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}
