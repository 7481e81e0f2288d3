//! A module in its own file.

pub fn perimeter(w: u32, h: u32) -> u32 {
    2 * (w + h)
}

#[cfg(test)]
mod tests {
    use super::perimeter;

    #[test]
    fn perimeter_square() {
        assert_eq!(perimeter(1, 1), 4);
    }

    #[test]
    fn out_of_bounds() {
        let sides: Vec<u32> = Vec::new();
        assert_eq!(sides[2], 0);
    }
}
