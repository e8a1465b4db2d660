//! The Focus phase: rounds, each player's turn (a focus card, an agenda, a
//! flipped token, then the menu of actions) and its cleanup.

use super::{
    ActionRef, Affliction, AgendaKind, Ask, Done, Pick, Q, Seat, Step, Text, TokenAt, TurnState, Voidfall, action_card,
    content, data,
};

impl Voidfall {
    /// Round `r` of the event's rounds: every player's turn in order.
    pub(super) fn start_round(&mut self, r: u8) {
        let c = content();
        let rounds = self.event.map_or(0, |e| c.events[e].rounds);
        if r <= rounds {
            self.round = r;
            self.say(Text::key("voidfall-log-round").num("round", r));
            let mut steps = Vec::new();
            if self.advanced {
                steps.push(Step::AdvancedPicks);
            }
            steps.extend(self.order().into_iter().map(Step::Turn));
            steps.push(Step::Round(r + 1));
            self.push(steps);
        }
    }

    /// Advanced focus: all choose their focus card at once, revealed on their turn.
    pub(super) fn ask_advanced_focus(&mut self) {
        for seat in self.order() {
            if !self.players[seat].focus_hand.is_empty() {
                self.asks.push(Ask { seat, q: Q::AdvancedFocus });
            }
        }
    }

    pub(super) fn take_turn(&mut self, seat: Seat) {
        if self.players[seat].focus_hand.is_empty() {
            // D-7: no focus card left, the turn is skipped.
            self.say(Text::key("voidfall-log-skip").player("player", seat));
        } else if let Some(f) = self.players[seat].advanced_pick.take() {
            self.begin_turn(seat, f);
        } else {
            self.push_ask(seat, Q::Focus);
        }
    }

    pub(super) fn begin_turn(&mut self, seat: Seat, focus: usize) {
        self.players[seat].focus_hand.retain(|f| *f != focus);
        self.turn = Some(TurnState {
            seat,
            focus,
            agenda: None,
            flipped: None,
            done: Vec::new(),
            focus_actions: 0,
            gained_tokens: 0,
        });
        self.say(
            Text::key("voidfall-log-focus")
                .player("player", seat)
                .card("card", format!("focus-{}", content().focus[focus].id)),
        );
        self.push([
            Step::Ask(Ask { seat, q: Q::PlayAgenda }),
            Step::Ask(Ask { seat, q: Q::Flip }),
            Step::Ask(Ask { seat, q: Q::Menu }),
        ]);
    }

    pub(super) fn play_turn_agenda(&mut self, seat: Seat, i: usize) {
        let c = content();
        let a = self.players[seat].agenda_hand.remove(i);
        if let Some(t) = &mut self.turn {
            t.agenda = Some(a);
        }
        self.say(
            Text::key("voidfall-log-play-agenda")
                .player("player", seat)
                .card("card", format!("agenda-{}", c.agendas[a].id)),
        );
    }

    pub(super) fn flip_token(&mut self, seat: Seat, at: TokenAt) {
        if let Some(t) = &mut self.turn {
            t.flipped = Some(at);
        }
        self.say(Text::key("voidfall-log-flip").player("player", seat));
    }

    /// The turn's menu: the focus actions, the agenda action and tech bonuses
    /// still open and payable, and ending the turn.
    pub(super) fn menu_picks(&self, seat: Seat) -> Vec<Pick> {
        let c = content();
        let p = &self.players[seat];
        let Some(t) = &self.turn else { return Vec::new() };
        let mut out: Vec<Pick> =
            (0..3).filter(|a| self.may_resolve(seat, t.focus, *a)).map(Pick::FocusAction).collect();
        if let Some(a) = t.agenda {
            let kind = c.agendas[a].kind;
            if !t.done.contains(&Done::Agenda) && self.can_pay(seat, ActionRef::Agenda(kind)) {
                out.push(Pick::AgendaAction);
            }
        }
        for (i, held) in p.techs.iter().enumerate() {
            let def = &c.techs[held.tech];
            if t.done.contains(&Done::Bonus(i)) {
                continue;
            }
            if let Some((focuses, _)) = def.bonus(held.improved)
                && focuses.contains(&c.focus[t.focus].id)
                && self.can_pay(seat, ActionRef::TechBonus(held.tech, held.improved))
            {
                out.push(Pick::Bonus(i));
            }
            let repeat = def.side(held.improved).iter().any(
                |a| matches!(a, data::Ability::RepeatAction { focuses } if focuses.contains(&c.focus[t.focus].id)),
            );
            if repeat && !self.repeatable(seat).is_empty() {
                out.push(Pick::Bonus(i));
            }
        }
        out.push(Pick::EndTurn);
        out
    }

    /// Whether the answer may name this focus action now.
    pub(super) fn may_resolve(&self, seat: Seat, focus: usize, action: usize) -> bool {
        let Some(t) = &self.turn else { return false };
        let limit = if t.flipped.is_some() { 3 } else { 2 };
        t.focus == focus
            && !t.done.contains(&Done::Focus(focus, action))
            && t.focus_actions < limit
            && !self.despair_blocks(seat, focus)
            && self.can_pay(seat, ActionRef::Focus(focus, action))
    }

    /// Despair: actions of Prosperity, Innovation and Temptation may not be
    /// resolved or copied (the card may still be played, D-31).
    pub(crate) fn despair_blocks(&self, seat: Seat, focus: usize) -> bool {
        self.players[seat].afflictions[Affliction::Despair as usize]
            && ["prosperity", "innovation", "temptation"].contains(&content().focus[focus].id.as_str())
    }

    pub(super) fn menu_focus_action(&mut self, seat: Seat, a: usize) {
        let focus = self.turn.as_ref().map_or(0, |t| t.focus);
        if let Some(t) = &mut self.turn {
            t.done.push(Done::Focus(focus, a));
            t.focus_actions += 1;
        }
        self.say(Text::key("voidfall-log-action").player("player", seat).card("card", action_card(focus, a)));
        self.push([
            Step::Run { seat, action: ActionRef::Focus(focus, a), at: None },
            Step::Ask(Ask { seat, q: Q::Menu }),
        ]);
    }

    pub(super) fn menu_agenda_action(&mut self, seat: Seat) {
        let c = content();
        let kind = self.turn.as_ref().and_then(|t| t.agenda).map_or(AgendaKind::Scheme, |a| c.agendas[a].kind);
        if let Some(t) = &mut self.turn {
            t.done.push(Done::Agenda);
        }
        self.say(Text::key("voidfall-log-agenda-action").player("player", seat).icon("kind", kind.id()));
        self.push([Step::Run { seat, action: ActionRef::Agenda(kind), at: None }, Step::Ask(Ask { seat, q: Q::Menu })]);
    }

    pub(super) fn menu_bonus(&mut self, seat: Seat, i: usize) {
        let c = content();
        let held = self.players[seat].techs[i];
        if let Some(t) = &mut self.turn {
            t.done.push(Done::Bonus(i));
        }
        self.say(
            Text::key("voidfall-log-bonus")
                .player("player", seat)
                .card("tech", format!("tech-{}", c.techs[held.tech].id)),
        );
        let first = if c.techs[held.tech].bonus(held.improved).is_some() {
            Step::Run { seat, action: ActionRef::TechBonus(held.tech, held.improved), at: None }
        } else {
            Step::Ask(Ask { seat, q: Q::Repeat })
        };
        self.push([first, Step::Ask(Ask { seat, q: Q::Menu })]);
    }

    pub(super) fn copy_actions(&mut self, seat: Seat, focus: usize, chosen: &[Pick]) {
        let mut steps = Vec::new();
        for p in chosen {
            if let Pick::FocusAction(a) = p {
                if let Some(t) = &mut self.turn {
                    t.done.push(Done::Focus(focus, *a));
                }
                self.say(Text::key("voidfall-log-copy").player("player", seat).card("card", action_card(focus, *a)));
                steps.push(Step::Run { seat, action: ActionRef::Focus(focus, *a), at: None });
            }
        }
        self.push(steps);
    }

    pub(super) fn repeat_action(&mut self, seat: Seat, a: usize) {
        let focus = self.turn.as_ref().map_or(0, |t| t.focus);
        self.say(Text::key("voidfall-log-action").player("player", seat).card("card", action_card(focus, a)));
        self.push([Step::Run { seat, action: ActionRef::Focus(focus, a), at: None }]);
    }

    /// The played agenda and gained trade tokens are placed, then fleets over
    /// the battlegroup limit are recalled.
    pub(super) fn clean_up_turn(&mut self, seat: Seat) {
        let mut steps = Vec::new();
        let t = self.turn.as_ref();
        if t.is_some_and(|t| t.agenda.is_some()) {
            steps.push(Step::Ask(Ask { seat, q: Q::AgendaPlace }));
        }
        for _ in 0..t.map_or(0, |t| t.gained_tokens) {
            steps.push(Step::Ask(Ask { seat, q: Q::TokenPlace }));
        }
        steps.push(Step::Battlegroup(seat));
        steps.push(Step::FinishTurn(seat));
        self.push(steps);
    }

    pub(super) fn ask_battlegroup_limit(&mut self, seat: Seat) {
        if let Some(sector) = (0..self.sectors.len()).find(|&s| self.fleet_count(seat, s) > 2) {
            self.push([Step::Ask(Ask { seat, q: Q::Battlegroup { sector } }), Step::Battlegroup(seat)]);
        }
    }

    pub(super) fn finish_turn(&mut self, seat: Seat) {
        if let Some(t) = self.turn.take() {
            self.players[seat].focus_discard.push(t.focus);
            // A corruption may have displaced the flipped token already
            // (sending it back); only a token still in place returns now.
            if let Some(at) = t.flipped
                && self.has_token(seat, at)
            {
                self.set_token(seat, at, false);
                self.return_token();
            }
        }
        self.settle(seat);
    }
}
