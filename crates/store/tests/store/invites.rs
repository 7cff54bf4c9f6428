//! Invites: listed while usable, revocable, and dead once their maker leaves or changes
//! role — on every path, since each use checks the maker again. And migration 0011 on a
//! database the previous binary left: keys keep their power (`admin`), and open invites
//! learn their maker from the audit log (dying if the maker has left).

use humanid_store::accounts::{Account, PasskeyRow};
use humanid_store::invites::Invite;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    invites_are_listed_revoked_and_die_with_their_makers_role,
    migration_0011_keeps_keys_admin_and_finds_who_made_each_invite,
);

const DAY: i64 = 86_400_000_000;

async fn member(store: &Store, team_id: &str, label: &str, role: &str) -> String {
    let id = ids("acct", label);
    with_pool!(store, p => sqlx::query(
        "INSERT INTO accounts (id, display_name, user_handle, created_at) VALUES ($1, $2, $3, 0)",
    ).bind(&id).bind(format!("Person {label}")).bind(format!("handle-{label}"))
        .execute(p).await.map(|_| ()))
    .unwrap();
    store
        .insert_membership(team_id, &id, role, now_micros())
        .await
        .unwrap();
    id
}

async fn invite_by(store: &Store, team_id: &str, label: &str, maker: Option<(&str, &str)>) {
    let now = now_micros();
    store
        .insert_invite(&Invite {
            id: ids("inv", label),
            token_hash: format!("hash-{label}"),
            team_id: team_id.to_owned(),
            role: "member".into(),
            created_at: now,
            expires_at: now + DAY,
            used_at: None,
            created_by: maker.map(|(id, _)| id.to_owned()),
            creator_role: maker.map(|(_, role)| role.to_owned()),
            revoked_at: None,
        })
        .await
        .unwrap();
}

async fn usable(store: &Store, label: &str) -> bool {
    match store
        .open_invite(&format!("hash-{label}"), now_micros())
        .await
    {
        Ok(_) => true,
        Err(StoreError::NotFound) => false,
        Err(e) => panic!("{e}"),
    }
}

async fn invites_are_listed_revoked_and_die_with_their_makers_role(store: Store) {
    let team = seed_team(&store, "t1").await;
    let owner = member(&store, &team.id, "owner", "owner").await;
    let admin = member(&store, &team.id, "admin", "admin").await;
    invite_by(&store, &team.id, "setup", None).await;
    invite_by(&store, &team.id, "byowner", Some((&owner, "owner"))).await;
    invite_by(&store, &team.id, "byadmin", Some((&admin, "admin"))).await;
    invite_by(&store, &team.id, "byadmin2", Some((&admin, "admin"))).await;

    let listed = store
        .list_open_invites(&team.id, now_micros())
        .await
        .unwrap();
    assert_eq!(listed.len(), 4);
    let by_admin = listed
        .iter()
        .find(|i| i.id == ids("inv", "byadmin"))
        .unwrap();
    assert_eq!(by_admin.creator_name.as_deref(), Some("Person admin"));
    let setup = listed.iter().find(|i| i.id == ids("inv", "setup")).unwrap();
    assert_eq!(setup.creator_name, None);

    // Revoked: gone from the list and unusable; a second revocation finds nothing.
    let now = now_micros();
    store
        .revoke_invite(&team.id, &ids("inv", "byowner"), now)
        .await
        .unwrap();
    assert!(!usable(&store, "byowner").await);
    assert!(matches!(
        store
            .revoke_invite(&team.id, &ids("inv", "byowner"), now)
            .await,
        Err(StoreError::NotFound)
    ));
    let other = seed_team(&store, "t2").await;
    assert!(matches!(
        store
            .revoke_invite(&other.id, &ids("inv", "setup"), now)
            .await,
        Err(StoreError::NotFound)
    ));

    // The same role again changes nothing; a new role revokes the maker's invites.
    let (_, revoked) = store
        .set_member_role(&team.id, &admin, "admin", now_micros())
        .await
        .unwrap();
    assert_eq!(revoked, 0);
    assert!(usable(&store, "byadmin").await);
    let (_, revoked) = store
        .set_member_role(&team.id, &admin, "member", now_micros())
        .await
        .unwrap();
    assert_eq!(revoked, 2);
    assert!(!usable(&store, "byadmin").await && !usable(&store, "byadmin2").await);
    // Promoted back, the invites stay dead.
    store
        .set_member_role(&team.id, &admin, "admin", now_micros())
        .await
        .unwrap();
    assert!(!usable(&store, "byadmin").await);

    // A maker gone by any path (here a bare delete) takes their invites along, even
    // those nothing revoked.
    invite_by(&store, &team.id, "late", Some((&admin, "admin"))).await;
    assert!(usable(&store, "late").await);
    with_pool!(store, p => sqlx::query("DELETE FROM memberships WHERE account_id = $1")
        .bind(&admin).execute(p).await.map(|_| ()))
    .unwrap();
    assert!(!usable(&store, "late").await);
    let account = Account {
        id: ids("acct", "joiner"),
        display_name: "Joiner".into(),
        user_handle: "handle-joiner".into(),
        created_at: now_micros(),
    };
    let passkey = PasskeyRow {
        credential_id: "cred-joiner".into(),
        account_id: account.id.clone(),
        passkey: "{}".into(),
        created_at: now_micros(),
        last_used_at: None,
    };
    assert!(matches!(
        store
            .create_account_by_invite(&account, &passkey, "hash-late")
            .await,
        Err(StoreError::NotFound)
    ));
    assert!(
        usable(&store, "setup").await,
        "the operator's link lives on"
    );
    let names: Vec<String> = store
        .list_open_invites(&team.id, now_micros())
        .await
        .unwrap()
        .into_iter()
        .map(|i| i.id)
        .collect();
    assert_eq!(names, [ids("inv", "setup")]);
}

async fn migration_0011_keeps_keys_admin_and_finds_who_made_each_invite(fresh: Store) {
    let (_dir, url, old) = database_at_migration(&fresh, 10).await;
    let team = ids("team", "old");
    let now = now_micros();
    let run = |sql: &'static str, binds: Vec<String>| {
        let old = old.clone();
        async move {
            with_pool!(old, p => {
                let mut q = sqlx::query(sql);
                for b in &binds {
                    q = q.bind(b);
                }
                q.execute(p).await.map(|_| ())
            })
            .unwrap()
        }
    };
    run(
        "INSERT INTO teams (id, name, created_at) VALUES ($1, 'Old', 0)",
        vec![team.clone()],
    )
    .await;
    run(
        "INSERT INTO api_keys (id, team_id, name, secret_hash, is_active, created_at, updated_at) \
         VALUES ($1, $2, 'old', 'h', TRUE, 0, 0)",
        vec![ids("key", "old"), team.clone()],
    )
    .await;
    for (label, role) in [("stays", "admin"), ("left", "admin")] {
        run(
            "INSERT INTO accounts (id, display_name, user_handle, created_at) VALUES ($1, $2, $2, 0)",
            vec![ids("acct", label), label.to_owned()],
        )
        .await;
        if label == "stays" {
            run(
                "INSERT INTO memberships (team_id, account_id, role, created_at) VALUES ($1, $2, $3, 0)",
                vec![team.clone(), ids("acct", label), role.to_owned()],
            )
            .await;
        }
    }
    for (invite, maker) in [("a", Some("stays")), ("b", Some("left")), ("c", None)] {
        run(
            "INSERT INTO invites (id, token_hash, team_id, role, created_at, expires_at) \
             VALUES ($1, $2, $3, 'member', 0, 9000000000000000)",
            vec![ids("inv", invite), format!("old-{invite}"), team.clone()],
        )
        .await;
        let (kind, actor) = match maker {
            Some(m) => ("account", ids("acct", m)),
            None => ("operator", String::new()),
        };
        run(
            "INSERT INTO audit_log (team_id, actor_kind, actor_id, actor_label, action, target, \
             detail, at) VALUES ($1, $2, $3, 'x', 'member.invite', $4, '{}', 0)",
            vec![team.clone(), kind.to_owned(), actor, ids("inv", invite)],
        )
        .await;
    }
    old.close().await;

    let store = Store::connect(&url).await.unwrap();
    assert_eq!(
        store.get_api_key(&ids("key", "old")).await.unwrap().scope,
        "admin"
    );
    let listed = store.list_open_invites(&team, now).await.unwrap();
    let mut makers: Vec<(String, Option<String>)> =
        listed.into_iter().map(|i| (i.id, i.created_by)).collect();
    makers.sort();
    assert_eq!(
        makers,
        [
            (ids("inv", "a"), Some(ids("acct", "stays"))),
            (ids("inv", "c"), None),
        ],
        "b's maker left the team before the upgrade: b died with the migration"
    );
    // a dies when its maker's role changes, as new invites do.
    store
        .set_member_role(&team, &ids("acct", "stays"), "member", now_micros())
        .await
        .unwrap();
    assert!(matches!(
        store.open_invite("old-a", now_micros()).await,
        Err(StoreError::NotFound)
    ));
    store.close().await;
}
