//! Group commit with promised writes: the writes a batch of verified proofs promised go in
//! one commit, and neither a broken promise nor promises made later hold a group open.
//!
//! The clock is paused, so `until_idle()` — a sleep on that clock — returns only once every
//! task is blocked: it is how a test sees that the worker is *waiting*, not a wall-clock
//! pause.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use humanid_core::group_commit::{Batch, GroupCommit, Promise};
use humanid_store::StoreResult;
use tokio::task::JoinHandle;

/// Records each group it is asked to write; answers each item with itself.
#[derive(Clone, Default)]
struct Groups(Arc<Mutex<Vec<Vec<u32>>>>);

impl Groups {
    fn written(&self) -> Vec<Vec<u32>> {
        self.0.lock().unwrap().clone()
    }
}

impl Batch for Groups {
    type Item = u32;
    type Answer = u32;

    async fn write_all(&self, items: &[u32]) -> StoreResult<Vec<u32>> {
        self.0.lock().unwrap().push(items.to_vec());
        Ok(items.to_vec())
    }

    async fn write_one(&self, item: &u32) -> StoreResult<u32> {
        self.0.lock().unwrap().push(vec![*item]);
        Ok(*item)
    }
}

async fn until_idle() {
    tokio::time::sleep(Duration::from_secs(1)).await;
}

/// A worker writing to fresh `Groups`, and two promises of writes to it.
fn worker_and_two_promises() -> (Groups, GroupCommit<Groups>, Promise, Promise) {
    let groups = Groups::default();
    let worker = GroupCommit::start(groups.clone());
    let promises = worker.promises();
    let (a, b) = (promises.promise(), promises.promise());
    (groups, worker, a, b)
}

/// Submits `item` with `promise` from a task of its own, as a verified request does.
fn submit(worker: &GroupCommit<Groups>, item: u32, promise: Promise) -> JoinHandle<u32> {
    let worker = worker.clone();
    tokio::spawn(async move { worker.submit_promised(item, Some(promise)).await.unwrap() })
}

#[tokio::test(start_paused = true)]
async fn the_writes_a_batch_promised_are_committed_together() {
    let (groups, worker, first, second) = worker_and_two_promises();
    let one = submit(&worker, 1, first);
    until_idle().await;
    // Without the promise, 1 would be committed alone here.
    assert_eq!(
        groups.written(),
        Vec::<Vec<u32>>::new(),
        "waits for the second promise"
    );

    let two = submit(&worker, 2, second);
    assert_eq!(one.await.unwrap(), 1);
    assert_eq!(two.await.unwrap(), 2);
    assert_eq!(groups.written(), vec![vec![1, 2]]);

    // Unpromised writes are never held back.
    assert_eq!(worker.submit(3).await.unwrap(), 3);
    assert_eq!(groups.written(), vec![vec![1, 2], vec![3]]);
}

#[tokio::test(start_paused = true)]
async fn a_promise_broken_by_a_caller_that_went_away_does_not_hold_the_group() {
    let (groups, worker, kept, broken) = worker_and_two_promises();
    let one = submit(&worker, 1, kept);
    until_idle().await;
    assert_eq!(groups.written(), Vec::<Vec<u32>>::new());
    drop(broken);
    let answer = tokio::time::timeout(Duration::from_secs(5), one).await;
    assert_eq!(answer.expect("answered").unwrap(), 1);
    assert_eq!(groups.written(), vec![vec![1]]);
}

#[tokio::test(start_paused = true)]
async fn promises_made_after_a_group_began_do_not_hold_it_open() {
    let (groups, worker, first, second) = worker_and_two_promises();
    let one = submit(&worker, 1, first);
    until_idle().await;
    // A later batch's promise, still outstanding when the first batch's are all kept.
    let later = worker.promises().promise();
    let two = submit(&worker, 2, second);
    let answers = tokio::time::timeout(Duration::from_secs(5), async {
        (one.await.unwrap(), two.await.unwrap())
    })
    .await;
    assert_eq!(
        answers.expect("committed without the later promise"),
        (1, 2)
    );
    assert_eq!(groups.written(), vec![vec![1, 2]]);

    assert_eq!(submit(&worker, 3, later).await.unwrap(), 3);
    assert_eq!(groups.written(), vec![vec![1, 2], vec![3]]);
}
