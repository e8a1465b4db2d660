## Letterbox のページとメール(日本語)。ゲームの文言は各ゲームのカタログにある。

site-name = レターボックス
# この言語の名前を、その言語で書いたもの。
language-name = 日本語
# chrono の書式。%Z はタイムゾーンの略称。
format-datetime = %Y年%-m月%-d日 %H:%M %Z
format-date = %Y年%-m月%-d日
back-home = 自分のゲーム一覧へ戻る
nav-dashboard = 自分のゲーム
nav-new-game = 新しいゲーム
nav-settings = 設定
nav-logout = ログアウト
nav-login = ログイン
nav-signup = 新規登録
nav-language = 言語

welcome-title = メールで遊ぶボードゲーム
welcome-text = 重めのボードゲームやカードゲームを、友だちとゆっくり遊びましょう。手番は都合のよいときに、ウェブからでもメールからでも進められます。

field-email = メールアドレス
field-display-name = 表示名
field-password = パスワード

signup-title = アカウントを作成
signup-submit = 登録する
signup-error-email = 正しいメールアドレスを入力してください。
signup-error-name = 表示名は1～40文字で入力してください。
signup-error-password = パスワードは8文字以上にしてください。
signup-error-password-long = パスワードは256バイト以内にしてください。
signup-error-password-common = そのパスワードは推測されやすすぎます(よく使われるパスワードか、メールアドレスや名前そのものです)。別のものを選んでください。
signup-sent = ありがとうございます。メールアドレス確認用のリンクをお送りしました。メールのリンクを開くとログインできます(このアドレスのアカウントがすでにある場合は、ログインするかパスワードを再設定してください)。
verify-title = メールアドレスの確認
verify-submit = 確認してログイン
verify-banner = お送りしたリンクからメールアドレスを確認してください。確認が済むまで、ゲームへの参加やゲームのメールの受け取りはできません。
verify-resend = リンクをもう一度送る

login-title = ログイン
login-submit = ログイン
login-error = メールアドレスとパスワードが一致しません。
login-error-throttled = 失敗が続いたため、しばらくログインできません。15分ほど待ってからもう一度お試しください。
login-forgot = パスワードをお忘れですか?

reset-title = パスワードの再設定
reset-submit = リンクを送る
reset-sent = そのアドレスのアカウントがあれば、リンク付きのメールを送りました。リンクは2時間有効です。
reset-new-password = 新しいパスワードを決めてください
reset-save = 新しいパスワードを保存

dashboard-title = 自分のゲーム
dashboard-your-turn = あなたの番
dashboard-waiting = 他のプレイヤーの番
dashboard-finished = 終了
dashboard-open = 参加できるゲーム
dashboard-none = ありません。
players-count = { $n }人
status-open = 参加者募集中
status-running = プレイ中
status-finished = 終了

new-game-title = 新しいゲームを始める
new-game-none = 遊べるゲームはまだありません。
new-game-seats = 人数
new-game-listed = 「参加できるゲーム」に載せて、誰でも参加できるようにする
new-game-replay-players-only = 終了後のリプレイはプレイヤーだけが見られる
new-game-invite = メールで招待する(複数のアドレスはカンマで区切る)
new-game-invite-example = friend@example.jp
new-game-time-control = 持ち時間
new-game-time-limit = 1回の判断の持ち時間
new-game-expiry = 持ち時間が切れたとき
new-game-away-after = 連続で時間切れになると不在とみなす回数
new-game-vacation = 申告した休暇中は期限を止める
time-limit-none = 持ち時間なし
time-limit-hours = { $n }時間
time-limit-days = { $n }日
expiry-sitter = 代理が代わりに手番を行います
expiry-skip = パスできる判断ではパスします（それ以外は代理が行います）
game-deadline = 期限 { $at }
game-time-control = 持ち時間：1回の判断につき{ $limit }。切れたときは、{ $expiry }
error-time-limit = その持ち時間は選べません。
error-away-after = 「不在」とみなす回数は1～20回です。
error-rematch-not-over = 再戦はゲームが終わってから始められます。
error-rematch-options = このゲームのオプションは現在使えないため、同じ設定では始められません。
game-rematch = 再戦：同じメンバーでもう一度遊ぶ
new-game-submit = ゲームを作る

seat-empty = 席{ $n }
game-to-act = 手番
game-place = { $place ->
    [1] 勝者
   *[other] { $place }位
}
game-score = { $score }点
game-move = { $n }手目
game-join = 席に着く
game-share-link = このリンクを送ると、相手が参加できます:
game-invite = 招待する
game-outcome = ゲーム終了
game-waiting = 他のプレイヤーを待っています。
game-log = ログ
game-standing-orders = 常設指示
game-standing-save = 保存
game-log-more = それより前の記録はリプレイで見られます。
game-chat = チャット
game-chat-send = 送信
game-seed-hash = 秘密のシードのハッシュ:
game-seed = 公開されたシード:
game-export = ゲームをダウンロード(エクスポート)
game-replay = リプレイ

prompt-submit = 決定
prompt-are-you-sure = はい、これで決めます。
prompt-not-confirmed = 本当によろしいですか？ この手にするには、その選択肢の横の「はい、これで決めます。」にチェックを入れてください。
prompt-choose-between = { $min }～{ $max }個選んでください。
prompt-choose-exactly = ちょうど{ $n }つ選んでください。
prompt-choose-up-to = { $n }つまで選んでください（選ばなくてもかまいません）。
prompt-order-help = 並べたい順に番号を付けてください(1が最初)。
prompt-number-range = { $min }～{ $max }の数:

move-conflict = 先に他のプレイヤーが動きました。
move-conflict-detail = 考えている間にゲームが進んだため、あなたの手は記録されていません。今の状況を表示しています。
move-refused = その手は打てません。
move-game-over = ゲームは終了しています。
move-not-started = ゲームはまだ始まっていません。
move-not-prompted = 今はあなたが決めることはありません。
move-malformed = その答えはこの選択に合っていません（選んだ数が多すぎる・少なすぎる、または数が範囲外です）。何も変更していません。もう一度選んでください。

join-not-open = このゲームにはもう参加できません。
join-sign-in-first = 新規登録またはログインしてから、もう一度このリンクを開くと席に着けます。

link-confirm-choice = あなたの選択:
link-confirm = この手で決定
link-open-game = ゲームを開く
link-stale = このリンクは古くなっています
link-stale-detail = メールの送信後にゲームが進んだため、このリンクではもう手を打てません。何も変更していません。
link-done = 手を打ちました
link-error-invalid = このリンクは無効です。何も変更していません。
link-error-expired = このリンクは期限切れです。何も変更していません。
link-answer-none = どれも選ばない
link-answer-all = すべて選ぶ
link-answer-form = ページで選ぶ（ログイン不要）
link-nothing-to-decide = 今のところ、あなたが決めることはありません。ほかのプレイヤーの手番が続きます。
link-since = これまでの出来事:

unsubscribe-title = ゲームのメールを止める
unsubscribe-submit = ゲームのメールを今後送らない
unsubscribe-done = 今後ゲームのメールは届きません。設定からいつでも再開できます。

settings-mail = ゲームのメール
settings-mail-every_turn = 自分の番が来るたびにメールを受け取る
settings-mail-daily = 1日1回まとめて受け取る
settings-mail-none = ゲームのメールを受け取らない
settings-language = 言語
settings-time-zone = タイムゾーン
settings-time-zone-default = 言語に合わせる({ $zone })
settings-time-zone-help = ページとメールの日時はこのタイムゾーンで表示します。
settings-save = 保存
settings-tokens = APIトークン
settings-tokens-help = ボットやアプリは個人用トークン(Authorization: Bearer …)を使って、あなたのゲームを読み、あなたの手を打ちます。
settings-token-once = 新しいトークンです。表示されるのは今回だけです:
settings-token-label = トークン名
settings-token-example = ボット
settings-token-create = トークンを作る
settings-token-revoke = 無効にする
settings-password = パスワード
settings-password-current = 現在のパスワード
settings-password-new = 新しいパスワード
settings-password-save = パスワードを変更
settings-password-wrong = 現在のパスワードが正しくありません。
settings-sessions = ログイン中の端末
settings-sessions-help = { $n }台の端末・ブラウザでログインしています。パスワードを変更すると、ほかの端末はすべてログアウトされます。
settings-sessions-end = すべての端末からログアウト
settings-mail-failed = 届けられなかったメール
settings-mail-failed-help = 次のメールは2日間送信を試みましたが、届けられませんでした:

replay-first = 最初
replay-prev = 前へ
replay-next = 次へ
replay-last = 最後
replay-permalink = この場面へのリンク
replay-step = 場面
replay-step-of = { $total }手中{ $n }手目
replay-as = 視点
replay-as-spectator = 観戦者
replay-as-all = すべて表示
replay-go = 表示
replay-chart = 得点の推移

error-not-found = 見つかりません
error-forbidden = 許可されていません
error-bad-request = リクエストが正しくありません
error-unavailable = サービスを利用できません。しばらくしてからもう一度お試しください
error-internal = 問題が発生しました
error-csrf = フォームの有効期限が切れたか、このサイト以外から送信されました。ページを再読み込みしてもう一度お試しください。
error-not-your-seat = 自分の席の手しか打てません。
error-players-only = ゲームのプレイヤーだけができる操作です。
error-export-after-end = エクスポートはゲーム終了後に利用できます。
error-replay-players = このリプレイはプレイヤーしか見られません。
error-replay-step = リプレイの手数は0以上の整数で指定してください。
error-replay-own-view = ゲーム中は、自分の視点のリプレイしか見られません。
error-not-invited = このゲームには招待かリンクでしか参加できません。
error-game-full = このゲームに空いている席はありません。
error-too-many = リクエストが多すぎます
error-rate-limited = 短い間に操作が多すぎます。しばらく待ってからもう一度お試しください。
error-verify-first = 先に、お送りしたリンクからメールアドレスを確認してください。
error-invalid-text = 長すぎる項目か、使えない文字を含む項目があります。
error-invite-closed = 招待を送れるのは、ゲームに空席があるあいだだけです。
error-language = その言語には対応していません。
error-time-zone = そのタイムゾーンはわかりません。

mail-hello = { $name }さん
mail-your-turn-subject = { $game } #{ $id }: あなたの番です
mail-reminder-prefix = 【リマインダー】
mail-your-turn-intro = { $game } #{ $id } であなたの番が来ました。
mail-since = 前回のあなたの手番から:
mail-board = あなたの盤面:
mail-chat = 前回の手番以降のチャット:
mail-since-earlier = （それより前の{ $n }件はゲームのページにあります。）
mail-decision = あなたが決めること:
mail-links = このメールから直接選べます(開いたページで確定します):
mail-open-game = ゲームを開く:
mail-replay = リプレイを見る:
mail-footer = レターボックスで遊んでいるため、このメールをお送りしています。ゲームのメールの変更・停止はこちら:
mail-away-subject = { $game } #{ $id }: 代打ちがあなたの席を担当しています
mail-away-text = { $game } #{ $id } で{ $n }回続けて持ち時間が切れたため、いまは代打ちがあなたの席で打っています。いつでも戻ってこられます。次にあなたが手を打てば、席はあなたに戻ります。
mail-game-over-subject = { $game } #{ $id } が終了しました
mail-invite-subject = レターボックスで{ $game }を遊ぶ招待
mail-invite-text = { $inviter }さんから、レターボックスでの{ $game }に招待されました。このリンクを開くと席に着けます:
mail-reset-subject = レターボックスのパスワード再設定
mail-verify-subject = レターボックスのメールアドレス確認
mail-verify-text = このメールアドレスでレターボックスのアカウントが作られました(ご本人であれば幸いです)。3日以内にこのリンクを開くと、アドレスが確認されログインできます:
mail-reset-text = パスワードの再設定が依頼されました(ご本人によるものであることを願っています)。{ $until }まで、このリンクから新しいパスワードを設定できます:
mail-digest-subject = { $n }件のゲームがあなたの番を待っています
mail-digest-text = { $n }件のゲームであなたの番です:
