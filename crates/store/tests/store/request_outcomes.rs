//! Outcomes of hand-off requests (what a kiosk lists) on both backends.

use humanid_store::requests::RequestRow;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    a_refused_proof_is_noted_and_the_request_stays_pending,
    outcomes_are_listed_newest_first_for_the_action_and_params_only,
    a_failure_is_not_noted_on_a_request_already_approved,
);

const KIOSK: &str = r#"{"kiosk":true}"#;

fn request(app_id: &str, label: &str, action: &str, params: &str, at: i64) -> RequestRow {
    RequestRow {
        id: ids("req", label),
        kind: "verification".into(),
        app_id: app_id.into(),
        action: action.into(),
        signal: String::new(),
        short_code: format!("CODE{label:0>4}"),
        binding_hash: "bind".into(),
        params: params.into(),
        status: "pending".into(),
        nullifier_hash: None,
        credential_type: None,
        created_at: at,
        expires_at: at + 600_000_000,
        approved_at: None,
        completed_at: None,
    }
}

async fn app_of(store: &Store) -> App {
    let t = seed_team(store, "t1").await;
    seed_app(store, &t.id, "a1", false).await
}

async fn a_refused_proof_is_noted_and_the_request_stays_pending(store: Store) {
    let app = app_of(&store).await;
    let now = now_micros();
    let r = request(&app.id, "r1", "vote", KIOSK, now);
    store.insert_request(&r).await.unwrap();
    assert_eq!(store.request_outcome(&r.id).await.unwrap(), None);
    assert!(
        store
            .record_request_failure(&r.id, "max_verifications_reached", now + 5)
            .await
            .unwrap()
    );
    let outcome = store.request_outcome(&r.id).await.unwrap().unwrap();
    assert_eq!(
        (
            outcome.status.as_str(),
            outcome.failure_code.as_deref(),
            outcome.decided_at
        ),
        ("pending", Some("max_verifications_reached"), now + 5)
    );
    // Still pending: a wallet may try again, and a good proof approves it.
    assert!(
        store
            .approve_request(&r.id, &nullifier_hex(1), "orb", now + 9)
            .await
            .unwrap()
    );
    let outcome = store.request_outcome(&r.id).await.unwrap().unwrap();
    assert_eq!(
        (outcome.status.as_str(), outcome.decided_at),
        ("approved", now + 9)
    );
}

async fn outcomes_are_listed_newest_first_for_the_action_and_params_only(store: Store) {
    let app = app_of(&store).await;
    let now = now_micros();
    let rows = [
        request(&app.id, "r1", "vote", KIOSK, now),
        request(&app.id, "r2", "vote", KIOSK, now + 1),
        request(&app.id, "r3", "vote", KIOSK, now + 2),
        request(&app.id, "r4", "vote", "{}", now + 3),
        request(&app.id, "r5", "poll", KIOSK, now + 4),
        request(&app.id, "r6", "vote", KIOSK, now + 5),
    ];
    for r in &rows {
        store.insert_request(r).await.unwrap();
    }
    let approve = |row: usize, nullifier: u64, at: i64| {
        let (store, id) = (&store, rows[row].id.clone());
        async move {
            let nullifier = nullifier_hex(nullifier);
            store
                .approve_request(&id, &nullifier, "orb", now + at)
                .await
        }
    };
    approve(0, 1, 10).await.unwrap();
    store
        .record_request_failure(&rows[1].id, "invalid_proof", now + 11)
        .await
        .unwrap();
    for (row, nullifier, at) in [(3, 2, 12), (4, 3, 13), (5, 4, 14)] {
        approve(row, nullifier, at).await.unwrap();
    }
    // rows[2] is still waiting: no outcome.
    let listed = store
        .list_request_outcomes(&app.id, "vote", KIOSK, 10)
        .await
        .unwrap();
    let ids: Vec<&str> = listed.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(ids, [&rows[5].id, &rows[1].id, &rows[0].id]);
    assert_eq!(
        listed[0].nullifier_hash.as_deref(),
        Some(nullifier_hex(4).as_str())
    );
    let two = store
        .list_request_outcomes(&app.id, "vote", KIOSK, 2)
        .await
        .unwrap();
    assert_eq!(two.len(), 2);
}

async fn a_failure_is_not_noted_on_a_request_already_approved(store: Store) {
    let app = app_of(&store).await;
    let now = now_micros();
    let r = request(&app.id, "r1", "vote", KIOSK, now);
    store.insert_request(&r).await.unwrap();
    store
        .approve_request(&r.id, &nullifier_hex(1), "orb", now)
        .await
        .unwrap();
    assert!(
        !store
            .record_request_failure(&r.id, "invalid_proof", now)
            .await
            .unwrap()
    );
    let outcome = store.request_outcome(&r.id).await.unwrap().unwrap();
    assert_eq!(
        (outcome.status.as_str(), outcome.failure_code),
        ("approved", None)
    );
}
