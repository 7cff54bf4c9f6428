//! The connector link the reference client kit shows as its QR code:
//! `https://world.org/verify?t=wld&i=<request id>&k=<key>&b=<bridge url>`. 1.x also used
//! the host `worldcoin.org`; 4.x uses `staging.world.org` and `sandbox.world.org` for
//! those environments, ids of 64 hex digits in invite-code mode, and there appends
//! `&c=<code>&a=<app id>`: the request id and key are then derived from the code (the
//! code is what a person types), so `i` and `k` may be left out. Without `b` the kit
//! uses the reference platform's relay.

use anyhow::{Context, bail};
use aws_lc_rs::hkdf;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use url::Url;

use crate::wallet::client::parse_url;

/// Where the kit's own relay is when the link names none.
pub const DEFAULT_BRIDGE: &str = "https://bridge.worldcoin.org";
const HOSTS: [&str; 6] = [
    "world.org",
    "www.world.org",
    "staging.world.org",
    "sandbox.world.org",
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
    /// Invite-code links name the app (`a`), which the request must be for.
    pub app_id: Option<String>,
}

/// The invite code as the kit makes it canonical: separators and spaces dropped, upper
/// case, `I`/`L` read as `1` and `O` as `0`; then 5 Crockford base-32 digits and a check
/// digit (their sum weighted 1, 3, 5, 7, 9, mod 32).
pub fn canonical_code(input: &str) -> anyhow::Result<String> {
    const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let code: String = input
        .chars()
        .filter(|c| !c.is_ascii_whitespace() && *c != '-' && *c != '_')
        .map(|c| match c.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            c => c,
        })
        .collect();
    let values: Vec<u32> = code
        .bytes()
        .map(|b| DIGITS.iter().position(|d| *d == b).map(|v| v as u32))
        .collect::<Option<_>>()
        .with_context(|| format!("{input:?} is not an invite code (letters and digits)"))?;
    let [data @ .., check] = values.as_slice() else {
        bail!("{input:?} is not an invite code");
    };
    if data.len() != 5 {
        bail!("{input:?} is not an invite code: it has 6 characters");
    }
    let sum: u32 = data.iter().zip([1, 3, 5, 7, 9]).map(|(v, w)| v * w).sum();
    if sum % 32 != *check {
        bail!("{input:?} is not a valid invite code (its check digit is wrong: mistyped?)");
    }
    Ok(code)
}

/// HKDF-SHA256 of the canonical code (no salt, 32 bytes) with `info`, as the kit derives
/// the relay id (`dx`, lowercase hex) and the AES key (`key`) from it.
fn from_code(code: &str, info: &[u8]) -> anyhow::Result<[u8; 32]> {
    let prk = hkdf::Salt::new(hkdf::HKDF_SHA256, &[]).extract(code.as_bytes());
    let mut out = [0u8; 32];
    prk.expand(&[info], hkdf::HKDF_SHA256)
        .and_then(|okm| okm.fill(&mut out))
        .map_err(|_| anyhow::anyhow!("deriving the request from the invite code failed"))?;
    Ok(out)
}

/// The relay id and base64 key an invite code stands for.
pub fn derive(code: &str) -> anyhow::Result<(String, String)> {
    Ok((
        hex::encode(from_code(code, b"dx")?),
        STANDARD.encode(from_code(code, b"key")?),
    ))
}

/// A request id of the kit's shapes: a UUID, or 64 hex digits (invite-code mode).
fn is_request_id(id: &str) -> bool {
    let uuid = id.len() == 36
        && id.char_indices().all(|(i, c)| match i {
            8 | 13 | 18 | 23 => c == '-',
            _ => c.is_ascii_hexdigit(),
        });
    uuid || (id.len() == 64 && id.chars().all(|c| c.is_ascii_hexdigit()))
}

/// None when `input` is not a connector link at all (so it may be another kind of
/// target); an error when it is one but incomplete or inconsistent.
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
    // A `+` left unencoded in a pasted link reads as a space; base64 has no spaces.
    let key = param("k").map(|k| k.replace(' ', "+"));
    let (request_id, key, app_id) = match param("c") {
        Some(code) => {
            let code = canonical_code(&code)?;
            let (derived_id, derived_key) = derive(&code)?;
            let given_id = param("i").map(|i| i.to_ascii_lowercase());
            if given_id.is_some_and(|i| i != derived_id) || key.is_some_and(|k| k != derived_key) {
                bail!("the connector link's request id or key does not belong to its invite code");
            }
            let app_id = param("a").context("the invite link names no app (a=…)")?;
            (derived_id, derived_key, Some(app_id))
        }
        None => (
            param("i").context("the connector link has no request id (i=…)")?,
            key.context("the connector link has no key (k=…)")?,
            None,
        ),
    };
    if !is_request_id(&request_id) {
        bail!("{request_id:?} in the connector link is not a request id (a UUID or 64 hex digits)");
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
        app_id,
    }))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const ID: &str = "6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4";
    // Made by @worldcoin/idkit-core 4.3.0 (`IDKit.requestWithInviteCode`): the code, and
    // the request id and key the kit derived from it and put in its link.
    const CODE: &str = "SPGGBY";
    const CODE_ID: &str = "36cbce56be7a3756b422c47d7877ff6e7905e3bebecf6036f4123f0857548df0";
    const CODE_KEY: &str = "0z52ZbuTp3xv2NiuF5XM+cna3+zZ2mfVp+oYEQGw4jQ=";

    #[test]
    fn reads_the_links_every_kit_version_makes() {
        // Built as the kit builds it: the key and the bridge percent-encoded.
        let link = format!(
            "https://world.org/verify?t=wld&i={ID}&k=ab%2Bcd%2Fef%3D&b=http%3A%2F%2F127.0.0.1%3A8080"
        );
        assert_eq!(
            parse(&link).unwrap(),
            Some(Link {
                request_id: ID.into(),
                key: "ab+cd/ef=".into(),
                bridge: "http://127.0.0.1:8080".into(),
                app_id: None,
            })
        );
        let old = format!("https://worldcoin.org/verify?t=wld&i={ID}&k=ab+cd");
        let parsed = parse(&old).unwrap().unwrap();
        assert_eq!(
            (parsed.key.as_str(), parsed.bridge.as_str()),
            ("ab+cd", DEFAULT_BRIDGE)
        );
        for host in ["staging.world.org", "sandbox.world.org"] {
            let link = format!("https://{host}/verify?t=wld&i={ID}&k=abc");
            assert_eq!(parse(&link).unwrap().unwrap().request_id, ID);
        }
    }

    #[test]
    fn invite_codes_give_the_request_id_and_key_the_kit_derived() {
        assert_eq!(
            derive(CODE).unwrap(),
            (CODE_ID.to_owned(), CODE_KEY.to_owned())
        );
        let app = "app_staging_0123456789abcdef0123456789abcdef";
        let key = CODE_KEY
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        let full = format!(
            "https://world.org/verify?t=wld&i={CODE_ID}&k={key}&b=http%3A%2F%2F127.0.0.1%3A9&c={CODE}&a={app}"
        );
        let expected = Link {
            request_id: CODE_ID.into(),
            key: CODE_KEY.into(),
            bridge: "http://127.0.0.1:9".into(),
            app_id: Some(app.into()),
        };
        assert_eq!(parse(&full).unwrap(), Some(expected));
        // Typed as a person might: lower case, a separator, and without i and k.
        let typed =
            format!("https://world.org/verify?c=spg-gby&a={app}&b=http%3A%2F%2F127.0.0.1%3A9");
        assert_eq!(parse(&typed).unwrap().unwrap().request_id, CODE_ID);
        assert_eq!(canonical_code("sp9 ggby").ok(), None);
        assert_eq!(canonical_code("SPGGBO").ok(), None, "check digit");
    }

    #[test]
    fn other_targets_are_not_links_and_broken_links_are_errors() {
        for other in [
            "ABCD-EFGH",
            "http://127.0.0.1:8080/requests/req_00",
            "https://example.org/verify?i=x",
            "http://world.org/verify?t=wld",
            "https://evil.world.org/verify?t=wld&i=x",
        ] {
            assert!(parse(other).unwrap().is_none(), "{other}");
        }
        for broken in [
            "https://world.org/verify?t=wld&k=abc".to_owned(),
            format!("https://world.org/verify?t=wld&i={ID}"),
            "https://world.org/verify?t=wld&i=../x&k=abc".to_owned(),
            format!("https://world.org/verify?t=wld&i={ID}&k=a&b=ftp%3A%2F%2Fx"),
            format!("https://world.org/verify?t=wld&i={}&k=abc", "g".repeat(64)),
            format!("https://world.org/verify?c={CODE}"),
            format!("https://world.org/verify?i={ID}&k={CODE_KEY}&c={CODE}&a=app_x"),
            "https://world.org/verify?c=SPGGBO&a=app_x".to_owned(),
        ] {
            assert!(parse(&broken).is_err(), "{broken}");
        }
    }
}
