//! Who changed what: the actor of every portal change, team roles and what each may do,
//! and the team's append-only audit log. Core operations append to the log themselves,
//! so the portal and GraphQL can never disagree about what was recorded.

use humanid_store::audit::{AuditRow, NewAuditRow};
use humanid_store::now_micros;
use serde_json::Value;

use crate::{CoreError, CoreResult, Humanid};

/// Whoever makes a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Actor {
    /// A portal user, signed in with a passkey.
    Account { id: String, name: String },
    /// A GraphQL caller, by the key it presented.
    ApiKey { id: String, name: String },
    /// The operator at the command line (`humanid admin …`).
    Operator,
}

impl Actor {
    /// The caller of the developer API (GraphQL, `create-action`), by the key it presented.
    pub fn api_key(key: &humanid_store::ApiKey) -> Actor {
        let name = if key.name.is_empty() {
            &key.id
        } else {
            &key.name
        };
        Actor::ApiKey {
            id: key.id.clone(),
            name: name.clone(),
        }
    }

    /// `account`, `api_key` or `operator`: the stored actor kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Actor::Account { .. } => "account",
            Actor::ApiKey { .. } => "api_key",
            Actor::Operator => "operator",
        }
    }

    pub fn id(&self) -> &str {
        match self {
            Actor::Account { id, .. } | Actor::ApiKey { id, .. } => id,
            Actor::Operator => "",
        }
    }

    /// What the audit page shows for the actor.
    pub fn label(&self) -> &str {
        match self {
            Actor::Account { name, .. } | Actor::ApiKey { name, .. } => name,
            Actor::Operator => "operator",
        }
    }
}

/// A member's role in a team (the reference portal's three roles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    Owner,
    Admin,
    Member,
}

/// Things a role may or may not do; CONTRACT §9's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permission {
    /// Create apps; edit apps, actions and redirects; reset client secrets.
    ManageApps,
    /// Archive ("delete") apps.
    ArchiveApps,
    CreateActions,
    /// Create, reset and revoke API keys.
    ManageKeys,
    /// Remove members and change their roles.
    ManageMembers,
    InviteMembers,
    ViewAudit,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Admin => "admin",
            Role::Member => "member",
        }
    }

    pub fn parse(s: &str) -> CoreResult<Role> {
        match s {
            "owner" => Ok(Role::Owner),
            "admin" => Ok(Role::Admin),
            "member" => Ok(Role::Member),
            _ => Err(CoreError::invalid(
                "invalid",
                Some("role"),
                "`role` must be `owner`, `admin` or `member`.",
            )),
        }
    }

    pub fn can(self, p: Permission) -> bool {
        use Permission::*;
        match self {
            Role::Owner => true,
            Role::Admin => matches!(p, ManageApps | CreateActions | InviteMembers | ViewAudit),
            Role::Member => matches!(p, CreateActions),
        }
    }
}

/// What happened, as the operation describes it.
pub struct Change<'a> {
    pub team_id: &'a str,
    /// Stable dotted name, e.g. `app.create`, `api_key.revoke`, `member.role`.
    pub action: &'static str,
    /// The id of the object changed.
    pub target: &'a str,
    pub detail: Value,
}

impl<'a> Change<'a> {
    pub fn new(team_id: &'a str, action: &'static str, target: &'a str, detail: Value) -> Self {
        Change {
            team_id,
            action,
            target,
            detail,
        }
    }
}

impl Humanid {
    /// Appends one entry to the team's audit log.
    pub(crate) async fn record(&self, actor: &Actor, change: Change<'_>) -> CoreResult<()> {
        let row = NewAuditRow {
            team_id: change.team_id,
            actor_kind: actor.kind(),
            actor_id: actor.id(),
            actor_label: actor.label(),
            action: change.action,
            target: change.target,
            detail: &change.detail.to_string(),
            at: now_micros(),
        };
        self.store().append_audit(&row).await?;
        Ok(())
    }

    /// The team's audit log, newest first; `before` (an entry id) pages backwards.
    pub async fn audit_log(
        &self,
        team_id: &str,
        before: Option<i64>,
        limit: i64,
    ) -> CoreResult<Vec<AuditRow>> {
        Ok(self
            .store()
            .list_audit(team_id, before, limit.clamp(1, 500))
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_may_do_what_the_contract_table_says() {
        use Permission::*;
        let all = [
            ManageApps,
            ArchiveApps,
            CreateActions,
            ManageKeys,
            ManageMembers,
            InviteMembers,
            ViewAudit,
        ];
        assert!(all.iter().all(|p| Role::Owner.can(*p)));
        let admin: Vec<_> = all.iter().filter(|p| Role::Admin.can(**p)).collect();
        assert_eq!(
            admin,
            [&ManageApps, &CreateActions, &InviteMembers, &ViewAudit]
        );
        let member: Vec<_> = all.iter().filter(|p| Role::Member.can(**p)).collect();
        assert_eq!(member, [&CreateActions]);
    }

    #[test]
    fn roles_round_trip_and_unknown_roles_are_refused() {
        for r in [Role::Owner, Role::Admin, Role::Member] {
            assert_eq!(Role::parse(r.as_str()).ok(), Some(r));
        }
        assert!(Role::parse("root").is_err());
        assert!(Role::parse("Owner").is_err());
    }
}
