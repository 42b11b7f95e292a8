import type { Recommendation, SafetyAnswer } from '@physiomate/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { assessmentResults, assessments } from '../db/schema.ts';

type Conn = Db | Tx;
export type AssessmentRow = typeof assessments.$inferSelect;
export type ResultRow = typeof assessmentResults.$inferSelect;

/**
 * The stored result as the recommendation the engine produced (and the browser reads). Rows saved
 * before understanding, cautions, findings, summary points or stage were stored (null columns) leave
 * those fields out, as the engine of that time did.
 */
export function toRecommendation(row: ResultRow): Recommendation {
  return {
    summary: row.aiSummary,
    ...(row.summaryPoints !== null ? { summary_points: row.summaryPoints } : {}),
    ...(row.stage !== null ? { stage: row.stage } : {}),
    clinical_narrative: row.clinicalNarrative,
    exercises: row.exercises,
    lifestyle: row.lifestyleAdvice,
    products: row.recommendedProducts,
    identified_pain_areas: row.identifiedPainAreas,
    identified_regions: row.identifiedRegions,
    conditions: row.conditions,
    triage: row.triage,
    key_issues: row.keyIssues,
    treatment_focus: row.treatmentFocus as Recommendation['treatment_focus'],
    prognosis: row.prognosis ?? '',
    engine_version: row.engineVersion,
    ...(row.understanding !== null ? { understanding: row.understanding } : {}),
    ...(row.cautions !== null ? { cautions: row.cautions } : {}),
    ...(row.findings !== null ? { findings: row.findings } : {}),
  };
}

export function toResultValues(rec: Recommendation) {
  return {
    aiSummary: rec.summary,
    // Null (not undefined) when absent, so an update clears a stale value too (see below).
    summaryPoints: rec.summary_points ?? null,
    stage: rec.stage ?? null,
    clinicalNarrative: rec.clinical_narrative,
    exercises: rec.exercises,
    lifestyleAdvice: rec.lifestyle,
    recommendedProducts: rec.products,
    identifiedPainAreas: rec.identified_pain_areas,
    identifiedRegions: rec.identified_regions,
    conditions: rec.conditions,
    triage: rec.triage,
    keyIssues: rec.key_issues,
    treatmentFocus: rec.treatment_focus,
    prognosis: rec.prognosis,
    engineVersion: rec.engine_version,
    // Null (not undefined) when absent, so a plan edit's update clears a stale value too.
    understanding: rec.understanding ?? null,
    cautions: rec.cautions ?? null,
    findings: rec.findings ?? null,
  };
}

export async function assessmentIds(db: Conn, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.userId, userId));
  return rows.map((row) => row.id);
}

export async function countAssessments(db: Conn, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assessments).where(eq(assessments.userId, userId));
  return row?.n ?? 0;
}

export async function insertAssessment(
  db: Conn,
  values: { userId: string; symptoms: string; painLocations: string[]; safetyAnswers: SafetyAnswer[] },
  rec: Recommendation,
): Promise<{ assessment: AssessmentRow; result: ResultRow }> {
  const [assessment] = await db.insert(assessments).values(values).returning();
  if (!assessment) throw new Error('insert returned no row');
  const [result] = await db
    .insert(assessmentResults)
    .values({ assessmentId: assessment.id, ...toResultValues(rec) })
    .returning();
  if (!result) throw new Error('insert returned no row');
  return { assessment, result };
}

export async function deleteOtherAssessments(db: Conn, userId: string, keepId: string): Promise<void> {
  await db.delete(assessments).where(and(eq(assessments.userId, userId), ne(assessments.id, keepId)));
}

/** Newest first, with results (left join: an assessment may have none). */
export async function listAssessments(db: Conn, userId: string) {
  return db
    .select({ assessment: assessments, result: assessmentResults })
    .from(assessments)
    .leftJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.createdAt));
}

/** Owner-scoped: another user's id reads as not found. */
export async function findAssessment(db: Conn, userId: string, id: string) {
  const [row] = await db
    .select({ assessment: assessments, result: assessmentResults })
    .from(assessments)
    .leftJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
  return row ?? null;
}

export async function deleteAssessment(db: Conn, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)))
    .returning({ id: assessments.id });
  return deleted.length > 0;
}
