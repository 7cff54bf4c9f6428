//! Sign-in through the wallet hand-off: the code flow end to end, the browser binding,
//! replays, the simulator, and what `/authorize` refuses.

use reqwest::StatusCode;
use reqwest::header::AUTHORIZATION;
use serde_json::Value;

use crate::api::handoff::*;
use crate::api::helpers::*;
use crate::oidc::support::userinfo;

#[tokio::test]
async fn a_person_signs_in_with_the_code_flow_and_the_rp_reads_userinfo() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let started = start(&app, &authorize_path(&rp, "&nonce=n-123")).await;
    assert_eq!(started.short_code.len(), 8);

    let by_code: Value = app
        .get_json(&format!(
            "/requests/code/{}",
            started.short_code.to_lowercase()
        ))
        .await;
    assert_eq!(by_code["request_id"], started.request_id.as_str());
    assert_eq!(by_code["kind"], "sign-in");
    assert_eq!(by_code["action"], "");
    assert_eq!(by_code["signal"], "n-123");
    assert_eq!(by_code["app"]["name"], rp.app.name.as_str());
    assert_eq!(by_code["scopes"], serde_json::json!(["openid", "email"]));

    // Before the wallet answers, the browser waits.
    let (status, location) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!((status, location), (StatusCode::OK, None));

    let answer = wallet_answer(&app, &rp, &started.request_id).await;
    let (status, body) = post_proof(&app, &started.request_id, &answer).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "approved");

    let (status, location) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let location = location.unwrap();
    assert!(location.starts_with(&format!("{REDIRECT}?")), "{location}");
    let params = redirect_params(&location);
    assert_eq!(params["state"], "st-1");
    let code = &params["code"];

    let res = app
        .client
        .post(app.at("/token"))
        .header(AUTHORIZATION, basic(&rp.app.id, &rp.secret))
        .form(&[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let tokens: Value = res.json().await.unwrap();
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["expires_in"], 3600);
    assert_eq!(tokens["scope"], "openid email");
    let id = jwt_part(tokens["id_token"].as_str().unwrap(), 1);
    let sub = answer["nullifier_hash"].as_str().unwrap();
    assert_eq!(id["sub"], sub);
    assert_eq!(id["aud"], rp.app.id.as_str());
    assert_eq!(id["iss"], app.url.as_str());
    assert_eq!(id["nonce"], "n-123");
    assert_eq!(
        id["exp"].as_i64().unwrap() - id["iat"].as_i64().unwrap(),
        3600
    );

    let answer = userinfo(&app, tokens["access_token"].as_str().unwrap()).await;
    assert_eq!(answer.status, StatusCode::OK);
    let info = answer.body;
    assert_eq!(info["sub"], sub);
    let host = url::Url::parse(&app.url)
        .unwrap()
        .host_str()
        .unwrap()
        .to_owned();
    assert_eq!(info["email"], format!("{sub}@{host}").as_str());
    let beta = &info[format!("{}/beta", app.url).as_str()];
    assert_eq!(beta["likely_human"], "strong");
    assert_eq!(beta["credential_type"], "orb");
    assert!(info.get("name").is_none(), "profile was not granted");

    // The result is delivered once, and the id token is no access token.
    let (status, _) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let by_id_token = userinfo(&app, tokens["id_token"].as_str().unwrap()).await;
    assert_eq!(by_id_token.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn only_the_browser_that_started_a_request_can_collect_it() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let started = start(&app, &authorize_path(&rp, "")).await;
    // Without a nonce the request id is the signal.
    let answer = wallet_answer(&app, &rp, &started.request_id).await;
    let (status, _) = post_proof(&app, &started.request_id, &answer).await;
    assert_eq!(status, StatusCode::OK);
    for cookie in [None, Some("humanid_binding=0000")] {
        let (status, location) = complete(&app, &started.request_id, cookie).await;
        assert_eq!(
            (status, location),
            (StatusCode::UNAUTHORIZED, None),
            "{cookie:?}"
        );
    }
    let other = start(&app, &authorize_path(&rp, "")).await;
    let (status, _) = complete(&app, &started.request_id, Some(&other.cookie)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn a_proof_cannot_answer_twice_or_sign_in_a_second_browser() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let first = start(&app, &authorize_path(&rp, "&nonce=same")).await;
    let answer = wallet_answer(&app, &rp, &first.request_id).await;
    assert_eq!(
        post_proof(&app, &first.request_id, &answer).await.0,
        StatusCode::OK
    );
    let (status, body) = post_proof(&app, &first.request_id, &answer).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("already_approved"))
    );

    // An RP reusing its nonce does not let the captured proof sign another browser in.
    let second = start(&app, &authorize_path(&rp, "&nonce=same")).await;
    let (status, body) = post_proof(&app, &second.request_id, &answer).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("replayed_proof"))
    );
    // A proof for another signal does not fit this request.
    let third = start(&app, &authorize_path(&rp, "&nonce=other")).await;
    let (status, body) = post_proof(&app, &third.request_id, &answer).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_proof"))
    );
    let status: Value = app
        .get_json(&format!("/requests/{}/status", third.request_id))
        .await;
    assert_eq!(status["status"], "pending");
}

#[tokio::test]
async fn staging_apps_offer_the_simulator_and_production_apps_do_not() {
    let app = TestServer::new().depth16().spawn().await;
    let staging = rp(&app, true).await;
    let page = browser()
        .get(app.at(&authorize_path(&staging, "&nonce=n")))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    let html = page.text().await.unwrap();
    assert!(html.contains("Sign in with the simulator"));
    assert!(html.contains("<svg"), "the QR code is inline SVG");

    let started = start(&app, &authorize_path(&staging, "&nonce=n")).await;
    let res = press_simulator(&app, &started).send().await.unwrap();
    // A page that moves on by itself, not a redirect (see `requests::simulator`).
    assert_eq!(res.status(), StatusCode::OK);
    let next = format!("/requests/{}/complete", started.request_id);
    let html = res.text().await.unwrap();
    assert!(
        html.contains(&format!(
            r#"http-equiv="refresh" content="0; url={}"#,
            app.at(&next)
        )),
        "{html}"
    );
    let (status, location) = complete(&app, &started.request_id, Some(&started.cookie)).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(redirect_params(&location.unwrap()).contains_key("code"));

    let production = rp(&app, false).await;
    let html = page_html(&app, &authorize_path(&production, "")).await;
    assert!(!html.contains("Sign in with the simulator"));
    let started = start(&app, &authorize_path(&production, "")).await;
    let (status, body) = as_json(press_simulator(&app, &started)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["code"], "simulator_not_allowed");
}
