use ark_bn254::{Fq, Fq2, G2Affine};
use ark_ec::AffineRepr;
use ark_ff::PrimeField;
use humanid_proof::proof::Point;
use humanid_proof::{Proof, ProofError, Verifier};
use ruint::aliases::U256;
use semaphore_rs::packed_proof::PackedProof;
use serde_json::json;

use crate::fixtures;

const BASE_MODULUS: U256 = U256::from_limbs(<Fq as PrimeField>::MODULUS.0);

fn sample() -> &'static fixtures::Fixture {
    &fixtures::at(16)[0]
}

fn with(coords: [U256; 8]) -> Result<Proof, ProofError> {
    Proof::from_coordinates(coords)
}

fn hex_of(coords: [U256; 8]) -> String {
    let words: String = coords
        .iter()
        .map(|c| hex::encode(c.to_be_bytes::<32>()))
        .collect();
    format!("0x{words}")
}

#[test]
fn abi_hex_round_trips_and_matches_semaphore_rs_packing() {
    for fx in fixtures::all() {
        let hex = fx.proof.to_abi_hex();
        assert_eq!(hex.len(), 2 + 512);
        // semaphore-rs's PackedProof is the ABI uint256[8]: same bytes, same order.
        assert_eq!(hex, PackedProof::from(fx.semaphore).to_string());
        assert_eq!(Proof::from_abi_hex(&hex).unwrap(), fx.proof);
        assert_eq!(hex.parse::<Proof>().unwrap(), fx.proof);
        assert_eq!(fx.proof.to_string(), hex);
    }
}

#[test]
fn abi_hex_accepts_upper_case_and_no_prefix() {
    let hex = sample().proof.to_abi_hex();
    assert_eq!(Proof::from_abi_hex(&hex[2..]).unwrap(), sample().proof);
    let upper = format!("0X{}", hex[2..].to_uppercase());
    let parsed = Proof::from_abi_hex(&upper).unwrap();
    assert_eq!(parsed.to_abi_hex(), hex, "output is canonical lower case");
}

#[test]
fn json_form_is_what_semaphore_rs_serialises() {
    for fx in fixtures::all() {
        let value = serde_json::to_value(fx.semaphore).unwrap();
        assert_eq!(Proof::from_json(&value).unwrap(), fx.proof);
        assert_eq!(semaphore_rs::protocol::Proof::from(&fx.proof), fx.semaphore);
    }
}

#[test]
fn serde_reads_both_forms_and_writes_abi_hex() {
    let fx = sample();
    let from_string: Proof = serde_json::from_value(json!(fx.proof.to_abi_hex())).unwrap();
    let from_array: Proof =
        serde_json::from_value(serde_json::to_value(fx.semaphore).unwrap()).unwrap();
    assert_eq!(from_string, fx.proof);
    assert_eq!(from_array, fx.proof);
    assert_eq!(
        serde_json::to_value(&fx.proof).unwrap(),
        json!(fx.proof.to_abi_hex())
    );
    assert!(serde_json::from_value::<Proof>(json!(42)).is_err());
}

#[test]
fn wrong_length_or_non_hex_is_rejected() {
    let hex = sample().proof.to_abi_hex();
    assert_eq!(Proof::from_abi_hex(""), Err(ProofError::InvalidLength(0)));
    assert_eq!(Proof::from_abi_hex("0x"), Err(ProofError::InvalidLength(0)));
    assert_eq!(
        Proof::from_abi_hex(&hex[..513]),
        Err(ProofError::InvalidLength(511))
    );
    assert_eq!(
        Proof::from_abi_hex(&format!("{hex}0")),
        Err(ProofError::InvalidLength(513))
    );
    assert_eq!(
        Proof::from_abi_hex(&format!("{hex}00")),
        Err(ProofError::InvalidLength(514))
    );
    let bad = format!("{}g", &hex[..513]);
    assert_eq!(Proof::from_abi_hex(&bad), Err(ProofError::InvalidHex));
    assert_eq!(
        Proof::from_abi_hex(&format!(" {}", &hex[2..])),
        Err(ProofError::InvalidHex)
    );
}

#[test]
fn coordinates_at_or_above_the_base_modulus_are_rejected() {
    let coords = sample().proof.coordinates();
    for index in 0..8 {
        for value in [BASE_MODULUS, U256::MAX, coords[index] + BASE_MODULUS] {
            let mut bad = coords;
            bad[index] = value;
            let expected = Err(ProofError::CoordinateOutOfRange(index));
            assert_eq!(with(bad), expected);
            assert_eq!(Proof::from_abi_hex(&hex_of(bad)), expected);
        }
    }
}

#[test]
fn points_off_the_curve_are_rejected() {
    let coords = sample().proof.coordinates();
    let cases = [
        (0, Point::A),
        (1, Point::A),
        (2, Point::B),
        (5, Point::B),
        (6, Point::C),
    ];
    for (index, point) in cases {
        let mut bad = coords;
        bad[index] += U256::from(1);
        assert_eq!(
            with(bad),
            Err(ProofError::NotOnCurve(point)),
            "coordinate {index}"
        );
    }
}

#[test]
fn points_at_infinity_are_rejected() {
    let coords = sample().proof.coordinates();
    for (range, point) in [(0..2, Point::A), (2..6, Point::B), (6..8, Point::C)] {
        let mut bad = coords;
        bad[range].fill(U256::ZERO);
        assert_eq!(with(bad), Err(ProofError::PointAtInfinity(point)));
    }
}

/// A point on the G2 twist curve outside the prime-order subgroup.
fn g2_outside_subgroup() -> G2Affine {
    (1u64..)
        .filter_map(|x| {
            G2Affine::get_point_from_x_unchecked(Fq2::new(Fq::from(x), Fq::from(1u64)), true)
        })
        .find(|p| p.is_on_curve() && !p.is_in_correct_subgroup_assuming_on_curve())
        .unwrap()
}

#[test]
fn g2_points_outside_the_subgroup_are_rejected() {
    let p = g2_outside_subgroup();
    let (x, y) = p.xy().unwrap();
    let u = |f: Fq| U256::from_limbs(f.into_bigint().0);
    let mut bad = sample().proof.coordinates();
    bad[2..6].copy_from_slice(&[u(x.c1), u(x.c0), u(y.c1), u(y.c0)]);
    assert_eq!(with(bad), Err(ProofError::NotInSubgroup(Point::B)));
}

#[test]
fn swapped_g2_limb_order_never_verifies() {
    let verifier = Verifier::global().unwrap();
    for fx in fixtures::all() {
        let mut swapped = fx.proof.coordinates();
        swapped.swap(2, 3);
        swapped.swap(4, 5);
        match with(swapped) {
            Err(e) => assert!(matches!(
                e,
                ProofError::NotOnCurve(Point::B) | ProofError::NotInSubgroup(Point::B)
            )),
            Ok(p) => assert!(!verifier.verify(fx.depth, &p, &fx.inputs).unwrap()),
        }
    }
}

#[test]
fn malformed_json_forms_are_rejected() {
    let good = serde_json::to_value(sample().semaphore).unwrap();
    let mut decimal = good.clone();
    decimal[0][0] = json!("1");
    let mut number = good.clone();
    number[2][1] = json!(1);
    let mut long = good.clone();
    long[1][0][0] = json!(format!("0x0{}", "1".repeat(64)));
    let cases = [
        json!(null),
        json!("0x00"),
        json!([]),
        json!([[], [], []]),
        json!([good[0], good[1]]),
        json!([good[0], good[1], good[2], good[2]]),
        json!([good[0], [good[1][0]], good[2]]),
        decimal,
        number,
        long,
    ];
    for case in cases {
        assert_eq!(
            Proof::from_json(&case),
            Err(ProofError::InvalidJson),
            "{case}"
        );
    }
}

#[test]
fn error_codes_are_stable_snake_case() {
    let errors = [
        ProofError::InvalidLength(0),
        ProofError::InvalidHex,
        ProofError::InvalidJson,
        ProofError::CoordinateOutOfRange(0),
        ProofError::PointAtInfinity(Point::A),
        ProofError::NotOnCurve(Point::B),
        ProofError::NotInSubgroup(Point::B),
    ];
    let codes: Vec<_> = errors.iter().map(ProofError::code).collect();
    assert_eq!(
        codes,
        [
            "invalid_length",
            "invalid_hex",
            "invalid_json",
            "coordinate_out_of_range",
            "point_at_infinity",
            "not_on_curve",
            "not_in_subgroup"
        ]
    );
    assert_eq!(
        ProofError::NotOnCurve(Point::C).to_string(),
        "proof point C is not on the curve"
    );
}
