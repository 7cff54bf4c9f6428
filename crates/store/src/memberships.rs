//! Who belongs to which team, in which role. A team always keeps one owner: demoting or
//! removing its last owner is refused inside the same statement that would do it.

use crate::{Store, StoreError, StoreResult, with_pool, with_writer};

/// A member of a team as the members page lists it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct MemberRow {
    pub account_id: String,
    pub display_name: String,
    pub role: String,
    pub created_at: i64,
}

/// One of an account's teams.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TeamOfAccount {
    pub team_id: String,
    pub team_name: String,
    pub role: String,
}

/// Serialises changes to one team's memberships: a row lock on PostgreSQL, the write lock
/// on SQLite; without it two owners demoting each other at once could leave none.
const LOCK_TEAM: &str = "UPDATE teams SET name = name WHERE id = $1";

const OTHER_OWNERS: &str = "(SELECT COUNT(*) FROM memberships \
    WHERE team_id = $1 AND role = 'owner' AND account_id <> $2) > 0";

impl Store {
    pub async fn list_members(&self, team_id: &str) -> StoreResult<Vec<MemberRow>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT m.account_id, a.display_name, m.role, m.created_at FROM memberships m \
             JOIN accounts a ON a.id = m.account_id WHERE m.team_id = $1 \
             ORDER BY m.created_at, m.account_id",
        ).bind(team_id).fetch_all(p).await)?)
    }

    /// The account's teams, oldest membership first.
    pub async fn teams_of(&self, account_id: &str) -> StoreResult<Vec<TeamOfAccount>> {
        Ok(with_pool!(self, p => sqlx::query_as(
            "SELECT m.team_id, t.name AS team_name, m.role FROM memberships m \
             JOIN teams t ON t.id = m.team_id WHERE m.account_id = $1 \
             ORDER BY m.created_at, m.team_id",
        ).bind(account_id).fetch_all(p).await)?)
    }

    /// Adds a member directly (bootstrap of tests and tools; people join by invite).
    pub async fn insert_membership(
        &self,
        team_id: &str,
        account_id: &str,
        role: &str,
        now: i64,
    ) -> StoreResult<()> {
        let _turn = self.write_turn().await;
        with_writer!(self, p => sqlx::query(
            "INSERT INTO memberships (team_id, account_id, role, created_at) VALUES ($1, $2, $3, $4)",
        ).bind(team_id).bind(account_id).bind(role).bind(now).execute(p).await.map(|_| ()))?;
        Ok(())
    }

    /// Changes a member's role; returns the previous one and how many of the member's open
    /// invites were revoked with it (an invite lives only while its maker keeps the role
    /// they made it in). `NotFound` for a non-member, `Check { constraint: "last_owner" }`
    /// when it would leave the team without an owner.
    pub async fn set_member_role(
        &self,
        team_id: &str,
        account_id: &str,
        role: &str,
        now: i64,
    ) -> StoreResult<(String, u64)> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "UPDATE memberships SET role = $3 WHERE team_id = $1 AND account_id = $2 \
             AND (role <> 'owner' OR $3 = 'owner' OR {OTHER_OWNERS})"
        );
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query(LOCK_TEAM).bind(team_id).execute(&mut *tx).await?;
            let before: Option<String> = sqlx::query_scalar(
                "SELECT role FROM memberships WHERE team_id = $1 AND account_id = $2",
            ).bind(team_id).bind(account_id).fetch_optional(&mut *tx).await?;
            let Some(before) = before else { return Err(StoreError::NotFound) };
            let n = sqlx::query(&sql).bind(team_id).bind(account_id).bind(role)
                .execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                return Err(StoreError::Check { constraint: "last_owner".into() });
            }
            let revoked = if before == role {
                0
            } else {
                sqlx::query(crate::invites::REVOKE_MADE_BY)
                    .bind(team_id).bind(account_id).bind(now)
                    .execute(&mut *tx).await?.rows_affected()
            };
            tx.commit().await?;
            Ok((before, revoked))
        })
    }

    /// Removes a member, revoking the invites they made; returns the removed row and how
    /// many invites died with the membership. Same refusals as [`Store::set_member_role`].
    pub async fn remove_member(
        &self,
        team_id: &str,
        account_id: &str,
        now: i64,
    ) -> StoreResult<(MemberRow, u64)> {
        let _turn = self.write_turn().await;
        let sql = format!(
            "DELETE FROM memberships WHERE team_id = $1 AND account_id = $2 \
             AND (role <> 'owner' OR {OTHER_OWNERS})"
        );
        with_writer!(self, p => {
            let mut tx = p.begin().await?;
            sqlx::query(LOCK_TEAM).bind(team_id).execute(&mut *tx).await?;
            let row: Option<MemberRow> = sqlx::query_as(
                "SELECT m.account_id, a.display_name, m.role, m.created_at FROM memberships m \
                 JOIN accounts a ON a.id = m.account_id WHERE m.team_id = $1 AND m.account_id = $2",
            ).bind(team_id).bind(account_id).fetch_optional(&mut *tx).await?;
            let Some(row) = row else { return Err(StoreError::NotFound) };
            let n = sqlx::query(&sql).bind(team_id).bind(account_id)
                .execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                return Err(StoreError::Check { constraint: "last_owner".into() });
            }
            let revoked = sqlx::query(crate::invites::REVOKE_MADE_BY)
                .bind(team_id).bind(account_id).bind(now)
                .execute(&mut *tx).await?.rows_affected();
            tx.commit().await?;
            Ok((row, revoked))
        })
    }
}
