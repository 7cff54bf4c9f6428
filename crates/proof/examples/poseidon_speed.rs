fn main() {
    let mut x = humanid_proof::Field::parse("0x1").unwrap_or_else(|e| panic!("{e}"));
    let y = humanid_proof::Field::parse("0x2").unwrap_or_else(|e| panic!("{e}"));
    let n = 200_000;
    let t = std::time::Instant::now();
    for _ in 0..n {
        x = humanid_proof::poseidon2(x, y);
    }
    println!(
        "{:.2} us/hash ({x})",
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    );
}
