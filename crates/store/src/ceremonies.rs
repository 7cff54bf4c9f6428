//! WebAuthn ceremony state between `start` and `finish`, kept in the database so any
//! replica can finish a ceremony another started. Taken (deleted) exactly once; those
//! nobody finished are deleted by the periodic purge, by an indexed query
//! (`webauthn_ceremonies_by_expiry`), not by every new ceremony.

use crate::{Store, StoreResult, with_writer};

impl Store {
    /// Stores a ceremony's state.
    pub async fn insert_ceremony(
        &self,
        id: &str,
        kind: &str,
        state: &str,
        expires_at: i64,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO webauthn_ceremonies (id, kind, state, expires_at) VALUES ($1, $2, $3, $4)",
        ).bind(id).bind(kind).bind(state).bind(expires_at).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// Removes and returns the state of a live ceremony of `kind`; `NotFound` if it is
    /// unknown, of another kind, already taken or expired.
    pub async fn take_ceremony(&self, id: &str, kind: &str, now: i64) -> StoreResult<String> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query_scalar(
            "DELETE FROM webauthn_ceremonies WHERE id = $1 AND kind = $2 AND expires_at > $3 \
             RETURNING state",
        ).bind(id).bind(kind).bind(now).fetch_one(p).await)?)
    }

    /// Deletes the ceremonies that expired before `now`; returns how many.
    pub async fn delete_expired_ceremonies(&self, now: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query(
            "DELETE FROM webauthn_ceremonies WHERE expires_at < $1",
        ).bind(now).execute(p).await.map(|r| r.rows_affected()))?)
    }
}
