//! Every test passes, but not every line runs: `describe` never sees a zero,
//! `largest` never gets an empty slice and `perimeter` is never called.

pub mod grades;

/// Area of a rectangle; the doc test runs, but rustdoc does not measure it.
///
/// ```
/// assert_eq!(sample_coverage::area(2, 3), 6);
/// ```
pub fn area(width: u32, height: u32) -> u32 {
    width * height
}

pub fn perimeter(width: u32, height: u32) -> u32 {
    let sides = width + height;
    sides * 2
}

pub fn describe(n: i32) -> &'static str {
    if n < 0 {
        "negative"
    } else if n == 0 {
        "zero"
    } else {
        "positive"
    }
}

/// Generic: one function for llvm-cov, however many types instantiate it.
pub fn largest<T: PartialOrd + Copy>(items: &[T]) -> Option<T> {
    let mut best = *items.first()?;
    for &item in items {
        if item > best {
            best = item;
        }
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_signs() {
        assert_eq!(describe(5), "positive");
        assert_eq!(describe(-1), "negative");
    }

    #[test]
    fn largest_of_numbers() {
        assert_eq!(largest(&[1, 5, 3]), Some(5));
        assert_eq!(largest(&[1.5, 0.5]), Some(1.5));
    }
}
