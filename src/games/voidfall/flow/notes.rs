//! What an option costs or changes, shown beside it: the agenda a slot
//! replaces or a corruption throws out, what an affliction does, what a
//! priority card gives, and which sector a fleet's departure leaves empty.

use super::picks::sector_id;
use super::{Action, ActionRef, Mode, Pick, Place, Q, Seat, SlotAgenda, Text, TokenAt, Voidfall, content, verb_text};

impl Voidfall {
    /// The note beside `pick` of question `q`, if choosing it has a consequence
    /// its label does not say.
    pub(super) fn note(&self, seat: Seat, q: &Q, pick: &Pick) -> Option<Text> {
        let c = content();
        let p = &self.players[seat];
        let placing = matches!(q, Q::Corruption { .. } | Q::MoveCorruptionTo { .. });
        match (q, pick) {
            (Q::AgendaPlace, Pick::Slot(i)) => Some(match p.slots[*i].agenda {
                Some(SlotAgenda::Start) => Text::key("voidfall-note-replaces-start"),
                Some(SlotAgenda::Card(a)) => {
                    let key = if p.slots[*i].token {
                        "voidfall-note-replaces-agenda-token"
                    } else {
                        "voidfall-note-replaces-agenda"
                    };
                    Text::key(key).card("card", format!("agenda-{}", c.agendas[a].id))
                }
                None => Text::key("voidfall-note-empty-slot").num("upkeep", c.upkeep.agenda),
            }),
            (Q::AgendaPlace, Pick::RemoveFromPlay) => Some(Text::key("voidfall-note-remove-from-play")),
            (_, Pick::Place(Place::Slot(i))) if placing => Some(match p.slots[*i].agenda {
                Some(SlotAgenda::Start) => Text::key("voidfall-note-corrupt-slot-start"),
                Some(SlotAgenda::Card(a)) => {
                    Text::key("voidfall-note-corrupt-slot-agenda").card("card", format!("agenda-{}", c.agendas[a].id))
                }
                None => Text::key("voidfall-note-corrupt-slot"),
            }),
            (_, Pick::Place(Place::Affliction(a))) if placing => {
                Some(Text::key(format!("voidfall-note-affliction-{}", a.id())))
            }
            (_, Pick::Place(Place::Sector(_))) if placing => Some(Text::key("voidfall-note-corrupt-sector")),
            (Q::Marker, Pick::Space(i)) => {
                let card = self.priority_row.get(*i).copied()?;
                Some(Text::key("voidfall-note-marker").text("gives", priority_text(card)))
            }
            (Q::PriorityCard, Pick::Priority(n)) => Some(priority_text(*n)),
            (Q::Menu, Pick::AgendaAction) => {
                let a = self.turn.as_ref()?.agenda?;
                effects_text(ActionRef::Agenda(c.agendas[a].kind).action())
            }
            // A flipped token goes back to the board at cleanup, a spent one at
            // once: either way the agenda or tech it sat on loses it (D-38).
            (Q::Flip | Q::SpendToken { .. }, Pick::Token(at)) => Some(match at {
                TokenAt::Slot(i) => match p.slots[*i].agenda {
                    Some(SlotAgenda::Card(a)) => Text::key("voidfall-note-token-leaves-agenda")
                        .card("card", format!("agenda-{}", c.agendas[a].id))
                        .num("upkeep", c.upkeep.agenda),
                    _ => Text::key("voidfall-note-token-leaves"),
                },
                TokenAt::Tech(i) => Text::key("voidfall-note-token-leaves-tech")
                    .card("tech", format!("tech-{}", c.techs[p.techs[*i].tech].id)),
            }),
            (Q::AgendaHow { kind }, Pick::FaceUp) => {
                let n = self.agenda_offer_corruption[*kind as usize];
                (n > 0).then(|| Text::key("voidfall-note-offer-corruption").num("n", n))
            }
            (Q::InvadeForces { .. }, Pick::Unit(s, m, k)) => {
                let all = self.sectors[*s].power[seat][*m as usize] == *k;
                (all && self.empties_without(seat, *s, u32::from(*k))).then(|| self.empties_note(*s))
            }
            (Q::Recall { .. }, Pick::Fleet(s, _)) => self.empties_without(seat, *s, 1).then(|| self.empties_note(*s)),
            (Q::RegroupAmount { from, .. }, Pick::Amount(n)) => {
                self.empties_without(seat, *from, u32::from(*n)).then(|| self.empties_note(*from))
            }
            _ => None,
        }
    }

    /// Whether taking `leaving` of the seat's fleet power out of sector `s`
    /// leaves it empty, so that it turns Voidborn (as `check_left` does).
    pub(super) fn empties_without(&self, seat: Seat, s: usize, leaving: u32) -> bool {
        let sec = &self.sectors[s];
        let others = sec.power.iter().enumerate().any(|(o, p)| o != seat && p.iter().any(|n| *n > 0));
        sec.home_of.is_none() && sec.ever_controlled && !others && sec.voidborn == 0 && sec.power_of(seat) <= leaving
    }

    fn empties_note(&self, s: usize) -> Text {
        Text::key("voidfall-note-empties").card("sector", format!("sector-{}", sector_id(self, s)))
    }
}

/// What priority card `n` gives when it is resolved.
pub(crate) fn priority_text(n: u8) -> Text {
    let card = &content().priority[usize::from(n).saturating_sub(1)].card;
    match effects_text(card) {
        Some(effects) => Text::key("voidfall-note-priority").num("card", n).text("effects", effects),
        None => Text::key("voidfall-note-priority-nothing").num("card", n),
    }
}

/// An action's effects in words, joined by "and/or" or "or" as its mode says.
fn effects_text(action: &Action) -> Option<Text> {
    let join = match action.mode {
        Mode::Any => "voidfall-note-and-or",
        Mode::One => "voidfall-note-or",
    };
    action.effects.iter().map(verb_text).reduce(|a, b| Text::key(join).text("a", a).text("b", b))
}
