//! The authorization code flow as the `openidconnect` crate runs it: discovery, the
//! authorization URL, the code exchange (client_secret_basic), ID token verification with
//! the fetched JWKS, `at_hash`, and `/userinfo`.

use openidconnect::core::CoreResponseType;
use openidconnect::{
    AuthenticationFlow, AuthorizationCode, CsrfToken, Nonce, OAuth2TokenResponse,
    PkceCodeChallenge, Scope, SubjectIdentifier, TokenResponse,
};

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::rp::*;

/// Signs in with scopes `extra_scope` and checks everything an RP would; with `pkce` the
/// library's own S256 challenge and verifier are used.
async fn code_flow(app: &TestApp, pkce: bool, extra_scope: &str) {
    let rp = rp(app, false).await;
    let client = client(app, &rp).await;
    let mut request = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(Scope::new(extra_scope.into()));
    let verifier = if pkce {
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        request = request.set_pkce_challenge(challenge);
        Some(verifier)
    } else {
        None
    };
    let (url, state, nonce) = request.url();
    let signed_in = sign_in(app, &rp, &url).await;
    let params = redirect_params(&signed_in.response, false);
    assert_eq!(&params["state"], state.secret());
    assert!(
        !params.contains_key("id_token"),
        "code flow: no tokens in the URL"
    );

    let mut exchange = client
        .exchange_code(AuthorizationCode::new(params["code"].clone()))
        .unwrap();
    if let Some(v) = verifier {
        exchange = exchange.set_pkce_verifier(v);
    }
    let tokens = exchange.request_async(&http()).await.unwrap();
    assert_eq!(tokens.expires_in().unwrap().as_secs(), 3600);
    let id_token = tokens.id_token().unwrap();
    let claims = verify(&client, id_token, &nonce);
    assert_eq!(claims.subject().as_str(), signed_in.nullifier);
    assert_eq!(claims.issuer().as_str(), app.url);
    let claimed = claims.access_token_hash().expect("at_hash");
    assert_eq!(claimed, &at_hash(&client, id_token, tokens.access_token()));
    let in_id_token = beta(app, claims.additional_claims());
    assert_eq!(in_id_token["likely_human"], "strong");
    assert_eq!(in_id_token["credential_type"], "orb");

    let info = user_info(
        &client,
        tokens.access_token().clone(),
        SubjectIdentifier::new(signed_in.nullifier.clone()),
    )
    .await;
    assert_eq!(info.subject().as_str(), signed_in.nullifier);
    assert_eq!(beta(app, info.additional_claims()), in_id_token);
    let has_profile = extra_scope == "profile";
    assert_eq!(info.name().is_some(), has_profile);
    assert_eq!(info.given_name().is_some(), has_profile);
    assert_eq!(info.family_name().is_some(), has_profile);
    assert_eq!(info.email().is_some(), extra_scope == "email");
}

#[tokio::test]
async fn the_library_signs_in_with_the_code_flow_and_reads_userinfo() {
    let app = TestServer::new().depth16().spawn().await;
    code_flow(&app, false, "email").await;
}

#[tokio::test]
async fn the_library_signs_in_with_pkce_s256_and_profile_claims() {
    let app = TestServer::new().depth16().spawn().await;
    code_flow(&app, true, "profile").await;
}

#[tokio::test]
async fn the_library_signs_in_with_the_code_flow_postgres() {
    let app = TestServer::new().depth16().postgres().spawn().await;
    code_flow(&app, true, "email").await;
}
