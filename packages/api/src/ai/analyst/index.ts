export { createBuiltinAnalyst, BUILTIN_ANALYST_INFO } from './builtin-analyst.js';
export { recogniseIntent, type Intent } from './recognise-intent.js';
export { resolvePeriod, type Period } from './resolve-period.js';
export { ANSWER_KEY, scoreAnswerKey, type AnswerKeyResult, type AnalystAnswer } from './answer-key.js';
export { askBuiltinAnalyst, type AnalystRun } from './ask-analyst.js';
