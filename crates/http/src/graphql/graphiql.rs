//! `GET /v1/graphql`: GraphiQL, with its scripts and styles served by this binary
//! (`/v1/graphql/assets/…`, see `assets/graphiql/README.md`), so it works with no
//! network beyond humanid.

use askama::Template;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use humanid_core::Code;

use crate::ApiError;
use crate::pages::{page_with_csp, render, script_nonce};

/// Part of the assets' URLs: bump it whenever a file below changes, since browsers keep
/// them for a year.
const ASSETS_VERSION: &str = "graphiql-4.1.2";

const JS: &str = "text/javascript; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";

/// (name, content type, bytes) of every file the page loads.
static ASSETS: &[(&str, &str, &[u8])] = &[
    (
        "react.production.min.js",
        JS,
        include_bytes!("../../assets/graphiql/react.production.min.js"),
    ),
    (
        "react-dom.production.min.js",
        JS,
        include_bytes!("../../assets/graphiql/react-dom.production.min.js"),
    ),
    (
        "graphiql.min.js",
        JS,
        include_bytes!("../../assets/graphiql/graphiql.min.js"),
    ),
    (
        "graphiql.min.css",
        CSS,
        include_bytes!("../../assets/graphiql/graphiql.min.css"),
    ),
];

#[derive(Template)]
#[template(path = "graphiql.html")]
struct GraphiqlPage<'a> {
    /// Relative to the page (`/v1/graphql`), so a path prefix in front of humanid works.
    assets: String,
    script_nonce: &'a str,
}

pub async fn page() -> Response {
    let nonce = script_nonce();
    let html = render(&GraphiqlPage {
        assets: format!("graphql/assets/{ASSETS_VERSION}"),
        script_nonce: &nonce,
    });
    // As strict as GraphiQL allows, with no relaxation: scripts and our one <style>
    // only by nonce, its stylesheet from here, fonts and icons as the data: URLs inside
    // that stylesheet, fetches to this origin. React and CodeMirror set styles through
    // the CSSOM, which CSP allows. The only thing refused is the <style> element its
    // dialogs (settings, shortcuts) insert to stop the page scrolling behind them; the
    // page does not scroll anyway, so nothing visible is lost, while 'unsafe-inline'
    // would have to replace the nonce for every style.
    let csp = format!(
        "default-src 'none'; script-src 'nonce-{nonce}'; style-src 'self' 'nonce-{nonce}'; \
         font-src data:; img-src 'self' data:; connect-src 'self'; form-action 'none'; \
         frame-ancestors 'none'; base-uri 'none'"
    );
    page_with_csp(StatusCode::OK, html, &csp)
}

/// `GET /v1/graphql/assets/{version}/{file}`: an embedded file, cacheable for a year.
pub async fn asset(Path((version, file)): Path<(String, String)>) -> Result<Response, ApiError> {
    let found = ASSETS
        .iter()
        .find(|(name, _, _)| version == ASSETS_VERSION && *name == file);
    let Some((_, content_type, bytes)) = found else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            Code::NotFound,
            "No such GraphiQL asset.",
        ));
    };
    let headers = [
        (header::CONTENT_TYPE, *content_type),
        (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ];
    Ok((headers, *bytes).into_response())
}
