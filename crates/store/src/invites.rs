//! One-time invite links to a team, stored only as a keyed hash of the link's token.
//! They are consumed by [`Store::create_account_by_invite`] or [`Store::join_by_invite`].
//!
//! An invite lives only while its maker keeps the membership and role they made it with:
//! removing the maker or changing their role revokes their open invites (see
//! `memberships`), and every use checks the maker again, so no path that ends a
//! membership leaves its invites working. An invite without a maker is the operator's.

use crate::{Store, StoreResult, with_pool, with_writer};

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Invite {
    pub id: String,
    pub token_hash: String,
    pub team_id: String,
    pub role: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
    /// The account that made it (None: the operator, e.g. the bootstrap's setup link).
    pub created_by: Option<String>,
    /// The maker's role when they made it.
    pub creator_role: Option<String>,
    pub revoked_at: Option<i64>,
}

/// An invite that can still be used, with the name of its team.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct OpenInvite {
    pub team_id: String,
    pub team_name: String,
    pub role: String,
    pub expires_at: i64,
}

/// An open invite as the members page lists it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ListedInvite {
    pub id: String,
    pub role: String,
    pub created_by: Option<String>,
    /// The maker's display name (None: the operator).
    pub creator_name: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
}

/// The condition on invites `i` (with `$2` = now) under which one can still be used:
/// unused, unrevoked, unexpired, and its maker still in the team in the same role.
pub(crate) const USABLE: &str = "i.used_at IS NULL AND i.revoked_at IS NULL \
    AND i.expires_at > $2 AND (i.created_by IS NULL OR EXISTS (SELECT 1 FROM memberships m \
    WHERE m.team_id = i.team_id AND m.account_id = i.created_by AND m.role = i.creator_role))";

/// Revokes the open invites `$2` made in team `$1`, at `$3`.
pub(crate) const REVOKE_MADE_BY: &str = "UPDATE invites SET revoked_at = $3 \
    WHERE team_id = $1 AND created_by = $2 AND used_at IS NULL AND revoked_at IS NULL";

impl Store {
    pub async fn insert_invite(&self, invite: &Invite) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO invites (id, token_hash, team_id, role, created_at, expires_at, used_at, \
             created_by, creator_role, revoked_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(&invite.id).bind(&invite.token_hash).bind(&invite.team_id).bind(&invite.role)
        .bind(invite.created_at).bind(invite.expires_at).bind(invite.used_at)
        .bind(&invite.created_by).bind(&invite.creator_role).bind(invite.revoked_at)
        .execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// The invite if it can still be used at `now`.
    pub async fn open_invite(&self, token_hash: &str, now: i64) -> StoreResult<OpenInvite> {
        let sql = format!(
            "SELECT i.team_id, t.name AS team_name, i.role, i.expires_at FROM invites i \
             JOIN teams t ON t.id = i.team_id WHERE i.token_hash = $1 AND {USABLE}"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(token_hash).bind(now).fetch_one(p).await)?)
    }

    /// The team's invites that can still be used at `now`, newest first.
    pub async fn list_open_invites(
        &self,
        team_id: &str,
        now: i64,
    ) -> StoreResult<Vec<ListedInvite>> {
        let sql = format!(
            "SELECT i.id, i.role, i.created_by, a.display_name AS creator_name, i.created_at, \
             i.expires_at FROM invites i LEFT JOIN accounts a ON a.id = i.created_by \
             WHERE i.team_id = $1 AND {USABLE} ORDER BY i.created_at DESC, i.id"
        );
        Ok(with_pool!(self, p => sqlx::query_as(&sql)
            .bind(team_id).bind(now).fetch_all(p).await)?)
    }

    /// Revokes one of the team's open invites; returns it, or `NotFound` when the team has
    /// no such invite that could still be used.
    pub async fn revoke_invite(
        &self,
        team_id: &str,
        id: &str,
        now: i64,
    ) -> StoreResult<ListedInvite> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            let sql = format!(
                "SELECT i.id, i.role, i.created_by, a.display_name AS creator_name, \
                 i.created_at, i.expires_at FROM invites i \
                 LEFT JOIN accounts a ON a.id = i.created_by \
                 WHERE i.team_id = $1 AND i.id = $3 AND {USABLE}"
            );
            let row: ListedInvite = sqlx::query_as(&sql)
                .bind(team_id).bind(now).bind(id).fetch_one(&mut *tx).await?;
            sqlx::query("UPDATE invites SET revoked_at = $3 WHERE team_id = $1 AND id = $2")
                .bind(team_id).bind(id).bind(now).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(row)
        })
    }
}
