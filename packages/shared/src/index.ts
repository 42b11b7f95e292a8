export * from './clinical/taxonomy.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages/assessments.ts';
export * from './schemas/assessment.ts';
export * from './schemas/recommendation.ts';
export * from './schemas/videos.ts';
export * from './schemas/results.ts';
