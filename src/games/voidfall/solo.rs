//! Training solo (rulebook, "first solo game"): one player, no opponent, no crises
//! and no Voidborn threat (Voidborn deployments do nothing); entering a rift
//! scores influence; the game ends as in versus, and reaching the benchmark means
//! "ready". The player holds priority cards as in solo co-op and plays one each
//! cycle; the tech display keeps one copy of each scenario tech.

use super::balance::Source;
use super::data::{SectorKind, content};
use super::{GameRng, Seat, Text, Voidfall, flow};

impl Voidfall {
    pub(super) fn training(&self) -> bool {
        self.seats() == 1
    }

    /// Voidborn deployments (event items and costs) act only outside training.
    pub(super) fn voidborn_threat(&self) -> bool {
        !self.training()
    }

    /// R1.3 and R1.6 for one player: priority cards dealt to the hand, the rest
    /// to the box; a random few scenario techs keep only their credit copy, the
    /// others only their influence copy.
    pub(super) fn training_setup(&mut self, rng: &mut GameRng) {
        let t = &content().training;
        let mut deck: Vec<u8> =
            content().priority.iter().map(|p| p.number).filter(|n| !t.priority_removed.contains(n)).collect();
        rng.shuffle(&mut deck);
        let mut hand: Vec<u8> = deck.into_iter().take(t.priority_hand).collect();
        hand.sort_unstable();
        self.players[0].priority_hand = hand;
        self.priority_deck.clear();
        let mut stacks: Vec<usize> = (0..self.display.len()).collect();
        rng.shuffle(&mut stacks);
        for (k, i) in stacks.into_iter().enumerate() {
            let credit = k < t.credit_copies;
            self.display[i].retain(|copy| copy.influence != credit);
        }
    }

    /// Play a priority card from hand: it leaves play and its benefit resolves.
    pub(super) fn play_priority(&mut self, seat: Seat, n: u8) {
        let hand = &mut self.players[seat].priority_hand;
        let Some(i) = hand.iter().position(|c| *c == n) else { return };
        hand.remove(i);
        self.say(Text::key("voidfall-log-priority").player("player", seat).num("card", n));
        self.todo.push(flow::Step::Run { seat, action: flow::ActionRef::Priority(n), at: None });
    }

    /// Entering a rift for the first time scores the training bonus.
    pub(super) fn enter_rift(&mut self, seat: Seat, s: usize) {
        let rift = content().map(self.seats()).sector[s].kind == SectorKind::Rift;
        if self.training() && rift {
            let n = content().training.rift_influence;
            self.say(Text::key("voidfall-log-rift").player("player", seat).num("n", n));
            self.ledger.source = Source::Rift;
            self.gain_influence(seat, n);
        }
    }

    pub(super) fn training_summary(&self) -> Text {
        let ready_at = content().training.ready_at;
        let influence = self.players[0].influence;
        let key = if influence >= ready_at { "voidfall-outcome-ready" } else { "voidfall-outcome-not-ready" };
        Text::key(key).num("influence", influence).num("target", ready_at)
    }
}
