ALTER TABLE "assessment_results" ADD COLUMN "summary_points" text;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "stage" text;