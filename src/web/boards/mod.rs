//! One board module per served game.

pub mod dominion;
pub mod eminent_domain;
pub mod innovation;
