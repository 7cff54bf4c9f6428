//! Settings shared by every command, resolved as: flag > `HUMANID_*` env > TOML file
//! (`--config`) > default. Flags are `Option`s without clap defaults so a value can be
//! told apart from "not given" and the file can fill the gaps.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Args, ValueEnum};
use serde::Deserialize;

#[derive(Args, Clone, Debug, Default)]
pub struct CommonArgs {
    /// TOML file with any of the settings below (keys are the flag names with `_`).
    #[arg(long, env = "HUMANID_CONFIG", global = true)]
    pub config: Option<PathBuf>,
    /// Where SQLite, the master secret and other local state live [default: ./humanid-data]
    #[arg(long, env = "HUMANID_DATA_DIR", global = true)]
    pub data_dir: Option<PathBuf>,
    /// `sqlite://PATH` or `postgres://USER@HOST/DB` [default: sqlite in the data dir]
    #[arg(long, env = "HUMANID_DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Master secret (64 hex digits) from which credential-hashing and key-encryption keys
    /// are derived; give every replica the same one [default: generated into DATA_DIR/secret.key]
    #[arg(long, env = "HUMANID_SECRET", global = true, hide_env_values = true)]
    pub secret: Option<String>,
    /// Log format [default: text]
    #[arg(long, env = "HUMANID_LOG_FORMAT", global = true)]
    pub log_format: Option<LogFormat>,
    /// Log filter, e.g. `info` or `humanid=debug` [default: info]
    #[arg(long, env = "HUMANID_LOG", global = true)]
    pub log: Option<String>,
    /// Depth of credential sets created on first start: 16, 20 or 30 [default: 30]
    #[arg(long, env = "HUMANID_TREE_DEPTH", global = true, value_parser = ["16", "20", "30"])]
    pub tree_depth: Option<String>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

/// The optional TOML file: every key is optional.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    pub data_dir: Option<PathBuf>,
    pub database_url: Option<String>,
    pub secret: Option<String>,
    pub log_format: Option<LogFormat>,
    pub log: Option<String>,
    pub listen: Option<String>,
    pub auth_listen: Option<String>,
    pub api_listen: Option<String>,
    pub auth_url: Option<String>,
    pub base_url: Option<String>,
    pub operator_token: Option<String>,
    pub tree_depth: Option<usize>,
    pub tls_cert: Option<PathBuf>,
    pub tls_key: Option<PathBuf>,
    pub header_timeout: Option<u64>,
    pub body_timeout: Option<u64>,
    pub max_connections: Option<usize>,
    pub max_connections_per_address: Option<usize>,
    /// Seconds, or text as `--session-ttl` takes it (`"24h"`).
    pub session_ttl: Option<toml::Value>,
}

impl FileConfig {
    /// `session_ttl` in seconds, if the file sets it.
    pub fn session_ttl(&self) -> anyhow::Result<Option<i64>> {
        let text = match &self.session_ttl {
            None => return Ok(None),
            Some(toml::Value::Integer(n)) => n.to_string(),
            Some(toml::Value::String(s)) => s.clone(),
            Some(other) => {
                anyhow::bail!("session_ttl: expected seconds or text like \"24h\", got {other:?}")
            }
        };
        parse_ttl(&text)
            .map(Some)
            .map_err(|e| anyhow::anyhow!("session_ttl: {e}"))
    }

    pub fn load(path: Option<&Path>) -> anyhow::Result<FileConfig> {
        let Some(path) = path else {
            return Ok(FileConfig::default());
        };
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading config file {}", path.display()))?;
        toml::from_str(&text).with_context(|| format!("parsing config file {}", path.display()))
    }
}

/// A lifetime: whole seconds, or a whole number with `s`, `m`, `h` or `d`; at least one
/// second and at most a year.
pub fn parse_ttl(text: &str) -> Result<i64, String> {
    let t = text.trim();
    let (digits, unit) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c),
        _ => (t, 's'),
    };
    let scale = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3_600,
        'd' => 86_400,
        _ => return Err(format!("unknown unit in {t:?}: use s, m, h or d")),
    };
    let n: i64 = digits
        .parse()
        .ok()
        .filter(|_| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| format!("{t:?} is not a duration like 3600, 90m, 24h or 7d"))?;
    match n.checked_mul(scale) {
        Some(secs) if (1..=366 * 86_400).contains(&secs) => Ok(secs),
        _ => Err(format!("{t:?} must be between 1 second and a year")),
    }
}

/// Common settings after layering.
#[derive(Debug)]
pub struct Common {
    pub data_dir: PathBuf,
    pub database_url: String,
    pub secret: Option<String>,
    pub log_format: LogFormat,
    pub log: String,
    pub tree_depth: usize,
}

impl CommonArgs {
    pub fn resolve(&self, file: &FileConfig) -> Common {
        let data_dir = self
            .data_dir
            .clone()
            .or_else(|| file.data_dir.clone())
            .unwrap_or_else(|| PathBuf::from("./humanid-data"));
        let database_url = self
            .database_url
            .clone()
            .or_else(|| file.database_url.clone())
            .unwrap_or_else(|| format!("sqlite://{}", data_dir.join("humanid.db").display()));
        Common {
            database_url,
            secret: self.secret.clone().or_else(|| file.secret.clone()),
            log_format: self.log_format.or(file.log_format).unwrap_or_default(),
            log: self
                .log
                .clone()
                .or_else(|| file.log.clone())
                .unwrap_or_else(|| "info".to_owned()),
            tree_depth: self
                .tree_depth
                .as_deref()
                .and_then(|d| d.parse().ok())
                .or(file.tree_depth)
                .unwrap_or(30),
            data_dir,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_beat_the_file_and_the_file_beats_defaults() {
        let file: FileConfig =
            toml::from_str("data_dir = \"/from/file\"\nlog = \"debug\"\nlog_format = \"json\"")
                .unwrap_or_else(|e| panic!("{e}"));
        let args = CommonArgs {
            data_dir: Some("/from/flag".into()),
            ..Default::default()
        };
        let c = args.resolve(&file);
        assert_eq!(c.data_dir, PathBuf::from("/from/flag"));
        assert_eq!(c.database_url, "sqlite:///from/flag/humanid.db");
        assert_eq!((c.log.as_str(), c.log_format), ("debug", LogFormat::Json));
        let d = CommonArgs::default().resolve(&FileConfig::default());
        assert_eq!(
            (d.data_dir, d.log_format),
            (PathBuf::from("./humanid-data"), LogFormat::Text)
        );
    }

    #[test]
    fn session_lifetimes_take_units_and_stay_in_range() {
        assert_eq!(parse_ttl("3600"), Ok(3_600));
        assert_eq!(parse_ttl("90m"), Ok(5_400));
        assert_eq!(parse_ttl("24h"), Ok(86_400));
        assert_eq!(parse_ttl("7d"), Ok(604_800));
        for bad in ["", "0", "h", "-5", "1.5h", "10w", "400d"] {
            assert!(parse_ttl(bad).is_err(), "{bad}");
        }
        let file: FileConfig = toml::from_str("session_ttl = \"2h\"").unwrap_or_default();
        assert_eq!(file.session_ttl().ok(), Some(Some(7_200)));
        let file: FileConfig = toml::from_str("session_ttl = 60").unwrap_or_default();
        assert_eq!(file.session_ttl().ok(), Some(Some(60)));
    }

    #[test]
    fn unknown_file_keys_are_refused() {
        assert!(toml::from_str::<FileConfig>("listn = \"x\"").is_err());
    }
}
