//! `humanid serve`: both surfaces, on one listener by default or on two.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use humanid_core::keys::Purpose;
use humanid_core::{Humanid, Settings};
use humanid_http::tls::Tls;
use humanid_http::{AppState, ServeOptions, Surface};
use tokio::net::TcpListener;

use crate::config::{Common, CommonArgs, FileConfig};
use crate::signals::Signals;
use crate::{context, logging};

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address serving both surfaces [default: 127.0.0.1:8080]
    #[arg(long, env = "HUMANID_LISTEN")]
    listen: Option<String>,
    /// Separate address for the identity provider surface (needs --api-listen too)
    #[arg(long, env = "HUMANID_AUTH_LISTEN", requires = "api_listen")]
    auth_listen: Option<String>,
    /// Separate address for the developer API surface (needs --auth-listen too)
    #[arg(long, env = "HUMANID_API_LISTEN", requires = "auth_listen")]
    api_listen: Option<String>,
    /// Public URL of the identity provider: the OIDC issuer [default: http://<its listen address>]
    #[arg(long, env = "HUMANID_AUTH_URL")]
    auth_url: Option<String>,
    /// Public URL of the developer API [default: http://<its listen address>]
    #[arg(long, env = "HUMANID_BASE_URL")]
    base_url: Option<String>,
    /// Bearer token that may add identities to production credential sets [default: unset,
    /// which disables that endpoint]
    #[arg(long, env = "HUMANID_OPERATOR_TOKEN", hide_env_values = true)]
    operator_token: Option<String>,
    /// Serve HTTPS with this PEM certificate chain (needs --tls-key); re-read on SIGHUP
    #[arg(long, env = "HUMANID_TLS_CERT", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// PEM private key of --tls-cert; re-read on SIGHUP
    #[arg(long, env = "HUMANID_TLS_KEY", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    #[command(flatten)]
    limits: LimitArgs,
    /// How long a sign-in keeps the browser signed in to that app (silent renew with
    /// prompt=none): seconds, or a number with s, m, h or d [default: 24h]
    #[arg(long, env = "HUMANID_SESSION_TTL", value_parser = crate::config::parse_ttl)]
    session_ttl: Option<i64>,
    #[command(flatten)]
    common: CommonArgs,
}

/// Domain settings from the layered configuration; the URLs default to the bound addresses.
pub fn domain_settings(
    file: &FileConfig,
    common: &Common,
    auth_url: Option<String>,
    base_url: Option<String>,
    operator_token: Option<String>,
) -> Settings {
    let clean = |u: String| u.trim_end_matches('/').to_owned();
    Settings {
        tree_depth: common.tree_depth,
        tree_dir: Some(common.data_dir.join("trees")),
        auth_url: clean(
            auth_url
                .or_else(|| file.auth_url.clone())
                .unwrap_or_else(|| "http://127.0.0.1:8080".into()),
        ),
        base_url: clean(
            base_url
                .or_else(|| file.base_url.clone())
                .unwrap_or_else(|| "http://127.0.0.1:8080".into()),
        ),
        operator_token: operator_token
            .or_else(|| file.operator_token.clone())
            .filter(|t| !t.is_empty()),
        session_ttl_secs: humanid_core::DEFAULT_SESSION_TTL_SECS,
    }
}

async fn bind(addr: &str) -> anyhow::Result<TcpListener> {
    TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening on {addr}"))
}

fn url_of(addr: SocketAddr, tls: bool) -> String {
    let scheme = if tls { "https" } else { "http" };
    format!("{scheme}://{addr}")
}

/// Connection limits an operator may tune (see README "Limits").
#[derive(Args, Debug)]
pub struct LimitArgs {
    /// Seconds a client has to send a request head; also how long an idle keep-alive
    /// connection stays open [default: 10]
    #[arg(long, env = "HUMANID_HEADER_TIMEOUT", value_name = "SECONDS")]
    header_timeout: Option<u64>,
    /// Seconds a client has to send a request body after its head [default: 30]
    #[arg(long, env = "HUMANID_BODY_TIMEOUT", value_name = "SECONDS")]
    body_timeout: Option<u64>,
    /// Open connections across all listeners [default: 1024]
    #[arg(long, env = "HUMANID_MAX_CONNECTIONS")]
    max_connections: Option<usize>,
    /// Open connections from one client address; 0 = no cap (e.g. behind a proxy)
    /// [default: 128]
    #[arg(long, env = "HUMANID_MAX_CONNECTIONS_PER_ADDRESS")]
    max_connections_per_address: Option<usize>,
}

impl LimitArgs {
    fn resolve(&self, file: &FileConfig) -> ServeOptions {
        let d = ServeOptions::default();
        let secs = |flag: Option<u64>, file: Option<u64>, default: Duration| {
            flag.or(file).map_or(default, Duration::from_secs)
        };
        ServeOptions {
            header_timeout: secs(self.header_timeout, file.header_timeout, d.header_timeout),
            body_timeout: secs(self.body_timeout, file.body_timeout, d.body_timeout),
            max_connections: self
                .max_connections
                .or(file.max_connections)
                .unwrap_or(d.max_connections),
            max_connections_per_address: self
                .max_connections_per_address
                .or(file.max_connections_per_address)
                .unwrap_or(d.max_connections_per_address),
            tls: None,
        }
    }
}

pub async fn run(args: ServeArgs) -> anyhow::Result<()> {
    let started = Instant::now();
    let file = FileConfig::load(args.common.config.as_deref())?;
    let common = args.common.resolve(&file);
    logging::init(&common);
    let tls = match (
        args.tls_cert.or_else(|| file.tls_cert.clone()),
        args.tls_key.or_else(|| file.tls_key.clone()),
    ) {
        (Some(cert), Some(key)) => Some(Arc::new(Tls::load(&cert, &key)?)),
        (None, None) => None,
        _ => anyhow::bail!("--tls-cert and --tls-key go together"),
    };
    let mut options = args.limits.resolve(&file);
    options.tls = tls.as_ref().map(|t| t.acceptor());

    let auth_listen = args.auth_listen.or_else(|| file.auth_listen.clone());
    let api_listen = args.api_listen.or_else(|| file.api_listen.clone());
    let listen = args
        .listen
        .or_else(|| file.listen.clone())
        .unwrap_or_else(|| "127.0.0.1:8080".into());
    let (auth, api) = match (auth_listen, api_listen) {
        (Some(a), Some(b)) => (bind(&a).await?, Some(bind(&b).await?)),
        (None, None) => (bind(&listen).await?, None),
        _ => anyhow::bail!("--auth-listen and --api-listen go together"),
    };
    let auth_addr = auth.local_addr()?;
    let api_addr = match &api {
        Some(l) => l.local_addr()?,
        None => auth_addr,
    };

    let opened = context::open(&common).await?;
    let mut settings = domain_settings(
        &file,
        &common,
        Some(
            args.auth_url
                .or_else(|| file.auth_url.clone())
                .unwrap_or_else(|| url_of(auth_addr, tls.is_some())),
        ),
        Some(
            args.base_url
                .or_else(|| file.base_url.clone())
                .unwrap_or_else(|| url_of(api_addr, tls.is_some())),
        ),
        args.operator_token,
    );
    if let Some(ttl) = args.session_ttl.or(file.session_ttl()?) {
        settings.session_ttl_secs = ttl;
    }
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
        context::redact(&common.database_url)
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
