//! Refresh-token rotation and family revocation across replicas: two servers with their
//! own process state on one PostgreSQL database (docs/architecture.md, "IdP sessions").

use reqwest::StatusCode;

use crate::api::helpers::*;
use crate::oidc::idp::*;
use crate::oidc::support::*;

/// A token rotated on one replica and replayed on the other revokes the family for both;
/// access tokens it produced are refused by either replica.
#[tokio::test]
async fn a_refresh_token_replayed_on_another_replica_revokes_the_family_postgres() {
    let a = TestServer::new().postgres().spawn().await;
    let b = a.other_replica().await;
    let (id, secret) = other_client(&a).await;
    let c = (id.as_str(), secret.as_str());
    let first = offline_tokens(&a, c).await;
    let old = text(&first, "refresh_token");
    let rotated = refresh(&b, c, old).await;
    assert_eq!(rotated.status, StatusCode::OK, "{}", rotated.body);
    let access = text(&rotated.body, "access_token");
    assert_eq!(userinfo(&a, access).await.status, StatusCode::OK);

    let replay = refresh(&a, c, old).await;
    assert_eq!(replay.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
    for replica in [&a, &b] {
        assert_refused_by_userinfo(replica, access, "family revoked elsewhere").await;
        assert_inactive(replica, c, text(&first, "access_token"), "family revoked").await;
    }
    let newest = refresh(&b, c, text(&rotated.body, "refresh_token")).await;
    assert_eq!(newest.code(), (StatusCode::BAD_REQUEST, "invalid_grant"));
}

/// The same token sent to both replicas at once: exactly one exchange wins.
#[tokio::test]
async fn concurrent_uses_on_two_replicas_let_exactly_one_win_postgres() {
    let a = TestServer::new().postgres().spawn().await;
    let b = a.other_replica().await;
    crate::oidc::refresh::concurrent_uses(&a, &b).await;
}

/// A session opened on one replica answers `prompt=none` on the other.
#[tokio::test]
async fn a_session_from_one_replica_answers_on_another_postgres() {
    let a = TestServer::new().postgres().spawn().await;
    let b = a.other_replica().await;
    let (id, _) = other_client(&a).await;
    let cookie = session_cookie(&a, &grant_for(&id, &["openid"], 5)).await;
    assert!(signed_in(&b, &id, &cookie).await);
}
