//! A kiosk's QR code asks for a proof of that request alone: its signal is the request's
//! id, so a proof made beforehand (for the empty signal, or for another QR code) is
//! refused and only someone who scanned this code can verify with it.

use reqwest::StatusCode;
use serde_json::Value;

use crate::api::helpers::*;
use crate::api::portal_support::user;
use crate::api::proving::{post, scene};

/// The request id behind the QR code the kiosk shows now.
async fn shown_request(
    app: &TestApp,
    member: &crate::api::portal_support::User,
    kiosk: &str,
) -> String {
    let (status, html) = member.get(app, kiosk).await;
    assert_eq!(status, StatusCode::OK);
    let at = html.find("/requests/req_").unwrap() + "/requests/".len();
    html[at..at + 36].to_owned()
}

/// Sends `proof` to `request` as the wallet does: without the action and the signal,
/// which the request already names.
async fn submit(app: &TestApp, request: &str, proof: &Value) -> (StatusCode, Value) {
    let mut answer = proof.clone();
    for field in ["action", "signal"] {
        answer.as_object_mut().unwrap().remove(field);
    }
    post(app, &format!("/requests/{request}/proof"), &answer).await
}

#[tokio::test]
async fn a_kiosk_accepts_only_a_proof_made_for_the_qr_code_it_shows() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let member = user(&app, &s.team_id, "Max", "member").await;
    let kiosk = format!("/kiosk/{}/vote", s.app.id);
    let first = shown_request(&app, &member, &kiosk).await;
    // Made in advance, without scanning anything: the empty signal.
    let ahead = s.person.prove(&app, &s.key, &s.action, "").await;
    let refused = submit(&app, &first, &ahead).await;
    assert_eq!(refused.1["code"], "invalid_proof", "{}", refused.1);

    // Made for another QR code of the same kiosk.
    let second = shown_request(&app, &member, &kiosk).await;
    assert_ne!(first, second);
    let for_second = s.person.prove(&app, &s.key, &s.action, &second).await;
    let refused = submit(&app, &first, &for_second).await;
    assert_eq!(refused.1["code"], "invalid_proof", "{}", refused.1);

    // Made after scanning this one: the wallet reads the signal from the request.
    let wallet_view = app.get_json(&format!("/requests/{first}")).await;
    assert_eq!(wallet_view["signal"], first.as_str(), "{wallet_view}");
    let scanned = s.person.prove(&app, &s.key, &s.action, &first).await;
    let accepted = submit(&app, &first, &scanned).await;
    assert_eq!(accepted.0, StatusCode::OK, "{}", accepted.1);
    let (_, result) = member.get(&app, &format!("{kiosk}/requests/{first}")).await;
    let result: Value = serde_json::from_str(&result).unwrap();
    assert_eq!(result["result"]["outcome"], "verified");
}
