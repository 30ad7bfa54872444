-- Anchors' forecast schemes (/v1/prediction/*, server/forecasts/): a scheme is one or more picks (items), each a
-- market of one match with the pick's result code (SPEC.md §4: 10 home/over, 20 away/under, 30 draw), the line and
-- price at writing, and — kept beside them once the match kicks off — the closing line and price. Times are the
-- feed's (ms): kick-off, lock and grade happen on the feed's clock, which a replay or a test moves.
--
-- The audit: once locked_at is set (at kick-off) a scheme's content never changes again and it is never deleted.
-- The triggers below refuse it in the database itself, whatever the caller: the only changes a locked scheme
-- takes are its grade, written once (outcome and graded_at; an item's result and is_hit). Deletions before kick-off
-- leave a row in forecast_deletions, which the anchor's record counts.
CREATE TABLE forecast_schemes (
  id serial PRIMARY KEY,
  anchor_id integer NOT NULL REFERENCES users (id),
  sport_type smallint NOT NULL CHECK (sport_type IN (1, 2)),
  reasoning text NOT NULL,
  written_at bigint NOT NULL,
  -- The earliest item's kick-off: the scheme locks then.
  kickoff_at bigint NOT NULL,
  -- Combined decimal odds at writing, thousandths (one pick: its price; several: the product).
  combined_odds integer NOT NULL CHECK (combined_odds > 0),
  locked_at bigint,
  graded_at bigint,
  outcome text CHECK (outcome IN ('hit', 'miss', 'push')),
  CHECK (graded_at IS NULL OR locked_at IS NOT NULL),
  CHECK ((graded_at IS NULL) = (outcome IS NULL))
);
CREATE INDEX forecast_schemes_anchor ON forecast_schemes (anchor_id, kickoff_at DESC);
CREATE INDEX forecast_schemes_open ON forecast_schemes (kickoff_at) WHERE graded_at IS NULL;

CREATE TABLE forecast_items (
  scheme_id integer NOT NULL REFERENCES forecast_schemes (id) ON DELETE CASCADE,
  idx smallint NOT NULL,
  match_id bigint NOT NULL,
  sport_type smallint NOT NULL CHECK (sport_type IN (1, 2)),
  competition text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  -- Kick-off, unix seconds (the feed's matchTime).
  match_time bigint NOT NULL,
  -- 1 欧赔, 2 亚盘, 3 大小 (contract/match-centre.ts).
  market smallint NOT NULL CHECK (market IN (1, 2, 3)),
  pick smallint NOT NULL CHECK (pick IN (10, 20, 30)),
  -- Hundredths of a goal/point, and the pick's decimal price in thousandths, at writing.
  line integer NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  closing_line integer,
  closing_price integer,
  -- The company's settled result code (10, 20, 30, 40), or 0 for a match that was never played; null until graded.
  result smallint,
  is_hit boolean,
  PRIMARY KEY (scheme_id, idx),
  CHECK ((result IS NULL) = (is_hit IS NULL))
);

CREATE TABLE forecast_deletions (
  id serial PRIMARY KEY,
  anchor_id integer NOT NULL REFERENCES users (id),
  scheme_id integer NOT NULL,
  deleted_at bigint NOT NULL,
  kickoff_at bigint NOT NULL
);
CREATE INDEX forecast_deletions_anchor ON forecast_deletions (anchor_id);

-- A locked scheme: no delete; an update only when every column but the grade stays as it was and the grade was
-- not written yet.
CREATE FUNCTION forecast_scheme_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.locked_at IS NULL THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'forecast scheme % is locked: it cannot be deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF ROW(NEW.id, NEW.anchor_id, NEW.sport_type, NEW.reasoning, NEW.written_at, NEW.kickoff_at, NEW.combined_odds, NEW.locked_at)
       IS DISTINCT FROM ROW(OLD.id, OLD.anchor_id, OLD.sport_type, OLD.reasoning, OLD.written_at, OLD.kickoff_at, OLD.combined_odds, OLD.locked_at)
     OR (OLD.graded_at IS NOT NULL AND ROW(NEW.graded_at, NEW.outcome) IS DISTINCT FROM ROW(OLD.graded_at, OLD.outcome)) THEN
    RAISE EXCEPTION 'forecast scheme % is locked: only its grade may be written, once', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER forecast_schemes_locked BEFORE UPDATE OR DELETE ON forecast_schemes
  FOR EACH ROW EXECUTE FUNCTION forecast_scheme_guard();

-- An item of a locked scheme: no insert, no delete; an update only of an ungraded item's result and is_hit.
CREATE FUNCTION forecast_item_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid integer;
  locked bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN sid := NEW.scheme_id; ELSE sid := OLD.scheme_id; END IF;
  SELECT locked_at INTO locked FROM forecast_schemes WHERE id = sid;
  IF locked IS NULL THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'forecast scheme % is locked: its picks cannot be added or removed', sid
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF ROW(NEW.scheme_id, NEW.idx, NEW.match_id, NEW.sport_type, NEW.competition, NEW.home_team, NEW.away_team, NEW.match_time,
         NEW.market, NEW.pick, NEW.line, NEW.price, NEW.closing_line, NEW.closing_price)
       IS DISTINCT FROM ROW(OLD.scheme_id, OLD.idx, OLD.match_id, OLD.sport_type, OLD.competition, OLD.home_team, OLD.away_team,
         OLD.match_time, OLD.market, OLD.pick, OLD.line, OLD.price, OLD.closing_line, OLD.closing_price)
     OR OLD.result IS NOT NULL THEN
    RAISE EXCEPTION 'forecast scheme % is locked: only an ungraded pick''s result may be written', sid
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER forecast_items_locked BEFORE INSERT OR UPDATE OR DELETE ON forecast_items
  FOR EACH ROW EXECUTE FUNCTION forecast_item_guard();
