//! A crate whose tests do not compile.

pub fn double(x: i32) -> i32 {
    x * 2
}

#[cfg(test)]
mod tests {
    use super::double;

    #[test]
    fn doubles() {
        let n: i32 = double("2");
        assert_eq!(n, 4);
    }
}
