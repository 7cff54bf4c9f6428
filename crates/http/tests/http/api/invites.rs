//! Invite links on `/portal/members`: listed with who made them and when they expire,
//! revocable, and dead once their maker leaves the team or changes role.

use humanid_core::TeamId;
use reqwest::StatusCode;

use super::helpers::{TestApp, spawn_app};
use super::portal_support::{User, team, user};

/// Acme with its owner Olivia and admin Ada, all signed in, and `other`, a second team.
struct Acme {
    id: String,
    other: String,
    owner: User,
    admin: User,
}

async fn acme_and(other: &str) -> (TestApp, Acme) {
    let app = spawn_app().await;
    let (id, _) = team(&app, "Acme").await;
    let (other, _) = team(&app, other).await;
    let owner = user(&app, &id, "Olivia", "owner").await;
    let admin = user(&app, &id, "Ada", "admin").await;
    let acme = Acme {
        id,
        other,
        owner,
        admin,
    };
    (app, acme)
}

/// `who` makes an invite link for `role`; returns the link's path (`/portal/join/…`).
async fn invite(app: &TestApp, who: &User, role: &str) -> String {
    let (status, html) = who.submit(app, "/portal/members", &[("role", role)]).await;
    assert_eq!(status, StatusCode::OK, "{html}");
    let marker = "data-testid=\"invite-link\">";
    let start = html.find(marker).unwrap() + marker.len();
    let link = &html[start..start + html[start..].find('<').unwrap()];
    link.strip_prefix(&app.url).unwrap().to_owned()
}

/// `who`, signed in, tries to join through `path`: the status it gets.
async fn join(app: &TestApp, who: &User, path: &str) -> StatusCode {
    who.submit(app, path, &[]).await.0
}

async fn roles(app: &TestApp, team_id: &str) -> Vec<(String, String)> {
    let mut out: Vec<_> = app
        .humanid
        .list_members(&TeamId::stored(team_id))
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.display_name, m.role))
        .collect();
    out.sort();
    out
}

#[tokio::test]
async fn a_removed_admin_cannot_rejoin_through_an_invite_they_made_before() {
    let (app, acme) = acme_and("Elsewhere").await;
    let path = invite(&app, &acme.admin, "admin").await;

    let remove = format!("/portal/members/{}/remove", acme.admin.account_id);
    assert_eq!(
        acme.owner.submit(&app, &remove, &[]).await.0,
        StatusCode::SEE_OTHER
    );
    // Ada still has an account (another team), and her own link in her pocket.
    app.humanid
        .store()
        .insert_membership(&acme.other, &acme.admin.account_id, "member", 0)
        .await
        .unwrap();
    assert_eq!(join(&app, &acme.admin, &path).await, StatusCode::NOT_FOUND);
    assert_eq!(
        app.get(&path).await.status(),
        StatusCode::NOT_FOUND,
        "the link is dead for everyone"
    );
    assert_eq!(
        roles(&app, &acme.id).await,
        [("Olivia".to_owned(), "owner".to_owned())]
    );
}

#[tokio::test]
async fn an_admins_invites_die_when_the_admin_is_demoted() {
    let (app, acme) = acme_and("Other").await;
    let path = invite(&app, &acme.admin, "admin").await;

    let demote = format!("/portal/members/{}/role", acme.admin.account_id);
    assert_eq!(
        acme.owner
            .submit(&app, &demote, &[("role", "member")])
            .await
            .0,
        StatusCode::SEE_OTHER
    );
    let friend = user(&app, &acme.other, "Fred", "owner").await;
    assert_eq!(join(&app, &friend, &path).await, StatusCode::NOT_FOUND);
    assert!(!roles(&app, &acme.id).await.iter().any(|(n, _)| n == "Fred"));
}

#[tokio::test]
async fn open_invites_are_listed_with_their_maker_and_expiry_and_can_be_revoked() {
    let (app, acme) = acme_and("Other").await;
    let member = user(&app, &acme.id, "Max", "member").await;
    let path = invite(&app, &acme.admin, "member").await;
    invite(&app, &acme.owner, "owner").await;

    // The bootstrap's setup link (made by the operator) is open too.
    let (_, html) = acme.owner.get(&app, "/portal/members").await;
    let rows: Vec<&str> = html.split("<tr data-invite=").skip(1).collect();
    assert_eq!(rows.len(), 3, "{html}");
    let ada_row = rows.iter().find(|r| r.contains("Ada")).unwrap();
    assert!(ada_row.contains("<td>member</td>"), "{ada_row}");
    let in_a_week = (chrono::Utc::now() + chrono::Duration::days(7))
        .format("%Y-%m-%d")
        .to_string();
    assert!(ada_row.contains(&in_a_week), "expiry shown: {ada_row}");
    assert!(
        rows.iter().any(|r| r.contains("operator")),
        "the setup link's maker"
    );

    // An admin sees the list too but cannot revoke an owner invite; a member sees none.
    let (_, admin_view) = acme.admin.get(&app, "/portal/members").await;
    assert_eq!(admin_view.matches("<tr data-invite=").count(), 3);
    assert!(
        !member
            .get(&app, "/portal/members")
            .await
            .1
            .contains("data-invite=")
    );
    let owner_row = rows
        .iter()
        .find(|r| r.contains("Olivia") && r.contains("<td>owner</td>"))
        .unwrap();
    let owner_invite: String = owner_row[1..].chars().take_while(|c| *c != '"').collect();
    let revoke_owner = format!("/portal/members/invites/{owner_invite}/revoke");
    assert_eq!(
        acme.admin.submit(&app, &revoke_owner, &[]).await.0,
        StatusCode::FORBIDDEN
    );

    let ada_invite: String = ada_row[1..].chars().take_while(|c| *c != '"').collect();
    let revoke = format!("/portal/members/invites/{ada_invite}/revoke");
    assert_eq!(
        acme.owner.submit(&app, &revoke, &[]).await.0,
        StatusCode::SEE_OTHER
    );
    let (_, html) = acme.owner.get(&app, "/portal/members").await;
    assert_eq!(html.matches("<tr data-invite=").count(), 2, "{html}");
    let friend = user(&app, &acme.other, "Fred", "owner").await;
    assert_eq!(join(&app, &friend, &path).await, StatusCode::NOT_FOUND);
    let log = app
        .humanid
        .store()
        .list_audit(&acme.id, None, 5)
        .await
        .unwrap();
    assert_eq!(log[0].action, "member.invite_revoke");
    assert_eq!(log[0].target, ada_invite);
    assert_eq!(log[0].actor_label, "Olivia");
}
