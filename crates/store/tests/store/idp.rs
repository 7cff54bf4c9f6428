//! Identity-provider sessions, refresh-token families and post-logout redirects on both
//! backends (docs/architecture.md, "IdP sessions").

use std::sync::Arc;

use humanid_store::auth_codes::{AuthCodeRow, Redemption};
use humanid_store::idp_sessions::IdpSessionRow;
use humanid_store::post_logout_redirects::PostLogoutRedirect;
use humanid_store::refresh_tokens::{NewFamily, RefreshFamilyRow, RefreshTokenRow, Rotation};
use humanid_store::tokens::TokenRow;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    a_session_is_found_only_for_its_app_until_it_ends_or_expires,
    an_archived_apps_sessions_and_refresh_tokens_stop_at_once,
    a_refresh_token_rotates_once_even_when_used_concurrently,
    revoking_a_family_kills_its_refresh_and_access_tokens,
    replaying_the_code_revokes_the_family_it_started,
    post_logout_redirects_match_exactly_and_belong_to_one_app,
    expired_sessions_and_refresh_tokens_are_forgotten,
    codes_written_together_are_all_kept_or_none_are,
    a_group_of_redemptions_takes_each_code_once_and_records_every_family,
    a_group_of_rotations_uses_each_token_once,
);

async fn app_of(store: &Store, label: &str) -> App {
    let t = seed_team(store, &format!("t{label}")).await;
    seed_app(store, &t.id, label, false).await
}

fn session(app_id: &str, hash: &str) -> IdpSessionRow {
    let now = now_micros();
    IdpSessionRow {
        session_hash: hash.into(),
        app_id: app_id.into(),
        sub: "0xabc".into(),
        credential_type: "orb".into(),
        auth_time: now / 1_000_000,
        created_at: now,
        expires_at: now + 60 * MINUTE,
        ended_at: None,
    }
}

fn family(app_id: &str, id: &str, code_hash: Option<&str>) -> RefreshFamilyRow {
    RefreshFamilyRow {
        id: id.into(),
        app_id: app_id.into(),
        code_hash: code_hash.map(str::to_owned),
        created_at: now_micros(),
        revoked_at: None,
    }
}

fn refresh(app_id: &str, family_id: &str, hash: &str) -> RefreshTokenRow {
    let now = now_micros();
    RefreshTokenRow {
        token_hash: hash.into(),
        family_id: family_id.into(),
        app_id: app_id.into(),
        grant_data: "{}".into(),
        created_at: now,
        expires_at: now + 60 * MINUTE,
        used_at: None,
    }
}

fn token(app_id: &str, jti: &str, family_id: Option<&str>) -> TokenRow {
    TokenRow {
        family_id: family_id.map(str::to_owned),
        ..access_token(app_id, jti)
    }
}

/// A family born from code `code_hash` with its first refresh token `first` and one
/// access token `jti`, written as a code exchange writes them.
async fn family_from_code(store: &Store, app_id: &str, code_hash: &str, first: &str, jti: &str) {
    insert_codes(store, app_id, &[code_hash]).await;
    let family_id = format!("f-{code_hash}");
    let redeemed = store
        .redeem_auth_code(&Redemption {
            code_hash: code_hash.into(),
            app_id: app_id.into(),
            now: now_micros(),
            tokens: vec![token(app_id, jti, Some(&family_id))],
            refresh: Some(NewFamily {
                family: family(app_id, &family_id, Some(code_hash)),
                token: refresh(app_id, &family_id, first),
            }),
        })
        .await
        .unwrap();
    assert!(redeemed);
}

/// The subject of IdP session `hash` if it is live for `app_id` at `at`.
async fn live_session_sub(store: &Store, hash: &str, app_id: &str, at: i64) -> Option<String> {
    let found = store.find_live_idp_session(hash, app_id, at).await.unwrap();
    found.map(|s| s.sub)
}

/// What one sign-in leaves: IdP session `s1`, and the family from code `c1` with refresh
/// token `r1` and access token `t1`.
async fn signed_in(store: &Store, app_id: &str) {
    store
        .insert_idp_session(&session(app_id, "s1"))
        .await
        .unwrap();
    family_from_code(store, app_id, "c1", "r1", "t1").await;
}

/// The family from code `c1` after one rotation: refresh token `r1` used for `r2`,
/// access tokens `t1` and `t2`.
async fn rotated_family(store: &Store, app_id: &str) {
    family_from_code(store, app_id, "c1", "r1", "t1").await;
    let rotated = store
        .rotate_refresh_token(&rotation(app_id, "f-c1", "r1", "r2", "t2"))
        .await
        .unwrap();
    assert!(rotated);
}

/// Whether refresh token `hash` (which must exist) belongs to a revoked family.
async fn family_revoked(store: &Store, hash: &str) -> bool {
    let found = store.find_refresh_token(hash).await.unwrap();
    found.unwrap().family_revoked
}

fn rotation(app_id: &str, family_id: &str, old: &str, next: &str, jti: &str) -> Rotation {
    Rotation {
        old_hash: old.into(),
        now: now_micros(),
        next: refresh(app_id, family_id, next),
        tokens: vec![token(app_id, jti, Some(family_id))],
    }
}

async fn a_session_is_found_only_for_its_app_until_it_ends_or_expires(store: Store) {
    let a = app_of(&store, "a1").await;
    let b = app_of(&store, "b1").await;
    store
        .insert_idp_session(&session(&a.id, "s1"))
        .await
        .unwrap();
    let now = now_micros();
    let found = live_session_sub(&store, "s1", &a.id, now).await;
    assert_eq!(found.as_deref(), Some("0xabc"));
    assert_eq!(live_session_sub(&store, "s1", &b.id, now).await, None);
    assert_eq!(live_session_sub(&store, "s2", &a.id, now).await, None);
    let later = now + 61 * MINUTE;
    assert_eq!(live_session_sub(&store, "s1", &a.id, later).await, None);
    assert!(!store.end_idp_session("s1", &b.id, now).await.unwrap());
    assert!(store.end_idp_session("s1", &a.id, now).await.unwrap());
    assert_eq!(live_session_sub(&store, "s1", &a.id, now).await, None);
    assert!(!store.end_idp_session("s1", &a.id, now).await.unwrap());
}

async fn an_archived_apps_sessions_and_refresh_tokens_stop_at_once(store: Store) {
    let a = app_of(&store, "a2").await;
    signed_in(&store, &a.id).await;
    let now = now_micros();
    store.archive_app(&a.team_id, &a.id).await.unwrap();
    assert_eq!(live_session_sub(&store, "s1", &a.id, now).await, None);
    let found = store.find_refresh_token("r1").await.unwrap().unwrap();
    assert!(found.app_archived);
    assert!(!token_is_live(&store, "t1", now).await);
}

async fn a_refresh_token_rotates_once_even_when_used_concurrently(store: Store) {
    let a = app_of(&store, "a3").await;
    family_from_code(&store, &a.id, "c1", "r1", "t1").await;
    let found = store.find_refresh_token("r1").await.unwrap().unwrap();
    assert_eq!((found.family_revoked, found.row.used_at), (false, None));
    let store = Arc::new(store);
    let racers: Vec<_> = (0..8)
        .map(|i| {
            let (store, app_id) = (store.clone(), a.id.clone());
            tokio::spawn(async move {
                let r = rotation(&app_id, "f-c1", "r1", &format!("n{i}"), &format!("j{i}"));
                store.rotate_refresh_token(&r).await.unwrap()
            })
        })
        .collect();
    let mut wins = 0;
    for r in racers {
        wins += usize::from(r.await.unwrap());
    }
    assert_eq!(wins, 1);
    let used = store.find_refresh_token("r1").await.unwrap().unwrap();
    assert!(used.row.used_at.is_some());
    // Exactly one successor and its access token were written.
    let mut successors = 0;
    for i in 0..8 {
        let next = store.find_refresh_token(&format!("n{i}")).await.unwrap();
        let jti = store
            .find_live_token(&format!("j{i}"), now_micros())
            .await
            .unwrap();
        assert_eq!(next.is_some(), jti.is_some());
        successors += usize::from(next.is_some());
    }
    assert_eq!(successors, 1);
}

async fn revoking_a_family_kills_its_refresh_and_access_tokens(store: Store) {
    let a = app_of(&store, "a4").await;
    let other = app_of(&store, "b4").await;
    rotated_family(&store, &a.id).await;
    let now = now_micros();
    assert!(token_is_live(&store, "t2", now).await);
    // Another app cannot revoke it.
    assert!(
        !store
            .revoke_refresh_family("f-c1", &other.id, now)
            .await
            .unwrap()
    );
    assert!(token_is_live(&store, "t1", now).await);
    assert!(
        store
            .revoke_refresh_family("f-c1", &a.id, now)
            .await
            .unwrap()
    );
    for jti in ["t1", "t2"] {
        assert!(!token_is_live(&store, jti, now).await, "{jti}");
    }
    assert!(family_revoked(&store, "r2").await);
    // A revoked family's live token cannot rotate.
    let again = store
        .rotate_refresh_token(&rotation(&a.id, "f-c1", "r2", "r3", "t3"))
        .await
        .unwrap();
    assert!(!again);
    assert!(store.find_refresh_token("r3").await.unwrap().is_none());
    // One token alone can be revoked too, only by its app.
    family_from_code(&store, &a.id, "c2", "q1", "u1").await;
    assert!(!store.revoke_token("u1", &other.id, now).await.unwrap());
    assert!(store.revoke_token("u1", &a.id, now).await.unwrap());
    assert!(!token_is_live(&store, "u1", now).await);
    assert!(!family_revoked(&store, "q1").await);
}

async fn replaying_the_code_revokes_the_family_it_started(store: Store) {
    let a = app_of(&store, "a5").await;
    rotated_family(&store, &a.id).await;
    assert!(
        store
            .revoke_auth_code("c1", &a.id, now_micros())
            .await
            .unwrap()
    );
    assert!(family_revoked(&store, "r2").await);
    assert!(!token_is_live(&store, "t2", now_micros()).await);
}

async fn post_logout_redirects_match_exactly_and_belong_to_one_app(store: Store) {
    let a = app_of(&store, "a6").await;
    let b = app_of(&store, "b6").await;
    let row = PostLogoutRedirect {
        id: ids("post_logout_redirect", "p1"),
        app_id: a.id.clone(),
        post_logout_redirect_uri: "https://rp.example/bye".into(),
        created_at: now_micros(),
    };
    store.insert_post_logout_redirect(&row).await.unwrap();
    let dup = PostLogoutRedirect {
        id: ids("post_logout_redirect", "p2"),
        ..row.clone()
    };
    assert!(matches!(
        store.insert_post_logout_redirect(&dup).await,
        Err(StoreError::Conflict { .. })
    ));
    let yes = store.is_registered_post_logout_redirect(&a.id, "https://rp.example/bye");
    assert!(yes.await.unwrap());
    for (app, uri) in [
        (&a.id, "https://rp.example/bye/"),
        (&a.id, "https://rp.example/BYE"),
        (&b.id, "https://rp.example/bye"),
    ] {
        let found = store.is_registered_post_logout_redirect(app, uri).await;
        assert!(!found.unwrap(), "{app} {uri}");
    }
    assert_eq!(
        store.list_post_logout_redirects(&a.id).await.unwrap(),
        vec![row.clone()]
    );
    assert_eq!(store.get_post_logout_redirect(&row.id).await.unwrap(), row);
    store.delete_post_logout_redirect(&row.id).await.unwrap();
    assert!(matches!(
        store.delete_post_logout_redirect(&row.id).await,
        Err(StoreError::NotFound)
    ));
}

async fn expired_sessions_and_refresh_tokens_are_forgotten(store: Store) {
    let a = app_of(&store, "a7").await;
    signed_in(&store, &a.id).await;
    let later = now_micros() + 61 * MINUTE;
    assert_eq!(store.delete_expired_idp_sessions(later).await.unwrap(), 1);
    assert_eq!(store.delete_expired_tokens(later).await.unwrap(), 1);
    // The refresh token and, with nothing left referring to it, its family.
    assert_eq!(store.delete_expired_refresh_tokens(later).await.unwrap(), 2);
    // Now the code can go too (nothing refers to it any more).
    assert_eq!(store.delete_expired_auth_codes(later).await.unwrap(), 1);
}

/// Sign-ins answered together record their codes in one commit: each is then found,
/// and a batch with a code already taken writes none of them (the core then writes them
/// one by one, so only the bad one fails).
async fn codes_written_together_are_all_kept_or_none_are(store: Store) {
    let app = app_of(&store, "codes").await;
    let batch: Vec<AuthCodeRow> = (0..5)
        .map(|i| auth_code(&app.id, &format!("batch-{i}")))
        .collect();
    store.insert_auth_codes(&batch).await.unwrap();
    for row in &batch {
        let found = store.find_auth_code(&row.code_hash, &app.id).await.unwrap();
        assert_eq!(found.as_ref(), Some(row));
    }

    let clashing = vec![
        auth_code(&app.id, "fresh-1"),
        auth_code(&app.id, "batch-2"),
        auth_code(&app.id, "fresh-2"),
    ];
    assert!(store.insert_auth_codes(&clashing).await.is_err());
    for hash in ["fresh-1", "fresh-2"] {
        assert_eq!(store.find_auth_code(hash, &app.id).await.unwrap(), None);
    }
    // The failed batch does not hold up the next one.
    let after = auth_code(&app.id, "after");
    store
        .insert_auth_codes(std::slice::from_ref(&after))
        .await
        .unwrap();
    let found = store.find_auth_code("after", &app.id).await.unwrap();
    assert_eq!(found, Some(after));
}

/// Code `code_hash` redeemed by `app_id` for a new family with refresh token `first`
/// and access token `jti`.
fn redemption(
    app_id: &str,
    code_hash: &str,
    family_id: &str,
    first: &str,
    jti: &str,
) -> Redemption {
    Redemption {
        code_hash: code_hash.into(),
        app_id: app_id.into(),
        now: now_micros(),
        tokens: vec![token(app_id, jti, Some(family_id))],
        refresh: Some(NewFamily {
            family: family(app_id, family_id, Some(code_hash)),
            token: refresh(app_id, family_id, first),
        }),
    }
}

/// For each (refresh token, access token, written): both were recorded, or neither.
async fn assert_written(store: &Store, expected: &[(&str, &str, bool)], now: i64) {
    for &(hash, jti, written) in expected {
        let found = store.find_refresh_token(hash).await.unwrap();
        assert_eq!(found.is_some(), written, "{hash}");
        assert_eq!(token_is_live(store, jti, now).await, written, "{jti}");
    }
}

async fn a_group_of_redemptions_takes_each_code_once_and_records_every_family(store: Store) {
    let a = app_of(&store, "a9").await;
    let b = app_of(&store, "b9").await;
    insert_codes(&store, &a.id, &["c1", "c2"]).await;
    insert_codes(&store, &b.id, &["c3"]).await;
    let group = [
        redemption(&a.id, "c1", "f1", "r1", "t1"),
        redemption(&a.id, "c1", "f1x", "r1x", "t1x"),
        redemption(&a.id, "c2", "f2", "r2", "t2"),
        redemption(&a.id, "c3", "f3", "r3", "t3"),
    ];
    let answers = store.redeem_auth_codes(&group).await.unwrap();
    // The same code twice: the first takes it. Another client's code: nobody.
    assert_eq!(answers, vec![true, false, true, false]);
    let now = now_micros();
    let expected = [
        ("r1", "t1", true),
        ("r1x", "t1x", false),
        ("r2", "t2", true),
        ("r3", "t3", false),
    ];
    assert_written(&store, &expected, now).await;
    let c3 = store.find_auth_code("c3", &b.id).await.unwrap().unwrap();
    assert_eq!(c3.consumed_at, None);
}

async fn a_group_of_rotations_uses_each_token_once(store: Store) {
    let a = app_of(&store, "a10").await;
    family_from_code(&store, &a.id, "c1", "r1", "t1").await;
    family_from_code(&store, &a.id, "c2", "q1", "u1").await;
    family_from_code(&store, &a.id, "c3", "p1", "v1").await;
    let now = now_micros();
    assert!(
        store
            .revoke_refresh_family("f-c3", &a.id, now)
            .await
            .unwrap()
    );
    let group = [
        rotation(&a.id, "f-c1", "r1", "r2", "t2"),
        rotation(&a.id, "f-c1", "r1", "r2x", "t2x"),
        rotation(&a.id, "f-c2", "q1", "q2", "u2"),
        rotation(&a.id, "f-c3", "p1", "p2", "v2"),
        rotation(&a.id, "f-c1", "unknown", "z2", "z"),
    ];
    let answers = store.rotate_refresh_tokens(&group).await.unwrap();
    // The same token twice: the first uses it. A revoked family's or an unknown token: none.
    assert_eq!(answers, vec![true, false, true, false, false]);
    let expected = [
        ("r2", "t2", true),
        ("r2x", "t2x", false),
        ("q2", "u2", true),
        ("p2", "v2", false),
        ("z2", "z", false),
    ];
    assert_written(&store, &expected, now).await;
    let used = store.find_refresh_token("p1").await.unwrap().unwrap();
    assert_eq!(used.row.used_at, None);
}
