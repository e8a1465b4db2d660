//! The games, one folder each: pure rules over plain owned state. The games the
//! service offers are listed once, with their boards, in `boards::SERVED`.

pub mod dominion;
pub mod eminent_domain;
pub mod innovation;
pub mod voidfall;
pub mod quo_vadis;
