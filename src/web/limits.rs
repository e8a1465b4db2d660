//! Rate limits kept in memory (each app node counts on its own).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Counts per key within a fixed window that starts at the key's first count.
#[derive(Default)]
pub struct Limiter {
    counts: Mutex<HashMap<String, (u32, Instant)>>,
}

/// Past this many keys, windows that have ended are swept away.
const SWEEP_AT: usize = 100_000;

impl Limiter {
    /// Count one use of every key, unless any key has reached its limit: then
    /// nothing is counted. Checking and counting are one step under one lock, so
    /// concurrent requests cannot all pass the check before any is counted.
    pub fn take(&self, keys: &[(&str, u32)], window: Duration) -> bool {
        let mut map = self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if map.len() > SWEEP_AT {
            map.retain(|_, (_, since)| since.elapsed() < window);
        }
        let full =
            keys.iter().any(|(k, max)| map.get(*k).is_some_and(|(n, since)| *n >= *max && since.elapsed() < window));
        if full {
            return false;
        }
        for (k, _) in keys {
            let e = map.entry(k.to_string()).or_insert((0, Instant::now()));
            if e.1.elapsed() >= window {
                *e = (0, Instant::now());
            }
            e.0 += 1;
        }
        true
    }

    /// Undo one counted use of `key` (it turned out not to count, e.g. a login
    /// that succeeded does not count against the client's address).
    pub fn give_back(&self, key: &str) {
        let mut map = self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(e) = map.get_mut(key) {
            e.0 = e.0.saturating_sub(1);
        }
    }

    /// Forget every use of `key`.
    pub fn forget(&self, key: &str) {
        self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_limiter_counts_and_refuses_atomically_across_threads() {
        let limiter = Arc::new(Limiter::default());
        let passed = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..40)
            .map(|_| {
                let (limiter, passed) = (limiter.clone(), passed.clone());
                std::thread::spawn(move || {
                    if limiter.take(&[("account", 5), ("client", 50)], Duration::from_mins(1)) {
                        passed.fetch_add(1, Ordering::SeqCst);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(passed.load(Ordering::SeqCst), 5);
        limiter.forget("account");
        assert!(limiter.take(&[("account", 5), ("client", 50)], Duration::from_mins(1)));
    }

    #[test]
    fn a_full_key_counts_nothing_on_the_others() {
        let limiter = Limiter::default();
        assert!(limiter.take(&[("a", 1)], Duration::from_mins(1)));
        assert!(!limiter.take(&[("a", 1), ("b", 1)], Duration::from_mins(1)));
        assert!(limiter.take(&[("b", 1)], Duration::from_mins(1)), "b was not counted by the refused try");
        limiter.give_back("b");
        assert!(limiter.take(&[("b", 1)], Duration::from_mins(1)));
    }
}
