CREATE TABLE "tracking_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"placa" varchar(11),
	"motorista_nome" varchar(200),
	"motorista_cpf" varchar(11),
	"engine_load" double precision,
	"posicao_acelerador" double precision,
	"odometro" double precision,
	"velocidade" double precision,
	"latitude" double precision,
	"longitude" double precision,
	"client_id" integer,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tracking_logs" ADD CONSTRAINT "tracking_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_logs_saved_at_idx" ON "tracking_logs" USING btree ("saved_at");--> statement-breakpoint
CREATE INDEX "tracking_logs_placa_idx" ON "tracking_logs" USING btree ("placa");--> statement-breakpoint
CREATE INDEX "tracking_logs_motorista_nome_idx" ON "tracking_logs" USING btree ("motorista_nome");--> statement-breakpoint
CREATE INDEX "tracking_logs_client_id_idx" ON "tracking_logs" USING btree ("client_id");