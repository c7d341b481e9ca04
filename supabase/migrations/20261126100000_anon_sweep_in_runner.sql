-- The sweep of anon's privileges moved into the migration runner (lib/db/anon-access.ts), which limits
-- it to the app's own schemas and objects: this function swept every schema the migrating role owns,
-- Supabase's `extensions` and `pgmq` included (issue 23, part 5).
drop function if exists app_private.revoke_anon_access();
