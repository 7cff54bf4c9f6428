//! The README's walkthrough (`scripts/walkthrough`) against a fresh `humanid serve` with
//! production-depth (30) trees: bootstrap, GraphQL, enrol, prove, verify twice, sign in
//! with curl as the browser, userinfo. Also keeps the README's commands and the script's
//! in step.

use std::path::Path;
use std::process::Command;

fn repo_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .parent()
        .unwrap()
}

#[test]
fn the_walkthrough_runs_end_to_end_against_a_fresh_server() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let server = crate::common::serve_on(&data, &["--tree-depth", "30"]);
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_humanid")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let started = std::time::Instant::now();
    let out = Command::new("bash")
        .arg(repo_root().join("scripts/walkthrough"))
        .env("PATH", path)
        .env("HUMANID_URL", &server.url)
        .env("HUMANID_DATA_DIR", &data)
        .env("HUMANID_LOG", "warn")
        .env_remove("HUMANID_DATABASE_URL")
        .env_remove("HUMANID_SECRET")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "walkthrough failed\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.contains("== done: a verified human, signed in"),
        "{stdout}"
    );
    println!(
        "walkthrough wall time: {:.2} s",
        started.elapsed().as_secs_f64()
    );
}

#[test]
fn every_command_in_the_readme_walkthrough_is_one_the_script_runs() {
    let readme = std::fs::read_to_string(repo_root().join("README.md")).unwrap();
    let script = std::fs::read_to_string(repo_root().join("scripts/walkthrough")).unwrap();
    let section = readme
        .split("## Five-minute walkthrough")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap();
    // Commands are the lines of its `sh` blocks (a `text` block shows the banner).
    let mut in_sh = false;
    let commands: Vec<&str> = section
        .lines()
        .map(str::trim)
        .filter(|l| {
            if l.starts_with("```") {
                in_sh = *l == "```sh";
                return false;
            }
            in_sh
        })
        // The test starts the server itself.
        .filter(|l| !l.starts_with("humanid serve"))
        .filter(|l| {
            [
                "humanid ", "curl ", "gql ", "APP=", "KEY=", "SECRET=", "START=", "BACK=", "CODE=",
                "TOKENS=",
            ]
            .iter()
            .any(|p| l.starts_with(p))
        })
        .collect();
    assert!(commands.len() >= 12, "{commands:?}");
    for c in commands {
        assert!(
            script.lines().any(|l| l.trim() == c),
            "README command not in scripts/walkthrough: {c}"
        );
    }
}
