//! The identity provider's form and query parsing (`/token`, `/introspect`, `/revoke`,
//! `/authorize`) and Basic client credentials: never a panic; an accepted form
//! re-encodes to one that parses to the same fields.
#![no_main]

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use humanid_http::fuzzing::{authorize_params, basic_credentials, token_form};
use libfuzzer_sys::fuzz_target;

fn encode<'a>(fields: impl Iterator<Item = (&'a String, &'a String)>) -> String {
    let mut out = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in fields {
        out.append_pair(k, v);
    }
    out.finish()
}

fuzz_target!(|data: &[u8]| {
    // First line: the Authorization header value; the rest: the body.
    let split = data.iter().position(|b| *b == b'\n').unwrap_or(data.len());
    let (auth, body) = (&data[..split], data.get(split + 1..).unwrap_or_default());

    let form = b"application/x-www-form-urlencoded";
    if let Ok(fields) = token_form(form, body) {
        let again = token_form(form, encode(fields.iter()).as_bytes());
        assert_eq!(again.ok(), Some(fields));
    }
    assert!(token_form(b"application/json", body).is_err());

    let params = authorize_params(body);
    assert_eq!(authorize_params(encode(params.iter()).as_bytes()), params);

    if let Some(Ok((id, secret))) = basic_credentials(auth) {
        // What the client sent, re-encoded as RFC 6749 §2.3.1 asks, reads the same.
        let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
        let header = format!(
            "Basic {}",
            STANDARD.encode(format!("{}:{}", enc(&id), enc(&secret)))
        );
        let again = basic_credentials(header.as_bytes()).and_then(Result::ok);
        assert_eq!(again, Some((id, secret)));
    }
});
