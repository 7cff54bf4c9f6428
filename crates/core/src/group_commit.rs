//! Group commit. A durable commit costs a disk flush, and SQLite runs one writer at a
//! time, so committing each write alone caps a write-heavy endpoint at one flush per
//! request. Instead a worker takes every item queued at that moment (up to
//! [`MAX_GROUP`], never waiting for more) and writes them in one transaction; each
//! caller is answered only after that commit, so an answer still means "durable".
//!
//! Never waiting would commit the first write of a burst alone and the rest one flush
//! later: a batch of verified proofs wakes its callers one by one, and the first to
//! submit found the worker idle (measured at 32 connections: half of all groups were
//! that lone first write). So a producer that knows writes are coming — the proof
//! verifier, as it answers a batch — hands each caller a [`Promise`], and the worker
//! waits for the promises made before it started a group to be kept (the write
//! submitted) or broken (the caller went away, dropping it). No timer: a promise
//! settles as soon as its task runs.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use humanid_store::StoreResult;
use tokio::sync::{Notify, mpsc, oneshot};

use crate::{CoreError, CoreResult};

/// Most items one transaction writes.
pub const MAX_GROUP: usize = 64;
const QUEUE: usize = 4 * 1024;

/// A kind of write that can be grouped.
pub trait Batch: Send + Sync + 'static {
    type Item: Send + Sync + 'static;
    type Answer: Send + 'static;
    /// Writes every item in one transaction (all or nothing); answers in item order.
    fn write_all(
        &self,
        items: &[Self::Item],
    ) -> impl Future<Output = StoreResult<Vec<Self::Answer>>> + Send;
    /// Writes one item alone (used when a group fails, so one bad item fails only itself).
    fn write_one(
        &self,
        item: &Self::Item,
    ) -> impl Future<Output = StoreResult<Self::Answer>> + Send;
}

struct Job<B: Batch> {
    item: B::Item,
    reply: oneshot::Sender<CoreResult<B::Answer>>,
}

/// Promises made and settled so far (both only grow).
#[derive(Debug, Default)]
struct Ledger {
    made: AtomicU64,
    settled: AtomicU64,
    settling: Notify,
}

/// Makes promises of writes to one [`GroupCommit`]; cheap to clone. `default()` makes
/// promises no worker waits for.
#[derive(Clone, Debug, Default)]
pub struct Promises(Arc<Ledger>);

impl Promises {
    /// A promise that its holder will soon [`GroupCommit::submit_promised`] (or drop it).
    pub fn promise(&self) -> Promise {
        self.0.made.fetch_add(1, Ordering::SeqCst);
        Promise(self.0.clone())
    }
}

/// A write on its way; settled when dropped, which `submit_promised` does once the
/// write is queued.
#[derive(Debug)]
pub struct Promise(Arc<Ledger>);

impl Drop for Promise {
    fn drop(&mut self) {
        self.0.settled.fetch_add(1, Ordering::SeqCst);
        self.0.settling.notify_one();
    }
}

/// Handle on the worker; the worker stops when every handle is gone.
pub struct GroupCommit<B: Batch> {
    queue: mpsc::Sender<Job<B>>,
    ledger: Arc<Ledger>,
}

impl<B: Batch> Clone for GroupCommit<B> {
    fn clone(&self) -> Self {
        GroupCommit {
            queue: self.queue.clone(),
            ledger: self.ledger.clone(),
        }
    }
}

impl<B: Batch> GroupCommit<B> {
    /// Starts the worker on the current tokio runtime.
    pub fn start(batch: B) -> Self {
        let (queue, jobs) = mpsc::channel(QUEUE);
        let ledger = Arc::new(Ledger::default());
        tokio::spawn(run(batch, jobs, ledger.clone()));
        GroupCommit { queue, ledger }
    }

    /// What producers of writes to this worker promise with.
    pub fn promises(&self) -> Promises {
        Promises(self.ledger.clone())
    }

    /// Writes `item` together with whatever else is queued; answers after the commit.
    pub async fn submit(&self, item: B::Item) -> CoreResult<B::Answer> {
        self.submit_promised(item, None).await
    }

    /// [`Self::submit`], keeping `promise` once the item is queued.
    pub async fn submit_promised(
        &self,
        item: B::Item,
        promise: Option<Promise>,
    ) -> CoreResult<B::Answer> {
        let (reply, answer) = oneshot::channel();
        let stopped = || CoreError::Internal("the group-commit worker has stopped".into());
        self.queue
            .send(Job { item, reply })
            .await
            .map_err(|_| stopped())?;
        // Settled before waiting for the commit, which may be waiting for it.
        drop(promise);
        answer.await.map_err(|_| stopped())?
    }
}

async fn run<B: Batch>(batch: B, mut jobs: mpsc::Receiver<Job<B>>, ledger: Arc<Ledger>) {
    let mut open = true;
    while let Some(first) = jobs.recv().await {
        // Only promises made by now are awaited: later ones go in the next group, so a
        // steady stream of them cannot hold this one open.
        let due = ledger.made.load(Ordering::SeqCst);
        let mut group = vec![first];
        loop {
            while group.len() < MAX_GROUP {
                match jobs.try_recv() {
                    Ok(job) => group.push(job),
                    Err(_) => break,
                }
            }
            if !open || group.len() >= MAX_GROUP || ledger.settled.load(Ordering::SeqCst) >= due {
                break;
            }
            tokio::select! {
                job = jobs.recv() => match job {
                    Some(job) => group.push(job),
                    None => open = false,
                },
                () = ledger.settling.notified() => {}
            }
        }
        let (items, replies): (Vec<_>, Vec<_>) =
            group.into_iter().map(|j| (j.item, j.reply)).unzip();
        match batch.write_all(&items).await {
            Ok(answers) => {
                for (reply, answer) in replies.into_iter().zip(answers) {
                    // The caller may have gone away; its write is committed all the same.
                    let _ = reply.send(Ok(answer));
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, items = items.len(), "group commit failed; writing one by one");
                for (item, reply) in items.iter().zip(replies) {
                    let answer = batch.write_one(item).await.map_err(CoreError::from);
                    let _ = reply.send(answer);
                }
            }
        }
    }
}
