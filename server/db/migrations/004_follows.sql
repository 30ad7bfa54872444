-- Follows: matches [FL-5], users (anchors) [FL-3], competitions and teams [FL-1].

CREATE TABLE match_follows (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sport_type smallint NOT NULL,
  match_id bigint NOT NULL, -- feed match ids exceed 32 bits
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, sport_type, match_id)
);

CREATE TABLE customer_follows (
  follower_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prepare_id integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX customer_follows_followee ON customer_follows (followee_id, created_at DESC);

-- Competition / team follows; id is the followerId the list answers and unfollow takes.
CREATE TABLE act_follows (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sport_type smallint NOT NULL,
  follow_type smallint NOT NULL,
  target_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, sport_type, follow_type, target_id)
);
