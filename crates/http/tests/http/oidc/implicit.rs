//! Tokens from the authorization endpoint, in the fragment: the implicit flow (`id_token`,
//! `id_token token`) and the hybrid flow (`code id_token`), checked by the library.

use std::collections::HashMap;

use openidconnect::core::CoreResponseType;
use openidconnect::{
    AccessToken, AuthenticationFlow, AuthorizationCode, CsrfToken, Nonce, OAuth2TokenResponse,
    SubjectIdentifier, TokenResponse,
};

use crate::api::handoff::rp;
use crate::api::helpers::*;
use crate::oidc::rp::*;

/// What an RP holds after a sign-in that answered in the fragment with `flow`.
struct FrontChannel {
    app: TestApp,
    client: RpClient,
    signed_in: SignedIn,
    params: HashMap<String, String>,
    nonce: Nonce,
}

/// A fresh server and RP; the person signs in with `flow`, and the fragment's state is
/// the one the RP sent.
async fn front_channel(flow: AuthenticationFlow<CoreResponseType>) -> FrontChannel {
    let app = TestServer::new().depth16().spawn().await;
    let rp = rp(&app, false).await;
    let client = client(&app, &rp).await;
    let (url, state, nonce) = client
        .authorize_url(flow, CsrfToken::new_random, Nonce::new_random)
        .url();
    let signed_in = sign_in(&app, &rp, &url).await;
    let params = redirect_params(&signed_in.response, true);
    assert_eq!(&params["state"], state.secret());
    FrontChannel {
        app,
        client,
        signed_in,
        params,
        nonce,
    }
}

#[tokio::test]
async fn implicit_id_token_arrives_in_the_fragment_and_verifies() {
    let f = front_channel(AuthenticationFlow::Implicit(false)).await;
    assert!(!f.params.contains_key("code"), "{:?}", f.params);
    assert!(!f.params.contains_key("access_token"), "{:?}", f.params);

    let id_token = parse_id_token(&f.params["id_token"]);
    let claims = verify(&f.client, &id_token, &f.nonce);
    assert_eq!(claims.subject().as_str(), f.signed_in.nullifier);
    assert_eq!(claims.access_token_hash(), None);
    assert_eq!(
        beta(&f.app, claims.additional_claims())["likely_human"],
        "strong"
    );
    // Another nonce (a replayed ID token) is refused by the library.
    assert!(
        id_token
            .claims(&f.client.id_token_verifier(), &Nonce::new("other".into()))
            .is_err()
    );
}

#[tokio::test]
async fn implicit_id_token_token_binds_the_access_token_with_at_hash() {
    let f = front_channel(AuthenticationFlow::Implicit(true)).await;
    assert_eq!(f.params["token_type"], "Bearer");
    assert_eq!(f.params["expires_in"], "3600");
    assert!(!f.params.contains_key("code"), "{:?}", f.params);

    let id_token = parse_id_token(&f.params["id_token"]);
    let claims = verify(&f.client, &id_token, &f.nonce);
    let access = AccessToken::new(f.params["access_token"].clone());
    assert_eq!(
        claims.access_token_hash(),
        Some(&at_hash(&f.client, &id_token, &access))
    );

    let info = user_info(&f.client, access, claims.subject().clone()).await;
    assert_eq!(info.subject().as_str(), f.signed_in.nullifier);
}

#[tokio::test]
async fn hybrid_code_id_token_checks_c_hash_then_exchanges_the_code() {
    let flow = AuthenticationFlow::Hybrid(vec![CoreResponseType::Code, CoreResponseType::IdToken]);
    let f = front_channel(flow).await;
    assert!(!f.params.contains_key("access_token"), "{:?}", f.params);

    let front = parse_id_token(&f.params["id_token"]);
    let front_claims = verify(&f.client, &front, &f.nonce);
    let code = AuthorizationCode::new(f.params["code"].clone());
    assert_eq!(
        front_claims.code_hash(),
        Some(&c_hash(&f.client, &front, &code))
    );

    let tokens = exchange_with_library(&f.client, code.secret().clone()).await;
    let back = tokens.id_token().unwrap();
    let back_claims = verify(&f.client, back, &f.nonce);
    assert_eq!(back_claims.subject(), front_claims.subject());
    assert_eq!(
        back_claims.access_token_hash(),
        Some(&at_hash(&f.client, back, tokens.access_token()))
    );
    let info = user_info(
        &f.client,
        tokens.access_token().clone(),
        SubjectIdentifier::new(f.signed_in.nullifier.clone()),
    )
    .await;
    assert_eq!(info.subject(), front_claims.subject());
}
