export type {
  AssistantContext,
  AssistantReply,
  ChangeReason,
  ChatScreen,
  ReevaluationProposal,
  Topic as AssistantTopic,
} from './assistant/index.ts';
export {
  answer as assistantAnswer,
  chatSystemPrompt,
  chatTriageMessage,
  chunks as assistantChunks,
  diffResults,
  keepRaisedTriage,
  REEVALUATION_TOOL,
  redFlagReply,
  screenMessage,
} from './assistant/index.ts';
export type { AssessInput, ReassessEdits } from './engine.ts';
export { assess, ENGINE_VERSION, preview, reassess, redFlagsOf } from './engine.ts';
export type { PersonalisationOutput } from './personalise.ts';
export {
  applyPersonalisation,
  candidateExercises,
  personalisationOutputSchema,
  personalisationPrompt,
} from './personalise.ts';
export type { AskedQuestion } from './safety-check.ts';
export { safetyQuestions } from './safety-check.ts';
export { summaryText } from './text.ts';
