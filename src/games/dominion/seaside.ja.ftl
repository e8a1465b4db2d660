## 海辺（第2版）と、そのカードが必要とするタイミングの規則。

dominion-card-astrolabe = アストロラーベ
    .text = 財宝－持続：1コイン、+1 カードを購入。次のターンの開始時にも +1 コイン、+1 カードを購入。
dominion-card-bazaar = バザー
    .text = アクション。+1 カードを引く、+2 アクション、+1 コイン。
dominion-card-blockade = 封鎖
    .text = アクション－持続－アタック。コスト4以下のカードを1枚獲得し、このカードと一緒に脇に置く。次のターンの開始時にそれを手札に加える。それまでの間、他のプレイヤーが自分のターンにそのカードと同じカードを獲得すると、そのプレイヤーは呪いも獲得する。
dominion-card-caravan = 隊商
    .text = アクション－持続。+1 カードを引く、+1 アクション。次のターンの開始時に +1 カードを引く。
dominion-card-corsair = 私掠船
    .text = アクション－持続－アタック。+2 コイン。次のターンの開始時に +1 カードを引く。それまでの間、他のプレイヤーは各ターンに最初に使用した銀貨か金貨を廃棄する。
dominion-card-cutpurse = 巾着切り
    .text = アクション－アタック。+2 コイン。他のプレイヤーは全員、銅貨を1枚捨て札にする。銅貨がなければ手札を公開する。
dominion-card-fishing-village = 漁村
    .text = アクション－持続。+2 アクション、+1 コイン。次のターンの開始時に +1 アクション、+1 コイン。
dominion-card-haven = 停泊所
    .text = アクション－持続。+1 カードを引く、+1 アクション。手札1枚を裏向きで脇に置き、次のターンの開始時に手札に加える。
dominion-card-island = 島
    .text = アクション－勝利点：2勝利点。使用したら、このカードと手札1枚を自分の島マットに置く（ゲーム終了まで置いたまま）。
dominion-card-lighthouse = 灯台
    .text = アクション－持続。+1 アクション。今と次のターンの開始時に +1 コイン。それまでの間、他のプレイヤーのアタックの影響を受けない。
dominion-card-lookout = 見張り
    .text = アクション。+1 アクション。山札の上から3枚を見て、1枚を廃棄し、1枚を捨て札にし、残り1枚を山札の上に戻す。
dominion-card-merchant-ship = 商船
    .text = アクション－持続。今と次のターンの開始時に +2 コイン。
dominion-card-monkey = 猿
    .text = アクション－持続。次のターンまでの間、右隣のプレイヤーがカードを獲得するたびに +1 カードを引く。次のターンの開始時に +1 カードを引く。
dominion-card-native-village = 原住民の村
    .text = アクション。+2 アクション。山札の一番上のカードを裏向きで原住民の村マットに置く（いつでも見てよい）か、マットのカードをすべて手札に加えるかを選ぶ。
dominion-card-outpost = 前哨地
    .text = アクション－持続。このターンに使用した最初の前哨地で、このターンが追加ターンでなければ、このターンの後に追加ターンを得る。そのための手札は3枚だけ引く。
dominion-card-pirate = 海賊
    .text = アクション－持続－リアクション。次のターンの開始時に、コスト6以下の財宝を1枚獲得して手札に加える。誰かが財宝を獲得したとき、このカードを手札から使用してもよい。
dominion-card-sailor = 船乗り
    .text = アクション－持続。+1 アクション。このターンに1度、持続カードを獲得したとき、それを使用してもよい。次のターンの開始時に +2 コイン、手札1枚を廃棄してもよい。
dominion-card-salvager = 引揚水夫
    .text = アクション。+1 カードを購入。手札1枚を廃棄し、そのコスト分のコインを得る。
dominion-card-sea-chart = 海図
    .text = アクション。+1 カードを引く、+1 アクション。山札の一番上のカードを公開し、同じカードが場に出ていれば手札に加える。
dominion-card-sea-witch = 海の魔女
    .text = アクション－持続－アタック。+2 カードを引く。他のプレイヤーは全員、呪いを1枚獲得する。次のターンの開始時に +2 カードを引き、その後カード2枚を捨て札にする。
dominion-card-smugglers = 密輸人
    .text = アクション。右隣のプレイヤーが直前のターンに獲得したカードのうちコスト6以下のものと同じカードを1枚獲得する。
dominion-card-tactician = 策士
    .text = アクション－持続。手札が1枚以上あれば、手札をすべて捨て札にし、次のターンの開始時に +5 カードを引く、+1 アクション、+1 カードを購入。
dominion-card-tide-pools = 潮だまり
    .text = アクション－持続。+3 カードを引く、+1 アクション。次のターンの開始時にカード2枚を捨て札にする。
dominion-card-treasure-map = 宝の地図
    .text = アクション。このカードと手札の宝の地図1枚を廃棄する。宝の地図を2枚廃棄したら、金貨を4枚獲得して山札の上に置く。
dominion-card-treasury = 宝物庫
    .text = アクション。+1 カードを引く、+1 アクション、+1 コイン。このターンの購入フェイズに勝利点カードを獲得していなければ、購入フェイズの終了時にこのカードを山札の上に置いてもよい。
dominion-card-warehouse = 倉庫
    .text = アクション。+3 カードを引く、+1 アクション。カード3枚を捨て札にする。
dominion-card-wharf = 波止場
    .text = アクション－持続。今と次のターンの開始時に +2 カードを引く、+1 カードを購入。


## オプション

dominion-option-sets = ランダム王国に使うセット（選ばなければ基本セット）
dominion-set-base = 基本セット（第2版）
dominion-set-seaside = 海辺（第2版）
dominion-error-set = 「{ $set }」というセットはありません。
dominion-error-sets-not-random = セットを選べるのはランダム王国のときだけです。

## 選択

dominion-ask-discard-n = { $card }：カードを{ $n }枚捨て札にしてください。
dominion-ask-duration-order = 次に解決する持続カードを選んでください。
dominion-ask-respond-gain = { $player }が{ $card }を獲得しました。カードで反応しますか？
dominion-ask-respond = カードで反応しますか？
dominion-opt-respond-none = これ以上反応しない
dominion-ask-pirate-gain = 海賊：手札に加えるコスト6以下の財宝を選んでください。
dominion-ask-sailor-trash = 船乗り：手札1枚を廃棄してもかまいません。
dominion-ask-treasury = 宝物庫：場の宝物庫を山札の上に置きますか？
dominion-opt-treasury-topdeck = 山札の上に置く
dominion-opt-treasury-leave = 置かない
dominion-ask-blockade = 封鎖：獲得して脇に置く、コスト4以下のカードを選んでください。
dominion-ask-haven = 停泊所：次のターンまで脇に置く手札を1枚選んでください。
dominion-ask-island = 島：島マットに置く手札を1枚選んでください。
dominion-ask-lookout-trash = 見張り：廃棄するカードを選んでください。
dominion-ask-lookout-discard = 見張り：捨て札にするカードを選んでください。残りは山札の上に戻します。
dominion-ask-native-village = 原住民の村：山札の一番上のカードをマットに置きますか、マットのカードを手札に加えますか？
dominion-opt-native-village-mat = 山札の一番上のカードをマットに置く
dominion-opt-native-village-take = マットのカードを手札に加える
dominion-ask-salvager = 引揚水夫：廃棄する手札を1枚選んでください。
dominion-ask-smugglers = 密輸人：獲得するカードを選んでください。

## ログ

dominion-log-gain-set-aside = { $player }は{ $card }を獲得し、脇に置きました。
dominion-log-shielded = { $player }は{ $card }に守られています。
dominion-log-extra-turn = { $player }が追加ターンを行います。
dominion-log-take-held = { $player }は{ $cards }を手札に加えました。
dominion-log-take-held-count = { $player }は脇に置いたカード{ $n }枚を手札に加えました。
dominion-log-topdeck-public = { $player }は{ $card }を山札の上に置きました。
dominion-log-corsair = { $player }は{ $by }によって{ $card }を廃棄しました。
dominion-log-haven = { $player }は{ $card }を裏向きで脇に置きました。
dominion-log-haven-hidden = { $player }はカード1枚を裏向きで脇に置きました。
dominion-log-island = { $player }は{ $cards }を島マットに置きました。
dominion-log-native-village-put = { $player }は{ $card }を原住民の村マットに置きました。
dominion-log-native-village-put-hidden = { $player }はカード1枚を原住民の村マットに置きました。
dominion-log-native-village-take = { $player }は原住民の村マットから{ $cards }を手札に加えました。
dominion-log-native-village-take-count = { $player }は原住民の村マットからカード{ $n }枚を手札に加えました。
dominion-log-to-hand = { $player }は{ $card }を手札に加えました。
dominion-log-reveal-hand-no-copper = { $player }は銅貨のない手札を公開しました：{ $cards }。

## ボード

dominion-board-durations = 持続：
dominion-board-island = 島マット：
dominion-board-native-village = 原住民の村マット：
dominion-board-extra-turn = 追加ターン
dominion-board-extra-next = このあと追加ターン
dominion-later-cards = +{ $n } カードを引く
dominion-later-actions = +{ $n } アクション
dominion-later-buys = +{ $n } カードを購入
dominion-later-coins = +{ $n } コイン
dominion-later-take-held = 脇に置いたカードを手札に
dominion-later-discard = { $n }枚捨て札
dominion-later-gain-treasure = コスト6以下の財宝を手札に獲得
dominion-later-may-trash = 手札1枚を廃棄してもよい
dominion-later-extra-turn = 追加ターン
dominion-until-shield = アタックの影響を受けない
dominion-until-corsair = 他のプレイヤーは最初の銀貨か金貨を廃棄
dominion-until-monkey = { $player }がカードを獲得するたびに +1 カード
dominion-until-blockade = 自分のターンに同じカードを獲得した他のプレイヤーは呪いも獲得
dominion-board-face-down = 裏向き：
dominion-kingdom-high-seas = 外洋（推奨・海辺）
dominion-kingdom-buried-treasure = 埋もれた宝（推奨・海辺）
dominion-kingdom-reach-for-tomorrow = 明日へ手を伸ばせ（推奨・基本＋海辺）
dominion-kingdom-repetition = 繰り返し（推奨・基本＋海辺）
dominion-standing-pirate = 他のプレイヤーのターンに誰かが財宝を獲得したとき、手札に{ $card }があれば
dominion-standing-pirate-always-play = 常にすぐ{ $card }をすべて使用する
dominion-standing-pirate-ask-me = 毎回確認する
dominion-standing-pirate-always-play-note = 誰もあなたを待たないため、使用した{ $card }以外に他のプレイヤーが知ることはありません。
dominion-standing-pirate-ask-me-note = 確認されるのは{ $card }を持つプレイヤーだけです。ゲームがあなたの返答を待っている間、あなたが{ $card }を持っていることは他のプレイヤーに分かります。
dominion-log-standing-pirate-always-play = 今後、他のプレイヤーのターンに財宝が獲得されたときは{ $card }をすぐに使用します。
dominion-log-standing-pirate-ask-me = 今後、他のプレイヤーのターンに{ $card }を使用する前に確認します。
