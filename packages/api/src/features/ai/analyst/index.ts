export { createBuiltinAnalyst, BUILTIN_ANALYST_INFO } from './builtin-analyst.js';
export { parseQuestion } from './parse/parse-question.js';
export type { FoundNames, EntityMention } from './parse/entity-mentions.js';
export { understand } from './parse/conversation.js';
export type { Request } from './parse/request.js';
export { resolvePeriod, type Period } from './resolve-period.js';
export { ANSWER_KEY, scoreAnswerKey, type AnswerKeyResult } from './answer-key.js';
export type { AnalystAnswer } from './answer-key/key-question.js';
export { askBuiltinAnalyst, type AnalystRun } from './ask-analyst.js';
