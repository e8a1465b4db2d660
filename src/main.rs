use clap::{Parser, Subcommand};
use letterbox::app::App;
use letterbox::boards;
use letterbox::config::Config;
use letterbox::engine::conformance::random_playout;
use letterbox::engine::protocol::Session;
use letterbox::engine::registry::registered;
use letterbox::engine::testgame::HighCard;
use letterbox::engine::{DynGame, Export, GameRng, Match, Seed};
use letterbox::store::Store;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(name = "letterbox", about = "Play-by-email board games", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web service with its mail and alarm workers (configuration:
    /// config/default.toml, LETTERBOX_CONFIG, LETTERBOX_* variables).
    Serve,
    /// Speak the JSON-lines engine protocol on stdin/stdout (see the README).
    Engine {
        /// Also offer the engine's test game, High Card (for tests; never served).
        #[arg(long)]
        test_games: bool,
    },
    /// Create the database if needed and apply pending migrations.
    Migrate {
        /// Database URL (default: the configuration's database_url).
        #[arg(long)]
        database: Option<String>,
    },
    /// Print a stored game as an export file (the seed only once it is over).
    Export {
        game_id: i64,
        #[arg(long)]
        database: Option<String>,
    },
    /// Fold an exported game and print its outcome.
    Replay { file: PathBuf },
    /// Check an exported game's seed against its published hash and re-derive
    /// every shuffle and deal.
    Verify { file: PathBuf },
    /// Re-fold every stored game that has snapshots of its folded state and
    /// check each snapshot against the state its log gives.
    VerifySnapshots {
        #[arg(long)]
        database: Option<String>,
    },
    /// Play a game with random answers from a seed label and print its export
    /// (how the recorded games under tests/it/golden/ are made).
    Playout {
        game: String,
        #[arg(long, default_value_t = 2)]
        seats: usize,
        #[arg(long)]
        seed: String,
        /// The game's options as JSON.
        #[arg(long, default_value = "{}")]
        options: String,
    },
    /// Play bot games of a game with a playtest lab (Quo Vadis) and print its
    /// balance report.
    Lab {
        game: String,
        /// The data variant.
        #[arg(long, default_value = "draft30")]
        variant: String,
        #[arg(long, default_value_t = 1000)]
        games: usize,
        #[arg(long, default_value_t = 4)]
        seats: usize,
        /// Play with the custom side of the race boards.
        #[arg(long)]
        custom_boards: bool,
        /// Play without devotion.
        #[arg(long)]
        no_devotion: bool,
        /// Also play this many games of the bot against random players.
        #[arg(long, default_value_t = 200)]
        versus_random: usize,
    },
    /// Play bot games of Voidfall and print final influence per House, per seat and
    /// per cycle, and the share of influence by source (1 player: training solo).
    Balance {
        game: String,
        #[arg(long, default_value_t = 1000)]
        games: usize,
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// Who plays every seat: "random" (random legal answers), "sitter" (the
        /// planning sitter) or "baseline" (the earlier one-step sitter).
        #[arg(long, default_value = "random")]
        bots: String,
        /// How the sitters take Houses and Origins: "random" or "rotated"
        /// (over seats, so every seat plays every House equally often).
        #[arg(long, default_value = "random")]
        picks: String,
        /// The game's options as JSON.
        #[arg(long, default_value = "{}")]
        options: String,
    },
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("letterbox: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn test_game(slug: &str) -> Option<&'static dyn DynGame> {
    (slug == "highcard").then(registered::<HighCard>)
}

/// Games known to the offline tools: the service's games and the test game.
fn any_game(slug: &str) -> Option<&'static dyn DynGame> {
    boards::find_game(slug).or_else(|| test_game(slug))
}

fn read_export(file: &PathBuf) -> anyhow::Result<Export> {
    let text = std::fs::read_to_string(file).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    serde_json::from_str(&text).map_err(|e| anyhow::anyhow!("{}: not an export: {e}", file.display()))
}

fn open_store(database: Option<String>) -> anyhow::Result<Store> {
    let url = match database {
        Some(url) => url,
        None => Config::load().map_err(anyhow::Error::msg)?.database_url,
    };
    Ok(Store::open(&url, any_game)?)
}

fn serve() -> anyhow::Result<()> {
    let config = Config::load().map_err(anyhow::Error::msg)?;
    let app = Arc::new(App::open(config, letterbox::mail::HOOKS).map_err(anyhow::Error::msg)?);
    spawn_heartbeat(app.clone());
    letterbox::mail::worker::spawn(app.clone());
    letterbox::mail::alarms::spawn(app.clone());
    let site = Arc::new(letterbox::web::Site::new(app));
    let workers = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    actix_web::rt::System::new().block_on(letterbox::web::serve(site, workers))?;
    Ok(())
}

/// Say every few seconds that this node is alive, for as long as it runs: the
/// mail and alarms it claimed stay its own while it works on them, and are free
/// for the other nodes soon after it dies.
fn spawn_heartbeat(app: Arc<App>) {
    std::thread::Builder::new()
        .name("heartbeat".into())
        .spawn(move || {
            loop {
                if let Err(e) = app.store.heartbeat() {
                    eprintln!("letterbox: heartbeat: {e}");
                }
                std::thread::sleep(letterbox::store::outbox::HEARTBEAT);
            }
        })
        .expect("start the heartbeat thread");
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve => serve(),
        Command::Migrate { database } => {
            let store = open_store(database)?;
            let applied = store.migrate()?;
            if applied.is_empty() {
                println!("the database is up to date");
            } else {
                println!("applied migrations: {}", applied.join(", "));
            }
            for (game_id, change) in store.upgrade_rules()? {
                println!(
                    "game {game_id}: rules version {} -> {}: {:?} {}",
                    change.from, change.to, change.fate, change.why
                );
            }
            Ok(())
        }
        Command::Export { game_id, database } => {
            let export = open_store(database)?.export(game_id)?;
            println!("{}", serde_json::to_string_pretty(&export)?);
            Ok(())
        }
        Command::Engine { test_games } => {
            let mut offered = boards::games();
            if test_games {
                offered.push(registered::<HighCard>());
            }
            let mut session = Session::new(offered);
            let stdin = std::io::stdin();
            let mut stdout = std::io::stdout().lock();
            for line in stdin.lock().lines() {
                let line = line?;
                if line.trim().is_empty() {
                    continue;
                }
                writeln!(stdout, "{}", session.handle(&line))?;
                stdout.flush()?;
            }
            Ok(())
        }
        Command::Replay { file } => {
            let export = read_export(&file)?;
            let m = export.replay(any_game).map_err(anyhow::Error::msg)?;
            println!(
                "{}",
                serde_json::to_string_pretty(&serde_json::json!({
                    "game": export.game,
                    "events": m.seq(),
                    "over": m.is_over(),
                    "outcome": m.outcome(),
                }))?
            );
            Ok(())
        }
        Command::Playout { game, seats, seed, options } => {
            let g = any_game(&game).ok_or_else(|| anyhow::anyhow!("unknown game {game:?}"))?;
            let options: serde_json::Value = serde_json::from_str(&options)?;
            let seed = Seed::from_label(&seed);
            let mut m = Match::new(g, seats, &options, seed).map_err(|e| anyhow::anyhow!("setup: {e}"))?;
            random_playout(&mut m, &mut GameRng::for_event(&seed, u64::MAX), 1_000_000).map_err(anyhow::Error::msg)?;
            println!("{}", serde_json::to_string_pretty(&m.export(None))?);
            Ok(())
        }
        Command::Lab { game, variant, games: n, seats, custom_boards, no_devotion, versus_random } => {
            use letterbox::games::quo_vadis::{Boards, QuoVadisOptions, SLUG, lab};
            if game != SLUG {
                anyhow::bail!("only {SLUG} has a playtest lab");
            }
            let opts = QuoVadisOptions {
                variant,
                boards: if custom_boards { Boards::Custom } else { Boards::Standard },
                devotion: !no_devotion,
                ..QuoVadisOptions::default()
            };
            let start = std::time::Instant::now();
            let report = lab::report(&opts, seats, n).map_err(anyhow::Error::msg)?;
            let secs = start.elapsed().as_secs_f64();
            print!("{report}");
            println!("\n{n} bot games in {secs:.1} s: {:.1} playouts/s", n as f64 / secs.max(1e-9));
            if versus_random > 0 {
                print!("\n{}", lab::versus_random_report(&opts, seats, versus_random));
            }
            Ok(())
        }
        Command::VerifySnapshots { database } => {
            let checked = open_store(database)?.verify_snapshots()?;
            println!("verified: {checked} snapshots, each the state its game's log gives after its event");
            Ok(())
        }
        Command::Balance { game, games: n, players, bots, picks, options } => {
            use letterbox::games::voidfall::{SLUG, VoidfallOptions, balance};
            if game != SLUG {
                anyhow::bail!("only {SLUG} has a balance report");
            }
            let order = match picks.as_str() {
                "random" => balance::PickOrder::Random,
                "rotated" => balance::PickOrder::Rotated,
                other => anyhow::bail!("--picks is random or rotated, not {other:?}"),
            };
            let bots = match bots.as_str() {
                "random" => balance::Bots::Random,
                "sitter" => balance::Bots::Sitter(order),
                "baseline" => balance::Bots::Baseline,
                other => anyhow::bail!("--bots is random, sitter or baseline, not {other:?}"),
            };
            let opts: VoidfallOptions = serde_json::from_str(&options)?;
            let start = std::time::Instant::now();
            let report = balance::report(players, n, bots, &opts).map_err(anyhow::Error::msg)?;
            print!("{report}");
            println!("\n{n} bot games in {:.1} s", start.elapsed().as_secs_f64());
            Ok(())
        }
        Command::Verify { file } => {
            let export = read_export(&file)?;
            let v = export.verify(any_game).map_err(anyhow::Error::msg)?;
            println!(
                "verified: the seed matches the published hash {}; {} events re-derived from it \
                 ({} random draws), every recorded state digest matches",
                export.seed_hash, v.events, v.random_draws
            );
            Ok(())
        }
    }
}
