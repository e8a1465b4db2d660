//! The technologies' ongoing abilities outside combat: what each ability kind of
//! `data/techs.toml` changes, and the new verbs and costs technologies bring.
//! Combat numbers stay in the data (`combat` table) for the combat rules.

use super::data::{Ability, content};
use super::flow::{ActionRef, Place, Step};
use super::{AgendaSlot, Control, Guild, MapToken, Model, Seat, SlotAgenda, Text, Voidfall, flow};

impl Voidfall {
    /// Every ability of the seat's technologies, with the index of the tech slot.
    pub(super) fn abilities(&self, seat: Seat) -> impl Iterator<Item = (usize, &'static Ability)> + '_ {
        self.players[seat]
            .techs
            .iter()
            .enumerate()
            .flat_map(|(i, held)| content().techs[held.tech].side(held.improved).iter().map(move |a| (i, a)))
    }

    /// Planetary bases one sector may hold: 0 without the tech.
    pub(super) fn bases_per_sector(&self, seat: Seat) -> usize {
        self.abilities(seat)
            .filter_map(|(_, a)| match a {
                Ability::Base { per_sector } => Some(*per_sector as usize),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// Guild spaces of a sector for its controller (Ark Ships add some at home).
    pub(super) fn guild_capacity(&self, s: usize) -> usize {
        let sec = &self.sectors[s];
        let extra: usize = sec.home_of.map_or(0, |seat| {
            self.abilities(seat)
                .filter_map(|(_, a)| match a {
                    Ability::HomeGuildSpaces { n } => Some(*n as usize),
                    _ => None,
                })
                .max()
                .unwrap_or(0)
        });
        sec.guild_spaces as usize + extra
    }

    /// Sectors next to `s` for the seat's invasions and regroups: Hyperdrive's
    /// improved side ignores Voidstorms (hexes that touch).
    pub(super) fn reach(&self, seat: Seat, s: usize) -> Vec<usize> {
        let mut out = self.adjacent(s).to_vec();
        if self.has_ability(seat, |a| matches!(a, Ability::IgnoreStorms)) {
            let map = content().map(self.seats());
            let here = engine::hex::Hex::new(map.sector[s].q, map.sector[s].r);
            for (t, d) in map.sector.iter().enumerate() {
                if t != s && !out.contains(&t) && here.touches(engine::hex::Hex::new(d.q, d.r)) {
                    out.push(t);
                }
            }
        }
        out
    }

    /// The fleet power a demilitarization threshold costs (Cloning, improved: none).
    pub(super) fn demilitarization_cost(&self, seat: Seat, cost: u8) -> u8 {
        if self.has_ability(seat, |a| matches!(a, Ability::FreeDemilitarization)) { 0 } else { cost }
    }

    /// Trade windfall spaces a token taken from `space` may use: that space and the
    /// one left of it, or (Trade Nexus) any space up to the one right of it.
    pub(super) fn windfall_spaces(&self, seat: Seat, space: usize) -> Vec<usize> {
        if self.has_ability(seat, |a| matches!(a, Ability::WideWindfall)) {
            (0..=(space + 1).min(5)).rev().collect()
        } else {
            let mut out = vec![space];
            if space > 0 {
                out.push(space - 1);
            }
            out
        }
    }

    /// Shipyards a sector counts when deploying: a sector with carrier power
    /// counts one more with Carriers.
    pub(super) fn deploy_yards(&self, seat: Seat, s: usize) -> usize {
        let carrier = self.sectors[s].power[seat][Model::Carrier as usize] > 0
            && self.has_ability(seat, |a| matches!(a, Ability::CarrierYard));
        self.sectors[s].shipyards() + usize::from(carrier)
    }

    // --- Triggers ------------------------------------------------------------------

    /// Cybernetics: establishing a guild yields some of its resource.
    pub(super) fn after_establish(&mut self, seat: Seat, g: Guild) {
        let n: u32 = self
            .abilities(seat)
            .filter_map(|(_, a)| match a {
                Ability::OnEstablish { n } => Some(*n as u32),
                _ => None,
            })
            .sum();
        if n > 0 {
            self.gain(seat, g.res(), n);
        }
    }

    /// Cloning and Cybernetics (improved): a pure population was raised in `s`.
    pub(super) fn after_raise(&mut self, seat: Seat, s: usize) {
        if self.has_ability(seat, |a| matches!(a, Ability::RaiseHarvest)) {
            let kinds: Vec<Guild> = self.sectors[s].guilds.iter().map(|g| g.kind).collect();
            for g in kinds {
                self.gain(seat, g.res(), 1);
            }
        }
        self.run_triggers(seat, |a| matches!(a, Ability::OnRaisePopulation { .. }));
    }

    /// Trade Nexus (improved): the first gain over the cap in a turn or step.
    pub(super) fn after_first_overflow(&mut self, seat: Seat) {
        self.run_triggers(seat, |a| matches!(a, Ability::OverflowReward { .. }));
    }

    fn run_triggers(&mut self, seat: Seat, kind: impl Fn(&Ability) -> bool) {
        let techs: Vec<(usize, bool)> = self
            .abilities(seat)
            .filter(|(_, a)| kind(a))
            .map(|(i, _)| (self.players[seat].techs[i].tech, self.players[seat].techs[i].improved))
            .collect();
        for (tech, improved) in techs {
            self.todo.push(Step::Run { seat, action: ActionRef::TechTrigger(tech, improved), at: None });
        }
    }

    // --- Corruption on a technology (Decontamination Chambers) ------------------------

    /// Tech slots whose card may take one more corruption.
    pub(super) fn corruption_stores(&self, seat: Seat) -> Vec<usize> {
        self.abilities(seat)
            .filter_map(|(i, a)| match a {
                Ability::CorruptionStore { max } if self.players[seat].techs[i].corruption < *max => Some(i),
                _ => None,
            })
            .collect()
    }

    /// A removal elsewhere also clears one corruption held on a card (improved
    /// Decontamination Chambers).
    pub(super) fn extra_removal(&mut self, seat: Seat, from: Place) {
        if matches!(from, Place::Tech(_)) {
            return;
        }
        let held: Vec<usize> = self
            .abilities(seat)
            .filter(|(i, a)| matches!(a, Ability::ExtraRemoval) && self.players[seat].techs[*i].corruption > 0)
            .map(|(i, _)| i)
            .collect();
        if let Some(i) = held.first() {
            self.players[seat].techs[*i].corruption -= 1;
            self.say(Text::key("voidfall-log-remove-corruption").player("player", seat));
        }
    }

    // --- Verbs and costs technologies bring ----------------------------------------

    /// Augmentation: play an agenda from hand whatever its focus, and resolve its
    /// action; only while no agenda was played this turn.
    pub(super) fn play_agenda_picks(&self, seat: Seat) -> Vec<usize> {
        let free = self.turn.as_ref().is_some_and(|t| t.seat == seat && t.agenda.is_none());
        if free { (0..self.players[seat].agenda_hand.len()).collect() } else { Vec::new() }
    }

    pub(super) fn play_agenda_now(&mut self, seat: Seat, i: usize) {
        if !self.play_agenda_picks(seat).contains(&i) {
            return;
        }
        let c = content();
        let a = self.players[seat].agenda_hand.remove(i);
        if let Some(t) = &mut self.turn {
            t.agenda = Some(a);
            t.done.push(flow::Done::Agenda);
        }
        self.say(
            Text::key("voidfall-log-play-agenda")
                .player("player", seat)
                .card("card", format!("agenda-{}", c.agendas[a].id)),
        );
        self.todo.push(Step::Run { seat, action: ActionRef::Agenda(c.agendas[a].kind), at: None });
    }

    /// Eradicators: sectors next to yours holding exactly one Voidborn fleet.
    pub(super) fn eradicable(&self, seat: Seat) -> Vec<usize> {
        (0..self.sectors.len())
            .filter(|t| self.sectors[*t].voidborn == 1)
            .filter(|t| self.adjacent(*t).iter().any(|s| self.sectors[*s].control() == Control::Player(seat)))
            .collect()
    }

    /// The fleet goes to the supply; the sector stays Voidborn while corrupt.
    pub(super) fn eradicate(&mut self, s: usize) {
        if self.sectors[s].voidborn == 1 {
            self.sectors[s].voidborn = 0;
            self.say(Text::key("voidfall-log-eradicate").card("sector", format!("sector-{}", self.sector_id(s))));
        }
    }

    /// Salvage Scanner's gain: Voidborn sectors next to yours.
    pub(super) fn reclaim_targets(&self, seat: Seat) -> Vec<usize> {
        (0..self.sectors.len())
            .filter(|t| self.sectors[*t].control() == Control::Voidborn)
            .filter(|t| self.adjacent(*t).iter().any(|s| self.sectors[*s].control() == Control::Player(seat)))
            .collect()
    }

    pub(super) fn place_reclaim(&mut self, s: usize) {
        if let Some(def) = self.reclaim_pool.pop() {
            self.sectors[s].tokens.push(MapToken { def, face_up: true });
            self.say(Text::key("voidfall-log-reclaim-token").card("sector", format!("sector-{}", self.sector_id(s))));
        }
    }

    /// Central Surveillance's cost: a pure sector of yours above population 1
    /// whose population may change.
    pub(super) fn lowerable(&self, seat: Seat) -> Vec<usize> {
        self.own_sectors(seat)
            .filter(|s| {
                let sec = &self.sectors[*s];
                !sec.corrupt && !sec.fixed_population && sec.population > 1
            })
            .collect()
    }

    pub(super) fn lower_population(&mut self, seat: Seat, s: usize) {
        if !self.lowerable(seat).contains(&s) {
            return;
        }
        self.sectors[s].population -= 1;
        self.say(
            Text::key("voidfall-log-population")
                .player("player", seat)
                .card("sector", format!("sector-{}", self.sector_id(s)))
                .num("n", self.sectors[s].population),
        );
    }

    /// Robotics: actions of the active focus resolved this turn that may be
    /// resolved once more (cost paid again).
    pub(super) fn repeatable(&self, seat: Seat) -> Vec<usize> {
        let Some(t) = self.turn.as_ref().filter(|t| t.seat == seat) else { return Vec::new() };
        (0..3)
            .filter(|a| t.done.contains(&flow::Done::Focus(t.focus, *a)))
            .filter(|a| self.can_pay(seat, ActionRef::Focus(t.focus, *a)))
            .collect()
    }

    /// Central Surveillance (improved): the extra slot takes an agenda only of a
    /// type no other agenda in play has.
    pub(super) fn slot_allows(&self, seat: Seat, slot: usize, agenda: usize) -> bool {
        let c = content();
        let p = &self.players[seat];
        if slot < c.rules.agenda_slots {
            return true;
        }
        let kind = c.agendas[agenda].kind;
        !p.slots
            .iter()
            .enumerate()
            .any(|(i, s)| i != slot && matches!(s.agenda, Some(SlotAgenda::Card(a)) if c.agendas[a].kind == kind))
    }

    /// After improving a tech: an extra agenda slot comes with it.
    pub(super) fn after_improve(&mut self, seat: Seat, tech: usize) {
        let extra = content().techs[tech].improved.iter().any(|a| matches!(a, Ability::ExtraAgendaSlot));
        if extra {
            self.players[seat].slots.push(AgendaSlot { agenda: None, corrupt: false, token: false });
        }
    }
}
