//! Group commit. A durable commit costs a disk flush, and SQLite runs one writer at a
//! time, so committing each write alone caps a write-heavy endpoint at one flush per
//! request. Instead a worker takes every item queued at that moment (up to
//! [`MAX_GROUP`], never waiting for more) and writes them in one transaction; each
//! caller is answered only after that commit, so an answer still means "durable".

use std::future::Future;

use humanid_store::StoreResult;
use tokio::sync::{mpsc, oneshot};

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

/// Handle on the worker; the worker stops when every handle is gone.
pub struct GroupCommit<B: Batch> {
    queue: mpsc::Sender<Job<B>>,
}

impl<B: Batch> Clone for GroupCommit<B> {
    fn clone(&self) -> Self {
        GroupCommit {
            queue: self.queue.clone(),
        }
    }
}

impl<B: Batch> GroupCommit<B> {
    /// Starts the worker on the current tokio runtime.
    pub fn start(batch: B) -> Self {
        let (queue, jobs) = mpsc::channel(QUEUE);
        tokio::spawn(run(batch, jobs));
        GroupCommit { queue }
    }

    /// Writes `item` together with whatever else is queued; answers after the commit.
    pub async fn submit(&self, item: B::Item) -> CoreResult<B::Answer> {
        let (reply, answer) = oneshot::channel();
        let stopped = || CoreError::Internal("the group-commit worker has stopped".into());
        self.queue
            .send(Job { item, reply })
            .await
            .map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

async fn run<B: Batch>(batch: B, mut jobs: mpsc::Receiver<Job<B>>) {
    while let Some(first) = jobs.recv().await {
        let mut group = vec![first];
        while group.len() < MAX_GROUP {
            match jobs.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
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
