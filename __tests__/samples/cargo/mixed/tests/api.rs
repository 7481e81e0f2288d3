use sample_mixed::{area, ratio};

fn check_positive(n: u32) {
    assert!(n > 100, "{} is too small", n);
}

#[test]
fn api_area() {
    assert_eq!(area(4, 5), 20);
}

#[test]
fn api_ratio_helper() {
    eprintln!("checking the ratio");
    check_positive(ratio(10, 5));
}
