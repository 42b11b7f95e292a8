export type { AssessInput, ReassessEdits } from './engine.ts';
export { assess, ENGINE_VERSION, reassess } from './engine.ts';
export type { PersonalisationOutput } from './personalise.ts';
export {
  applyPersonalisation,
  candidateExercises,
  personalisationOutputSchema,
  personalisationPrompt,
} from './personalise.ts';
export type { AskedQuestion } from './safety-check.ts';
export { safetyQuestions } from './safety-check.ts';
