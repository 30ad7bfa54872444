-- The uploads index (server/uploads/): every image /v1/file/batch/upload stored (its key, the content address
-- <sha-256>.<png|jpg> of the server's re-encode, and its size), and who uploaded it when. It holds each user's
-- quota (the bytes of the uploads they own) and lets the sweep delete uploads that nothing references (no
-- feedback or complaint proof, no broadcast cover) once the grace period since their last upload has passed.
-- The same picture from two users is one file and one uploads row, owned (and charged) twice.
CREATE TABLE uploads (
  key text PRIMARY KEY,
  bytes integer NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL
);

CREATE TABLE upload_owners (
  key text NOT NULL REFERENCES uploads (key) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The user's latest upload of it: the grace period counts from here.
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX upload_owners_key ON upload_owners (key, uploaded_at DESC);
CREATE INDEX uploads_created ON uploads (created_at);

-- What the sweep asks of every candidate: is its URL (/uploads/<key>) a proof or a cover anywhere?
CREATE INDEX feedback_proofs ON feedback USING gin (proof_list);
CREATE INDEX complaints_proofs ON complaints USING gin (proof_list);
CREATE INDEX broadcasts_uploaded_cover ON broadcasts (cover_picture) WHERE cover_picture LIKE '/uploads/%';
