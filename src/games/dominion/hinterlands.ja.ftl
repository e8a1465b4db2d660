## 異郷（第2版）と、そのカードに必要なタイミングのルール：購入時・獲得時・廃棄時・
## 捨て札時の効果と、ひとつの出来事への複数のリアクション。

dominion-card-berserker = 狂戦士
    .text = アクション－アタック。このカードよりコストの低いカード1枚を獲得する。他のプレイヤー全員は手札が3枚になるまで捨て札にする。場にアクションカードがある状態でこのカードを獲得したとき、これを使用する。
dominion-card-border-village = 国境の村
    .text = アクション。+1カード、+2アクション。このカードを獲得したとき、これよりコストの低いカード1枚も獲得する。
dominion-card-cartographer = 地図職人
    .text = アクション。+1カード、+1アクション。山札の上から4枚を見て、好きな枚数を捨て札にし、残りを好きな順番で山札の上に戻す。
dominion-card-cauldron = 大釜
    .text = 財宝－アタック：2コイン、+1購入。このターンにアクションカードを3枚目に獲得したとき、他のプレイヤー全員は呪い1枚を獲得する。
dominion-card-crossroads = 岐路
    .text = アクション。手札を公開し、その中の勝利点カード1枚につき1枚引く。このターン最初の岐路なら+3アクションも得る。
dominion-card-develop = 開発
    .text = アクション。手札1枚を廃棄する。そのカードよりちょうど1コスト高いカードと、ちょうど1コスト低いカードを1枚ずつ、好きな順番で獲得して山札の上に置く。
dominion-card-farmland = 農地
    .text = 勝利点：2勝利点。このカードを購入したとき、手札1枚を廃棄し、それよりちょうど2コスト高い、農地以外のカード1枚を獲得する。
dominion-card-fools-gold = 愚者の黄金
    .text = 財宝－リアクション：このターン最初の愚者の黄金なら1コイン、それ以外は4コイン。他のプレイヤーが属州を獲得したとき、手札からこれを廃棄して金貨1枚を獲得し山札の上に置いてもよい。
dominion-card-guard-dog = 番犬
    .text = アクション－リアクション。+2カード。その後手札が5枚以下なら、さらに+2カード。他のプレイヤーがアタックカードを使用したとき、先に手札からこれを使用してもよい。
dominion-card-haggler = 値切り屋
    .text = アクション。+2コイン。このターン、カードを購入するたびに、それよりコストの低い勝利点以外のカード1枚も獲得する。
dominion-card-highway = 街道
    .text = アクション。+1カード、+1アクション。これが場にある間、すべてのカードのコストは1少なくなる（0未満にはならない）。
dominion-card-inn = 宿屋
    .text = アクション。+2カード、+2アクション、その後手札2枚を捨て札にする。このカードを獲得したとき、捨て札を見て、その中のアクションカード（これも含む）を好きな枚数山札に混ぜてシャッフルする。
dominion-card-jack-of-all-trades = よろず屋
    .text = アクション。銀貨1枚を獲得する。山札の一番上を見て、捨て札にするか戻す。手札が5枚になるまで引く。財宝以外の手札1枚を廃棄してもよい。
dominion-card-margrave = 辺境伯
    .text = アクション－アタック。+3カード、+1購入。他のプレイヤー全員は1枚引き、その後手札が3枚になるまで捨て札にする。
dominion-card-nomads = 遊牧民
    .text = アクション。+1購入、+2コイン。このカードを獲得したときと廃棄したとき、+2コイン。
dominion-card-oasis = オアシス
    .text = アクション。+1カード、+1アクション、+1コイン。手札1枚を捨て札にする。
dominion-card-scheme = 計略
    .text = アクション。+1カード、+1アクション。このターンのクリーンアップで、場を離れる自分のアクションカード1枚を山札の上に置いてもよい。
dominion-card-souk = スーク
    .text = アクション。+1購入、+7コイン、その後手札1枚につき1コイン減る（0未満にはならない）。このカードを獲得したとき、手札を2枚まで廃棄する。
dominion-card-spice-merchant = 香辛料商人
    .text = アクション。手札の財宝1枚を廃棄してもよい。そうしたら、「+2カード、+1アクション」か「+1購入、+2コイン」を選ぶ。
dominion-card-stables = 厩舎
    .text = アクション。財宝1枚を捨て札にしてもよい。そうしたら+3カード、+1アクション。
dominion-card-trader = 交易商
    .text = アクション－リアクション。手札1枚を廃棄し、そのコスト1につき銀貨1枚を獲得する。カードを獲得したとき、手札からこれを公開して、そのカードを銀貨と交換してもよい。
dominion-card-trail = 小道
    .text = アクション－リアクション。+1カード、+1アクション。クリーンアップ以外でこのカードを獲得・廃棄・捨て札にしたとき、これを使用してもよい。
dominion-card-tunnel = 地下貯蔵庫
    .text = 勝利点－リアクション：2勝利点。クリーンアップ以外でこのカードを捨て札にしたとき、これを公開して金貨1枚を獲得してもよい。
dominion-card-weaver = 織工
    .text = アクション－リアクション。銀貨2枚か、コスト4以下のカード1枚を獲得する。クリーンアップ以外でこのカードを捨て札にしたとき、これを使用してもよい。
dominion-card-wheelwright = 車大工
    .text = アクション。+1カード、+1アクション。手札1枚を捨て札にして、それ以下のコストのアクションカード1枚を獲得してもよい。
dominion-card-witchs-hut = 魔女の小屋
    .text = アクション－アタック。+4カード。手札2枚を公開して捨て札にする。両方ともアクションカードなら、他のプレイヤー全員は呪い1枚を獲得する。

dominion-set-hinterlands = 異郷（第2版）

## 選択
dominion-ask-respond-buy = { $card }を購入しました。効果をどの順番で解決しますか？
dominion-ask-respond-trash = { $cards }を廃棄しました。カードで反応しますか？
dominion-ask-respond-discard = { $cards }を捨て札にしました。カードで反応しますか？
dominion-ask-react-attack = { $player }が{ $card }を使いました。先にカードで反応しますか？
dominion-ask-berserker = 狂戦士よりコストの低いカード1枚を獲得してください。
dominion-ask-cartographer-discard = 捨て札にするカードを選んでください。残りは山札の上に戻ります。
dominion-ask-develop-trash = 廃棄するカードを選んでください。
dominion-ask-develop-gain = ちょうど{ $more }コストか{ $less }コストのカードを獲得して山札の上に置いてください（もう一方は次に選びます）。
dominion-ask-develop-second = ちょうど{ $cost }コストのカードを獲得して山札の上に置いてください。
dominion-ask-jack-discard = 山札の一番上は{ $card }です。捨て札にしますか？
dominion-ask-jack-trash = 財宝以外の手札1枚を廃棄してもかまいません。
dominion-ask-spice-merchant = 手札の財宝1枚を廃棄してもかまいません。
dominion-ask-spice-choose = 香辛料商人の効果を選んでください。
dominion-ask-stables = 財宝1枚を捨て札にして+3カード、+1アクションを得てもかまいません。
dominion-ask-trader = 廃棄するカードを選んでください。そのコスト1につき銀貨1枚を獲得します。
dominion-ask-weaver = 銀貨2枚か、コスト4以下のカード1枚を獲得してください。
dominion-ask-wheelwright = 手札1枚を捨て札にして、それ以下のコストのアクションカードを獲得してもかまいません。
dominion-ask-wheelwright-gain = コスト{ $cost }以下のアクションカード1枚を獲得してください。
dominion-ask-border-village = コスト{ $cost }以下のカード1枚を獲得してください。
dominion-ask-farmland-trash = 農地：廃棄するカードを選んでください。
dominion-ask-farmland-gain = ちょうど{ $cost }コストのカード（農地以外）1枚を獲得してください。
dominion-ask-haggler = { $card }の後で：コスト{ $cost }以下の勝利点以外のカード1枚を獲得してください。
dominion-ask-inn = 山札に混ぜるアクションカードを捨て札から選んでください。
dominion-ask-souk = 手札を2枚まで廃棄してもかまいません。
dominion-ask-scheme = 山札の上に置く場のアクションカードを{ $n }枚まで選んでください。
dominion-opt-discard-it = 捨て札にする
dominion-opt-put-back = 戻す
dominion-opt-discard-nothing = 何も捨て札にしない
dominion-opt-spice-cards = +2カード、+1アクション
dominion-opt-spice-coins = +1購入、+2コイン
dominion-opt-two-silvers = 銀貨2枚

## ログ
dominion-log-buy-first = { $player }は{ $card }を購入した。獲得の前に購入時の効果を解決する。
dominion-log-reveal-whole-hand = { $player }は手札を公開した：{ $cards }
dominion-log-nomads = { $player }は{ $card }で2コインを得た。
dominion-log-trader = { $player }は{ $by }を公開し、{ $card }を銀貨と交換した。
dominion-log-inn = { $player }は捨て札の{ $cards }を山札に混ぜてシャッフルした。
dominion-log-scheme = { $player }は場を離れる{ $cards }を山札の上に置いた。

## 常設指示
dominion-standing-guard-dog = 他のプレイヤーがアタックカードを使ったとき、手札に{ $card }があれば
dominion-standing-guard-dog-always-play = 常にすぐ{ $card }を使用する
dominion-standing-guard-dog-ask-me = 毎回確認する
dominion-standing-guard-dog-always-play-note = 誰もあなたを待たないため、使用した{ $card }以外に他のプレイヤーが知ることはありません。
dominion-standing-guard-dog-ask-me-note = 確認されるのは{ $card }を持つプレイヤーだけです。ゲームがあなたの返答を待っている間、あなたが{ $card }を持っていることは他のプレイヤーに分かります。
dominion-log-standing-guard-dog-always-play = 今後、アタックを受けたときは{ $card }をすぐに使用します。
dominion-log-standing-guard-dog-ask-me = 今後、アタックを受けたときは{ $card }を使用する前に確認します。
dominion-standing-fools-gold = 他のプレイヤーが属州を獲得したとき、手札に{ $card }があれば
dominion-standing-fools-gold-always-trash = 常にすぐ{ $card }をすべて廃棄して金貨を獲得する
dominion-standing-fools-gold-ask-me = 毎回確認する
dominion-standing-fools-gold-always-trash-note = 誰もあなたを待たないため、廃棄した{ $card }以外に他のプレイヤーが知ることはありません。
dominion-standing-fools-gold-ask-me-note = 確認されるのは{ $card }を持つプレイヤーだけです。ゲームがあなたの返答を待っている間、あなたが{ $card }を持っていることは他のプレイヤーに分かります。
dominion-log-standing-fools-gold-always-trash = 今後、他のプレイヤーが属州を獲得したときは{ $card }をすぐに廃棄して金貨を獲得します。
dominion-log-standing-fools-gold-ask-me = 今後、{ $card }を廃棄して金貨を獲得する前に確認します。
dominion-standing-trader = 他のプレイヤーのターンにカードを獲得したとき、手札に{ $card }があれば
dominion-standing-trader-curses-only = 呪いだけをすぐに銀貨と交換する
dominion-standing-trader-ask-me = 毎回確認する
dominion-standing-trader-curses-only-note = 誰もあなたを待たないため、公開した{ $card }以外に他のプレイヤーが知ることはありません。
dominion-standing-trader-ask-me-note = 確認されるのは{ $card }を持つプレイヤーだけです。ゲームがあなたの返答を待っている間、あなたが{ $card }を持っていることは他のプレイヤーに分かります。
dominion-log-standing-trader-curses-only = 今後、他のプレイヤーのターンに獲得した呪いはすぐに銀貨と交換します。
dominion-log-standing-trader-ask-me = 今後、他のプレイヤーのターンに{ $card }を公開する前に確認します。

## ボード
dominion-board-this-turn = このターン：
dominion-this-turn-cauldron = このターン3枚目に獲得したアクションカードで他のプレイヤーに呪いを与える
dominion-this-turn-haggler = 購入したカードごとに、より安い勝利点以外のカードを獲得する
dominion-this-turn-scheme = クリーンアップで場を離れるアクションカードを山札の上に置ける
