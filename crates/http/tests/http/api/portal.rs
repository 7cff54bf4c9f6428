//! The developer portal's HTTP rules: sessions, CSRF, roles, invites, API keys and the
//! audit log (the passkey ceremonies run in the browser tests).

use humanid_core::TeamId;
use humanid_store::now_micros;
use reqwest::StatusCode;
use serde_json::Value;

use super::graphql::gql_as;
use super::helpers::{TestApp, spawn_app};
use super::portal_support::{User, no_redirects, team, user};

async fn key_count(app: &TestApp, team_id: &str) -> usize {
    app.humanid
        .list_api_keys(&TeamId::stored(team_id))
        .await
        .unwrap()
        .len()
}

#[tokio::test]
async fn pages_without_a_session_send_the_browser_to_sign_in() {
    let app = spawn_app().await;
    let res = no_redirects()
        .get(app.at("/portal/members"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(res.headers()["location"], "/portal/login");
    let login = app.get("/portal/login").await;
    assert_eq!(login.status(), StatusCode::OK);
    let csp = login.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'nonce-"),
        "{csp}"
    );
    assert_eq!(login.headers()["cache-control"], "no-store");
    let html = login.text().await.unwrap();
    assert!(
        html.contains("<title>") && html.contains("Sign in with a passkey"),
        "{html}"
    );
}

#[tokio::test]
async fn a_cross_site_post_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let owner = user(&app, &team_id, "Olivia", "owner").await;
    let csrf = owner.csrf(&app).await;
    let before = key_count(&app, &team_id).await;

    // The form another site would post, with the session's own token.
    let stolen = [("csrf", csrf.as_str()), ("name", "stolen")];
    let from_evil = |client: &reqwest::Client| {
        client
            .post(app.at("/portal/keys"))
            .header("origin", "https://evil.example")
            .form(&stolen)
    };
    // A cross-site form post: SameSite=Lax keeps the cookie home, so no session.
    let res = from_evil(&no_redirects()).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    // Even with the cookie, another origin is refused…
    let with_cookie = from_evil(&owner.client).header("cookie", owner.cookie());
    let res = with_cookie.send().await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    // …and so is a form without the session's CSRF token.
    let (status, _) = owner
        .post(&app, "/portal/keys", &[("csrf", "guess"), ("name", "x")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // No token at all is the same refusal, checked before the form's own fields.
    let (status, _) = owner.post(&app, "/portal/keys", &[("name", "x")]).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(key_count(&app, &team_id).await, before);

    let (status, html) = owner.submit(&app, "/portal/keys", &[("name", "ci")]).await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert_eq!(key_count(&app, &team_id).await, before + 1);
}

#[tokio::test]
async fn a_member_is_not_offered_and_is_refused_what_their_role_forbids() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let owner = user(&app, &team_id, "Olivia", "owner").await;
    let member = user(&app, &team_id, "Max", "member").await;

    let (status, html) = member.get(&app, "/portal/members").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Olivia") && html.contains("Max"));
    for hidden in [
        "Invite member",
        ">Remove<",
        "Change role",
        "API keys",
        "Audit log",
    ] {
        assert!(
            !html.contains(hidden),
            "a member must not be offered {hidden:?}"
        );
    }
    assert_eq!(
        member.get(&app, "/portal/keys").await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        member.get(&app, "/portal/audit").await.0,
        StatusCode::FORBIDDEN
    );

    let keys = key_count(&app, &team_id).await;
    let (status, _) = member.submit(&app, "/portal/keys", &[("name", "x")]).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(key_count(&app, &team_id).await, keys);
    let remove = format!("/portal/members/{}/remove", owner.account_id);
    assert_eq!(
        member.submit(&app, &remove, &[]).await.0,
        StatusCode::FORBIDDEN
    );
    let promote = format!("/portal/members/{}/role", member.account_id);
    let (status, _) = member.submit(&app, &promote, &[("role", "owner")]).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = member
        .submit(&app, "/portal/members", &[("role", "member")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let members = app
        .humanid
        .list_members(&TeamId::stored(&team_id))
        .await
        .unwrap();
    let roles: Vec<_> = members.iter().map(|m| m.role.as_str()).collect();
    assert_eq!(roles, ["owner", "member"]);

    // The owner is offered all of it.
    let (_, html) = owner.get(&app, "/portal/members").await;
    for shown in [
        "Invite member",
        ">Remove<",
        "Change role",
        "API keys",
        "Audit log",
    ] {
        assert!(html.contains(shown), "an owner must be offered {shown:?}");
    }
}

#[tokio::test]
async fn an_admin_cannot_invite_an_owner_but_can_invite_members() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let admin = user(&app, &team_id, "Ada", "admin").await;
    let (status, _) = admin
        .submit(&app, "/portal/members", &[("role", "owner")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, html) = admin
        .submit(&app, "/portal/members", &[("role", "member")])
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains(&format!("{}/portal/join/", app.url)),
        "{html}"
    );
}

fn invite_link(html: &str) -> String {
    let start =
        html.find("data-testid=\"invite-link\">").unwrap() + "data-testid=\"invite-link\">".len();
    let end = start + html[start..].find('<').unwrap();
    html[start..end].to_owned()
}

#[tokio::test]
async fn an_invite_link_works_once() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let (other_team, _) = team(&app, "Other").await;
    let owner = user(&app, &team_id, "Olivia", "owner").await;
    let (_, html) = owner
        .submit(&app, "/portal/members", &[("role", "admin")])
        .await;
    let link = invite_link(&html);
    let path = link.strip_prefix(&app.url).unwrap().to_owned();

    // Shown once: the members page does not show it again.
    assert!(!owner.get(&app, "/portal/members").await.1.contains(&link));
    let page = app.client.get(&link).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(
        html.contains("Display name") && html.contains("Create passkey"),
        "{html}"
    );

    // Someone signed in (in another team) joins with it directly…
    let joiner = user(&app, &other_team, "Jo", "owner").await;
    let (_, html) = joiner.get(&app, &path).await;
    assert!(html.contains("Join team"), "{html}");
    let (status, _) = joiner.submit(&app, &path, &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (_, html) = joiner.get(&app, "/portal/members").await;
    assert!(
        html.contains("Olivia"),
        "now acting in the team it joined: {html}"
    );

    // …and then the link is gone for everyone.
    assert_eq!(
        app.client.get(&link).send().await.unwrap().status(),
        StatusCode::NOT_FOUND
    );
    let late = user(&app, &other_team, "Late", "member").await;
    assert_eq!(late.submit(&app, &path, &[]).await.0, StatusCode::NOT_FOUND);
    let start = app
        .client
        .post(format!("{link}/start"))
        .json(&serde_json::json!({"display_name": "Eve"}))
        .send()
        .await
        .unwrap();
    assert_eq!(start.status(), StatusCode::NOT_FOUND);
    let team = TeamId::stored(&team_id);
    let members = app.humanid.list_members(&team).await.unwrap();
    assert_eq!(members.len(), 2);
}

#[tokio::test]
async fn the_last_owner_can_neither_leave_nor_be_demoted() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let owner = user(&app, &team_id, "Olivia", "owner").await;
    let me = format!("/portal/members/{}", owner.account_id);
    let (status, html) = owner
        .submit(&app, &format!("{me}/role"), &[("role", "admin")])
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{html}");
    assert!(html.contains("owner"));
    assert_eq!(
        owner.submit(&app, &format!("{me}/remove"), &[]).await.0,
        StatusCode::CONFLICT
    );
    let members = app
        .humanid
        .list_members(&TeamId::stored(&team_id))
        .await
        .unwrap();
    assert_eq!((members.len(), members[0].role.as_str()), (1, "owner"));

    // With a second owner, the first may step down.
    let second = user(&app, &team_id, "Sam", "member").await;
    let promote = format!("/portal/members/{}/role", second.account_id);
    assert_eq!(
        owner.submit(&app, &promote, &[("role", "owner")]).await.0,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        owner
            .submit(&app, &format!("{me}/role"), &[("role", "member")])
            .await
            .0,
        StatusCode::SEE_OTHER
    );
    let roles: Vec<_> = app
        .humanid
        .list_members(&TeamId::stored(&team_id))
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.role)
        .collect();
    assert_eq!(roles, ["member", "owner"]);
}

#[tokio::test]
async fn sessions_end_when_idle_too_long_and_on_sign_out() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let idle = user(&app, &team_id, "Idle", "owner").await;
    app.humanid
        .store()
        .touch_portal_session(&idle.session_hash(&app), now_micros() - 13 * 3_600_000_000)
        .await
        .unwrap();
    let (status, _) = idle.get(&app, "/portal").await;
    assert_eq!(
        status,
        StatusCode::SEE_OTHER,
        "a session idle for 13 h has ended"
    );

    let active = user(&app, &team_id, "Active", "owner").await;
    assert_eq!(active.get(&app, "/portal").await.0, StatusCode::OK);
    let csrf = active.csrf(&app).await;
    let res = active
        .client
        .post(app.at("/portal/logout"))
        .header("cookie", active.cookie())
        .header("origin", &app.url)
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    let cleared = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(
        cleared.starts_with("humanid_portal=;") && cleared.contains("Max-Age=0"),
        "{cleared}"
    );
    assert!(
        cleared.contains("HttpOnly") && cleared.contains("SameSite=Lax"),
        "{cleared}"
    );
    // The same cookie, replayed from anywhere, no longer works.
    assert_eq!(active.get(&app, "/portal").await.0, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn passkey_ceremonies_refuse_foreign_origins_and_bare_ip_hosts() {
    let app = spawn_app().await;
    let start = |origin: &str| {
        app.client
            .post(app.at("/portal/login/start"))
            .header("origin", origin)
            .json(&serde_json::json!({}))
    };
    let foreign = start("https://evil.example").send().await.unwrap();
    assert_eq!(foreign.status(), StatusCode::FORBIDDEN);
    // This server's base URL is http://127.0.0.1:PORT: passkeys cannot work there, and
    // the answer says so instead of failing inside the browser.
    let res = start(&app.url).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], "passkeys_unavailable");
    let bogus = app
        .client
        .post(app.at("/portal/login/finish"))
        .json(&serde_json::json!({"ceremony_id": "nope", "credential": {}}))
        .send()
        .await
        .unwrap();
    assert_eq!(bogus.status(), StatusCode::BAD_REQUEST);
    assert!(bogus.headers().get("set-cookie").is_none());
}

#[tokio::test]
async fn api_keys_are_shown_once_used_by_graphql_revoked_and_audited() {
    let app = spawn_app().await;
    let (team_id, boot_key) = team(&app, "Acme").await;
    let owner = user(&app, &team_id, "Olivia", "owner").await;
    let (_, html) = owner
        .submit(
            &app,
            "/portal/keys",
            &[("name", "deploy"), ("scope", "admin")],
        )
        .await;
    let start =
        html.find("data-testid=\"new-api-key\">").unwrap() + "data-testid=\"new-api-key\">".len();
    let key = html[start..start + html[start..].find('<').unwrap()].to_owned();
    assert!(key.starts_with("api_"));
    assert!(
        !owner.get(&app, "/portal/keys").await.1.contains(&key),
        "shown only once"
    );

    let (status, body) = gql_as(
        &app,
        Some(&key),
        r#"mutation { insert_app_one(object: {name: "Poll"}) { id } }"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, html) = owner.get(&app, "/portal/keys").await;
    // The bootstrap key was never used; the new key's own row shows its last use.
    let row = html
        .split("<tr data-key=")
        .find(|r| r.contains("<td>deploy</td>"))
        .unwrap_or_default();
    assert!(
        !row.is_empty() && !row.contains(">never<"),
        "last used is shown: {html}"
    );

    let id = humanid_core::api_keys::parse(&key).unwrap().0;
    let (status, _) = owner
        .submit(&app, &format!("/portal/keys/{id}/revoke"), &[])
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (status, _) = gql_as(&app, Some(&key), "query { app { id } }").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        gql_as(&app, Some(&boot_key), "query { app { id } }")
            .await
            .0,
        StatusCode::OK
    );

    let (status, html) = owner.get(&app, "/portal/audit").await;
    assert_eq!(status, StatusCode::OK);
    for (who, what) in [
        ("Olivia", "api_key.create"),
        ("deploy", "app.create"),
        ("Olivia", "api_key.revoke"),
    ] {
        let row = html
            .split("<tr>")
            .find(|r| r.contains(what))
            .unwrap_or_default();
        assert!(
            row.contains(who),
            "{what} by {who} in the audit log: {html}"
        );
    }
}

#[tokio::test]
async fn the_team_menu_switches_only_to_teams_of_the_user() {
    let app = spawn_app().await;
    let (a, _) = team(&app, "Alpha").await;
    let (b, _) = team(&app, "Beta").await;
    let (c, _) = team(&app, "Gamma").await;
    let u: User = user(&app, &a, "Una", "owner").await;
    app.humanid
        .store()
        .insert_membership(&b, &u.account_id, "member", now_micros())
        .await
        .unwrap();
    let (_, html) = u.get(&app, "/portal").await;
    assert!(
        html.contains("Switch team") && html.contains("Beta"),
        "{html}"
    );
    assert_eq!(
        u.submit(&app, "/portal/team", &[("team_id", &b)]).await.0,
        StatusCode::SEE_OTHER
    );
    let (_, html) = u.get(&app, "/portal").await;
    assert!(html.contains("<h1>Beta</h1>"), "{html}");
    assert_eq!(
        u.submit(&app, "/portal/team", &[("team_id", &c)]).await.0,
        StatusCode::NOT_FOUND
    );
}
