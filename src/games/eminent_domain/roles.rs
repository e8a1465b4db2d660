//! The six roles: each role card's action, and each role as led or followed;
//! attacking, settling, producing, trading and researching.

use super::EminentDomain;
use super::cards::{Card, Icon, Stack};
use super::flow::Ask;
use super::planets::PlanetId;
use super::techs::{Effect, TechId};
use engine::{GameRng, LogEntry, RuleError, Seat, Text};

fn no_planet() -> RuleError {
    RuleError(Text::key("eminent-domain-error-planet"))
}

impl EminentDomain {
    /// Play a card from hand for its action.
    pub(super) fn play_action(&mut self, seat: Seat, card: Card, rng: &mut GameRng) -> Result<(), RuleError> {
        match card {
            Card::Politics => self.politics_action(seat),
            Card::Survey => self.survey_action(seat, rng),
            Card::Warfare => self.warfare_action(seat),
            Card::Colonize => self.colonize_action(seat),
            Card::ProduceTrade => self.produce_trade_action(seat),
            Card::Research => self.research_action(seat),
            Card::Tech(t) => {
                let action = t.action().ok_or_else(|| RuleError(Text::key("eminent-domain-error-no-card")))?;
                self.play_tech(seat, action, rng);
            }
        }
        Ok(())
    }

    /// Politics: remove this card from the game and take a role card of your
    /// choice from the stacks into your hand.
    fn politics_action(&mut self, seat: Seat) {
        if let Some(card) = self.turn.action_card.take() {
            self.players[seat].removed.push(card);
        }
        self.take_role_cards(seat, 1);
    }

    /// Ask for `n` role cards from the stacks, one at a time, while any is left.
    pub(super) fn take_role_cards(&mut self, seat: Seat, n: u32) {
        if self.any_stack_left() {
            self.ask(seat, Ask::TakeRole { left: n });
        }
    }

    /// Survey: draw two cards.
    fn survey_action(&mut self, seat: Seat, rng: &mut GameRng) {
        self.draw_cards(seat, 2, rng);
    }

    /// Warfare: collect a fighter, or attack a planet.
    fn warfare_action(&mut self, seat: Seat) {
        self.collect_or_attack(seat, 1);
    }

    /// Collect `n` fighters, or attack one planet instead when one can be attacked.
    pub(super) fn collect_or_attack(&mut self, seat: Seat, n: u32) {
        if self.attackable(seat).is_empty() {
            self.gain_fighters(seat, n);
        } else {
            self.ask(seat, Ask::Warfare { fighters: n });
        }
    }

    /// Colonize: tuck this card under a face-down planet of yours as a colony, or
    /// settle a planet whose colonies (with your empire's colonize symbols) are
    /// enough.
    pub(super) fn colonize_action(&mut self, seat: Seat) {
        let can_tuck = self.turn.action_card.is_some() && !self.face_down(seat).is_empty();
        if can_tuck || !self.settleable(seat).is_empty() {
            self.ask(seat, Ask::ColonizeAction);
        }
    }

    /// Produce/Trade: put a resource in an empty slot, or trade one resource for
    /// one influence.
    fn produce_trade_action(&mut self, seat: Seat) {
        let any = !self.slots(seat, false).is_empty()
            || !self.slots(seat, true).is_empty()
            || (self.may_trade_fighters(seat) && self.players[seat].fighters > 0);
        if any {
            self.ask(seat, Ask::ProduceOrTrade);
        }
    }

    /// Research: remove up to two cards from the game, chosen from your hand and
    /// this card.
    fn research_action(&mut self, seat: Seat) {
        self.ask(seat, Ask::Remove { max: 2, with_action_card: true });
    }

    // ----- roles -----

    /// A leader's or a follower's role, with the symbols they have. The leader
    /// bonuses: Survey looks at one more planet, Warfare may attack instead,
    /// Colonize may settle instead (Bureaucracy grants the last two to followers).
    pub(super) fn resolve_role(&mut self, seat: Seat, leader: bool, rng: &mut GameRng) {
        let Some(role) = self.turn.role else { return };
        let n = self.symbols(seat, leader);
        self.say(Text::key("eminent-domain-log-symbols").player("player", seat).num("n", n).icon("role", role.id()));
        let bonus = leader || self.leader_bonus_when_following(seat, role);
        match role {
            Icon::Survey => self.survey_role(seat, n, leader, rng),
            Icon::Warfare => {
                if bonus {
                    self.collect_or_attack(seat, n);
                } else {
                    self.gain_fighters(seat, n);
                }
            }
            Icon::Colonize => self.colonize_role(seat, bonus),
            Icon::Produce => self.produce(seat, n),
            Icon::Trade => self.trade(seat, n),
            Icon::Research => self.research_role(seat, n),
        }
    }

    /// Survey: look at one planet fewer than your symbols (the leader one more),
    /// keep one face down, discard the rest face up.
    fn survey_role(&mut self, seat: Seat, symbols: u32, leader: bool, rng: &mut GameRng) {
        let n = (symbols + u32::from(leader)).saturating_sub(1);
        let looked: Vec<PlanetId> = (0..n).map_while(|_| self.draw_planet(rng)).collect();
        if looked.is_empty() {
            return;
        }
        self.log.extend(LogEntry::split(
            seat,
            Text::key("eminent-domain-log-survey-look")
                .player("player", seat)
                .cards("planets", looked.iter().map(|p| p.id())),
            Text::key("eminent-domain-log-survey").player("player", seat).num("n", looked.len()),
        ));
        self.players[seat].looking = looked;
        if self.players[seat].looking.len() == 1 {
            // Only one planet: it is kept without asking.
            let _ = self.keep_surveyed(seat, 0);
        } else {
            self.ask(seat, Ask::Survey);
        }
    }

    /// Keep the `i`th planet looked at face down; the others go face up to the
    /// planet discard pile.
    pub(super) fn keep_surveyed(&mut self, seat: Seat, i: usize) -> Result<(), RuleError> {
        if i >= self.players[seat].looking.len() {
            return Err(no_planet());
        }
        let mut looked = std::mem::take(&mut self.players[seat].looking);
        let kept = looked.remove(i);
        self.log.extend(LogEntry::split(
            seat,
            Text::key("eminent-domain-log-keep").player("player", seat).card("planet", kept.id()),
            Text::key("eminent-domain-log-keep-hidden").player("player", seat),
        ));
        if !looked.is_empty() {
            self.say(
                Text::key("eminent-domain-log-planets-discarded")
                    .player("player", seat)
                    .cards("planets", looked.iter().map(|p| p.id())),
            );
        }
        for p in looked {
            self.planet_discard.put_top(p);
        }
        self.add_face_down(seat, kept);
        Ok(())
    }

    /// Colonize: all Colonize cards played go under one face-down planet as
    /// colonies, or the leader settles a planet instead.
    ///
    /// Decision: colonize symbols of face-up planets and permanents add no
    /// colonies in this role; they lower every settling cost instead.
    fn colonize_role(&mut self, seat: Seat, may_settle: bool) {
        let tuck = self.played_colonies(seat) > 0 && !self.face_down(seat).is_empty();
        let settle = may_settle && !self.settleable(seat).is_empty();
        if tuck || settle {
            self.ask(seat, Ask::ColonizeRole { settle: may_settle });
        }
    }

    /// Colonies the cards a player played for the current role are worth.
    pub(super) fn played_colonies(&self, seat: Seat) -> u32 {
        self.players[seat].played.iter().map(|c| self.card_icons(seat, *c, Icon::Colonize)).sum()
    }

    /// Tuck every played card with colonize symbols under planet `i`.
    pub(super) fn tuck_played(&mut self, seat: Seat, i: usize) -> Result<(), RuleError> {
        if !self.face_down(seat).contains(&i) {
            return Err(no_planet());
        }
        let played = std::mem::take(&mut self.players[seat].played);
        let (tucked, rest): (Vec<Card>, Vec<Card>) =
            played.into_iter().partition(|c| self.card_icons(seat, *c, Icon::Colonize) > 0);
        let colonies: u32 = tucked.iter().map(|c| self.card_icons(seat, *c, Icon::Colonize)).sum();
        self.players[seat].played = rest;
        let h = &mut self.players[seat].planets[i];
        h.colonies += colonies;
        h.tucked.extend(tucked);
        self.say(
            Text::key("eminent-domain-log-colonies").player("player", seat).num("n", colonies).num("planet", i + 1),
        );
        Ok(())
    }

    /// Tuck the action card under planet `i` as `colonies` colonies.
    pub(super) fn tuck_action_card(&mut self, seat: Seat, i: usize, colonies: u32) -> Result<(), RuleError> {
        if !self.face_down(seat).contains(&i) {
            return Err(no_planet());
        }
        let card = self.turn.action_card.take().ok_or_else(no_planet)?;
        let h = &mut self.players[seat].planets[i];
        h.colonies += colonies;
        h.tucked.push(card);
        self.say(
            Text::key("eminent-domain-log-colonies").player("player", seat).num("n", colonies).num("planet", i + 1),
        );
        Ok(())
    }

    /// Produce: one resource per symbol in empty slots of face-up planets.
    /// Decision: every symbol that can be used is used (produce and trade are
    /// never partly declined); with no choice left, nobody is asked.
    pub(super) fn produce(&mut self, seat: Seat, n: u32) {
        let empty = self.slots(seat, false);
        if n == 0 || empty.is_empty() {
            return;
        }
        if empty.len() <= n as usize {
            for (i, j) in empty {
                let _ = self.produce_at(seat, i, j);
            }
        } else {
            self.ask(seat, Ask::Produce { n });
        }
    }

    /// Trade: one resource (or, with Weapon Emporium, fighter) per symbol for one
    /// influence each.
    fn trade(&mut self, seat: Seat, n: u32) {
        let filled = self.slots(seat, true);
        let fighters = self.may_trade_fighters(seat) && self.players[seat].fighters > 0;
        if n == 0 || (filled.is_empty() && !fighters) {
            return;
        }
        if filled.len() <= n as usize && !fighters {
            for (i, j) in filled {
                let _ = self.trade_at(seat, i, j);
            }
        } else {
            self.ask(seat, Ask::Trade { n });
        }
    }

    /// Research: take one technology whose cost the symbols meet and whose
    /// planet prerequisite the empire meets, or none.
    fn research_role(&mut self, seat: Seat, symbols: u32) {
        if !self.affordable_techs(seat, symbols).is_empty() {
            self.ask(seat, Ask::Research { symbols });
        }
    }

    /// Technology faces this player may take with `symbols` research symbols.
    pub(super) fn affordable_techs(&self, seat: Seat, symbols: u32) -> Vec<TechId> {
        self.tech_supply
            .iter()
            .flat_map(|t| t.faces())
            .filter(|t| {
                let tech = t.get();
                let (count, kind) = tech.needs;
                let have =
                    self.players[seat].planets.iter().filter(|h| h.face_up && h.planet.get().kind == kind).count();
                tech.cost <= symbols && have as u32 >= count
            })
            .collect()
    }

    /// Take a technology: a permanent goes into the empire with the chosen side
    /// up; any other into the hand.
    pub(super) fn gain_tech(&mut self, seat: Seat, face: TechId) -> Result<(), RuleError> {
        let pos = self
            .tech_supply
            .iter()
            .position(|t| t.faces().contains(&face))
            .ok_or_else(|| RuleError(Text::key("eminent-domain-error-tech")))?;
        self.tech_supply.remove(pos);
        self.say(
            Text::key("eminent-domain-log-tech")
                .player("player", seat)
                .card("card", face.id())
                .num("influence", face.get().influence),
        );
        match face.get().effect {
            Effect::Permanent(_) => self.players[seat].permanents.push(face),
            Effect::Action(_) => {
                self.players[seat].hand.push(Card::Tech(face));
                self.sort_hand(seat);
            }
        }
        Ok(())
    }

    // ----- planets -----

    pub(super) fn face_down(&self, seat: Seat) -> Vec<usize> {
        (0..self.players[seat].planets.len()).filter(|&i| !self.players[seat].planets[i].face_up).collect()
    }

    /// Fighters an attack on `planet` takes from this player: its warfare cost,
    /// less two with the Scorched Earth Policy. The rulebook's text for the policy
    /// says "warfare cost −2" and "leave a fighter on the planet", with no extra
    /// fighter to pay (Board Game Arena charges the same): the fighter left is one
    /// of those paid, staying on the planet instead of going back to the supply.
    /// So an attack with the policy pays at least that one fighter (a start
    /// planet costs 1, not 0).
    pub(super) fn attack_cost(&self, seat: Seat, planet: PlanetId) -> u32 {
        let cost = planet.get().warfare_cost;
        if self.has_scorched_earth(seat) { cost.saturating_sub(2).max(1) } else { cost }
    }

    pub(super) fn attackable(&self, seat: Seat) -> Vec<usize> {
        let p = &self.players[seat];
        self.face_down(seat)
            .into_iter()
            .filter(|&i| p.fighters >= self.attack_cost(seat, p.planets[i].planet))
            .collect()
    }

    /// Colonies still needed: the cost less the colonies and the empire's
    /// colonize symbols.
    pub(super) fn settleable(&self, seat: Seat) -> Vec<usize> {
        let discount = self.empire_icons(seat, Icon::Colonize);
        let p = &self.players[seat];
        self.face_down(seat)
            .into_iter()
            .filter(|&i| p.planets[i].colonies + discount >= p.planets[i].planet.get().colonize_cost)
            .collect()
    }

    pub(super) fn can_settle(&self, seat: Seat, i: usize) -> bool {
        self.settleable(seat).contains(&i)
    }

    /// Attack planet `i`: return its cost in fighters and turn it face up.
    pub(super) fn attack(&mut self, seat: Seat, i: usize) -> Result<(), RuleError> {
        if !self.attackable(seat).contains(&i) {
            return Err(no_planet());
        }
        let planet = self.players[seat].planets[i].planet;
        let cost = self.attack_cost(seat, planet);
        self.players[seat].fighters -= cost;
        self.players[seat].planets[i].occupied = self.has_scorched_earth(seat);
        self.say(
            Text::key("eminent-domain-log-attack")
                .player("player", seat)
                .card("planet", planet.id())
                .num("n", cost)
                .num("influence", planet.get().influence),
        );
        self.turn_face_up(seat, i);
        Ok(())
    }

    /// Settle planet `i`: its colonies are enough; turn it face up.
    pub(super) fn settle(&mut self, seat: Seat, i: usize) -> Result<(), RuleError> {
        if !self.can_settle(seat, i) {
            return Err(no_planet());
        }
        let planet = self.players[seat].planets[i].planet;
        self.say(
            Text::key("eminent-domain-log-settle")
                .player("player", seat)
                .card("planet", planet.id())
                .num("influence", planet.get().influence),
        );
        self.turn_face_up(seat, i);
        Ok(())
    }

    /// A planet joins the empire face up; the cards tucked under it go to the
    /// discard pile.
    pub(super) fn turn_face_up(&mut self, seat: Seat, i: usize) {
        let p = &mut self.players[seat];
        let h = &mut p.planets[i];
        h.face_up = true;
        h.colonies = 0;
        for c in h.tucked.drain(..) {
            p.discard.put_top(c);
        }
        self.abundance_fill(seat, i);
    }

    /// Empty (`filled == false`) or filled slots `(planet, slot)` of face-up
    /// planets that can store resources.
    pub(super) fn slots(&self, seat: Seat, filled: bool) -> Vec<(usize, usize)> {
        let p = &self.players[seat];
        p.planets
            .iter()
            .enumerate()
            .filter(|(_, h)| h.face_up && !h.occupied)
            .flat_map(|(i, h)| {
                h.filled.iter().enumerate().filter(move |(_, f)| **f == filled).map(move |(j, _)| (i, j))
            })
            .collect()
    }

    pub(super) fn produce_at(&mut self, seat: Seat, i: usize, j: usize) -> Result<(), RuleError> {
        if !self.slots(seat, false).contains(&(i, j)) {
            return Err(no_planet());
        }
        self.players[seat].planets[i].filled[j] = true;
        let r = self.players[seat].planets[i].planet.get().slots[j];
        if seat == self.turn.leader {
            self.turn.produced.push(r);
        }
        self.say(Text::key("eminent-domain-log-produce").player("player", seat).icon("resource", r.id()));
        Ok(())
    }

    pub(super) fn trade_at(&mut self, seat: Seat, i: usize, j: usize) -> Result<(), RuleError> {
        if !self.slots(seat, true).contains(&(i, j)) {
            return Err(no_planet());
        }
        self.players[seat].planets[i].filled[j] = false;
        let r = self.players[seat].planets[i].planet.get().slots[j];
        if seat == self.turn.leader {
            self.turn.traded.push(r);
        }
        self.say(Text::key("eminent-domain-log-trade").player("player", seat).icon("resource", r.id()));
        self.gain_influence(seat, 1, Text::key("eminent-domain-source-trade").icon("resource", r.id()));
        Ok(())
    }

    /// Weapon Emporium: a fighter traded like a resource (of no type).
    pub(super) fn trade_fighter(&mut self, seat: Seat) -> Result<(), RuleError> {
        if !self.may_trade_fighters(seat) || self.players[seat].fighters == 0 {
            return Err(no_planet());
        }
        self.players[seat].fighters -= 1;
        self.say(Text::key("eminent-domain-log-trade-fighter").player("player", seat));
        self.gain_influence(seat, 1, Text::key("eminent-domain-source-trade-fighter"));
        Ok(())
    }

    /// Whether any role stack in play still has cards.
    pub(super) fn any_stack_left(&self) -> bool {
        self.stacks_in_play().into_iter().any(|s: Stack| self.stack_count(s) > 0)
    }
}
