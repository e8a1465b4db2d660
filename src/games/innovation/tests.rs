//! Framework tests: each rule of the spec.
