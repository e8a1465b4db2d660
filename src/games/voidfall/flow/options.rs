//! The options each question offers, computed from the state whenever they
//! are shown or answered.

use super::{ActionRef, AgendaKind, Done, Guild, Model, Pick, Q, Resource, Seat, SlotAgenda, Track, Voidfall, content};

impl Voidfall {
    /// Whether `picks` would offer anything, without listing the options of the
    /// questions opened most (every turn, after every action): every question
    /// opened asks this, and the turn's menu can always end the turn.
    pub(super) fn has_picks(&self, seat: Seat, q: &Q) -> bool {
        let c = content();
        let known = match q {
            Q::Menu => Some(self.turn.is_some()),
            Q::Focus | Q::AdvancedFocus => Some(!self.players[seat].focus_hand.is_empty()),
            Q::PlayAgenda => Some(self.turn.as_ref().is_some_and(|t| {
                let hand = &self.players[seat].agenda_hand;
                hand.iter().any(|a| c.agendas[*a].focus == c.focus[t.focus].id)
            })),
            Q::Effects { action, .. } => Some(!action.action().effects.is_empty()),
            // A way out (return the token, remove the agenda from play, skip)
            // or a fixed list of choices.
            Q::TokenPlace
            | Q::AgendaPlace
            | Q::Repeat
            | Q::InvadeConfirm { .. }
            | Q::Confirm { .. }
            | Q::GainOne { .. }
            | Q::ProduceChoice
            | Q::GuildType { .. } => Some(true),
            _ => None,
        };
        debug_assert!(known.is_none_or(|k| k != self.picks(seat, q).is_empty()), "has_picks differs for {q:?}");
        known.unwrap_or_else(|| !self.picks(seat, q).is_empty())
    }

    pub(crate) fn picks(&self, seat: Seat, q: &Q) -> Vec<Pick> {
        let c = content();
        let p = &self.players[seat];
        match q {
            Q::House => {
                let taken: Vec<usize> = self.players.iter().filter_map(|p| p.house).collect();
                (0..c.houses.len())
                    .filter(|h| !taken.contains(h) && c.scenario.houses.contains(&c.houses[*h].id))
                    .map(Pick::House)
                    .collect()
            }
            Q::Origin => match p.house {
                Some(h) => {
                    (0..c.origins.len()).filter(|o| c.origins[*o].house == c.houses[h].id).map(Pick::Origin).collect()
                }
                None => Vec::new(),
            },
            Q::Marker => (0..self.markers.len()).filter(|i| self.markers[*i].is_none()).map(Pick::Space).collect(),
            Q::KeepEvent => (0..self.event_drawn.len()).map(Pick::Event).collect(),
            Q::Focus | Q::AdvancedFocus => p.focus_hand.iter().map(|f| Pick::Focus(*f)).collect(),
            Q::PlayAgenda => {
                let Some(t) = &self.turn else { return Vec::new() };
                let focus = &c.focus[t.focus].id;
                let mut out: Vec<Pick> = (0..p.agenda_hand.len())
                    .filter(|i| &c.agendas[p.agenda_hand[*i]].focus == focus)
                    .map(Pick::HandAgenda)
                    .collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::Flip => {
                let mut out: Vec<Pick> = self.held_tokens(seat).into_iter().map(Pick::Token).collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::Menu => self.menu_picks(seat),
            Q::Pay { action } => self.payment_options(seat, *action).into_iter().map(Pick::Credit).collect(),
            Q::Effects { action, .. } => (0..action.action().effects.len()).map(Pick::Effect).collect(),
            Q::GainOne { supplies, .. } => {
                let set: &[Resource] = if *supplies { &Resource::SUPPLIES } else { Resource::ALL };
                set.iter().map(|r| Pick::Resource(*r)).collect()
            }
            Q::ProduceChoice => Resource::ALL.iter().map(|r| Pick::Resource(*r)).collect(),
            Q::GuildSector { sector, .. } => self.guild_sectors(seat, *sector).into_iter().map(Pick::Sector).collect(),
            Q::GuildType { .. } => Guild::ALL.iter().map(|g| Pick::Guild(*g)).collect(),
            Q::InstallationSector { kind, sector } => {
                let mut out: Vec<Pick> =
                    self.installation_sectors(seat, *kind, *sector).into_iter().map(Pick::Sector).collect();
                out.extend(self.sentry_swaps(seat, *kind, *sector));
                out
            }
            Q::InstallationType { sector } => {
                self.installation_kinds(seat, *sector).into_iter().map(Pick::Installation).collect()
            }
            Q::RaisePopulation { sector } => self.raisable(seat, *sector).into_iter().map(Pick::Sector).collect(),
            Q::RemoveCorruption { sector } => {
                self.corruption_sources(seat, *sector).into_iter().map(Pick::Place).collect()
            }
            Q::MoveCorruptionFrom => self.corruption_sources(seat, None).into_iter().map(Pick::Place).collect(),
            Q::MoveCorruptionTo { from } => {
                self.corruption_places(seat).into_iter().filter(|pl| pl != from).map(Pick::Place).collect()
            }
            Q::Corruption { .. } => self.corruption_places(seat).into_iter().map(Pick::Place).collect(),
            Q::AgendaKind => AgendaKind::ALL
                .iter()
                .enumerate()
                .filter(|(k, _)| self.agenda_offer[*k].is_some() || !self.agenda_decks[*k].is_empty())
                .map(|(_, kind)| Pick::Kind(*kind))
                .collect(),
            Q::AgendaHow { kind } => {
                let k = *kind as usize;
                let mut out = Vec::new();
                if self.agenda_offer[k].is_some() {
                    out.push(Pick::FaceUp);
                }
                if !self.agenda_decks[k].is_empty() {
                    out.push(Pick::DrawTwo);
                }
                out
            }
            Q::AgendaKeep => (0..p.agenda_drawn.len()).map(Pick::Drawn).collect(),
            Q::Tech => self.tech_options(seat),
            Q::Windfall { space } => self.windfall_spaces(seat, *space).into_iter().map(Pick::Space).collect(),
            Q::TokenPlace => {
                let mut out: Vec<Pick> = self.token_homes(seat).into_iter().map(Pick::Token).collect();
                out.push(Pick::Return);
                out
            }
            Q::AgendaPlace => {
                let played = self.turn.as_ref().and_then(|t| t.agenda);
                let mut out: Vec<Pick> = (0..p.slots.len())
                    .filter(|i| !p.slots[*i].corrupt && played.is_none_or(|a| self.slot_allows(seat, *i, a)))
                    .map(Pick::Slot)
                    .collect();
                out.push(Pick::RemoveFromPlay);
                out
            }
            Q::Battlegroup { sector } => Model::ALL
                .iter()
                .filter(|m| self.sectors[*sector].power[seat][**m as usize] > 0)
                .map(|m| Pick::Model(*m))
                .collect(),
            Q::Recall { .. } => self.fleets_of(seat).into_iter().map(|(s, m)| Pick::Fleet(s, m)).collect(),
            Q::RegroupFrom { moved, .. } => {
                let mut out: Vec<Pick> = self
                    .fleets_of(seat)
                    .into_iter()
                    .filter(|(s, m)| {
                        self.movable(seat, *s, *m, moved) > 0 && !self.regroup_targets(seat, *s).is_empty()
                    })
                    .map(|(s, m)| Pick::Fleet(s, m))
                    .collect();
                if !out.is_empty() {
                    out.push(Pick::Stop);
                }
                out
            }
            Q::RegroupTo { from, .. } => self.regroup_targets(seat, *from).into_iter().map(Pick::Sector).collect(),
            Q::RegroupAmount { from, model, moved, .. } => {
                let max = self.movable(seat, *from, *model, moved).min(self.model_cap(seat, *model) as u32) as u8;
                (1..=max).map(Pick::Amount).collect()
            }
            Q::InvadeTarget => self.invasion_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::InvadeForces { target } => {
                let mut out = Vec::new();
                for s in self.reach(seat, *target) {
                    for m in Model::ALL {
                        for k in 1..=self.sectors[s].power[seat][*m as usize] {
                            out.push(Pick::Unit(s, *m, k));
                        }
                    }
                }
                out
            }
            Q::InvadeConfirm { .. } => vec![Pick::Fight, Pick::Skip],
            Q::DeployModel { .. } => self.deployable_models(seat).into_iter().map(Pick::Model).collect(),
            Q::TrackChoice => {
                Track::ALL.iter().filter(|t| self.can_advance(seat, **t)).map(|t| Pick::Track(*t)).collect()
            }
            Q::VoidbornTarget => self.voidborn_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::TokenTarget { .. } => self.token_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::Upkeep => self.upkeep_payments(seat).into_iter().map(Pick::Upkeep).collect(),
            Q::Confirm { .. } => vec![Pick::Resolve, Pick::Skip],
            Q::SpendToken { .. } => self.spendable_tokens(seat),
            Q::CopyCard { .. } => {
                let mut out: Vec<Pick> = p
                    .focus_discard
                    .iter()
                    .filter(|f| !c.focus[**f].copy_restricted && !self.despair_blocks(seat, **f))
                    .map(|f| Pick::Focus(*f))
                    .collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::CopyActions { focus, .. } => (0..3)
                .filter(|a| {
                    let done = self.turn.as_ref().is_some_and(|t| t.done.contains(&Done::Focus(*focus, *a)));
                    !done && self.can_pay(seat, ActionRef::Focus(*focus, *a))
                })
                .map(Pick::FocusAction)
                .collect(),
            Q::ScoreAgenda => (0..p.slots.len())
                .filter(|i| matches!(p.slots[*i].agenda, Some(SlotAgenda::Card(_))))
                .map(Pick::Slot)
                .collect(),
            Q::PlayAgendaAny => {
                let mut out: Vec<Pick> = self.play_agenda_picks(seat).into_iter().map(Pick::HandAgenda).collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::Eradicate => self.eradicable(seat).into_iter().map(Pick::Sector).collect(),
            Q::ReclaimTarget => self.reclaim_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::LowerPopulation => self.lowerable(seat).into_iter().map(Pick::Sector).collect(),
            Q::Repeat => {
                let mut out: Vec<Pick> = self.repeatable(seat).into_iter().map(Pick::FocusAction).collect();
                out.push(Pick::Skip);
                out
            }
            Q::PriorityCard => self.players[seat].priority_hand.iter().map(|n| Pick::Priority(*n)).collect(),
        }
    }
}
