//! Rendered responses kept per node, bounded by bytes: a game page or API view
//! is the same for the same game state (its row: seq, status, settings, the
//! moment of the last event or chat message), the same seats, the same reader
//! (user, language, zone, CSRF token) and the same address. The caller hashes
//! all of that into a key; a changed input is a new key, and old entries age out
//! (least recently used first). The key is also the response's `ETag`, so a
//! reader who has the page gets `304 Not Modified`.

use actix_web::web::Bytes;
use lru_cache::ByteLru;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Mutex;
use store::CacheStats;

pub struct RenderCache {
    bodies: Mutex<ByteLru<u64, Bytes>>,
    max_bytes: usize,
    pub stats: CacheStats,
}

/// A key from anything hashable (the hasher's keys are fixed, so the same
/// inputs give the same key in every process: it is the ETag).
pub fn key(parts: &impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    parts.hash(&mut h);
    h.finish()
}

/// An `ETag` header value for `key`.
pub fn etag(key: u64) -> String {
    format!("\"{key:016x}\"")
}

/// Whether an `If-None-Match` header names `key`'s ETag.
pub fn matches(if_none_match: Option<&str>, key: u64) -> bool {
    let tag = etag(key);
    if_none_match.is_some_and(|v| v.split(',').any(|t| t.trim().trim_start_matches("W/") == tag))
}

/// The request's `If-None-Match` header.
pub fn if_none_match(req: &actix_web::HttpRequest) -> Option<String> {
    req.headers().get(actix_web::http::header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).map(str::to_string)
}

/// A page from `cache` (or rendered into it) with its ETag, or `304` when the
/// reader already has it.
pub fn reply(
    cache: &RenderCache,
    key: u64,
    if_none_match: Option<&str>,
    render: impl FnOnce() -> Result<Bytes, super::WebError>,
) -> super::Page {
    if matches(if_none_match, key) {
        cache.stats.hit();
        return Ok(not_modified(key));
    }
    let body = cache.get_or_render(key, render)?;
    Ok(super::html(actix_web::http::StatusCode::OK, body).with_header("ETag", etag(key)))
}

/// The page cached under `key` with its ETag, or `304` when the reader already
/// has it; `None` when it is not cached.
pub fn reply_cached(cache: &RenderCache, key: u64, if_none_match: Option<&str>) -> Option<super::Reply> {
    if matches(if_none_match, key) {
        cache.stats.hit();
        return Some(not_modified(key));
    }
    let body = cache.get(key)?;
    Some(super::html(actix_web::http::StatusCode::OK, body).with_header("ETag", etag(key)))
}

fn not_modified(key: u64) -> super::Reply {
    let mut r = super::html(actix_web::http::StatusCode::NOT_MODIFIED, Bytes::new());
    r.content_type = "";
    r.with_header("ETag", etag(key))
}

impl RenderCache {
    pub fn new(max_bytes: usize) -> RenderCache {
        RenderCache { bodies: Mutex::new(ByteLru::default()), max_bytes, stats: CacheStats::default() }
    }

    /// The body cached under `key`, or `render`'s, cached if it fits.
    pub fn get_or_render<E>(&self, key: u64, render: impl FnOnce() -> Result<Bytes, E>) -> Result<Bytes, E> {
        if let Some(body) = self.get(key) {
            return Ok(body);
        }
        self.stats.miss();
        let body = render()?;
        self.put(key, body.clone());
        Ok(body)
    }

    /// The body cached under `key` (a hit), if any (a miss is the caller's to count).
    pub fn get(&self, key: u64) -> Option<Bytes> {
        let mut bodies = self.bodies.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let body = bodies.get(&key)?.clone();
        self.stats.hit();
        Some(body)
    }

    fn put(&self, key: u64, body: Bytes) {
        let size = body.len();
        if size > self.max_bytes / 4 {
            return;
        }
        let mut bodies = self.bodies.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        bodies.insert(key, body, size);
        if bodies.bytes() > self.max_bytes {
            // Drop the least recently used half of the bytes at once, so an
            // eviction's scan is paid rarely (the body just put, at most a
            // quarter, is never reached).
            bodies.evict(self.max_bytes / 2, &key);
        }
    }

    pub fn bytes(&self) -> usize {
        self.bodies.lock().unwrap_or_else(std::sync::PoisonError::into_inner).bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_keeps_to_its_bytes_and_serves_what_it_kept() {
        let cache = RenderCache::new(1_000);
        let body = cache.get_or_render::<()>(1, || Ok("a".repeat(100).into())).unwrap();
        assert_eq!(body.len(), 100);
        let again = cache.get_or_render::<()>(1, || panic!("rendered twice")).unwrap();
        assert_eq!(body.as_ptr(), again.as_ptr(), "the same bytes, not a copy");
        for k in 2..100 {
            cache.get_or_render::<()>(k, || Ok("b".repeat(100).into())).unwrap();
            assert!(cache.bytes() <= 1_000);
        }
        // Too large to keep: served, never kept.
        cache.get_or_render::<()>(500, || Ok("c".repeat(600).into())).unwrap();
        assert!(cache.get(500).is_none());
        assert!(cache.bytes() <= 1_000);
        assert_eq!(cache.stats.hits.load(std::sync::atomic::Ordering::Relaxed), 1);
        assert!(matches(Some(&etag(42)), 42));
        assert!(matches(Some(&format!("W/{}, \"x\"", etag(42))), 42));
        assert!(!matches(Some(&etag(43)), 42));
        assert!(!matches(None, 42));
    }
}
