//! A new game and its setup choices: Houses one at a time, Origins at once
//! (revealed together), then the priority markers in start order.

use super::{
    AgendaKind, AgendaSlot, Ask, Built, FallenHouse, GameRng, HeldTech, Installation, LogEntry, MapToken, Model,
    Player, Q, Seat, Sector, SectorKind, SlotAgenda, Step, TechCopy, Text, TokenKind, Voidfall, VoidfallOptions,
    balance, content, sector_from, token_pool,
};

/// A new game, before any choice.
pub fn setup(seats: usize, opts: &VoidfallOptions, rules: u32, rng: &mut GameRng) -> Voidfall {
    let advanced = opts.advanced_focus;
    let c = content();
    let map = c.map(seats);
    let row = c.count_row(seats);
    let sectors: Vec<Sector> = map.sector.iter().map(|d| sector_from(d, seats)).collect();
    let mut bounty_pool = token_pool(TokenKind::Bounty, rng);
    let mut reclaim_pool = token_pool(TokenKind::Reclaim, rng);
    let mut game = Voidfall {
        seats,
        advanced,
        sectors,
        trade: [
            row.trade_space_1,
            row.trade_spaces_2_to_6,
            row.trade_spaces_2_to_6,
            row.trade_spaces_2_to_6,
            row.trade_spaces_2_to_6,
            row.trade_spaces_2_to_6,
        ],
        priority_row: Vec::new(),
        markers: Vec::new(),
        priority_deck: c.priority.iter().map(|p| p.number).collect(),
        event_deck: Vec::new(),
        event_box: Vec::new(),
        event_drawn: Vec::new(),
        event_rejected: Vec::new(),
        event: None,
        display: Vec::new(),
        market: vec![None; c.market_slots.len()],
        improved_deck: Vec::new(),
        agenda_decks: [Vec::new(), Vec::new(), Vec::new()],
        agenda_offer: [None; 3],
        agenda_offer_corruption: [0; 3],
        bounty_pool: Vec::new(),
        reclaim_pool: Vec::new(),
        players: Vec::new(),
        cycle: 1,
        round: 0,
        todo: Vec::new(),
        asks: Vec::new(),
        turn: None,
        action_sector: None,
        finished: false,
        rules,
        log: Vec::new(),
        ledger: Default::default(),
    };
    // R1.5: face-up tokens on the sectors the map marks.
    for (i, d) in map.sector.iter().enumerate() {
        for kind in &d.tokens {
            let pool = if *kind == TokenKind::Bounty { &mut bounty_pool } else { &mut reclaim_pool };
            if let Some(def) = pool.pop() {
                game.sectors[i].tokens.push(MapToken { def, face_up: true });
            }
        }
    }
    game.bounty_pool = bounty_pool;
    game.reclaim_pool = reclaim_pool;
    // R1.1: agenda decks and the offer.
    for (k, kind) in AgendaKind::ALL.iter().enumerate() {
        let mut deck: Vec<usize> = (0..c.agendas.len()).filter(|&a| c.agendas[a].kind == *kind).collect();
        rng.shuffle(&mut deck);
        game.agenda_offer[k] = deck.pop();
        game.agenda_decks[k] = deck;
    }
    // R1.3: two random events per cycle, cycle 1 on top.
    for cycle in (1..=c.rules.cycles).rev() {
        let mut pool: Vec<usize> = (0..c.events.len()).filter(|&e| c.events[e].cycle == cycle).collect();
        rng.shuffle(&mut pool);
        game.event_deck.extend(pool.drain(..2));
        game.event_box.extend(pool);
    }
    rng.shuffle(&mut game.priority_deck);
    game.reveal_priority_row();
    game.ledger = balance::Ledger::new(seats);
    // R1.6: the scenario's techs: influence copy on top of the credit copy.
    let mut improved: Vec<usize> = Vec::new();
    let scenario: Vec<usize> = if opts.random_techs {
        let mut pool: Vec<usize> =
            (0..c.techs.len()).filter(|t| !c.origins.iter().any(|o| o.tech == c.techs[*t].id)).collect();
        rng.shuffle(&mut pool);
        pool.truncate(c.scenario.techs.len());
        pool
    } else {
        c.scenario.techs.iter().map(|id| c.tech_index(id).expect("validated")).collect()
    };
    for &t in &scenario {
        game.display.push(vec![TechCopy { tech: t, influence: false }, TechCopy { tech: t, influence: true }]);
        improved.push(t);
    }
    rng.shuffle(&mut improved);
    for slot in 0..game.market.len() {
        game.market[slot] = improved.pop();
    }
    game.improved_deck = improved;
    if opts.fallen_houses {
        game.place_fallen_houses(&scenario, rng);
    }
    for _ in 0..seats {
        game.players.push(new_player());
    }
    // R1.9–R1.10: Houses one at a time in random order, then Origins at once,
    // then start order at random (D-3, D-4).
    let mut order: Vec<Seat> = (0..seats).collect();
    rng.shuffle(&mut order);
    let mut start: Vec<Seat> = (0..seats).collect();
    rng.shuffle(&mut start);
    if seats == 1 {
        game.training_setup(rng);
    }
    game.todo =
        vec![Step::Cycle(1), Step::Markers(start), Step::RevealOrigins, Step::OriginPicks, Step::HousePicks(order)];
    game
}

impl Voidfall {
    /// R1.6, later scenarios: the Fallen House cards of the game's techs are
    /// shuffled and dealt one per marked sector, each setting its sector's
    /// population, a corruption and its sector defenses (no Voidborn there);
    /// the cards left over leave play, and a marked sector no card reaches
    /// keeps the map's contents. A card naming two of the game's techs belongs
    /// to the first of them in the display.
    pub(super) fn place_fallen_houses(&mut self, techs: &[usize], rng: &mut GameRng) {
        let c = content();
        let mut cards: Vec<FallenHouse> = (0..c.fallen.len())
            .filter_map(|card| {
                let named = |t: &usize| c.fallen[card].techs.contains(&c.techs[*t].id);
                techs.iter().find(|t| named(t)).map(|&tech| FallenHouse { card, tech })
            })
            .collect();
        rng.shuffle(&mut cards);
        let marked = c.map(self.seats()).sector.iter().enumerate().filter(|(_, d)| d.fallen_house).map(|(i, _)| i);
        for (s, card) in marked.zip(cards) {
            let sec = &mut self.sectors[s];
            sec.fallen = Some(card);
            sec.population = c.fallen[card.card].population;
            sec.corrupt = true;
            sec.voidborn = 0;
            sec.installations.clear();
            sec.ever_controlled = true;
        }
    }
}

fn new_player() -> Player {
    let c = content();
    let mut focus_hand = Vec::new();
    let mut focus_aside = Vec::new();
    for (i, f) in c.focus.iter().enumerate() {
        if f.in_hand_from_cycle > 1 { focus_aside.push(i) } else { focus_hand.push(i) }
    }
    let mut slots = vec![AgendaSlot { agenda: None, corrupt: false, token: false }; c.rules.agenda_slots];
    // R1.9: one corruption on the bottom agenda slot.
    if let Some(last) = slots.last_mut() {
        last.corrupt = true;
    }
    Player {
        house: None,
        origin: None,
        origin_pick: None,
        influence: c.rules.start_influence,
        storage: [0; 5],
        production_bonus: [0; 5],
        supply_power: c.rules.fleet_markers,
        reserve: 0,
        tracks: [0; 3],
        techs: Vec::new(),
        improved_hand: Vec::new(),
        slots,
        agenda_hand: Vec::new(),
        agenda_drawn: Vec::new(),
        afflictions: [false; 3],
        focus_hand,
        focus_discard: Vec::new(),
        focus_aside,
        advanced_pick: None,
        overflow: 0,
        priority_hand: Vec::new(),
        casualty_first: Model::Corvette,
    }
}

impl Voidfall {
    /// R1.9: each player in `order` picks a House, one after another.
    pub(super) fn ask_houses_in_turn(&mut self, mut order: Vec<Seat>) {
        if !order.is_empty() {
            let seat = order.remove(0);
            self.push([Step::Ask(Ask { seat, q: Q::House }), Step::HousePicks(order)]);
        }
    }

    /// R1.9: every player picks an Origin at once, hidden until all have.
    pub(super) fn ask_origins(&mut self) {
        for seat in 0..self.seats() {
            self.asks.push(Ask { seat, q: Q::Origin });
        }
    }

    pub(super) fn reveal_origins(&mut self) {
        for seat in 0..self.seats() {
            if let Some(o) = self.players[seat].origin_pick.take() {
                self.apply_origin(seat, o);
            }
        }
    }

    /// R1.10: each player in start order places a priority marker.
    pub(super) fn ask_markers_in_turn(&mut self, mut order: Vec<Seat>) {
        if !order.is_empty() {
            let seat = order.remove(0);
            self.push([Step::Ask(Ask { seat, q: Q::Marker }), Step::Markers(order)]);
        }
    }

    pub(super) fn apply_origin(&mut self, seat: Seat, o: usize) {
        let c = content();
        let def = &c.origins[o];
        let map = c.map(self.seats());
        let home =
            map.sector.iter().position(|s| s.kind == SectorKind::Home && s.seat == Some(seat)).expect("validated");
        let outpost =
            map.sector.iter().position(|s| s.kind == SectorKind::Outpost && s.seat == Some(seat)).expect("validated");
        let tech = c.tech_index(&def.tech).expect("validated");
        let p = &mut self.players[seat];
        p.origin = Some(o);
        p.techs.push(HeldTech { tech, improved: false, influence_copy: true, token: false, corruption: 0 });
        p.improved_hand.push(tech);
        p.storage = def.storage.by_res();
        if let Some(r) = def.production_bonus {
            p.production_bonus[r as usize] += 1;
        }
        p.slots[0].agenda = Some(SlotAgenda::Start);
        // Fleet power comes from the personal supply.
        let used = def.home_corvettes + def.outpost_corvettes + def.reserve;
        p.supply_power -= used.min(p.supply_power);
        p.reserve = def.reserve;
        for (s, pop, corvettes, guilds) in [
            (home, def.home_population, def.home_corvettes, &def.home_guilds),
            (outpost, def.outpost_population, def.outpost_corvettes, &def.outpost_guilds),
        ] {
            let sector = &mut self.sectors[s];
            sector.population = pop;
            sector.power[seat][Model::Corvette as usize] = corvettes;
            sector.ever_controlled = true;
            sector.guilds.extend(guilds.iter().map(|g| Built { kind: *g, printed: true }));
        }
        self.sectors[home].installations.push(Built { kind: Installation::Shipyard, printed: true });
        let outpost_inst = def.outpost_installations.iter().map(|k| Built { kind: *k, printed: true });
        self.sectors[outpost].installations.extend(outpost_inst);
        // The other basic copy: a single-card stack with 3–4 players, else the box.
        if self.seats() >= 3 {
            self.display.push(vec![TechCopy { tech, influence: false }]);
        }
        if def.trade_token {
            // The leftmost token, without windfall, onto the starting agenda.
            if let Some(i) = self.trade.iter().position(|n| *n > 0) {
                self.trade[i] -= 1;
                self.players[seat].slots[0].token = true;
            }
        }
        self.say(Text::key("voidfall-log-origin").player("player", seat).card("card", format!("origin-{}", def.id)));
    }

    pub(super) fn choose_house(&mut self, seat: Seat, h: usize) {
        let c = content();
        self.players[seat].house = Some(h);
        self.say(
            Text::key("voidfall-log-house").player("player", seat).card("card", format!("house-{}", c.houses[h].id)),
        );
    }

    pub(super) fn choose_origin(&mut self, seat: Seat, o: usize) {
        let c = content();
        self.players[seat].origin_pick = Some(o);
        self.log.push(LogEntry::only(
            seat,
            Text::key("voidfall-log-origin-picked").card("card", format!("origin-{}", c.origins[o].id)),
        ));
    }

    pub(super) fn place_marker(&mut self, seat: Seat, i: usize) {
        self.markers[i] = Some(seat);
        self.say(Text::key("voidfall-log-marker").player("player", seat).num("space", i + 1));
    }
}
