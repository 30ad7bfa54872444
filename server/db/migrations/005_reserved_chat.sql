-- Placeholder that keeps the migration numbers without gaps on the wt-anchor branch: 005 is wt-chat's
-- 005_chat.sql. Delete this file when merging (no database outside a developer's own has applied it).
SELECT 1;
