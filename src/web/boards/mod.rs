//! One board module per served game.

pub mod eminent_domain;
