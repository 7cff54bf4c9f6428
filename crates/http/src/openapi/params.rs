//! Path parameters that several routes share, described once.

/// `{app_id}` of the developer API's v1/v2 routes.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)] // only its documentation is read; handlers take `Path<String>`
pub(crate) struct AppIdPath {
    /// The app's id (`app_…`)
    app_id: String,
}

/// `{id}` of the World ID 4.0 routes that take either id.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)] // only its documentation is read; handlers take `Path<String>`
pub(crate) struct RpOrAppIdPath {
    /// The app's RP id (`rp_…`) or app id (`app_…`)
    id: String,
}

/// `{id}` of the wallet bridge's routes.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)] // only its documentation is read; handlers take `Path<String>`
pub(crate) struct RelayIdPath {
    /// The relay request id (a UUID v4, or the id the client chose)
    #[param(value_type = humanid_core::formats::RelayRequestId)]
    id: String,
}

/// `{client_id}` of dynamic client registration's management routes.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)] // only its documentation is read; handlers take `Path<String>`
pub(crate) struct ClientIdPath {
    /// The registered client
    client_id: String,
}

/// `{credential_type}` of the credential-set routes.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Path)]
#[allow(dead_code)] // only its documentation is read; handlers take `Path<String>`
pub(crate) struct CredentialTypePath {
    /// `orb`, `device`, `document`, `secure_document` or `face`
    #[param(value_type = humanid_core::registry::CredentialTypeName)]
    credential_type: String,
}
