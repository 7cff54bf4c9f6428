//! The one HTTP client humanid calls other servers with: back-channel logout deliveries,
//! and reading what relying parties publish (a client's `jwks_uri`, a
//! `sector_identifier_uri`). hyper over rustls (aws-lc-rs) with the public web roots;
//! every call is bounded in time, and every body read in size.

use std::time::Duration;

use http::header::{ACCEPT, CONTENT_TYPE, USER_AGENT};
use http::{Method, Request};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Bytes;
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;

const AGENT: &str = concat!("humanid/", env!("CARGO_PKG_VERSION"));

/// How long reading a relying party's document may take, and how big it may be.
pub const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
pub const FETCH_MAX_BYTES: usize = 64 * 1024;

pub struct Outbound {
    client: Option<Client<HttpsConnector<HttpConnector>, Full<Bytes>>>,
}

impl Default for Outbound {
    fn default() -> Self {
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        let client = hyper_rustls::HttpsConnectorBuilder::new()
            .with_provider_and_webpki_roots(provider)
            .map(|b| b.https_or_http().enable_http1().build())
            .map(|https| Client::builder(TokioExecutor::new()).build(https))
            .map_err(|e| tracing::error!(error = %e, "no TLS client for outbound calls"))
            .ok();
        Outbound { client }
    }
}

impl Outbound {
    /// POSTs a form; true for a 2xx answer within `timeout`.
    pub async fn post_form(&self, uri: &str, body: &str, timeout: Duration) -> bool {
        let Some(client) = &self.client else {
            return false;
        };
        let req = Request::builder()
            .method(Method::POST)
            .uri(uri)
            .header(CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(USER_AGENT, AGENT)
            .body(Full::new(Bytes::from(body.to_owned())));
        let Ok(req) = req else {
            return false;
        };
        matches!(
            tokio::time::timeout(timeout, client.request(req)).await,
            Ok(Ok(res)) if res.status().is_success()
        )
    }

    /// GETs a JSON document: a 200 answer of at most [`FETCH_MAX_BYTES`] within
    /// [`FETCH_TIMEOUT`] (redirects are not followed). Err says why not, for people.
    pub async fn get_json(&self, uri: &str) -> Result<serde_json::Value, String> {
        let client = self.client.as_ref().ok_or("no HTTP client")?;
        let req = Request::builder()
            .method(Method::GET)
            .uri(uri)
            .header(ACCEPT, "application/json")
            .header(USER_AGENT, AGENT)
            .body(Full::new(Bytes::new()))
            .map_err(|e| format!("not a usable URL ({e})"))?;
        let fetch = async {
            let res = client
                .request(req)
                .await
                .map_err(|e| format!("no answer ({e})"))?;
            if res.status() != http::StatusCode::OK {
                return Err(format!("it answered {}", res.status()));
            }
            let body = Limited::new(res.into_body(), FETCH_MAX_BYTES)
                .collect()
                .await
                .map_err(|_| format!("the answer is over {FETCH_MAX_BYTES} bytes or broken"))?
                .to_bytes();
            serde_json::from_slice(&body).map_err(|e| format!("the answer is not JSON ({e})"))
        };
        tokio::time::timeout(FETCH_TIMEOUT, fetch)
            .await
            .map_err(|_| format!("no answer within {} s", FETCH_TIMEOUT.as_secs()))?
    }
}
