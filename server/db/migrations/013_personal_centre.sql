-- The personal centre: experience records (server/levels/experience-rules.ts), footprints of rooms watched and
-- prediction schemes read, and who watched each broadcast (the anchor's live-data review).

-- One grant of experience. (user, level type, action, ref) is unique: the rules' "once per …" (a room a day, a
-- followee, a scheme) is the ref, so a repeated action grants nothing. users.exp / anchor_exp / prediction_exp
-- are the sums of these rows, and the level columns the levels those sums reach.
CREATE TABLE exp_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level_type smallint NOT NULL CHECK (level_type IN (1, 2, 3)),
  action text NOT NULL,
  ref text NOT NULL,
  exp integer NOT NULL CHECK (exp > 0),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, level_type, action, ref)
);
CREATE INDEX exp_records_user ON exp_records (user_id, level_type, id DESC);

-- Rooms a user entered; the room's name and anchor as at the last visit (a feed's room may be gone later).
-- room_id is the live room's id (the feed's rooms and the anchors' 880001+): no foreign key, as in 005_chat.
CREATE TABLE room_footprints (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_id bigint NOT NULL,
  room_name text NOT NULL,
  anchor_id bigint NOT NULL,
  anchor_name text NOT NULL,
  anchor_avatar text NOT NULL,
  visits integer NOT NULL DEFAULT 1,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, room_id)
);
CREATE INDEX room_footprints_recent ON room_footprints (user_id, last_at DESC);

-- Prediction schemes a user read; title and anchor as at the last read.
CREATE TABLE scheme_footprints (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scheme_id bigint NOT NULL,
  title text NOT NULL,
  anchor_id bigint NOT NULL,
  anchor_name text NOT NULL,
  reads integer NOT NULL DEFAULT 1,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, scheme_id)
);
CREATE INDEX scheme_footprints_recent ON scheme_footprints (user_id, last_at DESC);

-- Logged-in viewers of a broadcast while it was live: the review's total viewers.
CREATE TABLE broadcast_viewers (
  broadcast_id integer NOT NULL REFERENCES broadcasts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (broadcast_id, user_id)
);
