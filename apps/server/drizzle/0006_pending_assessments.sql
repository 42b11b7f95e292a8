CREATE TABLE "pending_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"client_key" text NOT NULL,
	"input" text,
	"saved_at" timestamp with time zone,
	"saved_assessment_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_assessments" ADD CONSTRAINT "pending_assessments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_assessments" ADD CONSTRAINT "pending_assessments_saved_assessment_id_assessments_id_fk" FOREIGN KEY ("saved_assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_assessments_user_key_idx" ON "pending_assessments" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "pending_assessments_expires_idx" ON "pending_assessments" USING btree ("expires_at");