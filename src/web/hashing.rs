//! The password hashing pool: a fixed set of long-lived threads (one per core),
//! each owning one Argon2 memory block that it reuses for every hash, fed by a
//! bounded queue. Callers await the answer; no request thread ever hashes.
//!
//! Why: Argon2id with the library's default cost fills 19 MiB per hash. Hashed on
//! the request threads (even a few at a time), every one of those threads kept
//! an allocator arena holding such a block, and 100 concurrent sign-ups took the
//! server to 1.9 GB. Here the blocks are allocated once per pool thread, on its
//! first job, and never again: hashing holds at most `threads × 19 MiB`, however
//! many requests wait.
//!
//! The strings are the PHC strings `Argon2::hash_password` makes (Argon2id,
//! version 19, `m=19456,t=2,p=1`), so stored hashes stay valid either way.

use app::keys::random_bytes;
use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

/// Jobs waiting beyond the ones being worked on; further callers wait their
/// turn to queue (asynchronously: no thread is held while they wait).
const QUEUE_PER_THREAD: usize = 64;
/// A stored hash asking for more memory than the pool's own cost grows the
/// thread's block, up to this many times the default. Beyond that it is refused:
/// the service never wrote such a hash.
const MAX_GROWTH: usize = 4;

/// What the pool is asked to do.
enum Work {
    /// A new PHC string for the password.
    Hash(String),
    /// Whether the password is the one behind a stored PHC string. `None` (no
    /// such account): the same work against a random salt, answering no, so a
    /// refusal takes as long either way.
    Verify(String, Option<String>),
}

enum Done {
    Hash(Result<String, String>),
    Verify(bool),
}

struct Job {
    work: Work,
    reply: oneshot::Sender<Done>,
}

/// What the pool has done, for tests and the log.
#[derive(Default)]
struct Counters {
    /// Hashes being computed right now.
    busy: AtomicUsize,
    /// The most ever computed at once.
    most: AtomicUsize,
    /// Memory blocks ever allocated (one per thread, plus any growth).
    blocks: AtomicUsize,
    /// Hashes computed.
    done: AtomicUsize,
}

/// A snapshot of the pool's counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolStats {
    /// Threads in the pool.
    pub threads: usize,
    /// The most hashes ever computed at once.
    pub most_at_once: usize,
    /// Argon2 memory blocks ever allocated.
    pub blocks_allocated: usize,
    /// Hashes computed.
    pub hashes: usize,
}

/// The hashing pool. Dropping it lets its threads finish the queued jobs and end.
pub struct HashPool {
    jobs: mpsc::Sender<Job>,
    threads: usize,
    counters: Arc<Counters>,
}

/// The pool is gone (its threads ended): the caller answers 503.
#[derive(Debug, thiserror::Error)]
#[error("the password hashing pool is not running")]
pub struct PoolGone;

impl HashPool {
    /// A pool of `threads` threads (at least one).
    pub fn new(threads: usize) -> HashPool {
        let threads = threads.max(1);
        let (jobs, queue) = mpsc::channel(threads * QUEUE_PER_THREAD);
        let queue = Arc::new(Mutex::new(queue));
        let counters = Arc::new(Counters::default());
        for i in 0..threads {
            let (queue, counters) = (queue.clone(), counters.clone());
            std::thread::Builder::new()
                .name(format!("hash-{i}"))
                .spawn(move || work(&queue, &counters))
                .expect("start a password hashing thread");
        }
        HashPool { jobs, threads, counters }
    }

    /// One thread per core.
    pub fn per_core() -> HashPool {
        HashPool::new(std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
    }

    async fn ask(&self, work: Work) -> Result<Done, PoolGone> {
        let (reply, answer) = oneshot::channel();
        self.jobs.send(Job { work, reply }).await.map_err(|_| PoolGone)?;
        answer.await.map_err(|_| PoolGone)
    }

    /// A new PHC string (Argon2id, the library's default cost, a random salt).
    pub async fn hash(&self, password: &str) -> Result<Result<String, String>, PoolGone> {
        match self.ask(Work::Hash(password.to_string())).await? {
            Done::Hash(h) => Ok(h),
            Done::Verify(_) => Err(PoolGone),
        }
    }

    /// Whether `password` is the one behind `stored`; with no stored hash (an
    /// unknown account) the pool does the same work and answers no.
    pub async fn verify(&self, password: &str, stored: Option<&str>) -> Result<bool, PoolGone> {
        match self.ask(Work::Verify(password.to_string(), stored.map(str::to_string))).await? {
            Done::Verify(ok) => Ok(ok),
            Done::Hash(_) => Err(PoolGone),
        }
    }

    pub fn stats(&self) -> PoolStats {
        let c = &self.counters;
        PoolStats {
            threads: self.threads,
            most_at_once: c.most.load(Ordering::SeqCst),
            blocks_allocated: c.blocks.load(Ordering::SeqCst),
            hashes: c.done.load(Ordering::SeqCst),
        }
    }
}

/// A pool thread: take a job, compute it in this thread's block, answer.
fn work(queue: &Mutex<mpsc::Receiver<Job>>, counters: &Counters) {
    let mut block: Vec<Block> = Vec::new();
    loop {
        // One thread waits on the queue at a time; the others wait for the lock.
        let job = queue.lock().unwrap_or_else(std::sync::PoisonError::into_inner).blocking_recv();
        let Some(job) = job else { return };
        let now = counters.busy.fetch_add(1, Ordering::SeqCst) + 1;
        counters.most.fetch_max(now, Ordering::SeqCst);
        let done = match job.work {
            Work::Hash(password) => Done::Hash(hash_new(&mut block, counters, password.as_bytes())),
            Work::Verify(password, Some(stored)) => {
                Done::Verify(verify(&mut block, counters, password.as_bytes(), &stored))
            }
            Work::Verify(password, None) => {
                let _ = hash_new(&mut block, counters, password.as_bytes());
                Done::Verify(false)
            }
        };
        counters.done.fetch_add(1, Ordering::SeqCst);
        counters.busy.fetch_sub(1, Ordering::SeqCst);
        // The caller may have gone (its request was dropped): nothing to tell.
        let _ = job.reply.send(done);
    }
}

/// Make `block` hold at least `blocks` blocks, counting each allocation.
fn reserve(block: &mut Vec<Block>, counters: &Counters, blocks: usize) {
    if block.len() < blocks {
        block.resize(blocks, Block::new());
        block.shrink_to_fit();
        counters.blocks.fetch_add(1, Ordering::SeqCst);
    }
}

/// The PHC string of `password` with a fresh random salt, computed in `block`.
fn hash_new(block: &mut Vec<Block>, counters: &Counters, password: &[u8]) -> Result<String, String> {
    hash_with_salt(block, counters, password, &random_bytes::<16>())
}

fn hash_with_salt(block: &mut Vec<Block>, counters: &Counters, password: &[u8], salt: &[u8]) -> Result<String, String> {
    let argon = Argon2::default();
    reserve(block, counters, argon.params().block_count());
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    argon.hash_password_into_with_memory(password, salt, &mut out, &mut block[..]).map_err(|e| e.to_string())?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon.params()).map_err(|e| e.to_string())?,
        salt: Some(Salt::new(salt).map_err(|e| e.to_string())?),
        hash: Some(Output::new(&out).map_err(|e| e.to_string())?),
    };
    Ok(phc.to_string())
}

/// Whether `password` is the one behind the PHC string `stored` (with the
/// algorithm, version and cost it names), computed in `block`. A string that does
/// not parse matches nothing.
fn verify(block: &mut Vec<Block>, counters: &Counters, password: &[u8], stored: &str) -> bool {
    let Ok(phc) = PasswordHash::new(stored) else { return false };
    let (Some(salt), Some(expected)) = (&phc.salt, &phc.hash) else { return false };
    let Ok(algorithm) = Algorithm::try_from(phc.algorithm.as_str()) else { return false };
    let Ok(version) = phc.version.map_or(Ok(Version::default()), Version::try_from) else { return false };
    let Ok(params) = Params::try_from(&phc) else { return false };
    if params.block_count() > MAX_GROWTH * Params::DEFAULT.block_count() {
        eprintln!("letterbox: a stored password hash asks for {} KiB; refused", params.m_cost());
        return false;
    }
    reserve(block, counters, params.block_count());
    let mut out = vec![0u8; expected.len()];
    let argon = Argon2::new(algorithm, version, params);
    // `Output`'s equality is constant-time.
    argon.hash_password_into_with_memory(password, salt, &mut out, &mut block[..]).is_ok()
        && Output::new(&out).is_ok_and(|computed| computed == *expected)
}

#[cfg(test)]
mod tests {
    use super::*;
    use argon2::{PasswordHasher, PasswordVerifier};

    #[test]
    fn the_pools_strings_are_the_librarys_and_check_both_ways() {
        let counters = Counters::default();
        let mut block = Vec::new();
        let salt = b"sixteen byte slt";
        let ours = hash_with_salt(&mut block, &counters, b"correct horse", salt).unwrap();
        let theirs = Argon2::default().hash_password_with_salt(b"correct horse", salt).unwrap().to_string();
        assert_eq!(ours, theirs, "the same PHC string as the library's own hasher");
        assert!(ours.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{ours}");
        // A hash stored before the pool existed checks in the pool, and back.
        let stored = Argon2::default().hash_password(b"battery staple").unwrap().to_string();
        assert!(verify(&mut block, &counters, b"battery staple", &stored));
        assert!(!verify(&mut block, &counters, b"battery stapler", &stored));
        let fresh = hash_new(&mut block, &counters, b"battery staple").unwrap();
        assert!(Argon2::default().verify_password(b"battery staple", fresh.as_str()).is_ok());
        assert!(!verify(&mut block, &counters, b"x", "not a hash"));
        assert_eq!(counters.blocks.load(Ordering::SeqCst), 1, "one block, reused for every hash");
    }

    #[test]
    fn a_hash_of_another_cost_grows_the_block_once_within_a_bound() {
        let counters = Counters::default();
        let mut block = Vec::new();
        let params = Params::new(2 * Params::DEFAULT_M_COST, 1, 1, None).unwrap();
        let bigger = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
        let stored = bigger.hash_password(b"correct horse").unwrap().to_string();
        assert!(verify(&mut block, &counters, b"correct horse", &stored));
        assert!(verify(&mut block, &counters, b"correct horse", &stored));
        assert_eq!(counters.blocks.load(Ordering::SeqCst), 1);
        let huge = stored.replace(&format!("m={}", 2 * Params::DEFAULT_M_COST), "m=4000000");
        assert!(!verify(&mut block, &counters, b"correct horse", &huge), "refused without allocating");
        assert_eq!(block.len(), params.block_count());
    }

    #[test]
    fn a_hundred_waiting_callers_share_the_pools_threads_and_blocks() {
        let pool = Arc::new(HashPool::new(2));
        let stored = Argon2::default().hash_password(b"correct horse").unwrap().to_string();
        let calls: Vec<_> = (0..100)
            .map(|i| {
                let (pool, stored) = (pool.clone(), stored.clone());
                async move {
                    match i % 3 {
                        0 => pool.hash("correct horse").await.unwrap().is_ok(),
                        1 => pool.verify("correct horse", Some(&stored)).await.unwrap(),
                        _ => !pool.verify("correct horse", None).await.unwrap(),
                    }
                }
            })
            .collect();
        let results = actix_web::rt::System::new().block_on(join_all(calls));
        assert!(results.iter().all(|ok| *ok));
        let stats = pool.stats();
        assert_eq!(stats.hashes, 100);
        assert!(stats.most_at_once <= 2, "{stats:?}");
        assert!(stats.blocks_allocated <= 2, "one block per thread, never one per call: {stats:?}");
    }

    /// Await every future, concurrently, on the current task.
    async fn join_all<F: std::future::Future<Output = bool>>(futures: Vec<F>) -> Vec<bool> {
        let mut futures: Vec<_> = futures.into_iter().map(Box::pin).collect();
        let mut out = vec![None; futures.len()];
        std::future::poll_fn(|cx| {
            for (i, f) in futures.iter_mut().enumerate() {
                if out[i].is_none()
                    && let std::task::Poll::Ready(v) = f.as_mut().poll(cx)
                {
                    out[i] = Some(v);
                }
            }
            if out.iter().all(Option::is_some) { std::task::Poll::Ready(()) } else { std::task::Poll::Pending }
        })
        .await;
        out.into_iter().map(|v| v.unwrap()).collect()
    }
}
