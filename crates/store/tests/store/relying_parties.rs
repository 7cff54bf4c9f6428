//! Apps as World ID 4.0 relying parties on both backends: RP ids found by id, rows added
//! once, signers registered and replaced, and archived apps' rows kept.

use humanid_store::*;

use crate::common::*;

backend_tests!(
    rows_are_added_once_and_found_by_rp_id,
    a_signer_is_registered_then_replaced,
    a_teams_rows_include_archived_apps,
);

fn rp(n: u8) -> String {
    format!("rp_{n:016x}")
}

async fn rows_are_added_once_and_found_by_rp_id(store: Store) {
    let team = seed_team(&store, "rp1").await;
    let a = seed_app(&store, &team.id, "a", true).await;
    let b = seed_app(&store, &team.id, "b", false).await;
    let mut missing = store.apps_without_relying_party().await.unwrap();
    missing.sort();
    let mut both = vec![a.id.clone(), b.id.clone()];
    both.sort();
    assert_eq!(missing, both);
    let now = now_micros();
    store
        .add_relying_parties(&[(rp(1), a.id.clone())], now)
        .await
        .unwrap();
    // Again, and alongside the other app: the first row stays as it was.
    let rows = [(rp(1), a.id.clone()), (rp(2), b.id.clone())];
    store.add_relying_parties(&rows, now + 1).await.unwrap();
    assert!(store.apps_without_relying_party().await.unwrap().is_empty());
    assert_eq!(
        store.relying_party_app(&rp(1)).await.unwrap(),
        Some(a.id.clone())
    );
    assert_eq!(
        store.relying_party_app(&rp(2)).await.unwrap(),
        Some(b.id.clone())
    );
    assert_eq!(store.relying_party_app(&rp(3)).await.unwrap(), None);
    let row = store.get_relying_party(&a.id).await.unwrap().unwrap();
    assert_eq!((row.updated_at, row.signer_address), (now, None));
}

async fn a_signer_is_registered_then_replaced(store: Store) {
    let team = seed_team(&store, "rp2").await;
    let a = seed_app(&store, &team.id, "c", true).await;
    let sign = |address: &str, at: i64| {
        let address = address.to_owned();
        let (store, app_id) = (&store, a.id.clone());
        async move {
            store
                .set_relying_party_signer(&rp(4), &app_id, &address, at)
                .await
        }
    };
    let first = format!("0x{}", "ab".repeat(20));
    let row = sign(&first, 10).await.unwrap();
    assert_eq!(row.signer_address.as_deref(), Some(first.as_str()));
    assert_eq!((row.registered_at, row.updated_at), (Some(10), 10));
    let second = format!("0x{}", "cd".repeat(20));
    let row = sign(&second, 20).await.unwrap();
    assert_eq!(row.signer_address.as_deref(), Some(second.as_str()));
    assert_eq!(
        store.relying_party_app(&rp(4)).await.unwrap(),
        Some(a.id.clone())
    );
    // The database keeps addresses canonical.
    let refused = sign(&format!("0x{}", "AB".repeat(20)), 30).await;
    assert!(
        matches!(refused, Err(StoreError::Check { .. })),
        "{refused:?}"
    );
}

async fn a_teams_rows_include_archived_apps(store: Store) {
    let team = seed_team(&store, "rp3").await;
    let other = seed_team(&store, "rp4").await;
    let a = seed_app(&store, &team.id, "d", true).await;
    let b = seed_app(&store, &team.id, "e", true).await;
    let c = seed_app(&store, &other.id, "f", true).await;
    let rows = [
        (rp(5), a.id.clone()),
        (rp(6), b.id.clone()),
        (rp(7), c.id.clone()),
    ];
    store
        .add_relying_parties(&rows, now_micros())
        .await
        .unwrap();
    store.archive_app(&team.id, &b.id).await.unwrap();
    let listed: Vec<String> = store
        .list_team_relying_parties(&team.id)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.app_id)
        .collect();
    assert_eq!(listed, [a.id, b.id]);
}
