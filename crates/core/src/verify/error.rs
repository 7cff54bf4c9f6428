//! Why a verification was refused, in the documented order of checks (docs/api-reference.md).

use crate::Code;
use humanid_store::StoreError;

use crate::CoreError;

#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("No such app, or it is archived or inactive.")]
    AppNotFound,
    #[error("The app has no such action.")]
    InvalidAction,
    #[error("The app verifies on-chain: its smart contract checks the proof, not this API.")]
    InvalidEngine,
    #[error("The action is inactive.")]
    ActionInactive,
    #[error("Unknown `{0}`; expected one of orb, device, document, secure_document, face.")]
    UnknownCredentialType(&'static str),
    #[error("`max_age` must be between 3600 and 604800 seconds.")]
    InvalidMaxAge,
    #[error("`{attribute}` is not well formed: {reason}.")]
    InvalidFormat {
        attribute: &'static str,
        reason: String,
    },
    #[error("The Merkle root is not a root of the credential set.")]
    InvalidMerkleRoot,
    #[error("The Merkle root is older than `max_age` allows.")]
    RootTooOld,
    #[error("The proof is invalid.")]
    InvalidProof,
    #[error("This person has already verified for this action the maximum number of times.")]
    MaxVerificationsReached,
    #[error(transparent)]
    Core(#[from] CoreError),
}

impl VerifyError {
    /// Stable snake_case identifier.
    pub fn code(&self) -> &'static str {
        match self {
            Self::AppNotFound => "not_found",
            Self::InvalidAction => "invalid_action",
            Self::InvalidEngine => "invalid_engine",
            Self::ActionInactive => "action_inactive",
            Self::UnknownCredentialType(_) | Self::InvalidMaxAge => "invalid",
            Self::InvalidFormat { .. } => "invalid_format",
            Self::InvalidMerkleRoot => "invalid_merkle_root",
            Self::RootTooOld => "root_too_old",
            Self::InvalidProof => "invalid_proof",
            Self::MaxVerificationsReached => "max_verifications_reached",
            Self::Core(e) => e.code(),
        }
    }

    /// The request field at fault, if one is.
    pub fn attribute(&self) -> Option<&'static str> {
        match self {
            Self::InvalidAction => Some("action"),
            Self::InvalidEngine => Some("engine"),
            Self::ActionInactive => Some("status"),
            Self::UnknownCredentialType(attribute) | Self::InvalidFormat { attribute, .. } => {
                Some(attribute)
            }
            Self::InvalidMaxAge => Some("max_age"),
            Self::InvalidMerkleRoot | Self::RootTooOld => Some("merkle_root"),
            Self::InvalidProof => Some("proof"),
            Self::AppNotFound | Self::MaxVerificationsReached | Self::Core(_) => None,
        }
    }
}

impl From<StoreError> for VerifyError {
    fn from(err: StoreError) -> Self {
        Self::Core(err.into())
    }
}

impl From<VerifyError> for CoreError {
    fn from(err: VerifyError) -> Self {
        match err {
            VerifyError::Core(e) => e,
            VerifyError::AppNotFound => CoreError::not_found(err.to_string()),
            other => CoreError::Invalid {
                code: Code::Named(other.code()),
                attribute: other.attribute().map(str::to_owned),
                detail: other.to_string(),
            },
        }
    }
}
