use humanid_proof::{Field, FieldError};
use ruint::aliases::U256;

const ONE: &str = "0x0000000000000000000000000000000000000000000000000000000000000001";
const R: &str = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001";
const R_MINUS_ONE: &str = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000";

#[test]
fn parse_accepts_case_prefix_and_short_forms() {
    for s in ["1", "0x1", "0X1", "01", ONE, &ONE[2..]] {
        assert_eq!(Field::parse(s).unwrap().to_hex(), ONE, "{s}");
    }
    assert_eq!(
        Field::parse("0xABcd").unwrap(),
        Field::parse("abCD").unwrap()
    );
    assert_eq!(
        Field::parse("0xABcd").unwrap().to_string(),
        format!("0x{:0>64}", "abcd")
    );
}

#[test]
fn parse_rejects_malformed_values() {
    let too_long = format!("0x0{}", &ONE[2..]);
    let cases = [
        ("", FieldError::Empty),
        ("0x", FieldError::Empty),
        ("0xg", FieldError::NotHex),
        (" 1", FieldError::NotHex),
        ("1 ", FieldError::NotHex),
        ("-1", FieldError::NotHex),
        ("0x0x1", FieldError::NotHex),
        (too_long.as_str(), FieldError::TooLong),
    ];
    for (input, expected) in cases {
        assert_eq!(Field::parse(input), Err(expected), "{input:?}");
    }
}

#[test]
fn parse_enforces_the_scalar_field_modulus() {
    assert_eq!(Field::MODULUS, semaphore_rs::MODULUS);
    assert_eq!(Field::parse(R), Err(FieldError::OutOfRange));
    assert_eq!(Field::parse(&"f".repeat(64)), Err(FieldError::OutOfRange));
    assert_eq!(Field::parse(R_MINUS_ONE).unwrap().to_hex(), R_MINUS_ONE);
    assert_eq!(Field::try_from(Field::MODULUS), Err(FieldError::OutOfRange));
    assert!(Field::try_from(Field::MODULUS - U256::from(1)).is_ok());
}

#[test]
fn serde_uses_the_canonical_string() {
    let x = Field::parse("0XAB").unwrap();
    let json = serde_json::to_string(&x).unwrap();
    assert_eq!(json, format!("\"0x{:0>64}\"", "ab"));
    assert_eq!(serde_json::from_str::<Field>(&json).unwrap(), x);
    assert_eq!(serde_json::from_str::<Field>("\"ab\"").unwrap(), x);
    for bad in ["171", "\"\"", "\"xyz\"", &format!("\"{R}\""), "null", "[1]"] {
        assert!(serde_json::from_str::<Field>(bad).is_err(), "{bad}");
    }
}

#[test]
fn error_codes_are_stable_snake_case() {
    let codes = [
        FieldError::Empty.code(),
        FieldError::NotHex.code(),
        FieldError::TooLong.code(),
        FieldError::OutOfRange.code(),
    ];
    assert_eq!(codes, ["empty", "invalid_hex", "too_long", "out_of_range"]);
}

#[test]
fn from_be_slice_takes_exactly_32_canonical_bytes() {
    let x = Field::parse("0x1234").unwrap();
    assert_eq!(Field::from_be_slice(&x.to_be_bytes()), Some(x));
    assert_eq!(Field::from_be_slice(&[0x12, 0x34]), None);
    assert_eq!(Field::from_be_slice(&[0; 33]), None);
    assert_eq!(Field::from_be_slice(&[0xff; 32]), None);
}
