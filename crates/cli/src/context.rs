//! Opening the data dir, the database and the master secret: what every data command needs.

use anyhow::Context;
use humanid_core::Humanid;
use humanid_core::secrets::MasterSecret;
use humanid_store::Store;

use crate::config::{Common, Layered};

pub struct Opened {
    pub store: Store,
    pub secret: MasterSecret,
}

pub async fn open(common: &Common) -> anyhow::Result<Opened> {
    create_private_dir(&common.data_dir)
        .with_context(|| format!("creating data dir {}", common.data_dir.display()))?;
    let secret = match &common.secret {
        Some(hex) => MasterSecret::from_hex(hex).context("HUMANID_SECRET / --secret")?,
        None => MasterSecret::load_or_create(&common.data_dir.join("secret.key"))?,
    };
    let database_url = common.database_url();
    let store = Store::connect(&database_url)
        .await
        .with_context(|| format!("opening database {}", redact(&database_url)))?;
    Ok(Opened { store, secret })
}

/// Creates `path` and missing parents, readable by the owner only (0700).
pub fn create_private_dir(path: &std::path::Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(path)
}

/// A database URL without its password, for messages and logs.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            let user = userinfo.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    }
}

/// Reads the settings, starts logging and opens the service, for one-shot commands.
pub async fn open_service(settings: &Layered<Common>) -> anyhow::Result<(Humanid, Store)> {
    let common = settings.resolve()?;
    crate::logging::init(&common);
    let opened = open(&common).await?;
    let humanid = Humanid::open(opened.store.clone(), &opened.secret, common.domain()).await?;
    Ok((humanid, opened.store))
}
