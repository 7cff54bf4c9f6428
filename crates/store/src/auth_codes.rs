//! OAuth authorization codes, stored only as keyed hashes. A code is consumed by one
//! atomic statement, so two concurrent exchanges cannot both succeed.

use crate::guarded::{Guarded, WriteGuarded};
use crate::refresh_tokens::NewFamily;
use crate::sql::{Arg, Row};
use crate::tokens::TokenRow;
use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct AuthCodeRow {
    pub code_hash: String,
    pub app_id: String,
    pub redirect_uri: String,
    /// PKCE S256 challenge, when the client sent one.
    pub code_challenge: Option<String>,
    /// What the tokens will say (subject, scopes, nonce, …) as JSON.
    pub grant_data: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub consumed_at: Option<i64>,
    pub revoked_at: Option<i64>,
}

/// A code to consume and the tokens to record for it.
#[derive(Clone, Debug)]
pub struct Redemption {
    pub code_hash: String,
    /// The client redeeming it: only the client the code was issued to consumes it.
    pub app_id: String,
    pub now: i64,
    pub tokens: Vec<TokenRow>,
    /// A refresh-token family born from this code (scope `offline_access`).
    pub refresh: Option<NewFamily>,
}

impl Redemption {
    /// Consumes the code if unused (and this client's), then adds the family and tokens.
    fn guarded(&self) -> Guarded<'_> {
        let mut rows: Vec<&(dyn Row + Sync)> = Vec::new();
        if let Some(new) = &self.refresh {
            rows.push(&new.family);
            rows.push(&new.token);
        }
        rows.extend(self.tokens.iter().map(|t| t as &(dyn Row + Sync)));
        Guarded {
            first: "UPDATE auth_codes SET consumed_at = $2 \
                    WHERE code_hash = $1 AND app_id = $3 AND consumed_at IS NULL",
            args: vec![
                Arg::Text(&self.code_hash),
                Arg::Int(self.now),
                Arg::Text(&self.app_id),
            ],
            rows,
        }
    }
}

/// The most codes one INSERT takes: within SQLite's 32,766 bound values a statement.
const ROWS_PER_INSERT: usize = 1000;

const COLUMNS: &str = "code_hash, app_id, redirect_uri, code_challenge, grant_data, \
    created_at, expires_at, consumed_at, revoked_at";

impl Store {
    pub async fn insert_auth_code(&self, c: &AuthCodeRow) -> StoreResult<()> {
        self.insert_auth_codes(std::slice::from_ref(c)).await
    }

    /// Records several codes in one transaction (all or none): the sign-ins answered
    /// together share one commit (see the core's group commit). Usually one statement
    /// that commits by itself: no `BEGIN`/`COMMIT`, and no statement journal (SQLite
    /// keeps one for a multi-row statement inside a transaction, in a temporary file
    /// once past 64 KiB).
    pub async fn insert_auth_codes(&self, rows: &[AuthCodeRow]) -> StoreResult<()> {
        if rows.is_empty() {
            return Ok(());
        }
        let _turn = self.write_turn().await;
        with_writer!(self, p => {
            if rows.len() <= ROWS_PER_INSERT {
                insert_codes(rows).build().execute(p).await?;
                return Ok(());
            }
            let mut tx = p.begin().await?;
            for chunk in rows.chunks(ROWS_PER_INSERT) {
                insert_codes(chunk).build().execute(&mut *tx).await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// Consumes `app_id`'s code if it was never used; `None` when it is unknown, another
    /// client's or already used. Expiry and bindings are the caller's to check on the
    /// returned row.
    pub async fn consume_auth_code(
        &self,
        code_hash: &str,
        app_id: &str,
        now: i64,
    ) -> StoreResult<Option<AuthCodeRow>> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE auth_codes SET consumed_at = $3 \
             WHERE code_hash = $1 AND app_id = $2 AND consumed_at IS NULL RETURNING {COLUMNS}"
        );
        Ok(with_writer!(self, p => sqlx::query_as(&sql)
            .bind(code_hash).bind(app_id).bind(now).fetch_optional(p).await)?)
    }

    /// `app_id`'s code: another client's code is as unknown to it as a made-up one, so a
    /// client can never act on (burn, replay-revoke) a code it was not given.
    pub async fn find_auth_code(
        &self,
        code_hash: &str,
        app_id: &str,
    ) -> StoreResult<Option<AuthCodeRow>> {
        let sql = format!("SELECT {COLUMNS} FROM auth_codes WHERE code_hash = $1 AND app_id = $2");
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(code_hash).bind(app_id).fetch_optional(p).await)?)
    }

    /// Consumes the code and records the tokens issued for it in one commit. False,
    /// with nothing written, when the code was already used.
    pub async fn redeem_auth_code(&self, redemption: &Redemption) -> StoreResult<bool> {
        let answers = self
            .redeem_auth_codes(std::slice::from_ref(redemption))
            .await?;
        Ok(answers.first().copied().unwrap_or(false))
    }

    /// Many redemptions in ONE transaction (one disk flush for all): each consumes its
    /// code if unused and then records its tokens, or writes nothing and answers false.
    pub async fn redeem_auth_codes(&self, redemptions: &[Redemption]) -> StoreResult<Vec<bool>> {
        let _turn = self.write_turn().await;
        let writes: Vec<Guarded> = redemptions.iter().map(Redemption::guarded).collect();
        let mut answers = Vec::with_capacity(writes.len());
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            for write in &writes {
                answers.push(tx.write_guarded(write).await?);
            }
            tx.commit().await?;
        });
        Ok(answers)
    }

    /// Revokes `app_id`'s code that was presented again, every token issued from it and the
    /// refresh family it started. True when the code exists (and was therefore used
    /// before); another client's code is left alone (false).
    pub async fn revoke_auth_code(
        &self,
        code_hash: &str,
        app_id: &str,
        now: i64,
    ) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let changed = with_writer!(self, p => sqlx::query(
            "UPDATE auth_codes SET revoked_at = COALESCE(revoked_at, $2) \
             WHERE code_hash = $1 AND app_id = $3",
        )
        .bind(code_hash).bind(now).bind(app_id).execute(p).await.map(|r| r.rows_affected()))?;
        if changed == 0 {
            return Ok(false);
        }
        with_writer!(self, p => sqlx::query(
            "UPDATE tokens SET revoked_at = COALESCE(revoked_at, $2) WHERE code_hash = $1",
        )
        .bind(code_hash).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        with_writer!(self, p => sqlx::query(
            "UPDATE refresh_families SET revoked_at = COALESCE(revoked_at, $2) WHERE code_hash = $1",
        )
        .bind(code_hash).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Forgets codes that expired before `before`, unless tokens or refresh families
    /// still refer to them (their revocation must keep working until those expire).
    pub async fn delete_expired_auth_codes(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query(
            "DELETE FROM auth_codes WHERE expires_at < $1 \
             AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.code_hash = auth_codes.code_hash) \
             AND NOT EXISTS (SELECT 1 FROM refresh_families f WHERE f.code_hash = auth_codes.code_hash)",
        )
        .bind(before).execute(p).await.map(|r| r.rows_affected()))?)
    }
}

/// The codes' rows in one statement.
fn insert_codes<'a, DB: sqlx::Database>(rows: &'a [AuthCodeRow]) -> sqlx::QueryBuilder<'a, DB>
where
    &'a str: sqlx::Encode<'a, DB> + sqlx::Type<DB>,
    Option<&'a str>: sqlx::Encode<'a, DB> + sqlx::Type<DB>,
    i64: sqlx::Encode<'a, DB> + sqlx::Type<DB>,
    Option<i64>: sqlx::Encode<'a, DB> + sqlx::Type<DB>,
{
    let mut qb = sqlx::QueryBuilder::new(format!("INSERT INTO auth_codes ({COLUMNS}) "));
    qb.push_values(rows, |mut b, c| {
        b.push_bind(c.code_hash.as_str())
            .push_bind(c.app_id.as_str())
            .push_bind(c.redirect_uri.as_str())
            .push_bind(c.code_challenge.as_deref())
            .push_bind(c.grant_data.as_str())
            .push_bind(c.created_at)
            .push_bind(c.expires_at)
            .push_bind(c.consumed_at)
            .push_bind(c.revoked_at);
    });
    qb
}
