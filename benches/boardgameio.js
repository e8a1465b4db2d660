// The boardgame.io side of the web benchmark (`cargo bench --bench web` runs it
// when `node` is present): a boardgame.io server (Node, in-memory storage) with a
// small deck-building card game of the same shape as a Dominion turn (hidden
// hands and decks, a shared supply, buy then end the turn), loaded over its own
// socket.io protocol by 32 clients.
//
//   node benches/boardgameio.js SECONDS   (boardgame.io and socket.io-client must
//   be resolvable, e.g. installed with npm in the working directory)
//
// Prints one JSON line: state syncs per second over one match and over 32
// matches, moves per second over 32 matches, and the bytes of one sync.

const { Server } = require('boardgame.io/server');
const { PlayerView } = require('boardgame.io/core');
const { io } = require('socket.io-client');

const SECONDS = Number(process.argv[2] || 10);
const CLIENTS = 32;
const COPPER = 0, SILVER = 1, GOLD = 2, ESTATE = 3, PROVINCE = 4;
const VALUE = [1, 2, 3, 0, 0];
const COST = [0, 3, 6, 2, 8];

function shuffle(random, cards) {
  return random.Shuffle(cards);
}

function draw(random, p, n) {
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      p.deck = shuffle(random, p.discard);
      p.discard = [];
    }
    if (p.deck.length === 0) return;
    p.hand.push(p.deck.pop());
  }
}

// Buy one card (or nothing) with the hand's treasure, discard, draw five.
function buy({ G, ctx, random }, card) {
  const p = G.players[ctx.currentPlayer];
  const coins = p.hand.reduce((sum, c) => sum + VALUE[c], 0);
  if (card !== null && (COST[card] > coins || G.supply[card] === 0)) return;
  if (card !== null) {
    G.supply[card] -= 1;
    p.discard.push(card);
  }
  p.discard.push(...p.hand);
  p.hand = [];
  draw(random, p, 5);
}

const Deckbuilder = {
  name: 'deckbuilder',
  setup: ({ ctx, random }) => {
    const players = {};
    for (let i = 0; i < ctx.numPlayers; i++) {
      const p = { deck: shuffle(random, [0, 0, 0, 0, 0, 0, 0, 3, 3, 3]), hand: [], discard: [] };
      draw(random, p, 5);
      players[i] = p;
    }
    // Supply piles never run out, so a match never ends during the benchmark.
    return { players, supply: [1e9, 1e9, 1e9, 1e9, 1e9] };
  },
  // Each player sees only their own hand and deck.
  playerView: PlayerView.STRIP_SECRETS,
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    buy: { move: buy, client: false },
  },
};

// Big Money: Province, Gold, Silver, or nothing.
function choice(hand) {
  const coins = hand.reduce((sum, c) => sum + VALUE[c], 0);
  if (coins >= 8) return PROVINCE;
  if (coins >= 6) return GOLD;
  if (coins >= 3) return SILVER;
  return null;
}

function connect(port) {
  return io(`http://127.0.0.1:${port}/${Deckbuilder.name}`, { transports: ['websocket'], forceNew: true });
}

// Each client syncs its match again and again for the given time.
async function syncs(port, matches) {
  const sockets = Array.from({ length: CLIENTS }, () => connect(port));
  let count = 0;
  let bytes = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    sockets.map((s, i) => new Promise((resolve) => {
      const matchID = `sync-${matches}-${i % matches}`;
      const again = () => {
        if (Date.now() >= end) return resolve();
        s.emit('sync', matchID, '0', undefined, 2);
      };
      s.on('sync', (_id, info) => {
        count += 1;
        if (!bytes) bytes = JSON.stringify(info).length;
        again();
      });
      s.on('connect', again);
    })),
  );
  sockets.forEach((s) => s.close());
  return { rps: count / SECONDS, bytes };
}

// Two clients per match, one per seat (16 matches): the client whose seat is to
// play buys as soon as the server's update shows its hand.
async function moves(port) {
  const sockets = Array.from({ length: CLIENTS }, () => connect(port));
  let count = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    sockets.map((s, i) => new Promise((resolve) => {
      const matchID = `moves-${Math.floor(i / 2)}`;
      const seat = String(i % 2);
      const play = (state) => {
        if (Date.now() >= end) return resolve();
        if (state.ctx.currentPlayer !== seat) return;
        const action = { type: 'MAKE_MOVE', payload: { type: 'buy', args: [choice(state.G.players[seat].hand)], playerID: seat } };
        s.emit('update', action, state._stateID, matchID, seat);
      };
      s.on('sync', (_id, info) => play(info.state));
      s.on('update', (_id, state) => {
        if (seat === '0') count += 1;
        play(state);
      });
      s.on('connect', () => s.emit('sync', matchID, seat, undefined, 2));
      // The seat that never gets to play (a match whose other seat stalled) stops too.
      setTimeout(resolve, SECONDS * 1000 + 500);
    })),
  );
  sockets.forEach((s) => s.close());
  return count / SECONDS;
}

async function main() {
  const server = Server({ games: [Deckbuilder] });
  const running = await server.run({ port: 0 });
  const port = running.appServer.address().port;
  const one = await syncs(port, 1);
  const many = await syncs(port, CLIENTS);
  const movesPerSecond = await moves(port);
  console.log(JSON.stringify({
    sync_one_match_rps: Math.round(one.rps),
    sync_32_matches_rps: Math.round(many.rps),
    sync_bytes: one.bytes,
    moves_per_s: Math.round(movesPerSecond),
  }));
  server.kill(running);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
