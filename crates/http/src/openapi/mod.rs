//! `GET /api/openapi.json`: the OpenAPI 3.1 document of the JSON routes of both
//! surfaces, derived from the handlers' `#[utoipa::path]` annotations and the types they
//! read and answer, so it changes when they do. Pages, redirects, GraphQL (it has its
//! own schema) and metrics are not in it.

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{PathItem, Server};
use utoipa::{Modify, OpenApi};

mod params;
mod refusals;
pub(crate) use params::{AppIdPath, ClientIdPath, CredentialTypePath, RelayIdPath, RpOrAppIdPath};
pub(crate) use refusals::{BodyTooLarge, JsonBodyRefusals, NoActiveApp};

use crate::AppState;
use crate::cors::open_to_any_origin;

/// The tag of the identity provider's routes, which `{auth_url}` serves.
const IDP_TAG: &str = "identity provider";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "humanid",
        description = "Developer API and identity provider of a humanid deployment. Every \
            refusal carries the `ErrorBody` `{code, detail, attribute}`."
    ),
    paths(
        crate::api::verify::verify_v1,
        crate::api::verify::verify_v2,
        crate::api::v4::verify::verify,
        crate::api::v4::context::proof_context,
        crate::api::v4::context::rp_status,
        crate::api::v4::context::app_status,
        crate::api::precheck::precheck,
        crate::api::create_action::create,
        crate::api::jwks::jwks,
        crate::api::credentials::list,
        crate::api::credentials::add,
        crate::api::credentials::inclusion_proof,
        crate::api::credentials_import::import,
        crate::api::simulator::enrol,
        crate::relay::open,
        crate::relay::take_request,
        crate::relay::request_waiting,
        crate::relay::answer,
        crate::relay::poll,
        crate::relay::response_exists,
        crate::relay::respond_first,
        crate::oidc::discovery::discovery,
        crate::oidc::jwks::jwks,
        crate::oidc::jwks::jwks_alias,
        crate::oidc::token::token,
        crate::oidc::introspect::introspect,
        crate::oidc::revoke::revoke,
        crate::oidc::par::par,
        crate::oidc::register::register,
        crate::oidc::register::read,
        crate::oidc::register::update,
        crate::oidc::register::delete,
        crate::oidc::userinfo::userinfo_get,
        crate::oidc::userinfo::userinfo,
        crate::health::healthz,
        crate::health::readyz,
        document_route,
    ),
    // Bodies named only by an `IntoResponses` type are not collected from the paths.
    components(schemas(crate::ErrorBody, humanid_core::verify::Verified)),
    modifiers(&SecuritySchemes),
    tags(
        (name = "developer API", description = "`{base_url}`: verify (v1, v2 and World ID 4.0 clients' v4), precheck, actions, credential sets"),
        (name = "wallet bridge", description = "`{base_url}`: the client kit's end-to-end encrypted relay"),
        (name = "identity provider", description = "`{auth_url}`: OpenID Connect"),
        (name = "operations", description = "Health, on both surfaces"),
    )
)]
struct ApiDoc;

struct SecuritySchemes;

impl Modify for SecuritySchemes {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        let http = |scheme, description: &str| {
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(scheme)
                    .description(Some(description))
                    .build(),
            )
        };
        let components = doc.components.get_or_insert_with(Default::default);
        let schemes = [
            (
                "api_key",
                http(HttpAuthScheme::Bearer, "A team's API key (`api_…`)."),
            ),
            (
                "operator_token",
                http(
                    HttpAuthScheme::Bearer,
                    "The operator token (`--operator-token`).",
                ),
            ),
            (
                "client_basic",
                http(
                    HttpAuthScheme::Basic,
                    "An app's client id and client secret.",
                ),
            ),
            (
                "access_token",
                http(HttpAuthScheme::Bearer, "An access token from `/token`."),
            ),
            (
                "registration_token",
                http(
                    HttpAuthScheme::Bearer,
                    "A team's registration token (`reg_…`), made in the portal or by GraphQL `create_registration_token`.",
                ),
            ),
            (
                "registration_access_token",
                http(
                    HttpAuthScheme::Bearer,
                    "A registered client's registration access token (`rat_…`), from `/register`.",
                ),
            ),
        ];
        for (name, scheme) in schemes {
            components.add_security_scheme(name, scheme);
        }
    }
}

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/openapi.json",
        open_to_any_origin(get(document_route), "GET, OPTIONS"),
    )
}

fn is_idp(item: &PathItem) -> bool {
    [&item.get, &item.post, &item.head, &item.put]
        .into_iter()
        .flatten()
        .any(|op| op.tags.iter().flatten().any(|t| t == IDP_TAG))
}

/// The document for a deployment: developer API at `base_url`, and the identity
/// provider's paths at `auth_url` when that differs.
pub fn document(base_url: &str, auth_url: &str) -> String {
    let mut doc = ApiDoc::openapi();
    doc.servers = Some(vec![Server::new(base_url)]);
    if auth_url != base_url {
        for item in doc.paths.paths.values_mut().filter(|i| is_idp(i)) {
            item.servers = Some(vec![Server::new(auth_url)]);
        }
    }
    doc.to_json().unwrap_or_default()
}

#[utoipa::path(
    get,
    path = "/api/openapi.json",
    tag = "operations",
    responses((status = 200, description = "This document (OpenAPI 3.1)", content_type = "application/json"))
)]
pub(crate) async fn document_route(State(state): State<AppState>) -> Response {
    let mut res = state.openapi.clone().into_response();
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    fn servers(doc: &serde_json::Value, path: &str) -> serde_json::Value {
        doc["paths"][path]["servers"].clone()
    }

    #[test]
    fn split_surfaces_put_the_identity_provider_at_its_own_url() {
        let doc = document("https://api.example", "https://id.example");
        let doc: serde_json::Value = serde_json::from_str(&doc).unwrap_or_default();
        assert_eq!(doc["servers"][0]["url"], "https://api.example");
        assert_eq!(servers(&doc, "/token")[0]["url"], "https://id.example");
        assert_eq!(servers(&doc, "/jwks")[0]["url"], "https://id.example");
        assert!(servers(&doc, "/api/v1/verify/{app_id}").is_null());
    }
}
