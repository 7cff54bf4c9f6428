//! Bulk import from a file on both backends: what lands, and what bad input gets.

use std::io::Write;

use humanid_core::CoreError;
use humanid_core::registry::{
    CredentialType, Environment, ImportFormat, Registry, RootStatus, SetKey,
};
use humanid_proof::Field;
use humanid_store::{Store, backend_tests};

use crate::{DEPTH, leaves, oracle_root, proof_top};

backend_tests!(
    a_file_imports_in_chunks_to_the_root_semaphore_rs_computes,
    a_malformed_line_is_named_and_nothing_is_imported,
    a_commitment_twice_in_the_file_is_refused_before_anything_is_written,
    a_commitment_already_in_the_set_stops_the_import_at_its_chunk,
    a_truncated_or_out_of_range_binary_file_is_refused,
    appends_during_an_import_go_in_between_its_chunks,
    another_replica_appending_during_an_import_loses_nothing,
);

fn key() -> SetKey {
    SetKey::new("device", Environment::Production).unwrap()
}

fn file_with(bytes: &[u8]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(bytes).unwrap();
    f
}

fn lines(values: &[Field]) -> tempfile::NamedTempFile {
    let text: String = values.iter().map(|v| format!("{v}\n")).collect();
    file_with(text.as_bytes())
}

fn binary(values: &[Field]) -> tempfile::NamedTempFile {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_be_bytes()).collect();
    file_with(&bytes)
}

async fn size(reg: &Registry) -> i64 {
    let sets = reg.list().await.unwrap();
    let set = sets.iter().find(|s| {
        s.credential_type == CredentialType::Device && s.environment == Environment::Production
    });
    set.unwrap().size
}

fn detail(e: &CoreError) -> String {
    e.to_string()
}

async fn a_file_imports_in_chunks_to_the_root_semaphore_rs_computes(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    reg.add(&key(), &leaves(1, 2)).await.unwrap();
    let values = leaves(100, 250);
    let report = reg
        .import(&key(), lines(&values).path(), ImportFormat::Lines, 64)
        .await
        .unwrap();
    assert_eq!(
        (report.imported, report.first_leaf_index, report.size),
        (250, Some(2), 252)
    );
    let all: Vec<Field> = leaves(1, 2).into_iter().chain(values.clone()).collect();
    assert_eq!(report.root, oracle_root(&all));
    let p = reg.inclusion_proof(&key(), &values[200]).await.unwrap();
    assert_eq!((p.leaf_index, p.root), (202, report.root));
    // The same commitments as a binary file, into another set, give the same tree.
    let other = SetKey::new("device", Environment::Staging).unwrap();
    reg.add(&other, &leaves(1, 2)).await.unwrap();
    let again = reg
        .import(&other, binary(&values).path(), ImportFormat::Binary, 100)
        .await
        .unwrap();
    assert_eq!(again.root, report.root);
}

async fn a_malformed_line_is_named_and_nothing_is_imported(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    let good: String = leaves(1, 10).iter().map(|v| format!("{v}\n")).collect();
    let modulus = format!("{:#x}\n", Field::MODULUS);
    for (bad, code, needle) in [
        ("0xnothex\n", "invalid_format", "line 11"),
        (modulus.as_str(), "invalid_format", "line 11"),
        ("0x0\n", "invalid_format", "line 11"),
        ("\n", "invalid_format", "line 11"),
    ] {
        let text = format!("{good}{bad}{good}");
        let err = reg
            .import(
                &key(),
                file_with(text.as_bytes()).path(),
                ImportFormat::Lines,
                4,
            )
            .await
            .unwrap_err();
        assert_eq!(err.code(), code, "{bad:?}");
        assert!(detail(&err).contains(needle), "{bad:?}: {}", detail(&err));
        assert_eq!(size(&reg).await, 0, "{bad:?}: nothing imported");
    }
}

async fn a_commitment_twice_in_the_file_is_refused_before_anything_is_written(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    let mut values = leaves(1, 30);
    values.push(values[6]);
    let err = reg
        .import(&key(), lines(&values).path(), ImportFormat::Lines, 8)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "duplicate_commitment");
    assert!(
        detail(&err).contains("line 31 repeats the commitment of line 7"),
        "{}",
        detail(&err)
    );
    assert_eq!(size(&reg).await, 0);
    // Equal low 64 bits are not equal commitments.
    let near = Field::parse(&format!("0x1{:063x}", 5)).unwrap();
    let report = reg
        .import(
            &key(),
            lines(&[Field::from(5), near]).path(),
            ImportFormat::Lines,
            8,
        )
        .await
        .unwrap();
    assert_eq!(report.imported, 2);
}

async fn a_commitment_already_in_the_set_stops_the_import_at_its_chunk(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    reg.add(&key(), &[Field::from(25)]).await.unwrap();
    let values = leaves(1, 40);
    let err = reg
        .import(&key(), lines(&values).path(), ImportFormat::Lines, 10)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "already_included");
    assert!(detail(&err).contains("line 25"), "{}", detail(&err));
    // Chunks 1 and 2 (lines 1..=20) are in; the chunk holding line 25 is not, at all.
    assert_eq!(size(&reg).await, 21);
    let mut expected = vec![Field::from(25)];
    expected.extend(leaves(1, 20));
    let p = reg.inclusion_proof(&key(), &Field::from(20)).await.unwrap();
    assert_eq!(p.root, oracle_root(&expected));
    let missing = reg.inclusion_proof(&key(), &Field::from(21)).await;
    assert_eq!(missing.unwrap_err().code(), "not_found");
}

async fn a_truncated_or_out_of_range_binary_file_is_refused(store: Store) {
    let reg = Registry::open(store, DEPTH).await.unwrap();
    let mut bytes: Vec<u8> = leaves(1, 5).iter().flat_map(|v| v.to_be_bytes()).collect();
    bytes.truncate(bytes.len() - 7);
    let err = reg
        .import(&key(), file_with(&bytes).path(), ImportFormat::Binary, 2)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "invalid_format");
    assert!(detail(&err).contains("truncated"), "{}", detail(&err));
    let mut bytes: Vec<u8> = leaves(1, 5).iter().flat_map(|v| v.to_be_bytes()).collect();
    bytes.extend_from_slice(&[0xff; 32]);
    let err = reg
        .import(&key(), file_with(&bytes).path(), ImportFormat::Binary, 2)
        .await
        .unwrap_err();
    assert!(detail(&err).contains("commitment 6"), "{}", detail(&err));
    assert_eq!(size(&reg).await, 0);
}

/// The root of the set's leaves in the order the database holds them.
async fn stored_root(store: &Store, reg: &Registry) -> Field {
    let sets = reg.list().await.unwrap();
    let set = sets
        .iter()
        .find(|s| {
            s.credential_type == CredentialType::Device && s.environment == Environment::Production
        })
        .unwrap();
    let ids = store.list_credential_sets().await.unwrap();
    let id = ids
        .iter()
        .find(|s| s.credential_type == "device" && s.environment == "production")
        .unwrap()
        .id;
    let stored: Vec<Field> = store
        .load_identities(id, 0)
        .await
        .unwrap()
        .iter()
        .map(|h| Field::parse(h).unwrap())
        .collect();
    assert_eq!(stored.len() as i64, set.size);
    oracle_root(&stored)
}

async fn appends_during_an_import_go_in_between_its_chunks(store: Store) {
    let reg = Registry::open(store.clone(), DEPTH).await.unwrap();
    let values = leaves(1, 2_000);
    let (file, set) = (lines(&values), key());
    let (imported, added) = tokio::join!(
        reg.import(&set, file.path(), ImportFormat::Lines, 50),
        async {
            let mut indexes = Vec::new();
            for i in 0..5u64 {
                let added = reg.add(&key(), &[Field::from(900_000 + i)]).await.unwrap();
                indexes.extend(added.leaf_indexes);
            }
            indexes
        }
    );
    let imported = imported.unwrap();
    assert_eq!((imported.imported, imported.size), (2_000, 2_005));
    // Each waited for at most a chunk or two, not for the whole import.
    assert!(added.iter().all(|&i| i < 1_000), "{added:?}");
    assert_eq!(imported.root, stored_root(&store, &reg).await);
    let p = reg.inclusion_proof(&key(), &values[1_999]).await.unwrap();
    assert_eq!(p.root, imported.root);
}

async fn another_replica_appending_during_an_import_loses_nothing(store: Store) {
    let a = Registry::open(store.clone(), DEPTH).await.unwrap();
    let b = Registry::open(store.clone(), DEPTH).await.unwrap();
    let values = leaves(1, 2_000);
    let (file, set) = (lines(&values), key());
    let (imported, ()) = tokio::join!(
        a.import(&set, file.path(), ImportFormat::Lines, 50),
        async {
            for i in 0..20u64 {
                b.add(&key(), &[Field::from(900_000 + i)]).await.unwrap();
                tokio::task::yield_now().await;
            }
        }
    );
    assert_eq!(imported.unwrap().imported, 2_000);
    // Every leaf of both is in, once.
    let root = stored_root(&store, &a).await;
    assert_eq!(
        a.list().await.unwrap().iter().map(|s| s.size).sum::<i64>(),
        2_020
    );
    // A leaf a replica's tree already holds is proved at once, to a root the database
    // recorded: `a` may not have seen b's last appends yet (it checks at most once per
    // FRESH_FOR), and the verifier accepts any recorded root within `max_age`.
    let p = a.inclusion_proof(&key(), &values[0]).await.unwrap();
    assert_eq!(proof_top(values[0], &p), p.root);
    assert_eq!(
        a.check_root(&key(), &p.root, 3600).await.unwrap(),
        RootStatus::Valid
    );
    // A leaf appended since a replica last looked is found through the database, which
    // brings that replica up to the stored root.
    for (replica, leaf) in [(&b, values[1_999]), (&a, Field::from(900_019))] {
        let p = replica.inclusion_proof(&key(), &leaf).await.unwrap();
        assert_eq!(proof_top(leaf, &p), root);
    }
}
