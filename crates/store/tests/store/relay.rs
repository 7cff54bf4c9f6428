//! Wallet Bridge relay entries on both backends: a request is handed out once, a response
//! stored once and collected once, and nothing outlives its expiry.

use humanid_store::relay::{Answer, RelayStatus, Sealed};
use humanid_store::*;

backend_tests!(
    concurrent_readers_get_the_request_exactly_once,
    a_response_is_stored_once_and_collected_once,
    expired_entries_are_neither_read_nor_answered_and_are_purged,
    every_write_moves_the_expiry,
    a_chosen_id_is_taken_once_while_its_entry_lives,
    a_response_left_first_is_collected_once,
);

const SECOND: i64 = 1_000_000;
const TTL: i64 = 900 * SECOND;

fn sealed(label: &str) -> Sealed {
    Sealed {
        iv: format!("iv-{label}"),
        payload: format!("payload-{label}"),
    }
}

/// Stores `label`'s response for entry `n` at `now`.
async fn put(store: &Store, n: u8, label: &str, now: i64) -> Answer {
    let expires_at = now + TTL;
    let sealed = sealed(label);
    store
        .put_relay_response(&id(n), &sealed, now, expires_at)
        .await
        .unwrap()
}

/// Stores `label`'s request as entry `n` at `now`; whether it was taken.
async fn open(store: &Store, n: u8, label: &str, now: i64, expires_at: i64) -> bool {
    let (id, sealed) = (id(n), sealed(label));
    let stored = store.insert_relay_request(&id, &sealed, now, expires_at);
    stored.await.unwrap()
}

fn id(n: u8) -> String {
    format!("00000000-0000-4000-8000-0000000000{n:02x}")
}

async fn concurrent_readers_get_the_request_exactly_once(store: Store) {
    let now = now_micros();
    assert!(open(&store, 1, "q", now, now + TTL).await);
    assert!(store.relay_request_waiting(&id(1), now).await.unwrap());
    let readers: Vec<_> = (0..8)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { store.take_relay_request(&id(1), now, now + TTL).await })
        })
        .collect();
    let mut got = Vec::new();
    for r in readers {
        if let Some(s) = r.await.unwrap().unwrap() {
            got.push(s);
        }
    }
    assert_eq!(got, vec![sealed("q")]);
    assert!(!store.relay_request_waiting(&id(1), now).await.unwrap());
    assert_eq!(
        store.relay_status(&id(1), now).await.unwrap(),
        Some(RelayStatus::Waiting("retrieved".into()))
    );
}

async fn a_response_is_stored_once_and_collected_once(store: Store) {
    let now = now_micros();
    assert!(open(&store, 2, "q", now, now + TTL).await);
    assert_eq!(
        store.relay_status(&id(2), now).await.unwrap(),
        Some(RelayStatus::Waiting("initialized".into()))
    );
    assert_eq!(put(&store, 2, "a", now).await, Answer::Stored);
    assert_eq!(put(&store, 2, "b", now).await, Answer::AlreadyAnswered);
    assert_eq!(
        store.relay_status(&id(2), now).await.unwrap(),
        Some(RelayStatus::Answered)
    );
    let collectors: Vec<_> = (0..8)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move { store.take_relay_response(&id(2), now).await })
        })
        .collect();
    let mut got = Vec::new();
    for c in collectors {
        if let Some(s) = c.await.unwrap().unwrap() {
            got.push(s);
        }
    }
    assert_eq!(got, vec![sealed("a")], "the first answer, once");
    assert_eq!(store.relay_status(&id(2), now).await.unwrap(), None);
    assert_eq!(put(&store, 2, "c", now).await, Answer::Closed);
    assert_eq!(put(&store, 3, "x", now).await, Answer::Closed);
}

async fn expired_entries_are_neither_read_nor_answered_and_are_purged(store: Store) {
    let now = now_micros();
    assert!(open(&store, 4, "old", now, now - SECOND).await);
    assert!(open(&store, 5, "new", now, now + TTL).await);
    assert!(!store.relay_request_waiting(&id(4), now).await.unwrap());
    let taken = store.take_relay_request(&id(4), now, now + TTL).await;
    assert_eq!(taken.unwrap(), None);
    assert_eq!(put(&store, 4, "a", now).await, Answer::Closed);
    assert_eq!(store.relay_status(&id(4), now).await.unwrap(), None);
    assert_eq!(store.delete_expired_relay_entries(now).await.unwrap(), 1);
    assert!(store.relay_request_waiting(&id(5), now).await.unwrap());
}

async fn every_write_moves_the_expiry(store: Store) {
    let now = now_micros();
    assert!(open(&store, 6, "q", now, now + SECOND).await);
    // Read at `now`, the entry now lives until now + TTL.
    let taken = store.take_relay_request(&id(6), now, now + TTL).await;
    assert!(taken.unwrap().is_some());
    let later = now + 10 * SECOND;
    assert!(store.relay_status(&id(6), later).await.unwrap().is_some());
    assert_eq!(put(&store, 6, "a", later).await, Answer::Stored);
    assert!(
        store
            .relay_status(&id(6), now + TTL + SECOND)
            .await
            .unwrap()
            .is_some()
    );
    assert_eq!(store.relay_status(&id(6), later + TTL).await.unwrap(), None);
}

async fn a_chosen_id_is_taken_once_while_its_entry_lives(store: Store) {
    let now = now_micros();
    let chosen = "36cbce56be7a3756b422c47d7877ff6e7905e3bebecf6036f4123f0857548df0";
    let (a, b, c) = (sealed("a"), sealed("b"), sealed("c"));
    assert!(
        store
            .insert_relay_request(chosen, &a, now, now + TTL)
            .await
            .unwrap()
    );
    let again = store.insert_relay_request(chosen, &b, now, now + TTL).await;
    assert!(!again.unwrap(), "a live entry keeps its id");
    let taken = store
        .take_relay_request(chosen, now, now + TTL)
        .await
        .unwrap();
    assert_eq!(taken, Some(sealed("a")));
    // Once the entry has expired (purged or not), the id is free again.
    let later = now + TTL + SECOND;
    let reused = store
        .insert_relay_request(chosen, &c, later, later + TTL)
        .await;
    assert!(reused.unwrap());
    assert_eq!(
        store.relay_status(chosen, later).await.unwrap(),
        Some(RelayStatus::Waiting("initialized".into()))
    );
    let taken = store
        .take_relay_request(chosen, later, later + TTL)
        .await
        .unwrap();
    assert_eq!(taken, Some(sealed("c")));
}

async fn a_response_left_first_is_collected_once(store: Store) {
    let now = now_micros();
    store
        .insert_relay_response(&id(7), &sealed("r"), now + TTL)
        .await
        .unwrap();
    assert!(!store.relay_request_waiting(&id(7), now).await.unwrap());
    assert_eq!(
        store.relay_status(&id(7), now).await.unwrap(),
        Some(RelayStatus::Answered)
    );
    assert_eq!(put(&store, 7, "again", now).await, Answer::AlreadyAnswered);
    let collected = store.take_relay_response(&id(7), now).await.unwrap();
    assert_eq!(collected, Some(sealed("r")));
    assert_eq!(store.take_relay_response(&id(7), now).await.unwrap(), None);
}
