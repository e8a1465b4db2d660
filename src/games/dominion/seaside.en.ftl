## Seaside (2nd edition) and the timing rules its cards need.

dominion-card-astrolabe = Astrolabe
    .text = Treasure – Duration: worth 1 coin, +1 Buy. At the start of your next turn, +1 coin and +1 Buy again.
dominion-card-bazaar = Bazaar
    .text = Action. +1 Card, +2 Actions, +1 coin.
dominion-card-blockade = Blockade
    .text = Action – Duration – Attack. Gain a card costing up to 4 coins and set it aside with this; it goes into your hand at the start of your next turn. Until then, any other player who gains a copy of it on their own turn also gains a Curse.
dominion-card-caravan = Caravan
    .text = Action – Duration. +1 Card, +1 Action. At the start of your next turn, +1 Card.
dominion-card-corsair = Corsair
    .text = Action – Duration – Attack. +2 coins. At the start of your next turn, +1 Card. Until then, every other player trashes the first Silver or Gold they play in each of their turns.
dominion-card-cutpurse = Cutpurse
    .text = Action – Attack. +2 coins. Every other player discards a Copper, or shows a hand without one.
dominion-card-fishing-village = Fishing Village
    .text = Action – Duration. +2 Actions, +1 coin. At the start of your next turn, +1 Action and +1 coin.
dominion-card-haven = Haven
    .text = Action – Duration. +1 Card, +1 Action. Set a card from your hand aside face down; at the start of your next turn, put it into your hand.
dominion-card-island = Island
    .text = Action – Victory: worth 2 victory points. When played, put it and a card from your hand onto your Island mat for the rest of the game.
dominion-card-lighthouse = Lighthouse
    .text = Action – Duration. +1 Action. Now and at the start of your next turn, +1 coin. Until then, other players' Attacks do not affect you.
dominion-card-lookout = Lookout
    .text = Action. +1 Action. Look at the top 3 cards of your deck: trash one, discard one, and put the last one back on top.
dominion-card-merchant-ship = Merchant Ship
    .text = Action – Duration. Now and at the start of your next turn, +2 coins.
dominion-card-monkey = Monkey
    .text = Action – Duration. Until your next turn, every time the player to your right gains a card, +1 Card. At the start of your next turn, +1 Card.
dominion-card-native-village = Native Village
    .text = Action. +2 Actions. Either put the top card of your deck face down on your Native Village mat (you may look at it any time), or take every card from the mat into your hand.
dominion-card-outpost = Outpost
    .text = Action – Duration. If it is the first Outpost you play this turn and this turn is not an extra one, take an extra turn after this one; you draw only 3 cards for it.
dominion-card-pirate = Pirate
    .text = Action – Duration – Reaction. At the start of your next turn, gain a Treasure costing up to 6 coins into your hand. When anyone gains a Treasure, you may play this from your hand.
dominion-card-sailor = Sailor
    .text = Action – Duration. +1 Action. Once this turn, when you gain a Duration card, you may play it. At the start of your next turn, +2 coins, and you may trash a card from your hand.
dominion-card-salvager = Salvager
    .text = Action. +1 Buy. Trash a card from your hand and get coins equal to its cost.
dominion-card-sea-chart = Sea Chart
    .text = Action. +1 Card, +1 Action. Reveal the top card of your deck; if you have a copy of it in play, put it into your hand.
dominion-card-sea-witch = Sea Witch
    .text = Action – Duration – Attack. +2 Cards; every other player gains a Curse. At the start of your next turn, +2 Cards, then discard 2 cards.
dominion-card-smugglers = Smugglers
    .text = Action. Gain a copy of a card costing up to 6 coins that the player to your right gained on their last turn.
dominion-card-tactician = Tactician
    .text = Action – Duration. If you have any cards in hand, discard them all, and at the start of your next turn get +5 Cards, +1 Action and +1 Buy.
dominion-card-tide-pools = Tide Pools
    .text = Action – Duration. +3 Cards, +1 Action. At the start of your next turn, discard 2 cards.
dominion-card-treasure-map = Treasure Map
    .text = Action. Trash this and a Treasure Map from your hand. If two Treasure Maps were trashed, gain 4 Golds onto your deck.
dominion-card-treasury = Treasury
    .text = Action. +1 Card, +1 Action, +1 coin. At the end of your Buy phase, if you gained no Victory card in it, you may put this onto your deck.
dominion-card-warehouse = Warehouse
    .text = Action. +3 Cards, +1 Action. Discard 3 cards.
dominion-card-wharf = Wharf
    .text = Action – Duration. Now and at the start of your next turn, +2 Cards and +1 Buy.


## Options

dominion-option-sets = Sets for a random kingdom (none chosen: the base set)
dominion-set-base = Base set (2nd edition)
dominion-set-seaside = Seaside (2nd edition)
dominion-error-set = Unknown set "{ $set }".
dominion-error-sets-not-random = Sets can only be picked for a random kingdom.

## Prompts

dominion-ask-discard-n = { $card }: discard { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
dominion-ask-duration-order = Choose which Duration card resolves next.
dominion-ask-respond-gain = { $player } gains { $card }. Respond with a card?
dominion-ask-respond = Respond with a card?
dominion-opt-respond-none = No more responses
dominion-ask-pirate-gain = Pirate: choose a Treasure costing up to 6 to gain into your hand.
dominion-ask-sailor-trash = Sailor: you may trash a card from your hand.
dominion-ask-treasury = Treasury: put a Treasury from play onto your deck?
dominion-opt-treasury-topdeck = Put it onto my deck
dominion-opt-treasury-leave = Leave it
dominion-ask-blockade = Blockade: choose a card costing up to 4 to gain and set aside.
dominion-ask-haven = Haven: choose a card from your hand to set aside until your next turn.
dominion-ask-island = Island: choose a card from your hand to put on your Island mat.
dominion-ask-lookout-trash = Lookout: choose which card to trash.
dominion-ask-lookout-discard = Lookout: choose which card to discard; the other goes back on top.
dominion-ask-native-village = Native Village: put the top card of your deck on your mat, or take the mat's cards into your hand?
dominion-opt-native-village-mat = Put the top card of my deck on the mat
dominion-opt-native-village-take = Take the mat's cards into my hand
dominion-ask-salvager = Salvager: choose a card from your hand to trash.
dominion-ask-smugglers = Smugglers: choose a card to gain.

## Log

dominion-log-gain-set-aside = { $player } gains { $card } and sets it aside.
dominion-log-shielded = { $player } is protected by { $card }.
dominion-log-extra-turn = { $player } takes an extra turn.
dominion-log-take-held = { $player } puts { $cards } into their hand.
dominion-log-take-held-count = { $player } puts { $n ->
    [one] a set-aside card
   *[other] { $n } set-aside cards
} into their hand.
dominion-log-topdeck-public = { $player } puts { $card } on top of their deck.
dominion-log-corsair = { $player } trashes { $card } because of { $by }.
dominion-log-haven = { $player } sets aside { $card } face down.
dominion-log-haven-hidden = { $player } sets aside a card face down.
dominion-log-island = { $player } puts { $cards } on their Island mat.
dominion-log-native-village-put = { $player } puts { $card } on their Native Village mat.
dominion-log-native-village-put-hidden = { $player } puts a card on their Native Village mat.
dominion-log-native-village-take = { $player } takes { $cards } from their Native Village mat.
dominion-log-native-village-take-count = { $player } takes { $n ->
    [one] 1 card
   *[other] { $n } cards
} from their Native Village mat.
dominion-log-to-hand = { $player } puts { $card } into their hand.
dominion-log-reveal-hand-no-copper = { $player } reveals a hand without Copper: { $cards }.

## Board

dominion-board-durations = Durations:
dominion-board-island = Island mat:
dominion-board-native-village = Native Village mat:
dominion-board-extra-turn = Extra turn
dominion-board-extra-next = An extra turn follows
dominion-later-cards = +{ $n } { $n ->
    [one] Card
   *[other] Cards
}
dominion-later-actions = +{ $n } { $n ->
    [one] Action
   *[other] Actions
}
dominion-later-buys = +{ $n } { $n ->
    [one] Buy
   *[other] Buys
}
dominion-later-coins = +{ $n } { $n ->
    [one] coin
   *[other] coins
}
dominion-later-take-held = the set-aside cards into hand
dominion-later-discard = discard { $n }
dominion-later-gain-treasure = gain a Treasure up to 6 into hand
dominion-later-may-trash = may trash a card
dominion-later-extra-turn = extra turn
dominion-until-shield = unaffected by Attacks
dominion-until-corsair = others trash their first Silver or Gold
dominion-until-monkey = +1 Card when { $player } gains a card
dominion-until-blockade = others gaining a copy on their turn gain a Curse
dominion-board-face-down = face down:
dominion-kingdom-high-seas = High Seas (recommended, Seaside)
dominion-kingdom-buried-treasure = Buried Treasure (recommended, Seaside)
dominion-kingdom-reach-for-tomorrow = Reach for Tomorrow (recommended, base set + Seaside)
dominion-kingdom-repetition = Repetition (recommended, base set + Seaside)
dominion-standing-pirate = When any player gains a Treasure during another player's turn and you hold { $card }
dominion-standing-pirate-always-play = Always play every { $card } at once
dominion-standing-pirate-ask-me = Ask me each time
dominion-standing-pirate-always-play-note = Nobody waits for you, so nobody learns anything beyond the { $card } you play.
dominion-standing-pirate-ask-me-note = Only a player holding { $card } is asked, so while the game waits for your answer the other players can tell that you hold one.
dominion-log-standing-pirate-always-play = From now on you play { $card } at once when a Treasure is gained on another player's turn.
dominion-log-standing-pirate-ask-me = From now on you are asked before playing { $card } on another player's turn.
