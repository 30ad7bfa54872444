-- The forecasts' change stamp: every statement that writes schemes, picks or deletions sets it to a new number,
-- visible when its transaction commits. Each /api process keeps the anchors' schemes it loaded under the stamp it
-- read before loading them and reads them again once the stamp differs, so every process shows the same figures
-- and a grade made by any of them shows at once (server/forecasts/forecast-service.ts). The numbers come from a
-- sequence, so a stamp is never given twice (not even after a test's TRUNCATE … RESTART IDENTITY, which leaves a
-- sequence no column owns as it is): two stamps are equal only when nothing was written between them.
CREATE SEQUENCE forecast_change_seq;

CREATE TABLE forecast_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  stamp bigint NOT NULL
);

CREATE FUNCTION forecast_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO forecast_version (id, stamp) VALUES (1, nextval('forecast_change_seq'))
    ON CONFLICT (id) DO UPDATE SET stamp = EXCLUDED.stamp;
  RETURN NULL;
END $$;

CREATE TRIGGER forecast_schemes_version AFTER INSERT OR UPDATE OR DELETE ON forecast_schemes
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_version_bump();
CREATE TRIGGER forecast_items_version AFTER INSERT OR UPDATE OR DELETE ON forecast_items
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_version_bump();
CREATE TRIGGER forecast_deletions_version AFTER INSERT OR UPDATE OR DELETE ON forecast_deletions
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_version_bump();
