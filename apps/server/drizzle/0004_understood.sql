ALTER TABLE "assessment_results" ADD COLUMN "findings" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "corrections" text;