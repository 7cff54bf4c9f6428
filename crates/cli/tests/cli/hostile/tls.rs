//! Native TLS: HTTPS with a certificate the client trusts, a refused mismatched pair, and
//! SIGHUP swapping the served certificate (a bad new pair keeps the old one).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use rcgen::{CertificateParams, DnType, KeyPair, SerialNumber};
use rustix::process::Signal;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::TlsConnector;

use super::raw::{addr_of, status_of};
use crate::common::{Running, assert_fails_with, humanid, serve_logging};

/// A self-signed certificate for `localhost` and 127.0.0.1, written as PEM files.
struct Pair {
    cert: PathBuf,
    key: PathBuf,
    der: CertificateDer<'static>,
}

fn make_pair(dir: &Path, name: &str, serial: u64) -> Pair {
    let key = KeyPair::generate().unwrap();
    let mut params =
        CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()]).unwrap();
    params.distinguished_name.push(DnType::CommonName, name);
    params.serial_number = Some(SerialNumber::from(serial));
    let cert = params.self_signed(&key).unwrap();
    let pair = Pair {
        cert: dir.join(format!("{name}.crt")),
        key: dir.join(format!("{name}.key")),
        der: cert.der().clone(),
    };
    std::fs::write(&pair.cert, cert.pem()).unwrap();
    std::fs::write(&pair.key, key.serialize_pem()).unwrap();
    pair
}

/// A client trusting exactly `trusted`.
fn connector(trusted: &[&Pair]) -> TlsConnector {
    let mut roots = rustls::RootCertStore::empty();
    for pair in trusted {
        roots.add(pair.der.clone()).unwrap();
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    TlsConnector::from(Arc::new(config))
}

/// `GET path` over HTTPS: the status and the certificate the server presented.
async fn get(url: &str, path: &str, trusted: &[&Pair]) -> (Option<u16>, CertificateDer<'static>) {
    let (status, presented, _) = get_with_head(url, path, trusted).await;
    (status, presented)
}

/// As [`get`], with the response's head (status line and headers) as text.
async fn get_with_head(
    url: &str,
    path: &str,
    trusted: &[&Pair],
) -> (Option<u16>, CertificateDer<'static>, String) {
    let tcp = tokio::net::TcpStream::connect(addr_of(url)).await.unwrap();
    let name = ServerName::try_from("localhost").unwrap();
    let mut tls = connector(trusted).connect(name, tcp).await.unwrap();
    let presented = tls.get_ref().1.peer_certificates().unwrap()[0].clone();
    let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    tls.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    let _ = tls.read_to_end(&mut response).await;
    let text = String::from_utf8_lossy(&response);
    let head = text.split("\r\n\r\n").next().unwrap_or_default().to_owned();
    (status_of(&response), presented.into_owned(), head)
}

/// `serve` with TLS, and its log lines as they come.
fn serve_tls(data: &Path, pair: &Pair) -> (Running, Receiver<String>) {
    serve_logging(&[
        "--listen",
        "127.0.0.1:0",
        "--tree-depth",
        "16",
        "--data-dir",
        data.to_str().unwrap(),
        "--tls-cert",
        pair.cert.to_str().unwrap(),
        "--tls-key",
        pair.key.to_str().unwrap(),
    ])
}

/// Waits for a log line containing `what`.
fn wait_for_log(logs: &Receiver<String>, what: &str) {
    loop {
        let line = logs
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|e| panic!("no log line with {what:?}: {e}"));
        if line.contains(what) {
            return;
        }
    }
}

#[tokio::test]
async fn with_a_certificate_serve_speaks_https_and_its_urls_default_to_https() {
    let dir = tempfile::tempdir().unwrap();
    let pair = make_pair(dir.path(), "first", 1);
    let (server, _logs) = serve_tls(&dir.path().join("data"), &pair);
    let url = server.url.clone();
    assert!(url.starts_with("https://localhost:"), "{url}");
    let (status, presented) = get(&url, "/healthz", &[&pair]).await;
    assert_eq!((status, presented), (Some(200), pair.der.clone()));
}

/// Over HTTPS every answer — pages, JSON, errors — tells the browser to come back only
/// over HTTPS (HSTS); a plain-HTTP server never says so (a browser would ignore it).
#[tokio::test]
async fn https_answers_carry_strict_transport_security() {
    let dir = tempfile::tempdir().unwrap();
    let pair = make_pair(dir.path(), "first", 1);
    let (server, _logs) = serve_tls(&dir.path().join("data"), &pair);
    let url = server.url.clone();
    for path in [
        "/healthz",
        "/portal/login",
        "/nothing-here",
        "/.well-known/openid-configuration",
    ] {
        let (_, _, head) = get_with_head(&url, path, &[&pair]).await;
        let hsts = head
            .lines()
            .find_map(|l| {
                l.to_ascii_lowercase()
                    .strip_prefix("strict-transport-security:")
                    .map(|v| v.trim().to_owned())
            })
            .unwrap_or_else(|| panic!("{path}: no HSTS in\n{head}"));
        assert_eq!(hsts, "max-age=31536000", "{path}");
    }
    let plain = crate::common::Server::start(&[]);
    let res = reqwest::get(format!("{}/healthz", plain.url))
        .await
        .unwrap();
    assert!(res.headers().get("strict-transport-security").is_none());
}

#[test]
fn a_key_that_does_not_match_the_certificate_stops_serve_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (make_pair(dir.path(), "a", 1), make_pair(dir.path(), "b", 2));
    let out = humanid()
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(dir.path().join("data"))
        .arg("--tls-cert")
        .arg(&a.cert)
        .arg("--tls-key")
        .arg(&b.key)
        .output()
        .unwrap();
    assert_fails_with(&out, "does not match the certificate");
    let out = humanid()
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(dir.path().join("data"))
        .arg("--tls-cert")
        .arg(dir.path().join("missing.crt"))
        .arg("--tls-key")
        .arg(&a.key)
        .output()
        .unwrap();
    assert_fails_with(&out, "reading the TLS certificate");
}

#[tokio::test]
async fn sighup_swaps_the_served_certificate_and_a_bad_pair_keeps_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let first = make_pair(dir.path(), "first", 1);
    let second = make_pair(dir.path(), "second", 2);
    let stranger = make_pair(dir.path(), "stranger", 3);
    let served = make_pair(dir.path(), "served", 9);
    for (from, to) in [(&first.cert, &served.cert), (&first.key, &served.key)] {
        std::fs::copy(from, to).unwrap();
    }
    let (server, logs) = serve_tls(&dir.path().join("data"), &served);
    let url = server.url.clone();
    let both = [&first, &second];
    assert_eq!(get(&url, "/healthz", &both).await.1, first.der);

    std::fs::copy(&second.cert, &served.cert).unwrap();
    std::fs::copy(&second.key, &served.key).unwrap();
    server.signal(Signal::HUP);
    wait_for_log(&logs, "reloaded the TLS certificate");
    let (status, presented) = get(&url, "/healthz", &both).await;
    assert_eq!((status, presented), (Some(200), second.der.clone()));

    // A key that does not match: logged, and the second certificate stays.
    std::fs::copy(&stranger.key, &served.key).unwrap();
    server.signal(Signal::HUP);
    wait_for_log(&logs, "keeping the current TLS certificate");
    let (status, presented) = get(&url, "/healthz", &both).await;
    assert_eq!((status, presented), (Some(200), second.der.clone()));
}
