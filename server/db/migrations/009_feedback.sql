-- Feedback and complaints (SPEC.md §3 Feedback {desc, proofList}, Complaint {customerId, desc, proofList,
-- reasonList}; RULES.md FB-1, FB-2): what users send from the footer's 意见反馈 / 投诉 and the live room, kept for
-- operators (server/feedback/feedback-cli.ts lists them). Proof images are our upload URLs (/uploads/<sha-256>.png|jpg).
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  description text NOT NULL,
  proof_list text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_created ON feedback (created_at DESC, id DESC);

-- target_id 0: the platform itself (the footer's 投诉 names no account); otherwise the account complained about.
-- reason_list holds the report-reason ids of /dict/getFromType {type: reportReason}.
CREATE TABLE complaints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_id integer NOT NULL,
  description text NOT NULL,
  proof_list text[] NOT NULL DEFAULT '{}',
  reason_list integer[] NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (cardinality(reason_list) > 0)
);
CREATE INDEX complaints_created ON complaints (created_at DESC, id DESC);
CREATE INDEX complaints_target ON complaints (target_id, created_at DESC);
