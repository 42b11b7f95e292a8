ALTER TABLE "assessments" DROP COLUMN "age";--> statement-breakpoint
ALTER TABLE "assessments" DROP COLUMN "gender";