//! Team membership: one-time invite links (listed, revocable, and alive only while their
//! maker keeps the membership and role they made them in), joining, role changes and
//! removal. A team always keeps an owner (the store refuses the change that would leave
//! none).

use crate::Code;
use crate::TeamId;
use humanid_store::accounts::Grant;
use humanid_store::invites::{Invite, ListedInvite, OpenInvite};
use humanid_store::memberships::MemberRow;
use humanid_store::{StoreError, now_micros};
use serde_json::json;

use crate::audit::{Actor, Change, Permission, Role};
use crate::{CoreError, CoreResult, Humanid, ids};

/// Hash domain of invite tokens.
pub const INVITE_DOMAIN: &str = "portal_invite";
/// How long a member invite stays valid.
pub const INVITE_SECS: i64 = 7 * 24 * 3600;
/// How long the bootstrap `setup_url` (an owner invite) stays valid.
pub const SETUP_SECS: i64 = 24 * 3600;

fn invite_gone() -> CoreError {
    CoreError::not_found("This invite link is unknown, was already used, or has expired.")
}

fn last_owner() -> CoreError {
    CoreError::Conflict {
        code: Code::LastOwner,
        detail: "A team must keep at least one owner: make someone else owner first.".into(),
        attribute: Some("role".into()),
    }
}

fn membership_error(err: StoreError) -> CoreError {
    match err {
        StoreError::Check { constraint } if constraint == "last_owner" => last_owner(),
        StoreError::NotFound => CoreError::not_found("No such member of this team."),
        other => other.into(),
    }
}

/// Someone may hand out (or take back) an invite for `role` only if the role is not above
/// their own: an admin invites admins and members, never owners.
fn may_grant(actor: &Actor, role: Role) -> CoreResult<()> {
    match actor.role() {
        Some(own) if role < own => Err(CoreError::Forbidden {
            code: Code::Forbidden,
            detail: format!(
                "Only an owner may invite or revoke an invite as {}.",
                role.as_str()
            ),
        }),
        _ => Ok(()),
    }
}

/// An open invite as the members page shows it.
#[derive(Clone, Debug)]
pub struct InviteView {
    pub id: String,
    pub role: String,
    /// Who made it: a member's display name, or `operator` (the setup link).
    pub made_by: String,
    pub created_at: i64,
    pub expires_at: i64,
}

impl From<ListedInvite> for InviteView {
    fn from(i: ListedInvite) -> Self {
        InviteView {
            id: i.id,
            role: i.role,
            made_by: i.creator_name.unwrap_or_else(|| "operator".into()),
            created_at: i.created_at,
            expires_at: i.expires_at,
        }
    }
}

impl Humanid {
    /// Stores a new invite made by `maker`; returns its id and its token (the secret part
    /// of the link).
    async fn new_invite(
        &self,
        maker: &Actor,
        team_id: &TeamId,
        role: Role,
        lifetime_secs: i64,
    ) -> CoreResult<(String, String)> {
        let token = ids::random_hex(32);
        let now = now_micros();
        let invite = Invite {
            id: format!("inv_{}", ids::random_hex(16)),
            token_hash: self.hasher().hash(INVITE_DOMAIN, &token),
            team_id: team_id.to_string(),
            role: role.as_str().to_owned(),
            created_at: now,
            expires_at: now + lifetime_secs * 1_000_000,
            used_at: None,
            created_by: matches!(maker, Actor::Account { .. }).then(|| maker.id().to_owned()),
            creator_role: maker.role().map(|r| r.as_str().to_owned()),
            revoked_at: None,
        };
        self.store().insert_invite(&invite).await?;
        Ok((invite.id, token))
    }

    /// A one-time invite link token for `role`, valid 7 days.
    pub async fn invite_member(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        role: Role,
    ) -> CoreResult<String> {
        actor.permit(Permission::InviteMembers)?;
        may_grant(actor, role)?;
        let (id, token) = self.new_invite(actor, team_id, role, INVITE_SECS).await?;
        let detail = json!({"role": role.as_str()});
        self.record(actor, Change::new(team_id, "member.invite", &id, detail))
            .await?;
        Ok(token)
    }

    /// The bootstrap's one-time owner invite (the `setup_url`), valid 24 hours.
    pub async fn setup_invite(&self, team_id: &TeamId) -> CoreResult<String> {
        let (id, token) = self
            .new_invite(&Actor::Operator, team_id, Role::Owner, SETUP_SECS)
            .await?;
        let detail = json!({"role": "owner", "setup": true});
        self.record(
            &Actor::Operator,
            Change::new(team_id, "member.invite", &id, detail),
        )
        .await?;
        Ok(token)
    }

    /// The keyed hash an invite token is stored under.
    pub(crate) fn invite_hash(&self, token: &str) -> String {
        self.hasher().hash(INVITE_DOMAIN, token)
    }

    /// The invite behind a link, if it can still be used.
    pub async fn open_invite(&self, token: &str) -> CoreResult<OpenInvite> {
        match self
            .store()
            .open_invite(&self.invite_hash(token), now_micros())
            .await
        {
            Ok(invite) => Ok(invite),
            Err(StoreError::NotFound) => Err(invite_gone()),
            Err(e) => Err(e.into()),
        }
    }

    /// A signed-in account joins the team of an invite, using it up.
    pub async fn join_team(&self, actor: &Actor, token: &str) -> CoreResult<Grant> {
        let hash = self.invite_hash(token);
        let grant = match self
            .store()
            .join_by_invite(actor.id(), &hash, now_micros())
            .await
        {
            Ok(grant) => grant,
            Err(StoreError::NotFound) => return Err(invite_gone()),
            Err(StoreError::Conflict { .. }) => {
                return Err(CoreError::Conflict {
                    code: Code::AlreadyMember,
                    detail: "You are already a member of this team.".into(),
                    attribute: None,
                });
            }
            Err(e) => return Err(e.into()),
        };
        let detail = json!({"role": grant.role});
        self.record(
            actor,
            Change::new(&grant.team_id, "member.join", actor.id(), detail),
        )
        .await?;
        Ok(grant)
    }

    pub async fn list_members(&self, team_id: &TeamId) -> CoreResult<Vec<MemberRow>> {
        Ok(self.store().list_members(team_id).await?)
    }

    /// The team's invites that can still be used, newest first (for those who invite).
    pub async fn list_invites(
        &self,
        actor: &Actor,
        team_id: &TeamId,
    ) -> CoreResult<Vec<InviteView>> {
        actor.permit(Permission::InviteMembers)?;
        let rows = self
            .store()
            .list_open_invites(team_id, now_micros())
            .await?;
        Ok(rows.into_iter().map(InviteView::from).collect())
    }

    /// Revokes one of the team's open invites: its link stops working at once. Those who
    /// may invite may revoke any invite they could have made.
    pub async fn revoke_invite(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        invite_id: &str,
    ) -> CoreResult<InviteView> {
        actor.permit(Permission::InviteMembers)?;
        let gone = || CoreError::not_found("No such open invite in this team.");
        let open = self
            .store()
            .list_open_invites(team_id, now_micros())
            .await?;
        let invite = open
            .into_iter()
            .find(|i| i.id == invite_id)
            .ok_or_else(gone)?;
        may_grant(actor, Role::parse(&invite.role)?)?;
        let revoked = match self
            .store()
            .revoke_invite(team_id, invite_id, now_micros())
            .await
        {
            Ok(row) => InviteView::from(row),
            Err(StoreError::NotFound) => return Err(gone()),
            Err(e) => return Err(e.into()),
        };
        let detail = json!({"role": revoked.role, "made_by": revoked.made_by});
        self.record(
            actor,
            Change::new(team_id, "member.invite_revoke", invite_id, detail),
        )
        .await?;
        Ok(revoked)
    }

    /// Changes a member's role; the last owner cannot be demoted.
    pub async fn set_member_role(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        account_id: &str,
        role: Role,
    ) -> CoreResult<()> {
        actor.permit(Permission::ManageMembers)?;
        let (before, invites_revoked) = self
            .store()
            .set_member_role(team_id, account_id, role.as_str(), now_micros())
            .await
            .map_err(membership_error)?;
        let detail =
            json!({"from": before, "to": role.as_str(), "invites_revoked": invites_revoked});
        self.record(
            actor,
            Change::new(team_id, "member.role", account_id, detail),
        )
        .await
    }

    /// Removes a member (or lets one leave); the last owner cannot. The invites the
    /// member made die with the membership.
    pub async fn remove_member(
        &self,
        actor: &Actor,
        team_id: &TeamId,
        account_id: &str,
    ) -> CoreResult<()> {
        if actor.id() != account_id {
            actor.permit(Permission::ManageMembers)?;
        }
        let (row, invites_revoked) = self
            .store()
            .remove_member(team_id, account_id, now_micros())
            .await
            .map_err(membership_error)?;
        let detail = json!({"display_name": row.display_name, "role": row.role,
            "invites_revoked": invites_revoked});
        self.record(
            actor,
            Change::new(team_id, "member.remove", account_id, detail),
        )
        .await
    }
}
