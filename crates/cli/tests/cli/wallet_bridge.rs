//! `humanid wallet sign-in <connector link>` against a real `humanid serve` acting as the
//! Wallet Bridge relay (docs/architecture.md, "Wallet Bridge relay"). The test plays the
//! client kit's widget: it seals a request with AES-256-GCM, leaves it on the relay, and
//! opens the wallet's answer.

use std::path::Path;

use crate::common::{Server, assert_fails_with, get_json, post_json, stdout};
use aws_lc_rs::aead::{AES_256_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};

/// The widget's side of one request.
struct Widget {
    url: String,
    key: [u8; 32],
    id: String,
}

fn seal(key: &[u8; 32], plain: &[u8]) -> Value {
    let mut iv = [0u8; 12];
    aws_lc_rs::rand::fill(&mut iv).unwrap();
    let k = LessSafeKey::new(UnboundKey::new(&AES_256_GCM, key).unwrap());
    let mut data = plain.to_vec();
    k.seal_in_place_append_tag(Nonce::assume_unique_for_key(iv), Aad::empty(), &mut data)
        .unwrap();
    json!({ "iv": STANDARD.encode(iv), "payload": STANDARD.encode(data) })
}

impl Widget {
    /// Leaves `request` (sealed under `sealing_key`, normally the link's own key).
    async fn open_sealed(
        server: &Server,
        request: &Value,
        sealing_key: [u8; 32],
        key: [u8; 32],
    ) -> Widget {
        let body = seal(&sealing_key, &serde_json::to_vec(request).unwrap());
        let (_, res) = post_json(&format!("{}/request", server.url), &body).await;
        Widget {
            url: server.url.clone(),
            key,
            id: res["request_id"].as_str().unwrap().to_owned(),
        }
    }

    async fn open(server: &Server, request: &Value) -> Widget {
        let mut key = [0u8; 32];
        aws_lc_rs::rand::fill(&mut key).unwrap();
        Widget::open_sealed(server, request, key, key).await
    }

    /// The link as the kit writes it (encodeURIComponent of key and bridge).
    fn link(&self) -> String {
        let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
        format!(
            "https://world.org/verify?t=wld&i={}&k={}&b={}",
            self.id,
            enc(&STANDARD.encode(self.key)),
            enc(&self.url)
        )
    }

    /// The wallet's decrypted answer, collected as the widget's poll does.
    async fn answer(&self) -> Value {
        let res = get_json(&format!("{}/response/{}", self.url, self.id)).await;
        assert_eq!(res["status"], "completed", "{res}");
        let iv = STANDARD
            .decode(res["response"]["iv"].as_str().unwrap())
            .unwrap();
        let mut data = STANDARD
            .decode(res["response"]["payload"].as_str().unwrap())
            .unwrap();
        let k = LessSafeKey::new(UnboundKey::new(&AES_256_GCM, &self.key).unwrap());
        let nonce = Nonce::try_assume_unique_for_key(&iv).unwrap();
        let plain = k.open_in_place(nonce, Aad::empty(), &mut data).unwrap();
        serde_json::from_slice(plain).unwrap()
    }

    /// `wallet` answers this widget's link (`--yes`) and fails saying `message` and the
    /// kit's error `code`, which is all the widget is told.
    async fn assert_refused(&self, server: &Server, wallet: &Path, message: &str, code: &str) {
        let out = server.wallet(wallet, &["sign-in", &self.link(), "--yes"]);
        assert_fails_with(&out, message);
        assert_fails_with(&out, code);
        let told = self.answer().await;
        assert_eq!(told, json!({ "error_code": code }), "{message}");
    }
}

/// What the kit's `createClient` writes for `signal` at `verification_level` "device".
fn kit_request(app_id: &str, action: &str, signal: &str) -> Value {
    json!({
        "app_id": app_id,
        "action": action,
        "signal": humanid_proof::signal_hash(signal).to_hex(),
        "credential_types": ["orb", "device"],
        "verification_level": "device",
    })
}

#[tokio::test]
async fn the_wallet_answers_a_kit_request_with_a_proof_the_verify_api_accepts() {
    let server = Server::start(&[]);
    let app = server.poll(1).await;
    let wallet = server.enrolled_wallet("w.json");
    let widget = Widget::open(&server, &kit_request(&app, "vote", "hello")).await;

    let out = server.wallet(&wallet, &["sign-in", &widget.link(), "--yes"]);
    assert!(out.status.success(), "{}", crate::common::stderr(&out));
    assert!(stdout(&out).contains("Verified"), "{}", stdout(&out));
    let answer = widget.answer().await;
    // Enrolled in orb only: the strongest credential the request accepts.
    assert_eq!(answer["verification_level"], "orb");
    let mut body = answer.clone();
    body["action"] = json!("vote");
    body["signal_hash"] = json!(humanid_proof::signal_hash("hello").to_hex());
    let (status, res) = post_json(&format!("{}/api/v2/verify/{app}", server.url), &body).await;
    assert_eq!(status, 200, "{res}");

    // The action allows one use: a second request is refused, and the widget told why.
    let again = Widget::open(&server, &kit_request(&app, "vote", "hello")).await;
    let code = "max_verifications_reached";
    again
        .assert_refused(&server, &wallet, "already verified", code)
        .await;
}

#[tokio::test]
async fn every_refusal_reaches_the_widget_as_the_kits_error_code() {
    let server = Server::start(&[]);
    let app = server.poll(0).await;
    server.action(&app, "closed", 0).await;
    let q = format!(
        r#"mutation {{ update_action_by_pk(pk_columns: {{id: "{}"}}, _set: {{status: "inactive"}}) {{ id }} }}"#,
        action_id(&server, &app, "closed").await
    );
    server.gql(&q).await;
    let enrolled = server.enrolled_wallet("w.json");
    let newcomer = server.new_wallet("new.json");
    let unknown_app = format!("app_staging_{}", "0".repeat(32));
    let cases = [
        (
            "an unknown app",
            kit_request(&unknown_app, "vote", ""),
            &enrolled,
            "has no app",
            "malformed_request",
        ),
        (
            "an inactive action",
            kit_request(&app, "closed", ""),
            &enrolled,
            "inactive",
            "malformed_request",
        ),
        (
            "not enrolled",
            kit_request(&app, "vote", ""),
            &newcomer,
            "not enrolled",
            "credential_unavailable",
        ),
        (
            "a bad signal hash",
            json!({ "app_id": app, "action": "vote", "signal": "hello", "credential_types": ["orb"] }),
            &enrolled,
            "signal hash",
            "malformed_request",
        ),
        (
            "not the kit's request",
            json!({ "hello": 1 }),
            &enrolled,
            "not the kit's",
            "malformed_request",
        ),
    ];
    // Each case's message names it in a failure.
    for (_what, request, wallet, message, code) in cases {
        let widget = Widget::open(&server, &request).await;
        widget.assert_refused(&server, wallet, message, code).await;
    }
    // Sealed under another key than the link's: undecryptable, and said so.
    let mut other = [0u8; 32];
    aws_lc_rs::rand::fill(&mut other).unwrap();
    let widget =
        Widget::open_sealed(&server, &kit_request(&app, "vote", ""), other, [9u8; 32]).await;
    widget
        .assert_refused(
            &server,
            &enrolled,
            "cannot be decrypted",
            "malformed_request",
        )
        .await;
}

#[tokio::test]
async fn without_a_terminal_or_yes_the_request_is_left_unread() {
    let server = Server::start(&[]);
    let app = server.poll(0).await;
    let wallet = server.enrolled_wallet("w.json");
    let widget = Widget::open(&server, &kit_request(&app, "vote", "")).await;
    let out = server.wallet(&wallet, &["sign-in", &widget.link()]);
    assert_fails_with(&out, "--yes");
    let head = reqwest::Client::new()
        .head(format!("{}/request/{}", server.url, widget.id))
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), 200, "a wallet can still read it");
    // A link whose request is gone says so.
    let gone = Widget {
        url: server.url.clone(),
        key: [1u8; 32],
        id: "00000000-0000-4000-8000-000000000000".into(),
    };
    let out = server.wallet(&wallet, &["sign-in", &gone.link(), "--yes"]);
    assert_fails_with(&out, "no such request");
}

async fn action_id(server: &Server, app: &str, action: &str) -> String {
    let q = format!(
        r#"{{ action(where: {{app_id: {{_eq: "{app}"}}, action: {{_eq: "{action}"}}}}) {{ id }} }}"#
    );
    server.gql(&q).await["action"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}
