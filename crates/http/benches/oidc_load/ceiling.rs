//! What bounds a token exchange on this machine. Each one signs two RS256 JWTs (the
//! access token, then the ID token, whose `at_hash` covers the access token), and an
//! RSA-2048 signature is its costliest step by far. This times one on one CPU as the
//! server makes it (aws-lc-rs, PKCS#1 v1.5 with SHA-256, the key parsed once) and sets
//! each exchange line beside the rates it cannot pass: the signatures alone on every
//! CPU, and every CPU busy at the CPU time the line's exchanges took.

use std::time::{Duration, Instant};

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::rsa::{KeyPair, KeySize};
use aws_lc_rs::signature::RSA_PKCS1_SHA256;

use crate::common::{self, BenchResult, Window};

const WARM_UP: u32 = 20;
const TIMED: u32 = 400;

/// One RS256 signature's time on one CPU: the mean of a run of them, after a few.
fn rs256_signature() -> BenchResult<Duration> {
    let key = KeyPair::generate(KeySize::Rsa2048).map_err(|e| e.to_string())?;
    let rng = SystemRandom::new();
    // About a JWT's header and claims.
    let message = vec![b'.'; 700];
    let mut signature = vec![0u8; key.public_modulus_len()];
    let mut sign = || {
        key.sign(&RSA_PKCS1_SHA256, &rng, &message, &mut signature)
            .map_err(|e| e.to_string())
    };
    for _ in 0..WARM_UP {
        sign()?;
    }
    let started = Instant::now();
    for _ in 0..TIMED {
        sign()?;
    }
    Ok(started.elapsed() / TIMED)
}

/// The line under an exchange window: its rate against what two signatures an
/// exchange, and the CPU time an exchange took, allow here. The signature is timed
/// right after the window, so both see the machine at the same pace.
pub(crate) fn report(w: &Window) -> BenchResult<()> {
    let signature = rs256_signature()?;
    let cpus = common::cpus();
    let signing_ms = 2.0 * signature.as_secs_f64() * 1000.0;
    let exchange_ms = w.cpu_ms_per_answer();
    let all_busy = cpus as f64 * 1000.0 / exchange_ms;
    println!(
        "  (an RS256 signature takes {:.0} µs on one CPU; two an exchange are {:.0} % of the {exchange_ms:.3} ms of CPU an exchange took; signing alone allows {:.0}/s on {cpus} CPUs; all {cpus} busy at this CPU per exchange, {all_busy:.0}/s, of which this line reached {:.0} %)",
        signature.as_secs_f64() * 1e6,
        100.0 * signing_ms / exchange_ms,
        cpus as f64 * 1000.0 / signing_ms,
        100.0 * w.rate() / all_busy,
    );
    Ok(())
}
