eminent-domain-title = Eminent Domain
eminent-domain-option-variant = Variant
eminent-domain-option-standard = Standard game
eminent-domain-option-learning = Learning game (no technologies, no Research)
eminent-domain-option-second-learning = Second learning game (level-1 technologies only)
eminent-domain-option-extended = Extended game (3 players only)
eminent-domain-error-extended = The extended game is for exactly 3 players.

## Symbols
eminent-domain-icon-survey = Survey
    .text = Role: look at planets and keep one face down in your empire.
eminent-domain-icon-warfare = Warfare
    .text = Role: collect fighters, or (leading) spend them to take a face-down planet of yours.
eminent-domain-icon-colonize = Colonize
    .text = Role: tuck Colonize cards under a face-down planet as colonies, or (leading) settle one.
eminent-domain-icon-produce = Produce
    .text = Role: put a resource in an empty slot of a face-up planet, one per produce symbol.
eminent-domain-icon-trade = Trade
    .text = Role: give up resources for 1 influence each, one per trade symbol.
eminent-domain-icon-research = Research
    .text = Role: take a technology whose research cost and planets you have.
eminent-domain-icon-silicon = silicon
    .text = A resource, made on advanced planets.
eminent-domain-icon-water = water
    .text = A resource, made on fertile planets.
eminent-domain-icon-food = food
    .text = A resource, made on fertile planets.
eminent-domain-icon-iron = iron
    .text = A resource, made on metallic planets.

eminent-domain-symbol-survey = Survey
    .text = The Survey role, and a survey symbol on a card or planet: each one lets you look at one more planet.
eminent-domain-symbol-warfare = Warfare
    .text = The Warfare role, and a warfare symbol: each one collects a fighter.
eminent-domain-symbol-colonize = Colonize
    .text = The Colonize role, and a colonize symbol: each one counts as a colony (on a planet in your empire it lowers every settle cost by one).
eminent-domain-symbol-produce = Produce
    .text = The Produce role, and a produce symbol: each one fills one empty resource slot.
eminent-domain-symbol-trade = Trade
    .text = The Trade role, and a trade symbol: each one trades one resource for 1 influence.
eminent-domain-symbol-research = Research
    .text = The Research role, and a research symbol: technologies cost research symbols.
eminent-domain-symbol-silicon = Silicon
    .text = A silicon slot; bright when a resource is in it, faded while empty.
eminent-domain-symbol-water = Water
    .text = A water slot; bright when a resource is in it, faded while empty.
eminent-domain-symbol-food = Food
    .text = A food slot; bright when a resource is in it, faded while empty.
eminent-domain-symbol-iron = Iron
    .text = An iron slot; bright when a resource is in it, faded while empty.
eminent-domain-symbol-advanced = Advanced planet
    .text = One of the three planet types (shown on a planet's back); technologies ask for face-up planets of a type.
eminent-domain-symbol-fertile = Fertile planet
    .text = One of the three planet types (shown on a planet's back); technologies ask for face-up planets of a type.
eminent-domain-symbol-metallic = Metallic planet
    .text = One of the three planet types (shown on a planet's back); technologies ask for face-up planets of a type.
eminent-domain-symbol-influence = Influence
    .text = Influence tokens: each is worth 1 at the end. The supply's count is how many are left before the end is triggered.
eminent-domain-symbol-fighter = Fighters
    .text = Fighters in an empire, collected by Warfare and spent to attack planets.
eminent-domain-symbol-colony = Colonies
    .text = Colonies under a face-down planet; enough of them (with colonize symbols in the empire) let you settle it.
eminent-domain-symbol-leader = Leader
    .text = The player whose turn it is: they lead the role, the others follow or dissent.
eminent-domain-symbol-hand = Hand
    .text = Cards in hand, and the hand size drawn up to at cleanup.
eminent-domain-symbol-deck = Deck
    .text = Cards left in the deck; the discard pile is shuffled into a new one when it runs out.

## Role cards
eminent-domain-card-politics = Politics
    .text = Action: remove this card from the game and take a role card of your choice from the stacks into your hand. Never boosts or follows.
eminent-domain-card-survey = Survey
    .text = Action: draw 2 cards. Role: look at one planet fewer than your survey symbols (leader: one more) and keep one face down.
eminent-domain-card-warfare = Warfare
    .text = Action: collect 1 fighter, or attack a planet. Role: collect 1 fighter per warfare symbol (leader: may attack a planet instead).
eminent-domain-card-colonize = Colonize
    .text = Action: tuck this card under a face-down planet as a colony, or settle a planet. Role: tuck the Colonize cards played under a face-down planet (leader: may settle a planet instead).
eminent-domain-card-produce-trade = Produce/Trade
    .text = Action: produce 1 resource, or trade 1 resource for 1 influence. Role: produce 1 resource per produce symbol, or trade 1 resource per trade symbol for 1 influence each.
eminent-domain-card-research = Research
    .text = Action: remove up to 2 cards (from your hand or this one) from the game. Role: take a technology whose research cost and planet prerequisite you meet.

## Technologies and planets
eminent-domain-card-tech-1-11 = Improved Survey
    .text = Action: draw 3 cards. Symbols: survey, trade. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-12 = Improved Survey
    .text = Action: draw 3 cards. Symbols: survey, research. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-13 = Improved Survey
    .text = Action: draw 3 cards. Symbols: survey, colonize. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-14 = Improved Survey
    .text = Action: draw 3 cards. Symbols: survey, produce. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-21 = Improved Colonize
    .text = Action: you may settle a planet; then settle another one, or tuck this card under a face-down planet as a colony. Symbols: colonize, research. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-22 = Improved Colonize
    .text = Action: you may settle a planet; then settle another one, or tuck this card under a face-down planet as a colony. Symbols: colonize, trade. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-23 = Improved Colonize
    .text = Action: you may settle a planet; then settle another one, or tuck this card under a face-down planet as a colony. Symbols: colonize, survey. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-24 = Improved Colonize
    .text = Action: you may settle a planet; then settle another one, or tuck this card under a face-down planet as a colony. Symbols: colonize, warfare. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-31 = Improved Warfare
    .text = Action: collect 2 fighters, or attack a planet. Symbols: warfare, research. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-32 = Improved Warfare
    .text = Action: collect 2 fighters, or attack a planet. Symbols: warfare, trade. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-33 = Improved Warfare
    .text = Action: collect 2 fighters, or attack a planet. Symbols: warfare, colonize. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-34 = Improved Warfare
    .text = Action: collect 2 fighters, or attack a planet. Symbols: warfare, produce. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-41 = Improved Production
    .text = Action: produce 2 resources. Symbols: produce, research. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-42 = Improved Production
    .text = Action: produce 2 resources. Symbols: produce, trade. Research 3, needs 1 face-up advanced planet.
eminent-domain-card-tech-1-43 = Improved Production
    .text = Action: produce 2 resources. Symbols: produce, survey. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-44 = Improved Production
    .text = Action: produce 2 resources. Symbols: produce, warfare. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-51 = Improved Trade
    .text = Action: take 1 influence from the supply. Symbols: trade, produce. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-52 = Improved Trade
    .text = Action: take 1 influence from the supply. Symbols: trade, colonize. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-53 = Improved Trade
    .text = Action: take 1 influence from the supply. Symbols: trade, survey. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-54 = Improved Trade
    .text = Action: take 1 influence from the supply. Symbols: trade, warfare. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-61 = Improved Research
    .text = Action: draw 1 card, then remove up to 3 cards in your hand from the game. Symbols: research, produce. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-62 = Improved Research
    .text = Action: draw 1 card, then remove up to 3 cards in your hand from the game. Symbols: research, colonize. Research 3, needs 1 face-up fertile planet.
eminent-domain-card-tech-1-63 = Improved Research
    .text = Action: draw 1 card, then remove up to 3 cards in your hand from the game. Symbols: research, survey. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-1-64 = Improved Research
    .text = Action: draw 1 card, then remove up to 3 cards in your hand from the game. Symbols: research, warfare. Research 3, needs 1 face-up metallic planet.
eminent-domain-card-tech-2-71 = Diverse Markets
    .text = Action: at the end of this turn, gain 1 influence per resource type you traded this turn. Symbols: research, trade. Research 5, needs 2 face-up advanced planets. Worth 2 influence.
eminent-domain-card-tech-2-72 = Data Network
    .text = Action: draw 2 cards, then remove any number of cards in your hand from the game. Symbols: research, research. Research 5, needs 2 face-up advanced planets. Worth 2 influence.
eminent-domain-card-tech-2-73 = Specialization
    .text = Action: name a resource type; at the end of this turn, gain 1 influence per resource of that type you traded this turn. Symbols: trade, trade. Research 5, needs 2 face-up advanced planets. Worth 2 influence.
eminent-domain-card-tech-2-74 = Weapon Emporium
    .text = Permanent: you may trade fighters as if they were resources (of no type). Research 5, needs 2 face-up advanced planets. Worth 2 influence.
eminent-domain-card-tech-2-75 = Streamlining
    .text = Permanent: once in each of your turns (at cleanup) you may remove a card in your hand from the game. Research 5, needs 2 face-up advanced planets. Worth 2 influence.
eminent-domain-card-tech-3-76 = Adaptability
    .text = Permanent: your Research role cards count as any role symbol, for boosting and following. Research 7, needs 3 face-up advanced planets. Worth 5 influence.
eminent-domain-card-tech-3-77 = Hyperefficiency
    .text = Permanent: in each of your turns (at cleanup) you may remove any number of cards in your hand from the game. Research 7, needs 3 face-up advanced planets. Worth 5 influence.
eminent-domain-card-tech-2-81 = Mobilization
    .text = Action: collect 2 fighters; once this turn, after any phase, you may attack a planet. Symbols: survey, warfare. Research 5, needs 2 face-up metallic planets. Worth 2 influence.
eminent-domain-card-tech-2-82 = Survey Team
    .text = Action: put the top planet of the planet deck face down into your empire. Symbols: survey, survey. Research 5, needs 2 face-up metallic planets. Worth 2 influence.
eminent-domain-card-tech-2-83 = War Path
    .text = Action: attack up to 2 planets. Symbols: warfare, warfare. Research 5, needs 2 face-up metallic planets. Worth 2 influence.
eminent-domain-card-tech-2-84 = Imperialism
    .text = Permanent: shows survey, trade and warfare symbols in your empire. Symbols: survey, trade, warfare. Research 5, needs 2 face-up metallic planets. Worth 2 influence.
eminent-domain-card-tech-2-85 = Scorched Earth Policy
    .text = Permanent: your attacks cost 2 fighters less, but leave 1 of your fighters on the planet, which then stores no resources. Research 5, needs 2 face-up metallic planets. Worth 2 influence.
eminent-domain-card-tech-3-86 = Logistics
    .text = Permanent: you may play your role phase before your action phase. Research 7, needs 3 face-up metallic planets. Worth 5 influence.
eminent-domain-card-tech-3-87 = Productivity
    .text = Permanent: you may play a second card for its action in your action phase. Research 7, needs 3 face-up metallic planets. Worth 5 influence.
eminent-domain-card-tech-2-91 = Artificial Intelligence
    .text = Action: take any 2 role cards from the stacks into your hand. Symbols: colonize, produce. Research 5, needs 2 face-up fertile planets. Worth 2 influence.
eminent-domain-card-tech-2-92 = Genetic Engineering
    .text = Action: at the end of this turn, gain 1 influence per resource type you produced this turn. Symbols: produce, produce. Research 5, needs 2 face-up fertile planets. Worth 2 influence.
eminent-domain-card-tech-2-93 = Terraforming
    .text = Action: tuck this card under a face-down planet as 2 colonies; if its colonies now meet its cost (empire colonize symbols do not count), settle it. Symbols: colonize, colonize. Research 5, needs 2 face-up fertile planets. Worth 2 influence.
eminent-domain-card-tech-2-94 = Fertile Ground
    .text = Permanent: shows colonize, produce and research symbols in your empire. Symbols: colonize, produce, research. Research 5, needs 2 face-up fertile planets. Worth 2 influence.
eminent-domain-card-tech-2-95 = Abundance
    .text = Permanent: when you settle or attack a planet, fill its resource slots at once. Research 5, needs 2 face-up fertile planets. Worth 2 influence.
eminent-domain-card-tech-3-96 = Dissension
    .text = Permanent: when you dissent, draw 1 more card. Research 7, needs 3 face-up fertile planets. Worth 5 influence.
eminent-domain-card-tech-3-97 = Bureaucracy
    .text = Permanent: when you follow Colonize or Warfare, you may use the leader bonus. Research 7, needs 3 face-up fertile planets. Worth 5 influence.
eminent-domain-card-planet-1-1 = Lyttle
    .text = Advanced planet; symbol: research; slots: silicon; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-1-2 = Echo Rose
    .text = Advanced planet; symbol: research; slots: silicon; worth 3 influence; attack 4, settle 5.
eminent-domain-card-planet-1-3 = Srod Avain N2
    .text = Advanced planet; symbol: research; worth 4 influence; attack 6, settle 3.
eminent-domain-card-planet-1-4 = Ral Gai'Gaw
    .text = Advanced planet; symbol: trade; slots: silicon; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-1-5 = Hanoj - T
    .text = Advanced planet; symbol: trade; slots: silicon; worth 3 influence; attack 4, settle 5.
eminent-domain-card-planet-1-6 = Zhephan
    .text = Advanced planet; symbol: trade; worth 4 influence; attack 6, settle 3.
eminent-domain-card-planet-1-7 = Oknow
    .text = Advanced planet; slots: silicon; +1 hand size; worth 2 influence; attack 5, settle 4.
eminent-domain-card-planet-1-8 = Sima-07C
    .text = Advanced planet; slots: silicon; +1 hand size; worth 2 influence; attack 4, settle 5.
eminent-domain-card-planet-1-9 = Sholmican
    .text = Advanced planet; slots: silicon; worth 4 influence; attack 6, settle 3.
eminent-domain-card-planet-2-1 = Styku
    .text = Fertile planet; symbol: colonize; slots: water; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-2-2 = Mik-Mik
    .text = Fertile planet; symbol: colonize; slots: food; worth 3 influence; attack 4, settle 5.
eminent-domain-card-planet-2-3 = New Texas
    .text = Fertile planet; symbol: colonize; slots: food, water; worth 2 influence; attack 6, settle 3.
eminent-domain-card-planet-2-4 = Gerdland
    .text = Fertile planet; symbol: produce; slots: water; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-2-5 = Mishburr ITO-A
    .text = Fertile planet; symbol: produce; slots: food; worth 3 influence; attack 4, settle 5.
eminent-domain-card-planet-2-6 = Artigas GNS-111
    .text = Fertile planet; symbol: produce; slots: food, water; worth 2 influence; attack 6, settle 3.
eminent-domain-card-planet-2-7 = Spielbany VI
    .text = Fertile planet; slots: water; +1 hand size; worth 2 influence; attack 5, settle 4.
eminent-domain-card-planet-2-8 = Nelos IV
    .text = Fertile planet; slots: food; +1 hand size; worth 2 influence; attack 4, settle 5.
eminent-domain-card-planet-2-9 = Angus Daffy
    .text = Fertile planet; slots: food, water; worth 3 influence; attack 6, settle 3.
eminent-domain-card-planet-3-1 = Voson
    .text = Metallic planet; symbol: survey; slots: iron; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-3-2 = Pink Sonar
    .text = Metallic planet; symbol: survey; slots: iron; worth 3 influence; attack 4, settle 5.
eminent-domain-card-planet-3-3 = Kyrie & Juno
    .text = Metallic planet; symbol: survey; worth 4 influence; attack 6, settle 3.
eminent-domain-card-planet-3-4 = Tankahshin
    .text = Metallic planet; symbol: warfare; slots: iron; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-3-5 = Erkam-W
    .text = Metallic planet; symbol: warfare; slots: iron; worth 3 influence; attack 4, settle 5.
eminent-domain-card-planet-3-6 = Overlord Betzel's Domain
    .text = Metallic planet; symbol: warfare; worth 4 influence; attack 6, settle 3.
eminent-domain-card-planet-3-7 = Marghannah Prime
    .text = Metallic planet; +1 hand size; worth 3 influence; attack 5, settle 4.
eminent-domain-card-planet-3-8 = 8910 Spielen
    .text = Metallic planet; slots: iron; +1 hand size; worth 2 influence; attack 4, settle 5.
eminent-domain-card-planet-3-9 = Idroyos
    .text = Metallic planet; worth 5 influence; attack 6, settle 3.
eminent-domain-card-planet-0-1 = Pomerene
    .text = Start planet (advanced); slots: silicon; worth 2 influence; attack 2, settle 2.
eminent-domain-card-planet-0-2 = Drawde
    .text = Start planet (fertile); slots: food; worth 2 influence; attack 2, settle 2.
eminent-domain-card-planet-0-3 = Piedra Seca
    .text = Start planet (metallic); slots: iron; worth 2 influence; attack 2, settle 2.
eminent-domain-card-planet-0-4 = Mesia Sednim
    .text = Start planet (fertile); slots: water; worth 2 influence; attack 2, settle 2.
eminent-domain-card-planet-0-5 = Chrispen
    .text = Start planet (metallic); slots: iron; worth 2 influence; attack 2, settle 2.
eminent-domain-card-planet-0-6 = Liagiba
    .text = Start planet (advanced); slots: silicon; worth 2 influence; attack 2, settle 2.

## Prompts
eminent-domain-prompt-action = Play a card for its action, or skip.
eminent-domain-prompt-role = Choose the role to lead.
eminent-domain-prompt-boost = Boost { $role } with matching cards from your hand (or none).
eminent-domain-prompt-follow = { $leader } leads { $role }: follow with matching cards, or choose none to dissent and draw { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
eminent-domain-prompt-survey = Choose the planet to keep face down.
eminent-domain-prompt-warfare = Collect fighters, or attack a planet.
eminent-domain-prompt-attack = Attack a planet ({ $n } left), or stop.
eminent-domain-prompt-mobilize = Mobilization: attack a planet now?
eminent-domain-prompt-colonize = Place colonies, or settle a planet.
eminent-domain-prompt-settle = You may settle a planet.
eminent-domain-prompt-terraform = Choose the face-down planet to terraform.
eminent-domain-prompt-produce = Choose { $n ->
    [one] the slot
   *[other] { $n } slots
} to fill with resources.
eminent-domain-prompt-trade = Choose exactly { $n ->
    [one] 1 resource
   *[other] { $n } resources
} to trade for influence (every trade symbol is used).
eminent-domain-prompt-produce-or-trade = Produce a resource in an empty slot, or trade one.
eminent-domain-prompt-research = { $n ->
    [one] Choose a technology (1 research symbol), or none.
   *[other] Choose a technology ({ $n } research symbols), or none.
}
eminent-domain-prompt-remove = You may remove up to { $n ->
    [one] 1 card
   *[other] { $n } cards
} from the game.
eminent-domain-prompt-take-role = Take a role card from a stack ({ $n } to take).
eminent-domain-prompt-specialize = Name a resource type.
eminent-domain-prompt-discard = Discard any cards (you then draw up to { $limit }).

## Options
eminent-domain-opt-skip = Skip
eminent-domain-opt-wait = Not now
eminent-domain-opt-stop = Stop
eminent-domain-opt-role-first = Lead a role first (Logistics)
eminent-domain-opt-role = { $role } ({ $left } left)
eminent-domain-opt-collect = Collect { $n ->
    [one] 1 fighter
   *[other] { $n } fighters
}
eminent-domain-opt-attack = Attack { $planet } ({ $cost } fighters)
eminent-domain-opt-settle = Settle { $planet }
eminent-domain-opt-colony = { $n ->
    [one] 1 colony
   *[other] { $n } colonies
} on { $planet }
eminent-domain-opt-produce = Produce { $resource } on { $planet }
eminent-domain-opt-trade = Trade { $resource } from { $planet }
eminent-domain-opt-trade-fighter = Trade a fighter
eminent-domain-opt-no-tech = No technology
eminent-domain-warn-no-tech = You can take { $n ->
    [one] a technology
   *[other] one of { $n } technologies
} now; taking none wastes this role's research.
eminent-domain-warn-skip-settle = You can settle a planet now; skipping wastes this card's settle.
eminent-domain-opt-this-card = This card ({ $card })
eminent-domain-opt-card = { $card }
eminent-domain-opt-keep = Keep { $planet } face down

## What an option does, beside it
eminent-domain-note-role-survey = Look at as many planets as your survey symbols, keep one face down; the rest are discarded. Others may follow (one planet fewer).
eminent-domain-note-role-warfare = Collect 1 fighter per warfare symbol, or instead attack one of your face-down planets. Others may follow (fighters only).
eminent-domain-note-role-colonize = Tuck the Colonize cards you play under a face-down planet as colonies, or instead settle a planet. Others may follow (colonies only).
eminent-domain-note-role-produce = Fill one empty resource slot per produce symbol. Others may follow.
eminent-domain-note-role-trade = Trade one resource per trade symbol for 1 influence each. Others may follow.
eminent-domain-note-role-research = Take a technology you can pay for in research symbols and whose planets you have. Others may follow.
eminent-domain-note-role-first = Logistics: play your role phase now and your action phase after it.
eminent-domain-note-keep = The other planets you looked at are discarded face up.
eminent-domain-note-attack = Returns { $cost } fighters to the supply; the planet turns face up (worth { $influence } influence){ $tucked ->
    [0] .
   *[other] {""} and the { $tucked } cards under it go to your discard pile.
}
eminent-domain-note-settle = The planet turns face up (worth { $influence } influence){ $tucked ->
    [0] .
   *[other] {""} and the { $tucked } cards under it go to your discard pile.
}
eminent-domain-note-colony = The card stays under this face-down planet until it turns face up.
eminent-domain-note-trade = Gives up this resource for 1 influence.
eminent-domain-note-trade-fighter = Gives up a fighter for 1 influence.
eminent-domain-note-remove = Removes this card from the game: it leaves your deck for good.
eminent-domain-note-discard = Goes to your discard pile.
eminent-domain-note-specialize = At the end of this turn, 1 influence for each { $resource } you traded this turn.

## Where influence comes from
eminent-domain-source-card = { $card }
eminent-domain-source-trade = trading { $resource }
eminent-domain-source-trade-fighter = trading a fighter
eminent-domain-score-influence = influence
eminent-domain-score-tokens = Influence tokens
eminent-domain-score-planets = Face-up planets
eminent-domain-score-techs = Technologies (owned, not removed)

## Log
eminent-domain-log-turn = Turn { $turn }: { $player } is the leader.
eminent-domain-log-reshuffle = { $player } shuffles their discard pile into a new deck.
eminent-domain-log-draw = { $player } draws { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
eminent-domain-log-draw-cards = { $player } draws { $cards }.
eminent-domain-log-influence = { $player } gains { $n } influence: { $source }.
eminent-domain-log-fighters = { $player } collects { $n ->
    [one] 1 fighter
   *[other] { $n } fighters
}.
eminent-domain-log-take-role-card = { $player } takes { $card } into their hand.
eminent-domain-log-planets-reshuffle = The planet discard pile is shuffled into a new planet deck.
eminent-domain-log-final-round = The end is triggered: the round is played to its end.
eminent-domain-log-game-over = The game is over.
eminent-domain-log-dissent = { $player } dissents.
eminent-domain-log-follow = { $player } follows with { $cards }.
eminent-domain-log-boost = { $player } boosts with { $cards }.
eminent-domain-log-lead = { $player } leads { $role } and takes its role card.
eminent-domain-log-lead-empty = { $player } leads { $role } from an empty stack.
eminent-domain-log-role-first = { $player } plays the role phase first.
eminent-domain-log-action = { $player } plays { $card } for its action.
eminent-domain-log-symbols = { $n ->
    [one] { $player } has 1 { $role } symbol.
   *[other] { $player } has { $n } { $role } symbols.
}
eminent-domain-log-survey-look = { $player } looks at { $planets }.
eminent-domain-log-survey = { $player } looks at { $n ->
    [one] 1 planet
   *[other] { $n } planets
}.
eminent-domain-log-keep = { $player } keeps { $planet } face down.
eminent-domain-log-keep-hidden = { $player } keeps a planet face down.
eminent-domain-log-planets-discarded = { $player } discards { $planets } face up.
eminent-domain-log-colonies = { $player } adds { $n ->
    [one] 1 colony
   *[other] { $n } colonies
} to their planet { $planet }.
eminent-domain-log-attack = { $n ->
    [one] { $player } attacks { $planet } with 1 fighter: a face-up planet worth { $influence } influence.
   *[other] { $player } attacks { $planet } with { $n } fighters: a face-up planet worth { $influence } influence.
}
eminent-domain-log-settle = { $player } settles { $planet }: a face-up planet worth { $influence } influence.
eminent-domain-log-produce = { $player } produces { $resource }.
eminent-domain-log-trade = { $player } trades { $resource }.
eminent-domain-log-trade-fighter = { $player } trades a fighter.
eminent-domain-log-abundance = Abundance fills { $n } resource slots of { $player }'s planet.
eminent-domain-log-tech = { $player } gains { $card }{ $influence ->
    [0] .
   *[other] : a technology worth { $influence } influence.
}
eminent-domain-log-no-tech = { $player } takes no technology.
eminent-domain-log-remove = { $player } removes { $cards } from the game.
eminent-domain-log-discard = { $player } discards { $cards }.
eminent-domain-log-specialize = { $player } specializes in { $resource }.

## Errors
eminent-domain-error-not-now = That is not a decision you have now.
eminent-domain-error-option = That is not one of the options.
eminent-domain-error-no-card = You do not have that card.
eminent-domain-error-planet = That planet cannot be used that way.
eminent-domain-error-tech = That technology is not in the supply.

## End
eminent-domain-end-influence = The influence supply ran out
eminent-domain-end-stacks = Role stacks ran out
eminent-domain-outcome = { $reason }, and every player had the same number of turns. Most influence wins (tokens, face-up planets and technologies); a tie goes to the most resources plus fighters, and a tie on that too is shared.

## Board
eminent-domain-board-status = Turn { $turn }: { $leader } leads, { $phase }.
eminent-domain-board-status-role = { $status } Role: { $role }.
eminent-domain-board-finished = The game is over.
eminent-domain-board-phase-action = action phase
eminent-domain-board-phase-role = role phase
eminent-domain-board-phase-cleanup = cleanup
eminent-domain-board-influence-supply = Influence supply
eminent-domain-board-final-round = Final round
eminent-domain-board-stacks = Role stacks
eminent-domain-board-techs = Technologies
eminent-domain-board-planets = Planets
eminent-domain-board-planet-deck = Planet deck
eminent-domain-board-planet-discard = Discarded planets
eminent-domain-board-looking = Planets you are surveying
eminent-domain-board-influence-tokens = Influence tokens
eminent-domain-board-research-now = Technologies your planets allow now
eminent-domain-board-research-cost = Research cost
eminent-domain-board-worth = Worth in influence
eminent-domain-board-no-symbols = no symbols
eminent-domain-board-legend = Symbols
eminent-domain-board-slot-filled = { $resource }: filled
eminent-domain-board-slot-empty = { $resource }: empty slot
eminent-domain-board-symbols-of = { $role } symbols in the empire
eminent-domain-board-fighters = Fighters
eminent-domain-board-symbols = Symbols
eminent-domain-board-hand = Hand
eminent-domain-board-deck = Deck
eminent-domain-board-surveying = Surveying
eminent-domain-board-colonies = Colonies
eminent-domain-board-occupied = Fighter on it
eminent-domain-board-played = Played
eminent-domain-board-discard = Discard pile
eminent-domain-board-removed = Removed from the game
eminent-domain-board-your-hand = Your hand
eminent-domain-board-start-planet = Start planet (face down)
eminent-domain-board-face-down = Planet (face down)
eminent-domain-board-planet-back = { $kind }: warfare { $warfare }, colonize { $colonize }
eminent-domain-planet-kind-advanced = Advanced
eminent-domain-planet-kind-fertile = Fertile
eminent-domain-planet-kind-metallic = Metallic
eminent-domain-board-tech-facts = research { $cost } · { $n } face-up { $kind } { $n ->
    [one] planet
   *[other] planets
}{ $influence ->
    [0] {""}
   *[other] { " · " }{ $influence } influence
}
eminent-domain-board-follow-undecided = deciding
eminent-domain-board-follow-dissented = dissented
eminent-domain-board-follow-followed = followed

# What each rules version changed (shown when a game moves to it or keeps an older one).
rules-change-2 = Followers act in turn order, trades are exact, planet backs are public, and Scorched Earth is in.
