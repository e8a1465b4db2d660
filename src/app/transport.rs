//! Where mail goes: an SMTP server, a directory of `.eml` files, or memory.

use crate::config::{Config, MailConfig};
use lettre::message::Mailbox;
use lettre::transport::smtp::PoolConfig;
use lettre::{FileTransport, Message, SmtpTransport, Transport as _};
use std::net::{IpAddr, ToSocketAddrs};
use std::sync::{Arc, Mutex};

/// Where mail goes.
pub enum Transport {
    /// An SMTP server (production); one connection, kept open between mails
    /// (the outbox sends one mail at a time: see `mail::worker`).
    Smtp(SmtpTransport),
    /// `.eml` files in a directory (a local run).
    File(FileTransport),
    /// Kept in memory (tests).
    Stub(Arc<Mutex<Vec<Vec<u8>>>>),
}

impl Transport {
    /// The configured transport, checked but not yet prepared: nothing is created
    /// on disk until [`Transport::prepare`].
    pub fn from_config(cfg: &MailConfig) -> Result<Transport, String> {
        cfg.from.parse::<Mailbox>().map_err(|e| format!("mail.from {:?}: {e}", cfg.from))?;
        match cfg.transport.as_str() {
            "smtp" => SmtpTransport::from_url(&cfg.smtp_url)
                .map(|b| {
                    let pool = PoolConfig::new().max_size(1);
                    Transport::Smtp(b.timeout(Some(std::time::Duration::from_secs(10))).pool_config(pool).build())
                })
                .map_err(|e| format!("mail.smtp_url: {e}")),
            "file" => Ok(Transport::File(FileTransport::new(&cfg.dir))),
            "stub" => Ok(Transport::Stub(Arc::default())),
            other => Err(format!("mail.transport: {other:?} is not smtp, file or stub")),
        }
    }

    /// Create what the transport writes into: the file transport's directory.
    pub fn prepare(&self, cfg: &MailConfig) -> Result<(), String> {
        if let Transport::File(_) = self {
            std::fs::create_dir_all(&cfg.dir).map_err(|e| format!("mail.dir {}: {e}", cfg.dir.display()))?;
        }
        Ok(())
    }

    /// Send a mail; for the file transport, the name of its file (without
    /// `.eml`).
    pub fn send(&self, message: &Message) -> Result<Option<String>, String> {
        match self {
            Transport::Smtp(t) => t.send(message).map(|_| None).map_err(|e| e.to_string()),
            Transport::File(t) => t.send(message).map(Some).map_err(|e| e.to_string()),
            Transport::Stub(sent) => {
                sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(message.formatted());
                Ok(None)
            }
        }
    }

    pub fn is_file(&self) -> bool {
        matches!(self, Transport::File(_))
    }

    /// Mail the stub transport holds (empty for the others).
    pub fn stub_sent(&self) -> Vec<Vec<u8>> {
        match self {
            Transport::Stub(sent) => sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone(),
            _ => Vec::new(),
        }
    }
}

/// Whether the service shows the mail it wrote on a local mailbox page: only
/// for the `file` transport, and only when nobody but this machine reaches the
/// service (it listens on loopback addresses alone, and its base URL names one:
/// a proxy in front would give it another), so that nobody reads another's mail.
pub fn local_mailbox(config: &Config) -> bool {
    let addrs: Vec<_> = config.bind.to_socket_addrs().map(Iterator::collect).unwrap_or_default();
    let listens_locally = !addrs.is_empty() && addrs.iter().all(|a| a.ip().is_loopback());
    config.mail.transport == "file" && listens_locally && names_loopback(&config.base_url)
}

/// Whether a URL's host is this machine: `localhost` or a loopback address.
fn names_loopback(url: &str) -> bool {
    let Some((_, rest)) = url.split_once("://") else { return false };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = match host_port.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host_port.split(':').next().unwrap_or_default(),
    };
    host.eq_ignore_ascii_case("localhost") || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Config {
        Config::from_sources(None, &|k| vars.iter().find(|(n, _)| *n == k).map(|(_, v)| (*v).to_string())).unwrap()
    }

    #[test]
    fn the_local_mailbox_is_only_for_file_mail_on_this_machine() {
        assert!(local_mailbox(&config(&[])), "the defaults: file mail on 127.0.0.1");
        for vars in [
            &[("LETTERBOX_BIND", "[::1]:8080")][..],
            &[("LETTERBOX_BIND", "127.0.0.1:8080"), ("LETTERBOX_BASE_URL", "http://localhost:8080/")],
        ] {
            assert!(local_mailbox(&config(vars)), "{vars:?}");
        }
        for vars in [
            &[("LETTERBOX_MAIL_TRANSPORT", "smtp")][..],
            &[("LETTERBOX_MAIL_TRANSPORT", "stub")],
            &[("LETTERBOX_BIND", "0.0.0.0:8080")],
            &[("LETTERBOX_BIND", "0.0.0.0:8080"), ("LETTERBOX_BASE_URL", "http://127.0.0.1:8080")],
            &[("LETTERBOX_BIND", "[::]:8080"), ("LETTERBOX_BASE_URL", "http://[::1]:8080")],
            &[("LETTERBOX_BASE_URL", "https://games.example.org")],
            &[("LETTERBOX_BASE_URL", "https://localhost.example.org")],
            &[("LETTERBOX_BASE_URL", "https://127.0.0.1@games.example.org")],
        ] {
            assert!(!local_mailbox(&config(vars)), "{vars:?}");
        }
    }
}
