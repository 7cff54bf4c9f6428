//! Reading a 4.x client kit's result as its back end forwards it: `{protocol_version,
//! nonce, action, environment?, responses: [...]}`, fields the kit may add later allowed.
//! Every malformed field is refused here, named by its path (`responses[0].proof`), before
//! anything is looked up; what is left to judge per item is whether it proves something.

use humanid_proof::Field;
use serde_json::{Map, Value};

use super::V4Error;
use crate::registry::CredentialType;
use crate::verify::{MAX_MAX_AGE, MIN_MAX_AGE};

/// Most items one result may carry (the kit sends one per credential it asked for).
pub const MAX_ITEMS: usize = 32;

/// A result, checked.
pub struct Body {
    /// Absent only when every item is a World ID 4.0 one (sessions have no action).
    pub action: Option<String>,
    /// `production`, `staging` or `sandbox`; absent means `production`.
    pub environment: Option<&'static str>,
    pub items: Vec<Item>,
}

pub enum Item {
    /// A World ID 3.0 (Semaphore) proof.
    Legacy(Legacy),
    /// A World ID 4.0 proof (uniqueness or session), which this service cannot check yet.
    Native { identifier: String },
}

pub struct Legacy {
    /// As the kit named it (`selfie` for a face credential).
    pub identifier: String,
    /// The credential type whose sets the proof is checked against.
    pub credential_type: CredentialType,
    pub signal_hash: Option<Field>,
    pub proof: String,
    pub merkle_root: Field,
    pub nullifier: Field,
    pub max_age: Option<i64>,
}

fn invalid(attribute: impl Into<String>, detail: impl Into<String>) -> V4Error {
    V4Error::Validation {
        attribute: attribute.into(),
        detail: detail.into(),
    }
}

/// The credential type a 3.0 item's identifier names (the kit says `selfie` for `face`).
pub fn credential_type(identifier: &str) -> Option<CredentialType> {
    match identifier {
        "selfie" => Some(CredentialType::Face),
        other => other.parse().ok(),
    }
}

fn string<'a>(obj: &'a Map<String, Value>, key: &str, path: &str) -> Result<&'a str, V4Error> {
    match obj.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(invalid(path, format!("`{path}` must be a string."))),
        None => Err(invalid(path, format!("`{path}` is missing."))),
    }
}

fn optional_string<'a>(
    obj: &'a Map<String, Value>,
    key: &str,
    path: &str,
) -> Result<Option<&'a str>, V4Error> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => string(obj, key, path).map(Some),
    }
}

fn field(value: &str, path: &str) -> Result<Field, V4Error> {
    Field::parse(value).map_err(|e| invalid(path, format!("`{path}` is not well formed: {e}.")))
}

/// `0x` + 512 hex digits: an ABI-encoded `uint256[8]` (its points are checked later).
fn proof_hex(value: &str, path: &str) -> Result<String, V4Error> {
    let digits = value
        .strip_prefix("0x")
        .or_else(|| value.strip_prefix("0X"))
        .unwrap_or(value);
    if digits.len() != 512 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(invalid(
            path,
            format!("`{path}` must be 0x followed by 512 hex digits (an ABI-encoded uint256[8])."),
        ));
    }
    Ok(value.to_owned())
}

fn max_age(obj: &Map<String, Value>, path: &str) -> Result<Option<i64>, V4Error> {
    let Some(value) = obj.get("max_age").filter(|v| !v.is_null()) else {
        return Ok(None);
    };
    let n = value.as_i64().or_else(|| {
        value
            .as_f64()
            .filter(|f| f.fract() == 0.0)
            .map(|f| f as i64)
    });
    match n {
        Some(n) if (MIN_MAX_AGE..=MAX_MAX_AGE).contains(&n) => Ok(Some(n)),
        _ => Err(invalid(
            path,
            format!("`{path}` must be a whole number of seconds from 3600 to 604800."),
        )),
    }
}

fn item(value: &Value, i: usize) -> Result<Item, V4Error> {
    let at = |key: &str| format!("responses[{i}].{key}");
    let Value::Object(obj) = value else {
        return Err(invalid(
            format!("responses[{i}]"),
            "Each response must be an object.",
        ));
    };
    let identifier = string(obj, "identifier", &at("identifier"))?;
    if identifier.is_empty() || identifier.len() > 64 {
        return Err(invalid(
            at("identifier"),
            "`identifier` must have 1 to 64 characters.",
        ));
    }
    let native = obj.contains_key("issuer_schema_id")
        || obj.contains_key("session_nullifier")
        || obj.get("proof").is_some_and(Value::is_array);
    if native {
        return Ok(Item::Native {
            identifier: identifier.to_owned(),
        });
    }
    let credential_type = credential_type(identifier).ok_or_else(|| {
        invalid(
            at("identifier"),
            format!(
                "Unknown World ID 3.0 credential {identifier:?}; expected orb, secure_document, \
                 document, device, face or selfie."
            ),
        )
    })?;
    Ok(Item::Legacy(Legacy {
        identifier: identifier.to_owned(),
        credential_type,
        signal_hash: optional_string(obj, "signal_hash", &at("signal_hash"))?
            .map(|s| field(s, &at("signal_hash")))
            .transpose()?,
        proof: proof_hex(string(obj, "proof", &at("proof"))?, &at("proof"))?,
        merkle_root: field(
            string(obj, "merkle_root", &at("merkle_root"))?,
            &at("merkle_root"),
        )?,
        nullifier: field(
            string(obj, "nullifier", &at("nullifier"))?,
            &at("nullifier"),
        )?,
        max_age: max_age(obj, &at("max_age"))?,
    }))
}

fn action(obj: &Map<String, Value>) -> Result<Option<String>, V4Error> {
    let Some(action) = optional_string(obj, "action", "action")? else {
        return Ok(None);
    };
    if action.chars().count() > 200 || action.contains(char::is_control) {
        return Err(invalid(
            "action",
            "`action` must have at most 200 characters and no control characters.",
        ));
    }
    Ok(Some(action.to_owned()))
}

pub fn body(value: &Value) -> Result<Body, V4Error> {
    let Value::Object(obj) = value else {
        return Err(invalid(
            "body",
            "The body must be a JSON object: the kit's result.",
        ));
    };
    match string(obj, "protocol_version", "protocol_version")? {
        "3.0" | "4.0" => {}
        other => {
            return Err(invalid(
                "protocol_version",
                format!("Unknown `protocol_version` {other:?}; expected \"3.0\" or \"4.0\"."),
            ));
        }
    }
    string(obj, "nonce", "nonce")?;
    let environment = match optional_string(obj, "environment", "environment")? {
        None => None,
        Some("production") => Some("production"),
        Some("staging") => Some("staging"),
        Some("sandbox") => Some("sandbox"),
        Some(other) => {
            return Err(invalid(
                "environment",
                format!("Unknown `environment` {other:?}; expected production or staging."),
            ));
        }
    };
    let responses = match obj.get("responses") {
        Some(Value::Array(items)) => items,
        Some(_) => return Err(invalid("responses", "`responses` must be an array.")),
        None => return Err(invalid("responses", "`responses` is missing.")),
    };
    if responses.is_empty() || responses.len() > MAX_ITEMS {
        return Err(invalid(
            "responses",
            format!("`responses` must hold 1 to {MAX_ITEMS} items."),
        ));
    }
    let items = responses
        .iter()
        .enumerate()
        .map(|(i, v)| item(v, i))
        .collect::<Result<Vec<_>, _>>()?;
    let action = action(obj)?;
    if action.is_none() && items.iter().any(|i| matches!(i, Item::Legacy(_))) {
        return Err(invalid("action", "`action` is missing."));
    }
    Ok(Body {
        action,
        environment,
        items,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn attribute(value: Value) -> String {
        match body(&value) {
            Err(V4Error::Validation { attribute, .. }) => attribute,
            Err(_) => "another error".into(),
            Ok(_) => "accepted".into(),
        }
    }

    fn legacy() -> Value {
        json!({"identifier": "orb", "proof": format!("0x{}", "0".repeat(512)),
               "merkle_root": "0x01", "nullifier": "0x02", "signal_hash": "0x03"})
    }

    fn result(items: Vec<Value>) -> Value {
        json!({"protocol_version": "3.0", "nonce": "0x1", "action": "vote", "responses": items})
    }

    #[test]
    fn a_kit_result_is_read_with_its_items_classified() {
        let native = json!({"identifier": "proof_of_human", "issuer_schema_id": 1,
                            "proof": ["0x1", "0x2"], "nullifier": "0x3", "expires_at_min": 0});
        let mut selfie = legacy();
        selfie["identifier"] = json!("selfie");
        let read = body(&result(vec![legacy(), native, selfie])).ok();
        let kinds: Vec<&str> = read
            .iter()
            .flat_map(|b| &b.items)
            .map(|i| match i {
                Item::Legacy(l) => l.credential_type.as_str(),
                Item::Native { .. } => "native",
            })
            .collect();
        assert_eq!(kinds, ["orb", "native", "face"]);
    }

    #[test]
    fn every_malformed_field_is_named_by_its_path() {
        let mut cases: Vec<(Value, &str)> = vec![
            (json!([]), "body"),
            (
                json!({"nonce": "n", "action": "a", "responses": [legacy()]}),
                "protocol_version",
            ),
            (
                json!({"protocol_version": "2.0", "nonce": "n", "responses": [legacy()]}),
                "protocol_version",
            ),
            (
                json!({"protocol_version": "3.0", "action": "a", "responses": [legacy()]}),
                "nonce",
            ),
            (
                json!({"protocol_version": "3.0", "nonce": "n", "responses": [legacy()]}),
                "action",
            ),
            (
                json!({"protocol_version": "3.0", "nonce": "n", "action": "a"}),
                "responses",
            ),
            (result(vec![]), "responses"),
            (result(vec![json!(5)]), "responses[0]"),
        ];
        for (key, bad, path) in [
            ("identifier", json!("passport"), "responses[0].identifier"),
            ("identifier", json!(""), "responses[0].identifier"),
            ("proof", json!("0x12"), "responses[0].proof"),
            ("merkle_root", json!("0xzz"), "responses[0].merkle_root"),
            ("nullifier", json!(7), "responses[0].nullifier"),
            (
                "signal_hash",
                json!(format!("0x{}", "f".repeat(64))),
                "responses[0].signal_hash",
            ),
            ("max_age", json!(10), "responses[0].max_age"),
        ] {
            let mut item = legacy();
            item[key] = bad;
            cases.push((result(vec![item]), path));
        }
        let mut env = result(vec![legacy()]);
        env["environment"] = json!("mainnet");
        cases.push((env, "environment"));
        let mut long = result(vec![legacy()]);
        long["action"] = json!("a".repeat(201));
        cases.push((long, "action"));
        for (value, path) in cases {
            assert_eq!(attribute(value.clone()), path, "{value}");
        }
        assert_eq!(attribute(result(vec![legacy()])), "accepted");
    }
}
