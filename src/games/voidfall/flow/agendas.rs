//! Taking an agenda card: face up from the offer with its corruption, or two
//! drawn of which one is kept.

use super::{AgendaKind, Q, Seat, Text, Voidfall, content};

impl Voidfall {
    pub(super) fn take_face_up_agenda(&mut self, seat: Seat, kind: AgendaKind) {
        let c = content();
        let k = kind as usize;
        if let Some(a) = self.agenda_offer[k].take() {
            self.players[seat].agenda_hand.push(a);
            self.agenda_offer[k] = self.agenda_decks[k].pop();
            self.say(
                Text::key("voidfall-log-agenda-face-up")
                    .player("player", seat)
                    .card("card", format!("agenda-{}", c.agendas[a].id)),
            );
            // Its corruption comes with it, each placed as a corruption
            // gained (§5.14; not a cost, so one with nowhere to go is lost).
            let n = std::mem::take(&mut self.agenda_offer_corruption[k]);
            if n > 0 {
                self.say(Text::key("voidfall-log-agenda-corruption").player("player", seat).num("n", n));
            }
            for _ in 0..n {
                self.push_ask(seat, Q::Corruption { as_cost: false });
            }
        }
    }

    pub(super) fn draw_two_agendas(&mut self, seat: Seat, kind: AgendaKind) {
        let k = kind as usize;
        let drawn: Vec<usize> = (0..2).filter_map(|_| self.agenda_decks[k].pop()).collect();
        self.players[seat].agenda_drawn = drawn;
        self.say(Text::key("voidfall-log-agenda-draw").player("player", seat).icon("kind", kind.id()));
        self.push_ask(seat, Q::AgendaKeep);
    }

    pub(super) fn keep_drawn_agenda(&mut self, seat: Seat, i: usize) {
        let c = content();
        let drawn = std::mem::take(&mut self.players[seat].agenda_drawn);
        for (j, a) in drawn.into_iter().enumerate() {
            if j == i {
                self.players[seat].agenda_hand.push(a);
            } else {
                // The other goes to the bottom of its deck.
                self.agenda_decks[c.agendas[a].kind as usize].insert(0, a);
            }
        }
    }
}
