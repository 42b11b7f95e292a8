CREATE TABLE "rehab_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"taken_on" date NOT NULL,
	"pain" integer NOT NULL,
	"activities" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehab_checkins_pain_check" CHECK ("rehab_checkins"."pain" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "rehab_flare_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"started_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"exercises" text NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehab_flare_ups_outcome_check" CHECK ("rehab_flare_ups"."outcome" is null or "rehab_flare_ups"."outcome" in ('better', 'same', 'worse'))
);
--> statement-breakpoint
CREATE TABLE "rehab_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"rehab_exercise_id" uuid NOT NULL,
	"done_on" date NOT NULL,
	"sets" integer,
	"reps" integer,
	"pain" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehab_logs_pain_check" CHECK ("rehab_logs"."pain" is null or "rehab_logs"."pain" between 0 and 10),
	CONSTRAINT "rehab_logs_counts_check" CHECK (coalesce("rehab_logs"."sets", 1) > 0 and coalesce("rehab_logs"."reps", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "user_rehab_exercises" ADD COLUMN "details" text;--> statement-breakpoint
ALTER TABLE "rehab_checkins" ADD CONSTRAINT "rehab_checkins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_flare_ups" ADD CONSTRAINT "rehab_flare_ups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_logs" ADD CONSTRAINT "rehab_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_logs" ADD CONSTRAINT "rehab_logs_rehab_exercise_id_user_rehab_exercises_id_fk" FOREIGN KEY ("rehab_exercise_id") REFERENCES "public"."user_rehab_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rehab_checkins_user_week_idx" ON "rehab_checkins" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "rehab_flare_ups_user_idx" ON "rehab_flare_ups" USING btree ("user_id","started_on");--> statement-breakpoint
CREATE INDEX "rehab_logs_user_done_idx" ON "rehab_logs" USING btree ("user_id","done_on");--> statement-breakpoint
CREATE INDEX "rehab_logs_exercise_idx" ON "rehab_logs" USING btree ("rehab_exercise_id");