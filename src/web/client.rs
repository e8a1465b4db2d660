//! Who the client is, for the limits that count per client. Connected directly,
//! the connection's peer. Behind the proxies named in `trusted_proxies`, the
//! address they forwarded: walking the chain of hops from the nearest, the first
//! that is not a trusted proxy. Hops further out were written by the client
//! itself and prove nothing; believing them would let one machine pose as
//! many (escaping its limits) or as a victim (spending theirs).

use actix_web::HttpRequest;
use actix_web::http::header::HeaderName;
use app::config::{ForwardedHeader, Proxies};
use std::net::IpAddr;

/// Longest forwarding header we read: a chain longer than this is cut at its
/// far end, which only the client wrote.
const MAX_CHAIN_BYTES: usize = 4096;

/// The client's address (or, from a proxy that hides it, the token it wrote
/// instead, such as `unknown`), as text for keys.
pub fn address(req: &HttpRequest, proxies: &Proxies) -> String {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else { return String::new() };
    if proxies.is_empty() || !proxies.trusts(peer) {
        return peer.to_canonical().to_string();
    }
    let name = match proxies.header {
        ForwardedHeader::XForwardedFor => HeaderName::from_static("x-forwarded-for"),
        ForwardedHeader::Forwarded => actix_web::http::header::FORWARDED,
    };
    // Several header lines are one list, in order.
    let mut chain = String::new();
    for value in req.headers().get_all(name) {
        if let Ok(v) = value.to_str() {
            if !chain.is_empty() {
                chain.push(',');
            }
            chain.push_str(v);
        }
    }
    let start = chain.len().saturating_sub(MAX_CHAIN_BYTES);
    let tail = chain.get(start..).unwrap_or_default();
    nearest_untrusted(&hops(tail, proxies.header), proxies).unwrap_or_else(|| peer.to_canonical().to_string())
}

/// The hops a header lists, client first, each as written (ports and quotes
/// taken off).
fn hops(chain: &str, header: ForwardedHeader) -> Vec<String> {
    chain
        .split(',')
        .filter_map(|element| match header {
            ForwardedHeader::XForwardedFor => Some(element.trim()),
            ForwardedHeader::Forwarded => element.split(';').find_map(|pair| {
                let (key, value) = pair.split_once('=')?;
                key.trim().eq_ignore_ascii_case("for").then_some(value.trim())
            }),
        })
        .map(|hop| node_name(hop.trim_matches('"')))
        .filter(|hop| !hop.is_empty())
        .collect()
}

/// A hop without its port: `[2001:db8::1]:4711` and `192.0.2.1:80` as their
/// addresses; an address alone, or a token, as it is.
fn node_name(hop: &str) -> String {
    if let Some(rest) = hop.strip_prefix('[') {
        return rest.split(']').next().unwrap_or_default().to_string();
    }
    match hop.rsplit_once(':') {
        Some((host, port)) if !host.contains(':') && port.bytes().all(|b| b.is_ascii_digit()) => host.to_string(),
        _ => hop.to_string(),
    }
    .to_ascii_lowercase()
}

/// From the nearest hop outwards, the first that is not a trusted proxy; the
/// farthest when all are (a client inside the trusted ranges).
fn nearest_untrusted(hops: &[String], proxies: &Proxies) -> Option<String> {
    let trusted = |hop: &String| hop.parse::<IpAddr>().is_ok_and(|ip| proxies.trusts(ip));
    let found = hops.iter().rev().find(|hop| !trusted(hop)).or_else(|| hops.first())?;
    Some(found.parse::<IpAddr>().map_or_else(|_| found.clone(), |ip| ip.to_canonical().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn client(proxies: &str, header: &str, peer: &str, headers: &[(&str, &str)]) -> String {
        let proxies = Proxies::parse(proxies, header).unwrap();
        let peer = std::net::SocketAddr::new(peer.parse().unwrap(), 40000);
        let mut req = TestRequest::default().peer_addr(peer);
        for (k, v) in headers {
            req = req.append_header((*k, *v));
        }
        address(&req.to_http_request(), &proxies)
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client_whatever_it_says() {
        let xff = [("x-forwarded-for", "198.51.100.7")];
        assert_eq!(client("", "x-forwarded-for", "203.0.113.5", &xff), "203.0.113.5");
        assert_eq!(client("10.0.0.0/8", "x-forwarded-for", "203.0.113.5", &xff), "203.0.113.5", "an untrusted peer");
    }

    #[test]
    fn behind_trusted_proxies_the_nearest_untrusted_hop_is_the_client() {
        let p = "10.0.0.0/8";
        // The balancer appended the machine that connected to it.
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &[("x-forwarded-for", "198.51.100.7")]), "198.51.100.7");
        // What the client wrote itself, further out, is not believed.
        let forged = [("x-forwarded-for", "192.0.2.66, 198.51.100.7, 10.0.0.9")];
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &forged), "198.51.100.7");
        // Several header lines are one list.
        let lines = [("x-forwarded-for", "192.0.2.66"), ("x-forwarded-for", "198.51.100.7")];
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &lines), "198.51.100.7");
        // No header: the proxy itself; all hops trusted: the farthest.
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &[]), "10.0.0.2");
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &[("x-forwarded-for", "10.1.1.1, 10.0.0.3")]), "10.1.1.1");
        // Only the configured header is read.
        let other = [("forwarded", "for=192.0.2.66"), ("x-forwarded-for", "198.51.100.7")];
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &other), "198.51.100.7");
        assert_eq!(client(p, "forwarded", "10.0.0.2", &other), "192.0.2.66");
    }

    #[test]
    fn forwarded_elements_ports_and_tokens() {
        let p = "10.0.0.0/8, ::1";
        let header = [("forwarded", "for=192.0.2.66, for=\"[2001:db8:cafe::17]:4711\";proto=https, for=10.0.0.7")];
        assert_eq!(client(p, "forwarded", "::1", &header), "2001:db8:cafe::17");
        let v4_port = [("forwarded", "For=\"198.51.100.7:8080\";by=10.0.0.7")];
        assert_eq!(client(p, "forwarded", "10.0.0.2", &v4_port), "198.51.100.7");
        let hidden = [("forwarded", "for=192.0.2.66, for=unknown")];
        assert_eq!(client(p, "forwarded", "10.0.0.2", &hidden), "unknown");
        let mapped = [("x-forwarded-for", "::ffff:198.51.100.7")];
        assert_eq!(client(p, "x-forwarded-for", "10.0.0.2", &mapped), "198.51.100.7");
    }
}
