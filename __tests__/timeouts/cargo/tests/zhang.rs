#[test]
fn hangs() {
    std::thread::sleep(std::time::Duration::from_secs(600)); // HANG
}
