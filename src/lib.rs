//! Letterbox: a play-by-email service for slow board and card games.
//! See ARCHITECTURE.md for the map of modules and the invariants.
//!
//! Layers point one way: `engine` ← `games` ← `boards` ← `app` ← {`web`, `mail`};
//! `store` and `config` sit beside them. Web and mail never name each other.

pub mod app;
pub mod boards;
pub mod config;
pub mod engine;
pub mod games;
pub mod mail;
pub mod store;
pub mod web;

/// Every binary built on the crate (the service, its tests and benchmarks)
/// allocates through mimalloc: see Cargo.toml.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
