//! Registry figures: tree appends per second at depth 30 (on a node file, and through the
//! registry on SQLite), single and batched, and the restart time of a set holding
//! N identities (default 1,000,000; `HUMANID_BENCH_IDENTITIES` to change).
//!
//! Run: `cargo bench -p humanid-core --bench registry`

use std::time::Instant;

use humanid_core::registry::tree::Tree;
use humanid_core::registry::{Environment, Registry, SetKey};
use humanid_proof::Field;
use humanid_store::Store;

fn leaves(from: u64, n: u64) -> Vec<Field> {
    (from..from + n).map(Field::from).collect()
}

fn rate(n: u64, started: Instant) -> String {
    format!("{:.0}/s", n as f64 / started.elapsed().as_secs_f64())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let total: u64 = std::env::var("HUMANID_BENCH_IDENTITIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);

    let tree = Tree::new(tempfile::tempfile()?, 30).ok_or("depth")?;
    let append = |batch: &[Field]| -> Result<(), Box<dyn std::error::Error>> {
        let staged = tree.stage(&tree.snapshot(), batch)?.ok_or("full")?;
        tree.publish(staged)?;
        Ok(())
    };
    let t = Instant::now();
    for leaf in leaves(1, 2_000) {
        append(&[leaf])?;
    }
    println!(
        "tree (node file), depth 30, single appends:   {}",
        rate(2_000, t)
    );
    let t = Instant::now();
    for chunk in leaves(10_000, 50_000).chunks(1_000) {
        append(chunk)?;
    }
    println!(
        "tree (node file), depth 30, batches of 1000:  {}",
        rate(50_000, t)
    );

    let dir = tempfile::tempdir()?;
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let store = Store::connect(&url).await?;
    let trees = Some(dir.path().join("trees"));
    let registry = Registry::open_in(store.clone(), 30, trees.clone()).await?;
    let key = SetKey::new("orb", Environment::Production)?;
    let t = Instant::now();
    for leaf in leaves(1, 300) {
        registry.add(&key, &[leaf]).await?;
    }
    println!(
        "registry (SQLite), depth 30, single appends:  {}",
        rate(300, t)
    );
    let t = Instant::now();
    let mut next = 1_000;
    while next < total {
        let n = (total - next).min(1_000);
        registry.add(&key, &leaves(next, n)).await?;
        next += n;
    }
    println!(
        "registry (SQLite), depth 30, batches of 1000: {} ({} identities)",
        rate(total - 1_000, t),
        total - 700
    );
    let root = registry.inclusion_proof(&key, &Field::from(5)).await?.root;
    drop(registry);
    store.close().await;

    let t = Instant::now();
    let store = Store::connect(&url).await?;
    let registry = Registry::open_in(store.clone(), 30, trees).await?;
    registry.load_all().await?;
    let elapsed = t.elapsed();
    let again = registry.inclusion_proof(&key, &Field::from(5)).await?.root;
    assert_eq!(again, root, "restart must restore the same tree");
    println!(
        "restart with {} identities in one set (open + load every tree): {:.2} s",
        total - 700,
        elapsed.as_secs_f64()
    );
    Ok(())
}
