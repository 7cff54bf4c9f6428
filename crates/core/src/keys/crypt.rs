//! Private signing keys at rest: AES-256-GCM under a key derived from the master secret,
//! with the key id as associated data so a ciphertext cannot be moved to another row.

use aws_lc_rs::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use aws_lc_rs::digest;
use rand::RngCore;
use rand::rngs::OsRng;

use crate::secrets::MasterSecret;
use crate::{CoreError, CoreResult};

pub struct KeyCrypt {
    key: LessSafeKey,
    /// Names the key-encryption key (a hash prefix of it), stored beside each ciphertext.
    pub id: String,
}

impl KeyCrypt {
    pub fn new(secret: &MasterSecret) -> CoreResult<Self> {
        let raw = secret.derive("signing key encryption");
        let id = hex::encode(&digest::digest(&digest::SHA256, &raw).as_ref()[..8]);
        let key = UnboundKey::new(&AES_256_GCM, &raw)
            .map_err(|_| CoreError::Internal("AES key".into()))?;
        Ok(KeyCrypt {
            key: LessSafeKey::new(key),
            id,
        })
    }

    /// nonce ‖ ciphertext ‖ tag
    pub fn seal(&self, kid: &str, plaintext: &[u8]) -> CoreResult<Vec<u8>> {
        let mut nonce = [0u8; NONCE_LEN];
        OsRng.fill_bytes(&mut nonce);
        let mut buf = plaintext.to_vec();
        self.key
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce),
                Aad::from(kid.as_bytes()),
                &mut buf,
            )
            .map_err(|_| CoreError::Internal("sealing a signing key failed".into()))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&buf);
        Ok(out)
    }

    pub fn open(&self, kid: &str, enc_key_id: &str, sealed: &[u8]) -> CoreResult<Vec<u8>> {
        let fail = || {
            CoreError::Internal(format!(
                "signing key {kid} cannot be decrypted with this master secret"
            ))
        };
        if enc_key_id != self.id || sealed.len() < NONCE_LEN {
            return Err(fail());
        }
        let (nonce, body) = sealed.split_at(NONCE_LEN);
        let nonce = Nonce::try_assume_unique_for_key(nonce).map_err(|_| fail())?;
        let mut buf = body.to_vec();
        let plain = self
            .key
            .open_in_place(nonce, Aad::from(kid.as_bytes()), &mut buf)
            .map_err(|_| fail())?;
        Ok(plain.to_vec())
    }
}
