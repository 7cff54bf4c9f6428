//! The codes of [`CoreError`](crate::CoreError): each a variant here, named on the wire
//! (`{code, detail, attribute}`) and, for the OAuth endpoints, as RFC 6749's `error` in
//! this one place. Operations with their own error enum (`VerifyError`, `RequestError`,
//! `AuthorizeError`…) map to their codes in their own file and pass them on as
//! [`Code::Named`]. The codes only the HTTP layer answers with (a body too large, an
//! unknown path, a missing token…) are here too, so every code the service can answer
//! with, and its OAuth name, is read in this one file.

/// A stable error code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    Invalid,
    Required,
    InvalidFormat,
    InvalidRequest,
    InvalidScope,
    InvalidGrant,
    InvalidGrantType,
    InvalidRedirectUri,
    InvalidJwks,
    /// A refused DPoP proof at the token endpoint (RFC 9449 §5).
    InvalidDpopProof,
    Expired,
    CeremonyExpired,
    ReplayedProof,
    SimulatorNotAllowed,
    PasskeyRejected,
    PasskeysUnavailable,
    ActionInactive,
    RequestClosed,
    Unauthenticated,
    Forbidden,
    InsufficientScope,
    ConstraintViolation,
    AlreadyExists,
    AlreadyAnswered,
    AlreadyApproved,
    AlreadyCompleted,
    AlreadyIncluded,
    AlreadyMember,
    DuplicateCommitment,
    KeyRevoked,
    LastOwner,
    PasskeyExists,
    SetFull,
    /// An OAuth client refused as `/authorize` and `/par` refuse one (RFC 6749 §4.1.2.1).
    InvalidClient,
    InvalidResponseType,
    InvalidResponseMode,
    /// A `request_uri` that is unknown, used, expired, foreign or another client's.
    InvalidRequestUri,
    /// A signed request object that is refused (OpenID Connect Core §6.1).
    InvalidRequestObject,
    /// An access or registration token that is unknown, expired or revoked (RFC 6750 §3.1).
    InvalidToken,
    /// v4's name for a malformed body.
    ValidationError,
    NotFound,
    RateLimited,
    InternalError,
    // The codes only the HTTP layer answers with.
    PayloadTooLarge,
    InvalidBody,
    RequestTimeout,
    InvalidContentType,
    MethodNotAllowed,
    NotReady,
    LimitExceeded,
    /// A code another operation's error enum names (its mapping is that enum's).
    Named(&'static str),
}

impl Code {
    /// The code on the wire.
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::Invalid => "invalid",
            Code::Required => "required",
            Code::InvalidFormat => "invalid_format",
            Code::InvalidRequest => "invalid_request",
            Code::InvalidScope => "invalid_scope",
            Code::InvalidGrant => "invalid_grant",
            Code::InvalidGrantType => "invalid_grant_type",
            Code::InvalidRedirectUri => "invalid_redirect_uri",
            Code::InvalidJwks => "invalid_jwks",
            Code::InvalidDpopProof => "invalid_dpop_proof",
            Code::Expired => "expired",
            Code::CeremonyExpired => "ceremony_expired",
            Code::ReplayedProof => "replayed_proof",
            Code::SimulatorNotAllowed => "simulator_not_allowed",
            Code::PasskeyRejected => "passkey_rejected",
            Code::PasskeysUnavailable => "passkeys_unavailable",
            Code::ActionInactive => "action_inactive",
            Code::RequestClosed => "request_closed",
            Code::Unauthenticated => "unauthenticated",
            Code::Forbidden => "forbidden",
            Code::InsufficientScope => "insufficient_scope",
            Code::ConstraintViolation => "constraint_violation",
            Code::AlreadyExists => "already_exists",
            Code::AlreadyAnswered => "already_answered",
            Code::AlreadyApproved => "already_approved",
            Code::AlreadyCompleted => "already_completed",
            Code::AlreadyIncluded => "already_included",
            Code::AlreadyMember => "already_member",
            Code::DuplicateCommitment => "duplicate_commitment",
            Code::KeyRevoked => "key_revoked",
            Code::LastOwner => "last_owner",
            Code::PasskeyExists => "passkey_exists",
            Code::SetFull => "set_full",
            Code::InvalidClient => "invalid_client",
            Code::InvalidResponseType => "invalid_response_type",
            Code::InvalidResponseMode => "invalid_response_mode",
            Code::InvalidRequestUri => "invalid_request_uri",
            Code::InvalidRequestObject => "invalid_request_object",
            Code::InvalidToken => "invalid_token",
            Code::ValidationError => "validation_error",
            Code::NotFound => "not_found",
            Code::RateLimited => "rate_limited",
            Code::InternalError => "internal_error",
            Code::PayloadTooLarge => "payload_too_large",
            Code::InvalidBody => "invalid_body",
            Code::RequestTimeout => "request_timeout",
            Code::InvalidContentType => "invalid_content_type",
            Code::MethodNotAllowed => "method_not_allowed",
            Code::NotReady => "not_ready",
            Code::LimitExceeded => "limit_exceeded",
            Code::Named(code) => code,
        }
    }

    /// RFC 6749's `error` for this code at `/token`, `/introspect`, `/revoke` and `/par`
    /// (RFC 6750's at `/userinfo`).
    pub fn oauth_error(self) -> &'static str {
        match self {
            Code::Unauthenticated | Code::InvalidClient => "invalid_client",
            Code::InvalidGrant => "invalid_grant",
            Code::InvalidGrantType => "unsupported_grant_type",
            Code::InvalidDpopProof => "invalid_dpop_proof",
            Code::InvalidScope => "invalid_scope",
            Code::InvalidRequestObject => "invalid_request_object",
            Code::InvalidToken => "invalid_token",
            Code::InternalError => "server_error",
            _ => "invalid_request",
        }
    }
}
