export type { AssistantContext, AssistantReply } from './answer.ts';
export { answer, chunks } from './answer.ts';
export type { ChangeReason, ReevaluationProposal } from './change.ts';
export { diffResults, keepRaisedTriage } from './diff.ts';
export { chatSystemPrompt, REEVALUATION_TOOL } from './prompt.ts';
export type { ChatScreen } from './safety.ts';
export { chatTriageMessage, redFlagReply, screenMessage } from './safety.ts';
export type { Topic } from './topics.ts';
