letterbox-list-separator = {"、"}
letterbox-error-options = このオプションは使えません: { $detail }
letterbox-error-seats = このゲームは{ $min }～{ $max }人で遊びます。
