//! The app page's "World ID 4.0" section: the RP id, "Register signer" for owners and
//! admins (replacing an earlier signer, explained on the page when refused), and neither
//! offered to nor accepted from members.

use humanid_core::TeamId;
use humanid_core::rp::rp_id;
use reqwest::StatusCode;

use crate::api::helpers::*;
use crate::api::portal_support::{team, user};
use crate::api::proving::new_app;

const SIGNER: &str = "0x52908400098527886e0f7030069857d2e4169ee7";

#[tokio::test]
async fn an_admin_registers_a_signer_and_a_member_may_not() {
    let app = spawn_app().await;
    let (team_id, _) = team(&app, "Acme").await;
    let admin = user(&app, &team_id, "Ada", "admin").await;
    let member = user(&app, &team_id, "Max", "member").await;
    let made = new_app(&app, &team_id, true, "cloud").await;
    let page = format!("/portal/apps/{}", made.id);
    let rp = rp_id(&made.id);

    let (status, html) = admin.get(&app, &page).await;
    assert_eq!(status, StatusCode::OK);
    for shown in [
        "World ID 4.0</h2>",
        &format!("<code id=\"rp-id\">{rp}</code>"),
        "unregistered",
        "Signer address</label>",
        "Register signer</button>",
        &format!("/api/v4/verify/{rp}"),
        "environment: \"staging\"",
    ] {
        assert!(html.contains(shown), "{shown} missing");
    }
    let (_, html) = member.get(&app, &page).await;
    assert!(html.contains(&rp) && !html.contains("Register signer"));

    let form = format!("{page}/world-id");
    let member_csrf = member.csrf(&app).await;
    let refused = member
        .post(
            &app,
            &form,
            &[("csrf", &member_csrf), ("signer_address", SIGNER)],
        )
        .await;
    assert_eq!(refused.0, StatusCode::FORBIDDEN);
    assert!(
        app.humanid
            .store()
            .get_relying_party(&made.id)
            .await
            .unwrap()
            .is_none_or(|r| r.signer_address.is_none())
    );

    let csrf = admin.csrf(&app).await;
    let (status, html) = admin
        .post(
            &app,
            &form,
            &[("csrf", &csrf), ("signer_address", "0x1234")],
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(html.contains("40 hex digits"), "the reason is on the page");
    let (status, _) = admin
        .post(
            &app,
            &form,
            &[
                ("csrf", &csrf),
                ("signer_address", &SIGNER.to_uppercase().replace("0X", "0x")),
            ],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (_, html) = admin.get(&app, &page).await;
    assert!(html.contains(&format!("<code id=\"rp-signer\">{SIGNER}</code>")));
    assert!(html.contains("<span id=\"rp-status\">registered</span>"));
    let log = app
        .humanid
        .audit_log(&TeamId::stored(&team_id), None, 10)
        .await
        .unwrap();
    assert_eq!(log[0].action, "rp.register_signer");
    assert_eq!(log[0].actor_label, "Ada");
}
