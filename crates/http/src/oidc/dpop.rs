//! DPoP at the HTTP edge (RFC 9449): reading the `DPoP` header and turning a refused
//! proof into its answer, in one place for `/token` and `/userinfo`.

use axum::http::{HeaderMap, StatusCode, header};
use humanid_core::Code;
pub use humanid_core::oidc::dpop::INVALID_DPOP_PROOF;
use humanid_core::oidc::dpop::{DPOP_ALGORITHM_NAMES, DpopError};

use crate::ApiError;

/// The request's DPoP proof, if it has one; two `DPoP` headers are refused.
pub fn proof(headers: &HeaderMap) -> Result<Option<&str>, DpopError> {
    let mut all = headers.get_all("dpop").iter();
    let first = all.next();
    if all.next().is_some() {
        return Err(DpopError::Repeated);
    }
    first
        .map(|v| v.to_str().map_err(|_| DpopError::Malformed))
        .transpose()
}

/// The challenge a resource names DPoP errors in (RFC 9449 §7.1), with the algorithms
/// it accepts.
pub fn challenge(error: Option<&str>) -> String {
    let algs = DPOP_ALGORITHM_NAMES.join(" ");
    match error {
        Some(e) => format!("DPoP error=\"{e}\", algs=\"{algs}\""),
        None => format!("DPoP algs=\"{algs}\""),
    }
}

/// A refused proof. At `/token` it is an RFC 6749 §5.2 error (400, as RFC 9449 §5 says
/// the token endpoint answers); at a resource (`/userinfo`) a 401 with the DPoP challenge.
pub fn refused(e: DpopError, at_resource: bool) -> ApiError {
    if at_resource {
        ApiError::new(StatusCode::UNAUTHORIZED, Code::InvalidDpopProof, e.detail()).with_header(
            header::WWW_AUTHENTICATE,
            &challenge(Some(INVALID_DPOP_PROOF)),
        )
    } else {
        ApiError::from(e.at_token_endpoint())
    }
}
