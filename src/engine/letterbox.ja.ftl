letterbox-list-separator = {"、"}
letterbox-error-options = このオプションは使えません: { $detail }
letterbox-error-seats = このゲームは{ $min }～{ $max }人で遊びます。
letterbox-error-no-standing-order = このゲームにはその常設指示はありません。
letterbox-error-standing-unchanged = その常設指示はすでに有効です。
