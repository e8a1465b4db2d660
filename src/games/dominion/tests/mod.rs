//! Tests of the Dominion rules: conformance, every card's effect, the turn and the
//! end of the game, and the hidden-information table.

mod conformance;
