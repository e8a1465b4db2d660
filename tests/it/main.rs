//! The integration tests, one binary: each module drives the service, the
//! command line or the store from outside, through the `letterbox` crate.
//! `common` is the test kit they share (databases, servers, mail sinks).

mod common;

mod browser;
mod caching;
mod catalogs;
mod chat;
mod cli;
mod concurrency;
mod crash;
mod dependable;
mod design_notes;
mod first_run;
mod fuzz;
mod golden;
mod legible;
mod life;
mod lobby;
mod nodes;
mod security;
mod serve;
mod smtp;
mod snapshots;
mod standing;
mod store;
mod takeback;
mod timecontrol;
mod voidfall_mail;
mod web;
