//! The options of a question ([`Pick`]), their answer keys and labels.

use super::{
    AgendaKind, Guild, Installation, Model, Place, Q, Resource, Seat, Text, TokenAt, Track, Voidfall, content,
    verb_text,
};

/// One option of a question.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    House(usize),
    Origin(usize),
    Space(usize),
    Event(usize),
    Focus(usize),
    HandAgenda(usize),
    Skip,
    Token(TokenAt),
    FocusAction(usize),
    AgendaAction,
    Bonus(usize),
    EndTurn,
    Credit(Option<Resource>),
    Effect(usize),
    Resource(Resource),
    Sector(usize),
    Guild(Guild),
    Installation(Installation),
    /// Sentries: deploy a sentry in this sector instead of building.
    Sentry(usize),
    /// Sentries (improved): build in this sector and deploy a sentry there.
    BuildSentry(usize),
    Place(Place),
    Kind(AgendaKind),
    FaceUp,
    DrawTwo,
    Drawn(usize),
    Stack(usize),
    Improve(usize),
    Slot(usize),
    RemoveFromPlay,
    Return,
    Model(Model),
    Fleet(usize, Model),
    Amount(u8),
    Unit(usize, Model, u8),
    Track(Track),
    /// Food, materials, energy, credits.
    Upkeep([u8; 4]),
    Stop,
    Resolve,
    /// Go ahead with an invasion whose outcome was shown.
    Fight,
    /// A trade token gained this turn and not yet placed.
    GainedToken,
    Priority(u8),
}

pub(super) fn sector_id(g: &Voidfall, s: usize) -> &'static str {
    content().map(g.seats()).sector[s].id.as_str()
}

impl Pick {
    pub(super) fn key(&self, g: &Voidfall) -> String {
        let mut key = String::new();
        // Writing to a String does not fail.
        let _ = self.write_key(g, &mut key);
        key
    }

    /// Whether `key` is this pick's key, compared as it is written, without
    /// making a string: an answer is looked up among its options on every fold.
    pub(super) fn has_key(&self, g: &Voidfall, key: &str) -> bool {
        struct Rest<'a>(&'a str);
        impl std::fmt::Write for Rest<'_> {
            fn write_str(&mut self, part: &str) -> std::fmt::Result {
                self.0 = self.0.strip_prefix(part).ok_or(std::fmt::Error)?;
                Ok(())
            }
        }
        let mut rest = Rest(key);
        self.write_key(g, &mut rest).is_ok() && rest.0.is_empty()
    }

    pub(super) fn write_key(&self, g: &Voidfall, out: &mut impl std::fmt::Write) -> std::fmt::Result {
        let c = content();
        match self {
            Pick::House(h) => write!(out, "house-{}", c.houses[*h].id),
            Pick::Origin(o) => write!(out, "origin-{}", c.origins[*o].id),
            Pick::Space(i) => write!(out, "space-{}", i + 1),
            Pick::Event(i) => write!(out, "event-{i}"),
            Pick::Focus(f) => write!(out, "focus-{}", c.focus[*f].id),
            Pick::HandAgenda(i) => write!(out, "agenda-{i}"),
            Pick::Skip => out.write_str("skip"),
            Pick::Token(TokenAt::Slot(i)) => write!(out, "token-agenda-{}", i + 1),
            Pick::Token(TokenAt::Tech(i)) => write!(out, "token-tech-{}", i + 1),
            Pick::FocusAction(a) => write!(out, "action-{}", a + 1),
            Pick::AgendaAction => out.write_str("agenda-action"),
            Pick::Bonus(i) => write!(out, "bonus-{}", i + 1),
            Pick::EndTurn => out.write_str("end"),
            Pick::Credit(None) => out.write_str("no-credit"),
            Pick::Credit(Some(r)) => write!(out, "credit-for-{}", r.id()),
            Pick::Effect(i) => write!(out, "effect-{}", i + 1),
            Pick::Resource(r) => out.write_str(r.id()),
            Pick::Sector(s) => write!(out, "sector-{}", sector_id(g, *s)),
            Pick::Guild(k) => write!(out, "guild-{}", k.id()),
            Pick::Installation(k) => write!(out, "installation-{}", k.id()),
            Pick::Sentry(s) => write!(out, "sentry-{}", sector_id(g, *s)),
            Pick::BuildSentry(s) => write!(out, "build-sentry-{}", sector_id(g, *s)),
            Pick::Place(Place::Sector(s)) => write!(out, "sector-{}", sector_id(g, *s)),
            Pick::Place(Place::Slot(i)) => write!(out, "agenda-slot-{}", i + 1),
            Pick::Place(Place::Affliction(a)) => write!(out, "affliction-{}", a.id()),
            Pick::Place(Place::Tech(i)) => write!(out, "tech-{}", i + 1),
            Pick::Kind(k) => write!(out, "type-{}", k.id()),
            Pick::FaceUp => out.write_str("face-up"),
            Pick::DrawTwo => out.write_str("draw-two"),
            Pick::Drawn(i) => write!(out, "drawn-{}", i + 1),
            Pick::Stack(i) => write!(out, "stack-{}", i + 1),
            Pick::Improve(i) => write!(out, "improve-{}", i + 1),
            Pick::Slot(i) => write!(out, "agenda-slot-{}", i + 1),
            Pick::RemoveFromPlay => out.write_str("remove"),
            Pick::Return => out.write_str("return"),
            Pick::Model(m) => out.write_str(m.id()),
            Pick::Fleet(s, m) => write!(out, "{}-{}", sector_id(g, *s), m.id()),
            Pick::Amount(n) => write!(out, "power-{n}"),
            Pick::Unit(s, m, k) => write!(out, "{}-{}-{}", sector_id(g, *s), m.id(), k),
            Pick::Track(t) => out.write_str(t.id()),
            // Credits appear only when they pay upkeep (Data Harvesting).
            Pick::Upkeep([f, m, e, 0]) => write!(out, "pay-{f}-{m}-{e}"),
            Pick::Upkeep([f, m, e, c]) => write!(out, "pay-{f}-{m}-{e}-{c}"),
            Pick::Stop => out.write_str("stop"),
            Pick::Resolve => out.write_str("resolve"),
            Pick::Fight => out.write_str("fight"),
            Pick::GainedToken => out.write_str("token-gained"),
            Pick::Priority(n) => write!(out, "priority-{n}"),
        }
    }

    pub(super) fn label(&self, g: &Voidfall, seat: Seat) -> Text {
        let c = content();
        let sector = |s: usize| Text::key("voidfall-opt-sector").card("sector", format!("sector-{}", sector_id(g, s)));
        match self {
            Pick::House(h) => Text::key("voidfall-opt-card").card("card", format!("house-{}", c.houses[*h].id)),
            Pick::Origin(o) => Text::key("voidfall-opt-card").card("card", format!("origin-{}", c.origins[*o].id)),
            Pick::Space(i) => Text::key("voidfall-opt-space")
                .num("space", i + 1)
                .num("card", g.priority_row.get(*i).copied().unwrap_or(0)),
            Pick::Event(i) => {
                Text::key("voidfall-opt-card").card("card", format!("event-{}", c.events[g.event_drawn[*i]].id))
            }
            Pick::Focus(f) => Text::key("voidfall-opt-card").card("card", format!("focus-{}", c.focus[*f].id)),
            Pick::HandAgenda(i) => Text::key("voidfall-opt-card")
                .card("card", format!("agenda-{}", c.agendas[g.players[seat].agenda_hand[*i]].id)),
            Pick::Skip => Text::key("voidfall-opt-skip"),
            Pick::Token(TokenAt::Slot(i)) => Text::key("voidfall-opt-token-agenda").num("slot", i + 1),
            Pick::Token(TokenAt::Tech(i)) => Text::key("voidfall-opt-token-tech")
                .card("tech", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::FocusAction(a) => {
                let f = g.turn.as_ref().map_or(0, |t| t.focus);
                Text::key("voidfall-opt-card").card("card", action_card(f, *a))
            }
            Pick::AgendaAction => Text::key("voidfall-opt-agenda-action"),
            Pick::Bonus(i) => Text::key("voidfall-opt-bonus")
                .card("tech", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::EndTurn => Text::key("voidfall-opt-end-turn"),
            Pick::Credit(None) => Text::key("voidfall-opt-no-credit"),
            Pick::Credit(Some(r)) => Text::key("voidfall-opt-credit-for").icon("res", r.id()),
            Pick::Effect(i) => match &g.asks.iter().find(|a| a.seat == seat).map(|a| &a.q) {
                Some(Q::Effects { action, .. }) => verb_text(&action.action().effects[*i]),
                _ => Text::key("voidfall-opt-effect").num("n", i + 1),
            },
            Pick::Resource(r) => Text::key("voidfall-opt-icon").icon("icon", r.id()),
            Pick::Sector(s) | Pick::Place(Place::Sector(s)) => sector(*s),
            Pick::Sentry(s) => Text::key("voidfall-opt-sentry-instead").text("sector", sector(*s)),
            Pick::BuildSentry(s) => Text::key("voidfall-opt-build-and-sentry").text("sector", sector(*s)),
            Pick::Guild(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
            Pick::Installation(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
            Pick::Place(Place::Slot(i)) | Pick::Slot(i) => Text::key("voidfall-opt-agenda-slot").num("slot", i + 1),
            Pick::Place(Place::Affliction(a)) => Text::key("voidfall-opt-icon").icon("icon", a.id()),
            Pick::Place(Place::Tech(i)) => Text::key("voidfall-opt-card")
                .card("card", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::Kind(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
            Pick::FaceUp => Text::key("voidfall-opt-face-up"),
            Pick::DrawTwo => Text::key("voidfall-opt-draw-two"),
            Pick::Drawn(i) => Text::key("voidfall-opt-card")
                .card("card", format!("agenda-{}", c.agendas[g.players[seat].agenda_drawn[*i]].id)),
            Pick::Stack(i) => {
                let top = g.display[*i].last().copied();
                let id = top.map_or(String::new(), |t| c.techs[t.tech].id.clone());
                let extra = top.is_some_and(|t| !t.influence);
                Text::key(if extra { "voidfall-opt-tech-credit" } else { "voidfall-opt-tech" })
                    .card("tech", format!("tech-{id}"))
            }
            Pick::Improve(i) => Text::key("voidfall-opt-improve")
                .card("tech", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::RemoveFromPlay => Text::key("voidfall-opt-remove"),
            Pick::Return => Text::key("voidfall-opt-return"),
            Pick::Model(m) => Text::key("voidfall-opt-icon").icon("icon", m.id()),
            Pick::Fleet(s, m) => Text::key("voidfall-opt-fleet")
                .card("sector", format!("sector-{}", sector_id(g, *s)))
                .icon("model", m.id())
                .num("power", g.sectors[*s].power[seat][*m as usize]),
            Pick::Amount(n) => Text::key("voidfall-opt-power").num("n", *n),
            Pick::Unit(s, m, k) => Text::key("voidfall-opt-unit")
                .card("sector", format!("sector-{}", sector_id(g, *s)))
                .icon("model", m.id())
                .num("n", *k),
            Pick::Track(t) => Text::key("voidfall-opt-icon").icon("icon", t.id()),
            Pick::Upkeep([f, m, e, c]) => {
                let text = if *c > 0 {
                    Text::key("voidfall-opt-upkeep-credits").num("credits", *c)
                } else {
                    Text::key("voidfall-opt-upkeep")
                };
                text.num("food", *f).num("materials", *m).num("energy", *e)
            }
            Pick::Stop => Text::key("voidfall-opt-stop"),
            Pick::Resolve => Text::key("voidfall-opt-resolve"),
            Pick::Fight => Text::key("voidfall-opt-fight"),
            Pick::GainedToken => Text::key("voidfall-opt-token-gained"),
            Pick::Priority(n) => Text::key("voidfall-opt-priority").num("card", *n),
        }
    }

    pub(super) fn target(&self, g: &Voidfall) -> Option<String> {
        match self {
            Pick::Sector(s) | Pick::Place(Place::Sector(s)) | Pick::Fleet(s, _) | Pick::Unit(s, _, _) => {
                Some(format!("sector-{}", sector_id(g, *s)))
            }
            _ => None,
        }
    }
}

/// The catalog id of a focus action: `focus-<card>-<action>`.
pub fn action_card(focus: usize, action: usize) -> String {
    let f = &content().focus[focus];
    format!("focus-{}-{}", f.id, f.actions[action].id.as_deref().unwrap_or("action"))
}
