CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"kind" text NOT NULL,
	"car_id" text,
	"car_name" text,
	"account_id" text,
	"account_name" text,
	"account_email" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_trash" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"car" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_name" text NOT NULL,
	"deleted_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "ar" jsonb;--> statement-breakpoint
CREATE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_car_idx" ON "audit_events" USING btree ("car_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind","seq");--> statement-breakpoint
CREATE INDEX "car_trash_deleted_idx" ON "car_trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "car_trash_seq_idx" ON "car_trash" USING btree ("seq");