//! The string formats the API documents for its bodies and paths, each written once.
//!
//! A field names one with `#[schema(value_type = FieldHex)]`; the OpenAPI document then
//! holds the format once under `components.schemas` and refers to it, so a client or a
//! property-based tester reads the same pattern everywhere. The patterns describe what
//! the parsers accept (`humanid_proof::Field::parse`, `Proof::from_abi_hex`,
//! [`crate::relay::SealedBody::check`], [`crate::relay::parse_id`]); the tests
//! below hold them to it.

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// Declares documented string formats: for each, a type to name in `value_type = …`
/// and its pattern.
macro_rules! string_formats {
    ($($(#[doc = $doc:literal])+ $name:ident = $pattern:literal;)+) => {$(
        $(#[doc = $doc])+
        pub struct $name;

        impl $name {
            pub const PATTERN: &'static str = $pattern;
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                // The doc comment's lines, as one paragraph.
                let lines: &[&str] = &[$($doc),+];
                let description = lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some($pattern))
                    .description(Some(description))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}
    )+};
}

string_formats! {
    /// A BN254 scalar field element in hex (`0x` optional, either case, at most 64 digits,
    /// below the field's modulus): a Merkle root, a nullifier hash, a signal hash or an
    /// identity commitment. The pattern stops a little short of the modulus (`0x30644e…`):
    /// 64 digits must start with 0, 1 or 2.
    FieldHex = r"^(0[xX])?([0-9a-fA-F]{1,63}|[0-2][0-9a-fA-F]{63})$";

    /// A field element in hex as `FieldHex`, or empty (which some clients send for "none").
    FieldHexOrEmpty = r"^((0[xX])?([0-9a-fA-F]{1,63}|[0-2][0-9a-fA-F]{63}))?$";

    /// A Groth16 proof as the ABI encoding of `uint256[8]`: 512 hex digits, `0x` optional.
    ProofHex = r"^(0[xX])?[0-9a-fA-F]{512}$";

    /// Standard base64 with padding, not empty.
    Base64Text = r"^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=|[A-Za-z0-9+/]{4})$";

    /// A wallet-bridge request id: 16 to 256 letters, digits, `.`, `_` or `-`.
    RelayRequestId = r"^[A-Za-z0-9._-]{16,256}$";

    /// An app's environment as the World ID 4.0 routes name it: `production` or `staging`
    /// (`sandbox` is read as `staging`).
    EnvironmentName = r"^(production|staging|sandbox)$";
}

#[cfg(test)]
mod tests {
    use humanid_proof::{Field, Proof};
    use regex::Regex;

    use super::*;
    use crate::relay::{SealedBody, parse_id};

    fn matches(pattern: &str, s: &str) -> bool {
        Regex::new(pattern).map(|re| re.is_match(s)) == Ok(true)
    }

    /// Every sample the pattern admits parses, and every one it refuses does not: a
    /// property-based tester that follows the document never sends a value the server
    /// refuses for its format.
    fn agree(pattern: &str, parses: impl Fn(&str) -> bool, samples: &[&str]) {
        for s in samples {
            assert_eq!(matches(pattern, s), parses(s), "{pattern} against {s:?}");
        }
    }

    #[test]
    fn field_hex_admits_what_the_field_parser_accepts() {
        let top = format!("0x2{}", "f".repeat(63));
        let modulus = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001";
        let long = "1".repeat(65);
        agree(
            FieldHex::PATTERN,
            |s| Field::parse(s).is_ok(),
            &[
                "0x1", "1", "0XaBc", &top, modulus, &long, "", "0x", "0xg1", " 0x1",
            ],
        );
        // The one difference, as documented: the last sliver below the modulus parses but
        // is left out of the pattern.
        let sliver = format!("0x3{}", "0".repeat(63));
        assert!(Field::parse(&sliver).is_ok() && !matches(FieldHex::PATTERN, &sliver));
    }

    #[test]
    fn field_hex_or_empty_is_field_hex_and_the_empty_string() {
        for s in ["", "0x1", "0x", "0xg", &format!("0x3{}", "0".repeat(63))] {
            let admitted = s.is_empty() || matches(FieldHex::PATTERN, s);
            assert_eq!(matches(FieldHexOrEmpty::PATTERN, s), admitted, "{s:?}");
        }
    }

    #[test]
    fn proof_hex_has_the_abi_encodings_length_and_alphabet() {
        let right = format!("0x{}", "a".repeat(512));
        for (s, admitted) in [
            (right.as_str(), true),
            (&right[2..], true),
            (&right[..right.len() - 1], false),
            (&right.replace('a', "g"), false),
        ] {
            assert_eq!(matches(ProofHex::PATTERN, s), admitted, "{s}");
            // Admitted strings parse as far as length and alphabet: what is left is
            // whether the points are on the curve, which no pattern can say.
            let refused_for_shape = matches!(
                Proof::from_abi_hex(s),
                Err(humanid_proof::ProofError::InvalidHex
                    | humanid_proof::ProofError::InvalidLength(_))
            );
            assert_eq!(admitted, !refused_for_shape, "{s}");
        }
    }

    #[test]
    fn base64_text_admits_what_a_sealed_body_accepts() {
        let check = |s: &str| {
            SealedBody {
                iv: s.into(),
                payload: "AAAA".into(),
            }
            .check()
            .is_ok()
        };
        agree(
            Base64Text::PATTERN,
            check,
            &[
                "AAAA", "AA==", "AAA=", "aGVsbG8=", "", "AAA", "A===", "AB==", "AAAA\n", "A-B_",
            ],
        );
    }

    #[test]
    fn relay_request_id_admits_what_the_relay_accepts() {
        let longest = "a".repeat(256);
        let too_long = "a".repeat(257);
        agree(
            RelayRequestId::PATTERN,
            |s| parse_id(s).is_ok(),
            &[
                "0123456789abcdef",
                "A.b_c-D.e_f-0123",
                &longest,
                &too_long,
                "short",
                "0123456789abcde/",
                "",
            ],
        );
    }
}
