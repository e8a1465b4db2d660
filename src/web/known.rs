//! What this node read lately of sessions, API tokens and games, so that a game
//! page or API view already rendered can be served without a database round trip
//! or a hop to the blocking pool.
//!
//! Each entry is stamped with the store's write count and the moment it was
//! read. It is used only while no write of this process has ended since (every
//! write goes through `Store::write`: a chat message, a join, a sign-out, a
//! changed setting, a session's renewal; only bookkeeping, which none of these
//! entries hold, is not counted: the mail worker's outbox, alarm and digest rows
//! and an API token's last use), for a game no move of this process in its stripe of games either
//! (`Store::moves_in`: a move writes only its game's rows), and for at most
//! `cache.recheck_ms`, so
//! a write made by another node (which this one cannot see) is noticed after at
//! most that long. A session is also checked against its lifetimes on every use,
//! and one due for renewal goes to the database. Anything else (no entry, a stale
//! one, a reader who may see the game only through an invitation) takes the
//! ordinary path, which reads the database and refreshes the entries.

use super::game::may_see_without_invitation;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use store::lobby::SeatHolder;
use store::sessions::{Lifetimes, LiveSession};
use store::users::User;
use store::{GameRow, Store};

/// Entries kept of each kind before the stale ones are dropped; an entry lives
/// for a second or so, so only a burst of that many readers meets this bound.
const MAX_ENTRIES: usize = 4_096;

/// A session as read from the database, with a digest of its user for page keys.
pub struct KnownSession {
    pub live: LiveSession,
    pub user_key: u64,
}

/// A game's row and seats as read from the database, with their digest for page
/// keys.
pub struct KnownGame {
    pub row: GameRow,
    pub holders: Vec<SeatHolder>,
    pub rows_key: u64,
}

impl KnownGame {
    pub fn new(row: GameRow, holders: Vec<SeatHolder>) -> KnownGame {
        let rows_key = shown_key(&row, &holders);
        KnownGame { row, holders, rows_key }
    }

    /// The seq of the newest standing order of `user_id`'s seat (0: none, or
    /// not a player): their own pages change with it, nobody else's.
    pub fn own_orders(&self, user_id: Option<i64>) -> i64 {
        own_orders(&self.holders, user_id)
    }

    /// Whether `user_id` (or anyone, with the join link's `signature`) may see the
    /// game by what this entry holds: `None` when only the database can tell
    /// (an invitation).
    pub fn may_see(&self, keys: &app::keys::Keys, user_id: Option<i64>, signature: &str) -> Option<bool> {
        may_see_without_invitation(keys, &self.row, &self.holders, user_id, signature)
    }
}

/// A digest of the game's row and seats as every reader may see them: a
/// standing order, which only its seat sees, changes neither (see
/// [`GameRow::shown`]), so no one else's page key or ETag moves with it.
pub fn shown_key(row: &GameRow, holders: &[SeatHolder]) -> u64 {
    let holders: Vec<SeatHolder> = holders.iter().map(SeatHolder::shown).collect();
    super::cache::key(&(row.shown(), holders))
}

/// [`KnownGame::own_orders`] of `holders`.
pub fn own_orders(holders: &[SeatHolder], user_id: Option<i64>) -> i64 {
    holders.iter().find(|h| user_id.is_some() && h.user_id == user_id).map_or(0, |h| h.orders_seq)
}

/// When an entry was read: the store's write count, for a game the moves in its
/// stripe (0 for the others), and the moment.
#[derive(Clone, Copy)]
struct Stamp {
    writes: u64,
    moves: u64,
    at: Instant,
}

struct Entries<K, V> {
    map: Mutex<HashMap<K, (Stamp, Arc<V>)>>,
}

impl<K: Hash + Eq, V> Entries<K, V> {
    fn new() -> Self {
        Entries { map: Mutex::new(HashMap::new()) }
    }

    fn get<Q: Hash + Eq + ?Sized>(&self, key: &Q, fresh: impl Fn(&K, Stamp) -> bool) -> Option<Arc<V>>
    where
        K: std::borrow::Borrow<Q>,
    {
        let map = self.map.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        map.get_key_value(key).filter(|(k, (stamp, _))| fresh(k, *stamp)).map(|(_, (_, v))| v.clone())
    }

    fn put(&self, key: K, stamp: Stamp, value: V, fresh: impl Fn(&K, Stamp) -> bool) {
        let mut map = self.map.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if map.len() >= MAX_ENTRIES {
            map.retain(|k, (s, _)| fresh(k, *s));
            if map.len() >= MAX_ENTRIES {
                map.clear();
            }
        }
        map.insert(key, (stamp, Arc::new(value)));
    }

    fn len(&self) -> usize {
        self.map.lock().unwrap_or_else(std::sync::PoisonError::into_inner).len()
    }
}

pub struct Known {
    recheck: Duration,
    /// By the session's secret (which only its cookie and this memory hold).
    sessions: Entries<String, KnownSession>,
    /// API tokens' accounts, by the token (which only its holder and this memory hold).
    tokens: Entries<String, User>,
    games: Entries<i64, KnownGame>,
    pub stats: store::CacheStats,
}

/// A reading about to be made: the write count taken before it.
#[derive(Clone, Copy)]
pub struct Reading(Stamp);

impl Known {
    pub fn new(recheck: Duration) -> Known {
        Known {
            recheck,
            sessions: Entries::new(),
            tokens: Entries::new(),
            games: Entries::new(),
            stats: Default::default(),
        }
    }

    /// Take before reading the database for [`Known::remember_session`] or
    /// [`Known::remember_token`]: a write that ends after this makes the reading stale.
    pub fn reading(&self, store: &Store) -> Reading {
        Reading(Stamp { writes: store.writes(), moves: 0, at: Instant::now() })
    }

    /// [`Known::reading`] for [`Known::remember_game`]: a move in the game's stripe
    /// that ends after this makes it stale too.
    pub fn reading_game(&self, store: &Store, game_id: i64) -> Reading {
        Reading(Stamp { writes: store.writes(), moves: store.moves_in(game_id), at: Instant::now() })
    }

    /// Whether an entry of a session or token is current.
    fn fresh<K>(&self, store: &Store) -> impl Fn(&K, Stamp) -> bool {
        let (writes, recheck) = (store.writes(), self.recheck);
        move |_: &K, s: Stamp| s.writes == writes && s.at.elapsed() < recheck
    }

    /// Whether a game's entry is current.
    fn fresh_game<'a>(&self, store: &'a Store) -> impl Fn(&i64, Stamp) -> bool + 'a {
        let (writes, recheck) = (store.writes(), self.recheck);
        move |id: &i64, s: Stamp| s.writes == writes && s.moves == store.moves_in(*id) && s.at.elapsed() < recheck
    }

    /// The live session named by `secret`, if this node read it lately and it
    /// is still alive and not due for renewal.
    pub fn session(&self, store: &Store, secret: &str, life: Lifetimes) -> Option<Arc<KnownSession>> {
        let found = self.sessions.get(secret, self.fresh(store));
        let t = store::now();
        let found = found.filter(|s| s.live.alive_at(t, life) && !s.live.renewal_due(t));
        self.count(found.is_some());
        found
    }

    pub fn remember_session(&self, store: &Store, reading: Reading, secret: &str, live: LiveSession) {
        if self.recheck.is_zero() {
            return;
        }
        let user_key = super::cache::key(&live.user);
        self.sessions.put(secret.to_string(), reading.0, KnownSession { live, user_key }, self.fresh(store));
    }

    /// The account of the API token `token`, if this node read it lately.
    pub fn token(&self, store: &Store, token: &str) -> Option<Arc<User>> {
        let found = self.tokens.get(token, self.fresh(store));
        self.count(found.is_some());
        found
    }

    pub fn remember_token(&self, store: &Store, reading: Reading, token: &str, account: User) {
        if self.recheck.is_zero() {
            return;
        }
        self.tokens.put(token.to_string(), reading.0, account, self.fresh(store));
    }

    /// The game's row and seats, if this node read them lately.
    pub fn game(&self, store: &Store, game_id: i64) -> Option<Arc<KnownGame>> {
        let found = self.games.get(&game_id, self.fresh_game(store));
        self.count(found.is_some());
        found
    }

    pub fn remember_game(&self, store: &Store, reading: Reading, game: KnownGame) {
        if self.recheck.is_zero() {
            return;
        }
        self.games.put(game.row.id, reading.0, game, self.fresh_game(store));
    }

    fn count(&self, hit: bool) {
        if hit { self.stats.hit() } else { self.stats.miss() }
    }

    /// Sessions (and API tokens) and games held (fresh or not).
    pub fn held(&self) -> (usize, usize) {
        (self.sessions.len() + self.tokens.len(), self.games.len())
    }
}
