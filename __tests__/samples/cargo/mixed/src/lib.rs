//! Shapes: passing, failing, ignored and should_panic tests, doc tests (compile_fail
//! and no_run among them), an
//! integration test file (tests/api.rs) and a module in its own file.
//!
//! ```
//! assert_eq!(sample_mixed::area(2, 3), 6);
//! ```

pub mod shapes;

/// Area of a rectangle.
///
/// ```
/// assert_eq!(sample_mixed::area(2, 2), 4);
/// ```
///
/// ```
/// assert_eq!(sample_mixed::area(2, 2), 5);
/// ```
///
/// ```ignore
/// sample_mixed::area(1);
/// ```
pub fn area(w: u32, h: u32) -> u32 {
    w * h
}

/// Divides, panicking on zero. A doc test that must not compile and one that is
/// only compiled (libtest names them with " - compile fail" and " - compile").
///
/// ```compile_fail
/// let wrong: u32 = sample_mixed::ratio(4, 2) as &str;
/// ```
///
/// ```no_run
/// loop { sample_mixed::ratio(4, 2); }
/// ```
pub fn ratio(a: u32, b: u32) -> u32 {
    if b == 0 {
        panic!("division by zero");
    }
    a / b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_square() {
        println!("computing a square");
        assert_eq!(area(3, 3), 9);
    }

    #[test]
    fn area_wrong() {
        assert_eq!(area(2, 3), 5, "area of 2x3");
    }

    #[test]
    #[ignore]
    fn slow() {
        assert_eq!(area(1000, 1000), 1_000_000);
    }

    #[test]
    #[ignore = "needs a GPU"]
    fn gpu() {}

    #[test]
    #[should_panic(expected = "division by zero")]
    fn ratio_by_zero() {
        ratio(1, 0);
    }

    #[test]
    #[should_panic]
    fn ratio_never_panics() {
        ratio(4, 2);
    }

    #[test]
    fn returns_err() -> Result<(), String> {
        Err(String::from("not found"))
    }

    mod nested {
        #[test]
        fn deep_truth() {
            assert!(1 + 1 == 3, "math is broken");
        }
    }
}
