//! `humanid wallet new`: a fresh identity in a private file.

use clap::Args;

use super::{WalletArgs, file};

#[derive(Args)]
pub struct NewArgs {
    /// Replace an existing wallet (its identity is lost for good).
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    wallet: WalletArgs,
}

pub fn run(args: NewArgs) -> anyhow::Result<()> {
    let path = args.wallet.path()?;
    let wallet = file::create(&path, args.force)?;
    println!("wallet:     {}", path.display());
    println!("commitment: {}", wallet.commitment());
    Ok(())
}
