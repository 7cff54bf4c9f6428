//! Driving the wallet hand-off as a browser and a wallet would: helpers shared by the
//! sign-in and hosted-page tests.

use humanid_core::audit::Actor;
use humanid_core::registry::{Environment, SetKey};
use humanid_core::{AppId, TeamId};
use humanid_proof::Field;
use humanid_store::App;
use reqwest::StatusCode;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use serde_json::{Value, json};

use crate::api::helpers::TestApp;
use crate::api::proving::{Person, new_app, orb, team};

pub const REDIRECT: &str = "https://rp.example/cb";

/// A relying party: an app with a registered redirect and a client secret, and a
/// person enrolled in the orb set of the app's environment.
pub struct Rp {
    #[allow(dead_code)]
    pub team_id: String,
    pub app: App,
    pub secret: String,
    pub person: Person,
    pub key: SetKey,
}

pub async fn rp(app: &TestApp, is_staging: bool) -> Rp {
    let (team_id, made, secret) = registered_client(app, is_staging).await;
    let key = orb(Environment::from_staging(is_staging));
    let person = Person::new("signer");
    person.enrol(app, &key).await;
    Rp {
        team_id,
        app: made,
        secret,
        person,
        key,
    }
}

/// Part `index` of a JWT (0: header, 1: claims) as JSON, read without checking it.
pub fn jwt_part(jwt: &str, index: usize) -> Value {
    use base64::Engine;
    let part = jwt.split('.').nth(index).unwrap();
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(part)
        .unwrap();
    serde_json::from_slice(&bytes).unwrap()
}

/// `Authorization: Basic` for a client id and secret.
pub fn basic(id: &str, secret: &str) -> String {
    use base64::Engine;
    let raw = format!("{id}:{secret}");
    format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(raw)
    )
}

/// An app with the redirect [`REDIRECT`] and a client secret: `(team_id, app, secret)`.
pub async fn registered_client(app: &TestApp, is_staging: bool) -> (String, App, String) {
    let team_id = team(app).await;
    let made = new_app(app, &team_id, is_staging, "cloud").await;
    let secret = make_client(app, &team_id, &made.id).await;
    (team_id, made, secret)
}

/// Makes app `app_id` of `team_id` an OAuth client, as its operator would: registers
/// [`REDIRECT`] and sets a client secret, which it returns.
pub async fn make_client(app: &TestApp, team_id: &str, app_id: &str) -> String {
    let (team, id) = (TeamId::stored(team_id), AppId::stored(app_id));
    let humanid = &app.humanid;
    humanid
        .add_redirect(&Actor::Operator, &team, &id, REDIRECT)
        .await
        .unwrap();
    humanid
        .reset_client_secret(&Actor::Operator, &team, &id)
        .await
        .unwrap()
}

/// The browser presses "Verify with the simulator" on request `started`'s page.
pub fn press_simulator(app: &TestApp, started: &Started) -> reqwest::RequestBuilder {
    let path = format!("/requests/{}/simulator", started.request_id);
    browser()
        .post(app.at(&path))
        .header(COOKIE, &started.cookie)
}

/// Sends `req` asking for JSON, as a script would: the status and the JSON body.
pub async fn as_json(req: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let res = req
        .header("accept", "application/json")
        .send()
        .await
        .unwrap();
    (res.status(), res.json().await.unwrap())
}

/// The page a browser gets at `path`.
pub async fn page_html(app: &TestApp, path: &str) -> String {
    let res = browser().get(app.at(path)).send().await.unwrap();
    res.text().await.unwrap()
}

/// A client that shows redirects instead of following them, as a test browser.
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// A request opened by a browser: its id, short code and binding cookie.
pub struct Started {
    pub request_id: String,
    pub short_code: String,
    pub cookie: String,
    /// The whole answer (`expires_at`, `request_url`).
    #[allow(dead_code)]
    pub body: Value,
}

/// GETs `path_and_query` as a program (Accept: JSON) and keeps the binding cookie.
pub async fn start(app: &TestApp, path_and_query: &str) -> Started {
    let res = browser()
        .get(app.at(path_and_query))
        .header("accept", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{path_and_query}");
    let set_cookie = res.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    let cookie = set_cookie.split(';').next().unwrap().to_owned();
    let body: Value = res.json().await.unwrap();
    Started {
        request_id: body["request_id"].as_str().unwrap().to_owned(),
        short_code: body["short_code"].as_str().unwrap().to_owned(),
        cookie,
        body,
    }
}

pub fn authorize_path(rp: &Rp, extra: &str) -> String {
    format!(
        "/authorize?client_id={}&redirect_uri={}&response_type=code&scope=openid%20email&state=st-1{extra}",
        rp.app.id,
        urlencode(REDIRECT),
    )
}

pub fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// What the wallet reads, then its proof for the request, as `POST …/proof` takes it.
pub async fn wallet_answer(app: &TestApp, rp: &Rp, request_id: &str) -> Value {
    let view: Value = app.get_json(&format!("/requests/{request_id}")).await;
    let external = Field::parse(view["external_nullifier"].as_str().unwrap()).unwrap();
    let signal = view["signal"].as_str().unwrap();
    let action = view["action"].as_str().unwrap();
    let body = rp
        .person
        .prove_for(app, &rp.key, action, external, signal)
        .await;
    json!({
        "proof": body["proof"],
        "merkle_root": body["merkle_root"],
        "nullifier_hash": body["nullifier_hash"],
        "credential_type": body["credential_type"],
    })
}

pub async fn post_proof(app: &TestApp, request_id: &str, answer: &Value) -> (StatusCode, Value) {
    let res = app
        .client
        .post(app.at(&format!("/requests/{request_id}/proof")))
        .json(answer)
        .send()
        .await
        .unwrap();
    (res.status(), res.json().await.unwrap())
}

/// `GET /requests/{id}/complete` with `cookie` (if any): status and Location.
pub async fn complete(
    app: &TestApp,
    request_id: &str,
    cookie: Option<&str>,
) -> (StatusCode, Option<String>) {
    let mut req = browser().get(app.at(&format!("/requests/{request_id}/complete")));
    if let Some(c) = cookie {
        req = req.header(COOKIE, c);
    }
    let res = req.send().await.unwrap();
    let location = res
        .headers()
        .get(LOCATION)
        .map(|v| v.to_str().unwrap().to_owned());
    (res.status(), location)
}

/// The parameters of a redirect, from its query or fragment.
pub fn redirect_params(location: &str) -> std::collections::HashMap<String, String> {
    let url = url::Url::parse(location).unwrap();
    let raw = url
        .fragment()
        .map(str::to_owned)
        .or(url.query().map(str::to_owned));
    url::form_urlencoded::parse(raw.unwrap_or_default().as_bytes())
        .into_owned()
        .collect()
}
