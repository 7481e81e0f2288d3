//! Arithmetic that passes its tests.

/// Adds two numbers.
///
/// ```
/// assert_eq!(sample_pass::add(2, 3), 5);
/// ```
pub fn add(a: i64, b: i64) -> i64 {
    a + b
}

#[cfg(test)]
mod tests {
    use super::add;

    #[test]
    fn adds() {
        assert_eq!(add(2, 2), 4);
    }

    #[test]
    fn adds_negative() {
        assert_eq!(add(-2, 2), 0);
    }
}
