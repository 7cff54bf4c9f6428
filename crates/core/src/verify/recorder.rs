//! Group commit for uses. A durable commit costs a disk flush (milliseconds here), and
//! SQLite runs one writer at a time, so committing each use alone caps the rate at one
//! flush per verification. Instead a worker takes every use queued at that moment (up
//! to [`MAX_GROUP`], never waiting for more) and records them in one transaction; each
//! caller is answered only after that commit, so a success is still durable.

use humanid_store::nullifiers::NewUse;
use humanid_store::{Nullifier, Store};
use tokio::sync::{mpsc, oneshot};

use crate::{CoreError, CoreResult};

/// Most uses one transaction records.
pub const MAX_GROUP: usize = 64;
const QUEUE: usize = 4 * 1024;

type Answer = CoreResult<Option<Nullifier>>;

struct Job {
    new_use: NewUse,
    reply: oneshot::Sender<Answer>,
}

/// Handle on the worker; the worker stops when every handle is gone.
#[derive(Clone)]
pub struct UseRecorder {
    queue: mpsc::Sender<Job>,
}

impl UseRecorder {
    /// Starts the worker on the current tokio runtime.
    pub fn start(store: Store) -> Self {
        let (queue, jobs) = mpsc::channel(QUEUE);
        tokio::spawn(run(store, jobs));
        UseRecorder { queue }
    }

    /// [`Store::record_nullifier_use`], committed together with whatever else is queued:
    /// the record after this use, or `None` when the action's limit refused it.
    pub async fn record(&self, new_use: NewUse) -> Answer {
        let (reply, answer) = oneshot::channel();
        let stopped = || CoreError::Internal("the use recorder has stopped".into());
        let job = Job { new_use, reply };
        self.queue.send(job).await.map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

async fn run(store: Store, mut jobs: mpsc::Receiver<Job>) {
    while let Some(first) = jobs.recv().await {
        let mut group = vec![first];
        while group.len() < MAX_GROUP {
            match jobs.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        let (uses, replies): (Vec<_>, Vec<_>) =
            group.into_iter().map(|j| (j.new_use, j.reply)).unzip();
        match store.record_nullifier_uses(&uses).await {
            Ok(records) => {
                for (reply, record) in replies.into_iter().zip(records) {
                    // The caller may have gone away; its use is recorded all the same.
                    let _ = reply.send(Ok(record));
                }
            }
            // Nothing was recorded: record each alone, so one failure fails only itself.
            Err(e) => {
                tracing::warn!(error = %e, uses = uses.len(), "group commit failed; recording one by one");
                for (u, reply) in uses.iter().zip(replies) {
                    let record = store
                        .record_nullifier_use(
                            &u.new_id,
                            &u.action_id,
                            &u.nullifier_hash,
                            u.max_uses,
                        )
                        .await
                        .map_err(CoreError::from);
                    let _ = reply.send(record);
                }
            }
        }
    }
}
