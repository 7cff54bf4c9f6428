//! Starting `humanid serve` from a bench: spawn the command, read its banner for the
//! developer API's URL (it is ready once the banner is out), keep draining its stdout.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

type Res<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// Spawns `cmd` (a `serve` command) and returns the child with the URL it printed.
pub fn spawn(mut cmd: Command) -> Res<(Child, String)> {
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::null()).spawn()?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let mut lines = BufReader::new(stdout).lines();
    let mut url = None;
    for line in lines.by_ref().take(8) {
        if let Some(rest) = line?.trim().strip_prefix("developer API") {
            url = rest.split_whitespace().next().map(str::to_owned);
            break;
        }
    }
    // Keep reading so the banner's tail never blocks the server.
    std::thread::spawn(move || lines.for_each(drop));
    Ok((child, url.ok_or("serve printed no URL")?))
}
