## Hinterlands (2nd edition) and the timing rules its cards need: on-buy,
## on-gain, on-trash and on-discard effects, and several reactions to one event.

dominion-card-berserker = Berserker
    .text = Action – Attack. Gain a card costing less than this. Every other player discards down to 3 cards in hand. When you gain it while you have an Action in play, you play it.
dominion-card-border-village = Border Village
    .text = Action. +1 Card, +2 Actions. When you gain it, gain a cheaper card too.
dominion-card-cartographer = Cartographer
    .text = Action. +1 Card, +1 Action. Look at the top 4 cards of your deck; discard any of them and put the others back in the order you like.
dominion-card-cauldron = Cauldron
    .text = Treasure – Attack: worth 2 coins, +1 Buy. The third time you gain an Action card this turn, every other player gains a Curse.
dominion-card-crossroads = Crossroads
    .text = Action. Reveal your hand and draw a card for each Victory card in it. Your first Crossroads of the turn also gives +3 Actions.
dominion-card-develop = Develop
    .text = Action. Trash a card from your hand. Gain onto your deck, in the order you like, one card costing exactly 1 coin more and one costing exactly 1 coin less.
dominion-card-farmland = Farmland
    .text = Victory: worth 2 victory points. When you buy it, trash a card from your hand and gain a card other than Farmland costing exactly 2 coins more.
dominion-card-fools-gold = Fool's Gold
    .text = Treasure – Reaction: worth 1 coin if it is your first Fool's Gold this turn, 4 coins otherwise. When another player gains a Province, you may trash it from your hand to gain a Gold onto your deck.
dominion-card-guard-dog = Guard Dog
    .text = Action – Reaction. +2 Cards; then, with 5 or fewer cards in hand, +2 Cards more. When another player plays an Attack, you may play it from your hand first.
dominion-card-haggler = Haggler
    .text = Action. +2 coins. This turn, each card you buy brings a cheaper card that is not a Victory card with it.
dominion-card-highway = Highway
    .text = Action. +1 Card, +1 Action. While it is in play, every card costs 1 coin less (never below 0).
dominion-card-inn = Inn
    .text = Action. +2 Cards, +2 Actions, then discard 2 cards. When you gain it, look through your discard pile and shuffle any of its Action cards (this one too) into your deck.
dominion-card-jack-of-all-trades = Jack of All Trades
    .text = Action. Gain a Silver. Look at the top card of your deck and discard it or put it back. Draw up to 5 cards in hand. You may trash a card from your hand that is not a Treasure.
dominion-card-margrave = Margrave
    .text = Action – Attack. +3 Cards, +1 Buy. Every other player draws a card, then discards down to 3 cards in hand.
dominion-card-nomads = Nomads
    .text = Action. +1 Buy, +2 coins. When you gain it or trash it, +2 coins.
dominion-card-oasis = Oasis
    .text = Action. +1 Card, +1 Action, +1 coin. Discard a card.
dominion-card-scheme = Scheme
    .text = Action. +1 Card, +1 Action. At this turn's Cleanup you may put one of your Action cards leaving play onto your deck.
dominion-card-souk = Souk
    .text = Action. +1 Buy, +7 coins, then 1 coin less for each card in your hand (never below 0). When you gain it, trash up to 2 cards from your hand.
dominion-card-spice-merchant = Spice Merchant
    .text = Action. You may trash a Treasure from your hand; if you do, choose +2 Cards and +1 Action, or +1 Buy and +2 coins.
dominion-card-stables = Stables
    .text = Action. You may discard a Treasure; if you do, +3 Cards and +1 Action.
dominion-card-trader = Trader
    .text = Action – Reaction. Trash a card from your hand and gain a Silver for each coin it cost. When you gain a card, you may reveal this from your hand to swap that card for a Silver.
dominion-card-trail = Trail
    .text = Action – Reaction. +1 Card, +1 Action. When you gain, trash or discard it, except in Cleanup, you may play it.
dominion-card-tunnel = Tunnel
    .text = Victory – Reaction: worth 2 victory points. When you discard it, except in Cleanup, you may reveal it to gain a Gold.
dominion-card-weaver = Weaver
    .text = Action – Reaction. Gain two Silvers, or one card costing up to 4 coins. When you discard it, except in Cleanup, you may play it.
dominion-card-wheelwright = Wheelwright
    .text = Action. +1 Card, +1 Action. You may discard a card to gain an Action card costing no more than it.
dominion-card-witchs-hut = Witch's Hut
    .text = Action – Attack. +4 Cards. Discard 2 cards, showing them; if both are Action cards, every other player gains a Curse.

dominion-set-hinterlands = Hinterlands (2nd edition)

## Decisions
dominion-ask-respond-buy = You buy { $card }. Resolve its effects in which order?
dominion-ask-respond-trash = You trash { $cards }. Respond with a card?
dominion-ask-respond-discard = You discard { $cards }. Respond with a card?
dominion-ask-react-attack = { $player } plays { $card }. React with a card first?
dominion-ask-berserker = Gain a card costing less than Berserker.
dominion-ask-cartographer-discard = Choose the cards to discard; the rest go back on your deck.
dominion-ask-develop-trash = Choose a card to trash.
dominion-ask-develop-gain = Gain a card onto your deck costing exactly { $more } or { $less } coins (the other comes next).
dominion-ask-develop-second = Gain a card onto your deck costing exactly { $cost } coins.
dominion-ask-jack-discard = The top card of your deck is { $card }. Discard it?
dominion-ask-jack-trash = You may trash a card from your hand that is not a Treasure.
dominion-ask-spice-merchant = You may trash a Treasure from your hand.
dominion-ask-spice-choose = Choose what Spice Merchant gives you.
dominion-ask-stables = You may discard a Treasure for +3 Cards and +1 Action.
dominion-ask-trader = Choose a card to trash; you gain a Silver for each coin it costs.
dominion-ask-weaver = Gain two Silvers, or a card costing up to 4 coins.
dominion-ask-wheelwright = You may discard a card to gain an Action card costing no more than it.
dominion-ask-wheelwright-gain = Gain an Action card costing up to { $cost } coins.
dominion-ask-border-village = Gain a card costing up to { $cost } coins.
dominion-ask-farmland-trash = Farmland: choose a card to trash.
dominion-ask-farmland-gain = Gain a card costing exactly { $cost } coins (not Farmland).
dominion-ask-haggler = After { $card }: gain a card that is not a Victory card, costing up to { $cost } coins.
dominion-ask-inn = Choose Action cards from your discard pile to shuffle into your deck.
dominion-ask-souk = You may trash up to 2 cards from your hand.
dominion-ask-scheme = Choose up to { $n } Action cards in play to put onto your deck.
dominion-opt-discard-it = Discard it
dominion-opt-put-back = Put it back
dominion-opt-discard-nothing = Discard nothing
dominion-opt-spice-cards = +2 Cards and +1 Action
dominion-opt-spice-coins = +1 Buy and +2 coins
dominion-opt-two-silvers = Two Silvers

## Log
dominion-log-buy-first = { $player } buys { $card }; its on-buy effects come before the gain.
dominion-log-reveal-whole-hand = { $player } reveals their hand: { $cards }.
dominion-log-nomads = { $player } gets 2 coins from { $card }.
dominion-log-trader = { $player } reveals { $by } and swaps { $card } for a Silver.
dominion-log-inn = { $player } shuffles { $cards } from their discard pile into their deck.
dominion-log-scheme = { $player } puts { $cards } onto their deck as they leave play.

## Standing orders
dominion-standing-guard-dog = When another player plays an Attack and you hold { $card }
dominion-standing-guard-dog-always-play = Always play { $card } at once
dominion-standing-guard-dog-ask-me = Ask me each time
dominion-standing-guard-dog-always-play-note = Nobody waits for you, so nobody learns anything beyond the { $card } you play.
dominion-standing-guard-dog-ask-me-note = Only a player holding { $card } is asked, so while the game waits for your answer the other players can tell that you hold one.
dominion-log-standing-guard-dog-always-play = From now on you play { $card } at once when attacked.
dominion-log-standing-guard-dog-ask-me = From now on you are asked before playing { $card } when attacked.
dominion-standing-fools-gold = When another player gains a Province and you hold { $card }
dominion-standing-fools-gold-always-trash = Always trash each { $card } for a Gold at once
dominion-standing-fools-gold-ask-me = Ask me each time
dominion-standing-fools-gold-always-trash-note = Nobody waits for you, so nobody learns anything beyond the { $card } you trash.
dominion-standing-fools-gold-ask-me-note = Only a player holding { $card } is asked, so while the game waits for your answer the other players can tell that you hold one.
dominion-log-standing-fools-gold-always-trash = From now on you trash { $card } for a Gold at once when another player gains a Province.
dominion-log-standing-fools-gold-ask-me = From now on you are asked before trashing { $card } for a Gold.
dominion-standing-trader = When you gain a card during another player's turn and hold { $card }
dominion-standing-trader-curses-only = Swap every Curse for a Silver at once, nothing else
dominion-standing-trader-ask-me = Ask me each time
dominion-standing-trader-curses-only-note = Nobody waits for you, so nobody learns anything beyond the { $card } you reveal.
dominion-standing-trader-ask-me-note = Only a player holding { $card } is asked, so while the game waits for your answer the other players can tell that you hold one.
dominion-log-standing-trader-curses-only = From now on you swap Curses gained on others' turns for Silvers at once.
dominion-log-standing-trader-ask-me = From now on you are asked before revealing { $card } on others' turns.

## Board
dominion-board-this-turn = This turn:
dominion-this-turn-cauldron = the third Action you gain this turn curses the others
dominion-this-turn-haggler = each card you buy brings a cheaper non-Victory card
dominion-this-turn-scheme = an Action leaving play may go onto your deck at Cleanup
