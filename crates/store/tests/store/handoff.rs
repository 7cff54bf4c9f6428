//! Requests, authorization codes and tokens on both backends: each is used once.

use std::sync::Arc;

use humanid_store::auth_codes::Redemption;
use humanid_store::requests::RequestRow;
use humanid_store::tokens::TokenRow;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    a_request_is_approved_once_and_completed_once,
    an_expired_request_can_be_neither_approved_nor_completed,
    a_sign_in_proof_approves_only_one_request,
    short_codes_are_unique_and_found,
    concurrent_code_exchanges_consume_a_code_once,
    revoking_a_code_kills_its_tokens_even_those_written_later,
    expired_rows_are_forgotten,
    redeeming_consumes_the_code_and_records_tokens_in_one_commit,
);

fn request(app_id: &str, label: &str, signal: &str) -> RequestRow {
    let now = now_micros();
    RequestRow {
        id: ids("req", label),
        kind: "sign-in".into(),
        app_id: app_id.into(),
        action: String::new(),
        signal: signal.into(),
        short_code: format!("CODE{label}"),
        binding_hash: "bind".into(),
        params: "{}".into(),
        status: "pending".into(),
        nullifier_hash: None,
        credential_type: None,
        created_at: now,
        expires_at: now + 10 * MINUTE,
        approved_at: None,
        completed_at: None,
    }
}

fn token(app_id: &str, jti: &str, code_hash: Option<&str>) -> TokenRow {
    TokenRow {
        code_hash: code_hash.map(str::to_owned),
        ..access_token(app_id, jti)
    }
}

async fn app_of(store: &Store) -> App {
    let t = seed_team(store, "t1").await;
    seed_app(store, &t.id, "a1", false).await
}

async fn a_request_is_approved_once_and_completed_once(store: Store) {
    let app = app_of(&store).await;
    let r = request(&app.id, "r1", "nonce-1");
    store.insert_request(&r).await.unwrap();
    let now = now_micros();
    assert!(store.complete_request(&r.id, now).await.unwrap().is_none());
    let n = nullifier_hex(7);
    assert!(store.approve_request(&r.id, &n, "orb", now).await.unwrap());
    assert!(
        !store
            .approve_request(&r.id, &n, "device", now)
            .await
            .unwrap()
    );
    let got = store.get_request(&r.id).await.unwrap().unwrap();
    assert_eq!(got.status, "approved");
    assert_eq!(got.credential_type.as_deref(), Some("orb"));
    let done = store.complete_request(&r.id, now).await.unwrap().unwrap();
    assert_eq!(done.status, "completed");
    assert_eq!(done.nullifier_hash.as_deref(), Some(n.as_str()));
    assert!(store.complete_request(&r.id, now).await.unwrap().is_none());
}

async fn an_expired_request_can_be_neither_approved_nor_completed(store: Store) {
    let app = app_of(&store).await;
    let r = request(&app.id, "r1", "s");
    store.insert_request(&r).await.unwrap();
    let later = r.expires_at + 1;
    assert!(
        !store
            .approve_request(&r.id, &nullifier_hex(1), "orb", later)
            .await
            .unwrap()
    );
    let now = now_micros();
    assert!(
        store
            .approve_request(&r.id, &nullifier_hex(1), "orb", now)
            .await
            .unwrap()
    );
    assert!(
        store
            .complete_request(&r.id, later)
            .await
            .unwrap()
            .is_none()
    );
}

async fn a_sign_in_proof_approves_only_one_request(store: Store) {
    let app = app_of(&store).await;
    let (a, b) = (
        request(&app.id, "r1", "same-nonce"),
        request(&app.id, "r2", "same-nonce"),
    );
    store.insert_request(&a).await.unwrap();
    store.insert_request(&b).await.unwrap();
    let now = now_micros();
    let n = nullifier_hex(9);
    assert!(store.approve_request(&a.id, &n, "orb", now).await.unwrap());
    let replay = store.approve_request(&b.id, &n, "orb", now).await;
    assert!(
        matches!(replay, Err(StoreError::Conflict { .. })),
        "{replay:?}"
    );
    // Another person may use that request.
    assert!(
        store
            .approve_request(&b.id, &nullifier_hex(10), "orb", now)
            .await
            .unwrap()
    );
    // Verification requests are counted by max_verifications instead.
    let mut c = request(&app.id, "r3", "same-nonce");
    c.kind = "verification".into();
    store.insert_request(&c).await.unwrap();
    assert!(store.approve_request(&c.id, &n, "orb", now).await.unwrap());
}

async fn short_codes_are_unique_and_found(store: Store) {
    let app = app_of(&store).await;
    let r = request(&app.id, "r1", "s");
    store.insert_request(&r).await.unwrap();
    let mut clash = request(&app.id, "r2", "s");
    clash.short_code = r.short_code.clone();
    let err = store.insert_request(&clash).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    let found = store.find_request_by_code(&r.short_code).await.unwrap();
    assert_eq!(found.map(|f| f.id), Some(r.id));
    assert!(store.find_request_by_code("NOPE").await.unwrap().is_none());
}

async fn concurrent_code_exchanges_consume_a_code_once(store: Store) {
    let app = app_of(&store).await;
    insert_codes(&store, &app.id, &["h1"]).await;
    let store = Arc::new(store);
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let s = store.clone();
            let app_id = app.id.clone();
            tokio::spawn(async move {
                s.consume_auth_code("h1", &app_id, now_micros())
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut won = 0;
    for t in tasks {
        won += usize::from(t.await.unwrap().is_some());
    }
    assert_eq!(won, 1);
    assert!(
        store
            .consume_auth_code("unknown", &app.id, now_micros())
            .await
            .unwrap()
            .is_none()
    );
    // Another client's code is unknown to it: not found, not consumed.
    insert_codes(&store, &app.id, &["h2"]).await;
    let other = "app_ffffffffffffffffffffffffffffffff";
    assert!(store.find_auth_code("h2", other).await.unwrap().is_none());
    assert!(
        store
            .consume_auth_code("h2", other, now_micros())
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        !store
            .revoke_auth_code("h2", other, now_micros())
            .await
            .unwrap()
    );
    let mine = store.find_auth_code("h2", &app.id).await.unwrap().unwrap();
    assert_eq!((mine.consumed_at, mine.revoked_at), (None, None));
}

async fn revoking_a_code_kills_its_tokens_even_those_written_later(store: Store) {
    let app = app_of(&store).await;
    insert_codes(&store, &app.id, &["h1", "h2"]).await;
    store
        .insert_tokens(&[
            token(&app.id, "t1", Some("h1")),
            token(&app.id, "t2", Some("h2")),
        ])
        .await
        .unwrap();
    let now = now_micros();
    assert!(token_is_live(&store, "t1", now).await);
    assert!(store.revoke_auth_code("h1", &app.id, now).await.unwrap());
    assert!(
        !store
            .revoke_auth_code("unknown", &app.id, now)
            .await
            .unwrap()
    );
    assert!(!token_is_live(&store, "t1", now).await);
    store
        .insert_tokens(&[token(&app.id, "t3", Some("h1"))])
        .await
        .unwrap();
    assert!(!token_is_live(&store, "t3", now).await);
    assert!(token_is_live(&store, "t2", now).await);
    store
        .insert_tokens(&[token(&app.id, "t4", None)])
        .await
        .unwrap();
    assert!(token_is_live(&store, "t4", now).await);
    let after_expiry = now + 61 * MINUTE;
    assert!(!token_is_live(&store, "t4", after_expiry).await);
}

async fn expired_rows_are_forgotten(store: Store) {
    let app = app_of(&store).await;
    let r = request(&app.id, "r1", "s");
    store.insert_request(&r).await.unwrap();
    insert_codes(&store, &app.id, &["h1", "h2"]).await;
    store
        .insert_tokens(&[token(&app.id, "t1", Some("h2"))])
        .await
        .unwrap();
    let later = now_micros() + 11 * MINUTE;
    assert_eq!(store.delete_expired_requests(later).await.unwrap(), 1);
    // h2 is kept while its token lives, so that its revocation still applies.
    assert_eq!(store.delete_expired_auth_codes(later).await.unwrap(), 1);
    let much_later = now_micros() + 61 * MINUTE;
    assert_eq!(store.delete_expired_tokens(much_later).await.unwrap(), 1);
    assert_eq!(
        store.delete_expired_auth_codes(much_later).await.unwrap(),
        1
    );
}

async fn consumed_at(store: &Store, app_id: &str, code_hash: &str) -> Option<i64> {
    let row = store.find_auth_code(code_hash, app_id).await.unwrap();
    row.unwrap().consumed_at
}

async fn redeeming_consumes_the_code_and_records_tokens_in_one_commit(store: Store) {
    let app = app_of(&store).await;
    insert_codes(&store, &app.id, &["h1"]).await;
    assert_eq!(consumed_at(&store, &app.id, "h1").await, None);
    let now = now_micros();
    let first = [
        token(&app.id, "a1", Some("h1")),
        token(&app.id, "i1", Some("h1")),
    ];
    let redeem = |hash: &str, now: i64, tokens: &[TokenRow]| Redemption {
        code_hash: hash.into(),
        app_id: app.id.clone(),
        now,
        tokens: tokens.to_vec(),
        refresh: None,
    };
    assert!(
        store
            .redeem_auth_code(&redeem("h1", now, &first))
            .await
            .unwrap()
    );
    assert!(token_is_live(&store, "a1", now).await);
    assert_eq!(consumed_at(&store, &app.id, "h1").await, Some(now));
    // A second redemption writes nothing: neither a consumption nor its tokens.
    let second = [token(&app.id, "a2", Some("h1"))];
    assert!(
        !store
            .redeem_auth_code(&redeem("h1", now + 1, &second))
            .await
            .unwrap()
    );
    assert!(!token_is_live(&store, "a2", now).await);
    assert_eq!(consumed_at(&store, &app.id, "h1").await, Some(now));
    // In a group, each redemption stands alone.
    insert_codes(&store, &app.id, &["h2"]).await;
    let group = [
        redeem("h1", now, &second),
        redeem("h2", now, &[token(&app.id, "a3", Some("h2"))]),
        redeem("unknown", now, &[]),
    ];
    let answers = store.redeem_auth_codes(&group).await.unwrap();
    assert_eq!(answers, vec![false, true, false]);
    assert!(token_is_live(&store, "a3", now).await);
    assert!(!token_is_live(&store, "a2", now).await);
}
