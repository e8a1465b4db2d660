//! Battle resolution (spec §5.12): pure arithmetic over two battlegroups, with
//! no access to the game state. Combat is deterministic: the same battlegroups,
//! technologies and casualty orders always give the same result, which is what
//! lets the invader see the outcome before confirming.
//!
//! Units are indexed like [`content().fleets`](super::data::Content::fleets):
//! the five fleet models in [`Model::ALL`] order, then the Voidborn fleet.

use super::Model;
use super::data::{CombatSide, VOIDBORN_UNIT, content};

/// Five fleet models and the Voidborn fleet.
pub const UNITS: usize = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Invading,
    Defending,
}

/// One battlegroup and everything about its owner that combat reads.
#[derive(Clone, Debug, Default)]
pub struct Fighter {
    pub power: [u32; UNITS],
    /// Which unit loses power first, then next; units not named are lost last,
    /// in index order.
    pub order: Vec<usize>,
    /// Technologies held: (index into the tech table, improved side).
    pub techs: Vec<(usize, bool)>,
    /// Recalls 1 power of its order before anything else (Turmoil in a corrupt
    /// sector).
    pub turmoil: bool,
    /// Sector defenses, planetary bases included (the defender's only).
    pub defenses: u32,
    /// Adjacent sectors of this player with a shipyard or base (missiles).
    pub yards_adjacent: u32,
    /// Energy the owner may pay for approach damage when invading.
    pub energy: u32,
    /// A trade token the owner may return for a bonus that costs one.
    pub trade_token: bool,
    /// Corvette power in the reserve, for carriers that bring some along.
    pub reserve: u32,
    /// Salvo damage absorbed from outside the battlegroup (the event's
    /// Voidborn absorption).
    pub salvo_absorb: u32,
    /// A Fallen House: its sector defenses alone keep the sector when the
    /// invader is wiped out (D-23).
    pub holds_with_defenses: bool,
}

impl Fighter {
    pub fn total(&self) -> u32 {
        self.power.iter().sum()
    }

    fn has(&self, m: Model) -> bool {
        self.power[m as usize] > 0
    }

    /// The combat numbers of the technologies that count right now: a side
    /// naming a model counts only while that model is in the battle; one that
    /// costs a trade token counts, when invading, only if a token can pay.
    fn sides(&self, role: Role) -> Vec<&'static CombatSide> {
        let c = content();
        self.techs
            .iter()
            .map(|&(t, improved)| if improved { &c.techs[t].combat.improved } else { &c.techs[t].combat.basic })
            .filter(|s| s.needs.is_none_or(|m| self.has(m)))
            .filter(|s| !(s.costs_trade_token && role == Role::Invading && !self.trade_token))
            .collect()
    }

    fn sum(&self, role: Role, f: impl Fn(&CombatSide) -> u32) -> u32 {
        self.sides(role).into_iter().map(f).sum()
    }

    fn initiative(&self, role: Role) -> u32 {
        let fleets = &content().fleets;
        let mut n = 0;
        for (u, row) in fleets.iter().enumerate() {
            let per = if role == Role::Invading { row.initiative_invading } else { row.initiative_defending };
            n += self.power[u] * per;
            if self.power[u] > 0 {
                n += row.flat_initiative;
            }
        }
        let bonus: i32 = self.sides(role).iter().map(|s| s.initiative).sum();
        (n as i32 + bonus).max(0) as u32
    }

    fn strikes_first(&self, role: Role) -> bool {
        self.sides(role).iter().any(|s| s.strike_first)
    }

    /// Approach damage this battlegroup deals, and the energy it pays for it.
    fn approach(&self, role: Role) -> (u32, u32) {
        let fleets = &content().fleets;
        let sides = self.sides(role);
        let mut dmg: u32 = sides.iter().map(|s| s.approach_damage).sum();
        if role == Role::Defending {
            dmg += self.defenses;
            dmg += fleets.iter().enumerate().map(|(u, row)| self.power[u] * row.approach_defending).sum::<u32>();
        }
        let mut energy = 0;
        for s in &sides {
            if s.approach_per_yard > 0 {
                let extra = (s.approach_per_yard * self.yards_adjacent).min(s.approach_per_yard_max);
                let cost = if role == Role::Invading { s.approach_energy } else { 0 };
                if extra > 0 && energy + cost <= self.energy {
                    energy += cost;
                    dmg += extra;
                }
            }
        }
        if role == Role::Defending && dmg > 0 {
            dmg += sides.iter().map(|s| s.defender_extra_approach).sum::<u32>();
        }
        (dmg, energy)
    }

    fn absorbs(&self, role: Role) -> (u32, u32) {
        let fleets = &content().fleets;
        let mut approach = self.sum(role, |s| s.approach_absorb);
        let mut salvo = self.sum(role, |s| s.salvo_absorb) + self.salvo_absorb;
        for (u, row) in fleets.iter().enumerate() {
            match role {
                Role::Invading => approach += self.power[u] * row.approach_absorb_invading,
                Role::Defending => salvo += self.power[u] * row.salvo_absorb_defending,
            }
        }
        (approach, salvo)
    }

    fn salvo_damage(&self, role: Role, first: bool) -> u32 {
        1 + self.sum(role, |s| s.every_salvo_damage) + if first { self.sum(role, |s| s.first_salvo_damage) } else { 0 }
    }

    /// The unit that loses the next power: the casualty order first.
    fn casualty(&self) -> Option<usize> {
        self.order.iter().copied().chain(0..UNITS).find(|u| self.power[*u] > 0)
    }
}

/// How a combat ended for the sector.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ending {
    InvaderWins,
    DefenderHolds,
    /// Nobody has fleet power left: the sector empties.
    Empties,
}

impl Ending {
    pub fn id(self) -> &'static str {
        match self {
            Ending::InvaderWins => "invader-wins",
            Ending::DefenderHolds => "defender-holds",
            Ending::Empties => "empties",
        }
    }
}

/// What happened to one battlegroup.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Losses {
    /// Power lost per unit, in the order it was lost.
    pub lost: Vec<usize>,
    /// Power left per unit.
    pub left: [u32; UNITS],
    /// Of the lost power, how much goes to the home sector instead (Escape Pods).
    pub home: [u32; UNITS],
    /// Corvette power brought from the reserve by carriers.
    pub launched: u32,
    pub energy_spent: u32,
    pub token_spent: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub result: Ending,
    pub invader: Losses,
    pub defender: Losses,
    /// Salvo steps fought.
    pub salvos: u32,
}

/// One battlegroup during the fight.
struct Side {
    f: Fighter,
    role: Role,
    approach_absorb: u32,
    salvo_absorb: u32,
    lost: Vec<usize>,
}

impl Side {
    fn new(f: Fighter, role: Role) -> Side {
        Side { f, role, approach_absorb: 0, salvo_absorb: 0, lost: Vec::new() }
    }

    fn lose(&mut self) {
        if let Some(u) = self.f.casualty() {
            self.f.power[u] -= 1;
            self.lost.push(u);
        }
    }

    /// Take `n` approach or salvo damage, absorbed first where the pool allows.
    fn take(&mut self, n: u32, salvo: bool) {
        let pool = if salvo { &mut self.salvo_absorb } else { &mut self.approach_absorb };
        let absorbed = n.min(*pool);
        *pool -= absorbed;
        for _ in absorbed..n {
            self.lose();
        }
    }

    fn losses(self, launched: u32, energy_spent: u32, token_spent: bool) -> Losses {
        let mut home = [0; UNITS];
        let sides = self.f.sides(self.role);
        let always = sides.iter().any(|s| s.recall_home_always);
        let once = sides.iter().any(|s| s.recall_home_once);
        // Only a player's own fleet models can go home.
        let mine = self.lost.iter().filter(|u| **u != VOIDBORN_UNIT);
        for (i, u) in mine.enumerate() {
            if always || (once && i == 0) {
                home[*u] += 1;
            }
        }
        Losses { lost: self.lost, left: self.f.power, home, launched, energy_spent, token_spent }
    }
}

/// Fight a battle: Turmoil recalls, carriers launch, absorption is set, both
/// sides' approach damage lands together (D-20), then salvo steps run while
/// both sides have power, initiative recomputed every step (a side without
/// power takes none, D-21).
pub fn resolve(invader: Fighter, defender: Fighter) -> Report {
    let fleets = &content().fleets;
    let mut inv = Side::new(invader, Role::Invading);
    let mut def = Side::new(defender, Role::Defending);
    for side in [&mut inv, &mut def] {
        if side.f.turmoil {
            side.lose();
        }
    }
    // Carriers bring corvettes from the reserve before any damage.
    let want: u32 = fleets.iter().enumerate().map(|(u, row)| inv.f.power[u] * row.launch_invading).sum();
    let launched = want.min(inv.f.reserve);
    inv.f.power[Model::Corvette as usize] += launched;
    // A bonus paid with a trade token is paid once, when it counts at the start.
    let token_spent = inv.f.trade_token && inv.f.sides(Role::Invading).iter().any(|s| s.costs_trade_token);
    for side in [&mut inv, &mut def] {
        (side.approach_absorb, side.salvo_absorb) = side.f.absorbs(side.role);
    }
    let (inv_approach, inv_energy) = inv.f.approach(Role::Invading);
    let (def_approach, _) = def.f.approach(Role::Defending);
    inv.take(def_approach, false);
    def.take(inv_approach, false);
    let mut salvos = 0;
    while inv.f.total() > 0 && def.f.total() > 0 {
        let first = salvos == 0;
        salvos += 1;
        let (a, b) = (inv.f.initiative(Role::Invading), def.f.initiative(Role::Defending));
        let (fa, fb) = (inv.f.strikes_first(Role::Invading), def.f.strikes_first(Role::Defending));
        let order = if fa == fb {
            (a as i64 - b as i64).signum()
        } else if fa {
            1
        } else {
            -1
        };
        let (da, db) = (inv.f.salvo_damage(Role::Invading, first), def.f.salvo_damage(Role::Defending, first));
        match order {
            1 => {
                def.take(da, true);
                if def.f.total() > 0 {
                    inv.take(db, true);
                }
            }
            -1 => {
                inv.take(db, true);
                if inv.f.total() > 0 {
                    def.take(da, true);
                }
            }
            _ => {
                inv.take(db, true);
                def.take(da, true);
            }
        }
    }
    // Defenses alone hold nothing against the Voidborn or a player: in the
    // rulebook's example three corvettes against fleets and a defense leave the
    // sector empty. A Fallen House, which never has fleets, keeps its sector
    // when the invader has nothing left (D-23).
    let (i, d) = (inv.f.total(), def.f.total());
    let result = if i > 0 && d == 0 {
        Ending::InvaderWins
    } else if d > 0 || def.f.holds_with_defenses {
        Ending::DefenderHolds
    } else {
        Ending::Empties
    };
    Report { result, invader: inv.losses(launched, inv_energy, token_spent), defender: def.losses(0, 0, false), salvos }
}

/// The Voidborn's battlegroup: `n` fleets and the sector's defenses, with the
/// event's absorption for salvo damage.
pub fn voidborn(n: u32, defenses: u32, absorption: u32) -> Fighter {
    let mut power = [0; UNITS];
    power[VOIDBORN_UNIT] = n;
    Fighter { power, order: vec![VOIDBORN_UNIT], defenses, salvo_absorb: absorption, ..Fighter::default() }
}

/// A Fallen House's battlegroup: its card's sector defenses and no fleet power.
pub fn fallen_house(defenses: u32) -> Fighter {
    Fighter { defenses, holds_with_defenses: true, ..Fighter::default() }
}
