//! An app's description (team-editable) and the operator's verification, on both backends.

use humanid_store::apps::AppPatch;
use humanid_store::*;

use crate::common::*;

backend_tests!(
    the_description_is_kept_and_changed_by_the_team,
    the_operator_verifies_an_app_with_its_reviewed_logo_and_revokes_it,
);

async fn the_description_is_kept_and_changed_by_the_team(store: Store) {
    let t = seed_team(&store, "t1").await;
    let a = seed_app(&store, &t.id, "a1", false).await;
    assert_eq!(store.get_app(&a.id).await.unwrap().description, "");
    let patch = AppPatch {
        description: Some("Polls for the village".into()),
        ..AppPatch::default()
    };
    let changed = store.update_app(&t.id, &a.id, &patch).await.unwrap();
    assert_eq!(
        (changed.description.as_str(), changed.name.as_str()),
        ("Polls for the village", "App a1")
    );
    // Fields not given stay as they are.
    let renamed = AppPatch {
        name: Some("Renamed".into()),
        ..AppPatch::default()
    };
    let again = store.update_app(&t.id, &a.id, &renamed).await.unwrap();
    assert_eq!(again.description, "Polls for the village");
}

async fn the_operator_verifies_an_app_with_its_reviewed_logo_and_revokes_it(store: Store) {
    let t = seed_team(&store, "t1").await;
    let a = seed_app(&store, &t.id, "a1", false).await;
    let logo = "https://rp.example/logo.png";
    let verified = store.set_app_verification(&a.id, true, logo).await.unwrap();
    assert!(verified.is_verified);
    assert_eq!(verified.verified_app_logo(), logo);
    // Saving the same name and logo keeps the verdict; a new logo (or name) withdraws it,
    // since the operator verified what they saw.
    let same = AppPatch {
        name: Some(a.name.clone()),
        logo_url: Some(a.logo_url.clone()),
        description: Some("described".into()),
        ..AppPatch::default()
    };
    let kept = store.update_app(&t.id, &a.id, &same).await.unwrap();
    assert_eq!((kept.is_verified, kept.verified_app_logo()), (true, logo));
    let patch = AppPatch {
        logo_url: Some("https://evil.example/x.png".into()),
        ..AppPatch::default()
    };
    let changed = store.update_app(&t.id, &a.id, &patch).await.unwrap();
    assert_eq!(
        (changed.is_verified, changed.verified_app_logo()),
        (false, "")
    );
    assert_eq!(changed.verified_logo_url, "");
    store.set_app_verification(&a.id, true, logo).await.unwrap();
    let renamed = AppPatch {
        name: Some("PayPal".into()),
        ..AppPatch::default()
    };
    let changed = store.update_app(&t.id, &a.id, &renamed).await.unwrap();
    assert!(!changed.is_verified);
    let revoked = store.set_app_verification(&a.id, false, "").await.unwrap();
    assert_eq!(
        (revoked.is_verified, revoked.verified_app_logo()),
        (false, "")
    );
    assert!(matches!(
        store
            .set_app_verification("app_00000000000000000000000000000000", true, "")
            .await,
        Err(StoreError::NotFound)
    ));
}
