//! Naming credential sets: a credential type and an environment.

use crate::Code;
use serde::{Deserialize, Serialize};

use crate::{CoreError, CoreResult};

/// What a person's credential attests, named on the wire as in [`CREDENTIAL_TYPES`]
/// (`credential_type` in v1 bodies, `verification_level` in v2 bodies and answers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CredentialType {
    Orb,
    Device,
    Document,
    SecureDocument,
    Face,
}

/// The names of [`CredentialType::ALL`], as clients send them.
pub const CREDENTIAL_TYPES: [&str; 5] = [
    CredentialType::Orb.as_str(),
    CredentialType::Device.as_str(),
    CredentialType::Document.as_str(),
    CredentialType::SecureDocument.as_str(),
    CredentialType::Face.as_str(),
];

impl CredentialType {
    /// Every credential type, in the order the service lists them.
    pub const ALL: [CredentialType; 5] = [
        CredentialType::Orb,
        CredentialType::Device,
        CredentialType::Document,
        CredentialType::SecureDocument,
        CredentialType::Face,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            CredentialType::Orb => "orb",
            CredentialType::Device => "device",
            CredentialType::Document => "document",
            CredentialType::SecureDocument => "secure_document",
            CredentialType::Face => "face",
        }
    }
}

/// Text that names no [`CredentialType`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Unknown credential type; expected one of {}.", CREDENTIAL_TYPES.join(", "))]
pub struct UnknownCredentialType;

impl std::str::FromStr for CredentialType {
    type Err = UnknownCredentialType;

    fn from_str(name: &str) -> Result<Self, UnknownCredentialType> {
        CredentialType::ALL
            .into_iter()
            .find(|t| t.as_str() == name)
            .ok_or(UnknownCredentialType)
    }
}

impl CredentialType {
    /// A name this service stored (always one it parsed before): another is a fault.
    pub fn from_stored(name: &str) -> CoreResult<Self> {
        name.parse()
            .map_err(|_| CoreError::Internal(format!("stored credential type {name:?}")))
    }
}

impl std::fmt::Display for CredentialType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

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
    pub credential_type: CredentialType,
    pub environment: Environment,
}

impl SetKey {
    /// Validates the credential type (as clients send it) into a key.
    pub fn new(credential_type: &str, environment: Environment) -> CoreResult<SetKey> {
        let credential_type = credential_type
            .parse()
            .map_err(|e: UnknownCredentialType| {
                CoreError::invalid(Code::Invalid, Some("credential_type"), e.to_string())
            })?;
        Ok(SetKey {
            credential_type,
            environment,
        })
    }
}
