letterbox-list-separator = {", "}
letterbox-error-options = These options are not valid: { $detail }
letterbox-error-seats = This game takes { $min } to { $max } players.
letterbox-error-no-standing-order = This game has no such standing order.
letterbox-error-standing-unchanged = That standing order is already in force.
