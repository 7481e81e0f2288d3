//! Text helpers with a failing test.

pub fn shout(s: &str) -> String {
    s.to_uppercase()
}

#[cfg(test)]
mod tests {
    use super::shout;

    #[test]
    fn shouts() {
        assert_eq!(shout("hi"), "HI");
    }

    #[test]
    fn shouts_wrong() {
        println!("checking shout");
        assert_eq!(shout("hi"), "Hi", "shout of {:?}", "hi");
    }
}
