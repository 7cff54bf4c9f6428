//! Where the machine's CPU time went during a run: the server process, the bench's own
//! clients (this process), anything else (a database's processes, the rest of the
//! machine), and idle. From `/proc/stat` (every CPU) and the processes'
//! `/proc/<pid>/stat`, in clock ticks of 1/100 s: a run of a second on two CPUs counts
//! 200, so a share is good to about a percent.

use crate::server::{Server, cpu_secs};

/// The counters at the start of a run.
pub struct Clock {
    start: Split,
}

/// Seconds of CPU time (since [`Clock::start`], or since boot), by where they went.
pub struct Split {
    pub total: f64,
    pub idle: f64,
    pub server: f64,
    pub clients: f64,
}

impl Clock {
    pub fn start(server: &Server) -> Clock {
        Clock {
            start: Split::now(server),
        }
    }

    pub fn split(&self, server: &Server) -> Split {
        let (now, start) = (Split::now(server), &self.start);
        Split {
            total: now.total - start.total,
            idle: now.idle - start.idle,
            server: now.server - start.server,
            clients: now.clients - start.clients,
        }
    }
}

impl Split {
    /// The counters so far.
    fn now(server: &Server) -> Split {
        let (total, idle) = machine_secs();
        Split {
            total,
            idle,
            server: server.cpu_secs(),
            clients: cpu_secs("/proc/self/stat"),
        }
    }

    /// The share of every CPU's time that was busy (0 if nothing was counted).
    pub fn busy(&self) -> f64 {
        if self.total > 0.0 {
            1.0 - self.idle / self.total
        } else {
            0.0
        }
    }

    /// "server 84 %, clients 3 %, other 0 %, idle 13 % of the CPUs' time"
    pub fn describe(&self) -> String {
        let share = |secs: f64| 100.0 * secs / self.total.max(f64::MIN_POSITIVE);
        let other = (self.total - self.idle - self.server - self.clients).max(0.0);
        format!(
            "server {:.0} %, clients {:.0} %, other {:.0} %, idle {:.0} % of the CPUs' time",
            share(self.server),
            share(self.clients),
            share(other),
            share(self.idle)
        )
    }
}

/// Every CPU's time so far and its idle part (idle and waiting for I/O), in seconds.
fn machine_secs() -> (f64, f64) {
    let text = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice"; guest time
    // is already counted in user.
    let ticks: Vec<f64> = text
        .lines()
        .next()
        .and_then(|line| line.strip_prefix("cpu "))
        .map_or(Vec::new(), |rest| {
            rest.split_whitespace()
                .take(8)
                .filter_map(|v| v.parse().ok())
                .collect()
        });
    let idle = ticks.get(3).copied().unwrap_or(0.0) + ticks.get(4).copied().unwrap_or(0.0);
    (ticks.iter().sum::<f64>() / 100.0, idle / 100.0)
}
