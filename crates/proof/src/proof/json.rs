//! The nested-array proof form that semaphore-rs's `Proof` serialises to.

use ruint::aliases::U256;
use serde_json::Value;

use super::error::ProofError;

/// `[[ax, ay], [[bx1, bx0], [by1, by0]], [cx, cy]]` -> ABI-ordered coordinates.
pub(super) fn coordinates(value: &Value) -> Result<[U256; 8], ProofError> {
    let [a, b, c] = array::<3>(value)?;
    let [bx, by] = array::<2>(b)?;
    let mut coords = [U256::ZERO; 8];
    for (i, xy) in [a, bx, by, c].into_iter().enumerate() {
        let [x, y] = array::<2>(xy)?;
        coords[2 * i] = number(x)?;
        coords[2 * i + 1] = number(y)?;
    }
    Ok(coords)
}

fn array<const N: usize>(value: &Value) -> Result<[&Value; N], ProofError> {
    let items = value.as_array().ok_or(ProofError::InvalidJson)?;
    let refs: Vec<&Value> = items.iter().collect();
    refs.try_into().map_err(|_| ProofError::InvalidJson)
}

/// A `0x`-prefixed hex string of at most 64 digits. The prefix is required
/// because ruint would read an unprefixed string as decimal: refusing it
/// avoids guessing.
fn number(value: &Value) -> Result<U256, ProofError> {
    let s = value.as_str().ok_or(ProofError::InvalidJson)?;
    if !s.starts_with("0x") {
        return Err(ProofError::InvalidJson);
    }
    crate::hexnum::parse_u256(s).map_err(|_| ProofError::InvalidJson)
}
