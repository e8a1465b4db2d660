//! Running an action: asking whether to resolve it, paying its costs (resources,
//! fleet power, corruption, tokens), then its effects one by one.

use super::{Action, ActionRef, Ask, Cost, Pick, Q, Resource, Seat, Step, Text, Track, Voidfall, balance};

impl Voidfall {
    pub(super) fn run_action(&mut self, seat: Seat, action: ActionRef, at: Option<usize>) {
        if !self.can_pay(seat, action) {
            // Only bonuses can come up unpayable (menus offer payable actions).
            self.say(Text::key("voidfall-log-cannot-pay").player("player", seat));
            return;
        }
        if !action.chosen_already() && !action.action().cost.is_empty() {
            self.push_ask(seat, Q::Confirm { action, at });
        } else {
            self.resolve(seat, action, at);
        }
    }

    /// Pay an action's costs, then resolve its effects.
    pub(super) fn resolve(&mut self, seat: Seat, action: ActionRef, at: Option<usize>) {
        self.action_sector = at;
        self.push([Step::Costs { seat, action }, Step::Effects { seat, action, at: at.is_some() }]);
    }

    /// One effect resolves; among more, the player chooses.
    pub(super) fn choose_effects(&mut self, seat: Seat, action: ActionRef, at: bool) {
        let a = action.action();
        let sector = if at || a.in_recalled_sector { self.action_sector } else { None };
        if a.effects.len() == 1 {
            self.push([Step::Verb { seat, action, effect: 0, sector }]);
        } else if !a.effects.is_empty() {
            self.push_ask(seat, Q::Effects { action, sector });
        }
    }

    pub(super) fn queue_effects(&mut self, seat: Seat, action: ActionRef, sector: Option<usize>, chosen: &[Pick]) {
        let steps: Vec<Step> = chosen
            .iter()
            .filter_map(|p| match p {
                Pick::Effect(i) => Some(Step::Verb { seat, action, effect: *i, sector }),
                _ => None,
            })
            .collect();
        // Any subset resolves in the listed order.
        let mut steps = steps;
        steps.sort_by_key(|s| match s {
            Step::Verb { effect, .. } => *effect,
            _ => 0,
        });
        self.push(steps);
    }

    pub(super) fn resolve_effect(&mut self, seat: Seat, action: ActionRef, effect: usize, sector: Option<usize>) {
        let v = &action.action().effects[effect];
        self.ledger.source = balance::Source::of(action);
        self.exec_verb(seat, v, sector);
    }

    /// Fleet power spent one at a time from the reserve.
    pub(super) fn spend_fleet_power(&mut self, seat: Seat, n: u8) {
        if n > 0 {
            if self.players[seat].reserve > 0 {
                self.players[seat].reserve -= 1;
                self.players[seat].supply_power += 1;
                self.push([Step::Spend { seat, n: n - 1 }]);
            } else if self.map_power(seat) > 0 {
                // An empty reserve forces a recall first (§5.10).
                self.push([
                    Step::Ask(Ask { seat, q: Q::Recall { left: 1, spend: true } }),
                    Step::Spend { seat, n: n - 1 },
                ]);
            }
        }
    }

    pub(super) fn ask_deploy(&mut self, seat: Seat, sector: usize, n: u8) {
        if n > 0 && self.players[seat].reserve > 0 {
            self.push_ask(seat, Q::DeployModel { sector, left: n });
        }
    }

    /// One step up a track, and the action of the space reached.
    pub(super) fn advance_benefit(&mut self, seat: Seat, track: Track) {
        let pos = self.players[seat].tracks[track as usize] as usize;
        self.players[seat].tracks[track as usize] += 1;
        self.say(
            Text::key("voidfall-log-advance").player("player", seat).icon("track", track.id()).num("space", pos + 1),
        );
        self.push([Step::Run { seat, action: ActionRef::Track(track, pos), at: None }]);
    }
}

/// Whether every cost of an action can be paid in full now.
impl Voidfall {
    pub(crate) fn can_pay(&self, seat: Seat, action: ActionRef) -> bool {
        let mut need = [0u8; 5];
        for k in &action.action().cost {
            match k {
                Cost::Pay(r, n) => need[*r as usize] += n,
                Cost::SpendFleet(n) => {
                    if (self.players[seat].reserve as u32 + self.map_power(seat)) < *n as u32 {
                        return false;
                    }
                }
                Cost::Recall(n) => {
                    if self.map_power(seat) < *n as u32 {
                        return false;
                    }
                }
                // D-30: a corruption with nowhere to go cannot be paid.
                Cost::Corruption => {
                    if self.corruption_places(seat).is_empty() {
                        return false;
                    }
                }
                Cost::Voidborn => {}
                Cost::TradeToken(n) => {
                    if self.spendable_tokens(seat).len() < *n as usize {
                        return false;
                    }
                }
                Cost::LowerPopulation => {
                    if self.lowerable(seat).is_empty() {
                        return false;
                    }
                }
            }
        }
        !self.payment_options_for(seat, need, self.credit_may_pay(action)).is_empty()
    }

    pub(crate) fn payment_options(&self, seat: Seat, action: ActionRef) -> Vec<Option<Resource>> {
        let mut need = [0u8; 5];
        for k in &action.action().cost {
            if let Cost::Pay(r, n) = k {
                need[*r as usize] += n;
            }
        }
        self.payment_options_for(seat, need, self.credit_may_pay(action))
    }

    /// R5.2: a credit stands in for a supply only in the cost of an action a
    /// player takes (focus, agenda and tech bonus actions), never in an event
    /// item's, a reward's or a gain's. Rules version 5 let every cost take one.
    fn credit_may_pay(&self, action: ActionRef) -> bool {
        !self.rules_at_least(6) || action.chosen_already()
    }

    /// R5.2: pay as printed, or (where `credit` allows) let one credit replace
    /// one supply.
    fn payment_options_for(&self, seat: Seat, need: [u8; 5], credit: bool) -> Vec<Option<Resource>> {
        let have = self.players[seat].storage;
        let fits = |n: [u8; 5]| (0..5).all(|i| n[i] <= have[i]);
        let mut out = Vec::new();
        if fits(need) {
            out.push(None);
        }
        for r in Resource::SUPPLIES.into_iter().filter(|_| credit) {
            if need[r as usize] > 0 {
                let mut n = need;
                n[r as usize] -= 1;
                n[Resource::Credits as usize] += 1;
                if fits(n) {
                    out.push(Some(r));
                }
            }
        }
        out
    }

    pub(super) fn pay_costs(&mut self, seat: Seat, action: ActionRef) {
        let a = action.action();
        let mut steps = Vec::new();
        if a.cost.iter().any(|k| matches!(k, Cost::Pay(..))) {
            steps.push(Step::Ask(Ask { seat, q: Q::Pay { action } }));
        }
        for k in &a.cost {
            match k {
                Cost::Pay(..) => {}
                Cost::SpendFleet(n) => steps.push(Step::Spend { seat, n: *n }),
                Cost::Recall(n) => steps.push(Step::Ask(Ask { seat, q: Q::Recall { left: *n, spend: false } })),
                Cost::Corruption => steps.push(Step::Ask(Ask { seat, q: Q::Corruption { as_cost: true } })),
                Cost::Voidborn => steps.push(Step::VoidbornDeploy(seat)),
                Cost::TradeToken(n) => steps.push(Step::Ask(Ask { seat, q: Q::SpendToken { left: *n } })),
                Cost::LowerPopulation => steps.push(Step::Ask(Ask { seat, q: Q::LowerPopulation })),
            }
        }
        self.push(steps);
    }

    pub(super) fn pay_resources(&mut self, seat: Seat, action: &Action, credit_for: Option<Resource>) {
        let mut need = [0u8; 5];
        for k in &action.cost {
            if let Cost::Pay(r, n) = k {
                need[*r as usize] += n;
            }
        }
        if let Some(r) = credit_for {
            need[r as usize] -= 1;
            need[Resource::Credits as usize] += 1;
        }
        let p = &mut self.players[seat];
        for i in 0..5 {
            p.storage[i] -= need[i].min(p.storage[i]);
        }
    }
}
