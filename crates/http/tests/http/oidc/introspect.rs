//! `/introspect` (RFC 7662): active only for the caller's own live tokens;
//! everything else is a 200 with `active: false`.

use reqwest::StatusCode;

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::support::*;

#[tokio::test]
async fn a_live_token_is_active_for_its_own_client_only() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let (other_id, other_secret) = other_client(&app).await;
    let other = (other_id.as_str(), other_secret.as_str());
    let tokens = tokens_for(&app, me).await;
    let access = tokens["access_token"].as_str().unwrap();
    let claims = jwt_part(access, 1);

    let answer = introspect(&app, me, access).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.header("cache-control"), "no-store");
    assert_eq!(answer.body["active"], true, "{}", answer.body);
    assert_eq!(answer.body["client_id"], rp.app.id.as_str());
    assert_eq!(answer.body["sub"], grant(&rp.app.id, None).sub.as_str());
    assert_eq!(answer.body["exp"], claims["exp"]);
    let in_an_hour = chrono::Utc::now().timestamp() + 3600;
    assert!((in_an_hour - answer.body["exp"].as_i64().unwrap()).abs() < 60);

    assert_inactive(&app, other, access, "another client's token").await;
    let theirs = tokens_for(&app, other).await;
    let theirs = theirs["access_token"].as_str().unwrap();
    assert_inactive(&app, me, theirs, "a token of another client").await;
    assert_inactive(&app, me, "not-a-token", "garbage").await;
    assert_inactive(&app, me, "a.b.c", "three garbage parts").await;
}

#[tokio::test]
async fn introspection_wants_basic_auth_a_token_and_a_form() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let me = (rp.app.id.as_str(), rp.secret.as_str());
    let tokens = tokens_for(&app, me).await;
    let access = tokens["access_token"].as_str().unwrap();

    let anonymous = post_form(&app, "/introspect", None, &[("token", access)]).await;
    assert_eq!(
        anonymous.code(),
        (StatusCode::UNAUTHORIZED, "unauthenticated")
    );
    assert!(anonymous.header("www-authenticate").starts_with("Basic"));
    assert!(anonymous.body.get("sub").is_none());

    let wrong = (rp.app.id.as_str(), "sk_wrong");
    let answer = introspect(&app, wrong, access).await;
    assert_eq!(answer.code(), (StatusCode::UNAUTHORIZED, "unauthenticated"));

    let answer = post_form(&app, "/introspect", Some(me), &[]).await;
    assert_eq!(answer.code(), (StatusCode::BAD_REQUEST, "required"));
    assert_eq!(answer.body["attribute"], "token");

    let as_json = post_as_json(
        &app,
        "/introspect",
        me,
        &serde_json::json!({ "token": access }),
    )
    .await;
    assert_eq!(
        as_json.code(),
        (StatusCode::BAD_REQUEST, "invalid_content_type")
    );

    let res = app.get("/introspect").await;
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert!(res.headers()["allow"].to_str().unwrap().contains("POST"));
}
