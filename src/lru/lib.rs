//! A map bounded by bytes that evicts its least recently used entries, for the
//! service's caches (folded games, rendered log entries, rendered pages). Each
//! entry carries its size as the caller counts it; the caller decides when to
//! evict and down to how much, so that an eviction's scan is paid rarely. Not
//! locked: each cache holds one in its own mutex, with its own counters.

use std::collections::HashMap;
use std::hash::Hash;

pub struct ByteLru<K, V> {
    entries: HashMap<K, Entry<V>>,
    /// The sum of the entries' sizes.
    bytes: usize,
    /// Bumped on every use; an entry remembers its last.
    clock: u64,
}

struct Entry<V> {
    value: V,
    bytes: usize,
    used: u64,
}

impl<K, V> Default for ByteLru<K, V> {
    fn default() -> Self {
        ByteLru { entries: HashMap::new(), bytes: 0, clock: 0 }
    }
}

impl<K: Copy + Eq + Hash, V> ByteLru<K, V> {
    /// The value under `key`, marked as used now.
    pub fn get(&mut self, key: &K) -> Option<&mut V> {
        let now = self.tick();
        let entry = self.entries.get_mut(key)?;
        entry.used = now;
        Some(&mut entry.value)
    }

    /// The value under `key`, made by `make` (counted as 0 bytes until
    /// [`ByteLru::set_bytes`]) if absent; marked as used now.
    pub fn get_or_insert_with(&mut self, key: K, make: impl FnOnce() -> V) -> &mut V {
        let now = self.tick();
        let entry = self.entries.entry(key).or_insert_with(|| Entry { value: make(), bytes: 0, used: now });
        entry.used = now;
        &mut entry.value
    }

    /// Put `value` of `bytes` under `key`, replacing what was there; marked as used now.
    pub fn insert(&mut self, key: K, value: V, bytes: usize) {
        let used = self.tick();
        if let Some(old) = self.entries.insert(key, Entry { value, bytes, used }) {
            self.bytes -= old.bytes;
        }
        self.bytes += bytes;
    }

    /// The size of the value under `key` is now `bytes`.
    pub fn set_bytes(&mut self, key: &K, bytes: usize) {
        if let Some(entry) = self.entries.get_mut(key) {
            self.bytes = self.bytes - entry.bytes + bytes;
            entry.bytes = bytes;
        }
    }

    /// Every entry's size counted again by `weigh`, for values whose size
    /// changes where the cache does not see it.
    pub fn reweigh(&mut self, weigh: impl Fn(&V) -> usize) {
        self.bytes = 0;
        for entry in self.entries.values_mut() {
            entry.bytes = weigh(&entry.value);
            self.bytes += entry.bytes;
        }
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        let entry = self.entries.remove(key)?;
        self.bytes -= entry.bytes;
        Some(entry.value)
    }

    /// Remove the least recently used entries, except `keep`, until the sizes
    /// sum to at most `down_to`.
    pub fn evict(&mut self, down_to: usize, keep: &K) {
        let mut by_age: Vec<(u64, K)> =
            self.entries.iter().filter(|(k, _)| *k != keep).map(|(k, e)| (e.used, *k)).collect();
        by_age.sort_unstable_by_key(|(used, _)| *used);
        for (_, k) in by_age {
            if self.bytes <= down_to {
                break;
            }
            self.remove(&k);
        }
    }

    /// The sum of the entries' sizes.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.entries.values().map(|e| &e.value)
    }

    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_go_first_and_the_kept_one_stays() {
        let mut lru = ByteLru::default();
        for k in 0..4u64 {
            lru.insert(k, k, 10);
        }
        assert_eq!(lru.get(&0), Some(&mut 0));
        lru.evict(20, &1);
        // 1 (oldest) is kept, 2 and 3 go; 0 was used last.
        let mut left: Vec<u64> = lru.values().copied().collect();
        left.sort_unstable();
        assert_eq!(left, [0, 1]);
        assert_eq!(lru.bytes(), 20);
    }

    #[test]
    fn sizes_follow_replacements_changes_and_removals() {
        let mut lru = ByteLru::default();
        lru.insert(1u8, "a", 5);
        lru.insert(1, "b", 7);
        assert_eq!(lru.bytes(), 7);
        *lru.get_or_insert_with(2, || "c") = "d";
        lru.set_bytes(&2, 3);
        assert_eq!(lru.bytes(), 10);
        lru.reweigh(|v| v.len());
        assert_eq!(lru.bytes(), 2);
        assert_eq!(lru.remove(&1), Some("b"));
        assert_eq!((lru.bytes(), lru.len()), (1, 1));
    }
}
