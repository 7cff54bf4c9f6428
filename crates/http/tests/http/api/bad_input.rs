//! Malformed requests to verify and precheck: every one a 4xx with the JSON error body,
//! never a 5xx. Each case mutates a body that verifies, so the mutation is the fault.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::*;

const MODULUS: &str = "0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001";
const JSON: Option<&str> = Some("application/json");

/// `attribute: None` leaves the attribute unchecked.
type Case = Refusal;

fn raw(name: &str, path: &str, body: impl Into<Vec<u8>>, status: u16, code: &'static str) -> Case {
    Refusal {
        what: name.to_owned(),
        method: Method::POST,
        path: path.to_owned(),
        content_type: JSON,
        body: body.into(),
        status: StatusCode::from_u16(status).unwrap(),
        code,
        attribute: None,
    }
}

fn without(body: &Value, field: &str) -> Value {
    let mut out = body.clone();
    out.as_object_mut().unwrap().remove(field);
    out
}

/// The body is exactly `{code, detail, attribute}` with the right types.
fn is_contract_body(body: &Value) -> bool {
    body.as_object().is_some_and(|o| o.len() == 3)
        && body["code"].as_str().is_some_and(|c| !c.is_empty())
        && body["detail"].as_str().is_some_and(|d| !d.is_empty())
        && (body["attribute"].is_null() || body["attribute"].is_string())
}

/// Bodies that are not JSON objects at all: 400 `invalid`, attribute `body`.
fn not_json(path: &str, cases: &mut Vec<Case>) {
    let bodies: [(&str, &[u8]); 7] = [
        ("truncated", b"{"),
        ("not JSON", b"not json"),
        ("empty", b""),
        ("an array", b"[]"),
        ("null", b"null"),
        ("a string", b"\"proof\""),
        ("invalid UTF-8", b"{\"\xff\xfe\": 1}"),
    ];
    for (name, body) in bodies {
        let mut c = raw(name, path, body, 400, "invalid");
        c.attribute = Some("body");
        cases.push(c);
    }
    cases.push(raw(
        "deep nesting",
        path,
        "[".repeat(10_000),
        400,
        "invalid",
    ));
}

/// `field` set to `value` in `base` (or removed, for `None`): 400 `code` naming `attribute`.
type Mutation = (&'static str, Option<Value>, &'static str, &'static str);

fn mutations(path: &str, base: &Value, list: Vec<Mutation>, cases: &mut Vec<Case>) {
    for (field, value, code, attribute) in list {
        let (name, body) = match value {
            Some(v) => (format!("{path}: {field} = {v:.40}"), with(base, field, v)),
            None => (format!("{path}: no {field}"), without(base, field)),
        };
        let mut c = raw(&name, path, body.to_string(), 400, code);
        c.attribute = Some(attribute);
        cases.push(c);
    }
}

fn v1_mutations(proof: &str) -> Vec<Mutation> {
    let hex = |digits: String| Some(json!(format!("0x{digits}")));
    // A not-on-curve point A = (1, 3), the rest of the proof intact.
    let off_curve = format!("{:064x}{:064x}{}", 1, 3, &proof[2 + 128..]);
    let (f, fmt) = ("invalid", "invalid_format");
    vec![
        ("action", None, f, "action"),
        ("proof", None, f, "proof"),
        ("merkle_root", None, f, "merkle_root"),
        ("nullifier_hash", None, f, "nullifier_hash"),
        ("credential_type", None, f, "credential_type"),
        ("action", Some(json!(5)), f, "action"),
        ("proof", Some(json!(123)), f, "proof"),
        ("proof", Some(Value::Null), f, "proof"),
        ("merkle_root", Some(json!([])), f, "merkle_root"),
        ("nullifier_hash", Some(json!({})), f, "nullifier_hash"),
        ("signal", Some(json!(1)), f, "signal"),
        ("credential_type", Some(json!(true)), f, "credential_type"),
        ("credential_type", Some(json!("iris")), f, "credential_type"),
        ("credential_type", Some(json!("ORB")), f, "credential_type"),
        (
            "verification_level",
            Some(json!("device")),
            f,
            "verification_level",
        ),
        ("max_age", Some(json!("3600")), f, "max_age"),
        ("max_age", Some(json!(3600.5)), f, "max_age"),
        ("max_age", Some(json!(10)), f, "max_age"),
        ("max_age", Some(json!(604_801)), f, "max_age"),
        ("max_age", Some(json!(-1)), f, "max_age"),
        ("proof", hex("zz".repeat(256)), fmt, "proof"),
        (
            "proof",
            Some(json!(&proof[..proof.len() - 1])),
            fmt,
            "proof",
        ),
        ("proof", Some(json!(format!("{proof}00"))), fmt, "proof"),
        ("proof", Some(json!("")), fmt, "proof"),
        ("proof", hex("0".repeat(512)), fmt, "proof"),
        ("proof", hex("f".repeat(512)), fmt, "proof"),
        ("proof", hex(off_curve), fmt, "proof"),
        ("merkle_root", Some(json!("0xnothex")), fmt, "merkle_root"),
        ("merkle_root", hex("1".repeat(65)), fmt, "merkle_root"),
        ("merkle_root", Some(json!(MODULUS)), fmt, "merkle_root"),
        ("merkle_root", Some(json!("")), fmt, "merkle_root"),
        ("nullifier_hash", Some(json!("0x")), fmt, "nullifier_hash"),
        ("nullifier_hash", hex("f".repeat(64)), fmt, "nullifier_hash"),
        (
            "nullifier_hash",
            Some(json!(" 0x12")),
            fmt,
            "nullifier_hash",
        ),
        (
            "nullifier_hash",
            Some(json!("-0x12")),
            fmt,
            "nullifier_hash",
        ),
        (
            "merkle_root",
            Some(json!("0x1234")),
            "invalid_merkle_root",
            "merkle_root",
        ),
        ("action", Some(json!("nope")), "invalid_action", "action"),
        (
            "action",
            Some(json!("vo\u{0}te")),
            "invalid_action",
            "action",
        ),
        ("signal", Some(json!("\u{0}")), "invalid_proof", "proof"),
    ]
}

fn v2_mutations() -> Vec<Mutation> {
    vec![
        ("verification_level", None, "invalid", "verification_level"),
        (
            "verification_level",
            Some(json!("phone")),
            "invalid",
            "verification_level",
        ),
        ("signal_hash", Some(json!(7)), "invalid", "signal_hash"),
        (
            "signal_hash",
            Some(json!("xyz")),
            "invalid_format",
            "signal_hash",
        ),
        (
            "signal_hash",
            Some(json!(MODULUS)),
            "invalid_format",
            "signal_hash",
        ),
    ]
}

fn precheck_mutations() -> Vec<Mutation> {
    vec![
        ("action", Some(json!(1)), "invalid", "action"),
        ("action", Some(json!("nope")), "required", "action"),
        ("action", Some(json!("\u{0}")), "required", "action"),
        (
            "nullifier_hash",
            Some(json!("zz")),
            "invalid_format",
            "nullifier_hash",
        ),
        (
            "external_nullifier",
            Some(json!(MODULUS)),
            "invalid_format",
            "external_nullifier",
        ),
    ]
}

/// Wrong app, path, method, content type or size.
fn transport(v1: &str, pre: &str, good: &Value, cases: &mut Vec<Case>) {
    let body = good.to_string();
    let app = "app_0123456789abcdef0123456789abcdef";
    let staging = "app_staging_0123456789abcdef0123456789abcdef";
    for path in [
        format!("/api/v1/verify/{app}"),
        "/api/v1/verify/nope%00".into(),
        "/api/v1/verify/".into(),
        format!("/api/v1/precheck/{staging}"),
        "/api/v1/precheck/app_%00".into(),
    ] {
        cases.push(raw("unknown app", &path, body.clone(), 404, "not_found"));
    }
    for (path, method) in [(v1, Method::GET), (v1, Method::PUT), (pre, Method::GET)] {
        let mut c = raw(
            "wrong method",
            path,
            body.clone(),
            405,
            "method_not_allowed",
        );
        c.method = method;
        cases.push(c);
    }
    let types = [
        Some("text/plain"),
        None,
        Some("application/x-www-form-urlencoded"),
    ];
    for (path, content_type) in [
        (v1, types[0]),
        (v1, types[1]),
        (v1, types[2]),
        (pre, types[0]),
    ] {
        let mut c = raw(
            "content type",
            path,
            body.clone(),
            415,
            "invalid_content_type",
        );
        c.content_type = content_type;
        cases.push(c);
    }
    let huge = with(good, "signal", json!("x".repeat(70 * 1024))).to_string();
    cases.push(raw("oversize", v1, huge, 413, "payload_too_large"));
    let big_number = body.replacen('{', "{\"max_age\":99999999999999999999,", 1);
    let mut c = raw("max_age beyond i64", v1, big_number, 400, "invalid");
    c.attribute = Some("max_age");
    cases.push(c);
}

#[tokio::test]
async fn malformed_requests_get_4xx_with_the_contract_body_never_5xx_on_sqlite() {
    malformed_requests(TestServer::new().depth16().spawn().await).await;
}

#[tokio::test]
async fn malformed_requests_get_4xx_with_the_contract_body_never_5xx_on_postgres() {
    malformed_requests(TestServer::new().depth16().postgres().spawn().await).await;
}

async fn malformed_requests(app: TestApp) {
    let s = scene(&app, 2, false).await;
    let good = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let proof = good["proof"].as_str().unwrap().to_owned();
    let v2_good = json!({
        "action": "vote", "proof": proof, "merkle_root": good["merkle_root"],
        "nullifier_hash": good["nullifier_hash"], "verification_level": "orb",
        "signal_hash": humanid_proof::signal_hash("hello").to_hex(),
    });
    let v1 = format!("/api/v1/verify/{}", s.app.id);
    let v2 = format!("/api/v2/verify/{}", s.app.id);
    let pre = format!("/api/v1/precheck/{}", s.app.id);
    let mut cases = Vec::new();
    for path in [&v1, &v2, &pre] {
        not_json(path, &mut cases);
    }
    mutations(&v1, &good, v1_mutations(&proof), &mut cases);
    mutations(&v2, &v2_good, v2_mutations(), &mut cases);
    mutations(&pre, &json!({}), precheck_mutations(), &mut cases);
    transport(&v1, &pre, &good, &mut cases);
    assert!(cases.len() >= 40, "{}", cases.len());

    for c in &cases {
        let CorsAnswer { status, body, .. } = c.send(&app).await;
        let name = &c.what;
        assert_eq!(status, c.status, "{name}: {body}");
        assert!(is_contract_body(&body), "{name}: {body}");
        assert_eq!(body["code"], c.code, "{name}: {body}");
        if let Some(attribute) = c.attribute {
            assert_eq!(body["attribute"], attribute, "{name}: {body}");
        }
    }
    // The mutations alone were at fault: the bodies they started from verify.
    for (path, body) in [(&v1, &good), (&v2, &v2_good)] {
        let (status, out) = post(&app, path, body).await;
        assert_eq!(status, StatusCode::OK, "{path}: {out}");
    }
}
