//! Groth16 verification under load. Callers queue their proof; a worker gathers what is
//! queued and checks it as one batch on rayon's pool, one thread per CPU, across which
//! the batch spreads its per-proof work (a batch shares one final exponentiation: per
//! proof, 64 together cost a seventh of one alone). Lanes: with no
//! batch in flight, whatever is queued goes at once (a lone request never waits); while
//! one is in flight, another lane opens only for a batch of [`SECOND_LANE`] or more, else
//! the queue keeps growing until a lane frees. So the busier the service, the larger the
//! batches and the less CPU each proof costs, and at most one lane per CPU verifies.
//! Under load (the last batch had [`MIN_BATCH`] proofs or more), a small batch that
//! finds every lane idle first gathers company for up to [`GATHER`] (see there).
//! A batch itself spreads over every CPU (see `humanid_proof`'s batch pieces). Proofs
//! waiting for a lane are not worked on ahead: that work, one Miller loop per proof, cost
//! more than the batch's multi-pair loops, and at 128 connections the server spent 0.42 ms
//! of CPU per verification with it against 0.37 ms without (docs/performance.md).

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::sync::Arc;
use std::time::Duration;

use humanid_proof::{Proof, PublicInputs, Verifier};
use tokio::sync::{Notify, Semaphore, mpsc, oneshot};
use tokio::time::Instant;

use crate::group_commit::{Promise, Promises};
use crate::{CoreError, CoreResult};

/// Most proofs one batch takes.
pub const MAX_BATCH: usize = 64;
/// Smallest group verified as a batch: a batch's fixed cost makes 2 or 3 proofs
/// slower together than one by one (measured: 2 cost 1.2x, 4 cost 0.7x, 16 cost 0.34x).
const MIN_BATCH: usize = 4;
/// Smallest batch that opens a lane while another is verifying: a smaller one waits,
/// growing, for a lane to free (measured per proof on 2 CPUs: 4 take 0.62 ms, 16 0.32, 64 0.22).
const SECOND_LANE: usize = 16;
/// How long a batch under load waits for company, when every lane is idle and it holds
/// fewer than [`GATHER_UNTIL`] proofs. Sent at once, batches under load stayed at what
/// arrives while one batch verifies (about 10 at 32 connections, 0.4 ms of CPU a proof);
/// the wait lets requests on their way reach the queue, and the CPU it leaves to HTTP
/// and the database comes back as cheaper proofs: at 32 connections 1.10–1.17x the rate,
/// server CPU per verification 16–22 % lower (docs/performance.md). A lone caller (the
/// last batch was small) never waits.
pub const GATHER: Duration = Duration::from_millis(3);
/// The batch size at which gathering stops early.
const GATHER_UNTIL: usize = 32;
/// Requests that may wait for a worker before senders wait too.
const QUEUE: usize = 4 * 1024;

/// A proof's verdict. A valid one carries the promise of its use's write, made before
/// its caller wakes, so the batch's uses are committed together (see `group_commit`).
#[derive(Debug)]
pub enum Verdict {
    Valid(Promise),
    Invalid,
}

impl Verdict {
    pub fn is_valid(&self) -> bool {
        matches!(self, Verdict::Valid(_))
    }
}

type Answer = Result<Verdict, String>;

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
    /// Starts the worker on the current tokio runtime; each valid proof's verdict carries
    /// one of `writes`' promises.
    pub fn start(writes: Promises) -> Self {
        let (queue, jobs) = mpsc::channel(QUEUE);
        let cpus = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        tokio::spawn(async move {
            // The verifying keys first, off rayon's pool: preparing them uses that pool,
            // so a batch on it waiting for them would wait for itself (a deadlock).
            let _ = tokio::task::spawn_blocking(|| Verifier::global().map(|_| ())).await;
            run(jobs, Arc::new(Semaphore::new(cpus)), writes).await;
        });
        BatchVerifier { queue }
    }

    /// Whether `proof` verifies for `inputs` with the key of a tree of `depth`.
    pub async fn verify(
        &self,
        depth: usize,
        proof: Proof,
        inputs: PublicInputs,
    ) -> CoreResult<Verdict> {
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

async fn run(mut jobs: mpsc::Receiver<Job>, lanes: Arc<Semaphore>, writes: Promises) {
    let total = lanes.available_permits();
    let freed = Arc::new(Notify::new());
    let mut batch: Vec<Job> = Vec::new();
    // False once every handle is gone: what is queued still gets verified.
    let mut open = true;
    // Whether the last batch sent was a batch (MIN_BATCH or more): the service is busy.
    let mut busy = false;
    loop {
        if batch.is_empty() {
            match jobs.recv().await {
                Some(job) => batch.push(job),
                None => return,
            }
        }
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let idle = lanes.available_permits();
        if busy && open && idle == total && batch.len() < GATHER_UNTIL {
            open = gather(&mut jobs, &mut batch).await;
        }
        let go = idle > 0 && (idle == total || batch.len() >= SECOND_LANE);
        if go && let Ok(lane) = lanes.clone().try_acquire_owned() {
            busy = batch.len() >= MIN_BATCH;
            let (work, freed, writes) = (std::mem::take(&mut batch), freed.clone(), writes.clone());
            rayon::spawn(move || {
                // A panic would abort the process from a rayon thread; callers whose
                // answers it dropped hear that the verifier stopped (a 500) instead.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    verify_all(work, &writes)
                }));
                drop(lane);
                // `notify_one` keeps the wake-up if the worker is not waiting yet.
                freed.notify_one();
            });
            continue;
        }
        // Wait, growing the batch, until a lane frees or another request arrives.
        tokio::select! {
            () = freed.notified() => {}
            job = jobs.recv(), if open && batch.len() < MAX_BATCH => match job {
                Some(job) => batch.push(job),
                None => open = false,
            },
        }
    }
}

/// Adds to `batch` what arrives within [`GATHER`], up to [`GATHER_UNTIL`] proofs; false
/// once every handle is gone.
async fn gather(jobs: &mut mpsc::Receiver<Job>, batch: &mut Vec<Job>) -> bool {
    let deadline = Instant::now() + GATHER;
    while batch.len() < GATHER_UNTIL {
        match tokio::time::timeout_at(deadline, jobs.recv()).await {
            Ok(Some(job)) => batch.push(job),
            Ok(None) => return false,
            Err(_) => break,
        }
    }
    true
}

/// Verifies the jobs, one batch per tree depth, and answers each caller.
fn verify_all(jobs: Vec<Job>, writes: &Promises) {
    let mut by_depth: BTreeMap<usize, Vec<Job>> = BTreeMap::new();
    // A caller that has gone away (its client hung up) needs no verdict.
    for job in jobs.into_iter().filter(|j| !j.reply.is_closed()) {
        by_depth.entry(job.depth).or_default().push(job);
    }
    for (depth, group) in by_depth {
        // Alone, a few proofs cost less checked one by one.
        let batched = group.len() >= MIN_BATCH;
        let (items, replies): (Vec<_>, Vec<_>) = group
            .into_iter()
            .map(|j| ((j.proof, j.inputs), j.reply))
            .unzip();
        let verdicts = Verifier::global().and_then(|v| {
            if batched {
                v.verify_batch(depth, &items)
            } else {
                items.iter().map(|(p, x)| v.verify(depth, p, x)).collect()
            }
        });
        match verdicts {
            Ok(verdicts) => {
                for (reply, ok) in replies.into_iter().zip(verdicts) {
                    // The caller may have gone away (client disconnected): nothing to do.
                    let verdict = match ok {
                        true => Verdict::Valid(writes.promise()),
                        false => Verdict::Invalid,
                    };
                    let _ = reply.send(Ok(verdict));
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
