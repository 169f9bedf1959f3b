-- storage.counts: tracking_logs 80e97940f7fd
create or replace function "tracking_logs_counts_sync"() returns trigger language plpgsql as $sync$
begin
  if tg_op = 'INSERT' then
    insert into "tracking_logs_count_groups" ("client_id", "placa", "motorista_nome") select distinct "client_id", "placa", "motorista_nome" from new_rows on conflict do nothing;
    insert into "tracking_logs_counts_by_hour" ("hour", row_count)
    select date_trunc('hour', "saved_at" at time zone 'UTC'), sum(change) from (select "client_id", "placa", "motorista_nome", "saved_at", 1 as change from new_rows) as changed
    group by 1 having sum(change) <> 0 order by 1
    on conflict ("hour") do update set row_count = "tracking_logs_counts_by_hour".row_count + excluded.row_count;
    insert into "tracking_logs_counts_by_day" ("group_id", "day", row_count)
    select g.id, changed.day, sum(changed.change)
    from (select "client_id", "placa", "motorista_nome", ("saved_at" at time zone 'America/Sao_Paulo')::date as day, sum(change) as change from (select "client_id", "placa", "motorista_nome", "saved_at", 1 as change from new_rows) as r group by "client_id", "placa", "motorista_nome", day) as changed
    join "tracking_logs_count_groups" as g on json_build_array(g."client_id", g."placa", g."motorista_nome")::text = json_build_array(changed."client_id", changed."placa", changed."motorista_nome")::text
    group by 1, 2 having sum(changed.change) <> 0 order by 1, 2
    on conflict ("group_id", "day") do update set row_count = "tracking_logs_counts_by_day".row_count + excluded.row_count;
  elsif tg_op = 'UPDATE' then
    insert into "tracking_logs_count_groups" ("client_id", "placa", "motorista_nome") select distinct "client_id", "placa", "motorista_nome" from new_rows on conflict do nothing;
    insert into "tracking_logs_counts_by_hour" ("hour", row_count)
    select date_trunc('hour', "saved_at" at time zone 'UTC'), sum(change) from (select "client_id", "placa", "motorista_nome", "saved_at", 1 as change from new_rows union all select "client_id", "placa", "motorista_nome", "saved_at", -1 as change from old_rows) as changed
    group by 1 having sum(change) <> 0 order by 1
    on conflict ("hour") do update set row_count = "tracking_logs_counts_by_hour".row_count + excluded.row_count;
    insert into "tracking_logs_counts_by_day" ("group_id", "day", row_count)
    select g.id, changed.day, sum(changed.change)
    from (select "client_id", "placa", "motorista_nome", ("saved_at" at time zone 'America/Sao_Paulo')::date as day, sum(change) as change from (select "client_id", "placa", "motorista_nome", "saved_at", 1 as change from new_rows union all select "client_id", "placa", "motorista_nome", "saved_at", -1 as change from old_rows) as r group by "client_id", "placa", "motorista_nome", day) as changed
    join "tracking_logs_count_groups" as g on json_build_array(g."client_id", g."placa", g."motorista_nome")::text = json_build_array(changed."client_id", changed."placa", changed."motorista_nome")::text
    group by 1, 2 having sum(changed.change) <> 0 order by 1, 2
    on conflict ("group_id", "day") do update set row_count = "tracking_logs_counts_by_day".row_count + excluded.row_count;
    delete from "tracking_logs_counts_by_hour" where row_count = 0;
    delete from "tracking_logs_counts_by_day" where row_count = 0;
  elsif tg_op = 'DELETE' then
    insert into "tracking_logs_counts_by_hour" ("hour", row_count)
    select date_trunc('hour', "saved_at" at time zone 'UTC'), sum(change) from (select "client_id", "placa", "motorista_nome", "saved_at", -1 as change from old_rows) as changed
    group by 1 having sum(change) <> 0 order by 1
    on conflict ("hour") do update set row_count = "tracking_logs_counts_by_hour".row_count + excluded.row_count;
    insert into "tracking_logs_counts_by_day" ("group_id", "day", row_count)
    select g.id, changed.day, sum(changed.change)
    from (select "client_id", "placa", "motorista_nome", ("saved_at" at time zone 'America/Sao_Paulo')::date as day, sum(change) as change from (select "client_id", "placa", "motorista_nome", "saved_at", -1 as change from old_rows) as r group by "client_id", "placa", "motorista_nome", day) as changed
    join "tracking_logs_count_groups" as g on json_build_array(g."client_id", g."placa", g."motorista_nome")::text = json_build_array(changed."client_id", changed."placa", changed."motorista_nome")::text
    group by 1, 2 having sum(changed.change) <> 0 order by 1, 2
    on conflict ("group_id", "day") do update set row_count = "tracking_logs_counts_by_day".row_count + excluded.row_count;
    delete from "tracking_logs_counts_by_hour" where row_count = 0;
    delete from "tracking_logs_counts_by_day" where row_count = 0;
  else
    truncate "tracking_logs_counts_by_hour", "tracking_logs_count_groups", "tracking_logs_counts_by_day";
  end if;
  return null;
end
$sync$;
--> statement-breakpoint
create or replace trigger "tracking_logs_counts_on_insert" after insert on "tracking_logs" referencing new table as new_rows for each statement execute function "tracking_logs_counts_sync"();
--> statement-breakpoint
create or replace trigger "tracking_logs_counts_on_update" after update on "tracking_logs" referencing old table as old_rows new table as new_rows for each statement execute function "tracking_logs_counts_sync"();
--> statement-breakpoint
create or replace trigger "tracking_logs_counts_on_delete" after delete on "tracking_logs" referencing old table as old_rows for each statement execute function "tracking_logs_counts_sync"();
--> statement-breakpoint
create or replace trigger "tracking_logs_counts_on_truncate" after truncate on "tracking_logs" for each statement execute function "tracking_logs_counts_sync"();
--> statement-breakpoint
truncate "tracking_logs_counts_by_hour", "tracking_logs_count_groups", "tracking_logs_counts_by_day";
--> statement-breakpoint
insert into "tracking_logs_counts_by_hour" ("hour", row_count) select date_trunc('hour', "saved_at" at time zone 'UTC'), count(*) from "tracking_logs" group by 1;
--> statement-breakpoint
insert into "tracking_logs_count_groups" ("client_id", "placa", "motorista_nome") select distinct "client_id", "placa", "motorista_nome" from "tracking_logs";
--> statement-breakpoint
insert into "tracking_logs_counts_by_day" ("group_id", "day", row_count)
select g.id, changed.day, changed.change
from (select "client_id", "placa", "motorista_nome", ("saved_at" at time zone 'America/Sao_Paulo')::date as day, count(*) as change from "tracking_logs" group by "client_id", "placa", "motorista_nome", day) as changed
join "tracking_logs_count_groups" as g on json_build_array(g."client_id", g."placa", g."motorista_nome")::text = json_build_array(changed."client_id", changed."placa", changed."motorista_nome")::text;
