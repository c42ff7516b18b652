CREATE TABLE "notification_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_versions" ADD CONSTRAINT "notification_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The status poll's version (server/db/schema/notifications.ts): every statement that writes a
-- user's notifications or last-seen row bumps that user's version and announces it on the
-- notification_status channel ('v:<user>:<version>', delivered at commit), so app instances keep
-- their cached answers current. Users deleted in the same statement (cascades) are skipped.
CREATE OR REPLACE FUNCTION "notification_versions_bump"(user_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped record;
BEGIN
  FOR bumped IN
    INSERT INTO "notification_versions" AS v ("user_id", "version")
    SELECT DISTINCT u."id", 1 FROM "users" u WHERE u."id" = ANY (user_ids)
    ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1
    RETURNING v."user_id", v."version"
  LOOP
    PERFORM pg_notify('notification_status', 'v:' || bumped."user_id" || ':' || bumped."version");
  END LOOP;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notifications_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notification_versions_bump"(ARRAY(SELECT DISTINCT "recipient_user_id" FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_last_seen_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notification_versions_bump"(ARRAY(SELECT DISTINCT "user_id" FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_bump_versions_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notifications_bump_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_bump_versions_update" AFTER UPDATE ON "notifications"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notifications_bump_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_bump_versions_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notifications_bump_versions"();--> statement-breakpoint
CREATE TRIGGER "notification_last_seen_bump_versions_insert" AFTER INSERT ON "notification_last_seen"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notification_last_seen_bump_versions"();--> statement-breakpoint
CREATE TRIGGER "notification_last_seen_bump_versions_update" AFTER UPDATE ON "notification_last_seen"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notification_last_seen_bump_versions"();--> statement-breakpoint
CREATE TRIGGER "notification_last_seen_bump_versions_delete" AFTER DELETE ON "notification_last_seen"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notification_last_seen_bump_versions"();--> statement-breakpoint
-- A session revoked or deleted is announced too ('r:<user>'), so no instance keeps treating it as
-- live for the status poll (which skips the per-request session query when it knows the session).
CREATE OR REPLACE FUNCTION "auth_sessions_announce_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_status', 'r:' || OLD."user_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_announce_revocation" AFTER UPDATE OF "revoked_at" ON "auth_sessions"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "auth_sessions_announce_end"();--> statement-breakpoint
CREATE TRIGGER "auth_sessions_announce_delete" AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_announce_end"();
