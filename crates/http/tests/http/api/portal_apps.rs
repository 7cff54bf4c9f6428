//! The portal's app pages: create app, actions, redirects, secret, settings, archive;
//! role refusals, CSRF, errors shown on the page, figures after real verifications, and
//! the kiosk's view of a refused proof.

use humanid_core::TeamId;
use humanid_store::Redirect;
use reqwest::StatusCode;
use serde_json::json;

use crate::api::helpers::*;
use crate::api::portal_support::{Acme, User, acme_with, team, user};
use crate::api::proving::{post as post_json, scene};

fn location_app_id(html_or_location: &str) -> String {
    let at = html_or_location.find("app_").unwrap();
    html_or_location[at..]
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .next()
        .unwrap()
        .to_owned()
}

/// Creates an app through the form; returns its id.
async fn create_app(app: &TestApp, u: &User, name: &str, staging: bool) -> String {
    let csrf = u.csrf(app).await;
    let mut form = vec![("csrf", csrf.as_str()), ("name", name), ("engine", "cloud")];
    if staging {
        form.push(("staging", "on"));
    }
    let res = u
        .client
        .post(app.at("/portal/apps"))
        .header("cookie", u.cookie())
        .header("origin", &app.url)
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let to = res.headers()["location"].to_str().unwrap().to_owned();
    location_app_id(&to)
}

/// Acme with one signed-in member who has created the app "Poll" through the form.
struct PollApp {
    acme: Acme,
    app_id: String,
    page: String,
}

async fn poll_app(name: &str, role: &str, staging: bool) -> PollApp {
    let acme = acme_with(name, role).await;
    let app_id = create_app(&acme.app, &acme.user, "Poll", staging).await;
    let page = format!("/portal/apps/{app_id}");
    PollApp { acme, app_id, page }
}

impl PollApp {
    async fn redirects(&self) -> Vec<Redirect> {
        let store = self.acme.app.humanid.store();
        store.list_redirects(&self.app_id).await.unwrap()
    }

    /// The creator submits a form to `below` the app's page.
    async fn submit(&self, below: &str, fields: &[(&str, &str)]) -> (StatusCode, String) {
        let path = format!("{}{below}", self.page);
        self.acme.user.submit(&self.acme.app, &path, fields).await
    }
}

#[tokio::test]
async fn an_admin_creates_an_app_with_an_action_a_redirect_and_a_secret_shown_once() {
    let poll = poll_app("Ada", "admin", true).await;
    let (app, admin, app_id, page) = (&poll.acme.app, &poll.acme.user, &poll.app_id, &poll.page);
    assert!(app_id.starts_with("app_staging_"), "{app_id}");

    let action = [
        ("name", "Vote for Mayor"),
        ("action", ""),
        ("description", "Town vote"),
        ("max_verifications", "1"),
    ];
    assert_eq!(
        poll.submit("/actions", &action).await.0,
        StatusCode::SEE_OTHER
    );
    let redirect = [("redirect_uri", "https://rp.example/cb")];
    assert_eq!(
        poll.submit("/redirects", &redirect).await.0,
        StatusCode::SEE_OTHER
    );

    let (status, html) = admin.get(app, page).await;
    assert_eq!(status, StatusCode::OK);
    for shown in [
        "<h2 id=\"actions-heading\">Actions",
        "Sign in</h2>",
        "Settings</h2>",
        "<code>vote-for-mayor</code>",
        "https://rp.example/cb",
        "/.well-known/openid-configuration",
        "Open kiosk",
        "Reset client secret",
    ] {
        assert!(html.contains(shown), "{shown} missing");
    }
    let action = app
        .humanid
        .store()
        .find_action(app_id, "vote-for-mayor")
        .await
        .unwrap()
        .unwrap();
    assert!(html.contains(&action.external_nullifier));
    assert!(!html.contains("Archive app"), "admins may not archive");

    let (status, html) = poll.submit("/secret", &[]).await;
    assert_eq!(status, StatusCode::OK);
    let at = html.find("sk_").unwrap();
    let secret = &html[at..at + 51];
    assert!(
        app.humanid
            .check_client_secret(app_id, secret)
            .await
            .unwrap()
            .is_some()
    );
    let (_, again) = admin.get(app, page).await;
    assert!(!again.contains(secret), "the secret is shown once");
}

#[tokio::test]
async fn an_unknown_engine_shows_the_form_again_with_the_reason_and_creates_nothing() {
    let acme = acme_with("Ada", "admin").await;
    let (status, html) = acme
        .user
        .submit(
            &acme.app,
            "/portal/apps",
            &[("name", "Poll"), ("engine", "quantum")],
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("must be `cloud` or `on-chain`"), "{html}");
    let apps = acme
        .app
        .humanid
        .store()
        .list_apps(&acme.team_id)
        .await
        .unwrap();
    assert!(apps.is_empty(), "{apps:?}");
}

#[tokio::test]
async fn a_member_is_not_offered_and_is_refused_app_changes_but_may_create_actions() {
    let poll = poll_app("Olga", "owner", false).await;
    let (app, team_id, app_id, page) =
        (&poll.acme.app, &poll.acme.team_id, &poll.app_id, &poll.page);
    let member = user(app, team_id, "Max", "member").await;

    let (_, list) = member.get(app, "/portal/apps").await;
    assert!(list.contains("Poll") && !list.contains("Create app"));
    let (_, html) = member.get(app, page).await;
    for hidden in [
        "Reset client secret",
        "Archive app",
        "Add redirect",
        "Logo URL</label>",
    ] {
        assert!(!html.contains(hidden), "{hidden} offered to a member");
    }
    assert!(html.contains("Create action"));

    let csrf = member.csrf(app).await;
    let refused = [
        (
            "/portal/apps".to_owned(),
            vec![("name", "Mine"), ("engine", "cloud")],
        ),
        (
            format!("{page}/settings"),
            vec![("name", "Hijacked"), ("description", ""), ("logo_url", "")],
        ),
        (format!("{page}/secret"), vec![]),
        (format!("{page}/archive"), vec![]),
        (
            format!("{page}/redirects"),
            vec![("redirect_uri", "https://evil.example/cb")],
        ),
    ];
    for (path, fields) in refused {
        let mut form = vec![("csrf", csrf.as_str())];
        form.extend(fields);
        assert_eq!(
            member.post(app, &path, &form).await.0,
            StatusCode::FORBIDDEN,
            "{path}"
        );
    }
    let stored = app.humanid.store().get_app(app_id).await.unwrap();
    assert_eq!(
        (
            stored.name.as_str(),
            stored.is_archived,
            stored.client_secret_hash
        ),
        ("Poll", false, None)
    );
    assert!(poll.redirects().await.is_empty());
    let team = TeamId::stored(team_id.as_str());
    let apps = app.humanid.list_team_apps(&team).await.unwrap();
    assert_eq!(apps.len(), 1);

    let (status, _) = member
        .post(
            app,
            &format!("{page}/actions"),
            &[
                ("csrf", &csrf),
                ("name", "Vote"),
                ("action", "vote"),
                ("description", ""),
                ("max_verifications", "0"),
            ],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn only_an_owner_archives_an_app_and_it_stops_verifying() {
    let poll = poll_app("Olga", "owner", false).await;
    let (app, owner, app_id) = (&poll.acme.app, &poll.acme.user, &poll.app_id);
    let admin = user(app, &poll.acme.team_id, "Ada", "admin").await;
    let archive = format!("{}/archive", poll.page);
    let csrf = admin.csrf(app).await;
    assert_eq!(
        admin.post(app, &archive, &[("csrf", &csrf)]).await.0,
        StatusCode::FORBIDDEN
    );
    // A malformed id: the role is judged first (403), then the id names nothing (404).
    let malformed = "/portal/apps/app_not-hex/archive";
    let refused = admin.post(app, malformed, &[("csrf", &csrf)]).await.0;
    assert_eq!(refused, StatusCode::FORBIDDEN);
    let csrf = owner.csrf(app).await;
    let missing = owner.post(app, malformed, &[("csrf", &csrf)]).await.0;
    assert_eq!(missing, StatusCode::NOT_FOUND);
    assert_eq!(
        owner.get(app, "/portal/apps/app_not-hex").await.0,
        StatusCode::NOT_FOUND
    );
    let (_, html) = owner.get(app, &poll.page).await;
    assert!(html.contains("Archive app"));
    assert_eq!(poll.submit("/archive", &[]).await.0, StatusCode::SEE_OTHER);
    let (_, list) = owner.get(app, "/portal/apps").await;
    assert!(!list.contains(app_id.as_str()));
    let answer = post_json(
        app,
        &format!("/api/v1/precheck/{app_id}"),
        &json!({"action": ""}),
    )
    .await;
    assert_eq!(answer.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_form_without_the_csrf_token_is_refused_and_changes_nothing() {
    let poll = poll_app("Olga", "owner", false).await;
    let (app, owner, app_id) = (&poll.acme.app, &poll.acme.user, &poll.app_id);
    let settings = format!("{}/settings", poll.page);
    let form = [("name", "Renamed"), ("description", "x"), ("logo_url", "")];
    let mut forged = vec![("csrf", "0000")];
    forged.extend(form);
    assert_eq!(
        owner.post(app, &settings, &forged).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.humanid.store().get_app(app_id).await.unwrap().name,
        "Poll"
    );
}

#[tokio::test]
async fn refused_input_is_explained_on_the_page_and_changes_nothing() {
    let poll = poll_app("Olga", "owner", false).await;
    let (app, app_id) = (&poll.acme.app, &poll.app_id);

    let http = [("redirect_uri", "http://rp.example/cb")];
    let (status, html) = poll.submit("/redirects", &http).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        html.contains("role=\"alert\"") && html.contains("https"),
        "{html}"
    );
    for max in ["-1", "lots"] {
        let action = [
            ("name", "Vote"),
            ("action", ""),
            ("description", ""),
            ("max_verifications", max),
        ];
        let (status, html) = poll.submit("/actions", &action).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{max}");
        assert!(html.contains("0 (unlimited) or more"), "{max}: {html}");
    }
    let script_logo = [
        ("name", "Poll"),
        ("description", ""),
        ("logo_url", "javascript:alert(1)"),
    ];
    let (status, html) = poll.submit("/settings", &script_logo).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("logo URL must be an https URL"));
    let blank_name = [
        ("csrf", poll.acme.csrf.as_str()),
        ("name", " "),
        ("engine", "cloud"),
    ];
    let (status, _) = poll.acme.user.post(app, "/portal/apps", &blank_name).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(poll.redirects().await.is_empty());
    let actions = app.humanid.store().list_actions(app_id).await.unwrap();
    assert_eq!(actions.len(), 1, "only the sign-in action");
    assert_eq!(
        app.humanid.store().get_app(app_id).await.unwrap().logo_url,
        ""
    );
}

#[tokio::test]
async fn settings_save_name_description_and_logo_through_the_form() {
    let poll = poll_app("Olga", "owner", false).await;
    let settings = [
        ("name", "Village poll"),
        ("description", "Once a year"),
        ("logo_url", "https://rp.example/logo.png"),
    ];
    assert_eq!(
        poll.submit("/settings", &settings).await.0,
        StatusCode::SEE_OTHER
    );
    let store = poll.acme.app.humanid.store();
    let stored = store.get_app(&poll.app_id).await.unwrap();
    assert_eq!(
        (
            stored.name.as_str(),
            stored.description.as_str(),
            stored.logo_url.as_str()
        ),
        ("Village poll", "Once a year", "https://rp.example/logo.png")
    );
    // A team's logo is not a verified logo: only the operator's review shows one.
    assert_eq!(stored.verified_app_logo(), "");
}

#[tokio::test]
async fn figures_count_real_verifications_and_the_chart_shows_them_today() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 2, false).await;
    let owner = user(&app, &s.team_id, "Olga", "owner").await;
    let body = s.person.prove(&app, &s.key, &s.action, "hello").await;
    let path = format!("/api/v1/verify/{}", s.app.id);
    for _ in 0..2 {
        assert_eq!(post_json(&app, &path, &body).await.0, StatusCode::OK);
    }
    assert_eq!(
        post_json(&app, &path, &body).await.0,
        StatusCode::BAD_REQUEST,
        "third is refused"
    );
    let (_, html) = owner.get(&app, &format!("/portal/apps/{}", s.app.id)).await;
    assert!(
        html.contains("Verifications: <strong class=\"verifications\">2</strong>"),
        "{html}"
    );
    assert!(html.contains("Unique humans: <strong class=\"unique-humans\">1</strong>"));
    let today = chrono::Utc::now().date_naive();
    assert!(
        html.contains(&format!("<title>{today}: 2</title>")),
        "today's bar"
    );
    assert_eq!(html.matches("<rect").count(), 30, "one bar per day");
}

#[tokio::test]
async fn the_kiosk_is_for_team_members_and_shows_a_refused_proof_as_already_verified() {
    let app = TestServer::new().depth16().spawn().await;
    let s = scene(&app, 1, false).await;
    let (other_team, _) = team(&app, "Other").await;
    let stranger = user(&app, &other_team, "Sam", "owner").await;
    let member = user(&app, &s.team_id, "Max", "member").await;
    let kiosk = format!("/kiosk/{}/vote", s.app.id);

    let anonymous = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = anonymous.get(app.at(&kiosk)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER, "to the sign-in page");
    assert_eq!(stranger.get(&app, &kiosk).await.0, StatusCode::NOT_FOUND);

    // The person verifies once directly, then meets the kiosk.
    let direct = s.person.prove(&app, &s.key, &s.action, "").await;
    assert_eq!(
        post_json(&app, &format!("/api/v1/verify/{}", s.app.id), &direct)
            .await
            .0,
        StatusCode::OK
    );
    let (status, html) = member.get(&app, &kiosk).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<svg") && html.contains("Nobody yet."));
    let at = html.find("/requests/req_").unwrap() + "/requests/".len();
    let request_id = &html[at..at + 36];
    let mut answer = direct.clone();
    for field in ["action", "signal"] {
        answer.as_object_mut().unwrap().remove(field);
    }
    let refused = post_json(&app, &format!("/requests/{request_id}/proof"), &answer).await;
    assert_eq!(refused.1["code"], "max_verifications_reached");

    let (status, result) = member
        .get(&app, &format!("{kiosk}/requests/{request_id}"))
        .await;
    assert_eq!(status, StatusCode::OK);
    let result: serde_json::Value = serde_json::from_str(&result).unwrap();
    assert_eq!(result["result"]["outcome"], "already_verified");
    let (_, next) = member.get(&app, &kiosk).await;
    assert!(
        next.contains("already verified") && !next.contains(request_id),
        "a new request, the result listed"
    );
}

#[tokio::test]
async fn post_logout_redirects_are_added_refused_when_bad_and_removed_on_the_sign_in_section() {
    let poll = poll_app("Ada", "admin", false).await;
    let (app, admin, page) = (&poll.acme.app, &poll.acme.user, &poll.page);
    let uri = "https://rp.example/signed-out";
    let registered = || async {
        app.humanid
            .store()
            .is_registered_post_logout_redirect(&poll.app_id, uri)
            .await
            .unwrap()
    };

    let not_a_url = [("post_logout_redirect_uri", "not a url")];
    let (status, html) = poll.submit("/post-logout-redirects", &not_a_url).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        html.contains("Post-logout redirect</label>"),
        "the page again"
    );
    assert!(html.contains("No post-logout redirects yet."));

    let (status, _) = poll
        .submit(
            "/post-logout-redirects",
            &[("post_logout_redirect_uri", uri)],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(registered().await, "logout may now return there");
    let (_, html) = admin.get(app, page).await;
    assert!(html.contains(&format!("<code>{uri}</code>")));
    let entries = app
        .humanid
        .store()
        .list_audit(&poll.acme.team_id, None, 10)
        .await
        .unwrap();
    assert_eq!(entries[0].action, "post_logout_redirect.add");
    assert_eq!(entries[0].actor_label, "Ada");

    let at = html.find("/post-logout-redirects/").unwrap() + "/post-logout-redirects/".len();
    let id: String = html[at..].chars().take_while(|c| *c != '/').collect();
    let remove = format!("/post-logout-redirects/{id}/remove");
    assert_eq!(poll.submit(&remove, &[]).await.0, StatusCode::SEE_OTHER);
    assert!(!registered().await);
    let (_, html) = admin.get(app, page).await;
    assert!(html.contains("No post-logout redirects yet."));
}

#[tokio::test]
async fn client_authentication_is_set_on_the_sign_in_section_and_bad_keys_are_explained() {
    let poll = poll_app("Ada", "admin", false).await;
    let (app, admin, app_id, page) = (&poll.acme.app, &poll.acme.user, &poll.app_id, &poll.page);
    let (_, html) = admin.get(app, page).await;
    for shown in [
        "Client JWKS</label>",
        "Require pushed requests",
        "Save client authentication",
    ] {
        assert!(html.contains(shown), "{shown} missing");
    }
    let private_key = r#"{"keys": [{"kty": "oct", "k": "c2VjcmV0"}]}"#;
    let private_client = [
        ("token_endpoint_auth_method", "private_key_jwt"),
        ("jwks", private_key),
    ];
    let (status, html) = poll.submit("/client", &private_client).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("public keys only"), "the reason is shown");
    let stored = app.humanid.store().get_app(app_id).await.unwrap();
    assert_eq!(
        stored.client.token_endpoint_auth_method,
        "client_secret_basic"
    );

    let jwks = r#"{"keys": [{"kty": "EC", "crv": "P-256", "kid": "k1", "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}]}"#;
    let public_client = [
        ("token_endpoint_auth_method", "private_key_jwt"),
        ("jwks", jwks),
        ("require_pushed_authorization_requests", "true"),
    ];
    let (status, _) = poll.submit("/client", &public_client).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let stored = app.humanid.store().get_app(app_id).await.unwrap();
    assert_eq!(stored.client.token_endpoint_auth_method, "private_key_jwt");
    assert_eq!(stored.client.jwks.as_deref(), Some(jwks));
    assert!(stored.client.require_pushed_authorization_requests);
    let (_, html) = admin.get(app, page).await;
    assert!(html.contains(r#"<option value="private_key_jwt" selected>"#));
    assert!(html.contains("checked> Require pushed requests"));
}
