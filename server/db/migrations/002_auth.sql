-- SMS codes, refresh-token families, rate-limit events, tourist codes (DESIGN.md "Security and reliability").

-- One row per code sent. The code itself is never stored: code_hash = HMAC(key, phone ‖ scene ‖ code).
CREATE TABLE sms_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  national_code text NOT NULL,
  phone text NOT NULL,
  scene text NOT NULL,
  code_hash text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  invalidated_at timestamptz
);
CREATE INDEX sms_codes_phone ON sms_codes (national_code, phone, scene, id DESC);

-- A login starts a family; every /refresh rotates its current token. current_sealed is the current token
-- encrypted with the seal key, handed out again inside the grace window [HT-9].
CREATE TABLE refresh_families (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  current_hash text NOT NULL,
  current_sealed text NOT NULL,
  rotations integer NOT NULL DEFAULT 0,
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX refresh_families_user ON refresh_families (user_id);

-- Every refresh token ever issued (by hash), so a replayed old one is recognised as reuse.
CREATE TABLE refresh_tokens (
  hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES refresh_families (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Sliding-window counters (server/auth/rate-limit.ts), shared by every process on this database.
CREATE TABLE rate_events (
  bucket text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_key ON rate_events (bucket, subject, at);

CREATE TABLE tourists (
  code text PRIMARY KEY,
  created_at timestamptz NOT NULL
);
