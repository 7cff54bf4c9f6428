//! Process signals for `serve`. Handlers are installed when these are created, before the
//! ready banner, so a supervisor's SIGTERM right after "ready" drains instead of killing.

use std::future::Future;

#[cfg(unix)]
use tokio::signal::unix::{Signal, SignalKind, signal};

/// Installed SIGTERM/SIGINT (shutdown) and SIGHUP (reload) handlers.
pub struct Signals {
    #[cfg(unix)]
    term: Signal,
    #[cfg(unix)]
    interrupt: Signal,
    #[cfg(unix)]
    pub hangup: Signal,
}

impl Signals {
    /// Installs the handlers now; from here on these signals no longer end the process.
    pub fn install() -> std::io::Result<Signals> {
        Ok(Signals {
            #[cfg(unix)]
            term: signal(SignalKind::terminate())?,
            #[cfg(unix)]
            interrupt: signal(SignalKind::interrupt())?,
            #[cfg(unix)]
            hangup: signal(SignalKind::hangup())?,
        })
    }

    /// Splits off the shutdown future (resolves on SIGTERM or Ctrl-C); the rest is kept.
    #[cfg(unix)]
    pub fn split(self) -> (impl Future<Output = ()> + Send + 'static, Signal) {
        let (mut term, mut interrupt) = (self.term, self.interrupt);
        let shutdown = async move {
            tokio::select! {
                _ = term.recv() => {},
                _ = interrupt.recv() => {},
            }
            tracing::info!("shutting down: finishing in-flight requests");
        };
        (shutdown, self.hangup)
    }

    #[cfg(not(unix))]
    pub fn split(self) -> (impl Future<Output = ()> + Send + 'static, ()) {
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
            tracing::info!("shutting down: finishing in-flight requests");
        };
        (shutdown, ())
    }
}
