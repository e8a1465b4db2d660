letterbox-list-separator = {", "}
letterbox-error-options = These options are not valid: { $detail }
letterbox-error-seats = This game takes { $min } to { $max } players.
