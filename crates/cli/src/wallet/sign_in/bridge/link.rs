//! The connector link the reference client kit shows as its QR code:
//! `https://world.org/verify?t=wld&i=<request id>&k=<key>&b=<bridge url>` (1.x also used
//! the host `worldcoin.org`; without `b` the kit uses the reference platform's relay).

use anyhow::{Context, bail};
use url::Url;

use crate::wallet::client::parse_url;

/// Where the kit's own relay is when the link names none.
pub const DEFAULT_BRIDGE: &str = "https://bridge.worldcoin.org";
const HOSTS: [&str; 4] = [
    "world.org",
    "www.world.org",
    "worldcoin.org",
    "www.worldcoin.org",
];

#[derive(Debug, PartialEq, Eq)]
pub struct Link {
    pub request_id: String,
    /// The AES-256 key in standard base64.
    pub key: String,
    /// The relay's URL, without a trailing `/`.
    pub bridge: String,
}

/// None when `input` is not a connector link at all (so it may be another kind of
/// target); an error when it is one but incomplete.
pub fn parse(input: &str) -> anyhow::Result<Option<Link>> {
    let Ok(url) = Url::parse(input.trim()) else {
        return Ok(None);
    };
    let host = url.host_str().unwrap_or_default();
    if url.scheme() != "https" || !HOSTS.contains(&host) || url.path() != "/verify" {
        return Ok(None);
    }
    let param = |name: &str| {
        url.query_pairs()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.into_owned())
    };
    let request_id = param("i").context("the connector link has no request id (i=…)")?;
    // A `+` left unencoded in a pasted link reads as a space; base64 has no spaces.
    let key = param("k")
        .context("the connector link has no key (k=…)")?
        .replace(' ', "+");
    let valid_id = request_id.len() == 36
        && request_id
            .chars()
            .all(|c| c.is_ascii_hexdigit() || c == '-');
    if !valid_id {
        bail!("{request_id:?} in the connector link is not a request id (a UUID)");
    }
    let bridge = param("b").unwrap_or_else(|| DEFAULT_BRIDGE.to_owned());
    let bridge = bridge.trim_end_matches('/').to_owned();
    if parse_url(&bridge).is_err() {
        bail!("the connector link's bridge {bridge:?} is not an http:// or https:// URL");
    }
    Ok(Some(Link {
        request_id,
        key,
        bridge,
    }))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const ID: &str = "6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4";

    #[test]
    fn reads_the_links_both_kit_versions_make() {
        // Built as the kit builds it: encodeURIComponent of the key and of the bridge.
        let link = format!(
            "https://world.org/verify?t=wld&i={ID}&k=ab%2Bcd%2Fef%3D&b=http%3A%2F%2F127.0.0.1%3A8080"
        );
        assert_eq!(
            parse(&link).unwrap(),
            Some(Link {
                request_id: ID.into(),
                key: "ab+cd/ef=".into(),
                bridge: "http://127.0.0.1:8080".into(),
            })
        );
        let old = format!("https://worldcoin.org/verify?t=wld&i={ID}&k=ab+cd");
        let parsed = parse(&old).unwrap().unwrap();
        assert_eq!(
            (parsed.key.as_str(), parsed.bridge.as_str()),
            ("ab+cd", DEFAULT_BRIDGE)
        );
    }

    #[test]
    fn other_targets_are_not_links_and_broken_links_are_errors() {
        for other in [
            "ABCD-EFGH",
            "http://127.0.0.1:8080/requests/req_00",
            "https://example.org/verify?i=x",
            "http://world.org/verify?t=wld",
        ] {
            assert!(parse(other).unwrap().is_none(), "{other}");
        }
        for broken in [
            "https://world.org/verify?t=wld&k=abc".to_owned(),
            format!("https://world.org/verify?t=wld&i={ID}"),
            "https://world.org/verify?t=wld&i=../x&k=abc".to_owned(),
            format!("https://world.org/verify?t=wld&i={ID}&k=a&b=ftp%3A%2F%2Fx"),
        ] {
            assert!(parse(&broken).is_err(), "{broken}");
        }
    }
}
