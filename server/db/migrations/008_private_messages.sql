-- Private messages (私信, issue #14; server/messages/README.md): one conversation per pair of users, its messages,
-- and each side's read mark (the last message id it has read). Staff accounts (customer service) are a table of
-- their own: the product has no roles column, and staff are few.

-- A pair of users, the lower id first, so a pair has one row whoever wrote first.
CREATE TABLE private_conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_low integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_high integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_message_id bigint NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL,
  UNIQUE (user_low, user_high),
  CHECK (user_low < user_high)
);
CREATE INDEX private_conversations_low ON private_conversations (user_low, last_at DESC);
CREATE INDEX private_conversations_high ON private_conversations (user_high, last_at DESC);

-- Every message as sent (text checked like live-room chat: 1–300 characters, no control characters).
CREATE TABLE private_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES private_conversations (id) ON DELETE CASCADE,
  sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX private_messages_conversation ON private_messages (conversation_id, id DESC);
CREATE INDEX private_messages_recipient ON private_messages (recipient_id, id);

-- Unread for a user: the messages to them in a conversation with an id above their mark (no row: mark 0).
CREATE TABLE private_read_marks (
  conversation_id bigint NOT NULL REFERENCES private_conversations (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);

-- Staff (SPEC.md §7 /v1/staff/info): duty 'customer-service' answers the side panel's 客服.
CREATE TABLE staff_members (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  duty text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_members_duty ON staff_members (duty, user_id);
