//! A `humanid serve` process of a given binary on a run's data dir.

use std::path::Path;
use std::process::{Child, Command};

use crate::Res;
use crate::setup::AUTH_URL;

pub struct Server {
    child: Child,
    pub url: String,
}

impl Server {
    /// Starts `bin serve` and returns once it printed its banner (it is ready then).
    pub fn start(bin: &Path, dir: &Path, db: &str, secret: &str, depth: usize) -> Res<Server> {
        let mut cmd = Command::new(bin);
        cmd.env("HUMANID_LOG", "warn")
            .env("HUMANID_SECRET", secret)
            .env_remove("HUMANID_DATABASE_URL")
            .args(["serve", "--listen", "127.0.0.1:0", "--auth-url", AUTH_URL])
            .args(["--max-connections-per-address", "4096"])
            .args(["--tree-depth", &depth.to_string()])
            .arg("--data-dir")
            .arg(dir)
            .args(["--database-url", db]);
        let (child, url) = crate::serve::spawn(cmd)?;
        Ok(Server { child, url })
    }

    /// Peak resident memory so far, in MiB.
    pub fn peak_rss_mib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
            .map_or(0, |kib| kib / 1024)
    }

    /// CPU seconds (user + system) the server has used so far.
    pub fn cpu_secs(&self) -> f64 {
        cpu_secs(&format!("/proc/{}/stat", self.child.id()))
    }

    /// SIGKILL: whatever was acknowledged must already be on disk.
    pub fn kill(mut self) -> Res<()> {
        self.child.kill()?;
        self.child.wait()?;
        Ok(())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// User + system CPU seconds from a `/proc/<pid>/stat` file (0 if unreadable).
pub(crate) fn cpu_secs(stat: &str) -> f64 {
    let text = std::fs::read_to_string(stat).unwrap_or_default();
    // Fields after the command name (which may hold spaces) start at `) `.
    let fields: Vec<&str> = text
        .rsplit_once(") ")
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15, i.e. 11 and 12 after the state field.
    (ticks(11) + ticks(12)) / 100.0
}
