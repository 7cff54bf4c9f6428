//! Field and proof decoding: never a panic, and whatever is accepted re-encodes to a
//! canonical form that decodes to the same value.
#![no_main]

use humanid_proof::{Field, Proof};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(field) = Field::parse(text) {
        let hex = field.to_hex();
        assert_eq!(hex.len(), 66);
        assert_eq!(Field::parse(&hex).ok(), Some(field));
        assert_eq!(Field::from_be_slice(&field.to_be_bytes()), Some(field));
    }
    if let Ok(proof) = Proof::from_abi_hex(text) {
        let hex = proof.to_abi_hex();
        let again = Proof::from_abi_hex(&hex).expect("a re-encoded proof decodes");
        assert_eq!(again.coordinates(), proof.coordinates());
        assert_eq!(again.to_abi_hex(), hex);
    }
    if let Ok(value) = serde_json::from_str::<serde_json::Value>(text) {
        if let Ok(proof) = Proof::from_json(&value) {
            let again = Proof::from_abi_hex(&proof.to_abi_hex()).expect("re-encoded");
            assert_eq!(again.coordinates(), proof.coordinates());
        }
    }
});
