//! Configuration: `config/default.toml` (compiled in), optionally overlaid by the
//! file named in `LETTERBOX_CONFIG`, then by `LETTERBOX_*` environment variables.

use serde::Deserialize;
use std::net::IpAddr;
use std::path::PathBuf;

const DEFAULT: &str = include_str!("../../config/default.toml");

#[derive(Clone, Debug, Deserialize)]
pub struct Config {
    pub bind: String,
    pub base_url: String,
    pub data_dir: PathBuf,
    pub static_dir: String,
    pub database_url: String,
    pub secret_key: String,
    /// Addresses and ranges of the proxies in front of the service, as written
    /// (see [`Proxies`]); empty: clients connect directly.
    pub trusted_proxies: String,
    /// The header those proxies write: `x-forwarded-for` or `forwarded`.
    pub proxy_header: String,
    /// `trusted_proxies` and `proxy_header`, parsed.
    #[serde(skip)]
    pub proxies: Proxies,
    pub mail: MailConfig,
    pub limits: Limits,
    pub cache: CacheConfig,
}

/// Memory each app node may spend on caches (see `config/default.toml`).
#[derive(Clone, Debug, Deserialize)]
pub struct CacheConfig {
    pub pages_mb: u64,
    pub games_mb: u64,
    pub logs_mb: u64,
    /// How long, in milliseconds, a node answers a game page from its caches on
    /// what it last read of the session and the game, without asking the database
    /// again (see `web::known`); 0 asks every time.
    pub recheck_ms: u64,
}

#[derive(Clone, Debug, Deserialize)]
pub struct MailConfig {
    pub transport: String,
    pub dir: PathBuf,
    pub smtp_url: String,
    pub from: String,
    /// Send 8-bit bodies as they are (the relay announces 8BITMIME); off, they
    /// go as base64 or quoted-printable.
    pub eight_bit: bool,
    pub reminder_hours: i64,
    pub link_hours: i64,
}

/// How long sessions live and how much one user or client may do (see
/// `config/default.toml`).
#[derive(Clone, Debug, Deserialize)]
pub struct Limits {
    pub session_idle_hours: i64,
    pub session_max_hours: i64,
    pub signups_per_hour: u32,
    pub resets_per_client_per_hour: u32,
    pub resets_per_hour: u32,
    pub invites_per_hour: u32,
    pub invites_per_address_per_day: u32,
    pub chat_per_minute: u32,
    pub api_per_minute: u32,
    pub games_per_hour: u32,
    pub tokens_per_hour: u32,
    pub mail_give_up_hours: i64,
}

impl Config {
    /// The configuration from the default file, `LETTERBOX_CONFIG` and the process
    /// environment.
    pub fn load() -> Result<Config, String> {
        let overlay = match std::env::var("LETTERBOX_CONFIG") {
            Ok(path) => Some(std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?),
            Err(_) => None,
        };
        Config::from_sources(overlay.as_deref(), &|name| std::env::var(name).ok())
    }

    pub fn from_sources(overlay: Option<&str>, env: &dyn Fn(&str) -> Option<String>) -> Result<Config, String> {
        let mut table: toml::Table = DEFAULT.parse().map_err(|e| format!("default config: {e}"))?;
        if let Some(text) = overlay {
            let over: toml::Table = text.parse().map_err(|e| format!("LETTERBOX_CONFIG: {e}"))?;
            merge(&mut table, over);
        }
        apply_env(&mut table, "LETTERBOX", env)?;
        let mut config: Config = table.try_into().map_err(|e| format!("config: {e}"))?;
        if config.base_url.trim().is_empty() {
            config.base_url = format!("http://{}", config.bind);
        }
        config.proxies = Proxies::parse(&config.trusted_proxies, &config.proxy_header)?;
        Ok(config)
    }
}

/// The proxies whose word is taken for where a request came from. A proxy adds
/// the address that connected to it to a header; the client is the nearest hop
/// that is not one of these (what lies beyond it the client wrote itself). Only
/// the header the proxies write is read: one they do not write passes through
/// from the client untouched, so believing it would let anyone say who they are.
#[derive(Clone, Debug, Default)]
pub struct Proxies {
    /// Each range as an address and how many leading bits must match.
    ranges: Vec<(IpAddr, u8)>,
    pub header: ForwardedHeader,
}

/// Which header carries the chain of hops.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For: client, proxy1, proxy2`
    #[default]
    XForwardedFor,
    /// RFC 7239: `Forwarded: for=client, for=proxy1`
    Forwarded,
}

impl Proxies {
    /// Addresses (`10.1.2.3`, `::1`) and ranges (`10.0.0.0/8`, `fd00::/8`)
    /// separated by commas or spaces, and the header's name.
    pub fn parse(list: &str, header: &str) -> Result<Proxies, String> {
        let header = match header.trim().to_ascii_lowercase().as_str() {
            "x-forwarded-for" => ForwardedHeader::XForwardedFor,
            "forwarded" => ForwardedHeader::Forwarded,
            other => return Err(format!("proxy_header: {other:?} is neither x-forwarded-for nor forwarded")),
        };
        let ranges = list
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|item| !item.is_empty())
            .map(|item| {
                let bad = || format!("trusted_proxies: {item:?} is not an address or a range like 10.0.0.0/8");
                let (address, bits) = item.split_once('/').map_or((item, None), |(a, b)| (a, Some(b)));
                let address: IpAddr = address.parse().map_err(|_| bad())?;
                let address = address.to_canonical();
                let width = if address.is_ipv4() { 32 } else { 128 };
                let bits = match bits {
                    Some(b) => b.parse::<u8>().ok().filter(|b| *b <= width).ok_or_else(bad)?,
                    None => width,
                };
                Ok((address, bits))
            })
            .collect::<Result<_, String>>()?;
        Ok(Proxies { ranges, header })
    }

    /// Whether no proxy is trusted: the connection's peer is the client.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// Whether `address` is one of the trusted proxies.
    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.ranges.iter().any(|&(range, bits)| match (range, address) {
            (IpAddr::V4(r), IpAddr::V4(a)) => same_prefix(u32::from(r).into(), u32::from(a).into(), bits, 32),
            (IpAddr::V6(r), IpAddr::V6(a)) => same_prefix(u128::from(r), u128::from(a), bits, 128),
            _ => false,
        })
    }
}

/// Whether two addresses of `width` bits agree in their first `bits`.
fn same_prefix(a: u128, b: u128, bits: u8, width: u32) -> bool {
    let shift = width - u32::from(bits);
    shift >= width || (a >> shift) == (b >> shift)
}

fn merge(base: &mut toml::Table, over: toml::Table) {
    for (k, v) in over {
        match (base.get_mut(&k), v) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => merge(b, o),
            (_, v) => {
                base.insert(k, v);
            }
        }
    }
}

/// Replace every leaf whose variable `PREFIX_KEY` is set, keeping the leaf's type.
fn apply_env(table: &mut toml::Table, prefix: &str, env: &dyn Fn(&str) -> Option<String>) -> Result<(), String> {
    for (k, v) in table.iter_mut() {
        let name = format!("{prefix}_{}", k.to_uppercase());
        match v {
            toml::Value::Table(t) => apply_env(t, &name, env)?,
            leaf => {
                if let Some(s) = env(&name) {
                    *leaf = match leaf {
                        toml::Value::Integer(_) => {
                            toml::Value::Integer(s.parse().map_err(|_| format!("{name}: not an integer"))?)
                        }
                        toml::Value::Boolean(_) => {
                            toml::Value::Boolean(s.parse().map_err(|_| format!("{name}: not true/false"))?)
                        }
                        _ => toml::Value::String(s),
                    };
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_overrides_defaults_and_sections() {
        let env = |k: &str| match k {
            "LETTERBOX_DATABASE_URL" => Some("postgres://x/y".to_string()),
            "LETTERBOX_MAIL_TRANSPORT" => Some("smtp".to_string()),
            _ => None,
        };
        let c = Config::from_sources(Some("bind = \"0.0.0.0:9\""), &env).unwrap();
        assert_eq!(c.database_url, "postgres://x/y");
        assert_eq!(c.mail.transport, "smtp");
        assert_eq!(c.bind, "0.0.0.0:9");
        assert_eq!(c.mail.from, "Letterbox <letterbox@localhost>");
        assert_eq!(c.base_url, "http://0.0.0.0:9");
    }

    #[test]
    fn base_url_follows_bind_unless_set() {
        let bind_only = |k: &str| (k == "LETTERBOX_BIND").then(|| "127.0.0.1:9000".to_string());
        assert_eq!(Config::from_sources(None, &bind_only).unwrap().base_url, "http://127.0.0.1:9000");
        let both = |k: &str| match k {
            "LETTERBOX_BIND" => Some("127.0.0.1:9000".to_string()),
            "LETTERBOX_BASE_URL" => Some("https://games.example.org".to_string()),
            _ => None,
        };
        assert_eq!(Config::from_sources(None, &both).unwrap().base_url, "https://games.example.org");
    }

    /// Every environment variable that sets a key: `LETTERBOX_<KEY>` and
    /// `LETTERBOX_<SECTION>_<KEY>`, with `LETTERBOX_CONFIG` first.
    fn variables() -> Vec<String> {
        fn walk(table: &toml::Table, prefix: &str, out: &mut Vec<String>) {
            for (k, v) in table {
                let name = format!("{prefix}_{}", k.to_uppercase());
                match v {
                    toml::Value::Table(t) => walk(t, &name, out),
                    _ => out.push(name),
                }
            }
        }
        let mut out = vec!["LETTERBOX_CONFIG".to_string()];
        let table: toml::Table = DEFAULT.parse().expect("the default configuration parses");
        walk(&table, "LETTERBOX", &mut out);
        out
    }

    #[test]
    fn trusted_proxies_are_addresses_and_ranges() {
        let p = Proxies::parse("10.0.0.0/8, 192.168.1.5 fd00::/8 ::1", "X-Forwarded-For").unwrap();
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert!(p.trusts(ip("10.200.3.4")) && p.trusts(ip("192.168.1.5")) && p.trusts(ip("::1")));
        assert!(p.trusts(ip("fd12::1")) && p.trusts(ip("::ffff:10.0.0.1")), "a v4 address written as v6");
        assert!(!p.trusts(ip("11.0.0.1")) && !p.trusts(ip("192.168.1.6")) && !p.trusts(ip("fe80::1")));
        assert_eq!(p.header, ForwardedHeader::XForwardedFor);
        assert!(Proxies::parse("0.0.0.0/0", "forwarded").unwrap().trusts(ip("203.0.113.9")));
        assert!(Proxies::parse("", "forwarded").unwrap().is_empty());
        for bad in ["10.0.0.0/33", "example.org", "10.0.0/8", "::1/129"] {
            assert!(Proxies::parse(bad, "forwarded").is_err(), "{bad}");
        }
        assert!(Proxies::parse("", "x-real-ip").is_err());
        let env = |k: &str| (k == "LETTERBOX_TRUSTED_PROXIES").then(|| "10.0.0.1".to_string());
        assert!(Config::from_sources(None, &env).unwrap().proxies.trusts(ip("10.0.0.1")));
        assert!(Config::from_sources(None, &|_| None).unwrap().proxies.is_empty(), "off by default");
    }

    /// The README lists every variable, so an operator finds each one.
    #[test]
    fn the_readme_names_every_variable() {
        let readme = include_str!("../../README.md");
        let missing: Vec<String> = variables().into_iter().filter(|v| !readme.contains(v.as_str())).collect();
        assert!(missing.is_empty(), "README.md does not name {missing:?}");
        assert!(variables().contains(&"LETTERBOX_MAIL_SMTP_URL".to_string()));
    }
}
