//! Who changed what: the actor of every portal change, team roles and API-key scopes and
//! what each may do, and the team's append-only audit log. Core operations check the
//! actor's permission and append to the log themselves, so the portal, GraphQL and the
//! developer API can never disagree about what is allowed or what was recorded.

use crate::Code;
use crate::TeamId;
use humanid_store::audit::{AuditRow, NewAuditRow};
use humanid_store::now_micros;
use serde_json::Value;

use crate::{CoreError, CoreResult, Humanid};

/// Whoever makes a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Actor {
    /// A portal user, signed in with a passkey, with their role in the team they act in
    /// (None: no team yet, e.g. while joining one).
    Account {
        id: String,
        name: String,
        role: Option<Role>,
    },
    /// A caller of GraphQL or the developer API, by the key it presented.
    ApiKey {
        id: String,
        name: String,
        scope: Scope,
    },
    /// The operator at the command line (`humanid admin …`).
    Operator,
}

impl Actor {
    /// The caller of the developer API (GraphQL, `create-action`), by the key it presented.
    /// A scope this binary does not know (a newer one) counts as `read`.
    pub fn api_key(key: &humanid_store::ApiKey) -> Actor {
        let name = if key.name.is_empty() {
            &key.id
        } else {
            &key.name
        };
        Actor::ApiKey {
            id: key.id.clone(),
            name: name.clone(),
            scope: Scope::parse(&key.scope).unwrap_or(Scope::Read),
        }
    }

    /// Whether this actor may do `p`: an account by its role, a key by its scope; the
    /// operator may do anything.
    pub fn may(&self, p: Permission) -> bool {
        match self {
            Actor::Account { role, .. } => role.is_some_and(|r| r.can(p)),
            Actor::ApiKey { scope, .. } => scope.allows(p),
            Actor::Operator => true,
        }
    }

    /// The widest scope of a key this actor may create: a key makes keys no wider than
    /// itself; people (owners) and the operator make any.
    pub fn widest_key_scope(&self) -> Scope {
        match self {
            Actor::ApiKey { scope, .. } => *scope,
            Actor::Account { .. } | Actor::Operator => Scope::Admin,
        }
    }

    /// `Ok` if the actor may do `p`; else 403 — `insufficient_scope` for a key,
    /// `forbidden` for an account.
    pub fn permit(&self, p: Permission) -> CoreResult<()> {
        if self.may(p) {
            return Ok(());
        }
        Err(match self {
            Actor::ApiKey { scope, .. } => insufficient_scope(*scope, p.scope()),
            _ => CoreError::Forbidden {
                code: Code::Forbidden,
                detail: "Your role in this team does not allow this.".into(),
            },
        })
    }

    /// The role of an account actor.
    pub fn role(&self) -> Option<Role> {
        match self {
            Actor::Account { role, .. } => *role,
            _ => None,
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

/// Things a role (or a key's scope) may or may not do; the portal's role table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permission {
    /// Create apps; edit apps and redirects; reset client secrets.
    ManageApps,
    /// Archive ("delete") apps.
    ArchiveApps,
    CreateActions,
    /// Edit, (de)activate and delete actions.
    EditActions,
    /// Create, reset and revoke API keys.
    ManageKeys,
    /// Remove members and change their roles.
    ManageMembers,
    InviteMembers,
    ViewAudit,
}

impl Permission {
    pub const ALL: [Permission; 8] = [
        Permission::ManageApps,
        Permission::ArchiveApps,
        Permission::CreateActions,
        Permission::EditActions,
        Permission::ManageKeys,
        Permission::ManageMembers,
        Permission::InviteMembers,
        Permission::ViewAudit,
    ];
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
                Code::Invalid,
                Some("role"),
                "`role` must be `owner`, `admin` or `member`.",
            )),
        }
    }

    pub fn can(self, p: Permission) -> bool {
        use Permission::*;
        match self {
            Role::Owner => true,
            Role::Admin => matches!(
                p,
                ManageApps | CreateActions | EditActions | InviteMembers | ViewAudit
            ),
            Role::Member => matches!(p, CreateActions),
        }
    }
}

/// What an API key may do, chosen when it is made; each scope includes the narrower ones.
/// `read`: every query. `actions`: also create actions (GraphQL `insert_action_one`,
/// `POST /api/v2/create-action`) and edit or delete them. `admin`: everything the API
/// offers (apps, redirects, client secrets, keys) — what every key could do before
/// scopes existed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    Read,
    Actions,
    Admin,
}

impl Scope {
    pub const ALL: [Scope; 3] = [Scope::Read, Scope::Actions, Scope::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Read => "read",
            Scope::Actions => "actions",
            Scope::Admin => "admin",
        }
    }

    pub fn parse(s: &str) -> CoreResult<Scope> {
        match s {
            "read" => Ok(Scope::Read),
            "actions" => Ok(Scope::Actions),
            "admin" => Ok(Scope::Admin),
            _ => Err(CoreError::invalid(
                Code::Invalid,
                Some("scope"),
                "`scope` must be `read`, `actions` or `admin`.",
            )),
        }
    }

    pub fn allows(self, p: Permission) -> bool {
        self >= p.scope()
    }
}

impl Permission {
    /// The narrowest key scope that allows this. Every permission changes something, so
    /// none is `read`'s; members and audit are the portal's and no key has them below
    /// `admin` (keys cannot reach them at all today).
    pub fn scope(self) -> Scope {
        match self {
            Permission::CreateActions | Permission::EditActions => Scope::Actions,
            _ => Scope::Admin,
        }
    }
}

/// The 403 a key gets for something beyond its scope.
pub fn insufficient_scope(has: Scope, needs: Scope) -> CoreError {
    CoreError::Forbidden {
        code: Code::InsufficientScope,
        detail: format!(
            "This API key's scope is `{}`; this needs `{}`.",
            has.as_str(),
            needs.as_str()
        ),
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
        team_id: &TeamId,
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

    use Permission::*;

    const ALL: [Permission; 8] = Permission::ALL;

    #[test]
    fn roles_may_do_what_the_contract_table_says() {
        assert!(ALL.iter().all(|p| Role::Owner.can(*p)));
        let admin: Vec<_> = ALL.iter().filter(|p| Role::Admin.can(**p)).collect();
        assert_eq!(
            admin,
            [
                &ManageApps,
                &CreateActions,
                &EditActions,
                &InviteMembers,
                &ViewAudit
            ]
        );
        let member: Vec<_> = ALL.iter().filter(|p| Role::Member.can(**p)).collect();
        assert_eq!(member, [&CreateActions]);
    }

    #[test]
    fn scopes_nest_and_only_admin_reaches_beyond_actions() {
        let allowed = |s: Scope| ALL.iter().filter(|p| s.allows(**p)).count();
        assert_eq!(allowed(Scope::Read), 0);
        assert_eq!(allowed(Scope::Admin), ALL.len());
        let actions: Vec<_> = ALL.iter().filter(|p| Scope::Actions.allows(**p)).collect();
        assert_eq!(actions, [&CreateActions, &EditActions]);
        for s in Scope::ALL {
            assert_eq!(Scope::parse(s.as_str()).ok(), Some(s));
        }
        assert!(Scope::parse("Admin").is_err() && Scope::parse("").is_err());
    }

    #[test]
    fn a_key_is_refused_with_insufficient_scope_and_an_account_with_forbidden() {
        let key = Actor::ApiKey {
            id: "key_1".into(),
            name: "ci".into(),
            scope: Scope::Actions,
        };
        assert!(key.permit(EditActions).is_ok());
        assert_eq!(
            key.permit(ManageApps).map_err(|e| e.code()),
            Err("insufficient_scope")
        );
        let member = Actor::Account {
            id: "acct_1".into(),
            name: "Max".into(),
            role: Some(Role::Member),
        };
        assert_eq!(
            member.permit(EditActions).map_err(|e| e.code()),
            Err("forbidden")
        );
        let joining = Actor::Account {
            id: "acct_2".into(),
            name: "Jo".into(),
            role: None,
        };
        assert!(!joining.may(CreateActions));
        assert!(Actor::Operator.may(ManageKeys));
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
