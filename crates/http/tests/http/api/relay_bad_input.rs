//! Bad input to the Wallet Bridge relay: always a clear 4xx with the error body and CORS,
//! never a 5xx.

use humanid_store::relay::Sealed;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::relay::{open_at, sealed};

const NO_SUCH: &str = "00000000-0000-4000-8000-000000000000";

fn json_body(v: Value) -> Vec<u8> {
    serde_json::to_vec(&v).unwrap()
}

/// A call the relay must refuse; `code: ""` for an answer with no error body to check.
#[allow(clippy::too_many_arguments)]
fn case(
    what: &'static str,
    method: Method,
    path: String,
    body: Option<Vec<u8>>,
    status: StatusCode,
    code: &'static str,
    attribute: Option<&'static str>,
) -> Refusal {
    Refusal {
        what: what.to_owned(),
        method,
        path,
        content_type: body.as_ref().map(|_| "application/json"),
        body: body.unwrap_or_default(),
        status,
        code,
        attribute,
    }
}

#[tokio::test]
async fn bad_input_to_the_relay_gets_a_clear_4xx_never_a_5xx() {
    let app = spawn_app().await;
    // An entry already answered, and one whose last write is older than 900 s.
    let answered = open_at(&app.client, &app.url).await;
    let put = app
        .client
        .put(app.at(&format!("/response/{answered}")))
        .json(&sealed("a"))
        .send();
    assert_eq!(put.await.unwrap().status(), StatusCode::CREATED);
    let expired = "11111111-1111-4111-8111-111111111111";
    let old = humanid_store::now_micros() - 1;
    let row = Sealed {
        iv: "aXY=".into(),
        payload: "cGF5bG9hZA==".into(),
    };
    app.humanid
        .store()
        .insert_relay_request(expired, &row, old, old)
        .await
        .unwrap();

    let good = json_body(sealed("x"));
    let bad = StatusCode::BAD_REQUEST;
    let post = |what, body, status, code, attr| {
        case(
            what,
            Method::POST,
            "/request".into(),
            Some(body),
            status,
            code,
            attr,
        )
    };
    let taken = "36cbce56be7a3756b422c47d7877ff6e7905e3bebecf6036f4123f0857548df0";
    let chosen = json!({ "iv": "aGk=", "payload": "aGk=", "request_id": taken });
    let first = app.client.post(app.at("/request")).json(&chosen).send();
    assert_eq!(first.await.unwrap().status(), StatusCode::OK);
    let with_id =
        |id: Value| json_body(json!({ "iv": "aGk=", "payload": "aGk=", "request_id": id }));
    let mut cases = vec![
        post(
            "a chosen id that is taken",
            with_id(json!(taken.to_uppercase())),
            StatusCode::CONFLICT,
            "already_exists",
            Some("request_id"),
        ),
        post(
            "a chosen id too short",
            with_id(json!("abc")),
            bad,
            "invalid",
            Some("request_id"),
        ),
        post(
            "a chosen id with a slash",
            with_id(json!("../../../../etc/passwd")),
            bad,
            "invalid",
            Some("request_id"),
        ),
        post(
            "a chosen id that is a number",
            with_id(json!(1234567890123456789_u64)),
            bad,
            "invalid",
            Some("request_id"),
        ),
        case(
            "POST /response without a payload",
            Method::POST,
            "/response".into(),
            Some(json_body(json!({ "iv": "aGk=" }))),
            bad,
            "invalid",
            Some("payload"),
        ),
        case(
            "POST /response of non-base64",
            Method::POST,
            "/response".into(),
            Some(json_body(json!({ "iv": "aGk=", "payload": "%%" }))),
            bad,
            "invalid",
            Some("payload"),
        ),
        post(
            "not JSON",
            b"{not json".to_vec(),
            bad,
            "invalid",
            Some("body"),
        ),
        post("a JSON array", b"[]".to_vec(), bad, "invalid", Some("body")),
        post(
            "no iv",
            json_body(json!({ "payload": "aGk=" })),
            bad,
            "invalid",
            Some("iv"),
        ),
        post(
            "no payload",
            json_body(json!({ "iv": "aGk=" })),
            bad,
            "invalid",
            Some("payload"),
        ),
        post(
            "iv not a string",
            json_body(json!({ "iv": 12, "payload": "aGk=" })),
            bad,
            "invalid",
            Some("iv"),
        ),
        post(
            "iv not base64",
            json_body(json!({ "iv": "%%%", "payload": "aGk=" })),
            bad,
            "invalid",
            Some("iv"),
        ),
        post(
            "payload not base64",
            json_body(json!({ "iv": "aGk=", "payload": "a b" })),
            bad,
            "invalid",
            Some("payload"),
        ),
        post(
            "empty payload",
            json_body(json!({ "iv": "aGk=", "payload": "" })),
            bad,
            "invalid",
            Some("payload"),
        ),
        post(
            "a 10 MiB body",
            json_body(json!({ "iv": "aGk=", "payload": "A".repeat(10 << 20) })),
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            None,
        ),
        post(
            "just over 64 KiB",
            json_body(json!({ "iv": "aGk=", "payload": "A".repeat(64 << 10) })),
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            None,
        ),
    ];
    let mut wrong_type = post(
        "text/plain",
        good.clone(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "invalid_content_type",
        None,
    );
    wrong_type.content_type = Some("text/plain");
    cases.push(wrong_type);
    for (method, prefix) in [
        (Method::GET, "request"),
        (Method::HEAD, "request"),
        (Method::GET, "response"),
        (Method::HEAD, "response"),
    ] {
        for id in [
            "not-a-uuid".to_owned(),
            "6ba7b810%209dad-11d1-80b4-00c04fd430c8".to_owned(),
            "0".repeat(257),
        ] {
            let what = if method == Method::HEAD {
                "HEAD with a malformed id"
            } else {
                "GET with a malformed id"
            };
            // HEAD answers carry no body; the status says it.
            let code = if method == Method::HEAD {
                ""
            } else {
                "invalid"
            };
            let attr = if method == Method::HEAD {
                None
            } else {
                Some("request_id")
            };
            cases.push(case(
                what,
                method.clone(),
                format!("/{prefix}/{id}"),
                None,
                bad,
                code,
                attr,
            ));
        }
    }
    let put = |what, id: &str, body, status, code, attr| {
        case(
            what,
            Method::PUT,
            format!("/response/{id}"),
            Some(body),
            status,
            code,
            attr,
        )
    };
    cases.extend([
        put(
            "PUT with a malformed id",
            "req_0123",
            good.clone(),
            bad,
            "invalid",
            Some("request_id"),
        ),
        put(
            "PUT to an unknown id",
            NO_SUCH,
            good.clone(),
            bad,
            "request_closed",
            Some("request_id"),
        ),
        put(
            "a second PUT",
            &answered,
            good.clone(),
            StatusCode::CONFLICT,
            "already_answered",
            None,
        ),
        put(
            "PUT after expiry",
            expired,
            good.clone(),
            bad,
            "request_closed",
            Some("request_id"),
        ),
        put(
            "PUT of non-JSON",
            NO_SUCH,
            b"]".to_vec(),
            bad,
            "invalid",
            Some("body"),
        ),
        put(
            "PUT without payload",
            NO_SUCH,
            json_body(json!({ "iv": "aGk=" })),
            bad,
            "invalid",
            Some("payload"),
        ),
        put(
            "PUT of non-base64",
            NO_SUCH,
            json_body(json!({ "iv": "aGk=", "payload": "***" })),
            bad,
            "invalid",
            Some("payload"),
        ),
    ]);
    cases.extend([
        case(
            "GET of an expired request",
            Method::GET,
            format!("/request/{expired}"),
            None,
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
        case(
            "GET of an unknown response",
            Method::GET,
            format!("/response/{NO_SUCH}"),
            None,
            StatusCode::NOT_FOUND,
            "not_found",
            None,
        ),
        case(
            "DELETE",
            Method::DELETE,
            format!("/request/{NO_SUCH}"),
            None,
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            None,
        ),
    ]);

    for c in cases {
        let got = c.send(&app).await;
        assert_eq!(got.status, c.status, "{}: {}", c.what, got.body);
        assert!(got.cors, "{}: CORS", c.what);
        if !c.code.is_empty() {
            got.assert_error(&c.what, c.status, c.code, c.attribute);
        }
    }
}
