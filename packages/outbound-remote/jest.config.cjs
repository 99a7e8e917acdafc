const preset = require('../../config/jest.web.cjs');

// Ask AI renders answers with react-markdown + remark-gfm and reads the chat stream with eventsource-parser:
// they and the unified/micromark packages under them ship ESM only, so compile them like our own code (on
// top of the preset's own exceptions for msw's dependencies).
const esmOnly = [
  'react-markdown',
  'remark-[^/]+',
  'unified',
  'bail',
  'trough',
  'devlop',
  'is-plain-obj',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'hast-[^/]+',
  'micromark[^/]*',
  'decode-named-character-reference',
  'character-[^/]+',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal)',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'estree-util-[^/]+',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'trim-lines',
  'eventsource-parser',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [
    `/node_modules/(?!.*\\.mjs$)(?!\\.pnpm/)(?!(until-async|rettime|${esmOnly.join('|')})/)`,
  ],
};
