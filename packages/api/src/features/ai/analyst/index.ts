export { createBuiltinAnalyst, BUILTIN_ANALYST_INFO } from './builtin-analyst.js';
export { parseQuestion, type Vocabulary } from './parse/parse-question.js';
export { understand } from './parse/conversation.js';
export type { Request } from './parse/request.js';
export { resolvePeriod, type Period } from './resolve-period.js';
export { ANSWER_KEY, scoreAnswerKey, type AnswerKeyResult, type AnalystAnswer } from './answer-key.js';
export { askBuiltinAnalyst, type AnalystRun } from './ask-analyst.js';
