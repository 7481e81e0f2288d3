use sample_coverage::grades::{doubled, grade};

#[test]
fn top_grade() {
    assert_eq!(grade(95), 'A');
}

#[test]
fn doubles_each_value() {
    assert_eq!(doubled(&[1, 2]), vec![2, 4]);
}
