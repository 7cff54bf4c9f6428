use std::path::{Path, PathBuf};

use clap::{Args, Command, FromArgMatches};

use super::*;

/// `T` layered from `flags` and a config file holding `file`.
fn layered<T: Args + FromArgMatches + Serialize + DeserializeOwned>(
    flags: &[&str],
    file: &str,
) -> anyhow::Result<T> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("humanid.toml");
    std::fs::write(&path, file)?;
    // Serve's flags: every setting.
    let cmd = Serve::augment_args(Common::augment_args(Command::new("humanid")));
    let mut args = vec!["humanid", "--config", path.to_str().unwrap_or("")];
    args.extend_from_slice(flags);
    Layered::<T>::from_arg_matches(&cmd.try_get_matches_from(args)?)?.resolve()
}

/// Both groups, as `serve` reads them.
fn settings(flags: &[&str], file: &str) -> anyhow::Result<Settings> {
    Ok(Settings {
        common: layered(flags, file)?,
        serve: layered(flags, file)?,
    })
}

#[test]
fn flags_beat_the_file_and_the_file_beats_defaults() -> anyhow::Result<()> {
    let file = "data_dir = \"/from/file\"\nlog = \"debug\"\nlog_format = \"json\"\n\
                max_connections = 7\nsession_ttl = \"2h\"\nlisten = \"0.0.0.0:1\"";
    let s = settings(&["--data-dir", "/from/flag", "--listen", "[::1]:2"], file)?;
    assert_eq!(s.common.data_dir, PathBuf::from("/from/flag"));
    assert_eq!(s.common.database_url(), "sqlite:///from/flag/humanid.db");
    assert_eq!(
        (s.common.log.as_str(), s.common.log_format),
        ("debug", LogFormat::Json)
    );
    assert_eq!(
        (s.serve.listen.as_str(), s.serve.max_connections),
        ("[::1]:2", 7)
    );
    assert_eq!(s.serve.session_ttl, Ttl(7_200));
    // A command that reads fewer settings takes its own from the same file.
    let c: Common = layered(&[], file)?;
    assert_eq!(c.data_dir, PathBuf::from("/from/file"));
    let d = settings(&[], "")?;
    assert_eq!(
        (d.common.data_dir, d.common.log_format, d.serve.body_timeout),
        (PathBuf::from("./humanid-data"), LogFormat::Text, 30)
    );
    assert_eq!(d.serve.session_ttl, Ttl(86_400));
    Ok(())
}

#[test]
fn the_file_sets_what_has_no_default_and_takes_seconds_as_a_number() -> anyhow::Result<()> {
    let s = settings(&[], "session_ttl = 60\nauth_url = \"https://id.example/\"")?;
    assert_eq!(s.serve.session_ttl, Ttl(60));
    let domain = s.domain("127.0.0.1:1".parse()?, "127.0.0.1:2".parse()?);
    assert_eq!(
        (domain.auth_url.as_str(), domain.base_url.as_str()),
        ("https://id.example", "http://localhost:2")
    );
    Ok(())
}

#[test]
fn a_loopback_listener_is_public_as_localhost_and_any_other_by_its_address() -> anyhow::Result<()> {
    let s = settings(&[], "")?;
    let loopback = s.domain("127.0.0.1:8080".parse()?, "[::1]:9090".parse()?);
    assert_eq!(
        (loopback.auth_url.as_str(), loopback.base_url.as_str()),
        ("http://localhost:8080", "http://localhost:9090")
    );
    let public = s.domain("192.0.2.7:80".parse()?, "0.0.0.0:81".parse()?);
    assert_eq!(
        (public.auth_url.as_str(), public.base_url.as_str()),
        ("http://192.0.2.7:80", "http://0.0.0.0:81")
    );
    Ok(())
}

#[test]
fn unknown_keys_and_bad_values_in_the_file_are_refused_by_name() {
    let unknown = layered::<Serve>(&[], "listn = \"x\"").map_err(|e| e.to_string());
    assert!(
        unknown.as_ref().is_err_and(|e| e.contains("\"listn\"")),
        "{unknown:?}"
    );
    // A serve setting in the file is no error for a command that does not read it.
    assert!(layered::<Common>(&[], "listen = \"x\"").is_ok());
    let bad = layered::<Serve>(&[], "max_connections = \"many\"").map_err(|e| e.to_string());
    assert!(
        bad.as_ref().is_err_and(|e| e.contains("max_connections")),
        "{bad:?}"
    );
    let ttl = layered::<Serve>(&[], "session_ttl = \"10w\"").map_err(|e| e.to_string());
    assert!(
        ttl.as_ref().is_err_and(|e| e.contains("session_ttl")),
        "{ttl:?}"
    );
}

/// The README's configuration table, as (flags, variables, default) per row.
fn readme_rows() -> Vec<(Vec<String>, Vec<String>, String)> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"))
            .unwrap_or_default();
    let section = readme
        .split("\n## Configuration\n")
        .nth(1)
        .and_then(|s| s.split("\n#").next())
        .unwrap_or_default();
    let ticked = |cell: &str, prefix: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .filter(|t| t.starts_with(prefix))
            .map(str::to_owned)
            .collect()
    };
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|row| {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            (
                ticked(cells[1], "--"),
                ticked(cells[2], "HUMANID_"),
                cells[3].to_owned(),
            )
        })
        .collect()
}

#[test]
fn the_readme_table_lists_every_setting_with_its_variable_and_default() {
    let rows = readme_rows();
    let serve = crate::serve::ServeArgs::augment_args(Command::new("serve"));
    let mut listed = 0;
    for arg in serve.get_arguments() {
        let flag = format!("--{}", arg.get_long().unwrap_or_default());
        let Some((flags, vars, default)) = rows.iter().find(|r| r.0.contains(&flag)) else {
            panic!("{flag} is not in the README's configuration table");
        };
        let at = flags.iter().position(|f| *f == flag).unwrap_or(0);
        let var = arg.get_env().map(|v| v.to_string_lossy().into_owned());
        assert_eq!(var.as_ref(), vars.get(at), "{flag}'s variable");
        if let Some(value) = arg.get_default_values().first() {
            let value = format!("`{}`", value.to_string_lossy());
            assert!(
                default.starts_with(&value),
                "{flag}: {default} is not {value}"
            );
        }
        listed += 1;
    }
    let rows_flags: usize = rows.iter().map(|r| r.0.len()).sum();
    assert_eq!(
        rows_flags, listed,
        "the table lists a flag serve does not have"
    );
}
