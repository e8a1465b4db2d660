//! Where mail goes: an SMTP server, a directory of `.eml` files, or memory.

use crate::config::MailConfig;
use lettre::message::Mailbox;
use lettre::transport::smtp::PoolConfig;
use lettre::{FileTransport, Message, SmtpTransport, Transport as _};
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

    pub fn send(&self, message: &Message) -> Result<(), String> {
        match self {
            Transport::Smtp(t) => t.send(message).map(|_| ()).map_err(|e| e.to_string()),
            Transport::File(t) => t.send(message).map(|_| ()).map_err(|e| e.to_string()),
            Transport::Stub(sent) => {
                sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(message.formatted());
                Ok(())
            }
        }
    }

    /// Mail the stub transport holds (empty for the others).
    pub fn stub_sent(&self) -> Vec<Vec<u8>> {
        match self {
            Transport::Stub(sent) => sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone(),
            _ => Vec::new(),
        }
    }
}
