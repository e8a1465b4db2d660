//! What verbs do, and the board arithmetic they rest on: storage and overflow,
//! production levels, fleets and control, corruption, trade tokens,
//! technologies, agendas, tracks, the Voidborn, upkeep and turn order.

use super::balance::Source;
use super::data::{Ability, Condition, TokenKind, content};
use super::flow::{ActionRef, Ask, Pick, Place, Q, Step, TokenAt};
use super::verbs::{Count, Verb};
use super::{
    Affliction, AgendaKind, Built, Control, GameRng, Guild, HeldTech, Installation, MapToken, Model, Resource, Seat,
    Sector, SlotAgenda, Text, Track, Voidfall,
};

impl Voidfall {
    pub(super) fn exec_verb(&mut self, seat: Seat, verb: &Verb, sector: Option<usize>) {
        match verb {
            Verb::Gain(r, n) => self.gain(seat, *r, *n as u32),
            Verb::GainAny(n) => self.push_ask(seat, Q::GainOne { supplies: false, left: *n }),
            Verb::GainSupplies(n) => self.push_ask(seat, Q::GainOne { supplies: true, left: *n }),
            Verb::Produce(r) => self.produce(seat, *r),
            Verb::ProduceChoice => self.push_ask(seat, Q::ProduceChoice),
            Verb::Influence(n) => self.gain_influence(seat, *n),
            Verb::InfluencePerGuild(kinds, n) => {
                let count: usize = self
                    .own_sectors(seat)
                    .filter(|s| !self.sectors[*s].corrupt)
                    .map(|s| self.sectors[s].guilds.iter().filter(|g| kinds.contains(&g.kind)).count())
                    .sum();
                self.gain_influence(seat, count as u32 * n);
            }
            Verb::FleetPower(n) => {
                let p = &mut self.players[seat];
                let k = (*n).min(p.supply_power);
                p.supply_power -= k;
                p.reserve += k;
                if k > 0 {
                    self.say(Text::key("voidfall-log-fleet-power").player("player", seat).num("n", k));
                }
            }
            Verb::DeployHome(model) => {
                if self.deployable_models(seat).contains(model) && self.players[seat].reserve > 0 {
                    let home = self.home(seat);
                    self.deploy(seat, home, *model);
                }
            }
            Verb::DeployShipyards => {
                let extra = self.has_ability(seat, |a| matches!(a, Ability::MusterExtra));
                let mut steps = Vec::new();
                for s in self.own_sectors(seat).collect::<Vec<_>>() {
                    let yards = self.deploy_yards(seat, s) as u8;
                    if yards > 0 {
                        steps.push(Step::Deploy { seat, sector: s, n: yards + u8::from(extra) });
                    }
                }
                self.todo.extend(steps.into_iter().rev());
            }
            Verb::Regroup => self.push_ask(seat, Q::RegroupFrom { left: 3, moved: Vec::new() }),
            Verb::Invade => {
                self.push_ask(seat, Q::InvadeTarget);
                // Hyperdrive: a regroup may come first.
                if self.has_ability(seat, |a| matches!(a, Ability::RegroupBeforeInvade)) {
                    self.push_ask(seat, Q::RegroupFrom { left: 3, moved: Vec::new() });
                }
            }
            Verb::Guild(g) => self.push_ask(seat, Q::GuildSector { guild: *g, sector }),
            Verb::Installation(k) => self.push_ask(seat, Q::InstallationSector { kind: *k, sector }),
            Verb::RaisePopulation => self.push_ask(seat, Q::RaisePopulation { sector }),
            Verb::RemoveCorruption => self.push_ask(seat, Q::RemoveCorruption { sector }),
            Verb::MoveCorruption => self.push_ask(seat, Q::MoveCorruptionFrom),
            Verb::Agenda => self.push_ask(seat, Q::AgendaKind),
            Verb::Tech => self.push_ask(seat, Q::Tech),
            Verb::TradeToken => self.gain_trade_token(seat),
            Verb::Advance(Some(t)) => self.advance(seat, *t),
            Verb::Advance(None) => self.push_ask(seat, Q::TrackChoice),
            Verb::CopyDiscard(n) => self.push_ask(seat, Q::CopyCard { n: *n }),
            Verb::ScoreAgenda => self.push_ask(seat, Q::ScoreAgenda),
            Verb::Bounty => {
                if let Some(def) = self.bounty_pool.pop() {
                    self.say(Text::key("voidfall-log-bounty").player("player", seat));
                    self.todo.push(Step::Run { seat, action: ActionRef::Token(def), at: None });
                }
            }
            Verb::VoidbornDeploy => self.voidborn_deploy(seat),
            Verb::HiddenToken(kind) => self.todo.push(Step::HiddenToken { seat, kind: *kind }),
            Verb::OfferCorruption(kind) => self.offer_corruption(*kind),
            Verb::PlayAgenda => self.push_ask(seat, Q::PlayAgendaAny),
            Verb::Eradicate => self.push_ask(seat, Q::Eradicate),
            Verb::ReclaimToken => self.push_ask(seat, Q::ReclaimTarget),
            Verb::RaiseHomePopulation => {
                let home = self.home(seat);
                self.raise_population(seat, home);
            }
        }
    }

    // --- Storage, influence, production -------------------------------------------

    pub(super) fn cap(&self, seat: Seat) -> u8 {
        let r = &content().rules;
        if self.players[seat].afflictions[Affliction::Contamination as usize] {
            r.contamination_cap
        } else {
            r.storage_cap
        }
    }

    /// Gain resources; what goes over the cap is lost and counted for overflow.
    pub(super) fn gain(&mut self, seat: Seat, r: Resource, n: u32) {
        if n == 0 {
            return;
        }
        let cap = self.cap(seat) as u32;
        let p = &mut self.players[seat];
        let have = p.storage[r as usize] as u32;
        let kept = (cap.saturating_sub(have)).min(n);
        p.storage[r as usize] = (have + kept) as u8;
        let first_overflow = p.overflow == 0 && n > kept;
        p.overflow += n - kept;
        if first_overflow {
            self.after_first_overflow(seat);
        }
        self.say(Text::key("voidfall-log-gain").player("player", seat).num("n", n).icon("res", r.id()));
    }

    /// R5.3: one influence per two units lost over the cap in this turn or step,
    /// none with Contamination.
    pub(super) fn settle(&mut self, seat: Seat) {
        let lost = std::mem::take(&mut self.players[seat].overflow);
        if !self.players[seat].afflictions[Affliction::Contamination as usize] && lost >= 2 {
            self.say(Text::key("voidfall-log-overflow").player("player", seat).num("n", lost));
            self.ledger.source = Source::Overflow;
            self.gain_influence(seat, lost / 2);
        }
    }

    pub(super) fn gain_influence(&mut self, seat: Seat, n: u32) {
        if n > 0 {
            self.ledger.add(seat, n as i64);
            self.players[seat].influence += n;
            let source = Text::key(self.ledger.source.key());
            self.say(Text::key("voidfall-log-influence").player("player", seat).num("n", n).text("source", source));
        }
    }

    /// R5.5: influence never goes below 0.
    pub(super) fn lose_influence(&mut self, seat: Seat, n: u32) {
        let p = &mut self.players[seat];
        let lost = n.min(p.influence);
        p.influence -= lost;
        self.ledger.source = Source::Upkeep;
        self.ledger.add(seat, -(lost as i64));
        let source = Text::key(self.ledger.source.key());
        self.say(Text::key("voidfall-log-lose-influence").player("player", seat).num("n", n).text("source", source));
    }

    /// The uncapped production level (D-11): guilds times population in the
    /// sectors you control, plus stored steps and technology bonuses.
    pub(super) fn level(&self, seat: Seat, r: Resource) -> i32 {
        let mut level = self.players[seat].production_bonus[r as usize];
        for s in self.own_sectors(seat) {
            let sec = &self.sectors[s];
            let guilds = sec.guilds.iter().filter(|g| g.kind.res() == r).count() as i32;
            level += guilds * sec.population as i32;
        }
        for (_, ability) in self.abilities(seat) {
            match ability {
                Ability::LevelPerGuild { guild, res, n } if *res == r => {
                    let count: usize = self
                        .own_sectors(seat)
                        .map(|s| self.sectors[s].guilds.iter().filter(|g| g.kind == *guild).count())
                        .sum();
                    level += count as i32 * n;
                }
                Ability::LevelPerInstallation { installation, res, n } if *res == r => {
                    let count: usize =
                        self.own_sectors(seat).map(|s| self.sectors[s].count_installation(*installation)).sum();
                    level += count as i32 * n;
                }
                _ => {}
            }
        }
        level.max(0)
    }

    /// The level shown on the dial.
    pub(super) fn shown_level(&self, seat: Seat, r: Resource) -> i32 {
        self.level(seat, r).min(content().dial_top())
    }

    pub(super) fn produce(&mut self, seat: Seat, r: Resource) {
        let n = content().yield_of(r, self.level(seat, r));
        self.gain(seat, r, n);
    }

    // --- Sectors and fleets ------------------------------------------------------------

    pub(super) fn own_sectors(&self, seat: Seat) -> impl Iterator<Item = usize> + '_ {
        (0..self.sectors.len()).filter(move |s| self.sectors[*s].control() == Control::Player(seat))
    }

    pub(super) fn home(&self, seat: Seat) -> usize {
        self.sectors.iter().position(|s| s.home_of == Some(seat)).expect("every seat has a home")
    }

    pub(super) fn adjacent(&self, s: usize) -> &'static [usize] {
        content().map(self.seats()).adjacency.as_ref().expect("built at load").of(s)
    }

    pub(super) fn map_power(&self, seat: Seat) -> u32 {
        self.sectors.iter().map(|s| s.power_of(seat)).sum()
    }

    /// (sector, model) pairs where the seat has power.
    pub(super) fn fleets_of(&self, seat: Seat) -> Vec<(usize, Model)> {
        let mut out = Vec::new();
        for (s, sec) in self.sectors.iter().enumerate() {
            for m in Model::ALL {
                if sec.power[seat][*m as usize] > 0 {
                    out.push((s, *m));
                }
            }
        }
        out
    }

    fn unlock_cap(&self, seat: Seat, model: Model) -> Option<u8> {
        if model == Model::Corvette {
            return Some(content().fleets[model as usize].cap);
        }
        self.abilities(seat).find_map(|(_, a)| match a {
            Ability::Unlock { model: m, cap } if *m == model => Some(*cap),
            _ => None,
        })
    }

    /// Power per fleet of a model for this seat: its technology's, else the
    /// fleet table's (escorts 3, capital ships 2).
    pub(super) fn model_cap(&self, seat: Seat, model: Model) -> u8 {
        self.unlock_cap(seat, model).unwrap_or(content().fleets[model as usize].cap)
    }

    pub(super) fn deployable_models(&self, seat: Seat) -> Vec<Model> {
        Model::ALL.iter().copied().filter(|m| self.unlock_cap(seat, *m).is_some()).collect()
    }

    /// Fleets of the seat in a sector: the fewest that hold its power.
    pub(super) fn fleet_count(&self, seat: Seat, s: usize) -> u32 {
        Model::ALL
            .iter()
            .map(|m| (self.sectors[s].power[seat][*m as usize] as u32).div_ceil(self.model_cap(seat, *m) as u32))
            .sum()
    }

    /// Power of a model in a sector that has not arrived by this regroup (a
    /// marker moves at most once per regroup).
    pub(super) fn movable(&self, seat: Seat, s: usize, model: Model, moved: &[(usize, Model, u8)]) -> u32 {
        let arrived: u32 = moved.iter().filter(|(to, m, _)| *to == s && *m == model).map(|(_, _, n)| *n as u32).sum();
        (self.sectors[s].power[seat][model as usize] as u32).saturating_sub(arrived)
    }

    /// Adjacent sectors you control or that are uncontrolled.
    pub(super) fn regroup_targets(&self, seat: Seat, from: usize) -> Vec<usize> {
        self.reach(seat, from)
            .into_iter()
            .filter(|t| {
                matches!(self.sectors[*t].control(), Control::Player(s) if s == seat)
                    || self.sectors[*t].control() == Control::Uncontrolled
            })
            .collect()
    }

    pub(super) fn deploy(&mut self, seat: Seat, s: usize, model: Model) {
        if self.players[seat].reserve == 0 {
            return;
        }
        self.players[seat].reserve -= 1;
        self.sectors[s].power[seat][model as usize] += 1;
        self.say(
            Text::key("voidfall-log-deploy")
                .player("player", seat)
                .icon("model", model.id())
                .card("sector", format!("sector-{}", self.sector_id(s))),
        );
    }

    pub(super) fn sector_id(&self, s: usize) -> &'static str {
        content().map(self.seats()).sector[s].id.as_str()
    }

    /// Recall one power to the reserve; the last power of a non-home sector
    /// empties it (D-27).
    pub(super) fn recall(&mut self, seat: Seat, s: usize, model: Model) {
        if self.sectors[s].power[seat][model as usize] == 0 {
            return;
        }
        self.sectors[s].power[seat][model as usize] -= 1;
        self.players[seat].reserve += 1;
        self.say(
            Text::key("voidfall-log-recall")
                .player("player", seat)
                .card("sector", format!("sector-{}", self.sector_id(s))),
        );
        self.check_left(seat, s);
    }

    pub(super) fn check_left(&mut self, seat: Seat, s: usize) {
        if self.sectors[s].home_of.is_none() && self.sectors[s].power_of(seat) == 0 && self.sectors[s].ever_controlled {
            let others = self.sectors[s].power.iter().any(|p| p.iter().any(|n| *n > 0));
            if !others && self.sectors[s].voidborn == 0 {
                self.empty_sector(s);
            }
        }
    }

    /// §5.12: installations (not printed ones) are destroyed, a pure sector is
    /// corrupted, and one Voidborn fleet arrives.
    pub(super) fn empty_sector(&mut self, s: usize) {
        let sec = &mut self.sectors[s];
        sec.installations.retain(|b| b.printed);
        sec.corrupt = true;
        sec.voidborn = 1;
        self.say(Text::key("voidfall-log-empty").card("sector", format!("sector-{}", self.sector_id(s))));
    }

    /// Enter a sector; an uncontrolled one becomes yours and its tokens are taken.
    pub(super) fn arrive(&mut self, seat: Seat, to: usize) {
        let sec = &mut self.sectors[to];
        if !sec.ever_controlled {
            sec.ever_controlled = true;
            let tokens = std::mem::take(&mut sec.tokens);
            self.say(
                Text::key("voidfall-log-take-sector")
                    .player("player", seat)
                    .card("sector", format!("sector-{}", self.sector_id(to))),
            );
            self.enter_rift(seat, to);
            // D-25: tokens are revealed and resolved at once, acting on this sector.
            for t in tokens.iter().rev() {
                self.todo.push(Step::Run { seat, action: ActionRef::Token(t.def), at: Some(to) });
            }
        }
    }

    pub(super) fn move_power(&mut self, seat: Seat, from: usize, to: usize, model: Model, n: u8) {
        let n = n.min(self.sectors[from].power[seat][model as usize]);
        self.sectors[from].power[seat][model as usize] -= n;
        self.sectors[to].power[seat][model as usize] += n;
        self.say(
            Text::key("voidfall-log-move")
                .player("player", seat)
                .num("n", n)
                .icon("model", model.id())
                .card("from", format!("sector-{}", self.sector_id(from)))
                .card("to", format!("sector-{}", self.sector_id(to))),
        );
        self.arrive(seat, to);
        self.check_left(seat, from);
    }

    // --- Guilds, installations, population -----------------------------------------------

    pub(super) fn guild_sectors(&self, seat: Seat, only: Option<usize>) -> Vec<usize> {
        self.own_sectors(seat)
            .filter(|s| only.is_none_or(|o| o == *s))
            .filter(|s| self.sectors[*s].guilds.len() < self.guild_capacity(*s))
            .collect()
    }

    pub(super) fn establish(&mut self, seat: Seat, s: usize, g: Guild) {
        if !self.guild_sectors(seat, Some(s)).contains(&s) {
            return;
        }
        self.sectors[s].guilds.push(Built { kind: g, printed: false });
        self.say(
            Text::key("voidfall-log-guild")
                .player("player", seat)
                .icon("guild", g.id())
                .card("sector", format!("sector-{}", self.sector_id(s))),
        );
        self.after_establish(seat, g);
    }

    pub(super) fn installation_kinds(&self, seat: Seat, s: usize) -> Vec<Installation> {
        let sec = &self.sectors[s];
        if sec.installations.len() >= sec.installation_spaces as usize {
            return Vec::new();
        }
        let bases = self.bases_per_sector(seat);
        Installation::ALL
            .iter()
            .copied()
            .filter(|k| match k {
                Installation::Shipyard => sec.shipyards() < 2,
                Installation::Defense => true,
                Installation::Base => sec.count_installation(Installation::Base) < bases && sec.shipyards() < 2,
            })
            .collect()
    }

    pub(super) fn installation_sectors(
        &self,
        seat: Seat,
        kind: Option<Installation>,
        only: Option<usize>,
    ) -> Vec<usize> {
        self.own_sectors(seat)
            .filter(|s| only.is_none_or(|o| o == *s))
            .filter(|s| {
                let kinds = self.installation_kinds(seat, *s);
                kind.map_or(!kinds.is_empty(), |k| kinds.contains(&k))
            })
            .collect()
    }

    /// Sentries: when an effect lets you build an installation you may deploy a
    /// sentry instead in a sector where you could build; the improved card also
    /// lets you build and deploy in one sector, or deploy in any sector of yours
    /// the effect allows, buildable or not. Needs a reserve to deploy from.
    pub(super) fn sentry_swaps(&self, seat: Seat, kind: Option<Installation>, only: Option<usize>) -> Vec<Pick> {
        let both = self.abilities(seat).find_map(|(_, a)| match a {
            Ability::InstallationSentry { both } => Some(*both),
            _ => None,
        });
        let deployable = self.players[seat].reserve > 0 && self.deployable_models(seat).contains(&Model::Sentry);
        let (Some(both), true) = (both, deployable) else { return Vec::new() };
        let buildable = self.installation_sectors(seat, kind, only);
        if !both {
            return buildable.into_iter().map(Pick::Sentry).collect();
        }
        let mut out: Vec<Pick> =
            self.own_sectors(seat).filter(|s| only.is_none_or(|o| o == *s)).map(Pick::Sentry).collect();
        out.extend(buildable.into_iter().map(Pick::BuildSentry));
        out
    }

    pub(super) fn build(&mut self, seat: Seat, s: usize, k: Installation) {
        if !self.installation_kinds(seat, s).contains(&k) || !self.own_sectors(seat).any(|o| o == s) {
            return;
        }
        self.sectors[s].installations.push(Built { kind: k, printed: false });
        self.say(
            Text::key("voidfall-log-build")
                .player("player", seat)
                .icon("installation", k.id())
                .card("sector", format!("sector-{}", self.sector_id(s))),
        );
        if k == Installation::Base {
            // A base purifies a corrupt sector, or raises a pure one's population.
            if self.sectors[s].corrupt {
                self.sectors[s].corrupt = false;
            } else if self.raisable(seat, Some(s)).contains(&s) {
                self.raise_population(seat, s);
            }
        }
    }

    pub(super) fn raisable(&self, seat: Seat, only: Option<usize>) -> Vec<usize> {
        self.own_sectors(seat)
            .filter(|s| only.is_none_or(|o| o == *s))
            .filter(|s| {
                let sec = &self.sectors[*s];
                !sec.corrupt && !sec.fixed_population && (1..6).contains(&sec.population)
            })
            .collect()
    }

    pub(super) fn raise_population(&mut self, seat: Seat, s: usize) {
        if !self.raisable(seat, Some(s)).contains(&s) {
            return;
        }
        self.sectors[s].population += 1;
        self.say(
            Text::key("voidfall-log-population")
                .player("player", seat)
                .card("sector", format!("sector-{}", self.sector_id(s)))
                .num("n", self.sectors[s].population),
        );
        self.after_raise(seat, s);
    }

    // --- Corruption --------------------------------------------------------------------

    /// §5.14: a pure sector you control other than home (D-29), an agenda slot
    /// without corruption, or an empty affliction.
    pub(super) fn corruption_places(&self, seat: Seat) -> Vec<Place> {
        let p = &self.players[seat];
        let mut out: Vec<Place> = self
            .own_sectors(seat)
            .filter(|s| !self.sectors[*s].corrupt && self.sectors[*s].home_of.is_none())
            .map(Place::Sector)
            .collect();
        out.extend((0..p.slots.len()).filter(|i| !p.slots[*i].corrupt).map(Place::Slot));
        out.extend(Affliction::ALL.iter().filter(|a| !p.afflictions[**a as usize]).map(|a| Place::Affliction(*a)));
        out.extend(self.corruption_stores(seat).into_iter().map(Place::Tech));
        out
    }

    /// Your corruption markers (in `only` if given).
    pub(super) fn corruption_sources(&self, seat: Seat, only: Option<usize>) -> Vec<Place> {
        let p = &self.players[seat];
        let mut out: Vec<Place> = self
            .own_sectors(seat)
            .filter(|s| only.is_none_or(|o| o == *s) && self.sectors[*s].corrupt)
            .map(Place::Sector)
            .collect();
        if only.is_none() {
            out.extend((0..p.slots.len()).filter(|i| p.slots[*i].corrupt).map(Place::Slot));
            out.extend(Affliction::ALL.iter().filter(|a| p.afflictions[**a as usize]).map(|a| Place::Affliction(*a)));
            out.extend((0..p.techs.len()).filter(|i| p.techs[*i].corruption > 0).map(Place::Tech));
        }
        out
    }

    /// Lift one of the seat's corruption markers (to move it, or to remove it).
    pub(super) fn take_corruption(&mut self, seat: Seat, pl: Place) {
        match pl {
            Place::Sector(s) => self.sectors[s].corrupt = false,
            Place::Slot(i) => self.players[seat].slots[i].corrupt = false,
            Place::Affliction(a) => self.players[seat].afflictions[a as usize] = false,
            Place::Tech(i) => {
                let held = &mut self.players[seat].techs[i];
                held.corruption = held.corruption.saturating_sub(1);
            }
        }
    }

    pub(super) fn remove_corruption(&mut self, seat: Seat, pl: Place) {
        self.take_corruption(seat, pl);
        self.say(Text::key("voidfall-log-remove-corruption").player("player", seat));
        self.extra_removal(seat, pl);
    }

    pub(super) fn place_corruption(&mut self, seat: Seat, pl: Place) {
        match pl {
            Place::Sector(s) => self.sectors[s].corrupt = true,
            Place::Slot(i) => {
                let slot = &mut self.players[seat].slots[i];
                slot.corrupt = true;
                // An agenda there leaves the game; its trade token goes back.
                slot.agenda = None;
                if std::mem::take(&mut slot.token) {
                    self.return_token();
                }
            }
            Place::Affliction(a) => {
                self.players[seat].afflictions[a as usize] = true;
                if a == Affliction::Contamination {
                    let cap = content().rules.contamination_cap;
                    for v in &mut self.players[seat].storage {
                        *v = (*v).min(cap);
                    }
                }
            }
            Place::Tech(i) => self.players[seat].techs[i].corruption += 1,
        }
        self.say(Text::key("voidfall-log-corruption").player("player", seat));
    }

    // --- Trade tokens --------------------------------------------------------------------

    pub(super) fn held_tokens(&self, seat: Seat) -> Vec<TokenAt> {
        let p = &self.players[seat];
        let mut out: Vec<TokenAt> = (0..p.slots.len()).filter(|i| p.slots[*i].token).map(TokenAt::Slot).collect();
        out.extend((0..p.techs.len()).filter(|i| p.techs[*i].token).map(TokenAt::Tech));
        out
    }

    /// Where a new token may go: an agenda without one, or a tech that holds one.
    pub(super) fn token_homes(&self, seat: Seat) -> Vec<TokenAt> {
        let p = &self.players[seat];
        let mut out: Vec<TokenAt> = (0..p.slots.len())
            .filter(|i| p.slots[*i].agenda.is_some() && !p.slots[*i].token)
            .map(TokenAt::Slot)
            .collect();
        out.extend(
            (0..p.techs.len())
                .filter(|i| content().techs[p.techs[*i].tech].trade_slot && !p.techs[*i].token)
                .map(TokenAt::Tech),
        );
        out
    }

    pub(super) fn has_token(&self, seat: Seat, at: TokenAt) -> bool {
        let p = &self.players[seat];
        match at {
            TokenAt::Slot(i) => p.slots.get(i).is_some_and(|s| s.token),
            TokenAt::Tech(i) => p.techs.get(i).is_some_and(|t| t.token),
        }
    }

    pub(super) fn set_token(&mut self, seat: Seat, at: TokenAt, on: bool) {
        let p = &mut self.players[seat];
        match at {
            TokenAt::Slot(i) => p.slots[i].token = on,
            TokenAt::Tech(i) => p.techs[i].token = on,
        }
    }

    /// §5.18 return: 1–2 players to the rightmost empty space; 3–4 players to
    /// space 1 when it holds a token, else the rightmost empty space (D-40).
    /// With no empty space it goes to space 6 (our choice).
    pub(super) fn return_token(&mut self) {
        let i = if self.seats() >= 3 && self.trade[0] > 0 {
            0
        } else {
            self.trade.iter().rposition(|n| *n == 0).unwrap_or(5)
        };
        self.trade[i] += 1;
    }

    /// Tokens the seat may spend for a cost: every token it holds except the one
    /// flipped for this turn's third action (that one is already in use and goes
    /// back at cleanup; our reading), and the tokens gained this turn that are not
    /// placed yet (they are the player's from the moment they are gained).
    pub(super) fn spendable_tokens(&self, seat: Seat) -> Vec<Pick> {
        let turn = self.turn.as_ref().filter(|t| t.seat == seat);
        let flipped = turn.and_then(|t| t.flipped);
        let mut out: Vec<Pick> =
            self.held_tokens(seat).into_iter().filter(|at| Some(*at) != flipped).map(Pick::Token).collect();
        if turn.is_some_and(|t| t.gained_tokens > 0) {
            out.push(Pick::GainedToken);
        }
        out
    }

    /// A token spent as a cost goes back to the galactic board at once (rulebook).
    /// Spent from an agenda, that agenda costs its upkeep again (D-38).
    pub(super) fn spend_token(&mut self, seat: Seat, pick: &Pick) {
        match pick {
            Pick::Token(at) => self.set_token(seat, *at, false),
            Pick::GainedToken => match &mut self.turn {
                Some(t) if t.gained_tokens > 0 => t.gained_tokens -= 1,
                _ => return,
            },
            _ => return,
        }
        self.return_token();
        self.say(Text::key("voidfall-log-spend-token").player("player", seat));
    }

    /// Take the leftmost token and a windfall of its space or the one left of it.
    pub(super) fn gain_trade_token(&mut self, seat: Seat) {
        let Some(space) = self.trade.iter().position(|n| *n > 0) else { return };
        self.trade[space] -= 1;
        self.say(Text::key("voidfall-log-trade-token").player("player", seat).num("space", space + 1));
        match &mut self.turn {
            Some(t) if t.seat == seat => {
                t.gained_tokens += 1;
                self.push_ask(seat, Q::Windfall { space });
            }
            _ => {
                // Outside a turn the token is placed at once.
                self.push_ask(seat, Q::TokenPlace);
                self.push_ask(seat, Q::Windfall { space });
            }
        }
    }

    // --- The agenda offer -------------------------------------------------------------------

    /// A corruption on the face-up agenda of a type, or on each face-up agenda
    /// without one. With no face-up card there is nothing to put it on, and it
    /// stays in the supply (our reading).
    pub(super) fn offer_corruption(&mut self, kind: Option<AgendaKind>) {
        let kinds: Vec<usize> = match kind {
            Some(k) => vec![k as usize],
            None => (0..3).filter(|k| self.agenda_offer_corruption[*k] == 0).collect(),
        };
        for k in kinds {
            if self.agenda_offer[k].is_some() {
                self.agenda_offer_corruption[k] += 1;
                self.say(Text::key("voidfall-log-offer-corruption").icon("kind", AgendaKind::ALL[k].id()));
            }
        }
    }

    // --- Technologies ---------------------------------------------------------------------

    pub(super) fn has_ability(&self, seat: Seat, f: impl Fn(&Ability) -> bool) -> bool {
        self.abilities(seat).any(|(_, a)| f(a))
    }

    /// Research thresholds crossed on all three tracks.
    pub(super) fn research_allowed(&self, seat: Seat) -> u32 {
        let th = &content().track.thresholds;
        self.players[seat].tracks.iter().map(|pos| th[..2].iter().filter(|t| pos > t).count() as u32).sum()
    }

    pub(super) fn tech_options(&self, seat: Seat) -> Vec<Pick> {
        let c = content();
        let p = &self.players[seat];
        let mut out = Vec::new();
        if p.techs.len() < c.rules.tech_slots {
            for (i, stack) in self.display.iter().enumerate() {
                if let Some(top) = stack.last() {
                    let owned = p.techs.iter().any(|h| h.tech == top.tech);
                    let credit_ok = top.influence || p.storage[Resource::Credits as usize] >= 1;
                    if !owned && credit_ok {
                        out.push(Pick::Stack(i));
                    }
                }
            }
        }
        let improved = p.techs.iter().filter(|h| h.improved).count() as u32;
        if improved < self.research_allowed(seat) {
            for (i, held) in p.techs.iter().enumerate() {
                let reachable = p.improved_hand.contains(&held.tech) || self.market.contains(&Some(held.tech));
                if !held.improved && reachable {
                    out.push(Pick::Improve(i));
                }
            }
        }
        out
    }

    pub(super) fn gain_tech(&mut self, seat: Seat, pick: Pick) {
        let c = content();
        match pick {
            Pick::Stack(i) => {
                let Some(copy) = self.display[i].pop() else { return };
                if !copy.influence {
                    let credits = &mut self.players[seat].storage[Resource::Credits as usize];
                    *credits = credits.saturating_sub(1);
                }
                self.players[seat].techs.push(HeldTech {
                    tech: copy.tech,
                    improved: false,
                    influence_copy: copy.influence,
                    token: false,
                    corruption: 0,
                });
                self.say(
                    Text::key("voidfall-log-tech")
                        .player("player", seat)
                        .card("tech", format!("tech-{}", c.techs[copy.tech].id)),
                );
                self.todo.push(Step::Run { seat, action: ActionRef::TechGain(copy.tech), at: None });
            }
            Pick::Improve(i) => {
                let tech = self.players[seat].techs[i].tech;
                let p = &mut self.players[seat];
                if let Some(h) = p.improved_hand.iter().position(|t| *t == tech) {
                    p.improved_hand.remove(h);
                } else if let Some(slot) = self.market.iter().position(|m| *m == Some(tech)) {
                    self.market[slot] = None;
                    let n = c.market_slots[slot].influence;
                    self.ledger.source = Source::Market;
                    self.gain_influence(seat, n);
                }
                let held = &mut self.players[seat].techs[i];
                held.improved = true;
                held.influence_copy = false;
                self.say(
                    Text::key("voidfall-log-improve")
                        .player("player", seat)
                        .card("tech", format!("tech-{}", c.techs[tech].id)),
                );
                self.after_improve(seat, tech);
            }
            _ => {}
        }
    }

    // --- Agendas --------------------------------------------------------------------------

    pub(super) fn place_agenda(&mut self, seat: Seat, pick: Pick) {
        let Some(a) = self.turn.as_mut().and_then(|t| t.agenda.take()) else { return };
        let c = content();
        match pick {
            Pick::Slot(i) => {
                // Replacing: the old card leaves play and the token moves over.
                self.players[seat].slots[i].agenda = Some(SlotAgenda::Card(a));
                self.say(
                    Text::key("voidfall-log-agenda-slot")
                        .player("player", seat)
                        .card("card", format!("agenda-{}", c.agendas[a].id))
                        .num("slot", i + 1),
                );
            }
            _ => self.say(
                Text::key("voidfall-log-agenda-removed")
                    .player("player", seat)
                    .card("card", format!("agenda-{}", c.agendas[a].id)),
            ),
        }
    }

    /// What the seat has of a counted thing; corrupt targets only when allowed.
    pub(super) fn count(&self, seat: Seat, what: &Count, corrupt_counts: bool) -> u32 {
        let p = &self.players[seat];
        let sectors: Vec<usize> =
            self.own_sectors(seat).filter(|s| corrupt_counts || !self.sectors[*s].corrupt).collect();
        let sum = |f: &dyn Fn(&Sector) -> usize| sectors.iter().map(|s| f(&self.sectors[*s])).sum::<usize>() as u32;
        match what {
            Count::Sectors => sectors.len() as u32,
            Count::PureSectors => self.own_sectors(seat).filter(|s| !self.sectors[*s].corrupt).count() as u32,
            Count::CorruptSectors => self.own_sectors(seat).filter(|s| self.sectors[*s].corrupt).count() as u32,
            Count::Population => sum(&|s| s.population as usize),
            Count::Guilds(kind) => sum(&|s| s.guilds.iter().filter(|g| kind.is_none_or(|k| g.kind == k)).count()),
            Count::Installations => sum(&|s| s.installations.len()),
            Count::Shipyards => sum(&|s| s.shipyards()),
            Count::Defenses => sum(&|s| s.defenses()),
            Count::FleetPower => self.map_power(seat),
            Count::Techs => p.techs.len() as u32,
            Count::ImprovedTechs => p.techs.iter().filter(|h| h.improved).count() as u32,
            Count::TrackSteps => p.tracks.iter().map(|t| *t as u32).sum(),
            Count::Production(r) => self.shown_level(seat, *r) as u32,
            Count::TradeTokens => self.held_tokens(seat).len() as u32,
            Count::Agendas => p.slots.iter().filter(|s| s.agenda.is_some()).count() as u32,
        }
    }

    fn met(&self, seat: Seat, cond: &Condition, corrupt_counts: bool) -> bool {
        self.count(seat, &cond.count, corrupt_counts) >= cond.at_least
    }

    /// Influence an agenda in a slot scores now (D-39: the bottom only when the
    /// top is met).
    pub(super) fn agenda_score(&self, seat: Seat, slot: usize) -> u32 {
        let c = content();
        match self.players[seat].slots[slot].agenda {
            Some(SlotAgenda::Start) => {
                let Some(o) = self.players[seat].origin else { return 0 };
                c.origins[o].start_agenda.iter().filter(|k| self.met(seat, k, false)).map(|k| k.influence).sum()
            }
            Some(SlotAgenda::Card(a)) => {
                let def = &c.agendas[a];
                if self.met(seat, &def.top, def.corrupt_counts) {
                    def.top.influence + def.bottom.per * self.count(seat, &def.bottom.count, def.corrupt_counts)
                } else {
                    0
                }
            }
            None => 0,
        }
    }

    /// Evaluation step 3: agendas, and 3 influence per influence copy of a basic
    /// tech in a slot (D-35).
    pub(super) fn score_agendas(&mut self, seat: Seat) {
        let agendas: u32 = (0..self.players[seat].slots.len()).map(|i| self.agenda_score(seat, i)).sum();
        let techs = 3 * self.players[seat].techs.iter().filter(|h| !h.improved && h.influence_copy).count() as u32;
        self.ledger.source = Source::Agendas;
        self.gain_influence(seat, agendas);
        self.ledger.source = Source::TechCopies;
        self.gain_influence(seat, techs);
    }

    /// Evaluation step 2: the event's objectives met, and the aid for a player
    /// who met fewer than two (not in cycle 3, D-43). Objectives cost nothing,
    /// so every met objective is resolved.
    pub(super) fn objectives(&mut self, seat: Seat) {
        let Some(e) = self.event else { return };
        let def = &content().events[e];
        let mut met = 0;
        for o in &def.objectives {
            if self.met(seat, o, false) {
                met += 1;
                self.ledger.source = Source::Objectives;
                self.gain_influence(seat, o.influence);
            }
        }
        if met < 2 && self.cycle < content().rules.cycles {
            self.say(Text::key("voidfall-log-aid").player("player", seat));
            self.todo.push(Step::Run { seat, action: ActionRef::EventAid(e), at: None });
        }
    }

    // --- Civilization tracks ------------------------------------------------------------

    fn threshold_cost(pos: u8) -> Option<u8> {
        let t = &content().track;
        t.thresholds.iter().position(|th| *th == pos).map(|i| t.demilitarization[i])
    }

    /// The next space exists, and a demilitarization threshold can be paid.
    pub(super) fn can_advance(&self, seat: Seat, track: Track) -> bool {
        let c = content();
        let pos = self.players[seat].tracks[track as usize];
        let last = *c.track.thresholds.last().unwrap_or(&0);
        if pos > last || pos as usize >= c.track_spaces.iter().find(|s| s.track == track).map_or(0, |s| s.spaces.len())
        {
            return false;
        }
        let cost = self.demilitarization_cost(seat, Self::threshold_cost(pos).unwrap_or(0)) as u32;
        self.players[seat].reserve as u32 + self.map_power(seat) >= cost
    }

    pub(super) fn advance(&mut self, seat: Seat, track: Track) {
        if !self.can_advance(seat, track) {
            return;
        }
        let pos = self.players[seat].tracks[track as usize];
        let cost = self.demilitarization_cost(seat, Self::threshold_cost(pos).unwrap_or(0));
        self.todo.push(Step::AdvanceBenefit { seat, track });
        if cost > 0 {
            self.todo.push(Step::Spend { seat, n: cost });
        }
    }

    // --- The Voidborn ------------------------------------------------------------------------

    /// Voidborn sectors next to one of the seat's sectors: fewest fleets, then
    /// highest population (§5.13).
    pub(super) fn voidborn_targets(&self, seat: Seat) -> Vec<usize> {
        let near: Vec<usize> = (0..self.sectors.len())
            .filter(|t| self.sectors[*t].control() == Control::Voidborn && self.sectors[*t].voidborn > 0)
            .filter(|t| self.adjacent(*t).iter().any(|s| self.sectors[*s].control() == Control::Player(seat)))
            .collect();
        let fewest = near.iter().map(|t| self.sectors[*t].voidborn).min();
        let near: Vec<usize> = near.into_iter().filter(|t| Some(self.sectors[*t].voidborn) == fewest).collect();
        let top = near.iter().map(|t| self.sectors[*t].population).max();
        near.into_iter().filter(|t| Some(self.sectors[*t].population) == top).collect()
    }

    pub(super) fn voidborn_deploy(&mut self, seat: Seat) {
        if !self.voidborn_threat() {
            return;
        }
        let targets = self.voidborn_targets(seat);
        match targets.len() {
            // D-28: no target, no effect.
            0 => {}
            1 => self.deploy_voidborn_at(targets[0]),
            _ => self.push_ask(seat, Q::VoidbornTarget),
        }
    }

    /// 1–2 fleets: one more; else a sector defense while the sector has fewer
    /// defenses than the cycle number (0, 1 or 2 in cycles 1, 2, 3) and there is
    /// room; else one more fleet. Rules version 5 read the limit as one lower.
    pub(super) fn deploy_voidborn_at(&mut self, s: usize) {
        let limit = if self.rules_at_least(6) { self.cycle as usize } else { (self.cycle as usize).saturating_sub(1) };
        let sec = &mut self.sectors[s];
        if (1..=2).contains(&sec.voidborn) {
            sec.voidborn += 1;
        } else if sec.defenses() < limit && sec.installations.len() < sec.installation_spaces as usize {
            sec.installations.push(Built { kind: Installation::Defense, printed: false });
        } else {
            sec.voidborn += 1;
        }
        self.say(Text::key("voidfall-log-voidborn").card("sector", format!("sector-{}", self.sector_id(s))));
    }

    pub(super) fn token_targets(&self, seat: Seat) -> Vec<usize> {
        let near: Vec<usize> = (0..self.sectors.len())
            .filter(|t| self.sectors[*t].control() == Control::Voidborn)
            .filter(|t| self.adjacent(*t).iter().any(|s| self.sectors[*s].control() == Control::Player(seat)))
            .collect();
        let top = near.iter().map(|t| self.sectors[*t].population).max();
        near.into_iter().filter(|t| Some(self.sectors[*t].population) == top).collect()
    }

    pub(super) fn hidden_token(&mut self, seat: Seat, kind: TokenKind, rng: &mut GameRng) {
        let targets = self.token_targets(seat);
        match targets.len() {
            0 => {}
            1 => self.place_hidden_token(targets[0], kind, rng),
            _ => self.push_ask(seat, Q::TokenTarget { kind }),
        }
    }

    /// A token drawn at random from its pool, face down.
    pub(super) fn place_hidden_token(&mut self, s: usize, kind: TokenKind, rng: &mut GameRng) {
        let pool = if kind == TokenKind::Bounty { &mut self.bounty_pool } else { &mut self.reclaim_pool };
        if pool.is_empty() {
            return;
        }
        let def = pool.remove(rng.below(pool.len()));
        self.sectors[s].tokens.push(MapToken { def, face_up: false });
        self.say(Text::key("voidfall-log-hidden-token").card("sector", format!("sector-{}", self.sector_id(s))));
    }

    // --- Upkeep ------------------------------------------------------------------------------

    /// The upkeep list of the rulebook, counted for one seat.
    pub(super) fn upkeep(&self, seat: Seat) -> u32 {
        let c = content();
        let u = &c.upkeep;
        let p = &self.players[seat];
        let mut total = 0;
        for s in self.own_sectors(seat) {
            let sec = &self.sectors[s];
            for m in Model::ALL.iter().filter(|m| m.is_capital()) {
                total +=
                    u.capital_fleet * (sec.power[seat][*m as usize] as u32).div_ceil(self.model_cap(seat, *m) as u32);
            }
            // A planetary base costs its own upkeep only (D-18).
            let free_defenses = self.has_ability(seat, |a| matches!(a, Ability::FreeDefenseUpkeep));
            if sec.count_installation(Installation::Defense) > 0 && !free_defenses {
                total += u.defended_sector;
            }
            total += u.shipyard * sec.count_installation(Installation::Shipyard) as u32;
            total += u.planetary_base * sec.count_installation(Installation::Base) as u32;
            total += u.bankers * sec.guilds.iter().filter(|g| g.kind == Guild::Bankers).count() as u32;
        }
        if p.afflictions[Affliction::Contamination as usize] {
            total += u.contamination;
        }
        total += p.techs.iter().map(|h| c.techs[h.tech].upkeep).sum::<u32>();
        // D-38: the starting agenda costs nothing; a trade token covers an agenda.
        total += u.agenda
            * p.slots.iter().filter(|s| matches!(s.agenda, Some(SlotAgenda::Card(_))) && !s.token).count() as u32;
        total
    }

    /// What one credit pays at evaluation (0: credits pay no upkeep).
    pub(super) fn credit_upkeep(&self, seat: Seat) -> u32 {
        self.abilities(seat)
            .filter_map(|(_, a)| match a {
                Ability::CreditUpkeep { n } => Some(*n as u32),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// D-42: payments (food, materials, energy, credits) covering min(upkeep,
    /// what the supplies are worth) with no superfluous unit (food pays 2; a
    /// credit pays only with Data Harvesting's improved card).
    pub(super) fn upkeep_payments(&self, seat: Seat) -> Vec<[u8; 4]> {
        let s = self.players[seat].storage;
        let credit = self.credit_upkeep(seat);
        let (f, m, e) = (
            s[Resource::Food as usize] as u32,
            s[Resource::Materials as usize] as u32,
            s[Resource::Energy as usize] as u32,
        );
        let cr = if credit > 0 { s[Resource::Credits as usize] as u32 } else { 0 };
        let target = self.upkeep(seat).min(2 * f + m + e + credit * cr);
        if target == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for pf in 0..=f {
            for pm in 0..=m {
                for pe in 0..=e {
                    for pc in 0..=cr {
                        let v = 2 * pf + pm + pe + credit * pc;
                        // Tight: leaving out any one unit paid would fall short.
                        let needed = |n: u32, w: u32| n == 0 || v - w < target;
                        if v >= target && needed(pf, 2) && needed(pm, 1) && needed(pe, 1) && needed(pc, credit) {
                            out.push([pf as u8, pm as u8, pe as u8, pc as u8]);
                        }
                    }
                }
            }
        }
        out
    }

    pub(super) fn start_upkeep(&mut self) {
        for seat in self.order() {
            let upkeep = self.upkeep(seat);
            if upkeep == 0 {
                continue;
            }
            if self.upkeep_payments(seat).is_empty() {
                self.pay_upkeep(seat, [0, 0, 0, 0]);
            } else {
                self.asks.push(Ask { seat, q: Q::Upkeep });
            }
        }
    }

    pub(super) fn pay_upkeep(&mut self, seat: Seat, [f, m, e, cr]: [u8; 4]) {
        let upkeep = self.upkeep(seat);
        let credit = self.credit_upkeep(seat);
        let s = &mut self.players[seat].storage;
        s[Resource::Food as usize] -= f;
        s[Resource::Materials as usize] -= m;
        s[Resource::Energy as usize] -= e;
        s[Resource::Credits as usize] -= cr;
        let covered = 2 * f as u32 + m as u32 + e as u32 + credit * cr as u32;
        let text = if cr > 0 {
            Text::key("voidfall-log-upkeep-credits").num("credits", cr)
        } else {
            Text::key("voidfall-log-upkeep")
        };
        self.say(text.player("player", seat).num("upkeep", upkeep).num("food", f).num("materials", m).num("energy", e));
        let unpaid = upkeep.saturating_sub(covered);
        if unpaid > 0 {
            self.lose_influence(seat, unpaid * content().rules.unpaid_upkeep_influence);
        }
    }

    // --- Turn order ----------------------------------------------------------------------------

    /// Time units of the focus cards played this cycle, +5 with Turmoil.
    pub(super) fn time_units(&self, seat: Seat) -> u32 {
        let c = content();
        let p = &self.players[seat];
        let t: u32 = p.focus_discard.iter().map(|f| c.focus[*f].time).sum();
        t + if p.afflictions[Affliction::Turmoil as usize] { c.rules.turmoil_time } else { 0 }
    }

    /// Evaluation step 5: least time first; a tie goes to whoever was earlier.
    pub(super) fn new_order(&self) -> Vec<Seat> {
        let old = self.order();
        let mut order = old.clone();
        order.sort_by_key(|s| (self.time_units(*s), old.iter().position(|o| o == s)));
        order
    }

    pub(super) fn turn_order(&mut self) {
        let c = content();
        let order = self.new_order();
        if self.cycle < c.rules.cycles {
            self.reveal_priority_row();
            self.todo.push(Step::Markers(order));
        } else {
            // Cycle 3: markers left to right score the printed influence.
            let values = c.count_row(self.seats()).cycle3_influence.clone();
            self.markers = order.iter().map(|s| Some(*s)).collect();
            self.ledger.source = Source::TurnOrder;
            for (i, seat) in order.into_iter().enumerate() {
                self.gain_influence(seat, values.get(i).copied().unwrap_or(0));
            }
        }
        let now: Vec<u32> = self.players.iter().map(|p| p.influence).collect();
        self.ledger.cycle_end(&now);
    }

    pub(super) fn reveal_priority_row(&mut self) {
        let n = content().count_row(self.seats()).priority_revealed;
        let mut row: Vec<u8> = (0..n).filter_map(|_| self.priority_deck.pop()).collect();
        row.sort_unstable();
        self.markers = vec![None; row.len()];
        self.priority_row = row;
    }
}
