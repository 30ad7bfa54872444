-- Live rooms banned by an operator [LR-1]: checkLivingRoomStatus answers 'illegal' (直播间已封禁) for a room with a
-- ban in force, whatever the feed says. room_id is the live room's id (the feed's rooms and the demo anchors'
-- 880001+): rooms are not rows of their own, so no foreign key. Lifting keeps the row (who banned, when, why).
CREATE TABLE room_bans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id bigint NOT NULL,
  reason text NOT NULL,
  banned_by text NOT NULL,
  created_at timestamptz NOT NULL,
  lifted_at timestamptz
);
-- At most one ban in force per room.
CREATE UNIQUE INDEX room_bans_in_force ON room_bans (room_id) WHERE lifted_at IS NULL;
