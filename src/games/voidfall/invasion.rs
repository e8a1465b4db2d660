//! Invasions on the board (spec §5.11–§5.12): which sectors may be invaded,
//! the battlegroups combat reads from the board, the outcome the invader sees
//! before confirming, and what a result does to the sector.

use super::balance::Source;
use super::combat::{self, Ending, Fighter, Losses, Report, UNITS};
use super::data::{VOIDBORN_UNIT, content};
use super::flow::{ActionRef, Pick, Step};
use super::{Affliction, Control, FallenHouse, Model, Player, Resource, Seat, Text, Voidfall, flow, verbs};

/// Fleet power moving into an invasion: (from, model, power).
pub type Moving = Vec<(usize, Model, u8)>;

/// The picked units of an invasion, summed per (sector, model).
pub fn moving_of(units: &[Pick]) -> Moving {
    let mut moving: Moving = Vec::new();
    for u in units {
        if let Pick::Unit(s, m, _) = u {
            match moving.iter_mut().find(|(s2, m2, _)| s2 == s && m2 == m) {
                Some(e) => e.2 += 1,
                None => moving.push((*s, *m, 1)),
            }
        }
    }
    moving
}

fn sector_card(g: &Voidfall, s: usize) -> String {
    format!("sector-{}", g.sector_id(s))
}

/// The catalog id of a Fallen House card.
pub fn fallen_card(f: FallenHouse) -> String {
    format!("fallen-{}", content().fallen[f.card].id)
}

impl Voidfall {
    /// Sectors next to your fleets that are not yours and not a home sector:
    /// uncontrolled ones are taken, the others fought for.
    pub(super) fn invasion_targets(&self, seat: Seat) -> Vec<usize> {
        (0..self.sectors.len())
            .filter(|t| self.sectors[*t].home_of.is_none() && self.sectors[*t].control() != Control::Player(seat))
            .filter(|t| self.reach(seat, *t).iter().any(|s| self.sectors[*s].power_of(seat) > 0))
            .collect()
    }

    /// Whether invading the target means a combat.
    pub(super) fn is_combat(&self, target: usize) -> bool {
        self.sectors[target].control() != Control::Uncontrolled
    }

    /// A player's battlegroup of `power` fighting for `target`.
    fn player_fighter(&self, seat: Seat, power: [u32; UNITS], target: usize, invading: bool) -> Fighter {
        let c = content();
        let p = &self.players[seat];
        let sec = &self.sectors[target];
        let techs: Vec<(usize, bool)> = p.techs.iter().map(|h| (h.tech, h.improved)).collect();
        let token = p.techs.iter().any(|h| {
            let side = if h.improved { &c.techs[h.tech].combat.improved } else { &c.techs[h.tech].combat.basic };
            h.token && side.costs_trade_token
        });
        let yards = self
            .adjacent(target)
            .iter()
            .filter(|s| self.sectors[**s].control() == Control::Player(seat) && self.sectors[**s].shipyards() > 0)
            .count() as u32;
        Fighter {
            power,
            order: p.casualty_order(),
            techs,
            turmoil: p.afflictions[Affliction::Turmoil as usize] && sec.corrupt,
            defenses: if invading { 0 } else { sec.defenses() as u32 },
            yards_adjacent: yards,
            energy: p.storage[Resource::Energy as usize] as u32,
            trade_token: token,
            reserve: p.reserve as u32,
            salvo_absorb: 0,
            holds_with_defenses: false,
        }
    }

    /// Who holds the target and their battlegroup (none for an uncontrolled one).
    pub(super) fn defender(&self, target: usize) -> Option<(Option<Seat>, Fighter)> {
        let sec = &self.sectors[target];
        match sec.control() {
            Control::Player(d) => {
                let mut power = [0; UNITS];
                for m in Model::ALL {
                    power[*m as usize] = sec.power[d][*m as usize] as u32;
                }
                Some((Some(d), self.player_fighter(d, power, target, false)))
            }
            Control::Voidborn => {
                let absorption = self.event.map_or(0, |e| content().events[e].absorption as u32);
                Some((None, combat::voidborn(sec.voidborn as u32, sec.defenses() as u32, absorption)))
            }
            Control::Fallen => Some((None, combat::fallen_house(sec.defenses() as u32))),
            Control::Uncontrolled => None,
        }
    }

    pub(super) fn invader(&self, seat: Seat, target: usize, moving: &Moving) -> Fighter {
        let mut power = [0; UNITS];
        for (_, m, n) in moving {
            power[*m as usize] += *n as u32;
        }
        self.player_fighter(seat, power, target, true)
    }

    /// The fleet power leaves its sectors; sectors left empty empty first (D-17).
    fn depart(&mut self, seat: Seat, moving: &Moving) {
        for (s, m, n) in moving {
            let have = &mut self.sectors[*s].power[seat][*m as usize];
            *have = have.saturating_sub(*n);
        }
        for (s, _, _) in moving {
            self.check_left(seat, *s);
        }
    }

    /// The combat an invasion would fight, as the board would stand once the
    /// fleets left, for each casualty order the defender could have set: the
    /// defender's order is theirs alone, so the invader is shown every outcome
    /// it allows.
    fn possible_reports(&self, seat: Seat, target: usize, moving: &Moving) -> Vec<Report> {
        let mut after = self.clone();
        after.depart(seat, moving);
        after.log.clear();
        let Some((owner, defender)) = after.defender(target) else { return Vec::new() };
        let invader = after.invader(seat, target, moving);
        let orders: Vec<Vec<usize>> = match owner {
            Some(d) => Model::ALL
                .iter()
                .map(|m| Player { casualty_first: *m, ..after.players[d].clone() }.casualty_order())
                .collect(),
            None => vec![defender.order.clone()],
        };
        orders
            .into_iter()
            .map(|order| combat::resolve(invader.clone(), Fighter { order, ..defender.clone() }))
            .collect()
    }

    /// What the invader is shown before confirming: the outcome, or its range
    /// when the defender's private casualty order could change it.
    pub(super) fn invasion_preview(&self, seat: Seat, target: usize, moving: &Moving) -> Text {
        let reports = self.possible_reports(seat, target, moving);
        let mine: Vec<u32> = reports.iter().map(|r| r.invader.left.iter().sum()).collect();
        let theirs: Vec<u32> = reports.iter().map(|r| r.defender.left.iter().sum()).collect();
        let mut endings: Vec<Ending> = reports.iter().map(|r| r.result).collect();
        endings.sort();
        endings.dedup();
        let range = |v: &[u32]| (v.iter().copied().min().unwrap_or(0), v.iter().copied().max().unwrap_or(0));
        let ((a, b), (c, d)) = (range(&mine), range(&theirs));
        let result = match endings.as_slice() {
            [one] => Text::key(format!("voidfall-result-{}", one.id())),
            _ => Text::key("voidfall-result-varies"),
        };
        if a == b && c == d && endings.len() == 1 {
            Text::key("voidfall-preview-exact").text("result", result).num("mine", a).num("theirs", c)
        } else {
            Text::key("voidfall-preview-range")
                .text("result", result)
                .num("mine_min", a)
                .num("mine_max", b)
                .num("theirs_min", c)
                .num("theirs_max", d)
        }
    }

    /// Invade: the chosen power leaves its sectors (those left empty empty
    /// first, D-17); an uncontrolled target is simply yours, any other is
    /// fought for.
    pub(super) fn invade(&mut self, seat: Seat, target: usize, moving: &Moving) {
        self.say(Text::key("voidfall-log-invade").player("player", seat).card("sector", sector_card(self, target)));
        let combat = self.is_combat(target);
        if combat {
            self.scan_for_salvage(seat, target);
        }
        self.depart(seat, moving);
        match self.defender(target) {
            Some((owner, defender)) => {
                let invader = self.invader(seat, target, moving);
                let report = combat::resolve(invader, defender);
                self.settle_combat(seat, owner, target, &report);
            }
            None => {
                for (_, m, n) in moving {
                    self.sectors[target].power[seat][*m as usize] += n;
                }
                self.arrive(seat, target);
            }
        }
    }

    /// Salvage Scanner: a reclaim token onto a Voidborn target (improved: any
    /// corrupt one too) before the combat, to be taken if it is won.
    fn scan_for_salvage(&mut self, seat: Seat, target: usize) {
        let c = content();
        let voidborn = self.sectors[target].control() == Control::Voidborn;
        let corrupt = self.sectors[target].corrupt;
        let scan = self.players[seat].techs.iter().any(|h| {
            let side = if h.improved { &c.techs[h.tech].combat.improved } else { &c.techs[h.tech].combat.basic };
            side.reclaim_before_combat && (voidborn || (corrupt && side.reclaim_on_corrupt))
        });
        if scan {
            self.place_reclaim(target);
        }
    }

    /// The invader's combat numbers that act after the battle.
    fn after_win(&self, seat: Seat) -> (bool, bool, bool, u32) {
        let c = content();
        let mut out = (false, false, false, 0);
        for h in &self.players[seat].techs {
            let side = if h.improved { &c.techs[h.tech].combat.improved } else { &c.techs[h.tech].combat.basic };
            out.0 |= side.bounty_after_win;
            out.1 |= side.keep_installations;
            out.2 |= side.remove_corruption_after_win;
            out.3 += side.deploy_after;
        }
        out
    }

    /// Costs paid and losses recalled on one side: lost power to the reserve
    /// (or home, Escape Pods), Voidborn fleets to the supply.
    fn pay_losses(&mut self, seat: Seat, l: &Losses) {
        let c = content();
        let p = &mut self.players[seat];
        p.storage[Resource::Energy as usize] =
            p.storage[Resource::Energy as usize].saturating_sub(l.energy_spent as u8);
        p.reserve = p.reserve.saturating_sub(l.launched as u8);
        let sent_home: u32 = l.home.iter().sum();
        p.reserve += (l.lost.len() as u32 - sent_home) as u8;
        if l.token_spent {
            let at = p.techs.iter().position(|h| {
                let side = if h.improved { &c.techs[h.tech].combat.improved } else { &c.techs[h.tech].combat.basic };
                h.token && side.costs_trade_token
            });
            if let Some(i) = at {
                self.spend_token(seat, &Pick::Token(flow::TokenAt::Tech(i)));
            }
        }
        if sent_home > 0 {
            let home = self.home(seat);
            for m in Model::ALL {
                self.sectors[home].power[seat][*m as usize] += l.home[*m as usize] as u8;
            }
            self.say(Text::key("voidfall-log-escape-home").player("player", seat).num("n", sent_home));
        }
    }

    fn settle_combat(&mut self, seat: Seat, owner: Option<Seat>, target: usize, r: &Report) {
        self.say(
            Text::key("voidfall-log-combat")
                .card("sector", sector_card(self, target))
                .num("lost", r.invader.lost.len())
                .num("defender_lost", r.defender.lost.len())
                .num("salvos", r.salvos)
                .text("result", Text::key(format!("voidfall-result-{}", r.result.id()))),
        );
        self.pay_losses(seat, &r.invader);
        match owner {
            Some(d) => {
                self.pay_losses(d, &r.defender);
                for m in Model::ALL {
                    self.sectors[target].power[d][*m as usize] = r.defender.left[*m as usize] as u8;
                }
            }
            None => self.sectors[target].voidborn = r.defender.left[VOIDBORN_UNIT] as u8,
        }
        let (bounty, keep, clean, deploy_after) = self.after_win(seat);
        let fallen = self.sectors[target].fallen;
        match r.result {
            Ending::InvaderWins => {
                for m in Model::ALL {
                    self.sectors[target].power[seat][*m as usize] += r.invader.left[*m as usize] as u8;
                }
                self.take_fought_sector(seat, target, keep);
                if let Some(f) = fallen {
                    self.take_fallen_reward(seat, target, f);
                }
                if bounty {
                    self.exec_verb(seat, &verbs::Verb::Bounty, None);
                }
                for _ in 0..deploy_after {
                    self.deploy(seat, target, Model::Corvette);
                }
                self.liberate(seat, target, if fallen.is_some() { Source::FallenHouse } else { Source::Liberation });
                if clean && self.sectors[target].corrupt {
                    self.sectors[target].corrupt = false;
                    self.say(Text::key("voidfall-log-cleansed").card("sector", sector_card(self, target)));
                }
            }
            Ending::DefenderHolds => {}
            Ending::Empties if deploy_after > 0 && self.players[seat].reserve > 0 => {
                // Combat Replicators (improved): power deployed into the emptied
                // sector takes it before the Voidborn can.
                for _ in 0..deploy_after {
                    self.deploy(seat, target, Model::Corvette);
                }
                self.take_fought_sector(seat, target, keep);
            }
            Ending::Empties => self.empty_sector(target),
        }
    }

    /// A sector won in combat: its installations are destroyed (not printed
    /// ones, nor with Combat Replicators), its guilds stay and now produce for
    /// the winner (D-24); its tokens are revealed and resolved at once (D-25).
    fn take_fought_sector(&mut self, seat: Seat, target: usize, keep_installations: bool) {
        let sec = &mut self.sectors[target];
        sec.ever_controlled = true;
        if !keep_installations && sec.installations.iter().any(|b| !b.printed) {
            sec.installations.retain(|b| b.printed);
            self.say(Text::key("voidfall-log-installations-destroyed").card("sector", sector_card(self, target)));
        }
        self.say(
            Text::key("voidfall-log-take-sector").player("player", seat).card("sector", sector_card(self, target)),
        );
        let tokens = std::mem::take(&mut self.sectors[target].tokens);
        for t in tokens.iter().rev() {
            self.todo.push(Step::Run { seat, action: ActionRef::Token(t.def), at: Some(target) });
        }
    }

    /// Whether a tech's improved card still waits in the breakthrough market or
    /// the face-down pile (no player has taken it).
    fn improved_card_left(&self, tech: usize) -> bool {
        self.market.contains(&Some(tech)) || self.improved_deck.contains(&tech)
    }

    /// What liberating a Fallen House would give, for the invader's preview.
    pub(super) fn fallen_reward_text(&self, target: usize) -> Option<Text> {
        let f = self.sectors[target].fallen?;
        let key = if self.improved_card_left(f.tech) {
            "voidfall-preview-fallen-reward"
        } else {
            "voidfall-preview-fallen-none"
        };
        Some(Text::key(key).card("house", fallen_card(f)).card("tech", format!("tech-{}", content().techs[f.tech].id)))
    }

    /// D-25, ours: liberating a Fallen House gives the improved card of its
    /// tech into the invader's hand, to be used under the normal improve rules,
    /// taken from the breakthrough market (refilled when the market next is) or
    /// the face-down pile. If a player already has it, the card gives nothing
    /// more. Either way the Fallen House card leaves play.
    fn take_fallen_reward(&mut self, seat: Seat, target: usize, f: FallenHouse) {
        self.sectors[target].fallen = None;
        let tech = format!("tech-{}", content().techs[f.tech].id);
        self.ledger.fallen_liberated += 1;
        let found = if let Some(slot) = self.market.iter().position(|m| *m == Some(f.tech)) {
            self.market[slot] = None;
            true
        } else if let Some(i) = self.improved_deck.iter().position(|t| *t == f.tech) {
            self.improved_deck.remove(i);
            true
        } else {
            false
        };
        let key = if found { "voidfall-log-fallen-reward" } else { "voidfall-log-fallen-no-reward" };
        self.say(Text::key(key).player("player", seat).card("house", fallen_card(f)).card("tech", tech));
        if found {
            self.players[seat].improved_hand.push(f.tech);
            self.ledger.fallen_rewards += 1;
        }
    }

    /// D-26: a corrupt sector taken gives its population times the pure sectors
    /// the winner controls afterwards (home included) as influence.
    fn liberate(&mut self, seat: Seat, target: usize, source: Source) {
        let sec = &self.sectors[target];
        if !sec.corrupt {
            return;
        }
        let pure = self.own_sectors(seat).filter(|s| !self.sectors[*s].corrupt).count() as u32;
        let n = sec.population as u32 * pure;
        if n > 0 {
            self.say(Text::key("voidfall-log-liberation").player("player", seat).num("n", n));
            let source = std::mem::replace(&mut self.ledger.source, source);
            self.gain_influence(seat, n);
            self.ledger.source = source;
        }
    }
}
