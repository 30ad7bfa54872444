-- Anchor invitation codes (/v1/customer/verifyAnchorCode, issue #14): issued by the operator for an inviter (a guild
-- or an agent: scripts/anchor-audit.ts code), entered on /anchorCertification before the card info; a code binds
-- one account, an account one code.
CREATE TABLE anchor_codes (
  code text PRIMARY KEY,
  inviter text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_by integer REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX anchor_codes_one_per_user ON anchor_codes (used_by) WHERE used_by IS NOT NULL;

-- Reminders (/anchor/remind): a user asks to be told when the anchor goes live; remindFollowers tells them
-- (server/anchors/reminders.ts) through the per-user notices.
CREATE TABLE anchor_reminders (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  anchor_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, anchor_id)
);
CREATE INDEX anchor_reminders_anchor ON anchor_reminders (anchor_id);
-- When the broadcast's reminders went out: once per broadcast, not again when OBS reconnects.
ALTER TABLE broadcasts ADD COLUMN reminded_at timestamptz;
