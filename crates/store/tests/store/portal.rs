//! Portal objects (teams, keys, apps, actions, redirects) on both backends.

use humanid_store::actions::ActionPatch;
use humanid_store::apps::AppPatch;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    team_with_key_is_created_atomically,
    api_keys_can_be_listed_revoked_and_rotated,
    apps_are_team_scoped_and_archived_not_deleted,
    app_ids_must_match_their_environment,
    actions_are_unique_per_app,
    action_updates_change_only_given_fields,
    redirects_match_exactly,
    deleting_an_action_removes_its_nullifiers,
    team_wide_lists_cover_live_apps_of_that_team_only,
    every_portal_change_bumps_the_teams_version,
);

async fn every_portal_change_bumps_the_teams_version(store: Store) {
    let t1 = seed_team(&store, "t1").await;
    let t2 = seed_team(&store, "t2").await;
    let v = |store: Store, id: String| async move { store.portal_version(&id).await.unwrap() };
    let mut last = v(store.clone(), t1.id.clone()).await;
    let mut bumped = |now: i64, what: &str| {
        assert!(now > last, "{what} must bump the version ({last} -> {now})");
        last = now;
    };
    let a = seed_app(&store, &t1.id, "a1", false).await;
    bumped(v(store.clone(), t1.id.clone()).await, "insert app");
    let act = action(&a.id, "vote", 1);
    store.insert_action(&act).await.unwrap();
    bumped(v(store.clone(), t1.id.clone()).await, "insert action");
    store
        .update_action(
            &act.id,
            &ActionPatch {
                max_verifications: Some(2),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    bumped(v(store.clone(), t1.id.clone()).await, "update action");
    let r = redirect(&a.id, "r1", "https://x.example/cb");
    store.insert_redirect(&r).await.unwrap();
    bumped(v(store.clone(), t1.id.clone()).await, "insert redirect");
    store.delete_redirect(&r.id).await.unwrap();
    bumped(v(store.clone(), t1.id.clone()).await, "delete redirect");
    store.delete_action(&act.id).await.unwrap();
    bumped(v(store.clone(), t1.id.clone()).await, "delete action");
    store.archive_app(&t1.id, &a.id).await.unwrap();
    bumped(v(store.clone(), t1.id.clone()).await, "archive app");
    // Uses of an action are not portal changes; other teams are untouched.
    let before_other = v(store.clone(), t2.id.clone()).await;
    let b = seed_app(&store, &t1.id, "b1", false).await;
    bumped(v(store.clone(), t1.id.clone()).await, "insert app");
    let vote = action(&b.id, "vote", 0);
    store.insert_action(&vote).await.unwrap();
    let after_action = v(store.clone(), t1.id.clone()).await;
    store
        .record_nullifier_use("nil_1", &vote.id, &nullifier_hex(1), 0)
        .await
        .unwrap();
    assert_eq!(v(store.clone(), t1.id.clone()).await, after_action);
    assert_eq!(v(store.clone(), t2.id.clone()).await, before_other);
}

async fn team_wide_lists_cover_live_apps_of_that_team_only(store: Store) {
    let t1 = seed_team(&store, "t1").await;
    let t2 = seed_team(&store, "t2").await;
    let a = seed_app(&store, &t1.id, "a1", false).await;
    let b = seed_app(&store, &t1.id, "b1", true).await;
    let other = seed_app(&store, &t2.id, "o1", false).await;
    let vote = action(&a.id, "vote", 1);
    store.insert_action(&vote).await.unwrap();
    let r = redirect(&b.id, "r1", "https://x.example/cb");
    store.insert_redirect(&r).await.unwrap();
    store
        .record_nullifier_use("nil_1", &vote.id, &nullifier_hex(1), 1)
        .await
        .unwrap();
    let actions = store.list_team_actions(&t1.id).await.unwrap();
    assert_eq!(actions.len(), 3, "two sign-in actions and vote");
    assert!(actions.iter().all(|x| x.app_id != other.id));
    let counted = store.count_team_actions(&t1.id).await.unwrap();
    assert_eq!(
        counted,
        vec![(a.id.clone(), 1)],
        "sign-in actions not counted"
    );
    assert_eq!(store.list_team_redirects(&t1.id).await.unwrap(), vec![r]);
    assert!(store.list_team_redirects(&t2.id).await.unwrap().is_empty());
    assert_eq!(store.list_team_nullifiers(&t1.id).await.unwrap().len(), 1);
    assert!(store.list_team_nullifiers(&t2.id).await.unwrap().is_empty());
    store.archive_app(&t1.id, &a.id).await.unwrap();
    assert_eq!(store.list_team_actions(&t1.id).await.unwrap().len(), 1);
    assert!(store.count_team_actions(&t1.id).await.unwrap().is_empty());
    assert!(store.list_team_nullifiers(&t1.id).await.unwrap().is_empty());
}

async fn team_with_key_is_created_atomically(store: Store) {
    let team = team("t1");
    store
        .insert_team_with_key(&team, &key(&team.id, "k1"))
        .await
        .unwrap();
    assert_eq!(store.get_team(&team.id).await.unwrap(), team);
    assert!(
        store
            .get_api_key(&ids("key", "k1"))
            .await
            .unwrap()
            .is_active
    );

    // A second bootstrap reusing the key id fails and must leave no second team behind.
    let other = team_named("t2");
    let err = store
        .insert_team_with_key(&other, &key(&other.id, "k1"))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert!(matches!(
        store.get_team(&other.id).await,
        Err(StoreError::NotFound)
    ));
}

async fn api_keys_can_be_listed_revoked_and_rotated(store: Store) {
    let team = seed_team(&store, "t1").await;
    store.insert_api_key(&key(&team.id, "k2")).await.unwrap();
    let keys = store.list_api_keys(&team.id).await.unwrap();
    assert_eq!(keys.len(), 2);

    let revoked = store
        .update_api_key(&team.id, &ids("key", "k2"), None, Some(false), None)
        .await
        .unwrap();
    assert!(!revoked.is_active);
    assert!(
        !store
            .get_api_key(&ids("key", "k2"))
            .await
            .unwrap()
            .is_active
    );

    let rotated = store
        .update_api_key(
            &team.id,
            &ids("key", "seedt1"),
            Some("ci"),
            None,
            Some("newhash"),
        )
        .await
        .unwrap();
    assert_eq!(
        (rotated.name.as_str(), rotated.secret_hash.as_str()),
        ("ci", "newhash")
    );

    // Another team cannot touch the key.
    let other = seed_team(&store, "t2").await;
    let err = store
        .update_api_key(&other.id, &ids("key", "k2"), None, Some(true), None)
        .await;
    assert!(matches!(err, Err(StoreError::NotFound)));
}

async fn apps_are_team_scoped_and_archived_not_deleted(store: Store) {
    let t1 = seed_team(&store, "t1").await;
    let t2 = seed_team(&store, "t2").await;
    let a = seed_app(&store, &t1.id, "a1", false).await;
    assert_eq!(store.list_apps(&t1.id).await.unwrap().len(), 1);
    assert!(store.list_apps(&t2.id).await.unwrap().is_empty());
    // The sign-in action was created with the app.
    let signin = store.find_action(&a.id, "").await.unwrap().unwrap();
    assert_eq!(signin.max_verifications, 0);

    let patch = AppPatch {
        name: Some("Renamed".into()),
        ..Default::default()
    };
    assert!(matches!(
        store.update_app(&t2.id, &a.id, &patch).await,
        Err(StoreError::NotFound)
    ));
    let renamed = store.update_app(&t1.id, &a.id, &patch).await.unwrap();
    assert_eq!(
        (renamed.name.as_str(), renamed.engine.as_str()),
        ("Renamed", "cloud")
    );

    store
        .set_client_secret_hash(&t1.id, &a.id, "h", None)
        .await
        .unwrap();
    assert_eq!(
        store
            .get_app(&a.id)
            .await
            .unwrap()
            .client_secret_hash
            .as_deref(),
        Some("h")
    );

    store.archive_app(&t1.id, &a.id).await.unwrap();
    assert!(store.list_apps(&t1.id).await.unwrap().is_empty());
    assert!(store.get_app(&a.id).await.unwrap().is_archived);
    assert!(
        store.find_action(&a.id, "").await.unwrap().is_some(),
        "archiving keeps actions"
    );
    assert!(matches!(
        store.archive_app(&t1.id, &a.id).await,
        Err(StoreError::NotFound)
    ));
}

async fn app_ids_must_match_their_environment(store: Store) {
    let t = seed_team(&store, "t1").await;
    let mut bad = app(&t.id, "x", false);
    bad.is_staging = true; // production-style id marked staging
    let err = store.insert_app(&bad, &[]).await.unwrap_err();
    assert!(matches!(err, StoreError::Check { .. }), "{err:?}");
    let missing_team = app(&ids("team", "nope"), "z", false);
    assert!(matches!(
        store.insert_app(&missing_team, &[]).await,
        Err(StoreError::MissingReference)
    ));
}

async fn actions_are_unique_per_app(store: Store) {
    let t = seed_team(&store, "t1").await;
    let a = seed_app(&store, &t.id, "a1", false).await;
    let b = seed_app(&store, &t.id, "a2", true).await;
    store
        .insert_action(&action(&a.id, "vote", 1))
        .await
        .unwrap();
    store
        .insert_action(&action(&b.id, "vote", 1))
        .await
        .unwrap();
    let mut dup = action(&a.id, "vote", 3);
    dup.id = ids("action", "dup");
    let err = store.insert_action(&dup).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert_eq!(store.list_actions(&a.id).await.unwrap().len(), 2); // "" and "vote"
    let found = store
        .find_action_by_external_nullifier(&a.id, "0xen-vote")
        .await
        .unwrap();
    assert_eq!(found.map(|f| f.action), Some("vote".to_owned()));
    let mut negative = action(&a.id, "neg", -1);
    negative.id = ids("action", "neg");
    assert!(matches!(
        store.insert_action(&negative).await,
        Err(StoreError::Check { .. })
    ));
}

async fn action_updates_change_only_given_fields(store: Store) {
    let t = seed_team(&store, "t1").await;
    let a = seed_app(&store, &t.id, "a1", false).await;
    let act = action(&a.id, "vote", 1);
    store.insert_action(&act).await.unwrap();
    let patch = ActionPatch {
        status: Some(Status::Inactive),
        max_verifications: Some(5),
        ..Default::default()
    };
    let updated = store.update_action(&act.id, &patch).await.unwrap();
    assert_eq!(
        (updated.status.as_str(), updated.max_verifications),
        ("inactive", 5)
    );
    assert_eq!(
        (updated.name.as_str(), updated.external_nullifier.as_str()),
        (act.name.as_str(), act.external_nullifier.as_str())
    );
    assert!(matches!(
        store.update_action("action_missing", &patch).await,
        Err(StoreError::NotFound)
    ));
}

async fn redirects_match_exactly(store: Store) {
    let t = seed_team(&store, "t1").await;
    let a = seed_app(&store, &t.id, "a1", false).await;
    let r = redirect(&a.id, "r1", "https://rp.example/cb");
    store.insert_redirect(&r).await.unwrap();
    assert!(
        store
            .is_registered_redirect(&a.id, "https://rp.example/cb")
            .await
            .unwrap()
    );
    assert!(
        !store
            .is_registered_redirect(&a.id, "https://rp.example/cb/")
            .await
            .unwrap()
    );
    assert!(
        !store
            .is_registered_redirect(&a.id, "https://RP.example/cb")
            .await
            .unwrap()
    );
    let mut dup = r.clone();
    dup.id = ids("redirect", "r2");
    assert!(matches!(
        store.insert_redirect(&dup).await,
        Err(StoreError::Conflict { .. })
    ));
    assert_eq!(store.get_redirect(&r.id).await.unwrap(), r);
    assert_eq!(store.list_redirects(&a.id).await.unwrap(), vec![r.clone()]);
    store.delete_redirect(&r.id).await.unwrap();
    assert!(
        !store
            .is_registered_redirect(&a.id, "https://rp.example/cb")
            .await
            .unwrap()
    );
    assert!(matches!(
        store.delete_redirect(&r.id).await,
        Err(StoreError::NotFound)
    ));
}

async fn deleting_an_action_removes_its_nullifiers(store: Store) {
    let t = seed_team(&store, "t1").await;
    let a = seed_app(&store, &t.id, "a1", false).await;
    let act = action(&a.id, "vote", 1);
    store.insert_action(&act).await.unwrap();
    let n = nullifier_hex(7);
    store
        .record_nullifier_use("nil_1", &act.id, &n, 1)
        .await
        .unwrap();
    store.delete_action(&act.id).await.unwrap();
    assert!(store.find_nullifier(&act.id, &n).await.unwrap().is_none());
    assert!(matches!(
        store.get_action_by_id(&act.id).await,
        Err(StoreError::NotFound)
    ));
}
