-- Competitions and teams users can pick as interests [AU-6] or follow [FL-1]. scope: 1 football,
-- 2 basketball, 3 games; type: 1 competition, 2 team. hot = offered in the interest dialog and the hot groups.
CREATE TABLE catalog_items (
  scope smallint NOT NULL,
  type smallint NOT NULL,
  id integer NOT NULL,
  name text NOT NULL,
  short_name text NOT NULL,
  logo text NOT NULL,
  hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, type, id)
);
CREATE INDEX catalog_items_hot ON catalog_items (scope, type, hot, sort);

CREATE TABLE user_interests (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope smallint NOT NULL,
  type smallint NOT NULL,
  interest_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, scope, type, interest_id),
  FOREIGN KEY (scope, type, interest_id) REFERENCES catalog_items (scope, type, id) ON DELETE CASCADE
);
