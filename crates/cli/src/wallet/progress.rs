//! A spinner with elapsed seconds on stderr, only when stderr is a terminal: piped
//! output stays exactly what the command prints on stdout.

use std::io::{IsTerminal, Write};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const FRAMES: [char; 4] = ['|', '/', '-', '\\'];
const TICK: Duration = Duration::from_millis(100);

/// Runs until dropped, then clears its line.
pub struct Progress {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

pub fn start(label: &'static str) -> Progress {
    if !std::io::stderr().is_terminal() {
        return Progress {
            stop: None,
            thread: None,
        };
    }
    let (stop, stopped) = mpsc::channel::<()>();
    let thread = std::thread::spawn(move || {
        let started = Instant::now();
        let mut frame = 0;
        // The channel is the stop signal; its timeout is only the animation's tick.
        while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(TICK) {
            let secs = started.elapsed().as_secs_f32();
            eprint!("\r{} {label}… {secs:.1} s", FRAMES[frame % FRAMES.len()]);
            let _ = std::io::stderr().flush();
            frame += 1;
        }
        eprint!("\r{:width$}\r", "", width = label.len() + 16);
        let _ = std::io::stderr().flush();
    });
    Progress {
        stop: Some(stop),
        thread: Some(thread),
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
