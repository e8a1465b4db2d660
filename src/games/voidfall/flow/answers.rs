//! An answer checked against the question's current options, and what each
//! chosen option does.

use super::{ActionRef, Answer, GameRng, Model, Pick, Q, RuleError, Seat, Step, Text, Voidfall, balance, invasion};

impl Voidfall {
    pub(crate) fn answer(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        let i = self
            .asks
            .iter()
            .position(|a| a.seat == seat)
            .ok_or_else(|| RuleError(Text::key("voidfall-error-not-asked")))?;
        let picks = self.picks(seat, &self.asks[i].q);
        let find = |k: &String| picks.iter().find(|p| p.has_key(self, k)).cloned();
        let chosen: Vec<Pick> = match answer {
            Answer::One(k) => vec![find(k).ok_or_else(|| RuleError(Text::key("voidfall-error-no-option")))?],
            Answer::Many(ks) => {
                let mut out = Vec::new();
                for k in ks {
                    out.push(find(k).ok_or_else(|| RuleError(Text::key("voidfall-error-no-option")))?);
                }
                out
            }
            _ => return Err(RuleError(Text::key("voidfall-error-no-option"))),
        };
        let ask = self.asks.remove(i);
        self.on_pick(seat, ask.q, chosen, rng);
        Ok(())
    }

    pub(super) fn on_pick(&mut self, seat: Seat, q: Q, chosen: Vec<Pick>, rng: &mut GameRng) {
        let one = chosen.first().cloned().unwrap_or(Pick::Skip);
        match (q, one) {
            (Q::House, Pick::House(h)) => self.choose_house(seat, h),
            (Q::Origin, Pick::Origin(o)) => self.choose_origin(seat, o),
            (Q::Marker, Pick::Space(i)) => self.place_marker(seat, i),
            (Q::KeepEvent, Pick::Event(i)) => self.keep_event(seat, i),
            (Q::Focus, Pick::Focus(f)) => self.begin_turn(seat, f),
            (Q::AdvancedFocus, Pick::Focus(f)) => self.players[seat].advanced_pick = Some(f),
            (Q::PlayAgenda, Pick::HandAgenda(i)) => self.play_turn_agenda(seat, i),
            (Q::Flip, Pick::Token(at)) => self.flip_token(seat, at),
            (Q::Menu, Pick::FocusAction(a)) => self.menu_focus_action(seat, a),
            (Q::Menu, Pick::AgendaAction) => self.menu_agenda_action(seat),
            (Q::Menu, Pick::Bonus(i)) => self.menu_bonus(seat, i),
            (Q::Menu, _) => self.push([Step::Cleanup(seat)]),
            (Q::Pay { action }, Pick::Credit(r)) => self.pay_resources(seat, action.action(), r),
            (Q::Effects { action, sector }, _) => self.queue_effects(seat, action, sector, &chosen),
            (Q::GainOne { supplies, left }, Pick::Resource(r)) => {
                self.gain(seat, r, 1);
                if left > 1 {
                    self.push_ask(seat, Q::GainOne { supplies, left: left - 1 });
                }
            }
            (Q::ProduceChoice, Pick::Resource(r)) => self.produce(seat, r),
            (Q::GuildSector { guild, .. }, Pick::Sector(s)) => match guild {
                Some(g) => self.establish(seat, s, g),
                None => self.push_ask(seat, Q::GuildType { sector: s }),
            },
            (Q::GuildType { sector }, Pick::Guild(g)) => self.establish(seat, sector, g),
            (Q::InstallationSector { kind, .. }, Pick::Sector(s)) => match kind {
                Some(k) => self.build(seat, s, k),
                None => self.push_ask(seat, Q::InstallationType { sector: s }),
            },
            (Q::InstallationType { sector }, Pick::Installation(k)) => self.build(seat, sector, k),
            (Q::InstallationSector { .. }, Pick::Sentry(s)) => self.deploy(seat, s, Model::Sentry),
            (Q::InstallationSector { kind, .. }, Pick::BuildSentry(s)) => {
                self.deploy(seat, s, Model::Sentry);
                match kind {
                    Some(k) => self.build(seat, s, k),
                    None => self.push_ask(seat, Q::InstallationType { sector: s }),
                }
            }
            (Q::RaisePopulation { .. }, Pick::Sector(s)) => self.raise_population(seat, s),
            (Q::RemoveCorruption { .. }, Pick::Place(pl)) => self.remove_corruption(seat, pl),
            (Q::MoveCorruptionFrom, Pick::Place(pl)) => {
                if !self.corruption_places(seat).into_iter().any(|to| to != pl) {
                    return;
                }
                self.take_corruption(seat, pl);
                self.push_ask(seat, Q::MoveCorruptionTo { from: pl });
            }
            (Q::MoveCorruptionTo { .. } | Q::Corruption { .. }, Pick::Place(pl)) => {
                self.place_corruption(seat, pl);
            }
            (Q::AgendaKind, Pick::Kind(k)) => self.push_ask(seat, Q::AgendaHow { kind: k }),
            (Q::AgendaHow { kind }, Pick::FaceUp) => self.take_face_up_agenda(seat, kind),
            (Q::AgendaHow { kind }, Pick::DrawTwo) => self.draw_two_agendas(seat, kind),
            (Q::AgendaKeep, Pick::Drawn(i)) => self.keep_drawn_agenda(seat, i),
            (Q::Tech, pick) => self.gain_tech(seat, pick),
            (Q::Windfall { .. }, Pick::Space(i)) => {
                self.push([Step::Run { seat, action: ActionRef::Trade(i), at: None }]);
            }
            (Q::TokenPlace, Pick::Token(at)) => self.set_token(seat, at, true),
            (Q::TokenPlace, _) => self.return_token(),
            (Q::AgendaPlace, pick) => self.place_agenda(seat, pick),
            (Q::Battlegroup { sector }, Pick::Model(m)) => self.recall(seat, sector, m),
            (Q::Recall { left, spend }, Pick::Fleet(s, m)) => {
                self.recall(seat, s, m);
                self.action_sector = Some(s);
                if spend {
                    // The recalled power goes on to be spent from the reserve.
                    self.push([Step::Spend { seat, n: 1 }]);
                }
                if left > 1 {
                    self.push_ask(seat, Q::Recall { left: left - 1, spend });
                }
            }
            (Q::RegroupFrom { left, moved }, Pick::Fleet(from, model)) => {
                self.push_ask(seat, Q::RegroupTo { left, moved, from, model });
            }
            (Q::RegroupTo { left, moved, from, model }, Pick::Sector(to)) => {
                self.push_ask(seat, Q::RegroupAmount { left, moved, from, model, to });
            }
            (Q::RegroupAmount { left, mut moved, from, model, to }, Pick::Amount(n)) => {
                self.move_power(seat, from, to, model, n);
                moved.push((to, model, n));
                if left > 1 {
                    self.push_ask(seat, Q::RegroupFrom { left: left - 1, moved });
                }
            }
            (Q::InvadeTarget, Pick::Sector(t)) => self.push_ask(seat, Q::InvadeForces { target: t }),
            (Q::InvadeForces { target }, _) => {
                let moving = invasion::moving_of(&chosen);
                if self.is_combat(target) {
                    self.push_ask(seat, Q::InvadeConfirm { target, moving });
                } else {
                    self.invade(seat, target, &moving);
                }
            }
            (Q::InvadeConfirm { target, moving }, Pick::Fight) => self.invade(seat, target, &moving),
            (Q::DeployModel { sector, left }, Pick::Model(m)) => {
                self.deploy(seat, sector, m);
                self.push([Step::Deploy { seat, sector, n: left - 1 }]);
            }
            (Q::TrackChoice, Pick::Track(t)) => self.advance(seat, t),
            (Q::VoidbornTarget, Pick::Sector(s)) => self.deploy_voidborn_at(s),
            (Q::TokenTarget { kind }, Pick::Sector(s)) => self.place_hidden_token(s, kind, rng),
            (Q::Upkeep, Pick::Upkeep(pay)) => self.pay_upkeep(seat, pay),
            (Q::Confirm { action, at }, Pick::Resolve) => self.resolve(seat, action, at),
            (Q::SpendToken { left }, pick) => {
                self.spend_token(seat, &pick);
                if left > 1 {
                    self.push_ask(seat, Q::SpendToken { left: left - 1 });
                }
            }
            (Q::CopyCard { n }, Pick::Focus(f)) => self.push_ask(seat, Q::CopyActions { focus: f, n }),
            (Q::CopyActions { focus, .. }, _) => self.copy_actions(seat, focus, &chosen),
            (Q::ScoreAgenda, Pick::Slot(i)) => {
                let n = self.agenda_score(seat, i);
                self.ledger.source = balance::Source::Agendas;
                self.gain_influence(seat, n);
            }
            (Q::PlayAgendaAny, Pick::HandAgenda(i)) => self.play_agenda_now(seat, i),
            (Q::Eradicate, Pick::Sector(s)) => self.eradicate(s),
            (Q::ReclaimTarget, Pick::Sector(s)) => self.place_reclaim(s),
            (Q::LowerPopulation, Pick::Sector(s)) => self.lower_population(seat, s),
            (Q::Repeat, Pick::FocusAction(a)) => self.repeat_action(seat, a),
            (Q::PriorityCard, Pick::Priority(n)) => self.play_priority(seat, n),
            // Skips and stops end the question with no effect.
            _ => {}
        }
    }
}
