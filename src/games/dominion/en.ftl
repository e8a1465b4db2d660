dominion-title = Dominion

## Cards: names, and each card's effect in our own words (shown on hover).

dominion-card-copper = Copper
    .text = Treasure: worth 1 coin.
dominion-card-silver = Silver
    .text = Treasure: worth 2 coins.
dominion-card-gold = Gold
    .text = Treasure: worth 3 coins.
dominion-card-estate = Estate
    .text = Victory: worth 1 victory point.
dominion-card-duchy = Duchy
    .text = Victory: worth 3 victory points.
dominion-card-province = Province
    .text = Victory: worth 6 victory points.
dominion-card-curse = Curse
    .text = Curse: worth −1 victory point.
dominion-card-artisan = Artisan
    .text = Action. Gain a card costing up to 5 coins, taking it into your hand. Then put one card from your hand on top of your deck.
dominion-card-bandit = Bandit
    .text = Action – Attack. Gain a Gold. Every other player reveals the top 2 cards of their deck, trashes one revealed Treasure that is not a Copper, and discards the rest.
dominion-card-bureaucrat = Bureaucrat
    .text = Action – Attack. Gain a Silver, putting it on top of your deck. Every other player reveals a Victory card from their hand and puts it on top of their deck, or shows a hand without any.
dominion-card-cellar = Cellar
    .text = Action. +1 Action. Discard as many cards from your hand as you like, then draw the same number.
dominion-card-chapel = Chapel
    .text = Action. Trash up to 4 cards from your hand.
dominion-card-council-room = Council Room
    .text = Action. +4 Cards, +1 Buy. Every other player draws one card.
dominion-card-festival = Festival
    .text = Action. +2 Actions, +1 Buy, +2 coins.
dominion-card-gardens = Gardens
    .text = Victory: worth 1 victory point for every full 10 cards you own at the end.
dominion-card-harbinger = Harbinger
    .text = Action. +1 Card, +1 Action. Look through your discard pile; you may put one card from it on top of your deck.
dominion-card-laboratory = Laboratory
    .text = Action. +2 Cards, +1 Action.
dominion-card-library = Library
    .text = Action. Draw until you hold 7 cards. You may set aside any Action card as you draw it instead of keeping it; discard the set-aside cards afterwards.
dominion-card-market = Market
    .text = Action. +1 Card, +1 Action, +1 Buy, +1 coin.
dominion-card-merchant = Merchant
    .text = Action. +1 Card, +1 Action. The first Silver you play this turn makes 1 extra coin.
dominion-card-militia = Militia
    .text = Action – Attack. +2 coins. Every other player discards cards until 3 remain in their hand.
dominion-card-mine = Mine
    .text = Action. You may trash a Treasure from your hand; if you do, gain a Treasure costing up to 3 coins more, taking it into your hand.
dominion-card-moat = Moat
    .text = Action – Reaction. +2 Cards. When someone else plays an Attack, you may first show this card from your hand; that Attack then leaves you alone.
dominion-card-moneylender = Moneylender
    .text = Action. You may trash a Copper from your hand to get +3 coins.
dominion-card-poacher = Poacher
    .text = Action. +1 Card, +1 Action, +1 coin. Discard one card for each supply pile that is empty.
dominion-card-remodel = Remodel
    .text = Action. Trash a card from your hand and gain a card costing up to 2 coins more than it.
dominion-card-sentry = Sentry
    .text = Action. +1 Card, +1 Action. Look at the top 2 cards of your deck: trash any of them, discard any of them, and put the rest back in the order you like.
dominion-card-smithy = Smithy
    .text = Action. +3 Cards.
dominion-card-throne-room = Throne Room
    .text = Action. You may pick an Action card from your hand and play it two times.
dominion-card-vassal = Vassal
    .text = Action. +2 coins. Discard the top card of your deck; if it is an Action card, you may play it.
dominion-card-village = Village
    .text = Action. +1 Card, +2 Actions.
dominion-card-witch = Witch
    .text = Action – Attack. +2 Cards. Every other player gains a Curse.
dominion-card-workshop = Workshop
    .text = Action. Gain a card costing up to 4 coins.

## Options

dominion-option-kingdom = Kingdom
dominion-kingdom-first-game = First Game (recommended)
dominion-kingdom-size-distortion = Size Distortion (recommended)
dominion-kingdom-deck-top = Deck Top (recommended)
dominion-kingdom-sleight-of-hand = Sleight of Hand (recommended)
dominion-kingdom-improvements = Improvements (recommended)
dominion-kingdom-silver-and-gold = Silver & Gold (recommended)
dominion-kingdom-random = 10 random kingdom cards
dominion-kingdom-chosen = The 10 cards chosen below
dominion-option-cards = Kingdom cards (choose 10 for a chosen kingdom)
dominion-option-show-vp = Show victory point counters during the game

## Prompts and their options

dominion-prompt-action = Play an Action card ({ $actions ->
    [one] 1 action left
   *[other] { $actions } actions left
}) or go on to buying.
dominion-prompt-buy = You have { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} and { $buys ->
    [one] 1 buy
   *[other] { $buys } buys
}: play Treasures, buy a card, or end your turn.
dominion-opt-play = Play { $card }
dominion-opt-buy-phase = Go on to buying
dominion-opt-play-treasures = Play all Treasures
dominion-opt-buy = Buy { $card } ({ $cost })
dominion-opt-end-turn = End turn
dominion-opt-card = { $card }
dominion-opt-gain = { $card } ({ $cost })
dominion-opt-harbinger-none = Leave the pile as it is
dominion-opt-play-nothing = Play nothing
dominion-opt-trash-nothing = Trash nothing
dominion-opt-set-aside = Set it aside
dominion-opt-keep = Keep it
dominion-opt-play-it = Play it
dominion-opt-leave-it = Leave it
dominion-opt-trash-copper = Trash a Copper for +3 coins
dominion-opt-keep-copper = Don't
dominion-opt-reveal-moat = Reveal Moat
dominion-opt-no-reveal = Don't reveal

dominion-ask-artisan-gain = Artisan: choose a card costing up to 5 to gain into your hand.
dominion-ask-artisan-topdeck = Artisan: choose a card from your hand to put on top of your deck.
dominion-ask-bandit = Bandit: choose which revealed Treasure to trash.
dominion-ask-bureaucrat = Bureaucrat: choose a Victory card to reveal and put on top of your deck.
dominion-ask-cellar = Cellar: choose any cards to discard; you draw as many.
dominion-ask-chapel = Chapel: choose up to 4 cards to trash.
dominion-ask-harbinger = Harbinger: you may put a card from your discard pile on top of your deck.
dominion-ask-library = Library: you drew { $card }. Set it aside or keep it?
dominion-ask-militia = Militia: discard { $n ->
    [one] 1 card
   *[other] { $n } cards
} down to 3.
dominion-ask-mine-trash = Mine: you may trash a Treasure from your hand.
dominion-ask-mine-gain = Mine: choose a Treasure costing up to { $cost } to gain into your hand.
dominion-ask-moat = { $player } plays { $card }. Reveal Moat to be unaffected?
dominion-ask-moneylender = Moneylender: trash a Copper for +3 coins?
dominion-ask-poacher = Poacher: discard { $n ->
    [one] 1 card
   *[other] { $n } cards
} (one per empty supply pile).
dominion-ask-remodel-trash = Remodel: choose a card from your hand to trash.
dominion-ask-remodel-gain = Remodel: choose a card costing up to { $cost } to gain.
dominion-ask-sentry-trash = Sentry: choose which of the cards you look at to trash.
dominion-ask-sentry-discard = Sentry: choose which of the remaining cards to discard.
dominion-ask-sentry-order = Sentry: put the cards back; the first one goes on top.
dominion-ask-throne-room = Throne Room: choose an Action card to play twice.
dominion-ask-vassal = Vassal discarded { $card }. Play it?
dominion-ask-workshop = Workshop: choose a card costing up to 4 to gain.

## Log

dominion-log-turn = { $player } starts turn { $n }.
dominion-warn-buy-curse = A Curse is worth −1 VP to whoever has it.
dominion-warn-buy-copper = Copper makes most decks weaker.
dominion-warn-end-buys = { $buys ->
    [one] You still have { $coins } coins and 1 buy.
   *[other] You still have { $coins } coins and { $buys } buys.
}
dominion-log-play = { $player } plays { $card }.
dominion-log-play-treasures = { $player } plays { $cards }.
dominion-log-buy = { $player } buys { $card }.
dominion-log-gain = { $player } gains { $card }.
dominion-log-gain-to-hand = { $player } gains { $card } into their hand.
dominion-log-gain-to-deck = { $player } gains { $card } onto their deck.
dominion-log-gain-failed = The { $card } pile is empty: { $player } gains nothing.
dominion-log-draw = { $player } draws { $cards }.
dominion-log-draw-count = { $player } draws { $n ->
    [one] a card
   *[other] { $n } cards
}.
dominion-log-shuffle = { $player } shuffles their discard pile to make a new deck.
dominion-log-discard = { $player } discards { $cards }.
dominion-log-trash = { $player } trashes { $cards }.
dominion-log-reveal = { $player } reveals { $cards }.
dominion-log-reveal-hand = { $player } reveals a hand without Victory cards: { $cards }.
dominion-log-reveal-empty-hand = { $player } has no cards in hand to reveal.
dominion-log-reveal-topdeck = { $player } reveals { $card } and puts it on top of their deck.
dominion-log-topdeck = { $player } puts { $card } on top of their deck.
dominion-log-topdeck-hidden = { $player } puts a card from their hand on top of their deck.
dominion-log-harbinger = { $player } puts { $card } from their discard pile on top of their deck.
dominion-log-harbinger-hidden = { $player } puts a card from their discard pile on top of their deck.
dominion-log-set-aside = { $player } sets aside { $card }.
dominion-log-look = { $player } looks at { $cards }.
dominion-log-look-count = { $player } looks at the top { $n ->
    [one] card
   *[other] { $n } cards
} of their deck.
dominion-log-put-back = { $player } puts back { $cards } (the first on top).
dominion-log-put-back-count = { $player } puts { $n ->
    [one] a card
   *[other] { $n } cards
} back on their deck.
dominion-log-moat = { $player } reveals { $card } and is not affected.
dominion-log-cleanup = { $player } discards their hand and the cards in play, and draws a new hand.

## End

dominion-end-provinces = The Province pile is empty: the game is over.
dominion-end-piles = Enough supply piles are empty: the game is over.
dominion-outcome = { $reason } Most victory points wins. { $ties }
dominion-outcome-no-tie = There is no tie for first place.
dominion-outcome-tie-turns = Among the players tied on points, those who had fewer turns rank higher.
dominion-outcome-tie-shared = The players tied for first place had as many turns each, so they share the win.

## Rule errors

dominion-error-not-now = That is not a decision you have now.
dominion-error-shape = That answer does not fit this decision.
dominion-error-no-such-card = There is no such card to choose.
dominion-error-twice = The same card is chosen twice.
dominion-error-not-allowed = That card cannot be chosen for this.
dominion-error-count = Choose between { $min } and { $max } cards.
dominion-error-not-in-hand = You have no such card in your hand.
dominion-error-cannot-gain = That card cannot be gained now.
dominion-error-order-all = Put all of the cards in order.
dominion-error-not-action = Only Action cards can be played now.
dominion-error-not-treasure = Only Treasures can be played now.
dominion-error-no-actions = You have no actions left.
dominion-error-no-treasures = You have no Treasures to play.
dominion-error-already-bought = Treasures cannot be played after buying.
dominion-error-no-buys = You have no buys left.
dominion-error-pile-empty = That supply pile is empty.
dominion-error-cannot-afford = You do not have enough coins for that card.
dominion-error-game-over = The game is over.

## Setup errors

dominion-error-kingdom = Unknown kingdom "{ $kingdom }": choose random, chosen, or a recommended kingdom.
dominion-error-not-kingdom = "{ $card }" is not a kingdom card of this game.
dominion-error-card-twice = { $card } is chosen twice.
dominion-error-chosen-count = A chosen kingdom needs exactly 10 cards, not { $n }.
dominion-error-cards-not-chosen = Kingdom cards can only be picked when the kingdom is "chosen".
dominion-error-standing-order = Dominion has no such standing order.
dominion-standing-moat = When another player plays an Attack and you hold { $card }
dominion-standing-moat-always-reveal = Always reveal { $card } at once
dominion-standing-moat-ask-me = Ask me each time
dominion-standing-moat-always-reveal-note = Nobody waits for you, so nobody learns anything beyond the { $card } you reveal.
dominion-standing-moat-ask-me-note = Only a player holding { $card } is asked, so while the game waits for your answer the other players can tell that you hold one, even if you then choose not to reveal it.
dominion-log-standing-moat-always-reveal = From now on you reveal { $card } at once when attacked.
dominion-log-standing-moat-ask-me = From now on you are asked before revealing { $card }.

## Board

dominion-board-turn = Turn
dominion-board-game-over = The game is over.
dominion-board-phase-action = Action phase
dominion-board-phase-buy = Buy phase
dominion-board-actions = Actions
dominion-board-buys = Buys
dominion-board-coins = Coins
dominion-board-resolving = Resolving:
dominion-board-gained = Gained this turn:
dominion-board-supply = Supply
dominion-board-empty-piles = empty piles:
dominion-board-cost = Cost
dominion-board-card = Card
dominion-board-left = Left
dominion-board-types = Types
dominion-board-players = Players
dominion-board-player = Player
dominion-board-hand-size = Hand
dominion-board-deck = Deck
dominion-board-discard-top = Discard pile
dominion-board-in-play = In play
dominion-board-turns = Turns
dominion-board-vp = VP
dominion-board-set-aside = set aside:
dominion-board-revealed = revealed:
dominion-board-looking = looking at cards:
dominion-board-your-hand = Your hand
dominion-board-your-deck = cards in your deck:
dominion-board-you-look-at = You are looking at
dominion-board-your-discard = Your discard pile (top first)
dominion-board-trash = Trash
dominion-board-trash-empty = The trash is empty.
dominion-board-final = Every player's cards at the end
dominion-board-everything = Every player's cards (everything is shown)
dominion-board-hand = hand:
dominion-board-deck-order = deck, top first:
dominion-board-collection = all cards:
dominion-board-hidden = secret
dominion-board-deck-hidden = Only a deck's owner may count it: how many cards another player has left in their deck is hidden.

## Symbols (the board's legend)

dominion-symbol-coin = Coin
    .text = What you spend in the Buy phase; a card's cost is in coins.
dominion-symbol-vp = Victory point
    .text = Counted at the end of the game: whoever has the most wins.
dominion-symbol-to-play = Whose turn
    .text = This player is taking the current turn.
dominion-symbol-action = Action card
    .text = Played in your Action phase; each one uses up an action.
dominion-symbol-treasure = Treasure card
    .text = Played in your Buy phase for the coins it makes.
dominion-symbol-victory = Victory card
    .text = Worth victory points at the end; in your hand it does nothing.
dominion-symbol-curse = Curse card
    .text = Worth −1 victory point; other players' Attacks hand them out.
dominion-symbol-attack = Attack card
    .text = Also hurts every other player; a Reaction can guard against it.
dominion-symbol-reaction = Reaction card
    .text = Can be used when something happens, even on another player's turn.
dominion-symbol-duration = Duration card
    .text = Works now and again at the start of your next turn; stays in play until it is done.

## Scores by source

dominion-score-measure = victory points
dominion-score-card = { $card }
dominion-log-score-card = { $player }: { $n } × { $card }, { $vp } VP.
dominion-log-score-total = { $player } has { $vp } VP in all.

## Option notes: what an option does that its label does not say

dominion-note-buy-phase = Ends your Action phase: no more Action cards this turn.
dominion-note-end-turn = Your hand and the cards in play go to your discard pile, and you draw a new hand.
dominion-note-trash = Trashed: it leaves the game for good.
dominion-note-discard = Goes to your discard pile.
dominion-note-topdeck = Goes on top of your deck: you draw it next.
dominion-note-set-aside = Set aside now and discarded when Library is done; you draw another card instead.
dominion-note-haven = Set aside face down; back in your hand at the start of your next turn.
dominion-note-island = Leaves your deck for the Island mat for good (it still scores at the end).

# What each rules version changed (shown when a game moves to it or keeps an older one).
rules-change-2 = Moat is a standing order (always reveal, or ask me); every hand and VP breakdown is open at the end.
rules-change-3 = Pirate played off-turn follows a standing order; Witch, Sea Witch and Witch's Hut curse one player at a time and Treasure Map gains its Golds one at a time.
