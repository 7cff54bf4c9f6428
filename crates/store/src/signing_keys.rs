//! RSA signing keys. The private half arrives here already encrypted (AEAD); `enc_key_id`
//! names the key-encryption key so that key can rotate.

use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct SigningKeyRow {
    pub kid: String,
    pub purpose: String,
    pub algorithm: String,
    pub public_jwk: String,
    pub private_enc: Vec<u8>,
    pub enc_key_id: String,
    pub created_at: i64,
    /// It may sign from this time …
    pub signs_from: i64,
    /// … until this time …
    pub signs_until: i64,
    /// … and stays published until every token it signed has expired.
    pub publish_until: i64,
}

const COLUMNS: &str = "kid, purpose, algorithm, public_jwk, private_enc, enc_key_id, created_at, \
    signs_from, signs_until, publish_until";

impl Store {
    pub async fn insert_signing_key(&self, k: &SigningKeyRow) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "INSERT INTO signing_keys ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
        );
        with_writer!(self, p => sqlx::query(&sql)
            .bind(&k.kid).bind(&k.purpose).bind(&k.algorithm).bind(&k.public_jwk).bind(&k.private_enc)
            .bind(&k.enc_key_id).bind(k.created_at).bind(k.signs_from).bind(k.signs_until).bind(k.publish_until)
            .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Keys of `purpose` still published at `now`, newest first.
    pub async fn published_signing_keys(
        &self,
        purpose: &str,
        now: i64,
    ) -> StoreResult<Vec<SigningKeyRow>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM signing_keys WHERE purpose = $1 AND publish_until > $2 \
             ORDER BY signs_from DESC, kid"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(purpose).bind(now).fetch_all(p).await)?)
    }
}
