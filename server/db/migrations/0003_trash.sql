CREATE TABLE "car_trash" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"car" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_name" text NOT NULL,
	"deleted_by_email" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "car_trash_deleted_idx" ON "car_trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "car_trash_seq_idx" ON "car_trash" USING btree ("seq");