//! Redirect and post-logout redirect URIs are judged on the host the URL parser finds
//! (the one a browser will go to): http only for loopback — 127.0.0.0/8, ::1 and
//! `localhost` — and a URI registered before that rule is not followed either.

use humanid_store::Redirect;
use reqwest::StatusCode;
use reqwest::header::LOCATION;

use crate::api::graphql::gql_body;
use crate::api::handoff::{browser, urlencode};
use crate::api::helpers::*;

/// URIs whose text once passed the loopback rule but whose host is someone else's.
const DISGUISED: [&str; 4] = [
    "http://127.attacker.example/cb",
    r"http://evil.example\@localhost/cb",
    "http://localhost.evil.example/cb",
    "http://[::1].evil.example/cb",
];

#[tokio::test]
async fn http_redirects_to_hosts_that_only_look_like_loopback_are_refused() {
    let app = spawn_app().await;
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let made = crate::api::proving::new_app(&app, &boot.team_id, false, "cloud").await;
    for uri in DISGUISED {
        let escaped = serde_json::to_string(uri).unwrap();
        for (field, m) in [
            (
                "insert_redirect_one",
                format!(
                    r#"mutation {{ insert_redirect_one(object: {{app_id: "{}", redirect_uri: {escaped}}}) {{ id }} }}"#,
                    made.id
                ),
            ),
            (
                "insert_post_logout_redirect_one",
                format!(
                    r#"mutation {{ insert_post_logout_redirect_one(object: {{app_id: "{}", post_logout_redirect_uri: {escaped}}}) {{ id }} }}"#,
                    made.id
                ),
            ),
        ] {
            let body = gql_body(&app, &boot.api_key, &m).await;
            assert_eq!(
                body["errors"][0]["extensions"]["code"], "invalid_redirect_uri",
                "{field} {uri}: {body}"
            );
        }
    }
    for uri in [
        "http://127.0.0.1:3000/cb",
        "http://127.255.0.9/cb",
        "http://[::1]:8080/cb",
        "http://localhost/cb",
        "https://rp.example/cb",
    ] {
        let m = format!(
            r#"mutation {{ insert_redirect_one(object: {{app_id: "{}", redirect_uri: "{uri}"}}) {{ redirect_uri }} }}"#,
            made.id
        );
        let body = gql_body(&app, &boot.api_key, &m).await;
        assert_eq!(
            body["data"]["insert_redirect_one"]["redirect_uri"], uri,
            "{body}"
        );
    }
}

#[tokio::test]
async fn a_disguised_redirect_registered_before_the_rule_is_never_followed() {
    let app = spawn_app().await;
    let team_id = crate::api::proving::team(&app).await;
    let made = crate::api::proving::new_app(&app, &team_id, false, "cloud").await;
    let uri = DISGUISED[1];
    app.humanid
        .store()
        .insert_redirect(&Redirect {
            id: humanid_core::ids::redirect_id(),
            app_id: made.id.clone(),
            redirect_uri: uri.to_owned(),
            created_at: humanid_store::now_micros(),
        })
        .await
        .unwrap();
    let res = browser()
        .get(app.at(&format!(
            "/authorize?client_id={}&redirect_uri={}&response_type=code&scope=openid&prompt=none",
            made.id,
            urlencode(uri)
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert!(res.headers().get(LOCATION).is_none());
    let html = res.text().await.unwrap();
    assert!(html.contains("invalid_redirect_uri"), "{html}");
}
