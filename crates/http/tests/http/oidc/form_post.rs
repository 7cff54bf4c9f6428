//! `response_mode=form_post`: the browser gets a page that posts the result to the RP.
//! The RP must receive exactly its state and a code that works.

use std::collections::HashMap;

use openidconnect::core::CoreResponseType;
use openidconnect::{AuthenticationFlow, CsrfToken, Nonce, TokenResponse};
use reqwest::StatusCode;

use crate::api::handoff::{REDIRECT, rp};
use crate::api::helpers::*;
use crate::oidc::rp::*;

/// The value of `attr="…"` inside one tag, HTML entities decoded.
fn attribute(tag: &str, attr: &str) -> Option<String> {
    let start = tag.find(&format!(" {attr}=\""))? + attr.len() + 3;
    let len = tag[start..].find('"')?;
    Some(unescape(&tag[start..start + len]))
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let end = rest[i..].find(';').unwrap() + i;
        let entity = &rest[i + 1..end];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            e if e.starts_with("#x") => char::from_u32(u32::from_str_radix(&e[2..], 16).unwrap()),
            e => char::from_u32(e[1..].parse().unwrap()),
        }
        .unwrap();
        out.push(c);
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// The tags named `name` in `html`, each as its text up to `>`.
fn tags<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    html.match_indices(&format!("<{name} "))
        .map(|(i, _)| &html[i..i + html[i..].find('>').unwrap()])
        .collect()
}

#[tokio::test]
async fn form_post_delivers_code_and_state_in_an_auto_submitting_form() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    // A state with characters HTML must escape: the RP gets it back byte for byte.
    let sent_state = "s&t\"a<t>e'1";
    let (url, state, nonce) = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
            || CsrfToken::new(sent_state.into()),
            Nonce::new_random,
        )
        .add_extra_param("response_mode", "form_post")
        .url();
    assert_eq!(state.secret(), sent_state);
    let res = sign_in(&app, &rp, &url).await.response;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().get("location").is_none());
    let header = |name: &str| res.headers()[name].to_str().unwrap().to_owned();
    assert!(header("content-type").starts_with("text/html"));
    assert_eq!(header("cache-control"), "no-store");
    let csp = header("content-security-policy");
    assert!(csp.contains("form-action"), "{csp}");
    assert!(csp.contains("https://rp.example"), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    let html = res.text().await.unwrap();

    let forms = tags(&html, "form");
    assert_eq!(forms.len(), 1, "{html}");
    assert_eq!(attribute(forms[0], "method").as_deref(), Some("post"));
    assert_eq!(attribute(forms[0], "action").as_deref(), Some(REDIRECT));
    let fields: HashMap<String, String> = tags(&html, "input")
        .into_iter()
        .filter(|t| attribute(t, "type").as_deref() == Some("hidden"))
        .map(|t| {
            (
                attribute(t, "name").unwrap(),
                attribute(t, "value").unwrap(),
            )
        })
        .collect();
    assert_eq!(fields["state"], sent_state);
    assert!(!fields.contains_key("id_token"), "{fields:?}");
    assert!(html.contains(".submit()"), "the form submits itself");

    let tokens = exchange_with_library(&client, fields["code"].clone()).await;
    verify(&client, tokens.id_token().unwrap(), &nonce);
}
