//! The Evaluation phase and the end of the game: objectives, agendas scored,
//! the Voidborn's retreat, focus cards back to hand; overflow influence settled
//! after each phase step.

use super::{Seat, Step, Text, Voidfall};

impl Voidfall {
    pub(super) fn score_objectives_in_turn(&mut self, mut order: Vec<Seat>) {
        if !order.is_empty() {
            let seat = order.remove(0);
            self.push([Step::Objectives(order)]);
            self.objectives(seat);
        }
    }

    pub(super) fn score_all_agendas(&mut self) {
        for seat in 0..self.seats() {
            self.score_agendas(seat);
        }
    }

    /// No sector keeps more than three Voidborn.
    pub(super) fn voidborn_retreat(&mut self) {
        for s in &mut self.sectors {
            s.voidborn = s.voidborn.min(3);
        }
    }

    pub(super) fn return_focus_cards(&mut self) {
        for p in &mut self.players {
            let back = std::mem::take(&mut p.focus_discard);
            p.focus_hand.extend(back);
            p.focus_hand.sort_unstable();
        }
    }

    pub(super) fn end_game(&mut self) {
        self.finished = true;
        self.say(Text::key("voidfall-log-end"));
    }

    pub(super) fn settle_all(&mut self) {
        for seat in 0..self.seats() {
            self.settle(seat);
        }
    }
}
