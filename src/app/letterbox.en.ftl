## Letterbox pages and mail, English. Game texts live in each game's own catalog.

site-name = Letterbox
# This language's name, written in itself.
language-name = English
# chrono format patterns; %Z is the time zone's abbreviation.
format-datetime = %Y-%m-%d %H:%M %Z
format-date = %Y-%m-%d
back-home = Back to your games
nav-dashboard = Your games
nav-new-game = New game
nav-settings = Settings
nav-logout = Log out
nav-login = Log in
nav-signup = Sign up
nav-language = Language
nav-mailbox = Mailbox

welcome-title = Board games by mail
welcome-text = Play slow, heavy board and card games with friends: take your turn when it suits you, from the web or straight from your mail.

field-email = Email
field-display-name = Display name
field-password = Password

signup-title = Create an account
signup-submit = Sign up
signup-error-email = Please enter a valid email address.
signup-error-name = Please choose a display name of 1 to 40 characters.
signup-error-password = Please choose a password of at least 8 characters.
signup-error-password-long = Please choose a password of at most 256 bytes.
signup-error-password-common = That password is too easy to guess: it is one of the most common passwords, or your address or name. Please choose another.
signup-sent = Thank you. A mail with a link to confirm your address is on its way; open it to sign in. (If the address already has an account, log in or reset its password instead.)

login-title = Log in
login-submit = Log in
login-error = That email and password do not match.
login-error-throttled = Too many failed attempts. Please wait a quarter of an hour and try again.
login-forgot = Forgot your password?

reset-title = Reset your password
reset-submit = Send me a link
reset-sent = If that address has an account, a mail with a link is on its way. The link works for two hours.
reset-new-password = Choose a new password
reset-save = Save the new password

verify-title = Confirm your address
verify-submit = Confirm and sign in
verify-banner = Please confirm your address with the link we mailed you: until then you cannot join games or get game mail.
verify-resend = Send the link again

# The local mailbox: a server that writes its mail as files and is reached from
# its own machine only shows that mail here.
mailbox-title = Local mailbox
mailbox-intro = This server writes its mail as files instead of sending it, and only this computer can reach it, so its mail is shown here. A server that sends real mail has no such page.
mailbox-sent-here = This server keeps its mail here: open the local mailbox to find the link.
mailbox-empty = No mail yet.
mailbox-all = All mail
mailbox-to = To
mailbox-subject = Subject
mailbox-sent = Sent
mailbox-as-html = Show the mail as its HTML part

dashboard-title = Your games
dashboard-your-turn = Your turn
dashboard-waiting = Waiting for others
dashboard-finished = Finished
dashboard-open = Open games to join
dashboard-none = None.
players-count = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
status-open = waiting for players
status-running = in play
status-finished = finished

new-game-title = Start a new game
new-game-none = No games are offered yet.
new-game-seats = Players
new-game-listed = List it under open games, so anyone may join
new-game-replay-players-only = After the end, only the players may watch the replay
new-game-invite = Invite by email (separate addresses with commas)
new-game-invite-example = friend@example.org
new-game-time-control = Time control
new-game-time-limit = Time limit per decision
new-game-expiry = When a player's time runs out
new-game-away-after = Timed-out moves in a row before a player counts as away
new-game-vacation = A player's declared vacation pauses their deadlines
time-limit-none = No time limit
time-limit-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
time-limit-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
expiry-sitter = a sitter plays for them
expiry-skip = they pass where the decision allows it (elsewhere a sitter plays)
game-deadline = answer by { $at }
game-time-control = Time limit: { $limit } per decision; when it runs out, { $expiry }.
error-time-limit = That time control is not offered.
error-away-after = "Away" must come after 1 to 20 timed-out moves.
error-rematch-not-over = A rematch can start once the game is over.
error-rematch-options = This game's options are no longer offered, so it cannot be started again as it was.
game-rematch = Rematch: play again with the same players
new-game-submit = Create the game

seat-empty = Seat { $n }
game-to-act = to move
game-place = { $place ->
    [1] winner
   *[other] place { $place }
}
game-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}
game-move = move { $n }
game-join = Take a seat
game-share-link = Share this link to let someone join:
game-invite = Invite
game-outcome = The game is over
game-waiting = Waiting for the other players.
game-not-dealt = The table is set up when every seat is taken and the game starts.
game-never-dealt = This game ended before it started, so its table was never set up.
game-take-back = Take back my last decision
game-log = Log
game-standing-orders = Standing orders
game-standing-save = Save
game-log-more = Earlier entries are in the replay.
game-chat = Chat
game-chat-send = Send
game-seed-hash = Hash of the secret seed:
game-seed = The seed, revealed:
game-export = Download the game (export)
game-replay = Replay

prompt-submit = Confirm
prompt-are-you-sure = Yes, I am sure.
prompt-not-confirmed = Are you sure? Tick "Yes, I am sure" beside that option to make this move.
prompt-choose-between = Choose from { $min } to { $max }.
prompt-choose-exactly = { $n ->
    [one] Choose one.
   *[other] Choose exactly { $n }.
}
prompt-choose-up-to = { $n ->
    [one] Choose one, or none.
   *[other] Choose up to { $n }, or none.
}
prompt-order-help = Number the items in the order you want them (1 first).
prompt-number-range = A number from { $min } to { $max }:

move-conflict = Someone moved first.
move-conflict-detail = The game changed while you were deciding; nothing of your move was recorded. Here is the game as it is now.
move-refused = That move is not allowed.
move-game-over = The game is over.
move-not-started = The game has not started yet.
move-not-prompted = You have nothing to decide right now.
move-malformed = That answer does not fit this decision (too many or too few options, or a number out of range). Nothing was changed; please choose again.

join-not-open = This game is no longer open to join.
join-sign-in-first = Sign up or log in, then open this link again to take a seat.
join-made-by = Made by { $creator }
join-seats = { $taken } of { $seats } seats taken

link-confirm-choice = Your choice:
link-confirm = Confirm this move
link-open-game = Open the game
link-stale = This link is out of date
link-stale-detail = The decision this link was made for has been answered or has changed, so it made no move and nothing was changed. Here is the game as it is now.
link-done = Your move is made
link-error-invalid = This link is not valid. Nothing was changed.
link-error-expired = This link has expired. Nothing was changed.
link-error-used = This link was already used. Please sign in with your password. Nothing was changed.
link-answer-none = None of them
link-answer-all = All of them
link-answer-form = Choose on a page (no sign-in needed)
link-nothing-to-decide = You have nothing more to decide for now. The game goes on with the other players.
link-since = What happened:

unsubscribe-title = Stop game mail
unsubscribe-submit = Send me no more game mail
unsubscribe-done = You will get no more game mail. You can turn it on again in your settings.

settings-mail = Game mail
settings-mail-every_turn = A mail whenever it is my turn
settings-mail-daily = One daily digest
settings-mail-none = No game mail
settings-chat-mail = Also mail me each chat message of my games at once
settings-chat-mail-help = Off: chat since your last move comes with your next turn mail.
settings-language = Language
settings-time-zone = Time zone
settings-time-zone-default = The default of my language ({ $zone })
settings-time-zone-help = Dates and times on the pages and in mail are shown in this zone.
settings-save = Save
settings-tokens = API tokens
settings-tokens-help = Bots and apps use a personal token (Authorization: Bearer …) to read your games and make your moves.
settings-token-once = Your new token; it is shown only this once:
settings-token-label = Token name
settings-token-example = bot
settings-token-create = Create a token
settings-token-revoke = Revoke
settings-password = Password
settings-password-current = Current password
settings-password-new = New password
settings-password-save = Change the password
settings-password-wrong = The current password is not right.
settings-sessions = Sessions
settings-sessions-help = Signed in on { $n ->
    [one] one device or browser
   *[other] { $n } devices or browsers
}. Changing the password signs out all the others.
settings-sessions-end = Log out everywhere
settings-mail-failed = Mail we could not deliver
settings-mail-failed-help = We gave up on these mails after trying for two days:

replay-first = First
replay-prev = Previous
replay-next = Next
replay-last = Last
replay-permalink = Link to this step
replay-step = Step
replay-step-of = Step { $n } of { $total }
replay-as = Seen by
replay-as-spectator = A spectator
replay-as-all = Everything
replay-go = Show
replay-chart = Score over time

error-not-found = Not found
error-forbidden = Not allowed
error-bad-request = That request is not valid
error-unavailable = The service is unavailable; please try again shortly
error-internal = Something went wrong
error-csrf = The form has expired or did not come from this site. Please reload the page and try again.
error-not-your-seat = You can only move for your own seat.
error-players-only = Only the game's players can do that.
error-export-after-end = The export is available once the game is over.
error-replay-players = Only the players can watch this replay.
error-replay-step = The replay step must be a whole number from 0 up.
error-replay-own-view = While the game is on, you can only replay your own view.
error-replay-not-started = This game never started, so there is nothing to replay.
error-not-invited = This game is open by invitation or link only.
error-game-full = This game has no free seat.
error-language = That language is not offered.
error-time-zone = That time zone is not known.
error-too-many = Too many requests
error-frozen = This game cannot go on
error-frozen-detail = It was played under version { $version } of its rules, which this version of Letterbox no longer plays, and its moves read differently under today's rules. Nothing was changed; the operator has been told.
error-rate-limited = You have done that too often just now. Please wait a while and try again.
error-verify-first = Please confirm your email address first, with the link we mailed you.
error-invalid-text = A field is too long or holds characters that are not allowed.
error-invite-closed = Invitations can only be sent while the game has free seats.

mail-hello = Hello { $name },
mail-your-turn-subject = { $game } #{ $id }: your turn
mail-reminder-prefix = Reminder:
mail-your-turn-intro = It is your turn in { $game } #{ $id }.
mail-since = Since your last move:
mail-board = Your board:
mail-chat = Chat since your last move:
mail-chat-subject = { $game } #{ $id }: a chat message
mail-chat-text = { $author } wrote in the chat of { $game } #{ $id } ({ $at }):
mail-chat-reply = Read the chat and answer on the game page:
mail-chat-footer = You get this mail because you asked for each chat message in your settings. Turn it off there:
mail-since-earlier = { $n ->
    [one] (1 earlier entry is on the game page.)
   *[other] ({ $n } earlier entries are on the game page.)
}
mail-decision = Your decision:
mail-links = Choose straight from this mail (you confirm on the page that opens):
mail-open-game = Open the game:
mail-replay = Watch the replay:
mail-footer = You get this mail because you play on Letterbox. Change or stop game mail:
mail-away-subject = { $game } #{ $id }: the sitter is playing for you
mail-away-text = { $n ->
    [one] Your time ran out in { $game } #{ $id }, so the sitter is now playing your seat.
   *[other] Your time ran out { $n } times in a row in { $game } #{ $id }, so the sitter is now playing your seat.
} Come back whenever you like: your next move in the game takes your seat back.
mail-game-over-subject = { $game } #{ $id } is over
mail-sat-subject = { $game } #{ $id }: the sitter played for you
mail-sat-text = Your time for a decision in { $game } #{ $id } ran out, so the sitter finished your turn. This is what it played:
mail-life-ended-subject = { $game } #{ $id } has ended
mail-life-cancelled-subject = { $game } #{ $id } was cancelled
mail-life-left-subject = { $game } #{ $id }: a player left
mail-invite-subject = An invitation to play { $game } on Letterbox
mail-invite-text = { $inviter } invites you to a game of { $game } on Letterbox. Open this link to take a seat:
mail-reset-subject = Reset your Letterbox password
mail-verify-subject = Confirm your address for Letterbox
mail-verify-text = Someone (hopefully you) made a Letterbox account with this address. Open this link within three days to confirm it and sign in:
mail-reset-text = Someone (hopefully you) asked to reset your password. This link lets you choose a new one until { $until }:
mail-digest-subject = { $n ->
    [one] A game is waiting for you
   *[other] { $n } games are waiting for you
}
mail-digest-text = { $n ->
    [one] It is your turn in this game:
   *[other] It is your turn in these games:
}
expiry-end = the game ends: the late player loses and the others are ranked as the game stands
life-resign = Resign
life-resign-help-two = You lose and the game ends.
life-resign-help-more = You leave the game; a sitter plays your seat until the end.
life-abandon = Vote to abandon the game
life-abandon-help = The game ends without a result once every remaining player has voted. Votes so far: { $votes } of { $of }.
life-kick = Hand { $player }'s seat to a sitter
life-kick-help = { $player } is away. Once most of the other players vote so, a sitter plays their seat until the end. Votes: { $votes } of { $needed } needed.
life-voted = You have voted.
life-cancel = Cancel this game
life-cancel-help = Nobody has played yet; the game closes for good.
life-confirm = I am sure
life-ended-timeout = The game ended: { $player } ran out of time and loses.
life-ended-timeout-abandoned = The game ended when { $player } ran out of time; it has no ranking before its end, so it is abandoned without a result.
life-ended-resign = The game ended: { $player } resigned and loses.
life-ended-abandon = The players abandoned the game; it has no result.
life-cancelled = The game was cancelled before it began.
life-act-resign = { $player } resigned; a sitter plays their seat.
life-rules-migrated = The rules were updated from version { $from } to { $to }; everything played so far reads the same under them.
life-rules-kept = This game keeps version { $from } of the rules it started with; new games play version { $to }.
life-rules-frozen = This game was played under version { $from } of the rules, which can no longer be played; it is frozen.
life-rules-change = Rules version { $version }: { $change }
life-act-kick = { $player } was away; the other players handed the seat to a sitter.
life-vacation = { $player } is on vacation until { $until }.
error-confirm = Tick “I am sure” to confirm.
error-life-not-running = That is only possible while the game is running.
error-life-not-open = Only a game that has not started can be cancelled.
error-life-creator = Only the game's creator can cancel it.
error-life-not-away = Only an away player's seat can be handed to a sitter.
error-life-voted = You have already voted so.
error-life-target = That seat cannot be voted on.
settings-vacation = Vacation
settings-vacation-help = Declare an absence of up to { $max } days at a time, { $year } days a year. Your deadlines pause in every game that allows vacations, and the other players see until when you are away. Taken in the last year: { $used ->
    [one] { $used } day
   *[other] { $used } days
}.
settings-vacation-days = Days away
settings-vacation-declare = Declare the vacation
settings-vacation-until = You are on vacation until { $until }.
settings-vacation-end = I am back
error-vacation-days = A vacation lasts from 1 to 14 days.
error-vacation-year = That would take you past 30 days of vacation within a year.
error-vacation-already = You are already on vacation; come back first to declare another.
rules-link = Rules
rules-section = Rules for this decision
rules-score-sheet = Score by source
rules-title = { $game }: how to play
rules-contents = Contents
rules-symbols = Symbols on the board
rules-back = Back to the game list
rules-reference = Reference
rules-options = Options for a new game
mail-open-game-link = Open the game
mail-replay-link = Watch the replay
mail-rules = How to play:
mail-rules-link = How to play
