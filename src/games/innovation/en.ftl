innovation-title = Innovation
innovation-option-teams = Two teams of two (partners sit opposite)

## Cards: names, and each card's effects in our own words as .text.
## Card writers: add the .text of your age under each card of your age.


## Age 1

innovation-card-0 = Pottery
    .text = Return up to three cards from your hand if you like; if you returned any, draw and score a card whose value is how many you returned. — Draw a 1.
innovation-card-1 = Tools
    .text = You may return three cards from your hand; if three went back, draw and meld a 3. — You may return a 3 from your hand; if you did, draw three 1s.
innovation-card-2 = Writing
    .text = Draw a 2.
innovation-card-3 = Archery
    .text = I demand: draw a 1, then give me the highest card in your hand!
innovation-card-4 = Metalworking
    .text = Draw and reveal a 1. If it shows a castle, score it and do this again; if not, keep it in your hand.
innovation-card-5 = Oars
    .text = I demand: move a card with a crown from your hand into my score pile! If you did, draw a 1 and do this demand again! — If the demand moved no card at all, draw a 1.
innovation-card-6 = Clothing
    .text = Meld a card from your hand whose colour is not on your board yet. — For each colour on your board that no opponent has on theirs, draw and score a 1.
innovation-card-7 = Sailing
    .text = Draw and meld a 1.
innovation-card-8 = The Wheel
    .text = Draw two 1s.
innovation-card-9 = Agriculture
    .text = You may return a card from your hand; if you did, draw and score a card one value above it.
innovation-card-10 = Domestication
    .text = Meld the lowest card in your hand, then draw a 1.
innovation-card-11 = Masonry
    .text = Meld as many cards with a castle from your hand as you like; melding four or more this way claims Monument.
innovation-card-12 = City States
    .text = I demand: if your board shows four or more castles, move one of your top cards with a castle onto my board! If you did, draw a 1!
innovation-card-13 = Code of Laws
    .text = You may tuck a card from your hand of a colour already on your board; if you did, you may splay that colour left.
innovation-card-14 = Mysticism
    .text = Draw and reveal a 1. If your board already has its colour, meld it and draw a 1.

## Age 2

innovation-card-15 = Calendar
    .text = If your score pile holds more cards than your hand, draw two 3s.
innovation-card-16 = Mathematics
    .text = You may return a card from your hand; if you did, draw and meld a card one value above it.
innovation-card-17 = Construction
    .text = I demand: give me two cards from your hand, then draw a 2! — If you are the only player with a top card of every colour, claim Empire.
innovation-card-18 = Road Building
    .text = Meld one or two cards from your hand. If you melded two, you may move your top red card onto another player's board; if you do, move their top green card onto yours.
innovation-card-19 = Currency
    .text = Return as many cards from your hand as you like; draw and score a 2 for each different value among them.
innovation-card-20 = Mapmaking
    .text = I demand: move a 1 from your score pile, if you have one, into my score pile! — If the demand moved any card, draw and score a 1.
innovation-card-21 = Canal Building
    .text = You may swap the highest cards of your hand with the highest cards of your score pile.
innovation-card-22 = Fermenting
    .text = Draw a 2 for each colour on your board that shows a leaf.
innovation-card-23 = Monotheism
    .text = I demand: move one of your top cards, of a colour I have no card of, into my score pile! If you did, draw and tuck a 1! — Draw and tuck a 1.
innovation-card-24 = Philosophy
    .text = You may splay any one colour of yours left. — You may score a card from your hand.

## Age 2 effects

innovation-act-road-building = move your top red card onto another player's board and take their top green card
innovation-act-canal-building = swap the highest cards of your hand with the highest cards of your score pile

## Age 3

innovation-card-25 = Alchemy
    .text = Draw and reveal a 4 for every three castles on your board. If any of them is red, return them and every card in your hand; otherwise keep them. — Meld a card from your hand, then score a card from your hand.
innovation-card-26 = Translation
    .text = You may meld every card of your score pile (all or none). — If every top card on your board has a crown, claim World.
innovation-card-27 = Engineering
    .text = I demand: move all your top cards with a castle into my score pile! — You may splay your red cards left.
innovation-card-28 = Optics
    .text = Draw and meld a 3. If it has a crown, draw and score a 4; if not, move a card from your score pile into the score pile of an opponent with fewer points than you.
innovation-card-29 = Compass
    .text = I demand: move one of your top cards with a leaf, other than green, onto my board; then take one of my top cards without a leaf onto your board!
innovation-card-30 = Paper
    .text = You may splay your green or your blue cards left. — Draw a 4 for each colour of yours splayed left.
innovation-card-31 = Machinery
    .text = I demand: swap your whole hand for the highest cards of my hand! — Score a card with a castle from your hand. You may splay your red cards left.
innovation-card-32 = Medicine
    .text = I demand: swap the highest card of your score pile for the lowest card of mine!
innovation-card-33 = Education
    .text = You may return the highest card of your score pile; if you did, draw a card two values above the highest card left there.
innovation-card-34 = Feudalism
    .text = I demand: give me a card with a castle from your hand! If you did, unsplay your cards of its colour! — You may splay your yellow or your purple cards left.

## Age 3 effects

innovation-act-translation-meld = meld every card of your score pile

## Age 4

innovation-card-35 = Experimentation
    .text = Draw and meld a 5.
innovation-card-36 = Printing Press
    .text = You may return a card from your score pile; if you did, draw a card two values above your top purple card. — You may splay your blue cards right.
innovation-card-37 = Colonialism
    .text = Draw and tuck a 3; if it has a crown, do this again.
innovation-card-38 = Gunpowder
    .text = I demand: move one of your top cards with a castle into my score pile! — If the demand moved any card, draw and score a 2.
innovation-card-39 = Invention
    .text = You may splay right one colour of yours now splayed left; if you do, draw and score a 4. — If all five of your colours are splayed, in any direction, claim Wonder.
innovation-card-40 = Navigation
    .text = I demand: move a 2 or a 3 from your score pile, if you have one, into my score pile!
innovation-card-41 = Anatomy
    .text = I demand: return a card from your score pile! If you did, return one of your top cards of the same value!
innovation-card-42 = Perspective
    .text = You may return a card from your hand; if you did, score a card from your hand for every two lightbulbs on your board.
innovation-card-43 = Enterprise
    .text = I demand: move one of your top cards with a crown, other than purple, onto my board! If you did, draw and meld a 4! — You may splay your green cards right.
innovation-card-44 = Reformation
    .text = You may tuck a card from your hand for every two leaves on your board. — You may splay your yellow or your purple cards right.

## Age 4 effects

innovation-act-reformation-tuck = tuck { $n ->
    [one] a card
   *[other] up to { $n } cards
} from your hand
innovation-perspective-score = { $card }: score exactly { $n ->
    [one] one card
   *[other] { $n } cards
} from your hand, one for every two lightbulbs

## Age 5

innovation-card-45 = Chemistry
    .text = You may splay your blue cards right. — Draw and score a card one value above your highest top card, then return a card from your score pile.
innovation-card-46 = Physics
    .text = Draw three 6s and reveal them. If two or more share a colour, return them along with every card in your hand; otherwise keep them.
innovation-card-47 = Coal
    .text = Draw and tuck a 5. — You may splay your red cards right. — You may score one of your top cards; if you do, score the card under it too.
innovation-card-48 = The Pirate Code
    .text = I demand: move two cards of value 4 or less from your score pile into mine! — If the demand moved any card, score your lowest top card with a crown.
innovation-card-49 = Banking
    .text = I demand: move a non-green top card with a factory from your board onto mine! If you did, draw and score a 5! — You may splay your green cards right.
innovation-card-50 = Measurement
    .text = You may reveal and return a card from your hand. If you did, splay that colour right and draw a card whose value is the number of cards of that colour on your board.
innovation-card-51 = Statistics
    .text = I demand: take all the highest cards of your score pile into your hand! — You may splay your yellow cards right.
innovation-card-52 = Steam Engine
    .text = Draw and tuck two 4s, then score the bottom card of your yellow pile.
innovation-card-53 = Astronomy
    .text = Draw and reveal a 6. If it is green or blue, meld it and do this again; otherwise keep it. — If every top card on your board that is not purple has a value of 6 or more, claim Universe.
innovation-card-54 = Societies
    .text = I demand: move a top card with a lightbulb from your board onto mine, one of higher value than my top card of its colour! If you did, draw a 5!

## Age 6

innovation-card-55 = Atomic Theory
    .text = You may splay your blue cards right. — Draw and meld a 7.
innovation-card-56 = Encyclopedia
    .text = You may meld all the cards of the highest value in your score pile (all of them or none).
innovation-card-57 = Industrialization
    .text = For each colour on your board showing at least one factory, draw and tuck a 6. — You may splay your red or your purple cards right.
innovation-card-58 = Machine Tools
    .text = Draw and score a card whose value equals the highest card in your score pile.
innovation-card-59 = Classification
    .text = Reveal the colour of a card in your hand. Take every card of that colour from all other players' hands into yours, then meld all cards of that colour from your hand.
innovation-card-60 = Metric System
    .text = If your green cards are splayed right, you may splay any one colour right. — You may splay your green cards right.
innovation-card-61 = Canning
    .text = You may draw and tuck a 6; if you did, score each of your top cards without a factory. — You may splay your yellow cards right.
innovation-card-62 = Vaccination
    .text = I demand: return all the lowest cards in your score pile! If you returned any, draw and meld a 6! — If the demand returned any card, draw and meld a 7.
innovation-card-63 = Democracy
    .text = You may return any number of cards from your hand. If, so far in this dogma, you have returned more cards with Democracy than every other player, draw and score an 8.
innovation-card-64 = Emancipation
    .text = I demand: move a card from your hand into my score pile! If you did, draw a 6! — You may splay your red or your purple cards right.

## Age 6 effects

innovation-classification-reveal = { $player } reveals a { $color } card from their hand.
innovation-encyclopedia-act = meld all the cards of the highest value in your score pile
innovation-canning-act = draw and tuck a 6

## Age 7

innovation-card-65 = Evolution
    .text = You may either draw and score an 8 and then return a card from your score pile, or draw a card one value above the highest card in your score pile.
innovation-card-66 = Publications
    .text = You may put the cards of one colour on your board in a new order. — You may splay your yellow or your blue cards up.
innovation-card-67 = Combustion
    .text = I demand: move one card from your score pile into mine for every four crowns on my board! — Return the bottom card of your red pile.
innovation-card-68 = Explosives
    .text = I demand: give me the three highest cards in your hand! If you gave any and your hand is then empty, draw a 7!
innovation-card-69 = Bicycle
    .text = You may swap all the cards in your hand with all the cards in your score pile.
innovation-card-70 = Electricity
    .text = Return each of your top cards without a factory, then draw an 8 for each card returned.
innovation-card-71 = Refrigeration
    .text = I demand: return half the cards in your hand, rounded down! — You may score a card from your hand.
innovation-card-72 = Sanitation
    .text = I demand: swap the two highest cards in your hand for the lowest card in mine!
innovation-card-73 = Lighting
    .text = You may tuck up to three cards from your hand; then draw and score a 7 for each different value among the cards tucked.
innovation-card-74 = Railroad
    .text = Return all the cards in your hand, then draw three 6s. — You may splay up one colour of your cards that is splayed right.

## Age 7 effects

innovation-evolution-score = Draw and score an 8, then return a card from your score pile
innovation-evolution-draw = Draw a card of value { $age }
innovation-evolution-neither = Neither
innovation-publications-ask-color = { $card }: you may choose a colour of your board to put in a new order
innovation-publications-ask-order = { $card }: put your { $color } cards in order, top card first
innovation-bicycle-act = swap all the cards in your hand with all the cards in your score pile

## Age 8

innovation-card-75 = Quantum Theory
    .text = You may return up to two cards from your hand. If you returned two, draw a 10, then draw and score a 10.
innovation-card-76 = Rocketry
    .text = For every two clocks on your board, return a card of your choice from any opponent's score pile.
innovation-card-77 = Flight
    .text = If your red cards are splayed up, you may splay any one colour of your cards up. — You may splay your red cards up.
innovation-card-78 = Mobility
    .text = I demand: move your two highest non-red top cards without a factory into my score pile! If you moved any, draw an 8!
innovation-card-79 = Corporations
    .text = I demand: move a non-green top card with a factory from your board into my score pile! If you did, draw and meld an 8! — Draw and meld an 8.
innovation-card-80 = Mass Media
    .text = You may return a card from your hand. If you did, name a value: every card of that value in every score pile is returned. — You may splay your purple cards up.
innovation-card-81 = Antibiotics
    .text = You may return up to three cards from your hand. Draw two 8s for each different value among them.
innovation-card-82 = Skyscrapers
    .text = I demand: move a non-yellow top card with a clock from your board onto mine! If you did, score the card it uncovered and return the rest of that pile!
innovation-card-83 = Empiricism
    .text = Choose two colours, then draw and reveal a 9. If it is one of them, meld it and you may splay that colour up. — With twenty or more lightbulbs on your board, you win.
innovation-card-84 = Socialism
    .text = You may tuck your whole hand (all of it or nothing). If a purple card was among them, take the lowest cards of every other player's hand into yours.

## Age 8 effects

innovation-ask-two-colors = { $card }: choose two colours
innovation-act-tuck-hand = tuck every card in your hand

## Age 9

innovation-card-85 = Computers
    .text = You may splay your red or your green cards up. — Draw and meld a 10, then carry out its non-demand effects yourself alone.
innovation-card-86 = Genetics
    .text = Draw and meld a 10, then score every card beneath it.
innovation-card-87 = Composites
    .text = I demand: keep one card of your hand and move the rest into my hand! Also move the highest card of your score pile into mine!
innovation-card-88 = Fission
    .text = I demand: draw and reveal a 10! If it is red, every hand, board and score pile leaves the game, and this dogma action ends at once! — Return a top card other than Fission from any board, then draw a 10.
innovation-card-89 = Collaboration
    .text = I demand: draw and reveal two 9s! I pick one for you to move onto my board; meld the other! — With ten or more green cards on your board, you win.
innovation-card-90 = Satellites
    .text = Return your whole hand, then draw three 8s. — You may splay your purple cards up. — Meld a card from your hand, then carry out its non-demand effects yourself alone.
innovation-card-91 = Ecology
    .text = You may return a card from your hand. If you did, score a card from your hand and draw two 10s.
innovation-card-92 = Suburbia
    .text = Tuck as many cards from your hand as you like, then draw and score a 1 for each.
innovation-card-93 = Services
    .text = I demand: move all the highest cards of your score pile into my hand! If you moved any, take a top card without a leaf from my board into your hand!
innovation-card-94 = Specialization
    .text = Reveal a card from your hand and take the top card of its colour from every opponent's board into your hand. — You may splay your yellow or your blue cards up.

## Age 9 effects

innovation-log-fission = { $card } is red: every hand, board and score pile leaves the game.

## Age 10

innovation-card-95 = Bioengineering
    .text = Move a top card with a leaf from any opponent's board into your score pile. — If any player shows fewer than three leaves, the single player with the most leaves wins.
innovation-card-96 = Software
    .text = Draw and score a 10. — Draw and meld two 10s, then carry out the second one's non-demand effects yourself alone.
innovation-card-97 = Miniaturization
    .text = You may return a card from your hand. If it was a 10, draw a 10 for each different value in your score pile.
innovation-card-98 = Robotics
    .text = Score your top green card. Draw and meld a 10, then carry out its non-demand effects yourself alone.
innovation-card-99 = Databases
    .text = I demand: return half of the cards in your score pile, rounded up!
innovation-card-100 = Self Service
    .text = Carry out the non-demand effects of another top card of yours, yourself alone. — With more achievements than each other player, you win.
innovation-card-101 = Globalization
    .text = I demand: return a top card with a leaf from your board! — Draw and score a 6. Then if no player shows more leaves than factories, the single player with the most points wins.
innovation-card-102 = Stem Cells
    .text = You may score your whole hand (all of it or nothing).
innovation-card-103 = A. I.
    .text = Draw and score a 10. — If Robotics and Software are both top cards, on any boards, the single player with the lowest score wins.
innovation-card-104 = The Internet
    .text = You may splay your green cards up. — Draw and score a 10. — Draw and meld a 10 for every two clocks on your board.

## Age 10 effects

innovation-act-score-hand = score every card in your hand

## Icons, colours, splays, achievements

innovation-chart = Achievements over time
innovation-icon-crown = crown
innovation-icon-leaf = leaf
innovation-icon-lightbulb = lightbulb
innovation-icon-castle = castle
innovation-icon-factory = factory
innovation-icon-clock = clock
innovation-color-blue = blue
innovation-color-red = red
innovation-color-green = green
innovation-color-yellow = yellow
innovation-color-purple = purple
innovation-splay-none = unsplayed
innovation-splay-left = left
innovation-splay-right = right
innovation-splay-up = up
innovation-special-monument = Monument
    .text = Tuck six cards, or score six cards, in a single turn.
innovation-special-empire = Empire
    .text = Have at least three of each of the six icons on your board.
innovation-special-world = World
    .text = Have at least twelve clocks on your board.
innovation-special-wonder = Wonder
    .text = Have all five colours on your board, each splayed right or up.
innovation-special-universe = Universe
    .text = Have five top cards, each of age 8 or more.

## Places

innovation-zone-hand = { $player }'s hand
innovation-zone-score = { $player }'s score pile
innovation-zone-board = { $player }'s board
innovation-zone-revealed = { $player }'s revealed cards
innovation-zone-achievements = { $player }'s achievements
innovation-zone-deck = the age piles
innovation-zone-available = the available achievements
innovation-zone-removed = out of the game

## Questions and options

innovation-ask-opening = Choose which of your two cards to meld first
innovation-ask-action = Choose an action ({ $n ->
    [one] your last one this turn
   *[other] { $n } left this turn
})
innovation-ask-cards = { $card }: choose { $count } to { $act }
innovation-ask-color = { $card }: choose a colour to { $act }
innovation-ask-may = { $card }: do you want to { $act }?
innovation-ask-player = { $card }: choose a player
innovation-ask-value = { $card }: choose a value
innovation-ask-order = { $card }: put these cards in order, first to last
innovation-ask-option = { $card }: choose what to do
innovation-count-one = a card
innovation-count-exactly = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
innovation-count-up-to = up to { $n ->
    [one] one card
   *[other] { $n } cards
}
innovation-count-range = { $min } to { $max } cards
innovation-act-meld = meld
innovation-act-tuck = tuck
innovation-act-score = score
innovation-act-return = return
innovation-act-transfer = transfer
innovation-act-keep = keep
innovation-act-reveal = reveal
innovation-act-achieve = achieve
innovation-act-exchange = exchange
innovation-act-remove = remove from the game
innovation-act-execute = execute
innovation-act-splay-none = unsplay
innovation-act-splay-left = splay left
innovation-act-splay-right = splay right
innovation-act-splay-up = splay up
innovation-act-splay-color = splay your { $color } cards { $direction }
innovation-act-return-from-hand = return { $n ->
    [one] a card
   *[other] { $n } cards
} from your hand
innovation-opt-card = { $card }
innovation-opt-back-hand = a card of age { $age } in { $player }'s hand
innovation-opt-back-score = a card of age { $age } in { $player }'s score pile
innovation-opt-player = { $player }
innovation-opt-yes = Yes
innovation-opt-no = No
innovation-opt-value = { $age }
innovation-opt-draw = Draw a { $age }
innovation-opt-meld = Meld { $card }
innovation-opt-dogma = Activate { $card }
innovation-opt-achieve = Achieve age { $age }

## Log

innovation-log-opening-chosen = { $player } has chosen a card to meld.
innovation-log-opening-chosen-private = { $player } will meld { $card } first.
innovation-log-first-player = { $player } goes first: { $card } comes first alphabetically.
innovation-log-turn = { $player }'s turn ({ $n ->
    [one] one action
   *[other] { $n } actions
}).
innovation-log-draw = { $player } draws { $card }.
innovation-log-draw-back = { $player } draws a card of age { $age }.
innovation-log-draw-meld = { $player } draws and melds { $card }.
innovation-log-draw-meld-back = { $player } draws and melds a card of age { $age }.
innovation-log-draw-tuck = { $player } draws and tucks { $card }.
innovation-log-draw-tuck-back = { $player } draws and tucks a card of age { $age }.
innovation-log-draw-score = { $player } draws and scores { $card }.
innovation-log-draw-score-back = { $player } draws and scores a card of age { $age }.
innovation-log-draw-reveal = { $player } draws and reveals { $card }.
innovation-log-draw-reveal-back = { $player } draws and reveals a card of age { $age }.
innovation-log-meld = { $player } melds { $card }.
innovation-log-meld-back = { $player } melds a card of age { $age }.
innovation-log-tuck = { $player } tucks { $card }.
innovation-log-tuck-back = { $player } tucks a card of age { $age }.
innovation-log-score = { $player } scores { $card }.
innovation-log-score-back = { $player } scores a card of age { $age }.
innovation-log-return = { $player } returns { $card } from { $from }.
innovation-log-return-back = { $player } returns a card of age { $age } from { $from }.
innovation-log-transfer = { $player } moves { $card } from { $from } to { $to }.
innovation-log-transfer-back = { $player } moves a card of age { $age } from { $from } to { $to }.
innovation-log-keep = { $player } keeps { $card }.
innovation-log-keep-back = { $player } keeps a card of age { $age }.
innovation-log-achieve = { $player } achieves { $card }.
innovation-log-achieve-back = { $player } claims the age { $age } achievement.
innovation-log-remove = { $card } is removed from the game from { $from }.
innovation-log-remove-back = A card of age { $age } is removed from the game from { $from }.
innovation-log-reveal = { $player } reveals { $card }.
innovation-log-splay = { $player } splays their { $color } cards { $direction }.
innovation-log-unsplay = { $player } unsplays their { $color } cards.
innovation-log-rearrange = { $player } rearranges their { $color } cards.
innovation-log-special = { $player } claims { $special }.
innovation-log-dogma = { $player } activates { $card } ({ $icon }: { $n }).
innovation-log-demand = { $card }: { $activator } demands of { $player }.
innovation-log-share = { $card }: { $player } shares the effect.
innovation-log-execute = { $player } executes the non-demand effects of { $card }.
innovation-log-sharing-bonus = { $player } gets the sharing bonus: one draw.
innovation-log-end-achievements = { $player } has the achievements needed: the game ends.
innovation-log-end-beyond-ten = { $player } has to draw above age 10: the game ends.
innovation-log-end-card = { $card } makes { $player } the winner: the game ends.

## Outcome

innovation-outcome-achievements = { $player } reached the number of achievements needed to win.
innovation-outcome-beyond-ten = A draw above age 10 ended the game: most points wins, then most achievements.
innovation-outcome-card = { $card } made { $player } the winner.

## Errors

innovation-error-answer = That answer does not fit the question.
innovation-error-not-now = That is not a decision you have now.
innovation-error-action = That action is not possible now.
innovation-error-no-effect = This card has no such effect.
innovation-error-teams = Team play needs exactly four players.

## Board

innovation-board-opening = Opening: every player chooses which of their two cards to meld first.
innovation-board-opening-mine = You will meld { $card } first.
innovation-board-chosen = has chosen
innovation-board-choosing = still choosing
innovation-board-turn = Turn { $n }: { $player } to play, { $actions ->
    [one] one action left
   *[other] { $actions } actions left
}.
innovation-board-dogma = { $player } activated { $card }.
innovation-board-effect = Now { $card }, effect { $n }: { $player } executes it.
innovation-board-effect-demand = Now { $card }, effect { $n }: a demand on { $player }.
innovation-board-waiting = Waiting for { $player }.
innovation-board-game-over = The game is over.
innovation-board-age-piles = Age piles
innovation-board-age = Age { $age }
innovation-board-cards = { $n ->
    [one] one card
   *[other] { $n } cards
}
innovation-board-achievements = Achievements
innovation-board-needed = { $n } needed to win
innovation-board-standard = Standard, still available
innovation-board-special = Special, still available
innovation-board-none = none
innovation-board-removed = Out of the game
innovation-board-removed-face-down = face down:
innovation-board-team = Team { $n }
innovation-board-team-achievements = { $n } of { $needed } achievements
innovation-board-you = you
innovation-board-to-play = to play
innovation-board-must-answer = deciding
innovation-board-icons = Icons
innovation-board-score = Score
innovation-board-points = { $n ->
    [one] one point
   *[other] { $n } points
}
innovation-board-score-pile = Score pile
innovation-board-hand = Hand
innovation-board-your-hand = Your hand
innovation-board-claimed = Achievements
innovation-board-revealed = Revealed
innovation-board-piles = Board
innovation-board-empty-pile = no cards
innovation-board-splayed = splayed { $direction }
innovation-board-covered = { $n ->
    [one] one card below
   *[other] { $n } cards below
}
innovation-board-back = a card of age { $age }
innovation-board-achievement-age = age { $age }
innovation-board-featured = Dogma icon: { $icon }
innovation-board-special-monument = Tuck six cards, or score six cards, in a single turn.
innovation-board-special-empire = Have at least three of each of the six icons visible on your board.
innovation-board-special-world = Have at least twelve clocks visible on your board.
innovation-board-special-wonder = Have all five colours on your board, each pile splayed right or up.
innovation-board-special-universe = Have five top cards, each of age 8 or more.

innovation-board-how-to-achieve = How achievements are won
innovation-board-standard-rule = Standard: as an action, claim the achievement of an age if your score is at least 5 × that age and you have a top card of that age or higher.
innovation-board-player = Player

## Symbols: the board's legend and the rules page

innovation-symbol-crown = Crown
    .text = An icon. Counted with the other crowns visible on your board, it decides who shares or suffers a dogma that features the crown.
innovation-symbol-leaf = Leaf
    .text = An icon, counted like the others for dogmas that feature the leaf.
innovation-symbol-lightbulb = Lightbulb
    .text = An icon, counted for dogmas that feature the lightbulb.
innovation-symbol-castle = Castle
    .text = An icon, counted for dogmas that feature the castle.
innovation-symbol-factory = Factory
    .text = An icon, counted for dogmas that feature the factory.
innovation-symbol-clock = Clock
    .text = An icon, counted for dogmas that feature the clock; twelve visible clocks claim World.
innovation-symbol-hexagon = Hexagon
    .text = The picture on a card: an icon position that counts as no icon.
innovation-symbol-splay-left = Splayed left
    .text = The pile is fanned to the left: the right-hand icon of each covered card shows.
innovation-symbol-splay-right = Splayed right
    .text = The pile is fanned to the right: the two left-hand icons of each covered card show.
innovation-symbol-splay-up = Splayed up
    .text = The pile is fanned upwards: the three bottom icons of each covered card show.

## Option notes and the score sheet

innovation-note-meld-covers = covers { $card } (its dogma can no longer be activated)
innovation-note-dogma = { $icon } count { $n }: { $who }
innovation-note-shared = shared by { $players }
innovation-note-not-shared = nobody shares it
innovation-note-demand = demand on { $players }
innovation-note-no-demand = the demand hits nobody
innovation-note-both = { $demand }; { $share }
innovation-note-return = the card goes back to the bottom of its age pile
innovation-note-remove = the card leaves the game for good
innovation-players-1 = { $a }
innovation-players-2 = { $a } and { $b }
innovation-players-3 = { $a }, { $b } and { $c }
innovation-score-measure = points: ages of the cards in score piles
innovation-score-age = Age { $age } cards scored

# What each rules version changed (shown when a game moves to it or keeps an older one).
rules-change-2 = Mobility, Reformation, Perspective and the team rulings play as printed.
