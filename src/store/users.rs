//! Accounts. Passwords arrive here already hashed (argon2id, in `web::auth`).

use super::schema::users;
use super::{Store, StoreError, is_unique_violation, now};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Clone, Debug, Hash, Queryable, Selectable)]
#[diesel(table_name = users)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub display_name: String,
    pub password_hash: String,
    pub mail_pref: String,
    pub lang: String,
    pub created_at: NaiveDateTime,
    /// An IANA zone name, or empty for the default of the user's language.
    pub time_zone: String,
    /// When the user proved the address is theirs (by a mailed link).
    pub verified_at: Option<NaiveDateTime>,
    /// 1: each chat message of the user's games is mailed to them at once (off
    /// by default; the chat also comes with their next turn mail).
    pub chat_mail: i32,
}

/// How often a player wants "your turn" mail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailPref {
    EveryTurn,
    DailyDigest,
    None,
}

impl MailPref {
    pub const ALL: [MailPref; 3] = [MailPref::EveryTurn, MailPref::DailyDigest, MailPref::None];

    pub fn as_str(self) -> &'static str {
        match self {
            MailPref::EveryTurn => "every_turn",
            MailPref::DailyDigest => "daily",
            MailPref::None => "none",
        }
    }

    pub fn parse(s: &str) -> Option<MailPref> {
        MailPref::ALL.into_iter().find(|p| p.as_str() == s)
    }
}

impl User {
    pub fn mail_pref(&self) -> MailPref {
        MailPref::parse(&self.mail_pref).unwrap_or(MailPref::EveryTurn)
    }

    /// Whether each chat message is mailed at once: asked for, and game mail
    /// not turned off (unsubscribing stops every game mail).
    pub fn wants_chat_mail(&self) -> bool {
        self.chat_mail != 0 && self.mail_pref() != MailPref::None && self.verified_at.is_some()
    }
}

/// Emails are compared without regard to case or surrounding space.
pub fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

impl Store {
    /// A new account speaking `lang` in `time_zone` (empty: the language's
    /// default), or `None` when the email is taken.
    pub fn create_user(
        &self,
        email: &str,
        display_name: &str,
        password_hash: &str,
        lang: &str,
        time_zone: &str,
    ) -> Result<Option<User>, StoreError> {
        let inserted = self.write(|c| {
            diesel::insert_into(users::table)
                .values((
                    users::email.eq(normalize_email(email)),
                    users::display_name.eq(display_name.trim()),
                    users::password_hash.eq(password_hash),
                    users::lang.eq(lang),
                    users::time_zone.eq(time_zone),
                    users::created_at.eq(now()),
                ))
                .execute(c)
        });
        match inserted {
            Ok(_) => {}
            Err(StoreError::Db(e)) if is_unique_violation(&e) => return Ok(None),
            Err(e) => return Err(e),
        }
        self.user_by_email(email)
    }

    pub fn user(&self, id: i64) -> Result<Option<User>, StoreError> {
        Ok(users::table.find(id).select(User::as_select()).get_result(&mut *self.conn()?).optional()?)
    }

    pub fn user_by_email(&self, email: &str) -> Result<Option<User>, StoreError> {
        Ok(users::table
            .filter(users::email.eq(normalize_email(email)))
            .select(User::as_select())
            .get_result(&mut *self.conn()?)
            .optional()?)
    }

    pub fn set_password(&self, user_id: i64, password_hash: &str) -> Result<(), StoreError> {
        self.write(|c| {
            diesel::update(users::table.find(user_id)).set(users::password_hash.eq(password_hash)).execute(c)
        })?;
        Ok(())
    }

    /// Mark the address verified; whether this call did (it was not yet).
    pub fn mark_verified(&self, user_id: i64) -> Result<bool, StoreError> {
        let changed = self.write(|c| {
            diesel::update(users::table.find(user_id).filter(users::verified_at.is_null()))
                .set(users::verified_at.eq(now()))
                .execute(c)
        })?;
        Ok(changed == 1)
    }

    pub fn set_preferences(
        &self,
        user_id: i64,
        pref: MailPref,
        chat_mail: bool,
        lang: &str,
        time_zone: &str,
    ) -> Result<(), StoreError> {
        self.write(|c| {
            diesel::update(users::table.find(user_id))
                .set((
                    users::mail_pref.eq(pref.as_str()),
                    users::chat_mail.eq(i32::from(chat_mail)),
                    users::lang.eq(lang),
                    users::time_zone.eq(time_zone),
                ))
                .execute(c)
        })?;
        Ok(())
    }

    pub fn set_mail_pref(&self, user_id: i64, pref: MailPref) -> Result<(), StoreError> {
        self.write(|c| diesel::update(users::table.find(user_id)).set(users::mail_pref.eq(pref.as_str())).execute(c))?;
        Ok(())
    }

    pub fn set_language(&self, user_id: i64, lang: &str) -> Result<(), StoreError> {
        self.write(|c| diesel::update(users::table.find(user_id)).set(users::lang.eq(lang)).execute(c))?;
        Ok(())
    }
}
