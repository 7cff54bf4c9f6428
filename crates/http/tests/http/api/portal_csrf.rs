//! Every POST route under `/portal` that the router has refuses a form without the
//! session's CSRF token, or with another session's, and changes nothing. The routes come
//! from the router itself, so a new one is tested the day it is added.

use humanid_core::{AppId, TeamId};
use std::collections::BTreeSet;

use humanid_core::audit::{Actor, Role};
use humanid_core::portal::{NewAction, NewApp};
use reqwest::StatusCode;

use crate::api::helpers::*;
use crate::api::portal_support::{no_redirects, team, user};

/// POST routes that take no form: the passkey ceremonies (JSON, before any session
/// exists, so there is no token to check). They refuse another origin instead.
const CEREMONIES: &[&str] = &[
    "/portal/login/start",
    "/portal/login/finish",
    "/portal/join/{token}/start",
    "/portal/join/{token}/finish",
];

/// Every ceremony route refuses a request from another site's page before reading its
/// body. The test below proves `CEREMONIES` lists the only POST routes that take no CSRF
/// form, so together no state-changing portal route is without one of the two checks.
#[tokio::test]
async fn every_passkey_ceremony_refuses_another_sites_origin() {
    let app = spawn_app().await;
    for template in CEREMONIES {
        let path = template.replace("{token}", "an-invite-token");
        let res = app
            .client
            .post(app.at(&path))
            .header("origin", "https://evil.example")
            .json(&serde_json::json!({"display_name": "Mallory", "ceremony_id": "x", "credential": {}}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{template}");
        let body: serde_json::Value = res.json().await.unwrap();
        assert_eq!(body["code"], "forbidden", "{template}: {body}");
    }
}

/// What the portal says when the token is missing or wrong (and only then).
const REFUSAL: &str = "did not come from the portal";

/// Every field any portal form has, each with a value the handler would accept: were a
/// handler to skip the check, this form would go through.
fn every_field(other_team: &str) -> Vec<(&str, &str)> {
    vec![
        ("name", "Renamed"),
        ("engine", "cloud"),
        ("description", "changed"),
        ("logo_url", ""),
        ("action", "forged"),
        ("max_verifications", "3"),
        ("status", "inactive"),
        ("role", "member"),
        ("redirect_uri", "https://forged.example/cb"),
        ("post_logout_redirect_uri", "https://forged.example/bye"),
        ("token_endpoint_auth_method", "client_secret_post"),
        ("jwks", ""),
        ("id_token_signed_response_alg", "ES256"),
        (
            "signer_address",
            "0x1111111111111111111111111111111111111111",
        ),
        ("scope", "admin"),
        ("team_id", other_team),
    ]
}

/// The POST routes under `/portal`: each route template the router lists, kept when a
/// POST to it is not answered 405.
async fn portal_posts(app: &TestApp) -> BTreeSet<String> {
    let mut posts = BTreeSet::new();
    for path in app.router_paths() {
        if !path.starts_with("/portal") {
            continue;
        }
        let concrete = path.replace(['{', '}'], "");
        let res = no_redirects().post(app.at(&concrete)).send().await.unwrap();
        if res.status() != StatusCode::METHOD_NOT_ALLOWED {
            posts.insert(path);
        }
    }
    posts
}

/// The template with each `{…}` replaced by a real id of the owner's team.
fn fill(template: &str, ids: &[(&str, &str)]) -> String {
    ids.iter().fold(template.to_owned(), |path, (name, id)| {
        path.replace(&format!("{{{name}}}"), id)
    })
}

#[tokio::test]
async fn every_portal_post_refuses_a_missing_or_foreign_csrf_token_and_changes_nothing() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let (other_team, _) = team(&app, "Other").await;
    let owner = user(&app, &team_id, "Olga", "owner").await;
    let mate = user(&app, &team_id, "Mia", "member").await;
    // A real token, but of another session.
    let foreign = mate.csrf(&app).await;

    // What the forms act on, made by the operator.
    let (h, op, team) = (&app.humanid, Actor::Operator, TeamId::stored(&team_id));
    let app_row = h
        .create_app(&op, &team, NewApp::cloud("Poll"))
        .await
        .unwrap();
    let on_app = AppId::stored(&app_row.id);
    let action = NewAction::new(on_app.clone(), "vote", "Vote", 1);
    let action = h.create_action(&op, &team, action).await.unwrap();
    let cb = "https://rp.example/cb";
    let redirect = h.add_redirect(&op, &team, &on_app, cb).await.unwrap();
    let bye = h.add_post_logout_redirect(&op, &team, &on_app, "https://rp.example/bye");
    let bye = bye.await.unwrap();
    let invite_token = h.invite_member(&op, &team, Role::Member).await.unwrap();
    let invite_id = h.list_invites(&op, &team).await.unwrap()[0].id.clone();
    let ids = [
        ("app_id", app_row.id.as_str()),
        ("action_id", action.id.as_str()),
        ("redirect_id", redirect.id.as_str()),
        ("id", bye.id.as_str()),
        ("account_id", mate.account_id.as_str()),
        ("invite_id", invite_id.as_str()),
        ("token", invite_token.as_str()),
    ];
    let audit_before = h.audit_log(&team, None, 1000).await.unwrap();

    let posts = portal_posts(&app).await;
    for ceremony in CEREMONIES {
        assert!(posts.contains(*ceremony), "{ceremony} is no longer routed");
    }
    let forms: Vec<&String> = posts
        .iter()
        .filter(|p| !CEREMONIES.contains(&p.as_str()))
        .collect();
    // The portal's forms as of this test; more is fine, fewer means the list broke.
    assert!(forms.len() >= 23, "{forms:?}");

    let fields = every_field(&other_team);
    for template in forms {
        let path = fill(template, &ids);
        assert!(!path.contains('{'), "no id for {template}");
        let mut wrong = vec![("csrf", foreign.as_str())];
        wrong.extend(fields.iter().copied());
        for (what, form) in [("without a token", &fields), ("with another's", &wrong)] {
            let (status, body) = owner.post(&app, &path, form).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{template} {what}: {body}");
            assert!(body.contains(REFUSAL), "{template} {what}: {body}");
        }
    }

    let audit_after = h.audit_log(&team, None, 1000).await.unwrap();
    assert_eq!(audit_after.len(), audit_before.len());
    let stored = app.humanid.store().get_app(&app_row.id).await.unwrap();
    assert_eq!((stored.name.as_str(), stored.is_archived), ("Poll", false));
    // The session outlived its forged sign-out.
    assert_eq!(owner.get(&app, "/portal/members").await.0, StatusCode::OK);
}
