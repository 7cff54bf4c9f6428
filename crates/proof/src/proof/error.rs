//! Why a proof was rejected before any pairing was computed.

use std::fmt;

/// One of the three Groth16 proof points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Point {
    A,
    B,
    C,
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::A => "A",
            Self::B => "B",
            Self::C => "C",
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    #[error("proof must be 0x followed by 512 hex digits, got {0} digits")]
    InvalidLength(usize),
    #[error("proof is not hexadecimal")]
    InvalidHex,
    #[error(
        "proof JSON must be [[ax, ay], [[bx1, bx0], [by1, by0]], [cx, cy]] of 0x-prefixed hex strings"
    )]
    InvalidJson,
    #[error("proof coordinate {0} is not below the BN254 base field modulus")]
    CoordinateOutOfRange(usize),
    #[error("proof point {0} is the point at infinity")]
    PointAtInfinity(Point),
    #[error("proof point {0} is not on the curve")]
    NotOnCurve(Point),
    #[error("proof point {0} is not in the prime-order subgroup")]
    NotInSubgroup(Point),
}

impl ProofError {
    /// Stable snake_case identifier (the HTTP layer reports all of these as `invalid_format`).
    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidLength(_) => "invalid_length",
            Self::InvalidHex => "invalid_hex",
            Self::InvalidJson => "invalid_json",
            Self::CoordinateOutOfRange(_) => "coordinate_out_of_range",
            Self::PointAtInfinity(_) => "point_at_infinity",
            Self::NotOnCurve(_) => "not_on_curve",
            Self::NotInSubgroup(_) => "not_in_subgroup",
        }
    }
}
