-- Placeholder that keeps the migration numbers without gaps on the wt-room branch: 006 is wt-anchor's
-- 006_anchors.sql. Delete this file when merging (no database outside a developer's own has applied it).
SELECT 1;
