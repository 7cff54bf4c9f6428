//! The installation's master secret and the keys derived from it.
//!
//! One random 32-byte master secret (generated into the data dir on first start, or given
//! by configuration so several replicas agree) is expanded with HKDF-SHA256 into
//! independent keys: one to hash API keys and client secrets (HMAC-SHA256), one to
//! encrypt signing keys at rest. Derived keys never leave the process.

use crate::Code;
use std::fmt;
use std::io::Write;
use std::path::Path;

use aws_lc_rs::{hkdf, hmac};
use subtle::ConstantTimeEq;

use rand::RngCore;
use rand::rngs::OsRng;

use crate::{CoreError, CoreResult};

const SALT: &[u8] = b"humanid master secret v1";

/// The master secret. `Debug` never prints it.
#[derive(Clone)]
pub struct MasterSecret([u8; 32]);

impl fmt::Debug for MasterSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MasterSecret(<hidden>)")
    }
}

impl MasterSecret {
    /// Parses 64 hex digits (how the secret is written to files and configuration).
    pub fn from_hex(s: &str) -> CoreResult<Self> {
        let bytes = hex::decode(s.trim()).map_err(|_| bad_secret())?;
        let arr: [u8; 32] = bytes.try_into().map_err(|_| bad_secret())?;
        Ok(MasterSecret(arr))
    }

    pub fn generate() -> Self {
        let mut arr = [0u8; 32];
        OsRng.fill_bytes(&mut arr);
        MasterSecret(arr)
    }

    /// Reads `path`, or creates it (mode 0600) with a fresh secret when it does not exist.
    pub fn load_or_create(path: &Path) -> CoreResult<Self> {
        match std::fs::read_to_string(path) {
            Ok(text) => Self::from_hex(&text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let secret = Self::generate();
                write_private(path, hex::encode(secret.0).as_bytes())
                    .map_err(|e| CoreError::Internal(format!("writing {}: {e}", path.display())))?;
                Ok(secret)
            }
            Err(e) => Err(CoreError::Internal(format!(
                "reading {}: {e}",
                path.display()
            ))),
        }
    }

    /// A 32-byte key for one purpose, independent of every other purpose's key.
    pub fn derive(&self, purpose: &str) -> [u8; 32] {
        let prk = hkdf::Salt::new(hkdf::HKDF_SHA256, SALT).extract(&self.0);
        let mut out = [0u8; 32];
        let info = [purpose.as_bytes()];
        // HKDF expand to 32 bytes cannot fail for SHA-256 (limit is 255 * 32 bytes).
        if let Ok(okm) = prk.expand(&info, hkdf::HKDF_SHA256) {
            let _ = okm.fill(&mut out);
        }
        out
    }

    pub fn hasher(&self) -> KeyedHasher {
        KeyedHasher(hmac::Key::new(
            hmac::HMAC_SHA256,
            &self.derive("credential hashing"),
        ))
    }
}

fn bad_secret() -> CoreError {
    CoreError::invalid(
        Code::Invalid,
        Some("secret"),
        "The secret must be 64 hexadecimal digits.",
    )
}

/// Writes a file only its owner can read.
pub fn write_private(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut file = opts.open(path)?;
    file.write_all(contents)?;
    file.sync_all()
}

/// HMAC-SHA256 under a derived key: how API keys, client secrets and codes are stored.
#[derive(Clone)]
pub struct KeyedHasher(hmac::Key);

impl fmt::Debug for KeyedHasher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeyedHasher(<hidden>)")
    }
}

impl KeyedHasher {
    /// Hex of HMAC(`domain` ‖ 0 ‖ `value`); the domain keeps hashes of different kinds apart.
    pub fn hash(&self, domain: &str, value: &str) -> String {
        let mut ctx = hmac::Context::with_key(&self.0);
        ctx.update(domain.as_bytes());
        ctx.update(&[0]);
        ctx.update(value.as_bytes());
        hex::encode(ctx.sign().as_ref())
    }

    /// Constant-time comparison of `value`'s hash with a stored hash.
    pub fn verify(&self, domain: &str, value: &str, stored: &str) -> bool {
        let computed = self.hash(domain, value);
        computed.as_bytes().ct_eq(stored.as_bytes()).into()
    }
}

/// Constant-time equality of two secrets of possibly different lengths.
pub fn secrets_equal(a: &str, b: &str) -> bool {
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_file_is_created_once_and_private() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("secret.key");
        let first = MasterSecret::load_or_create(&path).unwrap_or_else(|e| panic!("{e}"));
        let again = MasterSecret::load_or_create(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(first.0, again.0);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path)
                .map(|m| m.permissions().mode())
                .unwrap_or(0);
            assert_eq!(mode & 0o777, 0o600);
        }
        assert_eq!(format!("{first:?}"), "MasterSecret(<hidden>)");
    }

    #[test]
    fn keyed_hashes_depend_on_secret_domain_and_value() {
        let a = MasterSecret::generate().hasher();
        let b = MasterSecret::generate().hasher();
        let h = a.hash("api_key", "s3cret");
        assert!(a.verify("api_key", "s3cret", &h));
        assert!(!a.verify("api_key", "s3cret!", &h));
        assert!(!a.verify("client_secret", "s3cret", &h));
        assert!(!b.verify("api_key", "s3cret", &h));
        assert_ne!(
            MasterSecret::generate().derive("x"),
            MasterSecret::generate().derive("x")
        );
    }

    #[test]
    fn malformed_secrets_are_refused() {
        assert!(MasterSecret::from_hex("abcd").is_err());
        assert!(MasterSecret::from_hex(&"zz".repeat(32)).is_err());
        assert!(MasterSecret::from_hex(&"ab".repeat(32)).is_ok());
        assert!(
            secrets_equal("abc", "abc")
                && !secrets_equal("abc", "abd")
                && !secrets_equal("abc", "ab")
        );
    }
}
