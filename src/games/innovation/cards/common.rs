//! Effect pieces many cards share, written once: "you may splay …" questions,
//! whether the order of placing several cards matters, tucking the cards whose
//! order does not, and "the n highest cards".

use super::super::data::{Card, Color};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Halt, Step, done};
use super::super::prims::splay_color_text;
use super::super::state::Splay;
use engine::Seat;

/// The colours among `colors` whose pile `seat` could splay `dir` now.
fn splayable(fx: &EffectContext, seat: Seat, colors: &[Color], dir: Splay) -> Vec<Color> {
    colors.iter().copied().filter(|&c| fx.can_splay(seat, c, dir)).collect()
}

/// "You may splay your … cards `dir`" for the effect's player: a yes/no question
/// when exactly one of `colors` can be splayed that way, a choice of one colour or
/// none when several can, no question when none can. Resume at `next` and call
/// [`splay_as_chosen`] with the same `colors` and `dir` (nothing changes the board
/// between a question and its answer, so both see the same piles).
pub fn ask_may_splay(fx: &mut EffectContext, next: Step, colors: &[Color], dir: Splay) -> EffectResult {
    let you = fx.player;
    let options = splayable(fx, you, colors, dir);
    if let [only] = options[..] {
        let text = fx.may_text(splay_color_text(only, dir));
        return fx.ask_yes_no(you, next, text);
    }
    let text = fx.color_text(Act::Splay(dir));
    fx.ask_colors(you, next, text, options, 0, 1)
}

/// Splay the pile chosen in answer to [`ask_may_splay`]; whether one was splayed.
pub fn splay_as_chosen(fx: &mut EffectContext, colors: &[Color], dir: Splay) -> Result<bool, Halt> {
    let you = fx.player;
    let options = splayable(fx, you, colors, dir);
    let chosen = if let [only] = options[..] { fx.said_yes().then_some(only) } else { fx.chosen_color() };
    match chosen {
        Some(c) => fx.splay(you, c, dir),
        None => Ok(false),
    }
}

/// "You may splay your {colors} cards {dir}" as a whole effect: the question, then
/// the splay.
pub fn may_splay(fx: &mut EffectContext, colors: &[Color], dir: Splay) -> EffectResult {
    const SPLAY_IF_CHOSEN: Step = 1;
    if fx.step() == FIRST_STEP {
        return ask_may_splay(fx, SPLAY_IF_CHOSEN, colors, dir);
    }
    splay_as_chosen(fx, colors, dir)?;
    done()
}

/// Whether melding or tucking `cards` one after another can end differently
/// depending on the order: only when two of them go onto the same pile.
pub fn order_matters(cards: &[Card]) -> bool {
    cards.iter().enumerate().any(|(i, a)| cards[i + 1..].iter().any(|b| b.color() == a.color()))
}

/// Tuck at once those of `cards` that no other of them shares a colour with, and
/// return the rest: among cards of one colour the order of tucking decides the
/// order of the pile (the first tucked ends up above the next), so the player
/// is asked for it.
pub fn tuck_unordered(fx: &mut EffectContext, cards: &[Card]) -> Result<Vec<Card>, Halt> {
    let you = fx.player;
    let shares = |c: Card| cards.iter().filter(|d| d.color() == c.color()).count() > 1;
    for &c in cards.iter().filter(|&&c| !shares(c)) {
        fx.tuck(you, c)?;
    }
    Ok(cards.iter().copied().filter(|&c| shares(c)).collect())
}

/// For "the `n` highest cards of …": the cards that go whatever the owner picks
/// (those above the cut), the age at the cut, and how many cards of that age the
/// owner picks to make up `n` (or all there are).
pub fn highest_n(cards: &[Card], n: usize) -> (Vec<Card>, u8, usize) {
    let mut ages: Vec<u8> = cards.iter().map(|c| c.age()).collect();
    ages.sort_unstable_by(|a, b| b.cmp(a));
    let n = n.min(ages.len());
    if n == 0 {
        return (Vec::new(), 0, 0);
    }
    let cut = ages[n - 1];
    let above: Vec<Card> = cards.iter().copied().filter(|c| c.age() > cut).collect();
    let at_cut = n - above.len();
    (above, cut, at_cut)
}

#[cfg(test)]
mod tests {
    use super::super::super::testkit::cards;
    use super::*;

    #[test]
    fn order_matters_only_with_two_cards_of_one_colour() {
        assert!(!order_matters(&cards(&["Pottery", "Archery", "Sailing"])));
        assert!(order_matters(&cards(&["Pottery", "Archery", "Writing"])));
        assert!(!order_matters(&[]));
    }

    #[test]
    fn highest_n_splits_sure_cards_from_the_tie_at_the_cut() {
        let hand = cards(&["Pottery", "Calendar", "Mathematics", "Alchemy", "Coal"]);
        let (above, cut, k) = highest_n(&hand, 3);
        assert_eq!((above, cut, k), (cards(&["Alchemy", "Coal"]), 2, 1));
        assert_eq!(highest_n(&hand[..2], 3), (cards(&["Calendar"]), 1, 1));
        assert_eq!(highest_n(&[], 3), (vec![], 0, 0));
    }
}
