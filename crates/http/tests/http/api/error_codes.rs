//! Every error code the code can return is explained in `docs/api-reference.md`: the
//! codes are read from the constructors in `crates/core/src` and `crates/http/src`
//! (`CoreError::invalid("…"`, `code: "…"`) and from the match arms of the files that map
//! errors to codes — above all `Code::as_str` (`crates/core/src/error_code.rs`), which
//! names every code `ApiError::new` can be given.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Files whose `=> "code"` arms name error codes (elsewhere such arms name other things).
const MAPPING_FILES: &[&str] = &[
    "core/src/error.rs",
    "core/src/error_code.rs",
    "core/src/verify/error.rs",
    "core/src/v4/mod.rs",
    "core/src/oidc/logout.rs",
    "http/src/oidc/form.rs",
    "http/src/middleware.rs",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The snake_case string literal `text` starts with (after blanks), if any.
fn quoted(text: &str) -> Option<&str> {
    let rest = text.trim_start().strip_prefix('"')?;
    let end = rest.find('"')?;
    let word = &rest[..end];
    let snake = !word.is_empty()
        && word.starts_with(|c: char| c.is_ascii_lowercase())
        && word
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    snake.then_some(word)
}

/// The codes after each `needle` in `text` (`skip_status` skips `StatusCode::X,` first).
fn after<'a>(text: &'a str, needle: &str, skip_status: bool) -> Vec<&'a str> {
    text.match_indices(needle)
        .filter_map(|(i, _)| {
            let mut rest = text[i + needle.len()..].trim_start();
            if skip_status {
                rest = rest.strip_prefix("StatusCode::")?;
                rest = &rest[rest.find(',')? + 1..];
            }
            quoted(rest.strip_prefix('(').unwrap_or(rest))
        })
        .collect()
}

fn codes_in_source() -> BTreeSet<String> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    rust_files(&crates.join("core/src"), &mut files);
    rust_files(&crates.join("http/src"), &mut files);
    let mut codes = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file
            .strip_prefix(crates)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        // The fuzz targets' entry points: their codes never reach a client.
        if name == "http/src/fuzzing.rs" {
            continue;
        }
        let mut found = after(&text, "CoreError::invalid(", false);
        found.extend(after(&text, "code: ", false));
        found.extend(after(&text, "ApiError::new(", true));
        if MAPPING_FILES.contains(&name.as_str()) {
            found.extend(after(&text, "=> ", false));
        }
        codes.extend(found.into_iter().map(str::to_owned));
    }
    codes
}

#[test]
fn every_error_code_the_code_returns_is_in_the_api_reference() {
    let codes = codes_in_source();
    // The scan itself works: it finds codes from each kind of constructor.
    for known in [
        "invalid_format",
        "invalid_proof",
        "method_not_allowed",
        "unauthenticated",
        "invalid_client",
    ] {
        assert!(codes.contains(known), "the scan missed {known}: {codes:?}");
    }
    let reference = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/api-reference.md");
    let doc = std::fs::read_to_string(reference).unwrap();
    let missing: Vec<&String> = codes
        .iter()
        .filter(|c| !doc.contains(&format!("| `{c}` |")))
        .collect();
    assert!(
        missing.is_empty(),
        "codes the code returns but docs/api-reference.md does not explain: {missing:?}"
    );
}
