//! Portal accounts, passkeys, sessions, memberships, invites, ceremonies and the audit
//! log, on both backends.

use humanid_store::accounts::{Account, PasskeyRow};
use humanid_store::audit::NewAuditRow;
use humanid_store::invites::Invite;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    an_invite_creates_an_account_once,
    an_expired_invite_creates_nothing,
    an_existing_account_joins_by_invite_and_not_twice,
    the_last_owner_can_be_neither_demoted_nor_removed,
    sessions_are_found_by_hash_touched_and_purged,
    ceremonies_are_taken_once_and_expire,
    audit_entries_are_listed_newest_first_per_team,
    passkeys_keep_their_latest_state,
    api_keys_remember_when_they_were_last_used,
);

const HOUR: i64 = 3_600_000_000;

fn account(label: &str) -> Account {
    Account {
        id: ids("acct", label),
        display_name: format!("Person {label}"),
        user_handle: format!("handle-{label}"),
        created_at: now_micros(),
    }
}

fn passkey(label: &str, account_id: &str) -> PasskeyRow {
    PasskeyRow {
        credential_id: format!("cred-{label}"),
        account_id: account_id.to_owned(),
        passkey: format!("{{\"label\":\"{label}\"}}"),
        created_at: now_micros(),
        last_used_at: None,
    }
}

/// The invite `hash` is not open, and `label` joining by it gets nothing: no account and
/// no passkey are left behind.
async fn joins_nothing(store: &Store, hash: &str, label: &str) {
    assert!(matches!(
        store.open_invite(hash, now_micros()).await,
        Err(StoreError::NotFound)
    ));
    let person = account(label);
    let err = store
        .create_account_by_invite(&person, &passkey(label, &person.id), hash)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::NotFound), "{err:?}");
    assert!(matches!(
        store.get_account(&person.id).await,
        Err(StoreError::NotFound)
    ));
    assert!(store.list_passkeys(&person.id).await.unwrap().is_empty());
}

async fn invite(store: &Store, team_id: &str, label: &str, role: &str, expires_in: i64) -> String {
    let now = now_micros();
    let hash = format!("invite-hash-{label}");
    store
        .insert_invite(&Invite {
            id: ids("inv", label),
            token_hash: hash.clone(),
            team_id: team_id.to_owned(),
            role: role.to_owned(),
            created_at: now,
            expires_at: now + expires_in,
            used_at: None,
            created_by: None,
            creator_role: None,
            revoked_at: None,
        })
        .await
        .unwrap();
    hash
}

/// An owner account in the team, created through an invite.
async fn seed_owner(store: &Store, team_id: &str, label: &str) -> Account {
    let hash = invite(store, team_id, label, "owner", HOUR).await;
    let a = account(label);
    store
        .create_account_by_invite(&a, &passkey(label, &a.id), &hash)
        .await
        .unwrap();
    a
}

async fn an_invite_creates_an_account_once(store: Store) {
    let team = seed_team(&store, "t1").await;
    let hash = invite(&store, &team.id, "i1", "admin", HOUR).await;
    assert_eq!(
        store
            .open_invite(&hash, now_micros())
            .await
            .unwrap()
            .team_name,
        team.name
    );
    let alice = account("alice");
    let grant = store
        .create_account_by_invite(&alice, &passkey("a", &alice.id), &hash)
        .await
        .unwrap();
    assert_eq!(
        (grant.team_id.as_str(), grant.role.as_str()),
        (team.id.as_str(), "admin")
    );
    assert_eq!(store.get_account(&alice.id).await.unwrap(), alice);
    assert_eq!(
        store
            .account_by_user_handle("handle-alice")
            .await
            .unwrap()
            .id,
        alice.id
    );
    let members = store.list_members(&team.id).await.unwrap();
    assert_eq!(members.len(), 1);
    assert_eq!(
        (members[0].display_name.as_str(), members[0].role.as_str()),
        ("Person alice", "admin")
    );

    // The link is used up: a second person gets nothing, and no account is left behind.
    joins_nothing(&store, &hash, "bob").await;
}

async fn an_expired_invite_creates_nothing(store: Store) {
    let team = seed_team(&store, "t1").await;
    let hash = invite(&store, &team.id, "old", "member", -1).await;
    joins_nothing(&store, &hash, "late").await;
}

async fn an_existing_account_joins_by_invite_and_not_twice(store: Store) {
    let t1 = seed_team(&store, "t1").await;
    let t2 = seed_team(&store, "t2").await;
    let owner = seed_owner(&store, &t1.id, "own").await;
    let hash = invite(&store, &t2.id, "j1", "member", HOUR).await;
    let grant = store
        .join_by_invite(&owner.id, &hash, now_micros())
        .await
        .unwrap();
    assert_eq!(grant.team_id, t2.id);
    let teams = store.teams_of(&owner.id).await.unwrap();
    let names: Vec<_> = teams
        .iter()
        .map(|t| (t.team_name.as_str(), t.role.as_str()))
        .collect();
    assert_eq!(
        names,
        [(t1.name.as_str(), "owner"), (t2.name.as_str(), "member")]
    );
    assert!(matches!(
        store.join_by_invite(&owner.id, &hash, now_micros()).await,
        Err(StoreError::NotFound)
    ));

    // Already a member: refused, and the second invite stays usable for someone else.
    let again = invite(&store, &t2.id, "j2", "admin", HOUR).await;
    let err = store
        .join_by_invite(&owner.id, &again, now_micros())
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert!(store.open_invite(&again, now_micros()).await.is_ok());
}

async fn the_last_owner_can_be_neither_demoted_nor_removed(store: Store) {
    let team = seed_team(&store, "t1").await;
    let first = seed_owner(&store, &team.id, "first").await;
    let last_owner =
        |e: StoreError| matches!(e, StoreError::Check { constraint } if constraint == "last_owner");
    assert!(last_owner(
        store
            .set_member_role(&team.id, &first.id, "admin", now_micros())
            .await
            .unwrap_err()
    ));
    assert!(last_owner(
        store
            .remove_member(&team.id, &first.id, now_micros())
            .await
            .unwrap_err()
    ));
    assert_eq!(store.list_members(&team.id).await.unwrap()[0].role, "owner");

    let second = seed_owner(&store, &team.id, "second").await;
    assert_eq!(
        store
            .set_member_role(&team.id, &first.id, "member", now_micros())
            .await
            .unwrap(),
        ("owner".to_owned(), 0)
    );
    assert!(last_owner(
        store
            .remove_member(&team.id, &second.id, now_micros())
            .await
            .unwrap_err()
    ));
    let (removed, _) = store
        .remove_member(&team.id, &first.id, now_micros())
        .await
        .unwrap();
    assert_eq!(removed.role, "member");
    let members = store.list_members(&team.id).await.unwrap();
    assert_eq!(members.len(), 1);
    assert_eq!(members[0].account_id, second.id);
    assert!(matches!(
        store
            .set_member_role(&team.id, &first.id, "admin", now_micros())
            .await,
        Err(StoreError::NotFound)
    ));
}

async fn sessions_are_found_by_hash_touched_and_purged(store: Store) {
    let team = seed_team(&store, "t1").await;
    let a = seed_owner(&store, &team.id, "a").await;
    let now = now_micros();
    store
        .insert_portal_session("h-fresh", &a.id, Some(&team.id), now)
        .await
        .unwrap();
    store
        .insert_portal_session("h-idle", &a.id, None, now - 13 * HOUR)
        .await
        .unwrap();
    let s = store.get_portal_session("h-fresh").await.unwrap();
    assert_eq!(
        (s.account_id.as_str(), s.display_name.as_str()),
        (a.id.as_str(), "Person a")
    );
    assert_eq!(s.team_id.as_deref(), Some(team.id.as_str()));
    store
        .touch_portal_session("h-fresh", now + 5)
        .await
        .unwrap();
    assert_eq!(
        store
            .get_portal_session("h-fresh")
            .await
            .unwrap()
            .last_seen_at,
        now + 5
    );

    let purged = store
        .purge_portal_sessions(now - 12 * HOUR, now - 7 * 24 * HOUR)
        .await
        .unwrap();
    assert_eq!(purged, 1);
    assert!(matches!(
        store.get_portal_session("h-idle").await,
        Err(StoreError::NotFound)
    ));
    store.delete_portal_session("h-fresh").await.unwrap();
    assert!(matches!(
        store.get_portal_session("h-fresh").await,
        Err(StoreError::NotFound)
    ));
}

async fn ceremonies_are_taken_once_and_expire(store: Store) {
    let now = now_micros();
    store
        .insert_ceremony("c1", "register", "{\"s\":1}", now + HOUR)
        .await
        .unwrap();
    store
        .insert_ceremony("c2", "authenticate", "{}", now - 1)
        .await
        .unwrap();
    assert!(matches!(
        store.take_ceremony("c1", "authenticate", now).await,
        Err(StoreError::NotFound)
    ));
    assert_eq!(
        store.take_ceremony("c1", "register", now).await.unwrap(),
        "{\"s\":1}"
    );
    assert!(matches!(
        store.take_ceremony("c1", "register", now).await,
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.take_ceremony("c2", "authenticate", now).await,
        Err(StoreError::NotFound)
    ));
    // Nobody finished c2: the purge deletes it, and only it.
    store
        .insert_ceremony("c3", "authenticate", "{}", now + HOUR)
        .await
        .unwrap();
    assert_eq!(store.delete_expired_ceremonies(now).await.unwrap(), 1);
    assert_eq!(
        store
            .take_ceremony("c3", "authenticate", now)
            .await
            .unwrap(),
        "{}"
    );
}

/// The purge finds expired ceremonies through their index, not by reading the table
/// (SQLite's plan says which; PostgreSQL's planner scans a table this small anyway).
#[tokio::test]
async fn the_ceremony_purge_uses_its_index_on_sqlite() {
    let db = humanid_store::test_support::sqlite().await;
    let plan: Vec<(i64, i64, i64, String)> = with_pool!(db.store, p => sqlx::query_as(
        "EXPLAIN QUERY PLAN DELETE FROM webauthn_ceremonies WHERE expires_at < 1",
    ).fetch_all(p).await)
    .unwrap();
    let detail: Vec<&str> = plan.iter().map(|r| r.3.as_str()).collect();
    assert!(
        detail
            .iter()
            .any(|d| d.contains("USING") && d.contains("INDEX webauthn_ceremonies_by_expiry")),
        "{detail:?}"
    );
}

async fn audit_entries_are_listed_newest_first_per_team(store: Store) {
    let t1 = seed_team(&store, "t1").await;
    let t2 = seed_team(&store, "t2").await;
    for (team, action) in [
        (&t1, "app.create"),
        (&t2, "app.create"),
        (&t1, "action.create"),
        (&t1, "api_key.revoke"),
    ] {
        store
            .append_audit(&NewAuditRow {
                team_id: &team.id,
                actor_kind: "api_key",
                actor_id: "key_1",
                actor_label: "ci",
                action,
                target: "x",
                detail: "{}",
                at: now_micros(),
            })
            .await
            .unwrap();
    }
    let all = store.list_audit(&t1.id, None, 10).await.unwrap();
    let actions: Vec<_> = all.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(actions, ["api_key.revoke", "action.create", "app.create"]);
    let older = store.list_audit(&t1.id, Some(all[0].id), 1).await.unwrap();
    assert_eq!(older.len(), 1);
    assert_eq!(older[0].action, "action.create");
    assert_eq!(store.list_audit(&t2.id, None, 10).await.unwrap().len(), 1);
    let bad = store
        .append_audit(&NewAuditRow {
            team_id: &t1.id,
            actor_kind: "robot",
            actor_id: "",
            actor_label: "",
            action: "x",
            target: "",
            detail: "{}",
            at: 0,
        })
        .await;
    assert!(matches!(bad, Err(StoreError::Check { .. })), "{bad:?}");
}

async fn passkeys_keep_their_latest_state(store: Store) {
    let team = seed_team(&store, "t1").await;
    let a = seed_owner(&store, &team.id, "pk").await;
    store
        .update_passkey("cred-pk", "{\"counter\":2}", 42)
        .await
        .unwrap();
    let keys = store.list_passkeys(&a.id).await.unwrap();
    assert_eq!(keys.len(), 1);
    assert_eq!(
        (keys[0].passkey.as_str(), keys[0].last_used_at),
        ("{\"counter\":2}", Some(42))
    );
    assert!(matches!(
        store.update_passkey("cred-none", "{}", 1).await,
        Err(StoreError::NotFound)
    ));
}

async fn api_keys_remember_when_they_were_last_used(store: Store) {
    let team = seed_team(&store, "t1").await;
    let id = ids("key", "seedt1");
    assert_eq!(store.get_api_key(&id).await.unwrap().last_used_at, None);
    store.touch_api_key(&id, 1234).await.unwrap();
    assert_eq!(
        store.get_api_key(&id).await.unwrap().last_used_at,
        Some(1234)
    );
    assert_eq!(
        store.list_api_keys(&team.id).await.unwrap()[0].last_used_at,
        Some(1234)
    );
}
