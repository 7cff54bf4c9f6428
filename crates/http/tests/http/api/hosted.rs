//! The hosted verification page: the wallet hand-off ends in a redirect to the app's
//! return URL with a `verification_jwt` that verifies against `/api/v1/jwks`.

use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use reqwest::StatusCode;
use serde_json::Value;

use crate::api::handoff::*;
use crate::api::helpers::*;
use crate::api::proving::new_action;

async fn verification_key(app: &TestApp, kid: &str) -> DecodingKey {
    let jwks: Value = app.get_json("/api/v1/jwks").await;
    let key = jwks["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kid"] == kid)
        .unwrap();
    DecodingKey::from_rsa_components(key["n"].as_str().unwrap(), key["e"].as_str().unwrap())
        .unwrap()
}

fn hosted_path(rp: &Rp, action: &str, signal: &str) -> String {
    format!(
        "/verify/{}/{action}?signal={}&return_url={}&state=s9",
        rp.app.id,
        urlencode(signal),
        urlencode(REDIRECT)
    )
}

#[tokio::test]
async fn the_hosted_page_returns_a_signed_result_and_counts_the_use() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    new_action(&app, &rp.team_id, &rp.app.id, "vote", 1).await;
    let started = start(&app, &hosted_path(&rp, "vote", "0xabc")).await;
    assert!(
        started.body["request_url"]
            .as_str()
            .unwrap()
            .ends_with(&started.request_id)
    );
    let view: Value = app
        .get_json(&format!("/requests/{}", started.request_id))
        .await;
    assert_eq!(
        (view["kind"].as_str(), view["action"].as_str()),
        (Some("verification"), Some("vote"))
    );
    assert_eq!(view["signal"], "0xabc");

    let answer = wallet_answer(&app, &rp, &started.request_id).await;
    assert_eq!(
        post_proof(&app, &started.request_id, &answer).await.0,
        StatusCode::OK
    );
    let (status, location) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let params = redirect_params(&location.unwrap());
    assert_eq!(params["state"], "s9");
    let jwt = &params["verification_jwt"];

    let header = jwt_part(jwt, 0);
    assert_eq!(header["alg"], "RS256");
    let key = verification_key(&app, header["kid"].as_str().unwrap()).await;
    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_issuer(&[&app.url]);
    validation.set_required_spec_claims(&["exp", "iss"]);
    let claims = jsonwebtoken::decode::<Value>(jwt, &key, &validation)
        .unwrap()
        .claims;
    assert_eq!(claims["app_id"], rp.app.id.as_str());
    assert_eq!(claims["action"], "vote");
    assert_eq!(claims["signal"], "0xabc");
    assert_eq!(claims["nullifier_hash"], answer["nullifier_hash"]);
    assert_eq!(claims["verification_level"], "orb");
    assert!(claims["jti"].is_string() && claims["iat"].is_i64());
    // The ID-token keys do not verify it: the two surfaces keep their keys apart.
    let oidc: Value = app.get_json("/jwks").await;
    assert!(
        oidc["keys"]
            .as_array()
            .unwrap()
            .iter()
            .all(|k| k["kid"] != header["kid"])
    );

    // The use counted like a verify call: the action allows one.
    let again = start(&app, &hosted_path(&rp, "vote", "0xabc")).await;
    let answer = wallet_answer(&app, &rp, &again.request_id).await;
    let (status, body) = post_proof(&app, &again.request_id, &answer).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("max_verifications_reached"))
    );
}

#[tokio::test]
async fn the_hosted_page_refuses_unknown_targets_and_unregistered_return_urls() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    new_action(&app, &rp.team_id, &rp.app.id, "vote", 1).await;
    let cb = urlencode(REDIRECT);
    let cases = [
        (
            format!(
                "/verify/{}/vote?return_url={}",
                rp.app.id,
                urlencode("https://evil.example/")
            ),
            StatusCode::BAD_REQUEST,
            "invalid_redirect_uri",
        ),
        (
            format!("/verify/{}/vote", rp.app.id),
            StatusCode::BAD_REQUEST,
            "required",
        ),
        (
            format!("/verify/{}/nope?return_url={cb}", rp.app.id),
            StatusCode::BAD_REQUEST,
            "invalid_action",
        ),
        (
            format!("/verify/app_00000000000000000000000000000000/vote?return_url={cb}"),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            format!("/verify/not-an-app/vote?return_url={cb}"),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
    ];
    for (path, status, code) in cases {
        let res = browser()
            .get(app.at(&path))
            .header("accept", "application/json")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), status, "{path}");
        assert!(res.headers().get("location").is_none());
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["code"], code, "{path}");
    }
}

#[tokio::test]
async fn expired_and_unknown_requests_are_refused_to_wallets() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let started = start(&app, &authorize_path(&rp, "")).await;
    let answer = serde_json::json!({
        "proof": format!("0x{}", "0".repeat(512)),
        "merkle_root": "0x01",
        "nullifier_hash": "0x02",
        "credential_type": "orb",
    });
    for id in ["req_00000000000000000000000000000000", "nope"] {
        let (status, body) = post_proof(&app, id, &answer).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::NOT_FOUND, Some("not_found"))
        );
    }
    let res = app.get("/requests/code/ZZZZ-ZZZZ").await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    // Age the request past its ten minutes.
    let store = app.humanid.store();
    let mut row = store
        .get_request(&started.request_id)
        .await
        .unwrap()
        .unwrap();
    row.expires_at = humanid_store::now_micros() - 1;
    row.id = format!("req_{}", "f".repeat(32));
    row.short_code = "EXPIRED2".into();
    store.insert_request(&row).await.unwrap();
    let (status, body) = post_proof(&app, &row.id, &answer).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("expired"))
    );
    let status: Value = app.get_json(&format!("/requests/{}/status", row.id)).await;
    assert_eq!(status["status"], "expired");
}

#[tokio::test]
async fn a_staging_app_can_be_verified_with_the_simulator_from_the_hosted_page() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, true).await;
    new_action(&app, &rp.team_id, &rp.app.id, "vote", 1).await;
    let html = page_html(&app, &hosted_path(&rp, "vote", "s")).await;
    assert!(html.contains("Verify with the simulator"), "{html}");
    let started = start(&app, &hosted_path(&rp, "vote", "s")).await;
    let res = press_simulator(&app, &started).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let (status, location) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let params = redirect_params(&location.unwrap());
    let claims = jwt_part(&params["verification_jwt"], 1);
    assert_eq!(
        (claims["action"].as_str(), claims["signal"].as_str()),
        (Some("vote"), Some("s"))
    );
    assert_eq!(claims["verification_level"], "orb");
}
