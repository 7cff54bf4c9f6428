//! The wallet's HTTP: hyper over rustls with the aws-lc-rs provider (already in the tree
//! for signing keys, so no second crypto library), and server answers turned into errors
//! a person can act on. Redirects are never followed: sign-in wants to see them.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;

use http::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, USER_AGENT};
use http::{HeaderMap, Method, Request, StatusCode, Uri};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Bytes;
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client as Legacy;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// No single answer of the server takes longer than this.
const TIMEOUT: Duration = Duration::from_secs(30);
/// Our server's answers are small; a larger one is not from it.
const MAX_BODY: usize = 1 << 20;
const JSON: &str = "application/json";

#[derive(Clone)]
pub struct Client {
    http: Legacy<HttpsConnector<HttpConnector>, Full<Bytes>>,
}

/// A whole response.
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
    /// `scheme://host:port` of the request, for messages.
    pub origin: String,
}

/// The service's error body `{code, detail, …}`, with where it came from.
#[derive(Debug)]
pub struct ServerError {
    pub status: StatusCode,
    pub code: String,
    pub detail: String,
    pub origin: String,
}

#[derive(Debug, thiserror::Error)]
pub enum CallError {
    #[error("cannot reach the humanid server at {origin}: {reason}")]
    Unreachable { origin: String, reason: String },
    #[error("{0}")]
    Server(ServerError),
    #[error("unexpected answer from {origin}: {what}")]
    Protocol { origin: String, what: String },
    #[error("{0:?} is not an http:// or https:// URL")]
    BadUrl(String),
}

impl std::fmt::Display for ServerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.status.is_server_error() {
            write!(f, "the server at {} failed: {}", self.origin, self.detail)
        } else {
            write!(f, "the server refused: {} ({})", self.detail, self.code)
        }
    }
}

impl CallError {
    /// The server's error when it answered with one of `codes`.
    pub fn server_code(&self, codes: &[&str]) -> Option<&ServerError> {
        match self {
            CallError::Server(e) if codes.contains(&e.code.as_str()) => Some(e),
            _ => None,
        }
    }
}

impl Client {
    /// A client trusting the public web roots, plus the CA certificates in the PEM file
    /// `extra_ca` (a local HTTPS deployment with its own CA).
    pub fn new(extra_ca: Option<&std::path::Path>) -> anyhow::Result<Client> {
        let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
        let mut roots = rustls::RootCertStore::empty();
        roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        if let Some(path) = extra_ca {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
                .with_context(|| format!("reading CA certificates from {}", path.display()))?;
            // A system bundle (SSL_CERT_FILE often names one) may hold a few certificates
            // rustls cannot use; they are skipped, but a file with none usable is an error.
            let (added, _) = roots.add_parsable_certificates(certs);
            if added == 0 {
                anyhow::bail!("{} holds no usable CA certificate", path.display());
            }
        }
        let tls = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()?
            .with_root_certificates(roots)
            .with_no_client_auth();
        let https = hyper_rustls::HttpsConnectorBuilder::new()
            .with_tls_config(tls)
            .https_or_http()
            .enable_http1()
            .build();
        Ok(Client {
            http: Legacy::builder(TokioExecutor::new()).build(https),
        })
    }

    /// Sends one request and reads the whole answer, whatever its status.
    pub async fn send(
        &self,
        method: Method,
        url: &str,
        headers: &[(&str, &str)],
        body: Option<Vec<u8>>,
    ) -> Result<Reply, CallError> {
        let uri = parse_url(url)?;
        let origin = origin(&uri);
        let mut req = Request::builder().method(method).uri(uri).header(
            USER_AGENT,
            concat!("humanid-wallet/", env!("CARGO_PKG_VERSION")),
        );
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        let has_body = body.is_some();
        if has_body {
            req = req.header(CONTENT_TYPE, JSON);
        }
        let req = req
            .body(Full::new(Bytes::from(body.unwrap_or_default())))
            .map_err(|e| CallError::Protocol {
                origin: origin.clone(),
                what: format!("cannot build the request: {e}"),
            })?;
        let unreachable = |reason: String| CallError::Unreachable {
            origin: origin.clone(),
            reason,
        };
        let res = tokio::time::timeout(TIMEOUT, async {
            let res = self
                .http
                .request(req)
                .await
                .map_err(|e| unreachable(root_cause(&e)))?;
            let (parts, body) = res.into_parts();
            let body = Limited::new(body, MAX_BODY)
                .collect()
                .await
                .map_err(|e| unreachable(format!("reading the answer: {e}")))?
                .to_bytes();
            Ok::<_, CallError>((parts, body))
        })
        .await
        .map_err(|_| unreachable(format!("no answer within {} s", TIMEOUT.as_secs())))??;
        Ok(Reply {
            status: res.0.status,
            headers: res.0.headers,
            body: res.1,
            origin,
        })
    }

    /// GET with `Accept: application/json`; a 2xx body as `T`, anything else as an error.
    pub async fn get_json<T: DeserializeOwned>(&self, url: &str) -> Result<T, CallError> {
        self.send(Method::GET, url, &[(ACCEPT.as_str(), JSON)], None)
            .await?
            .json()
    }

    /// POST a JSON body, optionally with a Bearer token.
    pub async fn post_json<T: DeserializeOwned>(
        &self,
        url: &str,
        body: &impl Serialize,
        bearer: Option<&str>,
    ) -> Result<T, CallError> {
        let body = serde_json::to_vec(body).map_err(|e| CallError::Protocol {
            origin: url.to_owned(),
            what: e.to_string(),
        })?;
        let auth = bearer.map(|t| format!("Bearer {t}"));
        let mut headers = vec![(ACCEPT.as_str(), JSON)];
        if let Some(auth) = &auth {
            headers.push((AUTHORIZATION.as_str(), auth.as_str()));
        }
        self.send(Method::POST, url, &headers, Some(body))
            .await?
            .json()
    }
}

impl Reply {
    /// The body as `T` when the status is 2xx; otherwise the server's error.
    pub fn json<T: DeserializeOwned>(&self) -> Result<T, CallError> {
        if !self.status.is_success() {
            return Err(self.error());
        }
        serde_json::from_slice(&self.body).map_err(|e| CallError::Protocol {
            origin: self.origin.clone(),
            what: format!(
                "HTTP {} with a body that is not what humanid sends ({e})",
                self.status
            ),
        })
    }

    /// This answer as an error: the `{code, detail, attribute}` body when there is one.
    pub fn error(&self) -> CallError {
        #[derive(serde::Deserialize)]
        struct Body {
            code: String,
            detail: String,
        }
        match serde_json::from_slice::<Body>(&self.body) {
            Ok(b) => CallError::Server(ServerError {
                status: self.status,
                code: b.code,
                detail: b.detail,
                origin: self.origin.clone(),
            }),
            Err(_) => CallError::Protocol {
                origin: self.origin.clone(),
                what: format!("HTTP {} (is this a humanid server?)", self.status),
            },
        }
    }
}

pub fn parse_url(url: &str) -> Result<Uri, CallError> {
    match url.parse::<Uri>() {
        Ok(uri)
            if matches!(uri.scheme_str(), Some("http" | "https")) && uri.authority().is_some() =>
        {
            Ok(uri)
        }
        _ => Err(CallError::BadUrl(url.to_owned())),
    }
}

/// `scheme://authority` of a URL that passed [`parse_url`].
pub fn origin(uri: &Uri) -> String {
    format!(
        "{}://{}",
        uri.scheme_str().unwrap_or("http"),
        uri.authority().map(|a| a.as_str()).unwrap_or_default()
    )
}

/// The innermost cause ("Connection refused (os error 111)", "invalid peer
/// certificate: UnknownIssuer"): what a person can act on, without hyper's wrappers.
fn root_cause(err: &hyper_util::client::legacy::Error) -> String {
    let mut cause: &dyn std::error::Error = err;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}
