-- Usernames are kept in one form: NFKC-normalised and in lower case (src/schemas/username.ts). Two accounts whose
-- names become the same (`Bob` and `bob`) cannot both keep it: the older account (the lower id) does, each other
-- one becomes `name-<id>`. Such renames are written into username_renames, which the next start prints and empties.
CREATE TABLE IF NOT EXISTS "username_renames" (
	"old_username" text NOT NULL,
	"new_username" text NOT NULL
);
--> statement-breakpoint
CREATE TEMPORARY TABLE "folded_usernames" AS
SELECT
	"id",
	"username" AS "old_username",
	CASE
		WHEN row_number() OVER (PARTITION BY lower(normalize("username", NFKC)) ORDER BY "id") = 1
			THEN lower(normalize("username", NFKC))
		ELSE lower(normalize("username", NFKC)) || '-' || "id"
	END AS "new_username"
FROM "admin_users";
--> statement-breakpoint
-- First out of the way (a name not taken yet), then each its folded name: no two rows hold one name at any step.
UPDATE "admin_users" SET "username" = '~renaming-' || "admin_users"."id"
FROM "folded_usernames" WHERE "folded_usernames"."id" = "admin_users"."id"
	AND "folded_usernames"."new_username" <> "folded_usernames"."old_username";
--> statement-breakpoint
UPDATE "admin_users" SET "username" = "folded_usernames"."new_username"
FROM "folded_usernames" WHERE "folded_usernames"."id" = "admin_users"."id"
	AND "folded_usernames"."new_username" <> "folded_usernames"."old_username";
--> statement-breakpoint
INSERT INTO "username_renames" ("old_username", "new_username")
SELECT "old_username", "new_username" FROM "folded_usernames"
WHERE "new_username" <> lower(normalize("old_username", NFKC));
--> statement-breakpoint
DROP TABLE "folded_usernames";
