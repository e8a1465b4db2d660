//! Card mechanics every card game needs, written once: ordered piles, drawing with
//! a reshuffle of the discard pile, moving cards between zones, and re-dealing
//! hidden zones for `scramble_hidden`.

use super::GameRng;
use serde::{Deserialize, Serialize};

/// An ordered pile. Index 0 is the bottom; the top is the last element.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Pile<C>(Vec<C>);

impl<C> Default for Pile<C> {
    fn default() -> Self {
        Pile(Vec::new())
    }
}

impl<C> From<Vec<C>> for Pile<C> {
    /// From bottom to top.
    fn from(v: Vec<C>) -> Self {
        Pile(v)
    }
}

impl<C> Pile<C> {
    pub fn new() -> Pile<C> {
        Pile(Vec::new())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn top(&self) -> Option<&C> {
        self.0.last()
    }

    pub fn bottom(&self) -> Option<&C> {
        self.0.first()
    }

    /// The top `n` cards, topmost first.
    pub fn peek(&self, n: usize) -> impl Iterator<Item = &C> {
        self.0.iter().rev().take(n)
    }

    pub fn put_top(&mut self, c: C) {
        self.0.push(c);
    }

    pub fn put_bottom(&mut self, c: C) {
        self.0.insert(0, c);
    }

    pub fn take_top(&mut self) -> Option<C> {
        self.0.pop()
    }

    pub fn take_bottom(&mut self) -> Option<C> {
        if self.0.is_empty() { None } else { Some(self.0.remove(0)) }
    }

    /// Bottom to top.
    pub fn iter(&self) -> std::slice::Iter<'_, C> {
        self.0.iter()
    }

    pub fn as_slice(&self) -> &[C] {
        &self.0
    }

    /// Bottom to top; for re-dealing and reordering.
    pub fn as_mut_vec(&mut self) -> &mut Vec<C> {
        &mut self.0
    }

    /// Everything, bottom to top, leaving the pile empty.
    pub fn take_all(&mut self) -> Vec<C> {
        std::mem::take(&mut self.0)
    }

    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.0);
    }
}

impl<C: PartialEq> Pile<C> {
    pub fn contains(&self, c: &C) -> bool {
        self.0.contains(c)
    }

    pub fn count(&self, c: &C) -> usize {
        self.0.iter().filter(|x| *x == c).count()
    }

    /// Remove the topmost card equal to `c`.
    pub fn remove(&mut self, c: &C) -> Option<C> {
        let i = self.0.iter().rposition(|x| x == c)?;
        Some(self.0.remove(i))
    }
}

/// What [`draw`] did.
#[derive(Debug, PartialEq, Eq)]
pub struct Drawn<C> {
    /// None when deck and discard pile were both empty.
    pub card: Option<C>,
    /// The discard pile was shuffled to form a new deck for this draw.
    pub reshuffled: bool,
}

/// Draw the top card of `deck`. Only when the deck is empty and a card is needed,
/// shuffle `discard` to become the new deck first.
pub fn draw<C>(deck: &mut Pile<C>, discard: &mut Pile<C>, rng: &mut GameRng) -> Drawn<C> {
    let mut reshuffled = false;
    if deck.is_empty() && !discard.is_empty() {
        // Swapped, not moved: the discard pile keeps the empty deck's memory.
        std::mem::swap(deck, discard);
        deck.shuffle(rng);
        reshuffled = true;
    }
    Drawn { card: deck.take_top(), reshuffled }
}

/// Move the first element matching `pred` from one zone to the end of another.
pub fn move_first<C>(from: &mut Vec<C>, to: &mut Vec<C>, pred: impl Fn(&C) -> bool) -> bool {
    match from.iter().position(pred) {
        Some(i) => {
            to.push(from.remove(i));
            true
        }
        None => false,
    }
}

/// Gather every card of `zones`, shuffle them, and refill each zone with as many
/// cards as it had. For `scramble_hidden`: pass exactly the zones the viewer cannot see.
pub fn redeal<C>(zones: &mut [&mut Vec<C>], rng: &mut GameRng) {
    let sizes: Vec<usize> = zones.iter().map(|z| z.len()).collect();
    let mut all: Vec<C> = zones.iter_mut().flat_map(|z| z.drain(..)).collect();
    rng.shuffle(&mut all);
    for (zone, n) in zones.iter_mut().zip(sizes) {
        let rest = all.split_off(n);
        zone.extend(all);
        all = rest;
    }
}

/// Bottom to top, as [`Pile::iter`].
impl<'a, C> IntoIterator for &'a Pile<C> {
    type Item = &'a C;
    type IntoIter = std::slice::Iter<'a, C>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_reshuffles_only_when_a_card_is_needed() {
        let mut rng = GameRng::from_u64(1);
        let mut deck = Pile::from(vec![1]);
        let mut discard = Pile::from(vec![2, 3, 4]);
        assert_eq!(draw(&mut deck, &mut discard, &mut rng), Drawn { card: Some(1), reshuffled: false });
        // The deck is now empty but nothing was needed: the discard pile is untouched.
        assert_eq!(discard.len(), 3);
        let d = draw(&mut deck, &mut discard, &mut rng);
        assert!(d.reshuffled && d.card.is_some());
        assert_eq!((deck.len(), discard.len()), (2, 0));
        draw(&mut deck, &mut discard, &mut rng);
        draw(&mut deck, &mut discard, &mut rng);
        assert_eq!(draw(&mut deck, &mut discard, &mut rng), Drawn { card: None, reshuffled: false });
    }

    #[test]
    fn redeal_keeps_sizes_and_cards() {
        let mut rng = GameRng::from_u64(2);
        let mut a = vec![1, 2, 3];
        let mut b = vec![4];
        let mut c: Vec<i32> = vec![];
        redeal(&mut [&mut a, &mut b, &mut c], &mut rng);
        assert_eq!((a.len(), b.len(), c.len()), (3, 1, 0));
        let mut all: Vec<i32> = a.iter().chain(&b).copied().collect();
        all.sort_unstable();
        assert_eq!(all, vec![1, 2, 3, 4]);
    }

    #[test]
    fn pile_top_is_the_end() {
        let mut p = Pile::from(vec!['a', 'b']);
        p.put_top('c');
        p.put_bottom('z');
        assert_eq!(p.top(), Some(&'c'));
        assert_eq!(p.peek(2).copied().collect::<Vec<_>>(), vec!['c', 'b']);
        assert_eq!(p.take_bottom(), Some('z'));
        assert_eq!(p.remove(&'a'), Some('a'));
        assert_eq!(p.as_slice(), &['b', 'c']);
    }
}
