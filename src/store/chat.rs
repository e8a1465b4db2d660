//! A game's chat: plain text by players, shown to everyone who can see the game.

use super::conn::{AnyConnection, on_backend};
use super::schema::{chat_messages, events, games, users};
use super::{Store, StoreError, now};
use chrono::NaiveDateTime;
use diesel::QueryResult;
use diesel::connection::DefaultLoadingMode;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text, Timestamp};

#[derive(Clone, Debug)]
pub struct ChatMessage {
    pub author: String,
    pub body: String,
    pub at: NaiveDateTime,
}

#[derive(QueryableByName)]
struct ChatRow {
    #[diesel(sql_type = Text)]
    display_name: String,
    #[diesel(sql_type = Text)]
    body: String,
    #[diesel(sql_type = Timestamp)]
    created_at: NaiveDateTime,
}

/// Longest chat message kept, in characters.
pub const MAX_CHAT_CHARS: usize = 2_000;

impl Store {
    /// Post a message, and in the same transaction run `then` with it (the mail
    /// it causes is queued with the message or not at all).
    pub fn post_chat(
        &self,
        game_id: i64,
        user_id: i64,
        body: &str,
        then: &mut dyn FnMut(&mut AnyConnection, &ChatMessage) -> QueryResult<()>,
    ) -> Result<(), StoreError> {
        let body: String = body.trim().chars().take(MAX_CHAT_CHARS).collect();
        self.write(|c| {
            let at = now();
            diesel::insert_into(chat_messages::table)
                .values((
                    chat_messages::game_id.eq(game_id),
                    chat_messages::user_id.eq(user_id),
                    chat_messages::body.eq(&body),
                    chat_messages::created_at.eq(at),
                ))
                .execute(c)?;
            // A new message is a change of the game as pages show it (their caches
            // key on the row).
            diesel::update(games::table.find(game_id)).set(games::updated_at.eq(at)).execute(c)?;
            let author: String = users::table.find(user_id).select(users::display_name).get_result(c)?;
            then(c, &ChatMessage { author, body: body.clone(), at })
        })?;
        Ok(())
    }

    /// The latest `limit` messages, oldest first.
    pub fn chat(&self, game_id: i64, limit: i64) -> Result<Vec<ChatMessage>, StoreError> {
        // The limit is written into the SQL, not bound: SQLite compiles a statement
        // with a bound LIMIT afresh on every run (see the store's notes).
        let sql = |param: &str| {
            format!(
                "SELECT u.display_name, m.body, m.created_at FROM chat_messages m \
                 JOIN users u ON u.id = m.user_id WHERE m.game_id = {param} ORDER BY m.id DESC LIMIT {limit}"
            )
        };
        let mut c = self.conn()?;
        let mut rows: Vec<ChatRow> = match &mut *c {
            AnyConnection::Postgresql(c) => diesel::sql_query(sql("$1")).bind::<BigInt, _>(game_id).load(c)?,
            AnyConnection::Sqlite(c) => diesel::sql_query(sql("?")).bind::<BigInt, _>(game_id).load(c)?,
        };
        rows.reverse();
        Ok(rows.into_iter().map(|r| ChatMessage { author: r.display_name, body: r.body, at: r.created_at }).collect())
    }
}

/// How many chat messages a turn mail carries at most (the newest).
pub const MAIL_CHAT: usize = 20;

/// The chat of a game written since `seat`'s own last decision (all of it before
/// its first), at most the newest `MAIL_CHAT`, oldest first. Runs on the caller's
/// connection (mail is composed before the move's transaction, on a reading one).
pub fn chat_since(c: &mut AnyConnection, game_id: i64, seat: usize) -> QueryResult<Vec<ChatMessage>> {
    // Most games have no chat: one look at its index spares reading the seat's
    // decisions for every turn mail.
    let any_chat = diesel::select(diesel::dsl::exists(chat_messages::table.filter(chat_messages::game_id.eq(game_id))));
    if !on_backend!(c, |c| any_chat.get_result::<bool>(c))? {
        return Ok(Vec::new());
    }
    let decisions = events::table
        .filter(events::game_id.eq(game_id))
        .filter(events::seat.eq(seat as i32))
        .filter(events::auto.eq(0))
        .order(events::seq.desc())
        .select(events::created_at);
    // On SQLite, rows are read one by one, newest first, as far as needed, rather
    // than with LIMIT: SQLite compiles a statement with a bound LIMIT afresh on
    // every run. PostgreSQL would read every row before the first.
    let since: Option<NaiveDateTime> = match &mut *c {
        AnyConnection::Postgresql(c) => decisions.first(c).optional()?,
        AnyConnection::Sqlite(c) => decisions.load_iter::<_, DefaultLoadingMode>(c)?.next().transpose()?,
    };
    let since = since.unwrap_or(chrono::DateTime::UNIX_EPOCH.naive_utc());
    let newest = chat_messages::table
        .inner_join(users::table)
        .filter(chat_messages::game_id.eq(game_id))
        .filter(chat_messages::created_at.gt(since))
        .order(chat_messages::id.desc())
        .select((users::display_name, chat_messages::body, chat_messages::created_at));
    let mut rows: Vec<(String, String, NaiveDateTime)> = match &mut *c {
        AnyConnection::Postgresql(c) => newest.limit(MAIL_CHAT as i64).load(c)?,
        AnyConnection::Sqlite(c) => {
            newest.load_iter::<_, DefaultLoadingMode>(c)?.take(MAIL_CHAT).collect::<QueryResult<_>>()?
        }
    };
    rows.reverse();
    Ok(rows.into_iter().map(|(author, body, at)| ChatMessage { author, body, at }).collect())
}
