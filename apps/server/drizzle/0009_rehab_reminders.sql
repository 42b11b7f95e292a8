CREATE TABLE "rehab_reminders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"days" integer[] NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_sent_for" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"unsubscribe_nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehab_reminders_time_check" CHECK ("rehab_reminders"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "rehab_reminders" ADD CONSTRAINT "rehab_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rehab_reminders_due_idx" ON "rehab_reminders" USING btree ("next_due_at") WHERE "rehab_reminders"."enabled";