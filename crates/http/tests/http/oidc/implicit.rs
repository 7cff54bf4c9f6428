//! Tokens from the authorization endpoint, in the fragment: the implicit flow (`id_token`,
//! `id_token token`) and the hybrid flow (`code id_token`), checked by the library.

use openidconnect::core::{CoreGenderClaim, CoreResponseType};
use openidconnect::{
    AccessToken, AuthenticationFlow, AuthorizationCode, CsrfToken, Nonce, OAuth2TokenResponse,
    SubjectIdentifier, TokenResponse, UserInfoClaims,
};

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::rp::*;

#[tokio::test]
async fn implicit_id_token_arrives_in_the_fragment_and_verifies() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    let (url, state, nonce) = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::Implicit(false),
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .url();
    let signed_in = sign_in(&app, &rp, &url).await;
    let params = redirect_params(&signed_in.response, true);
    assert_eq!(&params["state"], state.secret());
    assert!(!params.contains_key("code"), "{params:?}");
    assert!(!params.contains_key("access_token"), "{params:?}");

    let id_token = parse_id_token(&params["id_token"]);
    let claims = verify(&client, &id_token, &nonce);
    assert_eq!(claims.subject().as_str(), signed_in.nullifier);
    assert_eq!(claims.access_token_hash(), None);
    assert_eq!(
        beta(&app, claims.additional_claims())["likely_human"],
        "strong"
    );
    // Another nonce (a replayed ID token) is refused by the library.
    assert!(
        id_token
            .claims(&client.id_token_verifier(), &Nonce::new("other".into()))
            .is_err()
    );
}

#[tokio::test]
async fn implicit_id_token_token_binds_the_access_token_with_at_hash() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    let (url, state, nonce) = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::Implicit(true),
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .url();
    let signed_in = sign_in(&app, &rp, &url).await;
    let params = redirect_params(&signed_in.response, true);
    assert_eq!(&params["state"], state.secret());
    assert_eq!(params["token_type"], "Bearer");
    assert_eq!(params["expires_in"], "3600");
    assert!(!params.contains_key("code"), "{params:?}");

    let id_token = parse_id_token(&params["id_token"]);
    let claims = verify(&client, &id_token, &nonce);
    let access = AccessToken::new(params["access_token"].clone());
    assert_eq!(
        claims.access_token_hash(),
        Some(&at_hash(&client, &id_token, &access))
    );

    let info: UserInfoClaims<Extra, CoreGenderClaim> = client
        .user_info(access, Some(claims.subject().clone()))
        .unwrap()
        .request_async(&http())
        .await
        .unwrap();
    assert_eq!(info.subject().as_str(), signed_in.nullifier);
}

#[tokio::test]
async fn hybrid_code_id_token_checks_c_hash_then_exchanges_the_code() {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    let flow = AuthenticationFlow::Hybrid(vec![CoreResponseType::Code, CoreResponseType::IdToken]);
    let (url, state, nonce) = client
        .authorize_url(flow, CsrfToken::new_random, Nonce::new_random)
        .url();
    let signed_in = sign_in(&app, &rp, &url).await;
    let params = redirect_params(&signed_in.response, true);
    assert_eq!(&params["state"], state.secret());
    assert!(!params.contains_key("access_token"), "{params:?}");

    let front = parse_id_token(&params["id_token"]);
    let front_claims = verify(&client, &front, &nonce);
    let code = AuthorizationCode::new(params["code"].clone());
    assert_eq!(
        front_claims.code_hash(),
        Some(&c_hash(&client, &front, &code))
    );

    let tokens = client
        .exchange_code(code)
        .unwrap()
        .request_async(&http())
        .await
        .unwrap();
    let back = tokens.id_token().unwrap();
    let back_claims = verify(&client, back, &nonce);
    assert_eq!(back_claims.subject(), front_claims.subject());
    assert_eq!(
        back_claims.access_token_hash(),
        Some(&at_hash(&client, back, tokens.access_token()))
    );
    let info: UserInfoClaims<Extra, CoreGenderClaim> = client
        .user_info(
            tokens.access_token().clone(),
            Some(SubjectIdentifier::new(signed_in.nullifier.clone())),
        )
        .unwrap()
        .request_async(&http())
        .await
        .unwrap();
    assert_eq!(info.subject(), front_claims.subject());
}
