//! Logs go to stderr, as text or JSON; stdout is kept for what a command prints.

use tracing_subscriber::EnvFilter;

use crate::config::{Common, LogFormat};

pub fn init(common: &Common) {
    let filter = EnvFilter::try_new(&common.log).unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match common.log_format {
        LogFormat::Json => builder.json().try_init(),
        LogFormat::Text => builder.try_init(),
    };
}
