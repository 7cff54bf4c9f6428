//! A relying party built on the `openidconnect` crate: it discovers the provider, fetches
//! its JWKS and verifies what comes back. The wallet side reuses the API tests' helpers.

use std::collections::HashMap;

use openidconnect::core::{
    CoreAuthDisplay, CoreAuthPrompt, CoreErrorResponseType, CoreGenderClaim, CoreJsonWebKey,
    CoreJweContentEncryptionAlgorithm, CoreJwsSigningAlgorithm, CoreProviderMetadata,
    CoreResponseType, CoreRevocableToken, CoreRevocationErrorResponse,
    CoreTokenIntrospectionResponse, CoreTokenType,
};
use openidconnect::{
    AccessToken, AccessTokenHash, AdditionalClaims, AuthenticationFlow, AuthorizationCode,
    AuthorizationCodeHash, Client, ClientId, ClientSecret, CsrfToken, EmptyExtraTokenFields,
    EndpointMaybeSet, EndpointNotSet, EndpointSet, IdToken, IdTokenClaims, IdTokenFields,
    IssuerUrl, Nonce, RedirectUrl, StandardErrorResponse, StandardTokenResponse, SubjectIdentifier,
    UserInfoClaims,
};
use reqwest::StatusCode;
use reqwest::header::COOKIE;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::api::handoff::{REDIRECT, Rp, browser, post_proof, start, wallet_answer};
use crate::api::helpers::TestApp;

/// Every claim the library does not model itself (here: `{auth_url}/beta`).
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Extra {
    #[serde(flatten)]
    pub claims: HashMap<String, Value>,
}
impl AdditionalClaims for Extra {}

type Fields = IdTokenFields<
    Extra,
    EmptyExtraTokenFields,
    CoreGenderClaim,
    CoreJweContentEncryptionAlgorithm,
    CoreJwsSigningAlgorithm,
>;
pub type Tokens = StandardTokenResponse<Fields, CoreTokenType>;
pub type HumanIdToken =
    IdToken<Extra, CoreGenderClaim, CoreJweContentEncryptionAlgorithm, CoreJwsSigningAlgorithm>;
pub type Claims = IdTokenClaims<Extra, CoreGenderClaim>;

/// `CoreClient` with [`Extra`] claims, as `from_provider_metadata` types it.
pub type RpClient = Client<
    Extra,
    CoreAuthDisplay,
    CoreGenderClaim,
    CoreJweContentEncryptionAlgorithm,
    CoreJsonWebKey,
    CoreAuthPrompt,
    StandardErrorResponse<CoreErrorResponseType>,
    Tokens,
    CoreTokenIntrospectionResponse,
    CoreRevocableToken,
    CoreRevocationErrorResponse,
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointMaybeSet,
    EndpointMaybeSet,
>;

/// The RP's HTTP client. It never follows redirects: an OAuth client must not.
pub fn http() -> reqwest::Client {
    browser()
}

pub async fn discover(app: &TestApp) -> CoreProviderMetadata {
    let issuer = IssuerUrl::new(app.url.clone()).unwrap();
    CoreProviderMetadata::discover_async(issuer, &http())
        .await
        .unwrap()
}

/// The library's client for `rp`, configured from discovery, redirecting to [`REDIRECT`].
pub async fn client(app: &TestApp, rp: &Rp) -> RpClient {
    client_with(app, &rp.app.id, &rp.secret, REDIRECT).await
}

pub async fn client_with(app: &TestApp, id: &str, secret: &str, redirect: &str) -> RpClient {
    RpClient::from_provider_metadata(
        discover(app).await,
        ClientId::new(id.to_owned()),
        Some(ClientSecret::new(secret.to_owned())),
    )
    .set_redirect_uri(RedirectUrl::new(redirect.to_owned()).unwrap())
}

/// A sign-in the wallet approved: the browser's answer from `/complete`, and the
/// nullifier hash the wallet proved with (the `sub` the RP must get).
pub struct SignedIn {
    pub response: reqwest::Response,
    pub nullifier: String,
}

/// A browser opens `authorize`, the person's wallet proves, the browser collects.
pub async fn sign_in(app: &TestApp, rp: &Rp, authorize: &url::Url) -> SignedIn {
    assert!(authorize.as_str().starts_with(&app.url), "{authorize}");
    let path = format!("{}?{}", authorize.path(), authorize.query().unwrap());
    let started = start(app, &path).await;
    let answer = wallet_answer(app, rp, &started.request_id).await;
    let (status, body) = post_proof(app, &started.request_id, &answer).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let response = browser()
        .get(app.at(&format!("/requests/{}/complete", started.request_id)))
        .header(COOKIE, &started.cookie)
        .send()
        .await
        .unwrap();
    SignedIn {
        response,
        nullifier: answer["nullifier_hash"].as_str().unwrap().to_owned(),
    }
}

/// The library's authorization-code request: its URL, and the state and nonce it chose.
pub fn code_flow_url(client: &RpClient) -> (url::Url, CsrfToken, Nonce) {
    client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .url()
}

/// The library exchanges `code` at `/token`, which must answer with tokens.
pub async fn exchange_with_library(client: &RpClient, code: String) -> Tokens {
    client
        .exchange_code(AuthorizationCode::new(code))
        .unwrap()
        .request_async(&http())
        .await
        .unwrap()
}

/// The UserInfo claims the library fetches with `access`, having checked they are about
/// `sub`.
pub async fn user_info(
    client: &RpClient,
    access: AccessToken,
    sub: SubjectIdentifier,
) -> UserInfoClaims<Extra, CoreGenderClaim> {
    client
        .user_info(access, Some(sub))
        .unwrap()
        .request_async(&http())
        .await
        .unwrap()
}

/// The parameters the redirect carries in its query or fragment (not both).
pub fn redirect_params(res: &reqwest::Response, in_fragment: bool) -> HashMap<String, String> {
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let location = res.headers()["location"].to_str().unwrap();
    assert!(location.starts_with(REDIRECT), "{location}");
    let url = url::Url::parse(location).unwrap();
    let (used, unused) = if in_fragment {
        (url.fragment(), url.query())
    } else {
        (url.query(), url.fragment())
    };
    assert_eq!(unused, None, "{location}");
    url::form_urlencoded::parse(used.unwrap().as_bytes())
        .into_owned()
        .collect()
}

/// Verifies `id_token` as the library does (signature with the discovered JWKS, issuer,
/// audience, expiry, nonce) and returns its claims.
pub fn verify<'a>(client: &RpClient, id_token: &'a HumanIdToken, nonce: &Nonce) -> &'a Claims {
    id_token.claims(&client.id_token_verifier(), nonce).unwrap()
}

pub fn parse_id_token(raw: &str) -> HumanIdToken {
    raw.parse().unwrap()
}

/// The library's `at_hash` for `access` under the ID token's algorithm and key.
pub fn at_hash(
    client: &RpClient,
    id_token: &HumanIdToken,
    access: &AccessToken,
) -> AccessTokenHash {
    let verifier = client.id_token_verifier();
    AccessTokenHash::from_token(
        access,
        id_token.signing_alg().unwrap(),
        id_token.signing_key(&verifier).unwrap(),
    )
    .unwrap()
}

/// The library's `c_hash` for `code` under the ID token's algorithm and key.
pub fn c_hash(
    client: &RpClient,
    id_token: &HumanIdToken,
    code: &AuthorizationCode,
) -> AuthorizationCodeHash {
    let verifier = client.id_token_verifier();
    AuthorizationCodeHash::from_code(
        code,
        id_token.signing_alg().unwrap(),
        id_token.signing_key(&verifier).unwrap(),
    )
    .unwrap()
}

/// The `{auth_url}/beta` claim of a claims set.
pub fn beta<'a>(app: &TestApp, extra: &'a Extra) -> &'a Value {
    &extra.claims[&format!("{}/beta", app.url)]
}
