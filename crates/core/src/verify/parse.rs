//! The checks of a verification that need no database: done up front (the proof while
//! the lookups run), each kept as a `Result` so the caller can report the first failure
//! in the documented order (docs/api-reference.md).

use humanid_proof::{Field, Proof, signal_hash};

use super::{MAX_MAX_AGE, MIN_MAX_AGE, Signal, VerifyError, VerifyRequest};
use crate::registry::{Environment, SetKey};

/// The public inputs the request carries (the external nullifier comes from the
/// action, never from the client).
pub(super) struct Fields {
    pub root: Field,
    pub nullifier_hash: Field,
    pub signal_hash: Field,
}

pub(super) struct Parsed {
    pub key: Result<SetKey, VerifyError>,
    pub max_age: Result<i64, VerifyError>,
    pub fields: Result<Fields, VerifyError>,
}

/// Whether `app_id` could name an app at all (`app_` or `app_staging_` + 32 hex).
pub(super) fn is_app_id(app_id: &str) -> bool {
    crate::ids::has_shape(app_id, "app_") || crate::ids::has_shape(app_id, "app_staging_")
}

impl Parsed {
    /// The credential set follows the app's environment, which its id spells out (the
    /// database enforces `app_staging_…` ⇔ `is_staging`).
    pub fn new(app_id: &str, req: &VerifyRequest) -> Parsed {
        let environment = Environment::from_staging(app_id.starts_with("app_staging_"));
        let max_age = req.max_age.unwrap_or(MAX_MAX_AGE);
        Parsed {
            key: match req.credential_type {
                Ok(credential_type) => Ok(SetKey {
                    credential_type,
                    environment,
                }),
                Err(_) => Err(VerifyError::UnknownCredentialType(req.credential_field)),
            },
            max_age: if (MIN_MAX_AGE..=MAX_MAX_AGE).contains(&max_age) {
                Ok(max_age)
            } else {
                Err(VerifyError::InvalidMaxAge)
            },
            fields: fields(req),
        }
    }
}

/// Parses a field element of the request, naming the field when it is not one.
fn field(value: &str, attribute: &'static str) -> Result<Field, VerifyError> {
    Field::parse(value).map_err(|e| VerifyError::InvalidFormat {
        attribute,
        reason: e.to_string(),
    })
}

/// The proof's points, validated (on the curve, in the subgroups): the costly part of
/// parsing, so it is done while the database lookups are under way.
pub(super) fn proof(req: &VerifyRequest) -> Result<Proof, VerifyError> {
    Proof::from_abi_hex(&req.proof).map_err(|e| VerifyError::InvalidFormat {
        attribute: "proof",
        reason: e.to_string(),
    })
}

fn fields(req: &VerifyRequest) -> Result<Fields, VerifyError> {
    Ok(Fields {
        root: field(&req.merkle_root, "merkle_root")?,
        nullifier_hash: field(&req.nullifier_hash, "nullifier_hash")?,
        signal_hash: match &req.signal {
            Signal::Text(text) => signal_hash(text),
            Signal::Hash(hash) => field(hash, "signal_hash")?,
        },
    })
}
