//! `/portal/members`: who is in the team. Owners and admins make one-time invite links
//! ("Invite member", field "Role"), see the open ones (role, made by, expires) and
//! revoke them ("Revoke"); owners change roles ("Role") and remove members ("Remove");
//! anyone may leave. A team always keeps an owner, and an invite dies with its maker's
//! membership or role.

use askama::Template;
use axum::Router;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use humanid_core::audit::{Permission, Role};
use serde::Deserialize;

use super::csrf::{Button, CsrfForm};
use super::layout::{page, when};
use super::{Member, Nav, PortalError};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/members", get(list).post(invite))
        .route("/portal/members/{account_id}/role", post(change_role))
        .route("/portal/members/{account_id}/remove", post(remove))
        .route(
            "/portal/members/invites/{invite_id}/revoke",
            post(revoke_invite),
        )
}

struct InviteRow {
    id: String,
    role: String,
    made_by: String,
    created: String,
    expires: String,
    /// Whether this member may revoke it (not an invite above their own role).
    revocable: bool,
}

struct Row {
    account_id: String,
    display_name: String,
    role: String,
    joined: String,
    is_me: bool,
}

#[derive(Template)]
#[template(path = "portal/members.html")]
struct MembersPage<'a> {
    nav: Nav<'a>,
    team_name: &'a str,
    rows: Vec<Row>,
    /// Roles this member may hand out in an invite.
    invite_roles: Vec<&'static str>,
    manage: bool,
    /// The open invites (for those who may invite; None for the others).
    invites: Option<Vec<InviteRow>>,
    /// A link made just now, shown this once.
    new_link: Option<(String, &'static str)>,
}

async fn render(
    state: &AppState,
    member: &Member,
    new_link: Option<(String, &'static str)>,
) -> Result<Response, PortalError> {
    let rows = state
        .humanid
        .list_members(&member.team_id)
        .await?
        .into_iter()
        .map(|m| Row {
            is_me: m.account_id == member.account_id,
            joined: when(m.created_at),
            account_id: m.account_id,
            display_name: m.display_name,
            role: m.role,
        })
        .collect();
    let invite_roles = match member.role {
        Role::Owner => vec!["member", "admin", "owner"],
        Role::Admin => vec!["member", "admin"],
        Role::Member => vec![],
    };
    let invites = if member.can(Permission::InviteMembers) {
        let open = state
            .humanid
            .list_invites(&member.actor(), &member.team_id)
            .await?;
        Some(
            open.into_iter()
                .map(|i| InviteRow {
                    revocable: Role::parse(&i.role).is_ok_and(|r| r >= member.role),
                    created: when(i.created_at),
                    expires: when(i.expires_at),
                    id: i.id,
                    role: i.role,
                    made_by: i.made_by,
                })
                .collect(),
        )
    } else {
        None
    };
    let p = MembersPage {
        nav: Nav::new(member, "members"),
        team_name: &member.team_name,
        rows,
        invite_roles,
        manage: member.can(Permission::ManageMembers),
        invites,
        new_link,
    };
    Ok(page(&p, &p.nav))
}

async fn list(State(state): State<AppState>, member: Member) -> Result<Response, PortalError> {
    render(&state, &member, None).await
}

#[derive(Deserialize)]
struct InviteForm {
    role: String,
}

async fn invite(
    State(state): State<AppState>,
    CsrfForm(member, form): CsrfForm<InviteForm>,
) -> Result<Response, PortalError> {
    member.require(Permission::InviteMembers)?;
    let role = Role::parse(&form.role)?;
    // The core operation refuses an invite above the member's own role.
    let token = state
        .humanid
        .invite_member(&member.actor(), &member.team_id, role)
        .await?;
    let link = format!("{}/portal/join/{token}", state.humanid.settings().base_url);
    render(&state, &member, Some((link, role.as_str()))).await
}

async fn revoke_invite(
    State(state): State<AppState>,
    Path(invite_id): Path<String>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    state
        .humanid
        .revoke_invite(&member.actor(), &member.team_id, &invite_id)
        .await?;
    Ok(Redirect::to(&format!("{}/members", member.root)).into_response())
}

#[derive(Deserialize)]
struct RoleForm {
    role: String,
}

async fn change_role(
    State(state): State<AppState>,
    Path(account_id): Path<String>,
    CsrfForm(member, form): CsrfForm<RoleForm>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageMembers)?;
    let role = Role::parse(&form.role)?;
    state
        .humanid
        .set_member_role(&member.actor(), &member.team_id, &account_id, role)
        .await?;
    Ok(Redirect::to(&format!("{}/members", member.root)).into_response())
}

async fn remove(
    State(state): State<AppState>,
    Path(account_id): Path<String>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    let leaving = account_id == member.account_id;
    if !leaving {
        member.require(Permission::ManageMembers)?;
    }
    state
        .humanid
        .remove_member(&member.actor(), &member.team_id, &account_id)
        .await?;
    let to = if leaving {
        member.root.clone()
    } else {
        format!("{}/members", member.root)
    };
    Ok(Redirect::to(&to).into_response())
}
