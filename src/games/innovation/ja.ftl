innovation-title = イノベーション
innovation-option-teams = 2人ずつの2チーム戦（パートナーは向かい合って座る）

## カード：カード名と、私たち自身の言葉で書いた各カードの効果（.text）。
## カードの担当者へ：自分の時代の各カードの下に .text を書いてください。


## 時代1

innovation-card-0 = 陶器
    .text = 手札のカードを3枚まで戻してもよい。1枚でも戻したなら、戻した枚数に等しい値のカードを引いてスコアする。 — 時代1を引く。
innovation-card-1 = 道具
    .text = 手札のカードを3枚戻してもよい。3枚戻したなら、時代3を引いてメルドする。 — 手札の時代3のカードを1枚戻してもよい。そうしたなら、時代1を3枚引く。
innovation-card-2 = 筆記
    .text = 時代2を引く。
innovation-card-3 = 弓術
    .text = 要求：時代1を引き、その後手札で最も値の高いカードを私に渡せ！
innovation-card-4 = 金属加工
    .text = 時代1を引いて公開する。塔があればそれをスコアし、これを繰り返す。なければ手札に加える。
innovation-card-5 = オール
    .text = 要求：王冠のあるカードを手札から1枚、私のスコア置き場に移せ！移したなら、時代1を引き、この要求をもう一度行え！ — 要求でカードが1枚も移らなかったなら、時代1を引く。
innovation-card-6 = 衣服
    .text = まだ自分の場にない色のカードを手札から1枚メルドする。 — 自分の場にあって、どの対戦相手の場にもない色1つにつき、時代1を引いてスコアする。
innovation-card-7 = 帆走
    .text = 時代1を引いてメルドする。
innovation-card-8 = 車輪
    .text = 時代1を2枚引く。
innovation-card-9 = 農業
    .text = 手札のカードを1枚戻してもよい。そうしたなら、その値より1高い値のカードを引いてスコアする。
innovation-card-10 = 家畜化
    .text = 手札で最も値の低いカードをメルドし、その後時代1を引く。
innovation-card-11 = 石工術
    .text = 塔のあるカードを手札から好きな枚数メルドする。こうして4枚以上メルドしたなら、記念碑を獲得する。
innovation-card-12 = 都市国家
    .text = 要求：お前の場に塔が4つ以上見えているなら、塔のあるお前のトップカードを1枚、私の場に移せ！移したなら、時代1を引け！
innovation-card-13 = 法典
    .text = すでに自分の場にある色のカードを手札から1枚タックしてもよい。そうしたなら、その色を左にスプレイしてもよい。
innovation-card-14 = 神秘主義
    .text = 時代1を引いて公開する。その色がすでに自分の場にあるなら、それをメルドして時代1を引く。

## 時代2

innovation-card-15 = 暦
    .text = スコア置き場のカードが手札より多いなら、時代3を2枚引く。
innovation-card-16 = 数学
    .text = 手札のカードを1枚戻してもよい。そうしたなら、その値より1高い値のカードを引いてメルドする。
innovation-card-17 = 建築
    .text = 要求：手札のカードを2枚私に渡し、その後時代2を引け！ — 全色のトップカードを持つプレイヤーが自分だけなら、帝国を獲得する。
innovation-card-18 = 道路建設
    .text = 手札のカードを1枚か2枚メルドする。2枚メルドしたなら、自分の赤のトップカードを他のプレイヤーの場に移してもよい。そうしたなら、そのプレイヤーの緑のトップカードを自分の場に移す。
innovation-card-19 = 通貨
    .text = 手札のカードを好きな枚数戻す。戻したカードの異なる値1種類につき、時代2を引いてスコアする。
innovation-card-20 = 地図製作
    .text = 要求：スコア置き場に時代1のカードがあるなら、それを1枚私のスコア置き場に移せ！ — 要求でカードが移ったなら、時代1を引いてスコアする。
innovation-card-21 = 運河建設
    .text = 手札で最も値の高いカードすべてと、スコア置き場で最も値の高いカードすべてを交換してもよい。
innovation-card-22 = 発酵
    .text = 自分の場で葉が見えている色1つにつき、時代2を引く。
innovation-card-23 = 一神教
    .text = 要求：私の場にない色のお前のトップカードを1枚、私のスコア置き場に移せ！移したなら、時代1を引いてタックせよ！ — 時代1を引いてタックする。
innovation-card-24 = 哲学
    .text = 自分の好きな色1つを左にスプレイしてもよい。 — 手札のカードを1枚スコアしてもよい。

## 時代2の効果

innovation-act-road-building = 自分の赤のトップカードを他のプレイヤーの場に移し、そのプレイヤーの緑のトップカードを受け取る
innovation-act-canal-building = 手札で最も値の高いカードすべてと、スコア置き場で最も値の高いカードすべてを交換する

## 時代3

innovation-card-25 = 錬金術
    .text = 自分の場の塔3つにつき、時代4を1枚引いて公開する。その中に赤のカードがあれば、それらと手札のカードすべてを戻す。なければそれらを手札に加える。 — 手札のカードを1枚メルドし、その後手札のカードを1枚スコアする。
innovation-card-26 = 翻訳
    .text = スコア置き場のカードをすべてメルドしてもよい（全部か、1枚もしないか）。 — 自分の場のトップカードすべてに王冠があるなら、世界を獲得する。
innovation-card-27 = 工学
    .text = 要求：塔のあるお前のトップカードをすべて私のスコア置き場に移せ！ — 自分の赤のカードを左にスプレイしてもよい。
innovation-card-28 = 光学
    .text = 時代3を引いてメルドする。王冠があるなら、時代4を引いてスコアする。なければ、自分のスコア置き場のカード1枚を、自分より得点の少ない対戦相手のスコア置き場に移す。
innovation-card-29 = 羅針盤
    .text = 要求：葉のある緑以外のお前のトップカードを1枚、私の場に移せ！その後、私のトップカードのうち葉のないものを1枚、お前の場に移せ！
innovation-card-30 = 紙
    .text = 自分の緑か青のカードを左にスプレイしてもよい。 — 左にスプレイされている自分の色1つにつき、時代4を引く。
innovation-card-31 = 機械
    .text = 要求：お前の手札すべてと、私の手札で最も値の高いカードすべてを交換せよ！ — 塔のあるカードを手札から1枚スコアする。自分の赤のカードを左にスプレイしてもよい。
innovation-card-32 = 医学
    .text = 要求：お前のスコア置き場で最も値の高いカードと、私のスコア置き場で最も値の低いカードを交換せよ！
innovation-card-33 = 教育
    .text = スコア置き場で最も値の高いカードを1枚戻してもよい。そうしたなら、スコア置き場に残った最も高い値より2高い値のカードを引く。
innovation-card-34 = 封建制
    .text = 要求：塔のあるカードを手札から1枚私に渡せ！渡したなら、その色のお前のカードのスプレイを解除せよ！ — 自分の黄か紫のカードを左にスプレイしてもよい。

## 時代3の効果

innovation-act-translation-meld = スコア置き場のカードをすべてメルドする

## 時代4

innovation-card-35 = 実験
    .text = 時代5を引いてメルドする。
innovation-card-36 = 印刷機
    .text = スコア置き場のカードを1枚戻してもよい。そうしたなら、自分の紫のトップカードより2高い値のカードを引く。 — 自分の青のカードを右にスプレイしてもよい。
innovation-card-37 = 植民地主義
    .text = 時代3を引いてタックする。王冠があるなら、これを繰り返す。
innovation-card-38 = 火薬
    .text = 要求：塔のあるお前のトップカードを1枚、私のスコア置き場に移せ！ — 要求でカードが移ったなら、時代2を引いてスコアする。
innovation-card-39 = 発明
    .text = 今左にスプレイされている自分の色1つを右にスプレイしてもよい。そうしたなら、時代4を引いてスコアする。 — 自分の5色すべてが（向きを問わず）スプレイされているなら、驚異を獲得する。
innovation-card-40 = 航海術
    .text = 要求：スコア置き場に時代2か時代3のカードがあるなら、それを1枚私のスコア置き場に移せ！
innovation-card-41 = 解剖学
    .text = 要求：スコア置き場のカードを1枚戻せ！戻したなら、それと同じ値のお前のトップカードを1枚戻せ！
innovation-card-42 = 遠近法
    .text = 手札のカードを1枚戻してもよい。そうしたなら、自分の場の電球2つにつき、手札のカードを1枚スコアする。
innovation-card-43 = 企業
    .text = 要求：王冠のある紫以外のお前のトップカードを1枚、私の場に移せ！移したなら、時代4を引いてメルドせよ！ — 自分の緑のカードを右にスプレイしてもよい。
innovation-card-44 = 宗教改革
    .text = 自分の場の葉2つにつき、手札のカードを1枚タックしてもよい。 — 自分の黄か紫のカードを右にスプレイしてもよい。

## 時代4の効果

innovation-act-reformation-tuck = 手札のカードを{ $n }枚までタックする
innovation-perspective-score = { $card }：電球2つにつき1枚、手札のカードをちょうど{ $n }枚スコアしてください

## 時代5

innovation-card-45 = 化学
    .text = 自分の青のカードを右にスプレイしてもよい。 — 自分のトップカードで最も高い値より1高い値のカードを引いてスコアし、その後スコア置き場のカードを1枚戻す。
innovation-card-46 = 物理学
    .text = 時代6を3枚引いて公開する。2枚以上が同じ色なら、それらと手札のカードすべてを戻す。そうでなければそれらを手札に加える。
innovation-card-47 = 石炭
    .text = 時代5を引いてタックする。 — 自分の赤のカードを右にスプレイしてもよい。 — 自分のトップカードを1枚スコアしてもよい。そうしたなら、そのすぐ下のカードもスコアする。
innovation-card-48 = 海賊の掟
    .text = 要求：値が4以下のカードを2枚、お前のスコア置き場から私のスコア置き場に移せ！ — 要求でカードが移ったなら、王冠のある自分のトップカードのうち最も値の低いものをスコアする。
innovation-card-49 = 銀行
    .text = 要求：工場のある緑以外のトップカードを1枚、お前の場から私の場に移せ！移したなら、時代5を引いてスコアせよ！ — 自分の緑のカードを右にスプレイしてもよい。
innovation-card-50 = 測定
    .text = 手札のカードを1枚公開して戻してもよい。そうしたなら、その色を右にスプレイし、自分の場にあるその色のカードの枚数に等しい値のカードを引く。
innovation-card-51 = 統計学
    .text = 要求：お前のスコア置き場で最も値の高いカードをすべて手札に加えよ！ — 自分の黄のカードを右にスプレイしてもよい。
innovation-card-52 = 蒸気機関
    .text = 時代4を2枚引いてタックし、その後自分の黄の山の一番下のカードをスコアする。
innovation-card-53 = 天文学
    .text = 時代6を引いて公開する。緑か青なら、それをメルドしてこれを繰り返す。そうでなければ手札に加える。 — 紫以外の自分のトップカードがすべて値6以上なら、宇宙を獲得する。
innovation-card-54 = 学会
    .text = 要求：電球のあるトップカードのうち、同じ色の私のトップカードより値の高いものを1枚、お前の場から私の場に移せ！移したなら、時代5を引け！

## 時代6

innovation-card-55 = 原子論
    .text = 自分の青のカードを右にスプレイしてもよい。 — 時代7を引いてメルドする。
innovation-card-56 = 百科事典
    .text = スコア置き場で最も値の高いカードをすべてメルドしてもよい（全部か、1枚もしないか）。
innovation-card-57 = 工業化
    .text = 自分の場で工場が1つ以上見えている色1つにつき、時代6を引いてタックする。 — 自分の赤か紫のカードを右にスプレイしてもよい。
innovation-card-58 = 工作機械
    .text = スコア置き場で最も高いカードの値に等しい値のカードを引いてスコアする。
innovation-card-59 = 分類学
    .text = 手札のカードを1枚選び、その色を公開する。他のすべてのプレイヤーの手札からその色のカードをすべて自分の手札に加え、その後手札のその色のカードをすべてメルドする。
innovation-card-60 = メートル法
    .text = 自分の緑のカードが右にスプレイされているなら、好きな色1つを右にスプレイしてもよい。 — 自分の緑のカードを右にスプレイしてもよい。
innovation-card-61 = 缶詰
    .text = 時代6を引いてタックしてもよい。そうしたなら、工場のない自分のトップカードをすべてスコアする。 — 自分の黄のカードを右にスプレイしてもよい。
innovation-card-62 = 予防接種
    .text = 要求：お前のスコア置き場で最も値の低いカードをすべて戻せ！1枚でも戻したなら、時代6を引いてメルドせよ！ — 要求でカードが戻されたなら、時代7を引いてメルドする。
innovation-card-63 = 民主主義
    .text = 手札のカードを好きな枚数戻してもよい。このドグマでここまでに民主主義で戻した枚数が、他のどのプレイヤーよりも多いなら、時代8を引いてスコアする。
innovation-card-64 = 奴隷解放
    .text = 要求：手札のカードを1枚、私のスコア置き場に移せ！移したなら、時代6を引け！ — 自分の赤か紫のカードを右にスプレイしてもよい。

## 時代6の効果

innovation-classification-reveal = { $player }は手札の{ $color }のカードを公開した。
innovation-encyclopedia-act = スコア置き場で最も値の高いカードをすべてメルドする
innovation-canning-act = 時代6を引いてタックする

## 時代7

innovation-card-65 = 進化論
    .text = 時代8を引いてスコアし、その後スコア置き場のカードを1枚戻すか、スコア置き場で最も高いカードより1高い値のカードを引くか、どちらかを選んでもよい。
innovation-card-66 = 出版
    .text = 自分の場の色1つについて、カードを好きな順番に並べ替えてもよい。 — 自分の黄か青のカードを上にスプレイしてもよい。
innovation-card-67 = 燃焼
    .text = 要求：私の場の王冠4つにつき、お前のスコア置き場のカードを1枚、私のスコア置き場に移せ！ — 自分の赤の山の一番下のカードを戻す。
innovation-card-68 = 爆薬
    .text = 要求：手札で最も値の高いカードを3枚私に渡せ！渡して手札がなくなったなら、時代7を引け！
innovation-card-69 = 自転車
    .text = 手札のカードすべてとスコア置き場のカードすべてを交換してもよい。
innovation-card-70 = 電気
    .text = 工場のない自分のトップカードをすべて戻し、その後戻したカード1枚につき時代8を引く。
innovation-card-71 = 冷蔵
    .text = 要求：手札の半分（端数切り捨て）を戻せ！ — 手札のカードを1枚スコアしてもよい。
innovation-card-72 = 公衆衛生
    .text = 要求：お前の手札で最も値の高いカード2枚と、私の手札で最も値の低いカード1枚を交換せよ！
innovation-card-73 = 照明
    .text = 手札のカードを3枚までタックしてもよい。その後、タックしたカードの異なる値1種類につき、時代7を引いてスコアする。
innovation-card-74 = 鉄道
    .text = 手札のカードをすべて戻し、その後時代6を3枚引く。 — 右にスプレイされている自分の色1つを上にスプレイしてもよい。

## 時代7の効果

innovation-evolution-score = 時代8を引いてスコアし、その後スコア置き場のカードを1枚戻す
innovation-evolution-draw = 時代{ $age }のカードを引く
innovation-evolution-neither = どちらもしない
innovation-publications-ask-color = { $card }：カードを並べ替える色を選んでください（選ばなくてもかまいません）
innovation-publications-ask-order = { $card }：{ $color }のカードを並べてください（一番上のカードから）
innovation-bicycle-act = 手札のカードすべてとスコア置き場のカードすべてを交換する

## 時代8

innovation-card-75 = 量子論
    .text = 手札のカードを2枚まで戻してもよい。2枚戻したなら、時代10を引き、さらに時代10を引いてスコアする。
innovation-card-76 = ロケット工学
    .text = 自分の場の時計2つにつき、好きな対戦相手のスコア置き場から好きなカードを1枚戻す。
innovation-card-77 = 飛行
    .text = 自分の赤のカードが上にスプレイされているなら、自分の好きな色1つを上にスプレイしてもよい。 — 自分の赤のカードを上にスプレイしてもよい。
innovation-card-78 = 機動性
    .text = 要求：工場のない赤以外のお前のトップカードのうち、最も値の高いもの2枚を私のスコア置き場に移せ！1枚でも移したなら、時代8を引け！
innovation-card-79 = 株式会社
    .text = 要求：工場のある緑以外のトップカードを1枚、お前の場から私のスコア置き場に移せ！移したなら、時代8を引いてメルドせよ！ — 時代8を引いてメルドする。
innovation-card-80 = マスメディア
    .text = 手札のカードを1枚戻してもよい。そうしたなら、値を1つ宣言する。すべてのスコア置き場にあるその値のカードがすべて戻される。 — 自分の紫のカードを上にスプレイしてもよい。
innovation-card-81 = 抗生物質
    .text = 手札のカードを3枚まで戻してもよい。戻したカードの異なる値1種類につき、時代8を2枚引く。
innovation-card-82 = 超高層ビル
    .text = 要求：時計のある黄以外のトップカードを1枚、お前の場から私の場に移せ！移したなら、その下から現れたカードをスコアし、その山の残りを戻せ！
innovation-card-83 = 経験主義
    .text = 色を2つ選び、その後時代9を引いて公開する。それがその2色のどちらかなら、それをメルドし、その色を上にスプレイしてもよい。 — 自分の場に電球が20以上あるなら、あなたの勝利。
innovation-card-84 = 社会主義
    .text = 手札をすべてタックしてもよい（全部か、1枚もしないか）。その中に紫のカードがあったなら、他のすべてのプレイヤーの手札で最も値の低いカードを自分の手札に加える。

## 時代8の効果

innovation-ask-two-colors = { $card }：色を2つ選んでください
innovation-act-tuck-hand = 手札のカードをすべてタックする

## 時代9

innovation-card-85 = コンピュータ
    .text = 自分の赤か緑のカードを上にスプレイしてもよい。 — 時代10を引いてメルドし、その要求以外の効果を自分だけで実行する。
innovation-card-86 = 遺伝学
    .text = 時代10を引いてメルドし、その下にあるカードをすべてスコアする。
innovation-card-87 = 複合材料
    .text = 要求：手札のカードを1枚だけ残し、残りを私の手札に移せ！さらに、お前のスコア置き場で最も値の高いカードを1枚、私のスコア置き場に移せ！
innovation-card-88 = 核分裂
    .text = 要求：時代10を引いて公開せよ！それが赤なら、すべての手札、場、スコア置き場がゲームから除外され、このドグマアクションは即座に終了する！ — 核分裂以外のトップカードを、いずれかの場から1枚戻し、その後時代10を引く。
innovation-card-89 = 共同研究
    .text = 要求：時代9を2枚引いて公開せよ！私がそのうち1枚を選び、お前はそれを私の場に移し、もう1枚をメルドせよ！ — 自分の場に緑のカードが10枚以上あるなら、あなたの勝利。
innovation-card-90 = 人工衛星
    .text = 手札をすべて戻し、その後時代8を3枚引く。 — 自分の紫のカードを上にスプレイしてもよい。 — 手札のカードを1枚メルドし、その要求以外の効果を自分だけで実行する。
innovation-card-91 = 生態学
    .text = 手札のカードを1枚戻してもよい。そうしたなら、手札のカードを1枚スコアし、時代10を2枚引く。
innovation-card-92 = 郊外化
    .text = 手札のカードを好きな枚数タックし、その後タックした1枚につき時代1を引いてスコアする。
innovation-card-93 = サービス業
    .text = 要求：お前のスコア置き場で最も値の高いカードをすべて私の手札に移せ！1枚でも移したなら、私の場の葉のないトップカードを1枚、お前の手札に加えよ！
innovation-card-94 = 専門化
    .text = 手札のカードを1枚公開し、すべての対戦相手の場からその色のトップカードを自分の手札に加える。 — 自分の黄か青のカードを上にスプレイしてもよい。

## 時代9の効果

innovation-log-fission = { $card }は赤：すべての手札、場、スコア置き場がゲームから除外される。

## 時代10

innovation-card-95 = 生物工学
    .text = 葉のあるトップカードを1枚、いずれかの対戦相手の場から自分のスコア置き場に移す。 — 見えている葉が3つ未満のプレイヤーがいるなら、葉が最も多いプレイヤー（単独の場合のみ）の勝利。
innovation-card-96 = ソフトウェア
    .text = 時代10を引いてスコアする。 — 時代10を2枚引いてメルドし、その後2枚目のカードの要求以外の効果を自分だけで実行する。
innovation-card-97 = 小型化
    .text = 手札のカードを1枚戻してもよい。それが時代10のカードなら、スコア置き場の異なる値1種類につき時代10を引く。
innovation-card-98 = ロボット工学
    .text = 自分の緑のトップカードをスコアする。時代10を引いてメルドし、その要求以外の効果を自分だけで実行する。
innovation-card-99 = データベース
    .text = 要求：スコア置き場のカードの半分（端数切り上げ）を戻せ！
innovation-card-100 = セルフサービス
    .text = 自分の他のトップカード1枚の要求以外の効果を、自分だけで実行する。 — 他のどのプレイヤーよりもアチーブメントが多いなら、あなたの勝利。
innovation-card-101 = グローバル化
    .text = 要求：葉のあるトップカードを1枚、お前の場から戻せ！ — 時代6を引いてスコアする。その後、見えている葉が工場より多いプレイヤーが1人もいないなら、得点が最も高いプレイヤー（単独の場合のみ）の勝利。
innovation-card-102 = 幹細胞
    .text = 手札をすべてスコアしてもよい（全部か、1枚もしないか）。
innovation-card-103 = 人工知能
    .text = 時代10を引いてスコアする。 — ロボット工学とソフトウェアがどちらも（どの場であれ）トップカードなら、得点が最も低いプレイヤー（単独の場合のみ）の勝利。
innovation-card-104 = インターネット
    .text = 自分の緑のカードを上にスプレイしてもよい。 — 時代10を引いてスコアする。 — 自分の場の時計2つにつき、時代10を引いてメルドする。

## 時代10の効果

innovation-act-score-hand = 手札のカードをすべてスコアする

## アイコン、色、スプレイ、アチーブメント

innovation-chart = 達成数の推移
innovation-icon-crown = 王冠
innovation-icon-leaf = 葉
innovation-icon-lightbulb = 電球
innovation-icon-castle = 塔
innovation-icon-factory = 工場
innovation-icon-clock = 時計
innovation-color-blue = 青
innovation-color-red = 赤
innovation-color-green = 緑
innovation-color-yellow = 黄
innovation-color-purple = 紫
innovation-splay-none = スプレイなし
innovation-splay-left = 左
innovation-splay-right = 右
innovation-splay-up = 上
innovation-special-monument = 記念碑
    .text = 1ターンのうちに6枚タックするか、6枚スコアする。
innovation-special-empire = 帝国
    .text = 自分の場に6種類のアイコンがそれぞれ3つ以上ある。
innovation-special-world = 世界
    .text = 自分の場に時計が12以上ある。
innovation-special-wonder = 驚異
    .text = 自分の場に5色すべてがあり、どれも右か上にスプレイされている。
innovation-special-universe = 宇宙
    .text = トップカードが5枚あり、どれも時代8以上である。

## 場所

innovation-zone-hand = { $player }の手札
innovation-zone-score = { $player }のスコア置き場
innovation-zone-board = { $player }の場
innovation-zone-revealed = { $player }が公開したカード
innovation-zone-achievements = { $player }のアチーブメント
innovation-zone-deck = 時代の山札
innovation-zone-available = 獲得できるアチーブメント
innovation-zone-removed = ゲーム外

## 質問と選択肢

innovation-ask-opening = 2枚のうち、先にメルドするカードを選んでください
innovation-ask-action = アクションを選んでください（このターン残り{ $n }回）
innovation-ask-cards = { $card }：{ $act }カードを{ $count }選んでください
innovation-ask-color = { $card }：{ $act }色を選んでください
innovation-ask-may = { $card }：{ $act }ことができます。行いますか？
innovation-ask-player = { $card }：プレイヤーを選んでください
innovation-ask-value = { $card }：値を選んでください
innovation-ask-order = { $card }：これらのカードを最初から最後まで順番に並べてください
innovation-ask-option = { $card }：どうするか選んでください
innovation-count-one = 1枚
innovation-count-exactly = { $n }枚
innovation-count-up-to = { $n }枚まで
innovation-count-range = { $min }～{ $max }枚
innovation-act-meld = メルドする
innovation-act-tuck = タックする
innovation-act-score = スコアする
innovation-act-return = 戻す
innovation-act-transfer = 移す
innovation-act-keep = 手札に加える
innovation-act-reveal = 公開する
innovation-act-achieve = アチーブメントにする
innovation-act-exchange = 交換する
innovation-act-remove = ゲームから除外する
innovation-act-execute = 実行する
innovation-act-splay-none = スプレイを解除する
innovation-act-splay-left = 左にスプレイする
innovation-act-splay-right = 右にスプレイする
innovation-act-splay-up = 上にスプレイする
innovation-act-splay-color = 自分の{ $color }のカードを{ $direction }にスプレイする
innovation-act-return-from-hand = 手札のカードを{ $n }枚戻す
innovation-opt-card = { $card }
innovation-opt-back-hand = { $player }の手札にある時代{ $age }のカード
innovation-opt-back-score = { $player }のスコア置き場にある時代{ $age }のカード
innovation-opt-player = { $player }
innovation-opt-yes = はい
innovation-opt-no = いいえ
innovation-opt-value = { $age }
innovation-opt-draw = 時代{ $age }を引く
innovation-opt-meld = { $card }をメルド
innovation-opt-dogma = { $card }のドグマを発動
innovation-opt-achieve = 時代{ $age }のアチーブメントを達成

## ログ

innovation-log-opening-chosen = { $player }はメルドするカードを選んだ。
innovation-log-opening-chosen-private = { $player }は先に{ $card }をメルドする。
innovation-log-first-player = { $player }が先手：{ $card }が（英語名の）アルファベット順で最初のため。
innovation-log-turn = { $player }のターン（アクション{ $n }回）。
innovation-log-draw = { $player }は{ $card }を引いた。
innovation-log-draw-back = { $player }は時代{ $age }のカードを引いた。
innovation-log-draw-meld = { $player }は{ $card }を引いてメルドした。
innovation-log-draw-meld-back = { $player }は時代{ $age }のカードを引いてメルドした。
innovation-log-draw-tuck = { $player }は{ $card }を引いてタックした。
innovation-log-draw-tuck-back = { $player }は時代{ $age }のカードを引いてタックした。
innovation-log-draw-score = { $player }は{ $card }を引いてスコアした。
innovation-log-draw-score-back = { $player }は時代{ $age }のカードを引いてスコアした。
innovation-log-draw-reveal = { $player }は{ $card }を引いて公開した。
innovation-log-draw-reveal-back = { $player }は時代{ $age }のカードを引いて公開した。
innovation-log-meld = { $player }は{ $card }をメルドした。
innovation-log-meld-back = { $player }は時代{ $age }のカードをメルドした。
innovation-log-tuck = { $player }は{ $card }をタックした。
innovation-log-tuck-back = { $player }は時代{ $age }のカードをタックした。
innovation-log-score = { $player }は{ $card }をスコアした。
innovation-log-score-back = { $player }は時代{ $age }のカードをスコアした。
innovation-log-return = { $player }は{ $from }から{ $card }を戻した。
innovation-log-return-back = { $player }は{ $from }から時代{ $age }のカードを戻した。
innovation-log-transfer = { $player }は{ $card }を{ $from }から{ $to }に移した。
innovation-log-transfer-back = { $player }は時代{ $age }のカードを{ $from }から{ $to }に移した。
innovation-log-keep = { $player }は{ $card }を手札に加えた。
innovation-log-keep-back = { $player }は時代{ $age }のカードを手札に加えた。
innovation-log-achieve = { $player }は{ $card }をアチーブメントにした。
innovation-log-achieve-back = { $player }は時代{ $age }のアチーブメントを達成した。
innovation-log-remove = { $from }の{ $card }がゲームから除外された。
innovation-log-remove-back = { $from }の時代{ $age }のカードがゲームから除外された。
innovation-log-reveal = { $player }は{ $card }を公開した。
innovation-log-splay = { $player }は{ $color }のカードを{ $direction }にスプレイした。
innovation-log-unsplay = { $player }は{ $color }のカードのスプレイを解除した。
innovation-log-rearrange = { $player }は{ $color }のカードを並べ替えた。
innovation-log-special = { $player }は{ $special }を獲得した。
innovation-log-dogma = { $player }は{ $icon }{ $n }つで{ $card }のドグマを発動した。
innovation-log-demand = { $card }：{ $activator }が{ $player }に要求した。
innovation-log-share = { $card }：{ $player }が効果を共有した。
innovation-log-execute = { $player }は{ $card }の要求以外の効果を実行した。
innovation-log-sharing-bonus = { $player }は共有ボーナスを得た：1枚ドロー。
innovation-log-end-achievements = { $player }が必要な数のアチーブメントを集めた：ゲーム終了。
innovation-log-end-beyond-ten = { $player }が時代10より上を引くことになった：ゲーム終了。
innovation-log-end-card = { $card }により{ $player }の勝利：ゲーム終了。

## 結果

innovation-outcome-achievements = { $player }が勝利に必要な数のアチーブメントを集めた。
innovation-outcome-beyond-ten = 時代10より上のドローでゲームが終了した：得点が最も高いプレイヤーの勝利、同点ならアチーブメントの多いほうの勝利。
innovation-outcome-card = { $card }により{ $player }が勝利した。

## エラー

innovation-error-answer = その答えはこの質問に合いません。
innovation-error-not-now = 今はその選択をする場面ではありません。
innovation-error-action = そのアクションは今は行えません。
innovation-error-no-effect = このカードにそのような効果はありません。
innovation-error-teams = チーム戦はちょうど4人で遊ぶ必要があります。

## 盤面

innovation-board-opening = ゲーム開始：各プレイヤーは2枚のうち先にメルドするカードを選びます。
innovation-board-opening-mine = あなたは先に{ $card }をメルドします。
innovation-board-chosen = 選択済み
innovation-board-choosing = 選択中
innovation-board-turn = 第{ $n }ターン：{ $player }の手番、残りアクション{ $actions }回。
innovation-board-dogma = { $player }が{ $card }のドグマを発動した。
innovation-board-effect = 現在{ $card }の効果{ $n }：{ $player }が実行中。
innovation-board-effect-demand = 現在{ $card }の効果{ $n }：{ $player }への要求。
innovation-board-waiting = { $player }を待っています。
innovation-board-game-over = ゲームは終了しました。
innovation-board-age-piles = 時代の山札
innovation-board-age = 時代{ $age }
innovation-board-cards = { $n }枚
innovation-board-achievements = アチーブメント
innovation-board-needed = 勝利に{ $n }つ必要
innovation-board-standard = 通常アチーブメント（未獲得）
innovation-board-special = 特殊アチーブメント（未獲得）
innovation-board-none = なし
innovation-board-removed = ゲーム外
innovation-board-removed-face-down = 裏向き：
innovation-board-team = チーム{ $n }
innovation-board-team-achievements = アチーブメント{ $n }／{ $needed }
innovation-board-you = あなた
innovation-board-to-play = 手番
innovation-board-must-answer = 選択中
innovation-board-icons = アイコン
innovation-board-score = 得点
innovation-board-points = { $n }点
innovation-board-score-pile = スコア置き場
innovation-board-hand = 手札
innovation-board-your-hand = あなたの手札
innovation-board-claimed = アチーブメント
innovation-board-revealed = 公開中
innovation-board-piles = 場
innovation-board-empty-pile = カードなし
innovation-board-splayed = { $direction }にスプレイ中
innovation-board-covered = 下に{ $n }枚
innovation-board-back = 時代{ $age }のカード
innovation-board-achievement-age = 時代{ $age }
innovation-board-featured = ドグマのアイコン：{ $icon }
innovation-board-special-monument = 1ターンのうちに6枚タックするか、6枚スコアする。
innovation-board-special-empire = 自分の場に見えている6種類のアイコンが、それぞれ3つ以上ある。
innovation-board-special-world = 自分の場に見えている時計が12以上ある。
innovation-board-special-wonder = 自分の場に5色すべてがあり、どの山も右か上にスプレイされている。
innovation-board-special-universe = トップカードが5枚あり、どれも時代8以上である。

innovation-board-how-to-achieve = アチーブメントの獲得条件
innovation-board-standard-rule = 通常：アクションとして、得点がその時代の5倍以上あり、その時代以上のトップカードがあれば、その時代のアチーブメントを獲得できる。
innovation-board-player = プレイヤー

## 記号：盤面の凡例とルールのページ

innovation-symbol-crown = 王冠
    .text = アイコンの一つ。自分の場に見えている王冠の数で、王冠のドグマを共有するか、要求を受けるかが決まる。
innovation-symbol-leaf = 葉
    .text = アイコンの一つ。葉のドグマで数える。
innovation-symbol-lightbulb = 電球
    .text = アイコンの一つ。電球のドグマで数える。
innovation-symbol-castle = 塔
    .text = アイコンの一つ。塔のドグマで数える。
innovation-symbol-factory = 工場
    .text = アイコンの一つ。工場のドグマで数える。
innovation-symbol-clock = 時計
    .text = アイコンの一つ。時計のドグマで数える。見えている時計が12以上で「世界」を獲得する。
innovation-symbol-hexagon = 六角形
    .text = カードの絵柄。アイコンの位置だが、どのアイコンとも数えない。
innovation-symbol-splay-left = 左にスプレイ
    .text = 山を左にずらして広げた状態：下のカードの右端のアイコンが見える。
innovation-symbol-splay-right = 右にスプレイ
    .text = 山を右にずらして広げた状態：下のカードの左側2つのアイコンが見える。
innovation-symbol-splay-up = 上にスプレイ
    .text = 山を上にずらして広げた状態：下のカードの下段3つのアイコンが見える。

## 選択肢の補足と得点表

innovation-note-meld-covers = { $card }を覆う（そのドグマは発動できなくなる）
innovation-note-dogma = 自分の{ $icon }は{ $n }：{ $who }
innovation-note-shared = { $players }が共有する
innovation-note-not-shared = 共有する人はいない
innovation-note-demand = { $players }に要求する
innovation-note-no-demand = 要求を受ける人はいない
innovation-note-both = { $demand }；{ $share }
innovation-note-return = そのカードは同じ時代の山札の一番下に戻る
innovation-note-remove = そのカードはゲームから除外される
innovation-players-1 = { $a }
innovation-players-2 = { $a }と{ $b }
innovation-players-3 = { $a }、{ $b }、{ $c }
innovation-score-measure = 得点：スコア置き場のカードの時代の合計
innovation-score-age = スコアした時代{ $age }のカード

# What each rules version changed (shown when a game moves to it or keeps an older one).
rules-change-2 = 機動性・宗教改革・遠近法とチーム戦の裁定が印刷どおりになりました。
