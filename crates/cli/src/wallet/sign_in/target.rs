//! What `sign-in` was given: an `/authorize` URL, a request URL (the QR code), a
//! request id or a short code.

use anyhow::bail;

use crate::wallet::client::{origin, parse_url};

#[derive(Debug, PartialEq, Eq)]
pub enum Target {
    /// `…/authorize?…`: the wallet also plays the browser. `base` is where the
    /// request paths live (the URL without `/authorize` and the query).
    Authorize { url: String, base: String },
    /// A request to look up, at `base` when the input said where.
    Lookup {
        base: Option<String>,
        request: Lookup,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    Id(String),
    Code(String),
}

impl Lookup {
    pub fn path(&self) -> String {
        match self {
            Lookup::Id(id) => format!("/requests/{id}"),
            Lookup::Code(code) => format!("/requests/code/{code}"),
        }
    }
}

pub fn parse(input: &str) -> anyhow::Result<Target> {
    let input = input.trim();
    if !(input.starts_with("http://") || input.starts_with("https://")) {
        let request = if input.starts_with("req_") {
            Lookup::Id(id(input)?)
        } else {
            Lookup::Code(code(input)?)
        };
        return Ok(Target::Lookup {
            base: None,
            request,
        });
    }
    let Ok(uri) = parse_url(input) else {
        bail!("{input:?} is not a URL the wallet can use");
    };
    let path = uri.path().trim_end_matches('/');
    if let Some(prefix) = path.strip_suffix("/authorize") {
        return Ok(Target::Authorize {
            url: input.to_owned(),
            base: format!("{}{prefix}", origin(&uri)),
        });
    }
    let Some((prefix, rest)) = path.rsplit_once("/requests/") else {
        bail!("{input:?} is neither a sign-in request URL (…/requests/…) nor an /authorize URL");
    };
    let request = match rest.strip_prefix("code/") {
        Some(c) => Lookup::Code(code(c)?),
        None => Lookup::Id(id(rest)?),
    };
    Ok(Target::Lookup {
        base: Some(format!("{}{prefix}", origin(&uri))),
        request,
    })
}

/// `req_` + hex; checked so it is safe inside a URL path.
fn id(s: &str) -> anyhow::Result<String> {
    let ok = s
        .strip_prefix("req_")
        .is_some_and(|hex| !hex.is_empty() && hex.chars().all(|c| c.is_ascii_alphanumeric()));
    if !ok {
        bail!("{s:?} is not a request id (req_…)");
    }
    Ok(s.to_owned())
}

/// Short codes are read off a screen: any case, with or without `-` and spaces.
fn code(s: &str) -> anyhow::Result<String> {
    let code: String = s
        .chars()
        .filter(|c| *c != '-' && !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if code.is_empty() || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        bail!("{s:?} is not a short code (like ABCD-EFGH), a request URL or an /authorize URL");
    }
    Ok(code)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn lookup(base: Option<&str>, request: Lookup) -> Target {
        Target::Lookup {
            base: base.map(str::to_owned),
            request,
        }
    }

    #[test]
    fn short_codes_are_normalised() {
        for input in ["abcd-efgh", " ABCD EFGH ", "AbCdEfGh"] {
            assert_eq!(
                parse(input).unwrap(),
                lookup(None, Lookup::Code("ABCDEFGH".into()))
            );
        }
        assert!(parse("abcd/efgh").is_err());
        assert!(parse("").is_err());
    }

    #[test]
    fn request_urls_give_the_base_and_the_id() {
        let id = format!("req_{}", "ab".repeat(16));
        assert_eq!(
            parse(&format!("https://id.example/sso/requests/{id}")).unwrap(),
            lookup(Some("https://id.example/sso"), Lookup::Id(id.clone()))
        );
        assert_eq!(
            parse(&format!("http://127.0.0.1:8080/requests/{id}/")).unwrap(),
            lookup(Some("http://127.0.0.1:8080"), Lookup::Id(id.clone()))
        );
        assert_eq!(
            parse("http://h/requests/code/ab-cd").unwrap(),
            lookup(Some("http://h"), Lookup::Code("ABCD".into()))
        );
        assert_eq!(parse(&id).unwrap(), lookup(None, Lookup::Id(id.clone())));
        assert!(parse("http://h/requests/req_../x").is_err());
        assert!(parse("http://h/somewhere").is_err());
    }

    #[test]
    fn authorize_urls_keep_the_query_and_give_the_base() {
        let url = "https://id.example/authorize?client_id=app_1&state=x";
        assert_eq!(
            parse(url).unwrap(),
            Target::Authorize {
                url: url.into(),
                base: "https://id.example".into()
            }
        );
    }
}
