//! `humanid wallet show`: the identity commitment, and the secret only when asked.

use clap::Args;

use super::{WalletArgs, file};

#[derive(Args)]
pub struct ShowArgs {
    /// Also print the secret (anyone who has it can prove as you).
    #[arg(long)]
    secret: bool,
    #[command(flatten)]
    wallet: WalletArgs,
}

pub fn run(args: ShowArgs) -> anyhow::Result<()> {
    let path = args.wallet.path()?;
    let wallet = file::load(&path)?;
    println!("wallet:     {}", path.display());
    println!("commitment: {}", wallet.commitment());
    if args.secret {
        println!("secret:     {}", wallet.secret_hex());
    }
    Ok(())
}
