//! Age 1 (cards 0–14): one function per effect, each with the effect in our own
//! words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Icon};
use super::super::exec::{Act, Fx, Res, done};
use super::super::prims::{To, splay_color_text};
use super::super::state::{Special, Splay, highest, lowest, with_icon};
use super::{CardEffects, Effect};
use crate::engine::Text;

/// The effects of the age-1 cards, by card number.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects { card: Card(0), effects: &[Effect::NonDemand(pottery_return), Effect::NonDemand(pottery_draw)] },
    CardEffects { card: Card(1), effects: &[Effect::NonDemand(tools_three), Effect::NonDemand(tools_age_three)] },
    CardEffects { card: Card(2), effects: &[Effect::NonDemand(writing)] },
    CardEffects { card: Card(3), effects: &[Effect::Demand(archery)] },
    CardEffects { card: Card(4), effects: &[Effect::NonDemand(metalworking)] },
    CardEffects { card: Card(5), effects: &[Effect::Demand(oars_demand), Effect::NonDemand(oars_draw)] },
    CardEffects { card: Card(6), effects: &[Effect::NonDemand(clothing_meld), Effect::NonDemand(clothing_score)] },
    CardEffects { card: Card(7), effects: &[Effect::NonDemand(sailing)] },
    CardEffects { card: Card(8), effects: &[Effect::NonDemand(the_wheel)] },
    CardEffects { card: Card(9), effects: &[Effect::NonDemand(agriculture)] },
    CardEffects { card: Card(10), effects: &[Effect::NonDemand(domestication)] },
    CardEffects { card: Card(11), effects: &[Effect::NonDemand(masonry)] },
    CardEffects { card: Card(12), effects: &[Effect::Demand(city_states)] },
    CardEffects { card: Card(13), effects: &[Effect::NonDemand(code_of_laws)] },
    CardEffects { card: Card(14), effects: &[Effect::NonDemand(mysticism)] },
];

/// Pottery 1: you may return up to three cards from your hand; if you returned any,
/// draw and score a card whose value is how many you returned.
fn pottery_return(fx: &mut Fx) -> Res {
    let you = fx.player;
    if fx.step() == 0 {
        let hand = fx.hand(you).to_vec();
        let text = fx.cards_text(Act::Return, 0, 3);
        return fx.ask_cards(you, 1, text, hand, 0, 3);
    }
    let chosen = fx.chosen_cards();
    for &c in &chosen {
        fx.return_card(you, c)?;
    }
    if !chosen.is_empty() {
        fx.draw_and_score(you, chosen.len() as u8)?;
    }
    done()
}

/// Pottery 2: draw a 1.
fn pottery_draw(fx: &mut Fx) -> Res {
    let you = fx.player;
    fx.draw(you, 1)?;
    done()
}

/// Tools 1: you may return three cards from your hand; if three went back, draw
/// and meld a 3. (With fewer than three in hand you may still return them all, to
/// no effect: doing as much as you can.)
fn tools_three(fx: &mut Fx) -> Res {
    let you = fx.player;
    match fx.step() {
        0 => {
            if fx.hand(you).is_empty() {
                return done();
            }
            let text = fx.may_text(Text::key("innovation-act-return-from-hand").num("n", 3));
            fx.ask_yes_no(you, 1, text)
        }
        1 => {
            if !fx.said_yes() {
                return done();
            }
            let hand = fx.hand(you).to_vec();
            let text = fx.cards_text(Act::Return, 3, 3);
            fx.ask_cards(you, 2, text, hand, 3, 3)
        }
        _ => {
            let chosen = fx.chosen_cards();
            for &c in &chosen {
                fx.return_card(you, c)?;
            }
            if chosen.len() == 3 {
                fx.draw_and_meld(you, 3)?;
            }
            done()
        }
    }
}

/// Tools 2: you may return a 3 from your hand; if you did, draw three 1s.
fn tools_age_three(fx: &mut Fx) -> Res {
    let you = fx.player;
    if fx.step() == 0 {
        let threes: Vec<Card> = fx.hand(you).iter().copied().filter(|c| c.age() == 3).collect();
        let text = fx.cards_text(Act::Return, 0, 1);
        return fx.ask_cards(you, 1, text, threes, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        for _ in 0..3 {
            fx.draw(you, 1)?;
        }
    }
    done()
}

/// Writing: draw a 2.
fn writing(fx: &mut Fx) -> Res {
    let you = fx.player;
    fx.draw(you, 2)?;
    done()
}

/// Archery (demand): draw a 1, then give the activator the highest card in your
/// hand (your choice among equals).
fn archery(fx: &mut Fx) -> Res {
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == 0 {
        fx.draw(you, 1)?;
        let top = highest(fx.hand(you));
        let text = fx.cards_text(Act::Transfer, 1, 1);
        return fx.ask_cards(you, 1, text, top, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Hand(me))?;
    }
    done()
}

/// Metalworking: draw and reveal a 1; if it shows a castle, score it and do this
/// again; otherwise keep it in your hand.
fn metalworking(fx: &mut Fx) -> Res {
    let you = fx.player;
    loop {
        let c = fx.draw_and_reveal(you, 1)?;
        if !c.has_icon(Icon::Castle) {
            fx.keep(you, c)?;
            return done();
        }
        fx.score_card(you, c)?;
    }
}

/// Oars (demand): move a card with a crown from your hand into the activator's
/// score pile; if you did, draw a 1 and do this demand again.
fn oars_demand(fx: &mut Fx) -> Res {
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == 1 {
        let Some(c) = fx.chosen_card() else {
            return done();
        };
        fx.transfer(you, c, To::Score(me))?;
        fx.set_dogma_flag();
        fx.draw(you, 1)?;
    }
    let crowns = with_icon(fx.hand(you), Icon::Crown);
    let text = fx.cards_text(Act::Transfer, 1, 1);
    fx.ask_cards(you, 1, text, crowns, 1, 1)
}

/// Oars 2: if the demand moved no card at all during this dogma, draw a 1.
fn oars_draw(fx: &mut Fx) -> Res {
    let you = fx.player;
    if !fx.dogma_flag() {
        fx.draw(you, 1)?;
    }
    done()
}

/// Clothing 1: meld a card from your hand whose colour is not on your board yet.
fn clothing_meld(fx: &mut Fx) -> Res {
    let you = fx.player;
    if fx.step() == 0 {
        let colors = fx.board_colors(you);
        let options: Vec<Card> = fx.hand(you).iter().copied().filter(|c| !colors.contains(&c.color())).collect();
        let text = fx.cards_text(Act::Meld, 1, 1);
        return fx.ask_cards(you, 1, text, options, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.meld(you, c)?;
    }
    done()
}

/// Clothing 2: for each colour on your board that no opponent has on theirs, draw
/// and score a 1.
fn clothing_score(fx: &mut Fx) -> Res {
    let you = fx.player;
    let opponents = fx.opponents(you);
    let unique = fx
        .board_colors(you)
        .into_iter()
        .filter(|&c| opponents.iter().all(|&o| fx.stack(o, c).is_empty()))
        .count();
    for _ in 0..unique {
        fx.draw_and_score(you, 1)?;
    }
    done()
}

/// Sailing: draw and meld a 1.
fn sailing(fx: &mut Fx) -> Res {
    let you = fx.player;
    fx.draw_and_meld(you, 1)?;
    done()
}

/// The Wheel: draw two 1s.
fn the_wheel(fx: &mut Fx) -> Res {
    let you = fx.player;
    fx.draw(you, 1)?;
    fx.draw(you, 1)?;
    done()
}

/// Agriculture: you may return a card from your hand; if you did, draw and score a
/// card one value above it.
fn agriculture(fx: &mut Fx) -> Res {
    let you = fx.player;
    if fx.step() == 0 {
        let hand = fx.hand(you).to_vec();
        let text = fx.cards_text(Act::Return, 0, 1);
        return fx.ask_cards(you, 1, text, hand, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        fx.draw_and_score(you, c.age() + 1)?;
    }
    done()
}

/// Domestication: meld the lowest card in your hand (your choice among equals),
/// then draw a 1.
fn domestication(fx: &mut Fx) -> Res {
    let you = fx.player;
    if fx.step() == 0 {
        let low = lowest(fx.hand(you));
        let text = fx.cards_text(Act::Meld, 1, 1);
        return fx.ask_cards(you, 1, text, low, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.meld(you, c)?;
    }
    fx.draw(you, 1)?;
    done()
}

/// Masonry: meld as many cards with a castle from your hand as you like, one at a
/// time; if you melded four or more this way, claim Monument.
fn masonry(fx: &mut Fx) -> Res {
    let you = fx.player;
    if fx.step() == 1 {
        match fx.chosen_card() {
            Some(c) => {
                fx.meld(you, c)?;
                let melded = fx.var(0) + 1;
                fx.set_var(0, melded);
            }
            None => {
                if fx.var(0) >= 4 {
                    fx.claim_special(you, Special::Monument)?;
                }
                return done();
            }
        }
    }
    let castles = with_icon(fx.hand(you), Icon::Castle);
    let text = fx.cards_text(Act::Meld, 0, 1);
    fx.ask_cards(you, 1, text, castles, 0, 1)
}

/// City States (demand): if you have four or more castles on your board, move one
/// of your top cards with a castle onto the activator's board; if you did, draw a 1.
fn city_states(fx: &mut Fx) -> Res {
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == 0 {
        if fx.icon_count(you, Icon::Castle) < 4 {
            return done();
        }
        let tops = with_icon(&fx.tops(you), Icon::Castle);
        let text = fx.cards_text(Act::Transfer, 1, 1);
        return fx.ask_cards(you, 1, text, tops, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::BoardTop(me))?;
        fx.draw(you, 1)?;
    }
    done()
}

/// Code of Laws: you may tuck a card from your hand of a colour already on your
/// board; if you did, you may splay that colour left.
fn code_of_laws(fx: &mut Fx) -> Res {
    let you = fx.player;
    match fx.step() {
        0 => {
            let colors = fx.board_colors(you);
            let options: Vec<Card> = fx.hand(you).iter().copied().filter(|c| colors.contains(&c.color())).collect();
            let text = fx.cards_text(Act::Tuck, 0, 1);
            fx.ask_cards(you, 1, text, options, 0, 1)
        }
        1 => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.tuck(you, c)?;
            if !fx.can_splay(you, c.color(), Splay::Left) {
                return done();
            }
            fx.remember(vec![c]);
            let text = fx.may_text(splay_color_text(c.color(), Splay::Left));
            fx.ask_yes_no(you, 2, text)
        }
        _ => {
            if let (true, Some(&c)) = (fx.said_yes(), fx.remembered().first()) {
                fx.splay(you, c.color(), Splay::Left)?;
            }
            done()
        }
    }
}

/// Mysticism: draw and reveal a 1; if your board already has its colour, meld it
/// and draw a 1 (otherwise keep it).
fn mysticism(fx: &mut Fx) -> Res {
    let you = fx.player;
    let c = fx.draw_and_reveal(you, 1)?;
    if fx.stack(you, c.color()).is_empty() {
        fx.keep(you, c)?;
    } else {
        fx.meld(you, c)?;
        fx.draw(you, 1)?;
    }
    done()
}
