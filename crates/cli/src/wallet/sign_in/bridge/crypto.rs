//! The relay's end-to-end encryption as the reference client kit does it: AES-256-GCM
//! with one key per request, a 12-byte IV, the 16-byte tag appended, no associated data;
//! key, IV and ciphertext in standard base64.

use aws_lc_rs::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Serialize};

/// An `{iv, payload}` body of the relay.
#[derive(Debug, Deserialize, Serialize)]
pub struct Sealed {
    pub iv: String,
    pub payload: String,
}

#[derive(Debug, thiserror::Error)]
pub enum CryptoError {
    #[error("the link's key is not a base64 AES-256 key")]
    BadKey,
    #[error("the request cannot be decrypted with the link's key")]
    Undecryptable,
    #[error("the system's random generator failed")]
    Random,
}

pub struct RequestKey(LessSafeKey);

impl RequestKey {
    pub fn from_base64(key: &str) -> Result<Self, CryptoError> {
        let raw = STANDARD.decode(key).map_err(|_| CryptoError::BadKey)?;
        let unbound = UnboundKey::new(&AES_256_GCM, &raw).map_err(|_| CryptoError::BadKey)?;
        Ok(RequestKey(LessSafeKey::new(unbound)))
    }

    pub fn open(&self, sealed: &Sealed) -> Result<Vec<u8>, CryptoError> {
        let iv = STANDARD
            .decode(&sealed.iv)
            .map_err(|_| CryptoError::Undecryptable)?;
        let nonce =
            Nonce::try_assume_unique_for_key(&iv).map_err(|_| CryptoError::Undecryptable)?;
        let mut data = STANDARD
            .decode(&sealed.payload)
            .map_err(|_| CryptoError::Undecryptable)?;
        let plain = self
            .0
            .open_in_place(nonce, Aad::empty(), &mut data)
            .map_err(|_| CryptoError::Undecryptable)?;
        Ok(plain.to_vec())
    }

    /// Encrypts under a fresh random IV.
    pub fn seal(&self, plain: &[u8]) -> Result<Sealed, CryptoError> {
        let mut iv = [0u8; NONCE_LEN];
        aws_lc_rs::rand::fill(&mut iv).map_err(|_| CryptoError::Random)?;
        let mut data = plain.to_vec();
        self.0
            .seal_in_place_append_tag(Nonce::assume_unique_for_key(iv), Aad::empty(), &mut data)
            .map_err(|_| CryptoError::Random)?;
        Ok(Sealed {
            iv: STANDARD.encode(iv),
            payload: STANDARD.encode(data),
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    // Made with WebCrypto (`crypto.subtle.encrypt({name: "AES-GCM", iv}, key, …)`), as
    // the kit does: key = bytes 0..31, iv = bytes 0..11, plaintext "{\"a\":1}".
    const KEY: &str = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";
    const IV: &str = "AAECAwQFBgcICQoL";
    const PAYLOAD: &str = "PCC3Of/Uv/leDUorNT/XZP722B+wgyY=";

    #[test]
    fn opens_what_webcrypto_sealed() {
        let key = RequestKey::from_base64(KEY).unwrap();
        let sealed = Sealed {
            iv: IV.into(),
            payload: PAYLOAD.into(),
        };
        assert_eq!(key.open(&sealed).unwrap(), b"{\"a\":1}");
    }

    #[test]
    fn seals_under_a_fresh_iv_each_time_and_opens_again() {
        let key = RequestKey::from_base64(KEY).unwrap();
        let (a, b) = (key.seal(b"hello").unwrap(), key.seal(b"hello").unwrap());
        assert_ne!(a.iv, b.iv);
        assert_eq!(STANDARD.decode(&a.iv).unwrap().len(), 12);
        assert_eq!(STANDARD.decode(&a.payload).unwrap().len(), 5 + 16);
        assert_eq!(key.open(&a).unwrap(), b"hello");
    }

    #[test]
    fn a_wrong_key_or_a_tampered_payload_is_refused() {
        let key = RequestKey::from_base64(KEY).unwrap();
        let mut sealed = key.seal(b"hello").unwrap();
        let other = RequestKey::from_base64(&STANDARD.encode([7u8; 32])).unwrap();
        assert!(matches!(
            other.open(&sealed),
            Err(CryptoError::Undecryptable)
        ));
        sealed.payload = STANDARD.encode(b"not what was sealed at all");
        assert!(matches!(key.open(&sealed), Err(CryptoError::Undecryptable)));
        assert!(matches!(
            RequestKey::from_base64("c2hvcnQ="),
            Err(CryptoError::BadKey)
        ));
    }
}
