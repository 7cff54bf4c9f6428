//! Settings, declared once: each is a field below, whose clap attributes give its flag,
//! its `HUMANID_*` variable, its help and its default, and whose name is its key in the
//! `--config` TOML file. Layered default < file < environment < flag: clap puts the
//! environment under the flag, and [`Layered`] puts the file under both.

use std::collections::BTreeSet;
use std::path::PathBuf;

use anyhow::Context;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::parser::ValueSource;
use clap::{ArgMatches, Args, FromArgMatches, ValueEnum};
use humanid_core::Settings as DomainSettings;
use humanid_http::ServeOptions;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub use crate::ttl::Ttl;

/// What every command that opens the data dir reads.
#[derive(Args, Clone, Debug, Serialize, Deserialize)]
pub struct Common {
    /// TOML file with any of the settings (keys are the flag names with `_`)
    #[arg(long, env = "HUMANID_CONFIG", global = true, value_name = "FILE")]
    #[serde(skip)]
    pub config: Option<PathBuf>,
    /// Where SQLite, the master secret and other local state live
    #[arg(
        long,
        env = "HUMANID_DATA_DIR",
        global = true,
        default_value = "./humanid-data"
    )]
    pub data_dir: PathBuf,
    /// `sqlite://PATH` or `postgres://USER@HOST/DB` [default: sqlite in the data dir]
    #[arg(long, env = "HUMANID_DATABASE_URL", global = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database_url: Option<String>,
    /// Master secret (64 hex digits) from which credential-hashing and key-encryption keys
    /// are derived; give every replica the same one [default: generated into DATA_DIR/secret.key]
    #[arg(long, env = "HUMANID_SECRET", global = true, hide_env_values = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// Log format
    #[arg(
        long,
        env = "HUMANID_LOG_FORMAT",
        global = true,
        default_value = "text"
    )]
    pub log_format: LogFormat,
    /// Log filter, e.g. `info` or `humanid=debug`
    #[arg(long, env = "HUMANID_LOG", global = true, default_value = "info")]
    pub log: String,
    /// Depth of credential sets created on first start
    #[arg(
        long,
        env = "HUMANID_TREE_DEPTH",
        global = true,
        default_value = "30",
        value_parser = PossibleValuesParser::new(["16", "20", "30"]).try_map(|d| d.parse::<usize>())
    )]
    pub tree_depth: usize,
    /// Public URL of the identity provider: the OIDC issuer [default: http://<its listen
    /// address, localhost for a loopback one> when serving, else http://localhost:8080]
    #[arg(long, env = "HUMANID_AUTH_URL")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auth_url: Option<String>,
    /// Public URL of the developer API (setup links start with it) [default: http://<its
    /// listen address, localhost for a loopback one> when serving, else http://localhost:8080]
    #[arg(long, env = "HUMANID_BASE_URL")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base_url: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Text,
    Json,
}

/// What only `serve` reads.
#[derive(Args, Clone, Debug, Serialize, Deserialize)]
pub struct Serve {
    /// Address serving both surfaces
    #[arg(long, env = "HUMANID_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// Separate address for the identity provider surface (needs --api-listen too)
    #[arg(long, env = "HUMANID_AUTH_LISTEN", requires = "api_listen")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auth_listen: Option<String>,
    /// Separate address for the developer API surface (needs --auth-listen too)
    #[arg(long, env = "HUMANID_API_LISTEN", requires = "auth_listen")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_listen: Option<String>,
    /// Bearer token that may add identities to production credential sets [default: unset,
    /// which disables that endpoint]
    #[arg(long, env = "HUMANID_OPERATOR_TOKEN", hide_env_values = true)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub operator_token: Option<String>,
    /// Serve HTTPS with this PEM certificate chain (needs --tls-key); re-read on SIGHUP
    #[arg(long, env = "HUMANID_TLS_CERT", requires = "tls_key")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tls_cert: Option<PathBuf>,
    /// PEM private key of --tls-cert; re-read on SIGHUP
    #[arg(long, env = "HUMANID_TLS_KEY", requires = "tls_cert")]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tls_key: Option<PathBuf>,
    /// Seconds a client has to send a request head; also how long an idle keep-alive
    /// connection stays open
    #[arg(long, env = "HUMANID_HEADER_TIMEOUT", value_name = "SECONDS",
          default_value_t = ServeOptions::default().header_timeout.as_secs())]
    pub header_timeout: u64,
    /// Seconds a client has to send a request body after its head
    #[arg(long, env = "HUMANID_BODY_TIMEOUT", value_name = "SECONDS",
          default_value_t = ServeOptions::default().body_timeout.as_secs())]
    pub body_timeout: u64,
    /// Open connections across all listeners
    #[arg(long, env = "HUMANID_MAX_CONNECTIONS",
          default_value_t = ServeOptions::default().max_connections)]
    pub max_connections: usize,
    /// Open connections from one client address; 0 = no cap (e.g. behind a proxy)
    #[arg(long, env = "HUMANID_MAX_CONNECTIONS_PER_ADDRESS",
          default_value_t = ServeOptions::default().max_connections_per_address)]
    pub max_connections_per_address: usize,
    /// How long a sign-in keeps the browser signed in to that app (silent renew with
    /// prompt=none): seconds, or a number with s, m, h or d
    #[arg(long, env = "HUMANID_SESSION_TTL",
          default_value_t = Ttl(humanid_core::DEFAULT_SESSION_TTL_SECS))]
    pub session_ttl: Ttl,
}

/// Every setting, as `serve` reads them.
#[derive(Clone, Debug)]
pub struct Settings {
    pub common: Common,
    pub serve: Serve,
}

impl Common {
    /// The database URL as set, or SQLite in the data dir.
    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data_dir.join("humanid.db").display()))
    }

    /// What the domain needs, outside `serve`: URLs not set are the default address's.
    pub fn domain(&self) -> DomainSettings {
        self.domain_at("http://localhost:8080", "http://localhost:8080")
    }

    /// What the domain needs; URLs not set are `auth` and `api`.
    fn domain_at(&self, auth: &str, api: &str) -> DomainSettings {
        let url = |set: &Option<String>, default: &str| {
            set.as_deref()
                .unwrap_or(default)
                .trim_end_matches('/')
                .to_owned()
        };
        DomainSettings {
            tree_depth: self.tree_depth,
            tree_dir: Some(self.data_dir.join("trees")),
            auth_url: url(&self.auth_url, auth),
            base_url: url(&self.base_url, api),
            operator_token: None,
            session_ttl_secs: humanid_core::DEFAULT_SESSION_TTL_SECS,
        }
    }
}

impl Settings {
    /// What the domain needs when serving: URLs not set are those of the addresses each
    /// surface is served on (`https` with TLS).
    pub fn domain(&self, auth: std::net::SocketAddr, api: std::net::SocketAddr) -> DomainSettings {
        let scheme = if self.serve.tls_cert.is_some() {
            "https"
        } else {
            "http"
        };
        let mut domain = self
            .common
            .domain_at(&public_url(scheme, auth), &public_url(scheme, api));
        domain.operator_token = self.serve.operator_token.clone().filter(|t| !t.is_empty());
        domain.session_ttl_secs = self.serve.session_ttl.0;
        domain
    }

    /// The connection limits (TLS is added once the certificate is read).
    pub fn serve_options(&self) -> ServeOptions {
        let s = &self.serve;
        ServeOptions {
            header_timeout: std::time::Duration::from_secs(s.header_timeout),
            body_timeout: std::time::Duration::from_secs(s.body_timeout),
            max_connections: s.max_connections,
            max_connections_per_address: s.max_connections_per_address,
            tls: None,
        }
    }
}

/// The URL a listener is reached at when no public URL is set: `localhost` for a loopback
/// address, because browsers refuse passkeys (and some cookies) on a bare IP address.
pub fn public_url(scheme: &str, addr: std::net::SocketAddr) -> String {
    if addr.ip().is_loopback() {
        format!("{scheme}://localhost:{}", addr.port())
    } else {
        format!("{scheme}://{addr}")
    }
}

/// Settings `T` as a command's flags and environment gave them, with the `--config` file
/// still to be laid under them: [`Layered::resolve`] is the only way to the values.
#[derive(Clone, Debug)]
pub struct Layered<T> {
    flags: T,
    /// The settings of `T` given by a flag or the environment (the file cannot change them).
    given: BTreeSet<String>,
    file: Option<PathBuf>,
}

/// The ids (= file keys) of the settings `T` declares.
fn ids<T: Args>() -> BTreeSet<String> {
    T::augment_args(clap::Command::new("settings"))
        .get_arguments()
        .map(|a| a.get_id().as_str().to_owned())
        .collect()
}

impl<T: Args + Serialize + DeserializeOwned> Layered<T> {
    /// Whether the setting `id` came from a flag or the environment (not the file or a
    /// default).
    pub fn is_given(&self, id: &str) -> bool {
        self.given.contains(id)
    }

    /// The settings: each from its flag, else its variable, else the file, else its default.
    pub fn resolve(&self) -> anyhow::Result<T> {
        let mut table = toml::Table::try_from(&self.flags).context("settings")?;
        let Some(path) = &self.file else {
            return T::deserialize(toml::Value::Table(table)).context("settings");
        };
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading config file {}", path.display()))?;
        let file: toml::Table = toml::from_str(&text)
            .with_context(|| format!("parsing config file {}", path.display()))?;
        let known: BTreeSet<String> = ids::<Common>().into_iter().chain(ids::<Serve>()).collect();
        let own = ids::<T>();
        for (key, value) in file {
            if !known.contains(&key) || key == CONFIG {
                anyhow::bail!(
                    "config file {}: unknown setting {key:?} (keys are the flag names with _)",
                    path.display()
                );
            }
            if own.contains(&key) && !self.given.contains(&key) {
                table.insert(key, value);
            }
        }
        serde_path_to_error::deserialize(toml::Value::Table(table)).map_err(|e| {
            anyhow::anyhow!(
                "config file {}: {}: {}",
                path.display(),
                e.path(),
                e.inner()
            )
        })
    }
}

const CONFIG: &str = "config";

impl<T: Args> Args for Layered<T> {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        T::augment_args(cmd)
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        T::augment_args_for_update(cmd)
    }
}

impl<T: Args + FromArgMatches> FromArgMatches for Layered<T> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let given = ids::<T>()
            .into_iter()
            .filter(|id| {
                matches!(
                    matches.value_source(id),
                    Some(ValueSource::CommandLine | ValueSource::EnvVariable)
                )
            })
            .collect();
        Ok(Layered {
            flags: T::from_arg_matches(matches)?,
            given,
            // `--config` is among the common settings, which every command has.
            file: matches
                .try_get_one::<PathBuf>(CONFIG)
                .ok()
                .flatten()
                .cloned(),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests;
