//! Extracts the Semaphore ceremony verifying keys (depths 16, 20, 30) from the
//! proving keys that `semaphore-rs` ships.
//!
//! Why a build script: semaphore-rs 0.6.0 embeds its `semaphore.arkzkey` files
//! but keeps the accessor (`circuit::zkey`) private, and we must not paste keys.
//! So we read the very same vendored files from the semaphore-rs package
//! directory. An arkzkey is a compressed `ark_groth16::ProvingKey` whose first
//! field is the `VerifyingKey`; we copy exactly that prefix into `OUT_DIR` and the
//! library deserialises it with full point validation.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const SEMAPHORE_DIR: &str = "semaphore-rs-0.6.0";
const DEPTHS: [u32; 3] = [16, 20, 30];
/// Compressed sizes: alpha_g1 (G1) + beta/gamma/delta (3 x G2), then the
/// u64 length of gamma_abc_g1 followed by that many G1 points.
const G1: usize = 32;
const G2: usize = 64;
const LEN_OFFSET: usize = G1 + 3 * G2;

fn main() -> Result<(), String> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CARGO_HOME");
    let dir = semaphore_dir()?;
    let out = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    for depth in DEPTHS {
        let zkey = dir
            .join("assets")
            .join(depth.to_string())
            .join("semaphore.arkzkey");
        println!("cargo:rerun-if-changed={}", zkey.display());
        let bytes = fs::read(&zkey).map_err(|e| format!("{}: {e}", zkey.display()))?;
        let vk = vk_prefix(&bytes).ok_or_else(|| format!("{}: truncated", zkey.display()))?;
        let dest = out.join(format!("semaphore_vk_{depth}.bin"));
        fs::write(&dest, vk).map_err(|e| format!("{}: {e}", dest.display()))?;
    }
    Ok(())
}

fn vk_prefix(bytes: &[u8]) -> Option<&[u8]> {
    let len_bytes: [u8; 8] = bytes.get(LEN_OFFSET..LEN_OFFSET + 8)?.try_into().ok()?;
    let ic_len = usize::try_from(u64::from_le_bytes(len_bytes)).ok()?;
    bytes.get(
        ..LEN_OFFSET
            .checked_add(8)?
            .checked_add(ic_len.checked_mul(G1)?)?,
    )
}

/// The unpacked semaphore-rs package: the usual registry location first (cheap),
/// then `cargo metadata` (covers vendored and other source replacements).
fn semaphore_dir() -> Result<PathBuf, String> {
    if let Some(dir) = registry_dir() {
        return Ok(dir);
    }
    metadata_dir().ok_or_else(|| format!("cannot locate the {SEMAPHORE_DIR} package sources"))
}

fn registry_dir() -> Option<PathBuf> {
    let home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))?;
    let mut indexes: Vec<PathBuf> = fs::read_dir(home.join("registry").join("src"))
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    indexes.sort();
    indexes
        .into_iter()
        .map(|index| index.join(SEMAPHORE_DIR))
        .find(|dir| dir.join("assets").is_dir())
}

fn metadata_dir() -> Option<PathBuf> {
    let cargo = env::var_os("CARGO")?;
    let manifest = Path::new(&env::var_os("CARGO_MANIFEST_DIR")?).join("Cargo.toml");
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--offline",
            "--filter-platform",
        ])
        .arg(env::var_os("TARGET")?)
        .arg("--manifest-path")
        .arg(manifest)
        .output()
        .ok()?;
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).ok()?;
    let package = json["packages"].as_array()?.iter().find(|p| {
        p["name"].as_str() == Some("semaphore-rs") && p["version"].as_str() == Some("0.6.0")
    })?;
    Some(
        Path::new(package["manifest_path"].as_str()?)
            .parent()?
            .to_path_buf(),
    )
}
