//! What a question shows: its text, its kind of choice, and words for effects
//! and actions.

use super::picks::sector_id;
use super::{ActionRef, Ask, Choice, Mode, Opt, Prompt, Q, Text, Voidfall, action_card, content, verbs};

impl Voidfall {
    /// The prompt of an open ask.
    pub(crate) fn prompt(&self, ask: &Ask) -> Prompt {
        let picks = self.picks(ask.seat, &ask.q);
        let options: Vec<Opt> = picks
            .iter()
            .map(|p| {
                let mut o = Opt::new(p.key(self), p.label(self, ask.seat));
                if let Some(note) = self.note(ask.seat, &ask.q, p) {
                    o = o.with_note(note);
                }
                match p.target(self) {
                    Some(t) => o.with_target(t),
                    None => o,
                }
            })
            .collect();
        let choice = match &ask.q {
            Q::Effects { action, .. } if action.action().mode == Mode::Any => {
                Choice::Many { max: options.len(), options, min: 0 }
            }
            Q::InvadeForces { .. } => Choice::Many { max: options.len(), options, min: 1 },
            Q::CopyActions { n, .. } => Choice::Many { max: (*n as usize).min(options.len()), options, min: 0 },
            _ => Choice::One { options },
        };
        Prompt { seat: ask.seat, text: self.ask_text(ask), choice }
    }

    pub(super) fn ask_text(&self, ask: &Ask) -> Text {
        let c = content();
        let name = match &ask.q {
            Q::House => "house",
            Q::Origin => "origin",
            Q::Marker => "marker",
            Q::KeepEvent => "keep-event",
            Q::Focus | Q::AdvancedFocus => "focus",
            Q::PlayAgenda => "play-agenda",
            Q::Flip => "flip",
            Q::Menu => "menu",
            Q::Pay { .. } => "pay",
            Q::Effects { action, .. } => {
                return Text::key("voidfall-ask-effects").text("action", action_text(*action));
            }
            Q::GainOne { supplies: true, .. } => "gain-supply",
            Q::GainOne { supplies: false, .. } => "gain-resource",
            Q::ProduceChoice => "produce",
            Q::GuildSector { .. } => "guild-sector",
            Q::GuildType { .. } => "guild-type",
            Q::InstallationSector { .. } => "installation-sector",
            Q::InstallationType { .. } => "installation-type",
            Q::RaisePopulation { .. } => "raise-population",
            Q::RemoveCorruption { .. } => "remove-corruption",
            Q::MoveCorruptionFrom => "move-corruption-from",
            Q::MoveCorruptionTo { .. } => "move-corruption-to",
            Q::Corruption { .. } => "corruption",
            Q::AgendaKind => "agenda-type",
            Q::AgendaHow { .. } => "agenda-how",
            Q::AgendaKeep => "agenda-keep",
            Q::Tech => "tech",
            Q::Windfall { .. } => "windfall",
            Q::TokenPlace => "token-place",
            Q::AgendaPlace => "agenda-place",
            Q::Battlegroup { .. } => "battlegroup",
            Q::Recall { .. } => "recall",
            Q::RegroupFrom { .. } => "regroup-from",
            Q::RegroupTo { .. } => "regroup-to",
            Q::RegroupAmount { .. } => "regroup-amount",
            Q::InvadeTarget => "invade-target",
            Q::InvadeForces { target } => {
                let empties: Vec<String> = self
                    .reach(ask.seat, *target)
                    .into_iter()
                    .filter(|s| {
                        let power = self.sectors[*s].power_of(ask.seat);
                        power > 0 && self.empties_without(ask.seat, *s, power)
                    })
                    .map(|s| format!("sector-{}", sector_id(self, s)))
                    .collect();
                if empties.is_empty() {
                    "invade-forces"
                } else {
                    return Text::key("voidfall-ask-invade-forces-empties").cards("sectors", empties);
                }
            }
            Q::InvadeConfirm { target, moving } => {
                let sector = format!("sector-{}", sector_id(self, *target));
                let preview = self.invasion_preview(ask.seat, *target, moving);
                let mut left: Vec<(usize, u32)> = Vec::new();
                for (s, _, n) in moving {
                    match left.iter_mut().find(|(t, _)| t == s) {
                        Some(e) => e.1 += u32::from(*n),
                        None => left.push((*s, u32::from(*n))),
                    }
                }
                let empties: Vec<String> = left
                    .into_iter()
                    .filter(|(s, n)| self.empties_without(ask.seat, *s, *n))
                    .map(|(s, _)| format!("sector-{}", sector_id(self, s)))
                    .collect();
                let preview = if empties.is_empty() {
                    preview
                } else {
                    Text::key("voidfall-preview-empties").text("preview", preview).cards("sectors", empties)
                };
                return match self.fallen_reward_text(*target) {
                    Some(reward) => Text::key("voidfall-ask-invade-confirm-fallen")
                        .card("sector", sector)
                        .text("preview", preview)
                        .text("reward", reward),
                    None => Text::key("voidfall-ask-invade-confirm").card("sector", sector).text("preview", preview),
                };
            }
            Q::DeployModel { .. } => "deploy-model",
            Q::TrackChoice => "track",
            Q::VoidbornTarget => "voidborn-target",
            Q::TokenTarget { .. } => "token-target",
            Q::Upkeep => {
                return Text::key("voidfall-ask-upkeep").num("upkeep", self.upkeep(ask.seat));
            }
            Q::Confirm { action, .. } => {
                return Text::key("voidfall-ask-confirm").text("action", action_text(*action));
            }
            Q::SpendToken { .. } => "spend-token",
            Q::CopyCard { .. } => "copy-card",
            Q::CopyActions { focus, .. } => {
                return Text::key("voidfall-ask-copy-actions").card("card", format!("focus-{}", c.focus[*focus].id));
            }
            Q::ScoreAgenda => "score-agenda",
            Q::PlayAgendaAny => "play-agenda-any",
            Q::Eradicate => "eradicate",
            Q::ReclaimTarget => "reclaim-target",
            Q::LowerPopulation => "lower-population",
            Q::Repeat => "repeat",
            Q::PriorityCard => "priority-card",
        };
        Text::key(format!("voidfall-ask-{name}"))
    }
}

/// An effect in words, for choosing among an action's effects.
pub fn verb_text(v: &verbs::Verb) -> Text {
    use verbs::Verb as V;
    let t = |k: &'static str| Text::key(k);
    match v {
        V::Gain(r, n) => t("voidfall-verb-gain").num("n", *n).icon("res", r.id()),
        V::GainAny(n) => t("voidfall-verb-gain-any").num("n", *n),
        V::GainSupplies(n) => t("voidfall-verb-gain-supplies").num("n", *n),
        V::Produce(r) => t("voidfall-verb-produce").icon("res", r.id()),
        V::ProduceChoice => t("voidfall-verb-produce-choice"),
        V::Influence(n) => t("voidfall-verb-influence").num("n", *n),
        V::InfluencePerGuild(_, n) => t("voidfall-verb-influence-per-guild").num("n", *n),
        V::FleetPower(n) => t("voidfall-verb-fleet-power").num("n", *n),
        V::DeployHome(m) => t("voidfall-verb-deploy-home").icon("model", m.id()),
        V::DeployShipyards => t("voidfall-verb-deploy-shipyards"),
        V::Regroup => t("voidfall-verb-regroup"),
        V::Invade => t("voidfall-verb-invade"),
        V::Guild(None) => t("voidfall-verb-guild"),
        V::Guild(Some(g)) => t("voidfall-verb-guild-of").icon("guild", g.id()),
        V::Installation(None) => t("voidfall-verb-installation"),
        V::Installation(Some(k)) => t("voidfall-verb-installation-of").icon("installation", k.id()),
        V::RaisePopulation => t("voidfall-verb-raise-population"),
        V::RemoveCorruption => t("voidfall-verb-remove-corruption"),
        V::MoveCorruption => t("voidfall-verb-move-corruption"),
        V::Agenda => t("voidfall-verb-agenda"),
        V::Tech => t("voidfall-verb-tech"),
        V::TradeToken => t("voidfall-verb-trade-token"),
        V::Advance(Some(tr)) => t("voidfall-verb-advance").icon("track", tr.id()),
        V::Advance(None) => t("voidfall-verb-advance-any"),
        V::CopyDiscard(n) => t("voidfall-verb-copy-discard").num("n", *n),
        V::ScoreAgenda => t("voidfall-verb-score-agenda"),
        V::Bounty => t("voidfall-verb-bounty"),
        V::VoidbornDeploy => t("voidfall-verb-voidborn-deploy"),
        V::HiddenToken(_) => t("voidfall-verb-hidden-token"),
        V::OfferCorruption(Some(k)) => t("voidfall-verb-offer-corruption").icon("kind", k.id()),
        V::OfferCorruption(None) => t("voidfall-verb-offer-corruption-each"),
        V::PlayAgenda => t("voidfall-verb-play-agenda"),
        V::Eradicate => t("voidfall-verb-eradicate"),
        V::ReclaimToken => t("voidfall-verb-reclaim-token"),
        V::RaiseHomePopulation => t("voidfall-verb-raise-home-population"),
    }
}

pub(super) fn action_text(action: ActionRef) -> Text {
    let c = content();
    match action {
        ActionRef::Focus(f, a) => Text::key("voidfall-opt-card").card("card", action_card(f, a)),
        ActionRef::Agenda(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
        ActionRef::TechGain(t) | ActionRef::TechBonus(t, _) | ActionRef::TechTrigger(t, _) => {
            Text::key("voidfall-opt-card").card("card", format!("tech-{}", c.techs[t].id))
        }
        ActionRef::EventGeneral(e) | ActionRef::EventAid(e) => {
            Text::key("voidfall-opt-card").card("card", format!("event-{}", c.events[e].id))
        }
        ActionRef::Trade(i) => Text::key("voidfall-opt-trade-space").num("space", i + 1),
        ActionRef::Track(t, i) => Text::key("voidfall-opt-track-space").icon("track", t.id()).num("space", i + 1),
        ActionRef::Priority(n) => Text::key("voidfall-opt-priority").num("card", n),
        ActionRef::Token(_) => Text::key("voidfall-opt-token"),
    }
}
