//! A cycle's start and its Preparation phase: the trade drain, the tech market,
//! the priority cards, the event and its items, and new focus cards.

use super::{ActionRef, Q, Seat, Step, Text, Voidfall, content, verbs};

impl Voidfall {
    /// The steps of cycle `n`, in the order the phases run them.
    pub(super) fn start_cycle(&mut self, n: u8) {
        let c = content();
        self.cycle = n;
        self.say(Text::key("voidfall-log-cycle").num("cycle", n));
        let order = self.order();
        let mut steps = Vec::new();
        if n > 1 {
            steps.push(Step::Drain);
        }
        steps.extend([
            Step::Market,
            Step::Priority(order.clone()),
            Step::Settle,
            Step::DrawEvents,
            Step::BoardItems,
            Step::VoidbornItems(order.clone()),
            Step::GeneralItems(order),
            Step::Settle,
            Step::Innovation,
            Step::Round(1),
            Step::Upkeep,
            Step::Settle,
            Step::Objectives(self.order()),
            Step::Settle,
            Step::ScoreAgendas,
            Step::Retreat,
            Step::TurnOrder,
            Step::ReturnFocus,
        ]);
        steps.push(if n < c.rules.cycles { Step::Cycle(n + 1) } else { Step::End });
        self.push(steps);
    }

    pub(super) fn drain_trade(&mut self) {
        let c = content();
        let n = c.count_row(self.seats()).trade_drain.min(self.trade[0]);
        self.trade[0] -= n;
        if n > 0 {
            self.say(Text::key("voidfall-log-drain").num("n", n));
        }
    }

    pub(super) fn refill_market(&mut self) {
        // Slide right to fill gaps, then reveal into the empty slots on the left.
        let cards: Vec<usize> = self.market.iter().flatten().copied().collect();
        let n = self.market.len();
        let mut slots = vec![None; n - cards.len()];
        slots.extend(cards.into_iter().map(Some));
        for slot in slots.iter_mut().rev() {
            if slot.is_none() {
                *slot = self.improved_deck.pop();
            }
        }
        // A deck that runs out leaves the leftmost slots empty.
        let filled: Vec<usize> = slots.iter().flatten().copied().collect();
        let mut out = vec![None; n - filled.len()];
        out.extend(filled.into_iter().map(Some));
        self.market = out;
    }

    /// Each player in `order` resolves the priority card under their marker.
    pub(super) fn resolve_priority_cards(&mut self, mut order: Vec<Seat>) {
        if !order.is_empty() {
            let seat = order.remove(0);
            let space = self.markers.iter().position(|m| *m == Some(seat));
            let card = space.and_then(|i| self.priority_row.get(i).copied());
            self.push([Step::Priority(order)]);
            if self.seats() == 1 {
                self.push_ask(seat, Q::PriorityCard);
            }
            if let Some(n) = card {
                self.say(Text::key("voidfall-log-priority").player("player", seat).num("card", n));
                self.push([Step::Run { seat, action: ActionRef::Priority(n), at: None }]);
            }
        }
    }

    /// Two events drawn; the first player keeps one.
    pub(super) fn draw_events(&mut self) {
        let first = self.first_player();
        self.event_drawn = (0..2).filter_map(|_| self.event_deck.pop()).collect();
        match self.event_drawn.len() {
            0 => {}
            1 => self.keep_event(first, 0),
            _ => self.push_ask(first, Q::KeepEvent),
        }
    }

    pub(crate) fn keep_event(&mut self, seat: Seat, i: usize) {
        let drawn = std::mem::take(&mut self.event_drawn);
        for (j, e) in drawn.into_iter().enumerate() {
            if j == i {
                self.event = Some(e);
                self.say(Text::key("voidfall-log-event").card("event", format!("event-{}", content().events[e].id)));
            } else {
                self.event_rejected.push((e, seat));
            }
        }
    }

    pub(super) fn event_board_items(&mut self) {
        let c = content();
        if let Some(e) = self.event {
            for v in &c.events[e].board {
                if let verbs::Verb::OfferCorruption(kind) = v {
                    self.offer_corruption(*kind);
                }
            }
        }
    }

    pub(super) fn event_voidborn_items(&mut self, mut order: Vec<Seat>) {
        let c = content();
        if let (false, Some(e)) = (order.is_empty(), self.event) {
            let seat = order.remove(0);
            let mut steps: Vec<Step> = c.events[e]
                .voidborn
                .iter()
                .map(|v| match v {
                    verbs::Verb::HiddenToken(kind) => Step::HiddenToken { seat, kind: *kind },
                    _ => Step::VoidbornDeploy(seat),
                })
                .collect();
            steps.push(Step::VoidbornItems(order));
            self.push(steps);
        }
    }

    pub(super) fn event_general_items(&mut self, mut order: Vec<Seat>) {
        if let (false, Some(e)) = (order.is_empty(), self.event) {
            let seat = order.remove(0);
            self.push([Step::Run { seat, action: ActionRef::EventGeneral(e), at: None }, Step::GeneralItems(order)]);
        }
    }

    /// Focus cards set aside until this cycle join their hands.
    pub(super) fn take_up_new_focus_cards(&mut self) {
        let c = content();
        for p in &mut self.players {
            let (now, later): (Vec<usize>, Vec<usize>) =
                p.focus_aside.iter().partition(|f| c.focus[**f].in_hand_from_cycle <= self.cycle);
            p.focus_hand.extend(now);
            p.focus_hand.sort_unstable();
            p.focus_aside = later;
        }
    }
}
