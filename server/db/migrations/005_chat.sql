-- Live-room chat and its moderation (issue #14; server/chat/README.md). room_id is the live room's id (the feed's
-- rooms and the demo anchors' 880001+): rooms are not rows of their own, so no foreign key on it.

-- Every message sent; a join answers the room's last 50 not removed. nickname and level as at sending.
CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id bigint NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  nickname text NOT NULL,
  level integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  removed_at timestamptz,
  removed_by integer
);
CREATE INDEX chat_messages_room ON chat_messages (room_id, id DESC);

-- Admins a room's owner (the anchor whose users.room_id it is) named [setLivingAdmin].
CREATE TABLE room_admins (
  room_id bigint NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  granted_by integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (room_id, user_id)
);

-- Muted until; a row past its time is no mute (kept until the next mute of the same user replaces it).
CREATE TABLE room_mutes (
  room_id bigint NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  until timestamptz NOT NULL,
  by_user integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (room_id, user_id)
);

-- Kicked until; match_id / sport_type: the room's match when kicked (checkCustomKickStatus answers them, so the
-- page can offer the match's detail instead [LR]).
CREATE TABLE room_kicks (
  room_id bigint NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  until timestamptz NOT NULL,
  match_id bigint,
  sport_type smallint,
  by_user integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (room_id, user_id)
);
