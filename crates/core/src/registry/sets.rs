//! Naming credential sets: a credential type and an environment.

use crate::Code;
use serde::Serialize;

use crate::{CoreError, CoreResult};

pub const CREDENTIAL_TYPES: [&str; 5] = ["orb", "device", "document", "secure_document", "face"];

/// The OpenAPI schema of a credential type name: a string from [`CREDENTIAL_TYPES`].
pub struct CredentialTypeName;

impl utoipa::PartialSchema for CredentialTypeName {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(CREDENTIAL_TYPES))
            .into()
    }
}

impl utoipa::ToSchema for CredentialTypeName {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    Production,
    Staging,
}

impl Environment {
    pub fn from_staging(is_staging: bool) -> Self {
        if is_staging {
            Environment::Staging
        } else {
            Environment::Production
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Environment::Production => "production",
            Environment::Staging => "staging",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "production" => Some(Environment::Production),
            "staging" => Some(Environment::Staging),
            _ => None,
        }
    }
}

/// Identifies one set.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SetKey {
    pub credential_type: &'static str,
    pub environment: Environment,
}

impl SetKey {
    /// Validates the credential type (as clients send it) into a key.
    pub fn new(credential_type: &str, environment: Environment) -> CoreResult<SetKey> {
        let credential_type = CREDENTIAL_TYPES
            .iter()
            .find(|t| **t == credential_type)
            .ok_or_else(|| {
                CoreError::invalid(
                    Code::Invalid,
                    Some("credential_type"),
                    format!(
                        "Unknown credential type; expected one of {}.",
                        CREDENTIAL_TYPES.join(", ")
                    ),
                )
            })?;
        Ok(SetKey {
            credential_type,
            environment,
        })
    }
}
