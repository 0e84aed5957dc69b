CREATE SEQUENCE "public"."site_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "site_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand below this line (drizzle-kit does not model functions or triggers): docs/decisions/018-page-cache.md.
-- The public pages' data version takes a new value when a commit changed a car other than by its view or booking
-- count. The triggers are deferred to the commit, so the one row is locked last and briefly (no deadlock between
-- two writes of several cars) and a reader sees the new value only with the data it stands for.
CREATE FUNCTION "site_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "site_version" ("id", "version") VALUES (1, nextval('site_version_seq'))
	ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cars_site_version_write" AFTER INSERT OR DELETE ON "cars"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "site_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cars_site_version_edit" AFTER UPDATE ON "cars"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'view_count' - 'booking_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count' - 'booking_count'))
	EXECUTE FUNCTION "site_version_bump"();
--> statement-breakpoint
INSERT INTO "site_version" ("id", "version") VALUES (1, nextval('site_version_seq'));
