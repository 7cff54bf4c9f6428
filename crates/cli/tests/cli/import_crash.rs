//! `humanid credentials import` killed mid-way: what a restart shows is whole committed
//! chunks, with the root semaphore-rs computes for them, and proofs that lead to it.

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use crate::common::{credential_set, humanid, serve_on};
use humanid_proof::{Field, poseidon2};
use semaphore_rs::poseidon_tree::LazyPoseidonTree;
use serde_json::Value;

const CHUNK: u64 = 250;
const TOTAL: u64 = 10_000;

fn oracle_root(n: u64) -> Field {
    let mut tree = LazyPoseidonTree::new(16, Field::ZERO.as_u256()).derived();
    for i in 0..n {
        tree = tree.update(i as usize, &Field::from(i + 1).as_u256());
    }
    Field::try_from(tree.root()).unwrap()
}

#[tokio::test]
async fn a_killed_import_leaves_whole_chunks_and_a_tree_that_agrees_with_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = dir.path().join("commitments.txt");
    let mut out = std::fs::File::create(&file).unwrap();
    for i in 1..=TOTAL {
        writeln!(out, "{}", Field::from(i)).unwrap();
    }
    drop(out);
    let mut child = humanid()
        .args([
            "credentials",
            "import",
            "--type",
            "orb",
            "--tree-depth",
            "16",
        ])
        .args(["--chunk", &CHUNK.to_string(), "--data-dir"])
        .arg(&data)
        .arg(&file)
        .env("HUMANID_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Killed as soon as the first chunk is committed: later chunks are anywhere between
    // staged and committed.
    let stderr = BufReader::new(child.stderr.take().unwrap());
    for line in stderr.lines() {
        if line.unwrap().contains("import progress") {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();

    let set = credential_set(data.to_str().unwrap(), "orb", "production");
    let size = set["size"].as_u64().unwrap();
    assert!((CHUNK..TOTAL).contains(&size), "size {size}");
    assert_eq!(size % CHUNK, 0, "whole chunks only");
    let root = Field::parse(set["root"].as_str().unwrap()).unwrap();
    assert_eq!(root, oracle_root(size));

    // The server opens the node file the import left, and its proofs lead to that root.
    let server = serve_on(&data, &["--tree-depth", "16"]);
    for leaf in [1, size / 2, size] {
        let url = format!(
            "{}/api/v1/credentials/orb/inclusion-proof/{}",
            server.url,
            Field::from(leaf)
        );
        let proof: Value = reqwest::get(url).await.unwrap().json().await.unwrap();
        assert_eq!(proof["leaf_index"], leaf - 1);
        let siblings = proof["siblings"].as_array().unwrap();
        let top = siblings
            .iter()
            .enumerate()
            .fold(Field::from(leaf), |node, (level, s)| {
                let s = Field::parse(s.as_str().unwrap()).unwrap();
                if ((leaf - 1) >> level).is_multiple_of(2) {
                    poseidon2(node, s)
                } else {
                    poseidon2(s, node)
                }
            });
        assert_eq!(
            (top, proof["root"].as_str()),
            (root, Some(root.to_hex().as_str()))
        );
    }
}
