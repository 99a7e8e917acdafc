export { createBuiltinAnalyst, BUILTIN_ANALYST_INFO } from './builtin-analyst.js';
export { recogniseIntent, type Intent } from './recognise-intent.js';
export { resolvePeriod, type Period } from './resolve-period.js';
