//! Letterbox: a play-by-email service for slow board and card games.
//! See ARCHITECTURE.md for the map of crates and the invariants.
//!
//! Each layer is a crate of the workspace, so imports point one way by
//! construction: `engine` ← the games ← `boards` ← `app` ← {`web`, `mail`};
//! `store` sits under `app`. This crate is the binary's and the tests' single
//! door to all of them.

pub use app;
pub use app::config;
pub use boards;
pub use engine;
pub use mail;
pub use store;
pub use web;
pub use web::letterbox_app;

/// The rules of every game, one crate each.
pub mod games {
    pub use dominion;
    pub use eminent_domain;
    pub use innovation;
    pub use quo_vadis;
    pub use voidfall;
}

/// Every binary built on the crate (the service, its tests and benchmarks)
/// allocates through mimalloc: see Cargo.toml.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
