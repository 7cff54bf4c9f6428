//! Portal accounts and their passkeys. An account is created together with its first
//! passkey and its first membership, by consuming an invite, in one transaction.

use crate::{Store, StoreError, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Account {
    pub id: String,
    pub display_name: String,
    /// The WebAuthn user handle (a UUID) resident passkeys carry.
    pub user_handle: String,
    pub created_at: i64,
}

/// `passkey` is the webauthn-rs `Passkey` serialised as JSON.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PasskeyRow {
    pub credential_id: String,
    pub account_id: String,
    pub passkey: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// What an invite grants once consumed.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Grant {
    pub team_id: String,
    pub role: String,
}

/// Uses the invite `$1` at `$2` for account `$3` if it can still be used (see
/// `invites::USABLE`, which this repeats for the row being updated).
const CONSUME_INVITE: &str = "UPDATE invites SET used_at = $2, used_by = $3 \
    WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 \
    AND (created_by IS NULL OR EXISTS (SELECT 1 FROM memberships m \
    WHERE m.team_id = invites.team_id AND m.account_id = invites.created_by \
    AND m.role = invites.creator_role)) RETURNING team_id, role";
const INSERT_MEMBERSHIP: &str =
    "INSERT INTO memberships (team_id, account_id, role, created_at) VALUES ($1, $2, $3, $4)";

impl Store {
    /// Creates the account with its passkey and joins it to the invite's team, consuming
    /// the invite. `NotFound` (and nothing written) when the invite is unknown, used or
    /// expired.
    pub async fn create_account_by_invite(
        &self,
        account: &Account,
        passkey: &PasskeyRow,
        invite_hash: &str,
    ) -> StoreResult<Grant> {
        let _turn = self.write_turn().await;
        let now = account.created_at;
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query("INSERT INTO accounts (id, display_name, user_handle, created_at) \
                         VALUES ($1, $2, $3, $4)")
                .bind(&account.id).bind(&account.display_name).bind(&account.user_handle)
                .bind(now).execute(&mut *tx).await?;
            sqlx::query("INSERT INTO passkeys (credential_id, account_id, passkey, created_at) \
                         VALUES ($1, $2, $3, $4)")
                .bind(&passkey.credential_id).bind(&account.id).bind(&passkey.passkey)
                .bind(now).execute(&mut *tx).await?;
            let grant: Option<Grant> = sqlx::query_as(CONSUME_INVITE)
                .bind(invite_hash).bind(now).bind(&account.id)
                .fetch_optional(&mut *tx).await?;
            let Some(grant) = grant else {
                tx.rollback().await?;
                return Err(StoreError::NotFound);
            };
            sqlx::query(INSERT_MEMBERSHIP)
                .bind(&grant.team_id).bind(&account.id).bind(&grant.role).bind(now)
                .execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(grant)
        })
    }

    /// An existing account joins the invite's team, consuming the invite. `NotFound` when
    /// the invite is unknown, used or expired; `Conflict` (invite kept) when the account
    /// is already a member.
    pub async fn join_by_invite(
        &self,
        account_id: &str,
        invite_hash: &str,
        now: i64,
    ) -> StoreResult<Grant> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            let grant: Option<Grant> = sqlx::query_as(CONSUME_INVITE)
                .bind(invite_hash).bind(now).bind(account_id)
                .fetch_optional(&mut *tx).await?;
            let Some(grant) = grant else {
                tx.rollback().await?;
                return Err(StoreError::NotFound);
            };
            sqlx::query(INSERT_MEMBERSHIP)
                .bind(&grant.team_id).bind(account_id).bind(&grant.role).bind(now)
                .execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(grant)
        })
    }

    pub async fn get_account(&self, id: &str) -> StoreResult<Account> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT id, display_name, user_handle, created_at FROM accounts WHERE id = $1",
        ).bind(id).fetch_one(p).await)?)
    }

    pub async fn account_by_user_handle(&self, handle: &str) -> StoreResult<Account> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT id, display_name, user_handle, created_at FROM accounts WHERE user_handle = $1",
        ).bind(handle).fetch_one(p).await)?)
    }

    pub async fn list_passkeys(&self, account_id: &str) -> StoreResult<Vec<PasskeyRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT credential_id, account_id, passkey, created_at, last_used_at FROM passkeys \
             WHERE account_id = $1 ORDER BY created_at, credential_id",
        ).bind(account_id).fetch_all(p).await)?)
    }

    /// Stores a passkey's new state (signature counter, backup flags) after a sign-in.
    pub async fn update_passkey(
        &self,
        credential_id: &str,
        passkey: &str,
        now: i64,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        let n = with_writer!(self, p => sqlx::query(
            "UPDATE passkeys SET passkey = $2, last_used_at = $3 WHERE credential_id = $1",
        ).bind(credential_id).bind(passkey).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        StoreError::unless_changed(n)
    }
}
