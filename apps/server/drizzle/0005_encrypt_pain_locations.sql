ALTER TABLE "assessments" ALTER COLUMN "pain_locations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "pain_locations" SET DATA TYPE text USING "pain_locations"::text;
