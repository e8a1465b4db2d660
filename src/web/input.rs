//! Checks every text a visitor sends before it goes anywhere: length, and no
//! control characters (a NUL byte is refused by PostgreSQL, others have no
//! business in names or messages). A bad field is a 400 with a plain message.

use super::WebError;
use std::time::Duration;

pub const MINUTE: Duration = Duration::from_mins(1);
pub const HOUR: Duration = Duration::from_hours(1);

/// Longest token label.
pub const MAX_LABEL: usize = 60;
/// Longest chat message.
pub const MAX_CHAT: usize = 2000;
/// Longest list of invited addresses.
pub const MAX_INVITE_LIST: usize = 4000;

/// One line: trimmed, at most `max` characters, no control characters.
pub fn line(value: &str, max: usize) -> Result<&str, WebError> {
    let v = value.trim();
    if v.chars().count() > max || v.chars().any(char::is_control) {
        return Err(WebError::Invalid("error-invalid-text"));
    }
    Ok(v)
}

/// Text of several lines: trimmed, at most `max` characters, no control
/// characters but line breaks and tabs.
pub fn text(value: &str, max: usize) -> Result<&str, WebError> {
    let v = value.trim();
    let bad = |c: char| c.is_control() && !matches!(c, '\n' | '\r' | '\t');
    if v.chars().count() > max || v.chars().any(bad) {
        return Err(WebError::Invalid("error-invalid-text"));
    }
    Ok(v)
}

/// A password: any characters but NUL (nothing else is stored of it; its
/// length is the password policy's business).
pub fn secret(value: &str) -> Result<&str, WebError> {
    if value.contains('\0') {
        return Err(WebError::Invalid("error-invalid-text"));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nul_and_control_characters_and_length_are_refused() {
        assert_eq!(line("  Ann  ", 10).ok(), Some("Ann"));
        assert!(line("a\0b", 10).is_err());
        assert!(line("a\u{1b}b", 10).is_err());
        assert!(line("a\nb", 10).is_err());
        assert!(line(&"x".repeat(11), 10).is_err());
        assert_eq!(text("hi\nthere", 20).ok(), Some("hi\nthere"));
        assert!(text("hi\0", 20).is_err());
    }
}
