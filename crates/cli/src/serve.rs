//! `humanid serve`: both surfaces, on one listener by default or on two.

use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use humanid_core::Humanid;
use humanid_core::keys::Purpose;
use humanid_http::tls::Tls;
use humanid_http::{AppState, Surface};
use tokio::net::TcpListener;

use crate::config::{Common, Layered, Serve, Settings};
use crate::signals::Signals;
use crate::{context, logging};

#[derive(Args, Debug)]
pub struct ServeArgs {
    #[command(flatten)]
    common: Layered<Common>,
    #[command(flatten)]
    serve: Layered<Serve>,
}

async fn bind(addr: &str) -> anyhow::Result<TcpListener> {
    TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening on {addr}"))
}

pub async fn run(args: ServeArgs) -> anyhow::Result<()> {
    let started = Instant::now();
    let config = Settings {
        common: args.common.resolve()?,
        serve: args.serve.resolve()?,
    };
    let (common, serve) = (&config.common, &config.serve);
    logging::init(common);
    let tls = match (&serve.tls_cert, &serve.tls_key) {
        (Some(cert), Some(key)) => Some(Arc::new(Tls::load(cert, key)?)),
        (None, None) => None,
        _ => anyhow::bail!("--tls-cert and --tls-key go together"),
    };
    let mut options = config.serve_options();
    options.tls = tls.as_ref().map(|t| t.acceptor());

    let (auth, api) = match (&serve.auth_listen, &serve.api_listen) {
        (Some(a), Some(b)) => (bind(a).await?, Some(bind(b).await?)),
        (None, None) => (bind(&serve.listen).await?, None),
        _ => anyhow::bail!("--auth-listen and --api-listen go together"),
    };
    let auth_addr = auth.local_addr()?;
    let api_addr = match &api {
        Some(l) => l.local_addr()?,
        None => auth_addr,
    };

    let opened = context::open(common).await?;
    let settings = config.domain(auth_addr, api_addr);
    let humanid = Humanid::open(opened.store.clone(), &opened.secret, settings.clone()).await?;
    humanid
        .registry()
        .load_all()
        .await
        .context("loading credential sets")?;
    for purpose in [Purpose::Oidc, Purpose::Api] {
        humanid
            .keys()
            .ensure(purpose)
            .await
            .context("preparing signing keys")?;
    }
    tokio::spawn(upkeep(humanid.clone()));
    let state = AppState::new(humanid);
    let surfaces = match api {
        Some(api) => vec![
            Surface {
                listener: auth,
                router: humanid_http::auth_router(state.clone()),
            },
            Surface {
                listener: api,
                router: humanid_http::api_router(state),
            },
        ],
        None => vec![Surface {
            listener: auth,
            router: humanid_http::combined_router(state),
        }],
    };

    // Before the banner: from "ready" on, SIGTERM drains instead of killing.
    let (shutdown, hangups) = Signals::install()
        .context("installing signal handlers")?
        .split();
    tokio::spawn(reload_on_hangup(hangups, tls));
    let banner = format!(
        "humanid {} ready in {} ms\n  identity provider  {}  (listening on {auth_addr})\n    \
         discovery        {}/.well-known/openid-configuration\n  developer API      {}  \
         (listening on {api_addr})\n  data               {} ({})\n",
        env!("CARGO_PKG_VERSION"),
        started.elapsed().as_millis(),
        settings.auth_url,
        settings.auth_url,
        settings.base_url,
        common.data_dir.display(),
        context::redact(&common.database_url())
    );
    // A closed stdout (a supervisor that stopped reading) must not stop the server.
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(banner.as_bytes()).and_then(|()| out.flush());
    drop(out);
    tracing::info!(auth = %auth_addr, api = %api_addr, "serving");

    humanid_http::serve_with(surfaces, options, shutdown).await?;
    opened.store.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// Upkeep. Every minute, forgets requests, codes, tokens, sessions and relay entries
/// nobody can use any more, so the tables hold about what is live (relay entries and
/// requests live minutes; a burst of them is gone a minute after it expires). Every
/// hour, makes successor keys well before the current ones stop signing (any replica
/// may; a duplicate successor is harmless: both are published).
async fn upkeep(humanid: Humanid) {
    const PURGE_EVERY: Duration = Duration::from_secs(60);
    const KEYS_EVERY: u32 = 60;
    let mut every = tokio::time::interval(PURGE_EVERY);
    every.tick().await;
    for round in 1u32.. {
        every.tick().await;
        if round % KEYS_EVERY == 0 {
            for purpose in [Purpose::Oidc, Purpose::Api] {
                if let Err(e) = humanid.keys().ensure(purpose).await {
                    tracing::warn!(error = %e, "key rotation check failed");
                }
            }
        }
        match humanid.purge_expired().await {
            Ok(n) => tracing::debug!(rows = n, "purged expired requests, codes and tokens"),
            Err(e) => tracing::warn!(error = %e, "purging expired rows failed"),
        }
    }
}

/// SIGHUP re-reads the TLS certificate and key; a bad new pair keeps the old one.
#[cfg(unix)]
async fn reload_on_hangup(mut hangups: tokio::signal::unix::Signal, tls: Option<Arc<Tls>>) {
    while hangups.recv().await.is_some() {
        match &tls {
            None => tracing::info!("SIGHUP: nothing to reload (no TLS)"),
            Some(tls) => match tls.reload() {
                Ok(()) => tracing::info!("SIGHUP: reloaded the TLS certificate"),
                Err(e) => {
                    tracing::error!(error = %e, "SIGHUP: keeping the current TLS certificate")
                }
            },
        }
    }
}

#[cfg(not(unix))]
async fn reload_on_hangup(_: (), _: Option<Arc<Tls>>) {}
