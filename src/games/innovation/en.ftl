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
innovation-card-16 = Mathematics
innovation-card-17 = Construction
innovation-card-18 = Road Building
innovation-card-19 = Currency
innovation-card-20 = Mapmaking
innovation-card-21 = Canal Building
innovation-card-22 = Fermenting
innovation-card-23 = Monotheism
innovation-card-24 = Philosophy

## Age 3

innovation-card-25 = Alchemy
innovation-card-26 = Translation
innovation-card-27 = Engineering
innovation-card-28 = Optics
innovation-card-29 = Compass
innovation-card-30 = Paper
innovation-card-31 = Machinery
innovation-card-32 = Medicine
innovation-card-33 = Education
innovation-card-34 = Feudalism

## Age 4

innovation-card-35 = Experimentation
innovation-card-36 = Printing Press
innovation-card-37 = Colonialism
innovation-card-38 = Gunpowder
innovation-card-39 = Invention
innovation-card-40 = Navigation
innovation-card-41 = Anatomy
innovation-card-42 = Perspective
innovation-card-43 = Enterprise
innovation-card-44 = Reformation

## Age 5

innovation-card-45 = Chemistry
innovation-card-46 = Physics
innovation-card-47 = Coal
innovation-card-48 = The Pirate Code
innovation-card-49 = Banking
innovation-card-50 = Measurement
innovation-card-51 = Statistics
innovation-card-52 = Steam Engine
innovation-card-53 = Astronomy
innovation-card-54 = Societies

## Age 6

innovation-card-55 = Atomic Theory
innovation-card-56 = Encyclopedia
innovation-card-57 = Industrialization
innovation-card-58 = Machine Tools
innovation-card-59 = Classification
innovation-card-60 = Metric System
innovation-card-61 = Canning
innovation-card-62 = Vaccination
innovation-card-63 = Democracy
innovation-card-64 = Emancipation

## Age 7

innovation-card-65 = Evolution
innovation-card-66 = Publications
innovation-card-67 = Combustion
innovation-card-68 = Explosives
innovation-card-69 = Bicycle
innovation-card-70 = Electricity
innovation-card-71 = Refrigeration
innovation-card-72 = Sanitation
innovation-card-73 = Lighting
innovation-card-74 = Railroad

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
innovation-count-exactly = { $n } cards
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
innovation-log-dogma = { $player } activates { $card } with { $n } { $icon }.
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
innovation-error-unwritten = The effects of this card are not written yet.
innovation-error-unwritten-cards = { $n ->
    [one] One card's effects are
   *[other] { $n } cards' effects are
} not written yet: this game cannot be set up.
innovation-error-teams = Team play needs exactly four players.
