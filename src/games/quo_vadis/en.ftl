quo-vadis-title = Quo Vadis

## Epic cards (cards) and skills (cards with their effect in our own words).

quo-vadis-card-blessing = Blessing
    .text = +1 morale per action, and +1 wrath once for the card.
quo-vadis-card-labor = Labor
    .text = +1 food per action.
quo-vadis-card-miracle = Miracle
    .text = +1 faith per action.
quo-vadis-card-revelation = Revelation
    .text = Per action, move one of your workers in the creation area one space (terrain ignored, no food).
quo-vadis-card-prosperity = Prosperity
    .text = Per action, +1 VP, and you may discard a hand card or convert one resource into another.
quo-vadis-card-B01 = Pilgrim Roads
    .text = Once per turn, the first of your placements that would pay terrain food pays none (the extra-worker food is still paid).
quo-vadis-card-B02 = Hymn of Victory
    .text = When you win a war, gain 2 more VP.
quo-vadis-card-B03 = Stone Walls
    .text = Each of your intact towns in the creation area gives 2 war strength instead of 1.
quo-vadis-card-B04 = Mountain Fastness
    .text = When you lose a war, one of your workers in the creation area stays on its space.
quo-vadis-card-B05 = Oracles
    .text = The first Free creation card you pick each turn costs no faith.
quo-vadis-card-B06 = Sun Prophets
    .text = Each card you apply as a Miracle gives 1 VP.
quo-vadis-card-B07 = Hardy Folk
    .text = Towns you build or rebuild start with 2 population.
quo-vadis-card-B08 = Winter Patience
    .text = When you continue a generation and it then holds 3 or more cards, gain 1 VP.
quo-vadis-card-B09 = Deluge
    .text = After your Wrath of God's token, you may also put a sea token on an area next to the creation area.
quo-vadis-card-B10 = Seafarers
    .text = A worker you move out of the creation area with Revelation may keep moving with the card's remaining actions.
quo-vadis-card-S01 = Fervent Prayers
    .text = Blessing cards you apply get +1 action.
quo-vadis-card-S02 = Tireless Hands
    .text = Labor cards you apply get +1 action.
quo-vadis-card-S03 = Wonders
    .text = Miracle cards you apply get +1 action.
quo-vadis-card-S04 = Visionaries
    .text = Revelation cards you apply get +1 action.
quo-vadis-card-S05 = Golden Age
    .text = Prosperity cards you apply get +1 action.
quo-vadis-card-S06 = Archives
    .text = Your hand limit is 5.
quo-vadis-card-S07 = Road Builders
    .text = Your additional workers cost no base food (terrain food is still paid).
quo-vadis-card-S08 = Pioneers
    .text = Once per turn, a placement may go on a space just outside the creation area, at the usual cost.
quo-vadis-card-S09 = Swift Feet
    .text = Once per turn, after placing workers, you may move one of your workers in the creation area one space.
quo-vadis-card-S10 = Storehouses
    .text = +1 to your morale, food and faith maxima.
quo-vadis-card-S11 = Veterans
    .text = +1 strength in every war you fight.
quo-vadis-card-S12 = Ambush
    .text = +2 strength in wars on other players' turns.
quo-vadis-card-S13 = Conquerors
    .text = +2 strength in wars on your own turn.
quo-vadis-card-S14 = Iron Dice
    .text = You always roll a d8 in war.
quo-vadis-card-S15 = War Drums
    .text = Each morale you spend in a war gives 2 strength.
quo-vadis-card-S16 = Siege Engines
    .text = When you win a war, enemy towns in the creation area lose 2 population instead of 1.
quo-vadis-card-S17 = Martyrs
    .text = When you lose a war, gain 2 VP.
quo-vadis-card-S18 = Bastions
    .text = When you lose a war, your towns in the creation area lose no population.
quo-vadis-card-S19 = Masons
    .text = When you build a town, you may also rebuild one of your destroyed towns anywhere.
quo-vadis-card-S20 = Growth
    .text = Your towns in the creation area grow by 2 population instead of 1.
quo-vadis-card-S21 = Heartland
    .text = Your territory bonus counts one more area.
quo-vadis-card-S22 = Boomtowns
    .text = When you build a town, gain 2 VP.
quo-vadis-card-S23 = Refugees
    .text = When you lose a war, you may put one returned worker on a space just outside the creation area holding none of your pieces.
quo-vadis-card-S24 = Monuments
    .text = At the end, 2 VP per intact town of yours on your affinity terrain.
quo-vadis-card-S25 = Second Chance
    .text = Once per game, after the dice of a war, you may reroll your die.
quo-vadis-card-S26 = Treasury
    .text = At the end, 1 VP per 2 resources you hold.
quo-vadis-card-S27 = Urban Planning
    .text = For your city bonus, your last generation counts one card more.
quo-vadis-card-S28 = Patrons of Style
    .text = Your style bonus reads the table one count higher.
quo-vadis-card-S29 = Divine Fury
    .text = You may call the Wrath of God with 2 wrath, and it counts 1 more for its level.
quo-vadis-card-S30 = Jubilee
    .text = Once per game, double the actions of a card you apply.

## Symbols.

quo-vadis-icon-glorious = Glorious
    .text = Green pieces; affinity terrain: plains (which costs every race nothing), so no other free terrain.
quo-vadis-icon-highlanders = Highlanders
    .text = Grey pieces; affinity terrain: mountains.
quo-vadis-icon-sandborn = Sandborn
    .text = Yellow pieces; affinity terrain: desert.
quo-vadis-icon-frostkin = Frostkin
    .text = White pieces; affinity terrain: tundra.
quo-vadis-icon-tidefolk = Tidefolk
    .text = Blue pieces; affinity terrain: sea.
quo-vadis-icon-morale = morale
    .text = A resource: spent in wars, 1 strength each.
quo-vadis-icon-food = food
    .text = A resource: pays for placing workers.
quo-vadis-icon-faith = faith
    .text = A resource: pays for Free creation cards and devotion.
quo-vadis-icon-wrath = wrath
    .text = Not a resource: gained by losing wars and by Blessing; at 3 or more you may call the Wrath of God.
quo-vadis-icon-plains = plains
quo-vadis-icon-mountains = mountains
quo-vadis-icon-desert = desert
quo-vadis-icon-tundra = tundra
quo-vadis-icon-sea = sea
quo-vadis-icon-d6 = d6
quo-vadis-icon-d8 = d8
quo-vadis-icon-territory = territory bonus
quo-vadis-icon-war = war
quo-vadis-icon-prosperity = Prosperity
quo-vadis-icon-city = city bonus
quo-vadis-icon-population = population
quo-vadis-icon-style = style bonus
quo-vadis-icon-skills = skills

## Options.

quo-vadis-option-boards = Race boards
quo-vadis-option-boards-standard = Standard side (same maxima for all)
quo-vadis-option-boards-custom = Custom side (maxima per race)
quo-vadis-option-devotion = Devotion (pay 2 faith to play a card as any kind)
quo-vadis-option-races = Races
quo-vadis-option-races-random = Dealt at random
quo-vadis-option-races-pick = Picked in a random order
quo-vadis-option-variant = Data variant
quo-vadis-variant = { $name }

## Questions.

quo-vadis-ask-race = Choose your race.
quo-vadis-ask-draft = Draft: keep one skill and pass the rest to the left.
quo-vadis-ask-split = Split your { $cubes } starting cubes among morale, food and faith.
quo-vadis-ask-basic = Choose your basic skill (revealed when everyone has chosen).
quo-vadis-ask-area = Choose the creation area.
quo-vadis-ask-route = Which creation cards do you pick?
quo-vadis-ask-wrath = You have { $wrath } wrath. Call the Wrath of God (you pay all of it)?
quo-vadis-ask-wrath-spaces = Choose { $n ->
    [one] a space
   *[other] up to { $n } spaces
} of the creation area for the Wrath of God.
quo-vadis-ask-token-source = No { $terrain } token is left: take one from which area?
quo-vadis-ask-deluge = Deluge: flood an area next to the creation area with a sea token?
quo-vadis-ask-first-worker = Place your first worker (compulsory).
quo-vadis-ask-more-workers = Place another worker, or stop.
quo-vadis-ask-swift-feet = Swift Feet: move one of your workers one space?
quo-vadis-ask-card = Choose the epic card to place.
quo-vadis-ask-mode = Continue the current generation, or change to a new one?
quo-vadis-ask-devotion = Devotion: pay { $faith } faith to count the card as another kind this turn?
quo-vadis-ask-jubilee = Jubilee (once per game): double this card's actions?
quo-vadis-ask-revelation = { $n ->
    [one] Revelation: 1 move left.
   *[other] Revelation: { $n } moves left.
}
quo-vadis-ask-prosperity = { $n ->
    [one] Prosperity: 1 action left. It gives 1 VP and may do one more thing.
   *[other] Prosperity: { $n } actions left. Each gives 1 VP and may do one more thing.
}
quo-vadis-ask-change-discard = You changed generation: discard any hand cards you like.
quo-vadis-ask-bid = War in area { $area }: your strength before morale and dice is { $strength }. Each morale you spend adds { $per } strength; the one highest spender is elated and rolls twice. How much of your { $morale } morale do you spend?
quo-vadis-ask-reroll = Second Chance: your die shows { $roll }. Reroll it?
quo-vadis-ask-fastness = Mountain Fastness: which of your workers stays?
quo-vadis-ask-refugees = Refugees: put a returned worker on a space next to the creation area?
quo-vadis-ask-war-resource = You won the war: choose a resource ({ $n } left).
quo-vadis-ask-town = Choose the worker that becomes your new town.
quo-vadis-ask-masons = Masons: rebuild one of your destroyed towns too?
quo-vadis-ask-skill-set = Reveal one of your face-down skills.

## Options of questions.

quo-vadis-opt-race = { $race }
quo-vadis-opt-skill = { $skill }
quo-vadis-opt-skill-recommended = { $skill } (recommended)
quo-vadis-opt-split = { $morale } morale, { $food } food, { $faith } faith
quo-vadis-opt-area = Area { $area } ({ $faith } faith)
quo-vadis-opt-area-plain = Area { $area }
quo-vadis-opt-route = Cards { $cards } ({ $faith } faith)
quo-vadis-opt-wrath-invoke = Call the Wrath of God
quo-vadis-opt-wrath-skip = Not now
quo-vadis-opt-space = Space { $space }
quo-vadis-opt-place = Space { $space } ({ $food } food)
quo-vadis-opt-done = Stop placing
quo-vadis-opt-move = Move from { $from } to { $to }
quo-vadis-opt-card = { $card }
quo-vadis-opt-continue = Continue
quo-vadis-opt-change = Change generation
quo-vadis-opt-no-devotion = No devotion
quo-vadis-opt-devotion = Count it as { $card }
quo-vadis-opt-yes = Yes
quo-vadis-opt-no = No
quo-vadis-opt-stop = Stop
quo-vadis-opt-prosperity-vp = Just the VP
quo-vadis-opt-prosperity-discard = VP and discard { $card }
quo-vadis-opt-prosperity-convert = VP and convert 1 { $from } into 1 { $to }
quo-vadis-opt-reroll = Reroll
quo-vadis-opt-keep = Keep it
quo-vadis-opt-resource = { $resource }

## Errors.

quo-vadis-error-answer = That is not one of the choices.
quo-vadis-error-not-now = You have nothing to decide now.
quo-vadis-error-area = That area cannot be reached with the creation cards.
quo-vadis-error-place = You cannot place a worker there.
quo-vadis-error-move = That worker cannot move there.
quo-vadis-error-change = You cannot change generation now: you need a town in reserve and a worker on a space without a town.
quo-vadis-error-variant = The data variant { $name } cannot be used: { $detail }

## Log.

quo-vadis-log-race = { $player } takes the { $race }.
quo-vadis-log-draft-pick = { $player } keeps { $skill }.
quo-vadis-log-draft-picked = { $player } keeps a skill.
quo-vadis-log-draft-pass = { $player } passes { $n ->
    [one] 1 skill
   *[other] { $n } skills
} to { $to }.
quo-vadis-log-draft-last = Everyone keeps the last skill of their hand.
quo-vadis-log-split = { $player } starts with { $morale } morale, { $food } food and { $faith } faith.
quo-vadis-log-basic-chosen-own = You chose { $skill } as your basic skill.
quo-vadis-log-basic-chosen = { $player } has chosen a basic skill.
quo-vadis-log-basic-skill = { $player } reveals the basic skill { $skill }.
quo-vadis-log-turn = Round { $round }: { $player }'s turn.
quo-vadis-log-area = { $player } picks cards { $cards } for area { $area } ({ $faith } faith).
quo-vadis-log-wrath = { $player } pays { $paid } wrath: the Wrath of God strikes { $spaces }.
quo-vadis-log-token = A { $terrain } token now lies on area { $area }.
quo-vadis-log-token-moved = The { $terrain } token leaves area { $area }.
quo-vadis-log-town-loses = { $player }'s town on { $space } loses { $n } population.
quo-vadis-log-town-destroyed = { $player }'s town on { $space } is destroyed.
quo-vadis-log-population = { $player }'s town on { $space } grows by { $n }.
quo-vadis-log-place = { $player } places a worker on { $space } ({ $food } food).
quo-vadis-log-move = { $player } moves a worker from { $from } to { $to }.
quo-vadis-log-continue = { $player } continues generation { $generation } with { $card } as { $kind }: { $n ->
    [one] 1 action.
   *[other] { $n } actions.
}
quo-vadis-log-change = { $player } opens generation { $generation } with { $card } as { $kind }: { $n ->
    [one] 1 action.
   *[other] { $n } actions.
}
quo-vadis-log-devotion = { $player } pays faith to count the card as { $kind }.
quo-vadis-log-jubilee = { $player } uses Jubilee: the actions are doubled.
quo-vadis-log-gain = { $player } gains { $n } { $what }.
quo-vadis-log-vp = { $player } scores { $n } VP ({ $source }).
quo-vadis-log-discard = { $player } discards { $cards }.
quo-vadis-log-bid = { $player } spends { $n } morale.
quo-vadis-log-elated = { $player } is elated and rolls twice.
quo-vadis-log-roll = { $player } rolls { $die }: { $rolls }, keeps { $kept }.
quo-vadis-log-reroll = { $player } uses Second Chance: { $rolls }, keeps { $kept }.
quo-vadis-log-strength = { $player }'s strength: { $base } base + { $morale } from morale + { $roll } on the die = { $n }.
quo-vadis-log-war-won = { $player } wins the war.
quo-vadis-log-workers-return = { $n } of { $player }'s workers return home.
quo-vadis-log-refugees = { $player }'s refugees settle on { $space }.
quo-vadis-log-build = { $player } builds a town on { $space }.
quo-vadis-log-no-town = { $player } has no worker left to build a town with.
quo-vadis-log-rebuild = { $player } rebuilds the town on { $space }.
quo-vadis-log-territory = { $player }'s territory bonus: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} × { $areas ->
    [one] 1 area
   *[other] { $areas } areas
} = { $vp } VP.
quo-vadis-log-skill-set = { $player } reveals the skill { $skill }.
quo-vadis-log-reshuffle = The discard pile is shuffled into a new deck.
quo-vadis-log-draw-cards = { $player } draws { $cards }.
quo-vadis-log-draw = { $n ->
    [one] { $player } draws 1 card.
   *[other] { $player } draws { $n } cards.
}
quo-vadis-outcome = The ten rounds are over. Ties go to the player first in turn order from { $start }.

## Board.

quo-vadis-board-status = Round { $round } of { $rounds }: { $player }'s turn.
quo-vadis-board-finished = The game is over.
quo-vadis-board-map = The map
quo-vadis-board-creation-cards = Creation cards
quo-vadis-board-reserve = Workers / towns in reserve
quo-vadis-board-vp = VP
quo-vadis-board-hand = Cards in hand
quo-vadis-board-face-down = Face-down skills
quo-vadis-board-your-hand = Your hand
quo-vadis-board-your-skills = Your face-down skills

## War: log and board panel.

quo-vadis-log-war = War breaks out in area { $area }.
quo-vadis-log-war-side = { $player } fights with base strength { $n } ({ $workers } from workers, { $towns } from towns, { $areas } from neighbouring areas dominated, { $skills } from skills) and rolls a { $die }.
quo-vadis-war-title = War in area { $area }
quo-vadis-war-bidding = { $player } bids next; bids are made in this order and everyone sees them.
quo-vadis-war-rolled = The dice are rolled.
quo-vadis-war-won = { $player } wins the war.
quo-vadis-war-no-elation = Nobody is elated: the highest bid is shared.
quo-vadis-war-elated = { $player } is elated (the one highest bid): rolls twice and keeps the better.
quo-vadis-war-base = Base { $n }
quo-vadis-war-part-workers = { $n ->
    [one] 1 worker
   *[other] { $n } workers
}
quo-vadis-war-part-towns = { $n } from towns
quo-vadis-war-part-areas = { $n ->
    [one] 1 neighbouring area
   *[other] { $n } neighbouring areas
}
quo-vadis-war-part-skills = { $n } from skills
quo-vadis-war-bid = spent { $n } morale (+{ $strength } strength)
quo-vadis-war-bid-waiting = has not bid yet
quo-vadis-war-bid-now = is bidding now
quo-vadis-war-die = { $die }: { $rolls } → { $kept }
quo-vadis-war-die-waiting = rolls a { $die }
quo-vadis-war-total = total { $n }

## Notes beside options: what choosing them does.

quo-vadis-note-continue = The card joins generation { $generation } (now { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}): { $n } actions. No town, no territory bonus, no new skill.
quo-vadis-note-continue-only = The card joins generation { $generation } (now { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}): { $n } actions. Changing is not possible now: it needs a town in reserve and one of your workers on a space without a town, and at most 6 generations.
quo-vadis-note-change = Opens generation { $generation }: 1 action now. This turn you then build a town (compulsory), may discard hand cards, and score the territory bonus: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} in the old generation × areas you dominate at the end of the turn ({ $areas } now: { $vp } VP){ $skills ->
    [0] .
   *[other] , and reveal one of your face-down skills.
}
quo-vadis-note-devotion = Pays { $faith } faith.
quo-vadis-note-once-used = Uses { $skill }, which works once per game.
quo-vadis-note-discarded = Discarded face up.
quo-vadis-note-wrath = Pays all { $wrath } wrath. On up to { $spaces } chosen spaces of the creation area every worker (yours too) goes home and a town loses { $population } population; then a { $terrain } token covers the area.
quo-vadis-note-strike = Every worker here goes home; a town here loses { $n } population.
quo-vadis-note-token-taken = Area { $area } loses its token and goes back to its printed terrains.
quo-vadis-note-token-replaced = Replaces its { $terrain } token: all three spaces become sea.
quo-vadis-note-token-new = All three spaces become sea.
quo-vadis-note-town = This worker goes back to your reserve and one of your towns takes its space.
quo-vadis-note-race = Affinity terrain { $terrain } (no terrain food there, and a d8 in wars on it); maxima: morale { $morale }, food { $food }, faith { $faith }, wrath { $wrath }.
quo-vadis-note-basic = The other basic skill leaves the game.
quo-vadis-note-reroll = Uses { $skill }, once per game; the new roll counts even if it is lower.
quo-vadis-note-fastness = This worker stays; your other workers in the area go home.

## Symbols of the board.

quo-vadis-symbol-plains = Plains
    .text = A green space: placing a worker here costs no terrain food for anyone.
quo-vadis-symbol-mountains = Mountains
    .text = A grey space: 1 terrain food to place a worker, except for the Highlanders.
quo-vadis-symbol-desert = Desert
    .text = A yellow space: 1 terrain food, except for the Sandborn.
quo-vadis-symbol-tundra = Tundra
    .text = A white space: 1 terrain food, except for the Frostkin.
quo-vadis-symbol-sea = Sea
    .text = A blue space: 1 terrain food, except for the Tidefolk.
quo-vadis-symbol-token = Terrain token
    .text = Drawn at an area's centre: all three spaces of that area have the token's terrain.
quo-vadis-symbol-worker = Worker
    .text = In its owner's colour; a number inside counts stacked workers.
quo-vadis-symbol-town = Town
    .text = In its owner's colour, with its population; it gives strength in wars and dominance over its area.
quo-vadis-symbol-destroyed = Destroyed town
    .text = No population, no strength, no dominance; its owner rebuilds it with a worker on its space.
quo-vadis-symbol-creation = Creation area
    .text = The area chosen this turn, outlined in red: placement, war and construction happen here.
quo-vadis-symbol-marker = Marker
    .text = On a creation card: that card cannot be picked next turn (Free always can).
quo-vadis-symbol-elated = Elated
    .text = The one highest morale spender of a war: rolls the die twice and keeps the better.
quo-vadis-symbol-winner = Winner
    .text = The winner of the war: +2 VP and a resource per enemy town in the area.

## Board: areas, players.

quo-vadis-board-areas = Areas: terrain, owners, workers, towns
quo-vadis-board-area = Area
quo-vadis-board-terrain = Terrain
quo-vadis-board-owner = Dominated by
quo-vadis-board-workers = Workers
quo-vadis-board-towns = Towns
quo-vadis-board-token = (a token: all three spaces)
quo-vadis-board-here = (creation area)
quo-vadis-board-nobody = —
quo-vadis-board-town = { $player } { $space }: { $n } population
quo-vadis-board-town-destroyed = { $player } { $space }: destroyed
quo-vadis-board-free = Free
quo-vadis-board-generation = Generation
quo-vadis-board-skills = Skills in play
