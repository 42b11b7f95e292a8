ALTER TABLE "assessment_results" ADD COLUMN "understanding" text;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "cautions" text;