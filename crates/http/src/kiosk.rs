//! `{base_url}/kiosk/{app_id}/{action}`: a full-screen page for verifying people in
//! person. It shows a fresh hand-off QR code, waits for the person's wallet, shows the
//! result (verified / already verified / failed) and starts over with a new code.
//!
//! Only signed-in team members may open it: every page opens a hand-off request and lists
//! what became of the last people's proofs, neither of which belongs to the public.

use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use humanid_core::AppId;
use humanid_core::handoff::status_of;
use humanid_core::kiosk::KioskResult;
use humanid_store::now_micros;
use serde_json::json;

use crate::portal::{Member, PortalError};
use crate::{AppState, pages, requests};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/kiosk/{app_id}/{action}", get(kiosk))
        .route(
            "/kiosk/{app_id}/{action}/requests/{request_id}",
            get(result),
        )
}

struct ResultRow {
    class: &'static str,
    label: &'static str,
    at: String,
    code: Option<String>,
}

impl From<KioskResult> for ResultRow {
    fn from(r: KioskResult) -> Self {
        ResultRow {
            class: match r.outcome {
                humanid_core::kiosk::Outcome::Verified => "verified",
                humanid_core::kiosk::Outcome::AlreadyVerified => "already_verified",
                humanid_core::kiosk::Outcome::Failed => "failed",
            },
            label: r.outcome.label(),
            // The time of day is what a person at the kiosk reads.
            at: chrono::DateTime::parse_from_rfc3339(&r.at)
                .map(|t| t.format("%H:%M:%S UTC").to_string())
                .unwrap_or(r.at),
            code: r.code,
        }
    }
}

#[derive(Template)]
#[template(path = "portal/kiosk.html")]
struct KioskPage<'a> {
    app_name: &'a str,
    action_name: &'a str,
    is_staging: bool,
    qr_svg: String,
    short_code: String,
    results: Vec<ResultRow>,
    result_json: String,
    back_url: String,
    script_nonce: &'a str,
}

async fn kiosk(
    State(state): State<AppState>,
    member: Member,
    Path((app_id, action)): Path<(String, String)>,
) -> Result<Response, PortalError> {
    let app_id: AppId = app_id.parse()?;
    let humanid = &state.humanid;
    let created = humanid
        .start_kiosk_request(&member.team_id, &app_id, &action)
        .await?;
    let results = humanid
        .kiosk_results(&member.team_id, &app_id, &action)
        .await?;
    let found = humanid.store().find_action(&app_id, &action).await;
    let action_name = match found {
        Ok(Some(a)) if !a.name.is_empty() => a.name,
        _ => action.clone(),
    };
    let row = &created.request;
    let base = &humanid.settings().base_url;
    let nonce = pages::script_nonce();
    let page = KioskPage {
        app_name: &created.app.name,
        action_name: &action_name,
        is_staging: created.app.is_staging,
        qr_svg: pages::qr_svg(&requests::request_url(&state, row)),
        short_code: pages::display_code(&row.short_code),
        results: results.into_iter().map(ResultRow::from).collect(),
        result_json: pages::js_string(&format!(
            "{}/requests/{}",
            crate::portal::app::kiosk_url(base, &app_id, &action),
            row.id
        )),
        back_url: format!("{}/apps/{app_id}", crate::portal::auth::portal_root(&state)),
        script_nonce: &nonce,
    };
    Ok(pages::page(
        StatusCode::OK,
        pages::render(&page),
        &nonce,
        "",
    ))
}

/// `{status, result}`: the request's hand-off status, and its outcome once it has one.
async fn result(
    State(state): State<AppState>,
    member: Member,
    Path((app_id, action, request_id)): Path<(String, String, String)>,
) -> Result<Response, PortalError> {
    let app_id: AppId = app_id.parse()?;
    let humanid = &state.humanid;
    let outcome = humanid
        .kiosk_result(&member.team_id, &app_id, &action, &request_id)
        .await?;
    let row = humanid.request(&request_id).await?;
    let body = json!({
        "status": status_of(&row, now_micros()),
        "result": outcome,
    });
    let mut res = Json(body).into_response();
    res.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    Ok(res)
}
