//! Refresh tokens (stored only as keyed hashes) and their families. A refresh token is
//! rotated by one conditional UPDATE, so of two concurrent uses exactly one wins, on
//! one process or many replicas; a family is revoked by one UPDATE that every liveness
//! check joins on.

use crate::guarded::{Guarded, WriteGuarded};
use crate::sql::{Arg, Row};
use crate::tokens::TokenRow;
use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RefreshTokenRow {
    pub token_hash: String,
    pub family_id: String,
    pub app_id: String,
    /// What the tokens it yields will say (the original grant), as JSON.
    pub grant_data: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct RefreshFamilyRow {
    pub id: String,
    pub app_id: String,
    pub code_hash: Option<String>,
    pub created_at: i64,
    pub revoked_at: Option<i64>,
}

/// A refresh token as found, with whether its family (or the code it came from) was
/// revoked and whether its app is archived.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct FoundRefreshToken {
    #[sqlx(flatten)]
    pub row: RefreshTokenRow,
    pub family_revoked: bool,
    pub app_archived: bool,
}

/// A new family with its first refresh token (written with a code's redemption).
#[derive(Clone, Debug)]
pub struct NewFamily {
    pub family: RefreshFamilyRow,
    pub token: RefreshTokenRow,
}

/// Use `old_hash` once and put `next` (and the tokens issued with it) in its place.
#[derive(Clone, Debug)]
pub struct Rotation {
    pub old_hash: String,
    pub now: i64,
    pub next: RefreshTokenRow,
    pub tokens: Vec<TokenRow>,
}

impl Rotation {
    /// Marks the old token used if it was unused and its family live, then adds the next
    /// token and the tokens issued with it.
    fn guarded(&self) -> Guarded<'_> {
        let mut rows: Vec<&(dyn Row + Sync)> = vec![&self.next];
        rows.extend(self.tokens.iter().map(|t| t as &(dyn Row + Sync)));
        Guarded {
            first: "UPDATE refresh_tokens SET used_at = $2 \
                    WHERE token_hash = $1 AND used_at IS NULL AND EXISTS \
                    (SELECT 1 FROM refresh_families f WHERE f.id = refresh_tokens.family_id \
                     AND f.revoked_at IS NULL)",
            args: vec![Arg::Text(&self.old_hash), Arg::Int(self.now)],
            rows,
        }
    }
}

const COLUMNS: &str = "r.token_hash, r.family_id, r.app_id, r.grant_data, r.created_at, \
    r.expires_at, r.used_at";

impl Store {
    pub async fn find_refresh_token(
        &self,
        token_hash: &str,
    ) -> StoreResult<Option<FoundRefreshToken>> {
        let sql = format!(
            "SELECT {COLUMNS}, \
             (f.revoked_at IS NOT NULL OR c.revoked_at IS NOT NULL) AS family_revoked, \
             a.is_archived AS app_archived \
             FROM refresh_tokens r JOIN refresh_families f ON f.id = r.family_id \
             JOIN apps a ON a.id = r.app_id \
             LEFT JOIN auth_codes c ON c.code_hash = f.code_hash \
             WHERE r.token_hash = $1"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql).bind(token_hash).fetch_optional(p).await)?)
    }

    /// Many rotations in ONE transaction: each marks its old token used if it was unused
    /// and its family live, then records the next token and the tokens issued with it;
    /// or writes nothing and answers false (the token was used already: a replay).
    pub async fn rotate_refresh_tokens(&self, rotations: &[Rotation]) -> StoreResult<Vec<bool>> {
        let _turn = self.write_turn().await;
        let writes: Vec<Guarded> = rotations.iter().map(Rotation::guarded).collect();
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

    pub async fn rotate_refresh_token(&self, rotation: &Rotation) -> StoreResult<bool> {
        let answers = self
            .rotate_refresh_tokens(std::slice::from_ref(rotation))
            .await?;
        Ok(answers.first().copied().unwrap_or(false))
    }

    /// Revokes a family: its refresh tokens and every token it produced stop working.
    /// Only `app_id`'s families; false when the family is not that app's.
    pub async fn revoke_refresh_family(
        &self,
        family_id: &str,
        app_id: &str,
        now: i64,
    ) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let changed = with_writer!(self, p => sqlx::query(
            "UPDATE refresh_families SET revoked_at = COALESCE(revoked_at, $3) \
             WHERE id = $1 AND app_id = $2",
        )
        .bind(family_id).bind(app_id).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Forgets refresh tokens that expired before `before`, then families with nothing
    /// left that refers to them.
    pub async fn delete_expired_refresh_tokens(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        let tokens = with_writer!(self, p => sqlx::query(
            "DELETE FROM refresh_tokens WHERE expires_at < $1",
        )
        .bind(before).execute(p).await.map(|r| r.rows_affected()))?;
        let families = with_writer!(self, p => sqlx::query(
            "DELETE FROM refresh_families WHERE created_at < $1 \
             AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = refresh_families.id) \
             AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.family_id = refresh_families.id)",
        )
        .bind(before).execute(p).await.map(|r| r.rows_affected()))?;
        Ok(tokens + families)
    }
}
