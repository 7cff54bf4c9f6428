//! Groth16 verification under load. Callers queue their proof; a worker takes whatever
//! is queued at that moment (up to [`MAX_BATCH`], never waiting for more, so a lone
//! request is verified at once) and checks it as one batch on the blocking pool, with
//! at most one batch per CPU in flight. While every CPU is busy the queue fills, so the
//! busier the service, the larger — and cheaper per proof — the batches.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::sync::Arc;

use humanid_proof::{Proof, PublicInputs, Verifier};
use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::{CoreError, CoreResult};

/// Most proofs one batch takes.
pub const MAX_BATCH: usize = 64;
/// Smallest group verified as a batch: a batch's fixed cost makes 2 or 3 proofs
/// slower together than one by one (measured: 2 cost 1.2x, 4 cost 0.7x, 16 cost 0.34x).
const MIN_BATCH: usize = 4;
/// Requests that may wait for a worker before senders wait too.
const QUEUE: usize = 4 * 1024;

type Answer = Result<bool, String>;

struct Job {
    depth: usize,
    proof: Proof,
    inputs: PublicInputs,
    reply: oneshot::Sender<Answer>,
}

/// Handle on the worker; cheap to clone. The worker stops when every handle is gone.
#[derive(Clone)]
pub struct BatchVerifier {
    queue: mpsc::Sender<Job>,
}

impl BatchVerifier {
    /// Starts the worker on the current tokio runtime.
    pub fn start() -> Self {
        let (queue, jobs) = mpsc::channel(QUEUE);
        let cpus = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        // Prepare the verifying keys now rather than on the first request.
        tokio::task::spawn_blocking(|| Verifier::global().map(|_| ()));
        tokio::spawn(run(jobs, Arc::new(Semaphore::new(cpus))));
        BatchVerifier { queue }
    }

    /// Whether `proof` verifies for `inputs` with the key of a tree of `depth`.
    pub async fn verify(
        &self,
        depth: usize,
        proof: Proof,
        inputs: PublicInputs,
    ) -> CoreResult<bool> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            depth,
            proof,
            inputs,
            reply,
        };
        let stopped = || CoreError::Internal("the proof verifier has stopped".into());
        self.queue.send(job).await.map_err(|_| stopped())?;
        answer
            .await
            .map_err(|_| stopped())?
            .map_err(CoreError::Internal)
    }
}

async fn run(mut jobs: mpsc::Receiver<Job>, cpus: Arc<Semaphore>) {
    loop {
        // A free CPU first, then the jobs: while none is free, requests accumulate.
        let Ok(cpu) = cpus.clone().acquire_owned().await else {
            return;
        };
        let Some(first) = jobs.recv().await else {
            return;
        };
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        tokio::task::spawn_blocking(move || {
            verify_all(batch);
            drop(cpu);
        });
    }
}

/// Verifies the jobs, one batch per tree depth, and answers each caller.
fn verify_all(jobs: Vec<Job>) {
    let mut by_depth: BTreeMap<usize, Vec<Job>> = BTreeMap::new();
    // A caller that has gone away (its client hung up) needs no verdict.
    for job in jobs.into_iter().filter(|j| !j.reply.is_closed()) {
        by_depth.entry(job.depth).or_default().push(job);
    }
    for (depth, group) in by_depth {
        let (items, replies): (Vec<_>, Vec<_>) = group
            .into_iter()
            .map(|j| ((j.proof, j.inputs), j.reply))
            .unzip();
        let verdicts = Verifier::global().and_then(|v| {
            if items.len() < MIN_BATCH {
                items.iter().map(|(p, x)| v.verify(depth, p, x)).collect()
            } else {
                v.verify_batch(depth, &items)
            }
        });
        match verdicts {
            Ok(verdicts) => {
                for (reply, ok) in replies.into_iter().zip(verdicts) {
                    // The caller may have gone away (client disconnected): nothing to do.
                    let _ = reply.send(Ok(ok));
                }
            }
            Err(e) => {
                for reply in replies {
                    let _ = reply.send(Err(format!("proof verifier: {e}")));
                }
            }
        }
    }
}
