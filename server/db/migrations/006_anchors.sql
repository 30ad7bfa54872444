-- Anchors (issue #14): certification (the audit), broadcasts, push keys and previews. SPEC.md §4 "Anchor audit
-- status", §7 "Authentication and customer" / "Competitions and anchors".

-- One application per user, resubmitted in place after a rejection. The ID number is never stored: only its mask
-- (first 3 and last 2 characters, for the detail page) and a keyed hash (HMAC, server/anchors/identity/), which
-- keeps one certified account per person without the number itself.
CREATE TABLE anchor_applications (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('wait', 'reject', 'pass')),
  real_name text NOT NULL,
  id_number_masked text NOT NULL,
  id_number_hash text NOT NULL,
  cancel_reason text,
  -- What the demo auto-review will decide (null: pass; else the rejection's reason), judged at submission while
  -- the number is in hand (e.g. under 18), since the number is not kept.
  auto_reject_reason text,
  reviewer text,
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz
);
CREATE UNIQUE INDEX anchor_applications_identity ON anchor_applications (id_number_hash) WHERE status <> 'reject';
CREATE INDEX anchor_applications_waiting ON anchor_applications (submitted_at) WHERE status = 'wait';

-- Rooms of anchors certified here; the demo anchors hold 880001+.
CREATE SEQUENCE anchor_room_ids START WITH 890001;

-- A broadcast from its draft (/anchor/prepare) to its end. At most one open (prepared or live) per anchor.
CREATE TABLE broadcasts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  anchor_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_id integer NOT NULL,
  broadcast_date text NOT NULL,
  room_name text NOT NULL,
  competition_id bigint NOT NULL,
  match_id bigint NOT NULL,
  sport_type smallint NOT NULL,
  notification text NOT NULL DEFAULT '',
  cover_picture text NOT NULL DEFAULT '',
  state text NOT NULL CHECK (state IN ('prepared', 'live', 'closed')),
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  peak_viewers integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX broadcasts_one_open ON broadcasts (anchor_id) WHERE state <> 'closed';
CREATE INDEX broadcasts_room_open ON broadcasts (room_id) WHERE state <> 'closed';

-- The push key of a room: stream key `<roomId>-<secret>`; refreshing replaces the secret (the old key stops
-- authorising at once).
CREATE TABLE push_keys (
  room_id integer PRIMARY KEY,
  anchor_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  refreshed_at timestamptz NOT NULL
);

-- Announced broadcasts of a match (the lists' preview entries, codes 225/226).
CREATE TABLE anchor_previews (
  anchor_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sport_type smallint NOT NULL,
  match_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (anchor_id, sport_type, match_id)
);
