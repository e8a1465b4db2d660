//! Letterbox: a play-by-email service for slow board and card games.
//! See ARCHITECTURE.md for the map of modules and the invariants.

pub mod config;
pub mod engine;
pub mod games;
pub mod store;
pub mod web;
