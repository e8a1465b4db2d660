//! One board renderer per served game (see `web::board`).

pub mod dominion;
