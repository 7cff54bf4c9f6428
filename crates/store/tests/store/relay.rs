//! Wallet Bridge relay entries on both backends: a request is handed out once, a response
//! stored once and collected once, and nothing outlives its expiry.

use humanid_store::relay::{Answer, RelayStatus, Sealed};
use humanid_store::*;

backend_tests!(
    concurrent_readers_get_the_request_exactly_once,
    a_response_is_stored_once_and_collected_once,
    expired_entries_are_neither_read_nor_answered_and_are_purged,
    every_write_moves_the_expiry,
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

fn id(n: u8) -> String {
    format!("00000000-0000-4000-8000-0000000000{n:02x}")
}

async fn concurrent_readers_get_the_request_exactly_once(store: Store) {
    let now = now_micros();
    store
        .insert_relay_request(&id(1), &sealed("q"), now + TTL)
        .await
        .unwrap();
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
    store
        .insert_relay_request(&id(2), &sealed("q"), now + TTL)
        .await
        .unwrap();
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
    store
        .insert_relay_request(&id(4), &sealed("old"), now - SECOND)
        .await
        .unwrap();
    store
        .insert_relay_request(&id(5), &sealed("new"), now + TTL)
        .await
        .unwrap();
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
    store
        .insert_relay_request(&id(6), &sealed("q"), now + SECOND)
        .await
        .unwrap();
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
