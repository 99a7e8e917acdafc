// Every word the phrasing table, the stop words and the time words use: misspellings are corrected towards
// these, and the entity linker never reads one of them as part of a name by a typo or a shortened name.
import { PHRASES, STOP_WORDS } from './phrasing.js';
import { MONTH_WORDS, TIME_ANCHORS, TIME_UNITS } from './time-words.js';

/** The words of a phrase pattern ("average|avg order value?" → average, avg, order, value). */
export const patternWords = (pattern: string) => pattern.split(/[\s|[\]?]+/).filter(Boolean);

const TIME_WORDS = [
  ...Object.keys(TIME_UNITS),
  ...Object.keys(TIME_ANCHORS),
  ...Object.keys(MONTH_WORDS),
  'since',
  'after',
  'before',
  'until',
  'till',
  'between',
  'ago',
  'earlier',
  'yesterday',
  'today',
  'tomorrow',
  'tonight',
  'ytd',
  'mtd',
  'qtd',
  'same',
  'period',
  'time',
  'far',
];

/** Words of the parser's own vocabulary (phrases and time words), the candidates of spelling correction. */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set(
  [...PHRASES.flatMap(([pattern]) => patternWords(pattern)), ...TIME_WORDS].filter((word) =>
    /^[a-z']+$/.test(word),
  ),
);

/** Vocabulary and stop words: never a name by a typo or as a shortened name. */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([...VOCABULARY_WORDS, ...STOP_WORDS]);
