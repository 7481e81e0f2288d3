//! A crate without tests.

pub fn nothing() {}
