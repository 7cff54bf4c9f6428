//! Native TLS: a PEM certificate chain and key served with rustls (aws-lc-rs), re-read on
//! request (`serve` does it on SIGHUP) without dropping connections; a bad new pair keeps
//! the old one.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use rustls::crypto::aws_lc_rs;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls::{Error as RustlsError, InconsistentKeys, ServerConfig};
use tokio_rustls::TlsAcceptor;

#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    #[error("reading the TLS certificate {path}: {cause}")]
    Certificate { path: PathBuf, cause: String },
    #[error("reading the TLS key {path}: {cause}")]
    Key { path: PathBuf, cause: String },
    #[error("the TLS key {key} does not match the certificate {cert}")]
    Mismatch { cert: PathBuf, key: PathBuf },
    #[error("setting up TLS: {0}")]
    Setup(String),
}

/// The certificate files and the pair currently served from them.
pub struct Tls {
    cert: PathBuf,
    key: PathBuf,
    current: Arc<Current>,
    acceptor: TlsAcceptor,
}

/// The pair handed to every new handshake.
#[derive(Debug)]
struct Current(RwLock<Arc<CertifiedKey>>);

impl ResolvesServerCert for Current {
    fn resolve(&self, _: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        self.0.read().ok().map(|pair| pair.clone())
    }
}

impl Tls {
    /// Reads and checks the pair; a key that does not match the certificate is an error.
    pub fn load(cert: &Path, key: &Path) -> Result<Tls, TlsError> {
        let current = Arc::new(Current(RwLock::new(Arc::new(read_pair(cert, key)?))));
        let mut config =
            ServerConfig::builder_with_provider(Arc::new(aws_lc_rs::default_provider()))
                .with_safe_default_protocol_versions()
                .map_err(|e| TlsError::Setup(e.to_string()))?
                .with_no_client_auth()
                .with_cert_resolver(current.clone());
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(Tls {
            cert: cert.to_owned(),
            key: key.to_owned(),
            current,
            acceptor: TlsAcceptor::from(Arc::new(config)),
        })
    }

    /// Re-reads both files; on any error the pair being served stays.
    pub fn reload(&self) -> Result<(), TlsError> {
        let pair = Arc::new(read_pair(&self.cert, &self.key)?);
        if let Ok(mut current) = self.current.0.write() {
            *current = pair;
        }
        Ok(())
    }

    /// Accepts handshakes with whichever pair is current at the time.
    pub fn acceptor(&self) -> TlsAcceptor {
        self.acceptor.clone()
    }
}

fn read_pair(cert: &Path, key: &Path) -> Result<CertifiedKey, TlsError> {
    let cert_error = |cause: String| TlsError::Certificate {
        path: cert.to_owned(),
        cause,
    };
    let chain = CertificateDer::pem_file_iter(cert)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| cert_error(e.to_string()))?;
    if chain.is_empty() {
        return Err(cert_error("no PEM certificate in it".into()));
    }
    let key_error = |cause: String| TlsError::Key {
        path: key.to_owned(),
        cause,
    };
    let der = PrivateKeyDer::from_pem_file(key).map_err(|e| key_error(e.to_string()))?;
    let signing = aws_lc_rs::default_provider()
        .key_provider
        .load_private_key(der)
        .map_err(|e| key_error(e.to_string()))?;
    let pair = CertifiedKey::new(chain, signing);
    match pair.keys_match() {
        Ok(()) | Err(RustlsError::InconsistentKeys(InconsistentKeys::Unknown)) => Ok(pair),
        Err(RustlsError::InconsistentKeys(InconsistentKeys::KeyMismatch)) => {
            Err(TlsError::Mismatch {
                cert: cert.to_owned(),
                key: key.to_owned(),
            })
        }
        Err(e) => Err(cert_error(e.to_string())),
    }
}
