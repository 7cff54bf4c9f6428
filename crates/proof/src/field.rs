//! BN254 scalar field elements as they travel through the API: `0x` + 64 hex.

use std::fmt;
use std::str::FromStr;

use ark_bn254::Fr;
use ark_ff::{BigInt, PrimeField};
use ruint::aliases::U256;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::hexnum::{self, HexError};

/// An element of the BN254 scalar field: always `< MODULUS`.
///
/// The invariant is enforced by every constructor, so a `Field` can be fed to
/// Poseidon or used as a Groth16 public input without further checks.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Field(U256);

/// Why a string or integer is not a canonical field element.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    #[error("value is empty")]
    Empty,
    #[error("value is not hexadecimal")]
    NotHex,
    #[error("value has more than 64 hex digits")]
    TooLong,
    #[error("value is not below the BN254 scalar field modulus")]
    OutOfRange,
}

impl FieldError {
    /// Stable snake_case identifier (the HTTP layer reports all of these as `invalid_format`).
    pub fn code(&self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::NotHex => "invalid_hex",
            Self::TooLong => "too_long",
            Self::OutOfRange => "out_of_range",
        }
    }
}

impl From<HexError> for FieldError {
    fn from(e: HexError) -> Self {
        match e {
            HexError::Empty => Self::Empty,
            HexError::NotHex => Self::NotHex,
            HexError::TooLong => Self::TooLong,
        }
    }
}

impl Field {
    /// The BN254 scalar field modulus `r`.
    pub const MODULUS: U256 = semaphore_rs::MODULUS;
    pub const ZERO: Self = Self(U256::ZERO);

    /// Strict parse: optional `0x`/`0X`, 1..=64 hex digits of either case,
    /// value `< MODULUS`.
    pub fn parse(s: &str) -> Result<Self, FieldError> {
        Self::try_from(hexnum::parse_u256(s)?)
    }

    /// Canonical form: `0x` + 64 lowercase hex digits.
    pub fn to_hex(&self) -> String {
        hexnum::to_hex(&self.0)
    }

    pub fn as_u256(&self) -> U256 {
        self.0
    }

    pub fn to_be_bytes(&self) -> [u8; 32] {
        self.0.to_be_bytes()
    }

    /// From 32 big-endian bytes; None for another length or a value >= the modulus.
    pub fn from_be_slice(bytes: &[u8]) -> Option<Self> {
        let arr: [u8; 32] = bytes.try_into().ok()?;
        Self::try_from(U256::from_be_bytes(arr)).ok()
    }

    /// For values that are field elements by construction (hash outputs): the
    /// reduction is a no-op there and keeps this infallible without panicking.
    pub(crate) fn from_canonical(value: U256) -> Self {
        Self(value.reduce_mod(Self::MODULUS))
    }

    pub(crate) fn to_fr(self) -> Fr {
        // Cannot fail: the value is below the modulus by construction.
        Fr::from_bigint(BigInt(self.0.into_limbs())).unwrap_or_default()
    }

    pub(crate) fn from_fr(value: Fr) -> Self {
        Self::from_canonical(U256::from_limbs(value.into_bigint().0))
    }
}

impl TryFrom<U256> for Field {
    type Error = FieldError;

    fn try_from(value: U256) -> Result<Self, FieldError> {
        if value < Self::MODULUS {
            Ok(Self(value))
        } else {
            Err(FieldError::OutOfRange)
        }
    }
}

impl From<u64> for Field {
    fn from(value: u64) -> Self {
        Self(U256::from(value))
    }
}

impl From<Field> for U256 {
    fn from(value: Field) -> Self {
        value.0
    }
}

impl FromStr for Field {
    type Err = FieldError;

    fn from_str(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl fmt::Debug for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Field({})", self.to_hex())
    }
}

impl Serialize for Field {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let digits = hexnum::hex_digits(&self.0);
        let text = std::str::from_utf8(&digits).map_err(serde::ser::Error::custom)?;
        serializer.serialize_str(text)
    }
}

impl<'de> Deserialize<'de> for Field {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn to_fr_keeps_the_value() {
        assert_eq!(Field::from(0x1234).to_fr(), Fr::from(0x1234u64));
        let max = Field::try_from(Field::MODULUS - U256::from(1)).unwrap();
        assert_eq!(max.to_fr(), -Fr::from(1u64));
    }
}
