//! The technologies: 45 faces. Level 1 comes in four copies per effect (each
//! with other symbols and prerequisites); the permanent technologies are
//! double-sided cards whose side is chosen when they are gained. Facts only;
//! names and our own wording of each effect are in the catalog.
//!
//! Each action effect is one function below; each permanent effect is one small
//! function that the rules consult where it applies.

use super::EminentDomain;
use super::cards::{Card, Icon, PlanetType, Resource};
use super::flow::Ask;
use engine::{GameRng, RuleError, Seat, Text};
use serde::{Deserialize, Serialize};

pub struct Tech {
    pub id: &'static str,
    pub level: u32,
    /// Research symbols needed.
    pub cost: u32,
    /// Face-up planets of a type needed.
    pub needs: (u32, PlanetType),
    /// Role symbols the card shows (a permanent shows them in its owner's empire).
    pub icons: &'static [Icon],
    pub influence: u32,
    /// For a permanent: the other side of the same card.
    pub flip: Option<TechId>,
    pub effect: Effect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Played from hand in the action phase.
    Action(TechAction),
    /// Laid in its owner's empire when gained; works from there.
    Permanent(Permanent),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TechAction {
    ImprovedSurvey,
    ImprovedColonize,
    ImprovedWarfare,
    ImprovedProduction,
    ImprovedTrade,
    ImprovedResearch,
    DiverseMarkets,
    DataNetwork,
    Specialization,
    Mobilization,
    SurveyTeam,
    WarPath,
    ArtificialIntelligence,
    GeneticEngineering,
    Terraforming,
}

/// Imperialism and Fertile Ground do nothing but show their symbols in the
/// empire, which [`Tech::icons`] covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permanent {
    WeaponEmporium,
    Streamlining,
    Adaptability,
    Hyperefficiency,
    Imperialism,
    ScorchedEarthPolicy,
    Logistics,
    Productivity,
    FertileGround,
    Abundance,
    Dissension,
    Bureaucracy,
}

/// A technology face, by its position in [`TECHS`]; on the wire its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct TechId(pub u8);

impl TechId {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn get(self) -> &'static Tech {
        &TECHS[self.index()]
    }

    pub fn id(self) -> &'static str {
        self.get().id
    }

    pub fn from_id(id: &str) -> Option<TechId> {
        TECHS.iter().position(|t| t.id == id).map(|i| TechId(i as u8))
    }

    pub fn all() -> impl Iterator<Item = TechId> {
        (0..TECHS.len()).map(|i| TechId(i as u8))
    }

    /// The faces this physical card can be gained as: itself, and its back if any.
    pub fn faces(self) -> Vec<TechId> {
        std::iter::once(self).chain(self.get().flip).collect()
    }

    pub fn action(self) -> Option<TechAction> {
        match self.get().effect {
            Effect::Action(a) => Some(a),
            Effect::Permanent(_) => None,
        }
    }
}

impl From<TechId> for String {
    fn from(t: TechId) -> String {
        t.id().to_string()
    }
}

impl TryFrom<String> for TechId {
    type Error = String;
    fn try_from(s: String) -> Result<TechId, String> {
        TechId::from_id(&s).ok_or_else(|| format!("unknown technology {s:?}"))
    }
}

/// The physical technology cards at setup: every single-sided card, and each
/// double-sided card once, by its front face.
pub fn supply() -> Vec<TechId> {
    TechId::all().filter(|t| !matches!(TECHS[t.index()].effect, Effect::Permanent(_)) || is_front(*t)).collect()
}

fn is_front(t: TechId) -> bool {
    t.get().flip.is_some_and(|back| back.0 > t.0)
}

#[rustfmt::skip]
pub const TECHS: [Tech; 45] = [
    Tech { id: "tech-1-11", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Survey, Icon::Trade], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedSurvey) },
    Tech { id: "tech-1-12", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Survey, Icon::Research], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedSurvey) },
    Tech { id: "tech-1-13", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Survey, Icon::Colonize], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedSurvey) },
    Tech { id: "tech-1-14", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Survey, Icon::Produce], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedSurvey) },
    Tech { id: "tech-1-21", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Colonize, Icon::Research], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedColonize) },
    Tech { id: "tech-1-22", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Colonize, Icon::Trade], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedColonize) },
    Tech { id: "tech-1-23", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Colonize, Icon::Survey], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedColonize) },
    Tech { id: "tech-1-24", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Colonize, Icon::Warfare], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedColonize) },
    Tech { id: "tech-1-31", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Warfare, Icon::Research], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedWarfare) },
    Tech { id: "tech-1-32", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Warfare, Icon::Trade], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedWarfare) },
    Tech { id: "tech-1-33", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Warfare, Icon::Colonize], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedWarfare) },
    Tech { id: "tech-1-34", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Warfare, Icon::Produce], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedWarfare) },
    Tech { id: "tech-1-41", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Produce, Icon::Research], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedProduction) },
    Tech { id: "tech-1-42", level: 1, cost: 3, needs: (1, PlanetType::Advanced), icons: &[Icon::Produce, Icon::Trade], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedProduction) },
    Tech { id: "tech-1-43", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Produce, Icon::Survey], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedProduction) },
    Tech { id: "tech-1-44", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Produce, Icon::Warfare], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedProduction) },
    Tech { id: "tech-1-51", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Trade, Icon::Produce], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedTrade) },
    Tech { id: "tech-1-52", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Trade, Icon::Colonize], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedTrade) },
    Tech { id: "tech-1-53", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Trade, Icon::Survey], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedTrade) },
    Tech { id: "tech-1-54", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Trade, Icon::Warfare], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedTrade) },
    Tech { id: "tech-1-61", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Research, Icon::Produce], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedResearch) },
    Tech { id: "tech-1-62", level: 1, cost: 3, needs: (1, PlanetType::Fertile), icons: &[Icon::Research, Icon::Colonize], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedResearch) },
    Tech { id: "tech-1-63", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Research, Icon::Survey], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedResearch) },
    Tech { id: "tech-1-64", level: 1, cost: 3, needs: (1, PlanetType::Metallic), icons: &[Icon::Research, Icon::Warfare], influence: 0, flip: None, effect: Effect::Action(TechAction::ImprovedResearch) },
    Tech { id: "tech-2-71", level: 2, cost: 5, needs: (2, PlanetType::Advanced), icons: &[Icon::Research, Icon::Trade], influence: 2, flip: None, effect: Effect::Action(TechAction::DiverseMarkets) },
    Tech { id: "tech-2-72", level: 2, cost: 5, needs: (2, PlanetType::Advanced), icons: &[Icon::Research, Icon::Research], influence: 2, flip: None, effect: Effect::Action(TechAction::DataNetwork) },
    Tech { id: "tech-2-73", level: 2, cost: 5, needs: (2, PlanetType::Advanced), icons: &[Icon::Trade, Icon::Trade], influence: 2, flip: None, effect: Effect::Action(TechAction::Specialization) },
    Tech { id: "tech-2-74", level: 2, cost: 5, needs: (2, PlanetType::Advanced), icons: &[], influence: 2, flip: Some(TechId(28)), effect: Effect::Permanent(Permanent::WeaponEmporium) },
    Tech { id: "tech-2-75", level: 2, cost: 5, needs: (2, PlanetType::Advanced), icons: &[], influence: 2, flip: Some(TechId(27)), effect: Effect::Permanent(Permanent::Streamlining) },
    Tech { id: "tech-3-76", level: 3, cost: 7, needs: (3, PlanetType::Advanced), icons: &[], influence: 5, flip: Some(TechId(30)), effect: Effect::Permanent(Permanent::Adaptability) },
    Tech { id: "tech-3-77", level: 3, cost: 7, needs: (3, PlanetType::Advanced), icons: &[], influence: 5, flip: Some(TechId(29)), effect: Effect::Permanent(Permanent::Hyperefficiency) },
    Tech { id: "tech-2-81", level: 2, cost: 5, needs: (2, PlanetType::Metallic), icons: &[Icon::Survey, Icon::Warfare], influence: 2, flip: None, effect: Effect::Action(TechAction::Mobilization) },
    Tech { id: "tech-2-82", level: 2, cost: 5, needs: (2, PlanetType::Metallic), icons: &[Icon::Survey, Icon::Survey], influence: 2, flip: None, effect: Effect::Action(TechAction::SurveyTeam) },
    Tech { id: "tech-2-83", level: 2, cost: 5, needs: (2, PlanetType::Metallic), icons: &[Icon::Warfare, Icon::Warfare], influence: 2, flip: None, effect: Effect::Action(TechAction::WarPath) },
    Tech { id: "tech-2-84", level: 2, cost: 5, needs: (2, PlanetType::Metallic), icons: &[Icon::Survey, Icon::Trade, Icon::Warfare], influence: 2, flip: Some(TechId(35)), effect: Effect::Permanent(Permanent::Imperialism) },
    Tech { id: "tech-2-85", level: 2, cost: 5, needs: (2, PlanetType::Metallic), icons: &[], influence: 2, flip: Some(TechId(34)), effect: Effect::Permanent(Permanent::ScorchedEarthPolicy) },
    Tech { id: "tech-3-86", level: 3, cost: 7, needs: (3, PlanetType::Metallic), icons: &[], influence: 5, flip: Some(TechId(37)), effect: Effect::Permanent(Permanent::Logistics) },
    Tech { id: "tech-3-87", level: 3, cost: 7, needs: (3, PlanetType::Metallic), icons: &[], influence: 5, flip: Some(TechId(36)), effect: Effect::Permanent(Permanent::Productivity) },
    Tech { id: "tech-2-91", level: 2, cost: 5, needs: (2, PlanetType::Fertile), icons: &[Icon::Colonize, Icon::Produce], influence: 2, flip: None, effect: Effect::Action(TechAction::ArtificialIntelligence) },
    Tech { id: "tech-2-92", level: 2, cost: 5, needs: (2, PlanetType::Fertile), icons: &[Icon::Produce, Icon::Produce], influence: 2, flip: None, effect: Effect::Action(TechAction::GeneticEngineering) },
    Tech { id: "tech-2-93", level: 2, cost: 5, needs: (2, PlanetType::Fertile), icons: &[Icon::Colonize, Icon::Colonize], influence: 2, flip: None, effect: Effect::Action(TechAction::Terraforming) },
    Tech { id: "tech-2-94", level: 2, cost: 5, needs: (2, PlanetType::Fertile), icons: &[Icon::Colonize, Icon::Produce, Icon::Research], influence: 2, flip: Some(TechId(42)), effect: Effect::Permanent(Permanent::FertileGround) },
    Tech { id: "tech-2-95", level: 2, cost: 5, needs: (2, PlanetType::Fertile), icons: &[], influence: 2, flip: Some(TechId(41)), effect: Effect::Permanent(Permanent::Abundance) },
    Tech { id: "tech-3-96", level: 3, cost: 7, needs: (3, PlanetType::Fertile), icons: &[], influence: 5, flip: Some(TechId(44)), effect: Effect::Permanent(Permanent::Dissension) },
    Tech { id: "tech-3-97", level: 3, cost: 7, needs: (3, PlanetType::Fertile), icons: &[], influence: 5, flip: Some(TechId(43)), effect: Effect::Permanent(Permanent::Bureaucracy) },
];

impl EminentDomain {
    /// Play a technology card for its action.
    pub(super) fn play_tech(&mut self, seat: Seat, action: TechAction, rng: &mut GameRng) {
        match action {
            TechAction::ImprovedSurvey => self.improved_survey(seat, rng),
            TechAction::ImprovedColonize => self.improved_colonize(seat),
            TechAction::ImprovedWarfare => self.improved_warfare(seat),
            TechAction::ImprovedProduction => self.improved_production(seat),
            TechAction::ImprovedTrade => self.improved_trade(seat),
            TechAction::ImprovedResearch => self.improved_research(seat, rng),
            TechAction::DiverseMarkets => self.diverse_markets(seat),
            TechAction::DataNetwork => self.data_network(seat, rng),
            TechAction::Specialization => self.specialization(seat),
            TechAction::Mobilization => self.mobilization(seat),
            TechAction::SurveyTeam => self.survey_team(seat, rng),
            TechAction::WarPath => self.war_path(seat),
            TechAction::ArtificialIntelligence => self.artificial_intelligence(seat),
            TechAction::GeneticEngineering => self.genetic_engineering(seat),
            TechAction::Terraforming => self.terraforming(seat),
        }
    }

    // ----- actions -----

    /// Improved Survey: draw three cards.
    fn improved_survey(&mut self, seat: Seat, rng: &mut GameRng) {
        self.draw_cards(seat, 3, rng);
    }

    /// Improved Colonize: you may settle a planet; then settle another, or tuck
    /// this card under a face-down planet as a colony.
    fn improved_colonize(&mut self, seat: Seat) {
        if self.face_down(seat).iter().any(|&i| self.can_settle(seat, i)) {
            self.ask(seat, Ask::ImprovedSettle);
        } else {
            self.colonize_action(seat);
        }
    }

    /// Improved Warfare: collect two fighters, or attack a planet instead.
    fn improved_warfare(&mut self, seat: Seat) {
        self.collect_or_attack(seat, 2);
    }

    /// Improved Production: produce two resources.
    fn improved_production(&mut self, seat: Seat) {
        self.produce(seat, 2);
    }

    /// Improved Trade: take one influence from the supply.
    fn improved_trade(&mut self, seat: Seat) {
        // The copy played names the source (they differ only in symbols).
        let card = self.turn.action_card.map_or_else(|| "tech-1-51".to_string(), Card::id);
        self.gain_influence(seat, 1, Text::key("eminent-domain-source-card").card("card", card));
    }

    /// Improved Research: draw a card, then remove up to three cards in your
    /// hand from the game.
    fn improved_research(&mut self, seat: Seat, rng: &mut GameRng) {
        self.draw_cards(seat, 1, rng);
        if !self.players[seat].hand.is_empty() {
            self.ask(seat, Ask::Remove { max: 3, with_action_card: false });
        }
    }

    /// Diverse Markets: at the end of this turn, one influence for each type of
    /// resource you traded during it.
    fn diverse_markets(&mut self, _seat: Seat) {
        self.turn.diverse_markets = true;
    }

    /// Data Network: draw two cards, then remove any number of cards in your
    /// hand from the game.
    fn data_network(&mut self, seat: Seat, rng: &mut GameRng) {
        self.draw_cards(seat, 2, rng);
        let max = self.players[seat].hand.len() as u32;
        if max > 0 {
            self.ask(seat, Ask::Remove { max, with_action_card: false });
        }
    }

    /// Specialization: name a resource type; at the end of this turn, one
    /// influence for each resource of that type you traded during it.
    fn specialization(&mut self, seat: Seat) {
        self.ask(seat, Ask::Specialize);
    }

    /// Mobilization: collect two fighters; once this turn, after any phase, you
    /// may attack a planet. (Offered at the end of the action phase, the role
    /// phase and the cleanup, whenever a planet can be attacked.)
    fn mobilization(&mut self, seat: Seat) {
        self.gain_fighters(seat, 2);
        self.turn.mobilize = true;
    }

    /// Survey Team: put the top planet of the planet deck face down into your
    /// empire.
    fn survey_team(&mut self, seat: Seat, rng: &mut GameRng) {
        if let Some(planet) = self.draw_planet(rng) {
            self.log.extend(engine::LogEntry::split(
                seat,
                Text::key("eminent-domain-log-keep").player("player", seat).card("planet", planet.id()),
                Text::key("eminent-domain-log-keep-hidden").player("player", seat),
            ));
            self.add_face_down(seat, planet);
        }
    }

    /// War Path: attack up to two planets.
    fn war_path(&mut self, seat: Seat) {
        if !self.attackable(seat).is_empty() {
            self.ask(seat, Ask::Attack { left: 2 });
        }
    }

    /// Artificial Intelligence: take any two role cards from the stacks into
    /// your hand.
    fn artificial_intelligence(&mut self, seat: Seat) {
        self.take_role_cards(seat, 2);
    }

    /// Genetic Engineering: at the end of this turn, one influence for each type
    /// of resource you produced during it.
    fn genetic_engineering(&mut self, _seat: Seat) {
        self.turn.genetic_engineering = true;
    }

    /// Terraforming: tuck this card under a face-down planet as two colonies; if
    /// that planet's colonies now reach its cost, settle it (colonize symbols in
    /// the empire do not count here).
    fn terraforming(&mut self, seat: Seat) {
        if !self.face_down(seat).is_empty() {
            self.ask(seat, Ask::Terraform);
        }
    }

    /// The Terraforming card goes under planet `i`; settle it if it is enough.
    pub(super) fn terraform_planet(&mut self, seat: Seat, i: usize) -> Result<(), RuleError> {
        self.tuck_action_card(seat, i, 2)?;
        let h = &self.players[seat].planets[i];
        if h.colonies >= h.planet.get().colonize_cost {
            self.say(
                Text::key("eminent-domain-log-settle")
                    .player("player", seat)
                    .card("planet", h.planet.id())
                    .num("influence", h.planet.get().influence),
            );
            self.turn_face_up(seat, i);
        }
        Ok(())
    }

    /// Diverse Markets' reward at the end of the turn.
    ///
    /// Decision for the three end-of-turn rewards (Diverse Markets,
    /// Specialization, Genetic Engineering): they count what the player traded
    /// or produced in their own turn (action and role), and are paid at the start
    /// of its cleanup; resources placed by Abundance are not produced; fighters
    /// traded through Weapon Emporium are of no type.
    pub(super) fn diverse_markets_bonus(&mut self, seat: Seat) {
        if self.turn.diverse_markets {
            let mut types = self.turn.traded.clone();
            types.sort_unstable();
            types.dedup();
            self.gain_influence(
                seat,
                types.len() as u32,
                Text::key("eminent-domain-source-card").card("card", "tech-2-71"),
            );
        }
    }

    /// Specialization's reward at the end of the turn.
    pub(super) fn specialization_bonus(&mut self, seat: Seat) {
        if let Some(r) = self.turn.specialization {
            let n = self.turn.traded.iter().filter(|t| **t == r).count();
            self.gain_influence(seat, n as u32, Text::key("eminent-domain-source-card").card("card", "tech-2-73"));
        }
    }

    /// Genetic Engineering's reward at the end of the turn.
    pub(super) fn genetic_engineering_bonus(&mut self, seat: Seat) {
        if self.turn.genetic_engineering {
            let mut types: Vec<Resource> = self.turn.produced.clone();
            types.sort_unstable();
            types.dedup();
            self.gain_influence(
                seat,
                types.len() as u32,
                Text::key("eminent-domain-source-card").card("card", "tech-2-92"),
            );
        }
    }

    // ----- permanents -----

    /// Weapon Emporium: you may trade fighters as if they were resources (of no
    /// type).
    pub(super) fn may_trade_fighters(&self, seat: Seat) -> bool {
        self.has(seat, Permanent::WeaponEmporium)
    }

    /// Streamlining: once in each of your turns you may remove a card in your
    /// hand from the game. Hyperefficiency: any number of them. (The rules
    /// translation gives this effect under a garbled title; the Board Game Arena
    /// implementation confirms it belongs to Hyperefficiency.)
    ///
    /// Decision: both are offered at the start of your cleanup, before you
    /// discard and draw.
    pub(super) fn removals_at_cleanup(&self, seat: Seat) -> u32 {
        if self.has(seat, Permanent::Hyperefficiency) {
            u32::MAX
        } else {
            u32::from(self.has(seat, Permanent::Streamlining))
        }
    }

    /// Adaptability: your Research role cards show every role symbol, so they
    /// boost and follow any role.
    pub(super) fn adaptability(&self, seat: Seat) -> bool {
        self.has(seat, Permanent::Adaptability)
    }

    /// Scorched Earth Policy: your warfare costs are 2 lower; a planet you attack
    /// keeps one of your fighters on it and stores no resources.
    ///
    /// Decision: the fighter left on the planet comes on top of the lowered cost
    /// and no longer counts as yours.
    pub(super) fn has_scorched_earth(&self, seat: Seat) -> bool {
        self.has(seat, Permanent::ScorchedEarthPolicy)
    }

    /// Logistics: you may play the role phase of your turn before the action
    /// phase. (Only the rules translation's effect: no extra turn at the end.)
    pub(super) fn may_lead_first(&self, seat: Seat) -> bool {
        self.has(seat, Permanent::Logistics)
    }

    /// Productivity: you may play a second card for its action in your action
    /// phase. The rules translation leaves this card unclear; this follows the
    /// Board Game Arena implementation's card text.
    pub(super) fn actions_per_turn(&self, seat: Seat) -> u32 {
        if self.has(seat, Permanent::Productivity) { 2 } else { 1 }
    }

    /// Abundance: a planet you settle or attack has its resource slots filled
    /// at once.
    pub(super) fn abundance_fill(&mut self, seat: Seat, i: usize) {
        if !self.has(seat, Permanent::Abundance) || self.players[seat].planets[i].occupied {
            return;
        }
        let h = &mut self.players[seat].planets[i];
        let n = h.filled.iter().filter(|f| !**f).count();
        h.filled.iter_mut().for_each(|f| *f = true);
        if n > 0 {
            self.say(Text::key("eminent-domain-log-abundance").player("player", seat).num("n", n));
        }
    }

    /// Dissension: dissenting draws one more card.
    pub(super) fn dissent_draws(&self, seat: Seat) -> u32 {
        1 + u32::from(self.has(seat, Permanent::Dissension))
    }

    /// Bureaucracy: following Colonize or Warfare, you may use the leader bonus
    /// (settle or attack instead).
    pub(super) fn leader_bonus_when_following(&self, seat: Seat, role: Icon) -> bool {
        matches!(role, Icon::Colonize | Icon::Warfare) && self.has(seat, Permanent::Bureaucracy)
    }
}
