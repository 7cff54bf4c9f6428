//! Where the identity provider may send a browser back to: redirect URIs and post-logout
//! redirect URIs. A URI is parsed once, by the URL parser browsers follow (WHATWG's, the
//! `url` crate), and judged on the scheme and host that parser finds — never on the text,
//! which can make `http://127.evil.example/` or `http://evil.example\@localhost/` look
//! like loopback while a browser goes to `evil.example`. The same parser builds the
//! redirects (`handoff::Delivery`), so the host judged is the host visited.

use crate::Code;
use std::net::Ipv6Addr;

use url::{Host, Url};

use crate::{CoreError, CoreResult};

/// Parses and judges `uri`: absolute, no fragment, no user name or password, and https —
/// or http to a loopback host (127.0.0.0/8, ::1 or `localhost`). Refusals are
/// `invalid_redirect_uri` naming `attribute`.
pub fn parse_redirect_uri(uri: &str, attribute: &str) -> CoreResult<Url> {
    let bad = |why: &str| CoreError::invalid(Code::InvalidRedirectUri, Some(attribute), why);
    // The parser drops tabs and newlines and trims spaces; the registered text must be
    // what is matched later, so such text is refused rather than silently changed.
    if uri.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad(
            "The URI must not contain spaces or control characters.",
        ));
    }
    let url = Url::parse(uri).map_err(|_| bad("The URI must be an absolute URL."))?;
    // `https:///x` and `https:/x` parse as host `x`: ask for the plain `scheme://host`.
    let rest = uri.get(url.scheme().len()..).unwrap_or_default();
    if !rest.starts_with("://") || rest[3..].starts_with(['/', '\\']) {
        return Err(bad("The URI must be an absolute URL: scheme://host/…"));
    }
    if url.fragment().is_some() {
        return Err(bad("The URI must not have a fragment (#…)."));
    }
    // `https://bank.example@evil.example/` names its host in disguise.
    if !url.username().is_empty() || url.password().is_some() {
        return Err(bad("The URI must not contain a user name or password."));
    }
    let host = match url.host() {
        Some(Host::Domain("")) | None => return Err(bad("The URI must name a host.")),
        Some(host) => host,
    };
    match url.scheme() {
        "https" => Ok(url),
        "http" if is_loopback(&host) => Ok(url),
        "http" => Err(bad(
            "The URI must use https (http only for loopback: 127.0.0.0/8, [::1] or localhost).",
        )),
        _ => Err(bad("The URI must use https.")),
    }
}

/// The hosts a browser reaches on its own machine only.
fn is_loopback(host: &Host<&str>) -> bool {
    match host {
        Host::Ipv4(ip) => ip.octets()[0] == 127,
        Host::Ipv6(ip) => *ip == Ipv6Addr::LOCALHOST,
        Host::Domain(name) => *name == "localhost",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(uri: &str) -> Result<(), &'static str> {
        parse_redirect_uri(uri, "redirect_uri")
            .map(|_| ())
            .map_err(|e| e.code())
    }

    #[test]
    fn https_anywhere_and_http_only_to_loopback_hosts() {
        for ok in [
            "https://rp.example/cb",
            "https://rp.example/cb?x=1",
            "https://rp.example:8443/a/b",
            "http://localhost:3000/cb",
            "http://LOCALHOST/cb",
            "http://127.0.0.1/cb",
            "http://127.255.3.4:9/cb",
            "http://[::1]:8080/x",
            // The parser reads this as 127.0.0.1, and so does every browser.
            "http://2130706433/cb",
        ] {
            assert_eq!(judged(ok), Ok(()), "{ok}");
        }
    }

    #[test]
    fn hosts_that_only_look_like_loopback_are_refused() {
        for bad in [
            "http://127.attacker.example/cb",
            r"http://evil.example\@localhost/cb",
            "http://evil.example/@localhost/cb",
            "http://localhost.evil.example/cb",
            "http://localhost@evil.example/cb",
            "http://[::1].evil.example/cb",
            "http://[::2]/cb",
            "http://128.0.0.1/cb",
            "http://0.0.0.0/cb",
        ] {
            assert_eq!(judged(bad), Err("invalid_redirect_uri"), "{bad}");
        }
    }

    #[test]
    fn malformed_or_disguising_uris_are_refused() {
        for bad in [
            "rp.example/cb",
            "/cb",
            "http://rp.example/cb",
            "ftp://rp.example",
            "javascript://x",
            "https:///cb",
            "https:/rp.example/cb",
            r"https:\\rp.example/cb",
            "https://rp.example/cb#frag",
            "https://rp .example/",
            "https://rp.example/a b",
            "https://rp.example/\tcb",
            "https://user:pass@rp.example/cb",
            "https://bank.example@evil.example/cb",
            "",
        ] {
            assert_eq!(judged(bad), Err("invalid_redirect_uri"), "{bad}");
        }
    }
}
