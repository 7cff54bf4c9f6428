//! `/portal/audit` (owners and admins): the team's audit log, newest first — every change
//! made in the portal or through GraphQL, by whom and when.

use askama::Template;
use axum::Router;
use axum::extract::{Query, State};
use axum::response::Response;
use axum::routing::get;
use humanid_core::audit::Permission;
use serde::Deserialize;

use super::layout::{page, when};
use super::{Member, Nav, PortalError};
use crate::AppState;

const PAGE_SIZE: i64 = 100;

pub fn routes() -> Router<AppState> {
    Router::new().route("/portal/audit", get(list))
}

struct Row {
    at: String,
    who: String,
    kind: &'static str,
    action: String,
    target: String,
    detail: String,
}

#[derive(Template)]
#[template(path = "portal/audit.html")]
struct AuditPage<'a> {
    nav: Nav<'a>,
    rows: Vec<Row>,
    /// `before` of the next (older) page, if there may be one.
    older: Option<i64>,
}

#[derive(Deserialize)]
struct Paging {
    before: Option<i64>,
}

fn kind_label(kind: &str) -> &'static str {
    match kind {
        "account" => "portal",
        "api_key" => "API key",
        _ => "operator",
    }
}

async fn list(
    State(state): State<AppState>,
    member: Member,
    Query(paging): Query<Paging>,
) -> Result<Response, PortalError> {
    member.require(Permission::ViewAudit)?;
    let entries = state
        .humanid
        .audit_log(&member.team_id, paging.before, PAGE_SIZE)
        .await?;
    let older = (entries.len() as i64 == PAGE_SIZE)
        .then(|| entries.last().map(|e| e.id))
        .flatten();
    let rows = entries
        .into_iter()
        .map(|e| Row {
            at: when(e.at),
            kind: kind_label(&e.actor_kind),
            who: e.actor_label,
            action: e.action,
            target: e.target,
            detail: e.detail,
        })
        .collect();
    let p = AuditPage {
        nav: Nav::new(&member, "audit"),
        rows,
        older,
    };
    Ok(page(&p, &p.nav))
}
