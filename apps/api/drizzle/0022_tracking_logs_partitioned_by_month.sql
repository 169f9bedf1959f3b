-- storage.partitions: tracking_logs saved_at
do $partition$
declare
  t constant text := 'tracking_logs';
  aside constant text := 'tracking_logs_unpartitioned';
  col constant text := 'saved_at';
  zone constant text := 'America/Sao_Paulo';
  index_sql text[];
  constraint_sql text[];
  trigger_sql text[];
  id_sequence text;
  free_names text[];
  statement text;
  first_month date;
  last_month date;
  month date;
  columns text;
begin
  -- What to make again on the new table, read while the names still belong to the old one.
  select coalesce(array_agg(pg_get_indexdef(i.indexrelid)), '{}') into index_sql
    from pg_index i
    where i.indrelid = t::regclass
      and not exists (select 1 from pg_constraint c where c.conrelid = t::regclass and c.conindid = i.indexrelid);
  select coalesce(array_agg(format('alter table %I add constraint %I %s', t, c.conname, pg_get_constraintdef(c.oid))
           order by c.contype = 'f', c.conname), '{}') into constraint_sql
    from pg_constraint c
    where c.conrelid = t::regclass and c.contype in ('u', 'f', 'c', 'x');
  select coalesce(array_agg(pg_get_triggerdef(g.oid)), '{}') into trigger_sql
    from pg_trigger g where g.tgrelid = t::regclass and not g.tgisinternal;
  id_sequence := pg_get_serial_sequence(t, 'id');
  execute format('select (date_trunc(''month'', min(%1$I) at time zone %2$L))::date,
                         (date_trunc(''month'', max(%1$I) at time zone %2$L))::date from %3$I', col, zone, t)
    into first_month, last_month;

  execute format('alter table %I rename to %I', t, aside);
  -- Index names are the schema's: the old table gives its up (its keys' indexes go with the keys).
  select array_agg(format('alter table %I drop constraint %I', aside, c.conname)) into free_names
    from pg_constraint c where c.conrelid = aside::regclass and c.contype in ('p', 'u', 'x');
  foreach statement in array coalesce(free_names, '{}') loop
    execute statement;
  end loop;
  select array_agg(format('drop index %s', i.indexrelid::regclass)) into free_names
    from pg_index i where i.indrelid = aside::regclass;
  foreach statement in array coalesce(free_names, '{}') loop
    execute statement;
  end loop;

  execute format('create table %I (like %I including defaults) partition by range (%I)', t, aside, col);
  execute format('alter table %I alter column id type bigint, alter column %I set default now(), alter column %I set not null',
                 t, col, col);
  if id_sequence is not null then
    execute format('alter sequence %s as bigint owned by %I.id', id_sequence, t);
  end if;
  execute format('alter table %I add constraint %I primary key (id, %I)', t, 'tracking_logs_id_saved_at_pk', col);
  execute format('create table %I partition of %I default', 'tracking_logs_default', t);
  month := first_month;
  while month <= last_month loop
    execute format('create table %I partition of %I for values from (%L) to (%L)',
                   t || to_char(month, '"_p"YYYYMM'), t,
                   month::timestamp at time zone zone, (month + interval '1 month')::timestamp at time zone zone);
    month := month + interval '1 month';
  end loop;

  select string_agg(case when a.attname = col then format('coalesce(%I, ''epoch'')', col) else quote_ident(a.attname) end,
                    ', ' order by a.attnum) into columns
    from pg_attribute a where a.attrelid = aside::regclass and a.attnum > 0 and not a.attisdropped;
  execute format('insert into %I select %s from %I', t, columns, aside);
  execute format('drop table %I', aside);

  foreach statement in array constraint_sql || index_sql || trigger_sql loop
    execute statement;
  end loop;
  execute format('analyze %I', t);
end
$partition$;
