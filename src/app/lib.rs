//! The application state both surfaces share: configuration, store, keys, the
//! service's and the games' catalogs, static files and the mail transport. The
//! web and mail layers each build on this module and never name each other: the
//! pages reach mail through [`MailHooks`], which the mail layer fills in.

pub mod assets;
pub mod config;
pub mod endings;
pub mod i18n;
pub mod keys;
pub mod links;
pub mod transport;
pub mod zones;

use crate::config::Config;
use boards::{self, Served};
use diesel::QueryResult;
use engine::i18n::Catalog;
use engine::{DynGame, Match};
use i18n::Languages;
use keys::Keys;
use std::collections::BTreeMap;
use std::net::ToSocketAddrs;
use std::sync::{Condvar, Mutex};
use store::chat::ChatMessage;
use store::conn::AnyConnection;
use store::users::User;
use store::{Appended, Store, StoreError};
use transport::Transport;

/// What the pages ask of mail. The mail layer provides it (`mail::HOOKS`); the
/// process that serves both hands it to [`App::open`].
#[derive(Clone, Copy)]
#[allow(clippy::type_complexity, reason = "each hook's signature is read in full where it is declared")]
pub struct MailHooks {
    /// The mail a move causes, for its transaction to write (see `store::Hook`).
    pub on_move: fn(&App, &mut AnyConnection, &Match, &Appended) -> QueryResult<store::outbox::Queued>,
    /// Queue the mail of a game's start (the join that fills the last seat);
    /// runs inside the join's transaction.
    pub on_start: fn(&App, &mut AnyConnection, i64, &Match) -> QueryResult<()>,
    /// Queue the mail of a chat message in game `game_id` by user `author` (to
    /// the players who want each message at once); runs inside the message's
    /// transaction.
    pub on_chat: fn(&App, &mut AnyConnection, i64, i64, &ChatMessage) -> QueryResult<()>,
    /// Queue an invitation to game `game_id` for an address, from the inviter's
    /// display name and language, with the join URL.
    pub invite: fn(
        app: &App,
        game_id: i64,
        email: &str,
        inviter: &str,
        inviter_lang: &str,
        join_url: &str,
    ) -> Result<(), StoreError>,
    /// Queue a password reset mail with its signed URL, valid until `expires`
    /// (Unix seconds).
    pub reset: fn(app: &App, user: &User, url: &str, expires: i64) -> Result<(), StoreError>,
    /// Queue the mail whose signed URL verifies a user's address.
    pub verify: fn(app: &App, user: &User, url: &str) -> Result<(), StoreError>,
    /// Let the sitter answer for seats whose player left (resigned or was
    /// removed) and that are to decide, at the given time; how many moves.
    pub sit_left: fn(app: &App, at: chrono::NaiveDateTime) -> Result<usize, StoreError>,
    /// Queue the mail telling every player of game `game_id` what its life
    /// outside the rules did (an early end, a cancel, a player leaving).
    pub on_life: fn(app: &App, game_id: i64, news: &endings::LifeNews) -> Result<(), StoreError>,
}

/// What can be checked of the configuration without touching the disk.
fn check(config: &Config) -> Result<(), String> {
    config.bind.to_socket_addrs().map_err(|e| format!("bind {:?}: {e}", config.bind))?;
    if !(config.base_url.starts_with("http://") || config.base_url.starts_with("https://")) {
        return Err(format!("base_url {:?}: not an http:// or https:// URL", config.base_url));
    }
    if !config.secret_key.trim().is_empty() {
        Keys::from_hex(&config.secret_key)?;
    }
    Ok(())
}

/// Everything a request or a worker needs; one per process, shared.
pub struct App {
    pub config: Config,
    pub store: Store,
    pub keys: Keys,
    pub langs: Languages,
    /// The games served, with their boards and stylesheets.
    pub games: &'static [Served],
    pub transport: Transport,
    /// The folder of the mail shown on the local mailbox page, when there is
    /// one (see [`transport::local_mailbox`]).
    pub local_mailbox: Option<std::path::PathBuf>,
    pub mail: MailHooks,
    /// Game catalogs by (slug, language), parsed once.
    catalogs: BTreeMap<(&'static str, &'static str), Catalog>,
    pub assets: assets::Assets,
    /// Nudges the outbox worker after a commit that wrote mail.
    pub mail_wake: (Mutex<bool>, Condvar),
}

impl App {
    /// Check the configuration, then open the database (creating it and applying
    /// migrations), load the keys and prepare the mail transport. A configuration
    /// error is reported before anything is created on disk.
    pub fn open(config: Config, mail: MailHooks) -> Result<App, String> {
        let games = boards::SERVED;
        check(&config)?;
        let transport = Transport::from_config(&config.mail)?;
        let assets = assets::Assets::load(&config.static_dir)?;
        let langs = Languages::new();
        let mut catalogs = BTreeMap::new();
        for served in games {
            let meta = served.game.meta();
            if assets.get(served.css).is_none() {
                return Err(format!("static: no stylesheet {} for the game {}", served.css, meta.slug));
            }
            for lang in langs.tags() {
                catalogs.insert((meta.slug, lang), Catalog::for_game(&meta, lang)?);
            }
        }
        let store = Store::open(&config.database_url, boards::find_game).map_err(|e| e.to_string())?;
        store.set_cache_bytes(config.cache.games_mb as usize * 1024 * 1024);
        store.migrate().map_err(|e| e.to_string())?;
        // Games of an earlier rules version: migrated, kept or frozen, and the
        // operator told which.
        for (game_id, change) in store.upgrade_rules().map_err(|e| e.to_string())? {
            let store::versions::RulesChange { from, to, fate, why } = change;
            eprintln!("letterbox: game {game_id}: rules version {from} -> {to}: {fate:?} {why}");
        }
        let keys = Keys::load(&config.secret_key, &config.data_dir)?;
        transport.prepare(&config.mail)?;
        let local_mailbox = transport::local_mailbox(&config).then(|| config.mail.dir.clone());
        Ok(App {
            config,
            store,
            keys,
            langs,
            games,
            transport,
            local_mailbox,
            mail,
            catalogs,
            assets,
            mail_wake: (Mutex::new(false), Condvar::new()),
        })
    }

    /// A game's catalog in `lang` (English when the game lacks that language).
    pub fn catalog(&self, slug: &str, lang: &str) -> Option<&Catalog> {
        self.catalogs
            .iter()
            .find(|((s, l), _)| *s == slug && *l == lang)
            .or_else(|| self.catalogs.iter().find(|((s, l), _)| *s == slug && *l == "en"))
            .map(|(_, c)| c)
    }

    /// A served game by slug, with its board and stylesheet.
    pub fn served(&self, slug: &str) -> Option<&'static Served> {
        self.games.iter().find(|s| s.game.slug() == slug)
    }

    pub fn game(&self, slug: &str) -> Option<&'static dyn DynGame> {
        self.served(slug).map(|s| s.game)
    }

    /// A game's title from its catalog (`<slug>-title`), or its slug.
    pub fn game_title(&self, slug: &str, lang: &str) -> String {
        let key = format!("{slug}-title");
        match self.catalog(slug, lang) {
            Some(c) if c.has(&key) => c.message(&key),
            _ => slug.to_string(),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.config.base_url.trim_end_matches('/'))
    }

    /// Wake the outbox worker: mail was committed.
    pub fn wake_mailer(&self) {
        let (lock, cv) = &self.mail_wake;
        *lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = true;
        cv.notify_all();
    }
}
