//! The OIDC part of the run: on one server per round and binary, the resource server's
//! endpoints, discovery, then `/token`'s two grants, each for a window after a warm-up.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use base64::Engine;

use crate::load::{Check, Load, Make, drive};
use crate::server::Server;
use crate::setup::{self, Fixture};
use crate::{Config, Res, contains, exchanges, http1};

/// The OIDC endpoints a resource server and a relying party hit most, in the order
/// `oidc_run` drives them: the resource server's, discovery, then `/token`'s two grants.
pub const OIDC_ENDPOINTS: [&str; 6] = [
    "userinfo",
    "introspect",
    "discovery",
    "jwks",
    "token",
    "refresh",
];

/// The loads of [`OIDC_ENDPOINTS`], each for the window after a 1 s warm-up, on one
/// server: each with the server's CPU per request in its window and peak RSS after it.
pub async fn oidc_run(
    bin: &Path,
    dir: &Path,
    fixture: &Fixture,
    config: &Config,
) -> Res<Vec<(Load, String)>> {
    let db = fixture.fresh_database(dir).await?;
    // The server first: it migrates its copy to its schema, which this bench's library
    // then mints the tokens and codes on (a binary whose schema is older than the
    // library's cannot be measured here).
    let server = Server::start(bin, dir, &db.url, &fixture.meta.secret, config.depth)?;
    let humanid = setup::open(&db.url, &fixture.meta.secret, config.depth).await?;
    let app_id = &fixture.meta.app_id;
    let minted = async {
        let tokens = setup::mint_access_tokens(&humanid, app_id, config.clients).await?;
        let window = config.window.as_secs();
        let exchanges = exchanges::prepare(&humanid, app_id, config.clients, window).await?;
        Ok::<_, Box<dyn std::error::Error + Send + Sync>>((tokens, exchanges))
    };
    let (tokens, exchanges) = minted
        .await
        .map_err(|e| format!("minting on {}'s database: {e}", bin.display()))?;
    humanid.store().close().await;
    drop(humanid);
    let url = &server.url;
    let basic = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!(
            "{}:{}",
            fixture.meta.app_id, fixture.meta.client_secret
        ))
    );
    let mut loads = resource_loads(url, &basic, &tokens);
    loads.extend(exchanges::loads(url, &basic, exchanges));
    let mut measured = Vec::new();
    for (name, make, check) in loads {
        let failed = |e| format!("{name} on {}: {e}", bin.display());
        let warm = Some(Duration::from_secs(1));
        drive(url, config.clients, warm, make.clone(), check.clone())
            .await
            .map_err(failed)?;
        let cpu_before = server.cpu_secs();
        let load = drive(url, config.clients, Some(config.window), make, check)
            .await
            .map_err(failed)?;
        let cpu_us = (server.cpu_secs() - cpu_before) / load.count().max(1) as f64 * 1e6;
        let note = format!(
            "(server CPU {cpu_us:.0} µs a request; peak RSS {} MiB)",
            server.peak_rss_mib()
        );
        measured.push((load, note));
    }
    server.kill()?;
    fixture.drop_database(db).await?;
    Ok(measured)
}

/// `/userinfo`, `/introspect`, discovery and `/jwks`, one request per client: resource
/// servers present the same token again and again.
fn resource_loads(url: &str, basic: &str, tokens: &[String]) -> Vec<(&'static str, Make, Check)> {
    let form = [
        ("Authorization", basic),
        ("Content-Type", "application/x-www-form-urlencoded"),
    ];
    OIDC_ENDPOINTS[..4]
        .iter()
        .map(|&name| {
            let requests: Vec<_> = tokens
                .iter()
                .map(|t| match name {
                    "userinfo" => {
                        let bearer = format!("Bearer {t}");
                        http1::encode("GET", url, "/userinfo", &[("Authorization", &bearer)], b"")
                    }
                    // Access tokens are JWTs: base64url and dots, nothing a form needs to escape.
                    "introspect" => http1::encode(
                        "POST",
                        url,
                        "/introspect",
                        &form,
                        format!("token={t}").as_bytes(),
                    ),
                    "discovery" => {
                        http1::encode("GET", url, "/.well-known/openid-configuration", &[], b"")
                    }
                    _ => http1::encode("GET", url, "/jwks", &[], b""),
                })
                .collect();
            let needle = match name {
                "userinfo" => "\"sub\":",
                "introspect" => "\"active\":true",
                "discovery" => "\"jwks_uri\":",
                _ => "\"keys\":",
            };
            let c = requests.len();
            let make: Make = Arc::new(move |turn| Some(requests[turn.index % c].clone()));
            let check: Check = Arc::new(move |_, body| contains(body, needle));
            (name, make, check)
        })
        .collect()
}
