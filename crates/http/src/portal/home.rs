//! `GET /portal`: the team's home — where the portal starts after signing in.

use askama::Template;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;

use super::{Member, Nav, respond};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/portal", get(home))
}

#[derive(Template)]
#[template(path = "portal/home.html")]
struct HomePage<'a> {
    nav: Nav<'a>,
    member: &'a Member,
}

async fn home(State(_state): State<AppState>, member: Member) -> Response {
    let page = HomePage {
        nav: Nav::new(&member, "home"),
        member: &member,
    };
    respond(
        StatusCode::OK,
        crate::pages::render(&page),
        &page.nav.script_nonce,
    )
}
