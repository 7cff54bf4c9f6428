//! Serving one or two listeners until a shutdown signal; in-flight requests finish.

use std::future::Future;

use axum::Router;
use tokio::net::TcpListener;
use tokio::sync::watch;

/// A listener and what it serves.
pub struct Surface {
    pub listener: TcpListener,
    pub router: Router,
}

/// Serves every surface until `shutdown` resolves, then drains in-flight requests.
pub async fn serve(
    surfaces: Vec<Surface>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let (tx, rx) = watch::channel(false);
    let mut tasks = Vec::new();
    for surface in surfaces {
        let mut rx = rx.clone();
        let app = surface
            .router
            .into_make_service_with_connect_info::<std::net::SocketAddr>();
        tasks.push(tokio::spawn(async move {
            axum::serve(surface.listener, app)
                .with_graceful_shutdown(async move {
                    let _ = rx.wait_for(|stop| *stop).await;
                })
                .await
        }));
    }
    tokio::spawn(async move {
        shutdown.await;
        let _ = tx.send(true);
    });
    for task in tasks {
        task.await.map_err(std::io::Error::other)??;
    }
    Ok(())
}
