//! The web service: actix-web handlers, extractors and askama page structs.

pub mod board;
pub mod boards;
