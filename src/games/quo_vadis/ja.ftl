quo-vadis-title = クオ・ヴァディス

## エピックカードとスキル

quo-vadis-card-blessing = 祝福
    .text = アクション1回につき戦意+1。さらにカード1枚につき神の怒り+1。
quo-vadis-card-labor = 労働
    .text = アクション1回につき食料+1。
quo-vadis-card-miracle = 奇跡
    .text = アクション1回につき信仰+1。
quo-vadis-card-revelation = 啓示
    .text = アクション1回につき、創世エリアにいる自分のワーカー1人を隣のマスへ1マス移動（地形無視・食料不要）。
quo-vadis-card-prosperity = 繁栄
    .text = アクション1回につき1VP。さらに手札1枚を捨てるか、資源1つを別の資源1つに交換してもよい。
quo-vadis-card-B01 = 巡礼路
    .text = 毎ターン1回、地形の食料がかかる最初の配置はその食料が不要（追加ワーカーの食料は払う）。
quo-vadis-card-B02 = 凱歌
    .text = 戦争に勝つと、さらに2VP。
quo-vadis-card-B03 = 石垣
    .text = 創世エリアにある自分の無事なタウンは、戦力1ではなく2になる。
quo-vadis-card-B04 = 山の砦
    .text = 戦争に負けても、創世エリアの自分のワーカー1人はそのマスに残る。
quo-vadis-card-B05 = 神託
    .text = 毎ターン最初に選ぶフリーの創世カードは信仰を払わなくてよい。
quo-vadis-card-B06 = 太陽の預言者
    .text = カードを奇跡として使うたびに1VP。
quo-vadis-card-B07 = 頑健な民
    .text = 建設・再建したタウンの人口は2から始まる。
quo-vadis-card-B08 = 冬の忍耐
    .text = 世代継続でその世代が3枚以上になったら1VP。
quo-vadis-card-B09 = 大洪水
    .text = 神の怒りで地形トークンを置いたあと、創世エリアの隣のエリア1つに海のトークンを置いてもよい。
quo-vadis-card-B10 = 航海の民
    .text = 啓示で創世エリアの外に出たワーカーも、残りのアクションで移動を続けられる。
quo-vadis-card-S01 = 熱き祈り
    .text = 祝福のアクション+1。
quo-vadis-card-S02 = たゆまぬ手
    .text = 労働のアクション+1。
quo-vadis-card-S03 = 驚異
    .text = 奇跡のアクション+1。
quo-vadis-card-S04 = 幻視者
    .text = 啓示のアクション+1。
quo-vadis-card-S05 = 黄金時代
    .text = 繁栄のアクション+1。
quo-vadis-card-S06 = 書庫
    .text = 手札上限が5枚になる。
quo-vadis-card-S07 = 道路建設
    .text = 追加ワーカーの基本の食料が不要（地形の食料は払う）。
quo-vadis-card-S08 = 開拓者
    .text = 毎ターン1回、創世エリアのすぐ外のマスにも通常のコストで配置できる。
quo-vadis-card-S09 = 俊足
    .text = 毎ターン1回、配置のあとで創世エリアの自分のワーカー1人を1マス移動してよい。
quo-vadis-card-S10 = 貯蔵庫
    .text = 戦意・食料・信仰の上限がそれぞれ+1。
quo-vadis-card-S11 = 古強者
    .text = 参加するすべての戦争で戦力+1。
quo-vadis-card-S12 = 伏兵
    .text = 他のプレイヤーの手番の戦争で戦力+2。
quo-vadis-card-S13 = 征服者
    .text = 自分の手番の戦争で戦力+2。
quo-vadis-card-S14 = 鉄のダイス
    .text = 戦争では常にd8を振る。
quo-vadis-card-S15 = 軍鼓
    .text = 戦争で使った戦意1につき戦力+2。
quo-vadis-card-S16 = 攻城兵器
    .text = 戦争に勝つと、創世エリアの相手のタウンは人口を1ではなく2失う。
quo-vadis-card-S17 = 殉教者
    .text = 戦争に負けると2VP。
quo-vadis-card-S18 = 城塞
    .text = 戦争に負けても、創世エリアの自分のタウンは人口を失わない。
quo-vadis-card-S19 = 石工
    .text = タウンを建設したとき、破壊された自分のタウン1つをどこでも再建してよい。
quo-vadis-card-S20 = 繁殖
    .text = 創世エリアの自分のタウンの人口が1ではなく2増える。
quo-vadis-card-S21 = 中心地
    .text = 領土ボーナスで支配エリアを1つ多く数える。
quo-vadis-card-S22 = 新興都市
    .text = タウンを建設すると2VP。
quo-vadis-card-S23 = 避難民
    .text = 戦争に負けたとき、戻ったワーカー1人を、自分の駒のない創世エリアのすぐ外のマスに置いてよい。
quo-vadis-card-S24 = 記念碑
    .text = ゲーム終了時、自分の適性地形にある無事なタウン1つにつき2VP。
quo-vadis-card-S25 = 再起
    .text = ゲーム中1回、戦争のダイスのあとで自分のダイスを振り直してよい。
quo-vadis-card-S26 = 宝物庫
    .text = ゲーム終了時、持っている資源2つにつき1VP。
quo-vadis-card-S27 = 都市計画
    .text = 都市ボーナスで最後の世代を1枚多く数える。
quo-vadis-card-S28 = 様式の庇護者
    .text = スタイルボーナスを表の1つ上の枚数で読む。
quo-vadis-card-S29 = 神の激昂
    .text = 神の怒りが2個から使え、レベルが1つ上がる。
quo-vadis-card-S30 = 祝祭
    .text = ゲーム中1回、使うカードのアクション数を2倍にする。

## シンボル

quo-vadis-icon-glorious = グロリアス
    .text = 緑のコマ。適性地形は平地（もともと誰でも無料）なので、ほかに無料の地形はありません。
quo-vadis-icon-highlanders = ハイランダー
    .text = 灰色のコマ。適性地形は山岳。
quo-vadis-icon-sandborn = サンドボーン
    .text = 黄色のコマ。適性地形は砂漠。
quo-vadis-icon-frostkin = フロストキン
    .text = 白のコマ。適性地形は凍土。
quo-vadis-icon-tidefolk = タイドフォーク
    .text = 青のコマ。適性地形は海。
quo-vadis-icon-morale = 戦意
    .text = 資源。戦争で使うと1つにつき戦力+1。
quo-vadis-icon-food = 食料
    .text = 資源。ワーカーの配置に払います。
quo-vadis-icon-faith = 信仰
    .text = 資源。フリーの創世カードと御無心に払います。
quo-vadis-icon-wrath = 神の怒り
    .text = 資源ではありません。戦争に負けたときと祝福で増え、3以上で神の怒りを起こせます。
quo-vadis-icon-plains = 平地
quo-vadis-icon-mountains = 山岳
quo-vadis-icon-desert = 砂漠
quo-vadis-icon-tundra = 凍土
quo-vadis-icon-sea = 海
quo-vadis-icon-d6 = 6面ダイス
quo-vadis-icon-d8 = 8面ダイス
quo-vadis-icon-territory = 領土ボーナス
quo-vadis-icon-war = 戦争
quo-vadis-icon-prosperity = 繁栄
quo-vadis-icon-city = 都市ボーナス
quo-vadis-icon-population = 人口
quo-vadis-icon-style = スタイルボーナス
quo-vadis-icon-skills = スキル

## オプション

quo-vadis-option-boards = 種族ボード
quo-vadis-option-boards-standard = 標準面（全種族同じ上限）
quo-vadis-option-boards-custom = カスタム面（種族ごとの上限）
quo-vadis-option-devotion = 御無心（信仰2でカードを好きな種類として使う）
quo-vadis-option-races = 種族の決め方
quo-vadis-option-races-random = ランダムに配る
quo-vadis-option-races-pick = ランダムな順に選ぶ
quo-vadis-option-variant = データのバリアント
quo-vadis-variant = { $name }

## 質問

quo-vadis-ask-race = 種族を選んでください。
quo-vadis-ask-draft = ドラフト：スキルを1枚残し、残りを左に渡してください。
quo-vadis-ask-split = 初期キューブ{ $cubes }個を戦意・食料・信仰に分けてください。
quo-vadis-ask-basic = 基本スキルを選んでください（全員が選んだら公開）。
quo-vadis-ask-area = 創世エリアを選んでください。
quo-vadis-ask-route = どの創世カードを使いますか？
quo-vadis-ask-wrath = 神の怒りが{ $wrath }個あります。神の怒りを発動しますか（全部支払います）？
quo-vadis-ask-wrath-spaces = 神の怒りを下す創世エリアのマスを最大{ $n }つ選んでください。
quo-vadis-ask-token-source = { $terrain }のトークンが残っていません。どのエリアから持ってきますか？
quo-vadis-ask-deluge = 大洪水：創世エリアの隣のエリアに海のトークンを置きますか？
quo-vadis-ask-first-worker = 最初のワーカーを配置してください（必須）。
quo-vadis-ask-more-workers = ワーカーを追加で配置するか、終了してください。
quo-vadis-ask-swift-feet = 俊足：ワーカー1人を1マス動かしますか？
quo-vadis-ask-card = 置くエピックカードを選んでください。
quo-vadis-ask-mode = 世代継続か、世代交代か？
quo-vadis-ask-devotion = 御無心：信仰{ $faith }を払って、このターンだけ別の種類として使いますか？
quo-vadis-ask-jubilee = 祝祭（ゲーム中1回）：このカードのアクション数を2倍にしますか？
quo-vadis-ask-revelation = 啓示：残り{ $n }回移動できます。
quo-vadis-ask-prosperity = 繁栄：残り{ $n }回。1回ごとに1VP、さらにもう一つ効果を選べます。
quo-vadis-ask-change-discard = 世代交代しました。手札を好きなだけ捨ててください。
quo-vadis-ask-bid = エリア{ $area }で戦争：戦意とダイスを除くあなたの戦力は{ $strength }です。戦意1つにつき戦力+{ $per }。ただ一人最も多く使った人は戦意高揚し、ダイスを2回振ります。手持ちの戦意{ $morale }のうち、いくつ使いますか？
quo-vadis-ask-reroll = 再起：ダイスの目は{ $roll }です。振り直しますか？
quo-vadis-ask-fastness = 山の砦：どのワーカーを残しますか？
quo-vadis-ask-refugees = 避難民：戻ったワーカーを創世エリアの隣のマスに置きますか？
quo-vadis-ask-war-resource = 戦争に勝ちました。資源を選んでください（残り{ $n }）。
quo-vadis-ask-town = タウンにするワーカーを選んでください。
quo-vadis-ask-masons = 石工：破壊された自分のタウンも再建しますか？
quo-vadis-ask-skill-set = 伏せているスキルを1枚公開してください。

## 選択肢

quo-vadis-opt-race = { $race }
quo-vadis-opt-skill = { $skill }
quo-vadis-opt-skill-recommended = { $skill }（おすすめ）
quo-vadis-opt-split = 戦意{ $morale }・食料{ $food }・信仰{ $faith }
quo-vadis-opt-area = エリア{ $area }（信仰{ $faith }）
quo-vadis-opt-area-plain = エリア{ $area }
quo-vadis-opt-route = カード{ $cards }（信仰{ $faith }）
quo-vadis-opt-wrath-invoke = 神の怒りを発動する
quo-vadis-opt-wrath-skip = 今はしない
quo-vadis-opt-space = マス{ $space }
quo-vadis-opt-place = マス{ $space }（食料{ $food }）
quo-vadis-opt-done = 配置を終える
quo-vadis-opt-move = { $from }から{ $to }へ移動
quo-vadis-opt-card = { $card }
quo-vadis-opt-continue = 世代継続
quo-vadis-opt-change = 世代交代
quo-vadis-opt-no-devotion = 御無心しない
quo-vadis-opt-devotion = { $card }として使う
quo-vadis-opt-yes = はい
quo-vadis-opt-no = いいえ
quo-vadis-opt-stop = やめる
quo-vadis-opt-prosperity-vp = VPだけ
quo-vadis-opt-prosperity-discard = VPと{ $card }を捨てる
quo-vadis-opt-prosperity-convert = VPと{ $from }1を{ $to }1に交換
quo-vadis-opt-reroll = 振り直す
quo-vadis-opt-keep = そのまま
quo-vadis-opt-resource = { $resource }

## エラー

quo-vadis-error-answer = その選択肢はありません。
quo-vadis-error-not-now = 今あなたが決めることはありません。
quo-vadis-error-area = その創世カードではそのエリアを選べません。
quo-vadis-error-place = そこにはワーカーを置けません。
quo-vadis-error-move = そのワーカーはそこへ動けません。
quo-vadis-error-change = 今は世代交代できません：手元のタウンと、タウンのないマスにいる自分のワーカーが必要です。
quo-vadis-error-variant = データのバリアント{ $name }は使えません：{ $detail }

## ログ

quo-vadis-log-race = { $player }は{ $race }になりました。
quo-vadis-log-draft-pick = { $player }は{ $skill }を残しました。
quo-vadis-log-draft-picked = { $player }はスキルを1枚残しました。
quo-vadis-log-draft-pass = { $player }はスキル{ $n }枚を{ $to }に渡しました。
quo-vadis-log-draft-last = 全員が手元の最後のスキルを残しました。
quo-vadis-log-split = { $player }の初期資源：戦意{ $morale }・食料{ $food }・信仰{ $faith }。
quo-vadis-log-basic-chosen-own = 基本スキルに{ $skill }を選びました。
quo-vadis-log-basic-chosen = { $player }は基本スキルを選びました。
quo-vadis-log-basic-skill = { $player }の基本スキルは{ $skill }です。
quo-vadis-log-turn = 第{ $round }ラウンド：{ $player }の手番。
quo-vadis-log-area = { $player }はカード{ $cards }でエリア{ $area }を選びました（信仰{ $faith }）。
quo-vadis-log-wrath = { $player }は神の怒り{ $paid }を払い、{ $spaces }に神の怒りが下りました。
quo-vadis-log-token = エリア{ $area }に{ $terrain }のトークンが置かれました。
quo-vadis-log-token-moved = { $terrain }のトークンがエリア{ $area }から取り除かれました。
quo-vadis-log-town-loses = { $player }の{ $space }のタウンは人口を{ $n }失いました。
quo-vadis-log-town-destroyed = { $player }の{ $space }のタウンは破壊されました。
quo-vadis-log-population = { $player }の{ $space }のタウンの人口が{ $n }増えました。
quo-vadis-log-place = { $player }は{ $space }にワーカーを置きました（食料{ $food }）。
quo-vadis-log-move = { $player }はワーカーを{ $from }から{ $to }へ動かしました。
quo-vadis-log-continue = { $player }は{ $card }を{ $kind }として第{ $generation }世代に継続：アクション{ $n }回。
quo-vadis-log-change = { $player }は{ $card }を{ $kind }として第{ $generation }世代へ交代：アクション{ $n }回。
quo-vadis-log-devotion = { $player }は御無心でカードを{ $kind }として使います。
quo-vadis-log-jubilee = { $player }は祝祭を使い、アクションが2倍になりました。
quo-vadis-log-gain = { $player }は{ $what }を{ $n }得ました。
quo-vadis-log-vp = { $player }は{ $n }VP獲得（{ $source }）。
quo-vadis-log-discard = { $player }は{ $cards }を捨てました。
quo-vadis-log-bid = { $player }は戦意を{ $n }使いました。
quo-vadis-log-elated = { $player }は戦意高揚し、ダイスを2回振ります。
quo-vadis-log-roll = { $player }は{ $die }を振って{ $rolls }、{ $kept }を採用。
quo-vadis-log-reroll = { $player }は再起で振り直して{ $rolls }、{ $kept }を採用。
quo-vadis-log-strength = { $player }の戦力：基本{ $base }＋戦意{ $morale }＋ダイス{ $roll }＝{ $n }。
quo-vadis-log-war-won = { $player }が戦争に勝ちました。
quo-vadis-log-workers-return = { $player }のワーカー{ $n }人が手元に戻りました。
quo-vadis-log-refugees = { $player }の避難民が{ $space }に移りました。
quo-vadis-log-build = { $player }は{ $space }にタウンを建設しました。
quo-vadis-log-no-town = { $player }はタウンを建設できるワーカーがいません。
quo-vadis-log-rebuild = { $player }は{ $space }のタウンを再建しました。
quo-vadis-log-territory = { $player }の領土ボーナス：{ $cards }枚×{ $areas }エリア＝{ $vp }VP。
quo-vadis-log-skill-set = { $player }はスキル{ $skill }を公開しました。
quo-vadis-log-reshuffle = 捨て札をシャッフルして新しい山札にしました。
quo-vadis-log-draw-cards = { $player }は{ $cards }を引きました。
quo-vadis-log-draw = { $player }はカードを{ $n }枚引きました。
quo-vadis-outcome = 10ラウンドが終わりました。同点なら{ $start }から手番順で先のプレイヤーが上位です。

## ボード

quo-vadis-board-status = 第{ $round }/{ $rounds }ラウンド：{ $player }の手番。
quo-vadis-board-finished = ゲーム終了。
quo-vadis-board-map = マップ
quo-vadis-board-creation-cards = 創世カード
quo-vadis-board-reserve = 手元のワーカー／タウン
quo-vadis-board-vp = 勝利点
quo-vadis-board-hand = 手札の枚数
quo-vadis-board-face-down = 伏せたスキル
quo-vadis-board-your-hand = あなたの手札
quo-vadis-board-your-skills = あなたの伏せたスキル

## 戦争：ログとボードの表示

quo-vadis-log-war = エリア{ $area }で戦争が起きました。
quo-vadis-log-war-side = { $player }が基本戦力{ $n }（ワーカー{ $workers }、タウン{ $towns }、支配する隣接エリア{ $areas }、スキル{ $skills }）で参戦し、{ $die }を振ります。
quo-vadis-war-title = エリア{ $area }の戦争
quo-vadis-war-bidding = 次は{ $player }が戦意を出します。この順に出し、全員に公開されます。
quo-vadis-war-rolled = ダイスを振りました。
quo-vadis-war-won = { $player }が戦争に勝ちました。
quo-vadis-war-no-elation = 最多の戦意が並んだので、戦意高揚した人はいません。
quo-vadis-war-elated = { $player }が戦意高揚（ただ一人の最多）：ダイスを2回振り、よいほうを採用。
quo-vadis-war-base = 基本{ $n }
quo-vadis-war-part-workers = ワーカー{ $n }
quo-vadis-war-part-towns = タウン{ $n }
quo-vadis-war-part-areas = 隣接エリア{ $n }
quo-vadis-war-part-skills = スキル{ $n }
quo-vadis-war-bid = 戦意{ $n }を使用（戦力+{ $strength }）
quo-vadis-war-bid-waiting = まだ出していません
quo-vadis-war-bid-now = いま戦意を選んでいます
quo-vadis-war-die = { $die }：{ $rolls } → { $kept }
quo-vadis-war-die-waiting = { $die }を振ります
quo-vadis-war-total = 合計{ $n }

## 選択肢の横の説明：選ぶと何が起きるか

quo-vadis-note-continue = カードは第{ $generation }世代（いま{ $cards }枚）に加わり、アクション{ $n }回。タウン・領土ボーナス・新スキルはありません。
quo-vadis-note-continue-only = カードは第{ $generation }世代（いま{ $cards }枚）に加わり、アクション{ $n }回。いまは世代交代できません：手元のタウンと、タウンのないマスにいる自分のワーカーが必要で、世代は6つまでです。
quo-vadis-note-change = 第{ $generation }世代を開き、アクションは1回。このあとタウンを建設し（必須）、手札を捨ててもよく、領土ボーナスを得ます：旧世代{ $cards }枚×手番の終わりに支配しているエリア数（いま{ $areas }：{ $vp }VP）{ $skills ->
    [0] 。
   *[other] 。さらに伏せたスキルを1枚公開します。
}
quo-vadis-note-devotion = 信仰を{ $faith }払います。
quo-vadis-note-once-used = { $skill }（ゲーム中1回）を使います。
quo-vadis-note-discarded = 表向きで捨てます。
quo-vadis-note-wrath = 神の怒りを全部（{ $wrath }）払います。創世エリアの選んだマス（最大{ $spaces }）では全員のワーカー（自分のも）が手元に戻り、タウンは人口を{ $population }失います。そのあとエリアを{ $terrain }のトークンで覆います。
quo-vadis-note-strike = ここのワーカーはすべて手元に戻り、タウンは人口を{ $n }失います。
quo-vadis-note-token-taken = エリア{ $area }はトークンを失い、印刷された地形に戻ります。
quo-vadis-note-token-replaced = { $terrain }のトークンを置き換え、3マスとも海になります。
quo-vadis-note-token-new = 3マスとも海になります。
quo-vadis-note-town = このワーカーは手元に戻り、そのマスに自分のタウンを置きます。
quo-vadis-note-race = 適性地形は{ $terrain }（地形の食料なし、その地形での戦争では8面ダイス）。上限：戦意{ $morale }、食料{ $food }、信仰{ $faith }、神の怒り{ $wrath }。
quo-vadis-note-basic = もう一方の基本スキルはゲームから除かれます。
quo-vadis-note-reroll = { $skill }（ゲーム中1回）を使います。振り直した目が低くてもそちらになります。
quo-vadis-note-fastness = このワーカーは残り、エリアのほかの自分のワーカーは手元に戻ります。

## ボードのシンボル

quo-vadis-symbol-plains = 平地
    .text = 緑のマス。誰でも地形の食料なしでワーカーを置けます。
quo-vadis-symbol-mountains = 山岳
    .text = 灰色のマス。ハイランダー以外は地形の食料1。
quo-vadis-symbol-desert = 砂漠
    .text = 黄色のマス。サンドボーン以外は地形の食料1。
quo-vadis-symbol-tundra = 凍土
    .text = 白のマス。フロストキン以外は地形の食料1。
quo-vadis-symbol-sea = 海
    .text = 青のマス。タイドフォーク以外は地形の食料1。
quo-vadis-symbol-token = 地形トークン
    .text = エリアの中央に描かれ、そのエリアの3マスすべてがトークンの地形になります。
quo-vadis-symbol-worker = ワーカー
    .text = 持ち主の色。中の数字は同じマスに重なった人数です。
quo-vadis-symbol-town = タウン
    .text = 持ち主の色で人口つき。戦争で戦力になり、そのエリアを支配します。
quo-vadis-symbol-destroyed = 破壊されたタウン
    .text = 人口も戦力も支配もなし。持ち主がそのマスにワーカーを置くと再建します。
quo-vadis-symbol-creation = 創世エリア
    .text = この手番に選ばれたエリア（赤い枠）。配置・戦争・建設はここで起きます。
quo-vadis-symbol-marker = マーカー
    .text = 創世カードの上にあると、次の手番ではそのカードを選べません（フリーは常に選べます）。
quo-vadis-symbol-elated = 戦意高揚
    .text = 戦争で戦意をただ一人最も多く使った人。ダイスを2回振り、よいほうを採用します。
quo-vadis-symbol-winner = 勝者
    .text = 戦争の勝者：2VPと、エリア内の相手のタウン1つにつき資源1つ。

## ボード：エリアとプレイヤー

quo-vadis-board-areas = エリア：地形・支配者・ワーカー・タウン
quo-vadis-board-area = エリア
quo-vadis-board-terrain = 地形
quo-vadis-board-owner = 支配
quo-vadis-board-workers = ワーカー
quo-vadis-board-towns = タウン
quo-vadis-board-token = （トークン：3マスとも）
quo-vadis-board-here = （創世エリア）
quo-vadis-board-nobody = —
quo-vadis-board-town = { $player } { $space }：人口{ $n }
quo-vadis-board-town-destroyed = { $player } { $space }：破壊
quo-vadis-board-free = フリー
quo-vadis-board-generation = 世代
quo-vadis-board-skills = 使用中のスキル
