//! "Sign in with the simulator" for staging apps: the server holds a simulator identity
//! for the browser, enrols it in the staging orb set and proves for it, so a developer
//! can try sign-in with nothing installed. Never offered for production apps.

use crate::Code;
use humanid_proof::{Identity, identity_commitment, nullifier_hash, prove, signal_hash};

use super::ProofSubmission;
use crate::registry::{CredentialType, Environment, SetKey};
use crate::{CoreError, CoreResult, Humanid};

impl Humanid {
    /// Answers the request with a proof made on the server for the simulator identity
    /// derived from `simulator_secret` (the browser's own, so it keeps its `sub`).
    /// Only the bound browser may do this, and only for a staging app.
    pub async fn sign_in_with_simulator(
        &self,
        id: &str,
        cookie: Option<&str>,
        simulator_secret: &str,
    ) -> CoreResult<()> {
        let row = self.request(id).await?;
        if !self.is_bound_browser(&row, cookie) {
            return Err(CoreError::Unauthenticated {
                code: Code::Unauthenticated,
                detail: "This browser did not start this request.".into(),
            });
        }
        let app = self.store().get_app(&row.app_id).await?;
        if !app.is_staging {
            return Err(CoreError::invalid(
                Code::SimulatorNotAllowed,
                None,
                "The simulator can only sign in to staging apps.",
            ));
        }
        let mut seed = simulator_secret.as_bytes().to_vec();
        let identity = Identity::from_secret(&mut seed, None);
        let key = SetKey {
            credential_type: CredentialType::Orb,
            environment: Environment::Staging,
        };
        let commitment = identity_commitment(&identity);
        match self.registry().add(&key, &[commitment]).await {
            Ok(_) => {}
            Err(CoreError::Conflict {
                code: Code::AlreadyIncluded,
                ..
            }) => {}
            Err(e) => return Err(e),
        }
        let inclusion = self.registry().inclusion_proof(&key, &commitment).await?;
        let external = humanid_proof::external_nullifier(&row.app_id, &row.action);
        let signal = signal_hash(&row.signal);
        let path = inclusion.proof.clone();
        // About a second of CPU: off the async workers.
        let proving = tokio::task::spawn_blocking(move || {
            prove(&identity, &path, external, signal).map(|p| (p, identity))
        });
        let (proof, identity) = proving
            .await
            .map_err(|e| CoreError::Internal(format!("simulator prover: {e}")))?
            .map_err(|e| CoreError::Internal(format!("simulator proof: {e}")))?;
        let submission = ProofSubmission {
            proof: proof.to_abi_hex(),
            merkle_root: inclusion.root.to_hex(),
            nullifier_hash: nullifier_hash(&identity, external).to_hex(),
            credential_type: CredentialType::Orb.to_string(),
        };
        self.submit_proof(id, submission).await
    }
}
