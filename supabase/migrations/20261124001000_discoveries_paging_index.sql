-- /discoveries pages newest first by (created_at desc, id desc): an index in exactly that order lets
-- PostgreSQL walk it for any page without sorting (the first index had id ascending).
create index if not exists discoveries_created_id_desc_idx on public.discoveries (created_at desc, id desc);
drop index if exists public.discoveries_created_idx;
