//! The games, one folder each: pure rules over plain owned state.

pub mod dominion;
pub mod eminent_domain;
pub mod innovation;
pub mod quo_vadis;

use crate::engine::{DynGame, Registered};

/// Every game the service offers.
pub fn all() -> Vec<&'static dyn DynGame> {
    vec![
        &Registered::<dominion::Dominion>::GAME,
        &Registered::<eminent_domain::EminentDomain>::GAME,
        &Registered::<innovation::Innovation>::GAME,
    ]
}

/// A game the service offers, by slug.
pub fn find(slug: &str) -> Option<&'static dyn DynGame> {
    all().into_iter().find(|g| g.meta().slug == slug)
}
