#!/usr/bin/env python3
"""A prototype measurement (docs/credential-sets.md, "Two layouts for the leaves' index"):
how fast SQLite takes random 32-byte commitments into a set as it grows, (A) with today's layout (one unique (set_id, commitment) index
on the leaves' table, chunks of 524,288 in one transaction each), against (B) a staged
layout (leaves table without that index; a small `recent` table with its own unique
index takes each chunk; every STAGE rows it is merged, sorted, into a big
`commitment_index` table and emptied; each chunk is first checked against the big one).

Prints per-step rates and the bytes the process wrote (/proc/self/io). Not the product:
the database work only (no hashing), in Python's sqlite3 (C underneath).

Usage: scripts/import-layouts.py A|B ROWS PATH   (CHUNK=rows per transaction, STAGE=rows between merges for B)"""
import os, sqlite3, sys, time

MODE = sys.argv[1]            # "A" or "B"
TOTAL = int(sys.argv[2])      # rows
PATH = sys.argv[3]
CHUNK = int(os.environ.get("CHUNK", 524_288))
STAGE = int(os.environ.get("STAGE", 8 * CHUNK))


def written():
    for line in open("/proc/self/io"):
        if line.startswith("write_bytes:"):
            return int(line.split()[1])
    return 0


for suffix in ("", "-wal", "-shm"):
    if os.path.exists(PATH + suffix):
        os.remove(PATH + suffix)
db = sqlite3.connect(PATH, isolation_level=None)
db.execute("PRAGMA journal_mode=WAL")
db.execute("PRAGMA synchronous=FULL")
db.execute("PRAGMA journal_size_limit=67108864")
# As the product: a cache sized to the commitment index, 64 bytes a leaf, at most 6 GiB.
db.execute(f"PRAGMA cache_size=-{min(TOTAL * 64 // 1024, 6 << 20)}")
db.execute(
    "CREATE TABLE identities (set_id INTEGER NOT NULL, leaf_index INTEGER NOT NULL, "
    "commitment BLOB NOT NULL, created_at INTEGER NOT NULL, "
    "PRIMARY KEY (set_id, leaf_index)) WITHOUT ROWID"
)
if MODE == "A":
    db.execute("CREATE UNIQUE INDEX identities_set_commitment ON identities (set_id, commitment)")
else:
    db.execute(
        "CREATE TABLE commitment_index (set_id INTEGER NOT NULL, commitment BLOB NOT NULL, "
        "PRIMARY KEY (set_id, commitment)) WITHOUT ROWID"
    )
    db.execute(
        "CREATE TABLE recent (set_id INTEGER NOT NULL, commitment BLOB NOT NULL, "
        "PRIMARY KEY (set_id, commitment)) WITHOUT ROWID"
    )

start = time.time()
last_t, last_n, last_w = start, 0, written()
n = 0
staged = 0
while n < TOTAL:
    rows = [(1, n + i, os.urandom(32), 0) for i in range(CHUNK)]
    db.execute("BEGIN IMMEDIATE")
    if MODE == "B":
        # The duplicate check against the merged index: reads only.
        db.execute("CREATE TEMP TABLE IF NOT EXISTS chunk (c BLOB PRIMARY KEY) WITHOUT ROWID")
        db.execute("DELETE FROM chunk")
        db.executemany("INSERT INTO chunk VALUES (?)", ((r[2],) for r in rows))
        dup = db.execute(
            "SELECT count(*) FROM chunk JOIN commitment_index ON set_id = 1 AND commitment = c"
        ).fetchone()[0]
        assert dup == 0
        db.executemany("INSERT INTO recent VALUES (1, ?)", ((r[2],) for r in rows))
    db.executemany("INSERT INTO identities VALUES (?, ?, ?, ?)", rows)
    db.execute("COMMIT")
    n += CHUNK
    staged += CHUNK
    if MODE == "B" and (staged >= STAGE or n >= TOTAL):
        db.execute("BEGIN IMMEDIATE")
        db.execute(
            "INSERT INTO commitment_index SELECT set_id, commitment FROM recent ORDER BY set_id, commitment"
        )
        db.execute("DELETE FROM recent")
        db.execute("COMMIT")
        staged = 0
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    now = time.time()
    if n % (4 * CHUNK) == 0 or n >= TOTAL:
        w = written()
        print(
            f"{MODE} n={n/1e6:6.1f}M  {(n-last_n)/(now-last_t):8.0f} rows/s over the last "
            f"{(n-last_n)/1e6:.1f}M  {(w-last_w)/(n-last_n):7.0f} bytes written per row  "
            f"overall {n/(now-start):8.0f} rows/s",
            flush=True,
        )
        last_t, last_n, last_w = now, n, w
print(f"{MODE} done: {TOTAL} rows in {time.time()-start:.0f} s, {os.path.getsize(PATH)/TOTAL:.0f} bytes per row on disk")
