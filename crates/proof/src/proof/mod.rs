//! Groth16 proofs in the two wire forms wallets send: the ABI-encoded
//! `uint256[8]` hex string and semaphore-rs's nested JSON arrays.

mod error;
mod json;
mod point;
mod subgroup;

use std::fmt;
use std::str::FromStr;

use ark_bn254::{Bn254, Fq2};
use ruint::aliases::U256;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub use error::{Point, ProofError};

/// A decoded proof whose points are on the curve, in the prime-order
/// subgroups and not at infinity. Formatting is canonical (lowercase, `0x`).
#[derive(Clone, PartialEq)]
pub struct Proof(ark_groth16::Proof<Bn254>);

// Affine points compare coordinate-wise, so equality is total.
impl Eq for Proof {}

const HEX_DIGITS: usize = 8 * 64;

impl Proof {
    /// Parses `0x` + 512 hex digits (prefix optional, either case): the ABI
    /// encoding of `uint256[8]` = `[A.x, A.y, B.x.c1, B.x.c0, B.y.c1, B.y.c0, C.x, C.y]`.
    pub fn from_abi_hex(s: &str) -> Result<Self, ProofError> {
        let digits = crate::hexnum::strip_0x(s);
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ProofError::InvalidHex);
        }
        if digits.len() != HEX_DIGITS {
            return Err(ProofError::InvalidLength(digits.len()));
        }
        let mut bytes = [0u8; HEX_DIGITS / 2];
        hex::decode_to_slice(digits, &mut bytes).map_err(|_| ProofError::InvalidHex)?;
        let mut coords = [U256::ZERO; 8];
        for (coord, word) in coords.iter_mut().zip(bytes.chunks_exact(32)) {
            *coord = U256::try_from_be_slice(word).ok_or(ProofError::InvalidHex)?;
        }
        Self::from_coordinates(coords)
    }

    /// Parses the nested JSON form `[[ax, ay], [[bx1, bx0], [by1, by0]], [cx, cy]]`
    /// (what `serde_json` makes of a `semaphore_rs::protocol::Proof`).
    pub fn from_json(value: &serde_json::Value) -> Result<Self, ProofError> {
        Self::from_coordinates(json::coordinates(value)?)
    }

    /// Validates the eight coordinates, in ABI order.
    pub fn from_coordinates(coords: [U256; 8]) -> Result<Self, ProofError> {
        let fq = |i| point::fq(&coords, i);
        let (ax, ay, bx1, bx0, by1, by0, cx, cy) = (
            fq(0)?,
            fq(1)?,
            fq(2)?,
            fq(3)?,
            fq(4)?,
            fq(5)?,
            fq(6)?,
            fq(7)?,
        );
        Ok(Self(ark_groth16::Proof {
            a: point::g1(ax, ay, Point::A)?,
            b: point::g2(Fq2::new(bx0, bx1), Fq2::new(by0, by1))?,
            c: point::g1(cx, cy, Point::C)?,
        }))
    }

    /// The eight coordinates, in ABI order.
    pub fn coordinates(&self) -> [U256; 8] {
        let [ax, ay] = point::g1_coords(&self.0.a);
        let [bx1, bx0, by1, by0] = point::g2_coords(&self.0.b);
        let [cx, cy] = point::g1_coords(&self.0.c);
        [ax, ay, bx1, bx0, by1, by0, cx, cy]
    }

    /// `0x` + 512 lowercase hex digits.
    pub fn to_abi_hex(&self) -> String {
        let mut out = String::with_capacity(2 + HEX_DIGITS);
        out.push_str("0x");
        for coord in self.coordinates() {
            out.push_str(&hex::encode(coord.to_be_bytes::<32>()));
        }
        out
    }

    /// Re-validates an arkworks proof (its points may have been built unchecked).
    pub fn from_ark(proof: &ark_groth16::Proof<Bn254>) -> Result<Self, ProofError> {
        let [ax, ay] = point::g1_coords(&proof.a);
        let [bx1, bx0, by1, by0] = point::g2_coords(&proof.b);
        let [cx, cy] = point::g1_coords(&proof.c);
        Self::from_coordinates([ax, ay, bx1, bx0, by1, by0, cx, cy])
    }

    pub fn as_ark(&self) -> &ark_groth16::Proof<Bn254> {
        &self.0
    }
}

/// semaphore-rs keeps G2 limbs c1 first too, so `flatten` is already ABI order.
impl TryFrom<semaphore_rs::protocol::Proof> for Proof {
    type Error = ProofError;

    fn try_from(proof: semaphore_rs::protocol::Proof) -> Result<Self, ProofError> {
        Self::from_coordinates(proof.flatten())
    }
}

impl From<&Proof> for semaphore_rs::protocol::Proof {
    fn from(proof: &Proof) -> Self {
        Self::from_flat(proof.coordinates())
    }
}

impl FromStr for Proof {
    type Err = ProofError;

    fn from_str(s: &str) -> Result<Self, ProofError> {
        Self::from_abi_hex(s)
    }
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_abi_hex())
    }
}

impl fmt::Debug for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Proof({})", self.to_abi_hex())
    }
}

/// Serialised as the ABI hex string.
impl Serialize for Proof {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_abi_hex())
    }
}

/// Accepts either wire form: an ABI hex string or the nested JSON arrays.
impl<'de> Deserialize<'de> for Proof {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        let parsed = match &value {
            serde_json::Value::String(s) => Self::from_abi_hex(s),
            other => Self::from_json(other),
        };
        parsed.map_err(serde::de::Error::custom)
    }
}
