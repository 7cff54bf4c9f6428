//! WebAuthn ceremony state between `start` and `finish`, kept in the database so any
//! replica can finish a ceremony another started. Taken (deleted) exactly once.

use crate::{Store, StoreResult, with_pool};

impl Store {
    /// Stores a ceremony's state; also drops ceremonies that expired unfinished.
    pub async fn insert_ceremony(
        &self,
        id: &str,
        kind: &str,
        state: &str,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_pool!(self, p => {
            sqlx::query("DELETE FROM webauthn_ceremonies WHERE expires_at < $1")
                .bind(now).execute(p).await?;
            sqlx::query(
                "INSERT INTO webauthn_ceremonies (id, kind, state, expires_at) VALUES ($1, $2, $3, $4)",
            ).bind(id).bind(kind).bind(state).bind(expires_at).execute(p).await.map(|_| ())
        })?;
        Ok(())
    }

    /// Removes and returns the state of a live ceremony of `kind`; `NotFound` if it is
    /// unknown, of another kind, already taken or expired.
    pub async fn take_ceremony(&self, id: &str, kind: &str, now: i64) -> StoreResult<String> {
        let _turn = self.write_turn().await;
        Ok(with_pool!(self, p => sqlx::query_scalar(
            "DELETE FROM webauthn_ceremonies WHERE id = $1 AND kind = $2 AND expires_at > $3 \
             RETURNING state",
        ).bind(id).bind(kind).bind(now).fetch_one(p).await)?)
    }
}
