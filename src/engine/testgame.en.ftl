highcard-title = High Card
highcard-option-hand-size = Cards in hand
highcard-card-1 = 1
highcard-card-2 = 2
highcard-card-3 = 3
highcard-card-4 = 4
highcard-card-5 = 5
highcard-card-6 = 6
highcard-card-7 = 7
    .text = Beats 6 and below.
highcard-card-8 = 8
highcard-card-9 = 9
highcard-card-10 = 10
highcard-prompt-swap = Choose any cards to swap for new ones
highcard-prompt-pick = Choose a card to play this round
highcard-log-redraw = { $player } swaps { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
highcard-log-drew = { $player } draws { $cards }.
highcard-log-pick = { $player } picks { $card }.
highcard-log-picked = { $player } has picked a card.
highcard-log-play = { $player } plays { $card }.
highcard-log-win = { $player } wins the round.
highcard-log-tie = Nobody wins the round.
highcard-outcome = Every hand is empty: most rounds won wins.
highcard-error-no-card = You do not have that card.
highcard-error-not-now = That is not a decision you have now.
highcard-error-hand-size = The hand size must be between 1 and 5.
highcard-error-keep-tens = You must keep your 10s.
