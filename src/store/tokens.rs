//! Personal API tokens. Only a SHA-256 hash of each token is stored; the token
//! itself is shown once, when it is made.

use super::conn::on_backend;
use super::schema::{api_tokens, users};
use super::users::User;
use super::{Store, StoreError, now};
use chrono::NaiveDateTime;
use diesel::prelude::*;
use sha2::{Digest, Sha256};

/// Tokens start with this, so they are recognisable in configuration files.
pub const TOKEN_PREFIX: &str = "lbt_";

#[derive(Clone, Debug)]
pub struct TokenInfo {
    pub id: i64,
    pub label: String,
    pub created_at: NaiveDateTime,
    pub last_used_at: Option<NaiveDateTime>,
}

fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

impl Store {
    /// Store a new token made from 32 random bytes; returns the token.
    pub fn create_token(&self, user_id: i64, label: &str, random: [u8; 32]) -> Result<String, StoreError> {
        let token = format!("{TOKEN_PREFIX}{}", hex::encode(random));
        self.write(|c| {
            diesel::insert_into(api_tokens::table)
                .values((
                    api_tokens::user_id.eq(user_id),
                    api_tokens::token_hash.eq(token_hash(&token)),
                    api_tokens::label.eq(label.trim()),
                    api_tokens::created_at.eq(now()),
                ))
                .execute(c)
        })?;
        Ok(token)
    }

    /// The account a token belongs to, read with the token in one query.
    /// `last_used_at` is refreshed at most once a minute, so a busy bot does not
    /// turn every read into a write.
    pub fn token_account(&self, token: &str) -> Result<Option<User>, StoreError> {
        let hash = token_hash(token);
        let found: Option<(i64, Option<NaiveDateTime>, User)> = on_backend!(self.conn()?, |c| api_tokens::table
            .inner_join(users::table.on(users::id.eq(api_tokens::user_id)))
            .filter(api_tokens::token_hash.eq(&hash))
            .select((api_tokens::id, api_tokens::last_used_at, User::as_select()))
            .get_result(c)
            .optional())?;
        if let Some((id, last, _)) = &found {
            let (id, last) = (*id, *last);
            let t = now();
            // A read-only database still serves reads: the stamp is best effort.
            // Bookkeeping: only the settings page shows it, read from the database.
            if last.is_none_or(|l| t - l > chrono::Duration::seconds(60))
                && let Err(e) = self.write_bookkeeping(|c| {
                    diesel::update(api_tokens::table.find(id)).set(api_tokens::last_used_at.eq(t)).execute(c)
                })
            {
                eprintln!("letterbox: stamping a token's last use: {e}");
            }
        }
        Ok(found.map(|(_, _, user)| user))
    }

    pub fn tokens(&self, user_id: i64) -> Result<Vec<TokenInfo>, StoreError> {
        let rows: Vec<(i64, String, NaiveDateTime, Option<NaiveDateTime>)> = api_tokens::table
            .filter(api_tokens::user_id.eq(user_id))
            .order(api_tokens::id)
            .select((api_tokens::id, api_tokens::label, api_tokens::created_at, api_tokens::last_used_at))
            .load(&mut *self.conn()?)?;
        Ok(rows
            .into_iter()
            .map(|(id, label, created_at, last_used_at)| TokenInfo { id, label, created_at, last_used_at })
            .collect())
    }

    pub fn revoke_token(&self, user_id: i64, token_id: i64) -> Result<(), StoreError> {
        self.write(|c| {
            diesel::delete(api_tokens::table.filter(api_tokens::id.eq(token_id).and(api_tokens::user_id.eq(user_id))))
                .execute(c)
        })?;
        Ok(())
    }
}
