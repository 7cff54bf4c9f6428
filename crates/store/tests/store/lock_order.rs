//! Two replicas' group writes on PostgreSQL lock rows: every writer must take its locks
//! in one order — the nullifier rows in (action, nullifier) order, then the actions'
//! daily counters in action order — or two can each wait for the other.

use std::time::{Duration, Instant};

use humanid_store::nullifiers::NewUse;
use humanid_store::{Action, Pool, Store, test_support};

use crate::common::*;

fn one_use(action: &Action, person: u64, tag: &str) -> NewUse {
    NewUse {
        new_id: format!("nil_{tag}_{}_{person}", action.action),
        action_id: action.id.clone(),
        nullifier_hash: nullifier_hex(person),
        max_uses: action.max_verifications,
    }
}

/// Sessions of this database waiting for a lock.
async fn waiting(pool: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity \
         WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

/// Until `done` or `n` sessions wait for a lock (at most 10 s).
async fn until_waiting(pool: &sqlx::PgPool, n: i64, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() && waiting(pool).await < n && Instant::now() < deadline {}
}

/// Actions A < B < C (by id), B with another limit, so a group holding all three is
/// written in three statements and a group of A and C in one. Replica Y writes A, B, C
/// and is held at B (a third session locks that row); replica X then writes A and C;
/// then Y goes on to C. Were each statement's counters locked at its end, Y would hold
/// A's counter waiting for X's row of C, and X that row waiting for A's counter.
#[tokio::test]
async fn groups_of_mixed_limits_on_two_postgres_replicas_do_not_deadlock() {
    let db = test_support::postgres().await;
    let other = Store::connect(&db.url).await.unwrap();
    let Pool::Postgres(pool) = db.store.pool() else {
        panic!("not PostgreSQL")
    };
    let t = seed_team(&db.store, "t1").await;
    let app = seed_app(&db.store, &t.id, "a1", false).await;
    let mut acts: Vec<Action> = ["x", "y", "z"]
        .iter()
        .map(|n| action(&app.id, n, 0))
        .collect();
    acts.sort_by(|a, b| a.id.cmp(&b.id));
    acts[1].max_verifications = 5;
    for a in &acts {
        db.store.insert_action(a).await.unwrap();
    }
    let (a, b, c) = (&acts[0], &acts[1], &acts[2]);
    let first = [one_use(a, 1, "0"), one_use(b, 2, "0"), one_use(c, 3, "0")];
    db.store.record_nullifier_uses(&first).await.unwrap();

    let mut holder = pool.begin().await.unwrap();
    sqlx::query(
        "SELECT uses FROM nullifiers WHERE action_id = $1 AND nullifier_hash = $2 FOR UPDATE",
    )
    .bind(&b.id)
    .bind(nullifier_hex(2))
    .fetch_one(&mut *holder)
    .await
    .unwrap();
    let y = tokio::spawn({
        let uses = [one_use(a, 1, "y"), one_use(b, 2, "y"), one_use(c, 3, "y")];
        async move { other.record_nullifier_uses(&uses).await }
    });
    until_waiting(pool, 1, || y.is_finished()).await;
    let x = tokio::spawn({
        let (store, uses) = (db.store.clone(), [one_use(a, 4, "x"), one_use(c, 3, "x")]);
        async move { store.record_nullifier_uses(&uses).await }
    });
    // X finishes, or waits for a lock Y holds.
    until_waiting(pool, 2, || x.is_finished()).await;
    holder.rollback().await.unwrap();
    let (x, y) = (x.await.unwrap(), y.await.unwrap());
    assert!(x.is_ok() && y.is_ok(), "{x:?} {y:?}");

    let days = db.store.app_daily_uses(&app.id, 0).await.unwrap();
    let counted: i64 = days.iter().map(|d| d.verifications).sum();
    assert_eq!(counted, 8, "{days:?}");
}
