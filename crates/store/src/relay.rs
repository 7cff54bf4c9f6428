//! Wallet Bridge relay entries (docs/architecture.md, "Wallet Bridge relay"): an encrypted
//! request a wallet reads once, and the encrypted response the widget collects once. Every
//! read that hands out a ciphertext is a single conditional write, so two replicas never
//! both hand it out.

use crate::{Store, StoreResult, with_pool, with_writer};

/// An `{iv, payload}` pair as the client sent it (standard base64, never decrypted here).
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Sealed {
    pub iv: String,
    pub payload: String,
}

/// What the widget's poll finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayStatus {
    /// `initialized` or `retrieved`: no response yet.
    Waiting(String),
    /// A response is stored and not yet collected.
    Answered,
}

/// What storing a response did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Stored,
    /// A response is already stored (and not yet collected).
    AlreadyAnswered,
    /// No open entry: unknown, expired, or its response already collected.
    Closed,
}

impl Store {
    /// Stores a new request under `id`; false when a live entry already has that id
    /// (an expired one not yet purged is replaced).
    pub async fn insert_relay_request(
        &self,
        id: &str,
        request: &Sealed,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<bool> {
        let _turn = self.write_turn().await;
        let stored = with_writer!(self, p => sqlx::query(
            "INSERT INTO relay_entries (id, status, request_iv, request_payload, expires_at) \
             VALUES ($1, 'initialized', $2, $3, $4) \
             ON CONFLICT (id) DO UPDATE SET status = 'initialized', \
             request_iv = excluded.request_iv, request_payload = excluded.request_payload, \
             response_iv = NULL, response_payload = NULL, expires_at = excluded.expires_at \
             WHERE relay_entries.expires_at <= $5",
        )
        .bind(id).bind(&request.iv).bind(&request.payload).bind(expires_at).bind(now)
        .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(stored == 1)
    }

    /// Stores a response that no request came before, under a new `id`.
    pub async fn insert_relay_response(
        &self,
        id: &str,
        response: &Sealed,
        expires_at: i64,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO relay_entries (id, status, response_iv, response_payload, expires_at) \
             VALUES ($1, 'completed', $2, $3, $4)",
        )
        .bind(id).bind(&response.iv).bind(&response.payload).bind(expires_at)
        .execute(p).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Hands the request out once: clears it, marks the entry `retrieved` (unless already
    /// answered) and moves its expiry to `expires_at`. None when absent, read or expired.
    pub async fn take_relay_request(
        &self,
        id: &str,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<Option<Sealed>> {
        let _turn = self.write_turn().await;
        // The first UPDATE locks the row; a concurrent reader waits, then finds the
        // request cleared by the second, so only one of them gets it.
        let taken = with_writer!(self, p => async {
            let mut tx = p.begin().await?;
            let sealed: Option<Sealed> = sqlx::query_as(
                "UPDATE relay_entries SET expires_at = $3, status = CASE status \
                 WHEN 'initialized' THEN 'retrieved' ELSE status END \
                 WHERE id = $1 AND request_payload IS NOT NULL AND expires_at > $2 \
                 RETURNING request_iv AS iv, request_payload AS payload",
            )
            .bind(id).bind(now).bind(expires_at)
            .fetch_optional(&mut *tx).await?;
            if sealed.is_some() {
                sqlx::query(
                    "UPDATE relay_entries SET request_iv = NULL, request_payload = NULL \
                     WHERE id = $1",
                )
                .bind(id).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(sealed)
        }.await)?;
        Ok(taken)
    }

    /// Whether the request is still there to be read.
    pub async fn relay_request_waiting(&self, id: &str, now: i64) -> StoreResult<bool> {
        let found: Option<(String,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT id FROM relay_entries \
             WHERE id = $1 AND request_payload IS NOT NULL AND expires_at > $2",
        )
        .bind(id).bind(now).fetch_optional(p).await)?;
        Ok(found.is_some())
    }

    /// Stores the response unless one is stored already; the expiry moves to `expires_at`.
    pub async fn put_relay_response(
        &self,
        id: &str,
        response: &Sealed,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<Answer> {
        let _turn = self.write_turn().await;
        let stored = with_writer!(self, p => sqlx::query(
            "UPDATE relay_entries SET status = 'completed', response_iv = $2, \
             response_payload = $3, expires_at = $5 \
             WHERE id = $1 AND status <> 'completed' AND expires_at > $4",
        )
        .bind(id).bind(&response.iv).bind(&response.payload).bind(now).bind(expires_at)
        .execute(p).await.map(|r| r.rows_affected()))?;
        if stored == 1 {
            return Ok(Answer::Stored);
        }
        Ok(match self.relay_status(id, now).await? {
            Some(RelayStatus::Answered) => Answer::AlreadyAnswered,
            _ => Answer::Closed,
        })
    }

    /// The entry's state, or None when absent, expired or collected. One key lookup: the
    /// widget asks this every few seconds.
    pub async fn relay_status(&self, id: &str, now: i64) -> StoreResult<Option<RelayStatus>> {
        let found: Option<(String,)> = with_pool!(self, p => sqlx::query_as(
            "SELECT status FROM relay_entries WHERE id = $1 AND expires_at > $2",
        )
        .bind(id).bind(now).fetch_optional(p).await)?;
        Ok(found.map(|(status,)| match status.as_str() {
            "completed" => RelayStatus::Answered,
            _ => RelayStatus::Waiting(status),
        }))
    }

    /// Hands the response out once and forgets the entry. None when there is none (not
    /// yet answered, collected by someone else, or expired).
    pub async fn take_relay_response(&self, id: &str, now: i64) -> StoreResult<Option<Sealed>> {
        let _turn = self.write_turn().await;
        Ok(with_writer!(self, p => sqlx::query_as(
            "DELETE FROM relay_entries \
             WHERE id = $1 AND response_payload IS NOT NULL AND expires_at > $2 \
             RETURNING response_iv AS iv, response_payload AS payload",
        )
        .bind(id).bind(now).fetch_optional(p).await)?)
    }

    /// Forgets entries that expired before `before`; returns how many.
    pub async fn delete_expired_relay_entries(&self, before: i64) -> StoreResult<u64> {
        let _turn = self.write_turn().await;
        Ok(
            with_writer!(self, p => sqlx::query("DELETE FROM relay_entries WHERE expires_at < $1")
            .bind(before).execute(p).await.map(|r| r.rows_affected()))?,
        )
    }
}
