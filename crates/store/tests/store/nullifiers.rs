//! Nullifier accounting on both backends: the "one person, one vote" guarantee.

use std::sync::Arc;

use humanid_store::*;

use crate::common::*;

backend_tests!(
    uses_stop_exactly_at_the_limit,
    zero_means_unlimited,
    concurrent_uses_never_exceed_the_limit,
    nullifiers_are_per_action,
    non_canonical_hashes_are_refused_by_the_database,
    a_group_of_uses_is_recorded_as_if_one_by_one_in_one_commit,
    a_mixed_group_answers_exactly_as_the_same_uses_one_at_a_time,
);

async fn setup(store: &Store, max: i64) -> Action {
    let t = seed_team(store, "t1").await;
    let a = seed_app(store, &t.id, "a1", false).await;
    let act = action(&a.id, "vote", max);
    store.insert_action(&act).await.unwrap();
    act
}

/// Records one use of `nullifier` on `action_id`: its count of uses after it, or None
/// when the limit `max` refused it.
async fn use_once(
    store: &Store,
    id: &str,
    action_id: &str,
    nullifier: &str,
    max: i64,
) -> Option<i64> {
    let row = store
        .record_nullifier_use(id, action_id, nullifier, max)
        .await;
    row.unwrap().map(|r| r.uses)
}

/// How many uses `nullifier` has on `action_id` (it must have some).
async fn uses_of(store: &Store, action_id: &str, nullifier: &str) -> i64 {
    let row = store.find_nullifier(action_id, nullifier).await.unwrap();
    row.unwrap().uses
}

async fn uses_stop_exactly_at_the_limit(store: Store) {
    let act = setup(&store, 2).await;
    let n = nullifier_hex(1);
    assert!(store.find_nullifier(&act.id, &n).await.unwrap().is_none());
    let first = store
        .record_nullifier_use("nil_a", &act.id, &n, 2)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(first.uses, 1);
    let second = store
        .record_nullifier_use("nil_b", &act.id, &n, 2)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (second.uses, second.id.as_str(), second.created_at),
        (2, "nil_a", first.created_at)
    );
    assert_eq!(use_once(&store, "nil_c", &act.id, &n, 2).await, None);
    assert_eq!(uses_of(&store, &act.id, &n).await, 2);
}

async fn zero_means_unlimited(store: Store) {
    let act = setup(&store, 0).await;
    let n = nullifier_hex(2);
    for i in 1..=5 {
        let uses = use_once(&store, &format!("nil_{i}"), &act.id, &n, 0).await;
        assert_eq!(uses, Some(i));
    }
}

async fn concurrent_uses_never_exceed_the_limit(store: Store) {
    const LIMIT: i64 = 7;
    let act = Arc::new(setup(&store, LIMIT).await);
    let n = Arc::new(nullifier_hex(3));
    let tasks: Vec<_> = (0..50)
        .map(|i| {
            let (store, act, n) = (store.clone(), act.clone(), n.clone());
            tokio::spawn(async move {
                store
                    .record_nullifier_use(&format!("nil_{i}"), &act.id, &n, LIMIT)
                    .await
            })
        })
        .collect();
    let mut granted = 0;
    for t in tasks {
        if t.await.unwrap().unwrap().is_some() {
            granted += 1;
        }
    }
    assert_eq!(granted, LIMIT);
    assert_eq!(uses_of(&store, &act.id, &n).await, LIMIT);
}

async fn nullifiers_are_per_action(store: Store) {
    let act = setup(&store, 1).await;
    let mut other = action(&act.app_id, "other", 1);
    other.id = ids("action", "other");
    store.insert_action(&other).await.unwrap();
    let n = nullifier_hex(4);
    assert_eq!(use_once(&store, "nil_1", &act.id, &n, 1).await, Some(1));
    assert_eq!(use_once(&store, "nil_2", &other.id, &n, 1).await, Some(1));
    assert_eq!(use_once(&store, "nil_3", &act.id, &n, 1).await, None);
    assert_eq!(store.list_nullifiers(&act.id).await.unwrap().len(), 1);
}

async fn non_canonical_hashes_are_refused_by_the_database(store: Store) {
    let act = setup(&store, 1).await;
    let upper = nullifier_hex(0xabc).to_uppercase().replacen("0X", "0x", 1);
    let err = store
        .record_nullifier_use("nil_1", &act.id, &upper, 1)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Check { .. }), "{err:?}");
    let short = "0xabc";
    assert!(matches!(
        store.record_nullifier_use("nil_2", &act.id, short, 1).await,
        Err(StoreError::Check { .. })
    ));
}

fn new_use(id: &str, action_id: &str, nullifier: &str, max_uses: i64) -> nullifiers::NewUse {
    nullifiers::NewUse {
        new_id: id.to_owned(),
        action_id: action_id.to_owned(),
        nullifier_hash: nullifier.to_owned(),
        max_uses,
    }
}

async fn a_group_of_uses_is_recorded_as_if_one_by_one_in_one_commit(store: Store) {
    let act = setup(&store, 2).await;
    let (a, b) = (nullifier_hex(1), nullifier_hex(2));
    // b sorts after a, but answers come back in the order given.
    let group = [
        new_use("nil_1", &act.id, &b, 0),
        new_use("nil_2", &act.id, &a, 2),
        new_use("nil_3", &act.id, &a, 2),
        new_use("nil_4", &act.id, &a, 2),
        new_use("nil_5", &act.id, &b, 0),
    ];
    let out = store.record_nullifier_uses(&group).await.unwrap();
    let uses: Vec<Option<i64>> = out.iter().map(|r| r.as_ref().map(|n| n.uses)).collect();
    assert_eq!(uses, [Some(1), Some(1), Some(2), None, Some(2)]);
    assert_eq!(out[0].as_ref().unwrap().nullifier_hash, b);
    // All or nothing: a row the database refuses takes the group with it.
    let bad = [
        new_use("nil_6", &act.id, &nullifier_hex(3), 0),
        new_use("nil_7", &act.id, "0xNOT_CANONICAL", 0),
    ];
    assert!(store.record_nullifier_uses(&bad).await.is_err());
    assert!(
        store
            .find_nullifier(&act.id, &nullifier_hex(3))
            .await
            .unwrap()
            .is_none()
    );
    assert!(store.record_nullifier_uses(&[]).await.unwrap().is_empty());
}

/// Several actions with different limits, people used before, repeated people: the group
/// (one statement per run of rows sharing a limit) against the same uses one at a time
/// on twin actions.
async fn a_mixed_group_answers_exactly_as_the_same_uses_one_at_a_time(store: Store) {
    let t = seed_team(&store, "t1").await;
    let app = seed_app(&store, &t.id, "a1", false).await;
    let limits = [("vote", 2), ("poll", 1), ("free", 0)];
    let (mut grouped, mut single) = (Vec::new(), Vec::new());
    for (name, max) in limits {
        for (list, twin) in [(&mut grouped, "g"), (&mut single, "s")] {
            let act = action(&app.id, &format!("{name}-{twin}"), max);
            store.insert_action(&act).await.unwrap();
            list.push(act);
        }
    }
    // (action, person): person 1 has used "vote" once and "poll" once already.
    let earlier = [(0, 1), (1, 1)];
    let group = [
        (2, 3),
        (0, 1),
        (1, 2),
        (0, 1),
        (0, 2),
        (2, 3),
        (1, 1),
        (0, 1),
        (2, 1),
        (1, 2),
        (0, 3),
        (2, 3),
        (0, 2),
        (0, 2),
        (1, 3),
    ];
    let uses = |acts: &[Action], pairs: &[(usize, u64)], tag: &str| -> Vec<nullifiers::NewUse> {
        pairs
            .iter()
            .enumerate()
            .map(|(i, &(a, person))| {
                let act = &acts[a];
                new_use(
                    &format!("nil_{tag}{i}"),
                    &act.id,
                    &nullifier_hex(person),
                    act.max_verifications,
                )
            })
            .collect()
    };
    for (acts, tag) in [(&grouped, "eg"), (&single, "es")] {
        for u in uses(acts, &earlier, tag) {
            store
                .record_nullifier_use(&u.new_id, &u.action_id, &u.nullifier_hash, u.max_uses)
                .await
                .unwrap();
        }
    }
    let together = store
        .record_nullifier_uses(&uses(&grouped, &group, "g"))
        .await
        .unwrap();
    let mut one_by_one = Vec::new();
    for u in uses(&single, &group, "s") {
        let answer =
            store.record_nullifier_use(&u.new_id, &u.action_id, &u.nullifier_hash, u.max_uses);
        one_by_one.push(answer.await.unwrap());
    }
    let seen = |answers: &[Option<Nullifier>]| -> Vec<Option<(String, i64)>> {
        answers
            .iter()
            .map(|n| n.as_ref().map(|n| (n.nullifier_hash.clone(), n.uses)))
            .collect()
    };
    assert_eq!(seen(&together), seen(&one_by_one));
    // Some refused, some not: the case is not trivial.
    assert!(together.iter().any(Option::is_none) && together.iter().any(Option::is_some));
    // Each answer names the use it answers.
    for (answer, &(a, person)) in together.iter().zip(&group) {
        if let Some(n) = answer {
            assert_eq!(
                (n.action_id.as_str(), n.nullifier_hash.clone()),
                (grouped[a].id.as_str(), nullifier_hex(person))
            );
        }
    }
    // And the rows left behind agree.
    for (g, s) in grouped.iter().zip(&single) {
        let rows = |id: String| {
            let store = store.clone();
            async move {
                let list = store.list_nullifiers(&id).await.unwrap();
                let mut v: Vec<(String, i64)> = list
                    .into_iter()
                    .map(|n| (n.nullifier_hash, n.uses))
                    .collect();
                v.sort();
                v
            }
        };
        assert_eq!(rows(g.id.clone()).await, rows(s.id.clone()).await);
    }
}
