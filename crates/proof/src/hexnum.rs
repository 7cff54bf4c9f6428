//! Strict hex to 256-bit integer parsing shared by field elements and proofs.

use ruint::aliases::U256;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HexError {
    Empty,
    NotHex,
    TooLong,
}

/// Parses `[0x|0X]` + 1..=64 hex digits (either case) into a `U256`.
///
/// Written by hand rather than with `U256::from_str_radix` so that signs,
/// underscores, whitespace and other radix prefixes are all rejected.
pub(crate) fn parse_u256(s: &str) -> Result<U256, HexError> {
    let digits = strip_0x(s);
    if digits.is_empty() {
        return Err(HexError::Empty);
    }
    if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(HexError::NotHex);
    }
    if digits.len() > 64 {
        return Err(HexError::TooLong);
    }
    let mut padded = [b'0'; 64];
    padded[64 - digits.len()..].copy_from_slice(digits.as_bytes());
    let mut bytes = [0u8; 32];
    hex::decode_to_slice(padded, &mut bytes).map_err(|_| HexError::NotHex)?;
    Ok(U256::from_be_bytes(bytes))
}

pub(crate) fn strip_0x(s: &str) -> &str {
    s.strip_prefix("0x")
        .or_else(|| s.strip_prefix("0X"))
        .unwrap_or(s)
}

/// `0x` + 64 lowercase hex digits.
pub(crate) fn to_hex(value: &U256) -> String {
    String::from_utf8_lossy(&hex_digits(value)).into_owned()
}

/// `0x` and 64 lower-case digits, on the stack (responses carry dozens of these).
pub(crate) fn hex_digits(value: &U256) -> [u8; 66] {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut buf = [0u8; 66];
    buf[0] = b'0';
    buf[1] = b'x';
    for (i, byte) in value.to_be_bytes::<32>().iter().enumerate() {
        buf[2 + 2 * i] = DIGITS[usize::from(byte >> 4)];
        buf[3 + 2 * i] = DIGITS[usize::from(byte & 15)];
    }
    buf
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn rejects_what_from_str_radix_would_allow() {
        for bad in ["+1", "-1", "1_0", " 1", "1 ", "0o1", "0x0x1", "0x", ""] {
            assert!(parse_u256(bad).is_err(), "{bad:?} must be rejected");
        }
    }

    #[test]
    fn pads_short_values() {
        assert_eq!(parse_u256("0XaB"), Ok(U256::from(0xab)));
        assert_eq!(to_hex(&U256::from(0xab)), format!("0x{:0>64}", "ab"));
        let every_digit = U256::from_be_bytes::<32>(std::array::from_fn(|i| (i * 37 + 11) as u8));
        assert_eq!(to_hex(&every_digit), format!("{every_digit:#066x}"));
    }
}
