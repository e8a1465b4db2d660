dominion-title = ドミニオン

## カード：日本語版のカード名と、私たち自身の言葉で書いた効果（マウスを乗せると表示）。

dominion-card-copper = 銅貨
    .text = 財宝：1コインの価値。
dominion-card-silver = 銀貨
    .text = 財宝：2コインの価値。
dominion-card-gold = 金貨
    .text = 財宝：3コインの価値。
dominion-card-estate = 屋敷
    .text = 勝利点：1勝利点。
dominion-card-duchy = 公領
    .text = 勝利点：3勝利点。
dominion-card-province = 属州
    .text = 勝利点：6勝利点。
dominion-card-curse = 呪い
    .text = 呪い：−1勝利点。
dominion-card-artisan = 職人
    .text = アクション。コスト5以下のカードを1枚獲得し、手札に加える。その後、手札のカード1枚を山札の上に置く。
dominion-card-bandit = 山賊
    .text = アクション－アタック。金貨を1枚獲得する。他のプレイヤーは全員、山札の上から2枚を公開し、公開した銅貨以外の財宝1枚を廃棄し、残りを捨て札にする。
dominion-card-bureaucrat = 役人
    .text = アクション－アタック。銀貨を1枚獲得し、山札の上に置く。他のプレイヤーは全員、手札の勝利点カード1枚を公開して山札の上に置く。1枚もなければ手札を公開して見せる。
dominion-card-cellar = 地下貯蔵庫
    .text = アクション。+1アクション。手札を好きな枚数捨て札にし、同じ枚数のカードを引く。
dominion-card-chapel = 礼拝堂
    .text = アクション。手札を4枚まで廃棄する。
dominion-card-council-room = 議事堂
    .text = アクション。+4カード、+1購入。他のプレイヤーは全員、カードを1枚引く。
dominion-card-festival = 祝祭
    .text = アクション。+2アクション、+1購入、+2コイン。
dominion-card-gardens = 庭園
    .text = 勝利点：ゲーム終了時、自分のカード10枚につき1勝利点（端数は切り捨て）。
dominion-card-harbinger = 前駆者
    .text = アクション。+1カード、+1アクション。捨て札の山を見て、その中のカード1枚を山札の上に置いてもよい。
dominion-card-laboratory = 研究所
    .text = アクション。+2カード、+1アクション。
dominion-card-library = 書庫
    .text = アクション。手札が7枚になるまでカードを引く。引いたアクションカードは手札に加えずに脇に置いてもよい。脇に置いたカードは最後に捨て札にする。
dominion-card-market = 市場
    .text = アクション。+1カード、+1アクション、+1購入、+1コイン。
dominion-card-merchant = 商人
    .text = アクション。+1カード、+1アクション。このターンに最初に使う銀貨は、1コイン多く生み出す。
dominion-card-militia = 民兵
    .text = アクション－アタック。+2コイン。他のプレイヤーは全員、手札が3枚になるまで捨て札にする。
dominion-card-mine = 鉱山
    .text = アクション。手札の財宝1枚を廃棄してもよい。そうしたら、それよりコストが3以内だけ高い財宝を1枚獲得し、手札に加える。
dominion-card-moat = 堀
    .text = アクション－リアクション。+2カード。他のプレイヤーがアタックカードを使ったとき、先に手札からこのカードを公開してもよい。そうしたら、そのアタックの影響を受けない。
dominion-card-moneylender = 金貸し
    .text = アクション。手札の銅貨1枚を廃棄して、+3コインを得てもよい。
dominion-card-poacher = 密猟者
    .text = アクション。+1カード、+1アクション、+1コイン。空になったサプライの山1つにつき、手札を1枚捨て札にする。
dominion-card-remodel = 改築
    .text = アクション。手札のカード1枚を廃棄し、そのカードよりコストが2以内だけ高いカードを1枚獲得する。
dominion-card-sentry = 衛兵
    .text = アクション。+1カード、+1アクション。山札の上から2枚を見て、好きな枚数を廃棄し、好きな枚数を捨て札にし、残りを好きな順番で山札の上に戻す。
dominion-card-smithy = 鍛冶屋
    .text = アクション。+3カード。
dominion-card-throne-room = 玉座の間
    .text = アクション。手札のアクションカード1枚を選び、2回使ってもよい。
dominion-card-vassal = 家臣
    .text = アクション。+2コイン。山札の一番上のカードを捨て札にする。それがアクションカードなら、そのまま使ってもよい。
dominion-card-village = 村
    .text = アクション。+1カード、+2アクション。
dominion-card-witch = 魔女
    .text = アクション－アタック。+2カード。他のプレイヤーは全員、呪いを1枚獲得する。
dominion-card-workshop = 工房
    .text = アクション。コスト4以下のカードを1枚獲得する。

## オプション

dominion-option-kingdom = 王国
dominion-kingdom-first-game = はじめてのゲーム（推奨）
dominion-kingdom-size-distortion = サイズ変形（推奨）
dominion-kingdom-deck-top = 山札の上（推奨）
dominion-kingdom-sleight-of-hand = 早業（推奨）
dominion-kingdom-improvements = 改良（推奨）
dominion-kingdom-silver-and-gold = 銀と金（推奨）
dominion-kingdom-random = ランダムな王国カード10種
dominion-kingdom-chosen = 自分で選んだ10種（下で選択）
dominion-option-cards = 王国カード（自分で選ぶ場合は10種を選択）
dominion-option-show-vp = ゲーム中に勝利点を表示する

## 選択を求める文と選択肢

dominion-prompt-action = アクションカードを使うか（残りアクション：{ $actions }）、購入に進んでください。
dominion-prompt-buy = 手持ち{ $coins }コイン、購入{ $buys }回：財宝を出す、カードを購入する、またはターンを終了してください。
dominion-opt-play = { $card }を使う
dominion-opt-buy-phase = 購入に進む
dominion-opt-play-treasures = 財宝をすべて出す
dominion-opt-buy = { $card }を購入（{ $cost }）
dominion-opt-end-turn = ターン終了
dominion-opt-card = { $card }
dominion-opt-gain = { $card }（{ $cost }）
dominion-opt-harbinger-none = 捨て札の山はそのままにする
dominion-opt-play-nothing = 何も使わない
dominion-opt-trash-nothing = 何も廃棄しない
dominion-opt-set-aside = 脇に置く
dominion-opt-keep = 手札に加える
dominion-opt-play-it = 使う
dominion-opt-leave-it = 使わない
dominion-opt-trash-copper = 銅貨を廃棄して+3コイン
dominion-opt-keep-copper = 廃棄しない
dominion-opt-reveal-moat = 堀を公開する
dominion-opt-no-reveal = 公開しない

dominion-ask-artisan-gain = 職人：手札に獲得する、コスト5以下のカードを選んでください。
dominion-ask-artisan-topdeck = 職人：山札の上に置く手札のカードを選んでください。
dominion-ask-bandit = 山賊：公開した財宝のうち、廃棄するものを選んでください。
dominion-ask-bureaucrat = 役人：公開して山札の上に置く勝利点カードを選んでください。
dominion-ask-cellar = 地下貯蔵庫：捨て札にするカードを好きなだけ選んでください。同じ枚数を引きます。
dominion-ask-chapel = 礼拝堂：廃棄するカードを4枚まで選んでください。
dominion-ask-harbinger = 前駆者：捨て札の山からカードを1枚、山札の上に置くことができます。
dominion-ask-library = 書庫：{ $card }を引きました。脇に置きますか、手札に加えますか？
dominion-ask-militia = 民兵：手札が3枚になるよう、{ $n }枚捨て札にしてください。
dominion-ask-mine-trash = 鉱山：手札の財宝を1枚廃棄できます。
dominion-ask-mine-gain = 鉱山：手札に獲得する、コスト{ $cost }以下の財宝を選んでください。
dominion-ask-moat = { $player }が{ $card }を使いました。堀を公開して影響を受けないようにしますか？
dominion-ask-moneylender = 金貸し：銅貨を1枚廃棄して+3コインを得ますか？
dominion-ask-poacher = 密猟者：{ $n }枚捨て札にしてください（空のサプライの山1つにつき1枚）。
dominion-ask-remodel-trash = 改築：廃棄する手札のカードを選んでください。
dominion-ask-remodel-gain = 改築：獲得する、コスト{ $cost }以下のカードを選んでください。
dominion-ask-sentry-trash = 衛兵：見ているカードのうち、廃棄するものを選んでください。
dominion-ask-sentry-discard = 衛兵：残ったカードのうち、捨て札にするものを選んでください。
dominion-ask-sentry-order = 衛兵：カードを山札に戻してください。最初に選んだカードが一番上になります。
dominion-ask-throne-room = 玉座の間：2回使うアクションカードを選んでください。
dominion-ask-vassal = 家臣で{ $card }が捨て札になりました。使いますか？
dominion-ask-workshop = 工房：獲得する、コスト4以下のカードを選んでください。

## ログ

dominion-log-turn = { $player }の第{ $n }ターン開始。
dominion-warn-buy-curse = 呪いは持ち主の勝利点を1減らします。
dominion-warn-buy-copper = 銅貨はたいていのデッキを弱くします。
dominion-warn-end-buys = まだ{ $coins }コインと購入{ $buys }回が残っています。
dominion-log-play = { $player }は{ $card }を使った。
dominion-log-play-treasures = { $player }は{ $cards }を出した。
dominion-log-buy = { $player }は{ $card }を購入した。
dominion-log-gain = { $player }は{ $card }を獲得した。
dominion-log-gain-to-hand = { $player }は{ $card }を獲得し、手札に加えた。
dominion-log-gain-to-deck = { $player }は{ $card }を獲得し、山札の上に置いた。
dominion-log-gain-failed = { $card }の山が空なので、{ $player }は何も獲得しなかった。
dominion-log-draw = { $player }は{ $cards }を引いた。
dominion-log-draw-count = { $player }はカードを{ $n }枚引いた。
dominion-log-shuffle = { $player }は捨て札をシャッフルして新しい山札にした。
dominion-log-discard = { $player }は{ $cards }を捨て札にした。
dominion-log-trash = { $player }は{ $cards }を廃棄した。
dominion-log-reveal = { $player }は{ $cards }を公開した。
dominion-log-reveal-hand = { $player }は勝利点カードのない手札を公開した：{ $cards }
dominion-log-reveal-empty-hand = { $player }には公開する手札がない。
dominion-log-reveal-topdeck = { $player }は{ $card }を公開し、山札の上に置いた。
dominion-log-topdeck = { $player }は{ $card }を山札の上に置いた。
dominion-log-topdeck-hidden = { $player }は手札のカード1枚を山札の上に置いた。
dominion-log-harbinger = { $player }は捨て札の山から{ $card }を山札の上に置いた。
dominion-log-harbinger-hidden = { $player }は捨て札の山からカード1枚を山札の上に置いた。
dominion-log-set-aside = { $player }は{ $card }を脇に置いた。
dominion-log-look = { $player }は{ $cards }を見た。
dominion-log-look-count = { $player }は山札の上から{ $n }枚を見た。
dominion-log-put-back = { $player }は{ $cards }を山札に戻した（最初のカードが一番上）。
dominion-log-put-back-count = { $player }はカード{ $n }枚を山札に戻した。
dominion-log-moat = { $player }は{ $card }を公開し、影響を受けなかった。
dominion-log-cleanup = { $player }は手札と場のカードを捨て札にし、新しい手札を引いた。

## 終了

dominion-end-provinces = 属州の山が空になりました。ゲーム終了です。
dominion-end-piles = サプライの山が規定数空になりました。ゲーム終了です。
dominion-outcome = { $reason }勝利点が最も多いプレイヤーの勝利です。{ $ties }
dominion-outcome-no-tie = 1位の同点はありません。
dominion-outcome-tie-turns = 勝利点が同点のプレイヤーの間では、ターン数が少ないほうが上位です。
dominion-outcome-tie-shared = 1位で同点のプレイヤーはターン数も同じだったため、勝利を分け合います。

## ルール上のエラー

dominion-error-not-now = 今はその選択をする場面ではありません。
dominion-error-shape = その答えはこの選択に合いません。
dominion-error-no-such-card = そのカードは選べる中にありません。
dominion-error-twice = 同じカードが2回選ばれています。
dominion-error-not-allowed = そのカードはここでは選べません。
dominion-error-count = { $min }～{ $max }枚選んでください。
dominion-error-not-in-hand = そのカードは手札にありません。
dominion-error-cannot-gain = そのカードは今は獲得できません。
dominion-error-order-all = すべてのカードを順番に並べてください。
dominion-error-not-action = 今使えるのはアクションカードだけです。
dominion-error-not-treasure = 今出せるのは財宝だけです。
dominion-error-no-actions = アクションが残っていません。
dominion-error-no-treasures = 出せる財宝がありません。
dominion-error-already-bought = 購入した後は財宝を出せません。
dominion-error-no-buys = 購入回数が残っていません。
dominion-error-pile-empty = そのサプライの山は空です。
dominion-error-cannot-afford = そのカードを買うにはコインが足りません。
dominion-error-game-over = ゲームは終了しています。

## 準備のエラー

dominion-error-kingdom = 「{ $kingdom }」という王国はありません。random、chosen、または推奨の王国から選んでください。
dominion-error-not-kingdom = 「{ $card }」はこのゲームの王国カードではありません。
dominion-error-card-twice = { $card }が2回選ばれています。
dominion-error-chosen-count = 自分で選ぶ王国にはちょうど10種が必要です（今は{ $n }種）。
dominion-error-cards-not-chosen = 王国カードを選べるのは、王国が「自分で選んだ10種」のときだけです。
dominion-error-standing-order = ドミニオンにはその常設指示はありません。
dominion-standing-moat = 他のプレイヤーがアタックカードを使ったとき、手札に{ $card }があれば
dominion-standing-moat-always-reveal = 常にすぐ{ $card }を公開する
dominion-standing-moat-ask-me = 毎回確認する
dominion-standing-moat-always-reveal-note = 誰もあなたを待たないため、公開した{ $card }以外に他のプレイヤーが知ることはありません。
dominion-standing-moat-ask-me-note = 確認されるのは{ $card }を持つプレイヤーだけです。ゲームがあなたの返答を待っている間、公開しないことを選んでも、あなたが{ $card }を持っていることは他のプレイヤーに分かります。
dominion-log-standing-moat-always-reveal = 今後、アタックを受けたときは{ $card }をすぐに公開します。
dominion-log-standing-moat-ask-me = 今後、{ $card }を公開する前に確認します。

## 盤面

dominion-board-turn = ターン
dominion-board-game-over = ゲームは終了しました。
dominion-board-phase-action = アクションフェイズ
dominion-board-phase-buy = 購入フェイズ
dominion-board-actions = アクション
dominion-board-buys = 購入
dominion-board-coins = コイン
dominion-board-resolving = 解決中：
dominion-board-gained = このターンに獲得：
dominion-board-supply = サプライ
dominion-board-empty-piles = 空の山：
dominion-board-cost = コスト
dominion-board-card = カード
dominion-board-left = 残り
dominion-board-types = 種類
dominion-board-players = プレイヤー
dominion-board-player = プレイヤー
dominion-board-hand-size = 手札
dominion-board-deck = 山札
dominion-board-discard-top = 捨て札
dominion-board-in-play = 場
dominion-board-turns = ターン数
dominion-board-vp = 勝利点
dominion-board-set-aside = 脇に置いたカード：
dominion-board-revealed = 公開中：
dominion-board-looking = 見ているカード：
dominion-board-your-hand = あなたの手札
dominion-board-your-deck = 山札の枚数：
dominion-board-you-look-at = あなたが見ているカード
dominion-board-your-discard = あなたの捨て札（上から順）
dominion-board-trash = 廃棄置き場
dominion-board-trash-empty = 廃棄置き場は空です。
dominion-board-final = 終了時の全プレイヤーのカード
dominion-board-everything = 全プレイヤーのカード（すべて公開）
dominion-board-hand = 手札：
dominion-board-deck-order = 山札（上から順）：
dominion-board-collection = 全カード：
dominion-board-hidden = 非公開
dominion-board-deck-hidden = 山札の枚数を数えられるのは持ち主だけです。他のプレイヤーの山札の残り枚数は非公開です。

## 記号（ボードの凡例）

dominion-symbol-coin = コイン
    .text = 購入フェイズに使うお金。カードのコストもコインで表します。
dominion-symbol-vp = 勝利点
    .text = ゲーム終了時に数え、最も多い人が勝ちます。
dominion-symbol-to-play = 手番
    .text = このプレイヤーが今のターンを行っています。
dominion-symbol-action = アクションカード
    .text = アクションフェイズに使用し、1枚ごとにアクションを1つ消費します。
dominion-symbol-treasure = 財宝カード
    .text = 購入フェイズに使用し、コインを生みます。
dominion-symbol-victory = 勝利点カード
    .text = ゲーム終了時に勝利点になります。手札では何もしません。
dominion-symbol-curse = 呪いカード
    .text = −1勝利点。他のプレイヤーのアタックで配られます。
dominion-symbol-attack = アタックカード
    .text = 他のプレイヤー全員にも害を与えます。リアクションで防げることがあります。
dominion-symbol-reaction = リアクションカード
    .text = 何かが起きたとき、他のプレイヤーのターンでも使えます。
dominion-symbol-duration = 持続カード
    .text = 今と次の自分のターンの開始時に働き、それまで場に残ります。

## 得点の内訳

dominion-score-measure = 勝利点
dominion-score-card = { $card }
dominion-log-score-card = { $player }：{ $card } × { $n }、{ $vp }勝利点。
dominion-log-score-total = { $player }の勝利点は合計{ $vp }点です。

## 選択肢の注記：ラベルからは分からない結果

dominion-note-buy-phase = アクションフェイズを終えます。このターンはもうアクションカードを使えません。
dominion-note-end-turn = 手札と場のカードを捨て札にし、新しい手札を引きます。
dominion-note-trash = 廃棄：ゲームから取り除かれます。
dominion-note-discard = 捨て札になります。
dominion-note-topdeck = 山札の一番上に置きます。次に引くカードになります。
dominion-note-set-aside = 脇に置き、書庫の効果が終わったら捨て札にします。代わりにもう1枚引きます。
dominion-note-haven = 裏向きで脇に置き、次の自分のターンの開始時に手札に戻ります。
dominion-note-island = 山札から島マットへ移り、もう戻りません（終了時には得点になります）。

# What each rules version changed (shown when a game moves to it or keeps an older one).
rules-change-2 = 堀は常備命令(常に公開/毎回確認)になり、終了時にすべての手札と勝利点の内訳が公開されます。
rules-change-3 = 手番外の海賊は常備命令に従います。魔女・海の魔女・魔女の小屋は1人ずつ呪いを与え、宝の地図の金貨は1枚ずつ獲得します。
