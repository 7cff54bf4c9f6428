//! `humanid serve`: both surfaces, on one listener by default or on two.

use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use humanid_core::Humanid;
use humanid_core::keys::Purpose;
use humanid_core::teams::FirstTeam;
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
    let loaded = humanid
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
    tracing::info!(
        sets = loaded.sets,
        identities = loaded.leaves,
        ms = started.elapsed().as_millis() as u64,
        "loaded {} credential sets ({} holding identities, {} identities in all) and the signing keys",
        loaded.sets,
        loaded.non_empty,
        loaded.leaves
    );
    let first = humanid
        .first_team()
        .await
        .context("creating the first team")?;
    tokio::spawn(checkpoint_left_wal(opened.store.clone()));
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
    let banner = banner(
        &settings,
        (auth_addr, api_addr),
        common,
        started.elapsed(),
        first.as_ref(),
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

/// What `serve` prints once it is ready: where the portal, the identity provider and the
/// developer API are, and where the data lives; on the first start (an empty database),
/// the first team's one-time setup link and what to do with it.
fn banner(
    settings: &humanid_core::Settings,
    (auth_addr, api_addr): (std::net::SocketAddr, std::net::SocketAddr),
    common: &crate::config::Common,
    took: Duration,
    first: Option<&FirstTeam>,
) -> String {
    let (auth, base) = (&settings.auth_url, &settings.base_url);
    let mut out = format!(
        "humanid {} ready in {} ms\n  portal             {base}/portal\n",
        env!("CARGO_PKG_VERSION"),
        took.as_millis(),
    );
    if let Some(first) = first {
        out += &format!(
            "  setup link         {base}/portal/join/{}  (one use, valid 24 h)\n    \
             next             open it in a browser and create a passkey: you become the \
             owner of team \"{}\"\n",
            first.setup_token, first.name
        );
    }
    out += &format!(
        "  identity provider  {auth}  (listening on {auth_addr})\n    \
         discovery        {auth}/.well-known/openid-configuration\n  \
         developer API      {base}  (listening on {api_addr})\n  \
         data               {} ({})\n",
        common.data_dir.display(),
        context::redact(&common.database_url())
    );
    out
}

/// Empties a WAL an earlier process left behind (SQLite), after start-up so that being
/// ready does not wait for it; see [`humanid_store::Store::checkpoint_wal`].
async fn checkpoint_left_wal(store: humanid_store::Store) {
    let started = std::time::Instant::now();
    match store.checkpoint_wal().await {
        Ok(Some(done)) if done.pages > 0 => tracing::info!(
            pages = done.pages,
            truncated = done.truncated,
            ms = started.elapsed().as_millis() as u64,
            "checkpointed the write-ahead log left at start-up"
        ),
        Ok(_) => {}
        Err(e) => {
            tracing::warn!(error = %e, "checkpointing the write-ahead log at start-up failed")
        }
    }
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
