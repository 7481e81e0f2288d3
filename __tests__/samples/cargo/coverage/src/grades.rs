/// Only the top grade is tested, so two match arms stay uncovered.
pub fn grade(score: u32) -> char {
    match score {
        90..=100 => 'A',
        80..=89 => 'B',
        _ => 'F',
    }
}

/// The closure's line counts for the closure and for this function in llvm-cov's totals.
pub fn doubled(values: &[i32]) -> Vec<i32> {
    values.iter().map(|v| v * 2).collect()
}
