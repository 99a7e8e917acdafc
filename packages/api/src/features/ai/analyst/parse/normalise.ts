// Turns a question as typed into the text the parser reads: lower case, written-out numbers as digits, and
// misspelt words corrected to the nearest known word within a small edit distance. Also the two helpers the
// parser's readers match that text with.
import { distance } from 'fastest-levenshtein';

/** Words the parser's patterns use: a misspelling is corrected towards these. */
export const KEYWORDS =
  `revenue sales turnover income earnings sold sell selling seller sellers bought buy buying purchased
  orders order ordered ordering units quantity volume pieces average value basket customers customer clients client
  accounts account buyers companies company segment segments city cities product products items item skus brand
  brands category categories day days daily week weeks weekly month months monthly quarter quarters quarterly year
  years yearly annual trend compared compare versus against previous before growth grew grow growing increased
  decreased declined dropped shrank margin profit stock inventory offers promotions discounts reminder remind email
  draft write pitch recommend offer offering biggest largest best worst slowest lowest highest smallest least most
  top bottom january february march april june july august september october november december yesterday today
  this last since between total number many much how which who what where each per spend spent doing performing
  performance new first only just instead same`
    .split(/\s+/)
    .filter(Boolean);

/**
 * Common words left as they are (never "corrected" into a keyword: "many" is not "may", "show" is not "stock").
 * With KEYWORDS and the organization's own words they make the known vocabulary.
 */
const COMMON =
  `a about after again all also am an and any are as ask at back be been being both but by can could did
  do does done down during else ever every few for from get give go going got had has have he her here him his i if
  in into is it its let like list look made make me mine more my need next no not now of off on once one or other
  our ours out over own please put really right say see she should show so some still such tell than thank thanks
  that the their them then there these they thing things think those through to too two up us very want was we
  well were what when where whether while why will with within would yet you your yours ago months' doing did
  happen happened going hand left low running out level levels under below above less fewer far fare chart graph
  share split broken down breakdown across vs stopped quit ceased churn churned churning lapsed inactive risk while
  haven't hasn't didn't don't doesn't won't isn't aren't wasn't moving movers slow popular restock reorder sold
  promo promos deals campaigns campaign stores store team sale email emails mail draft short long win lose lost
  bring brought earn earned made make making get got need needs since ever week's month's year's quarter's`
    .split(/\s+/)
    .filter(Boolean);

/** Written-out numbers below twenty, and the tens: what writtenNumbersToDigits and readNumber read. */
export const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const MONTH = '(january|february|march|april|may|june|july|august|september|october|november|december)';

/** "twenty five" → 25, "a dozen" → 12, "a hundred" → 100; ordinals of days ("the third of March") → "3 march". */
export function writtenNumbersToDigits(text: string): string {
  const unit = Object.keys(UNITS).join('|');
  const tens = Object.keys(TENS).join('|');
  const ordinal = Object.keys(ORDINALS).join('|');
  return text
    .replace(/\b(?:a|one)\s+dozen\b/g, '12')
    .replace(/\bhalf a year\b/g, '6 months')
    .replace(/\b(?:a|one)\s+hundred\b/g, '100')
    .replace(
      new RegExp(`\\b(${tens})(?:[\\s-](${ordinal}))\\b`, 'g'),
      (_, t: string, o: string) => String(TENS[t]! + ORDINALS[o]!) + 'th',
    )
    .replace(
      new RegExp(`\\b(?:the\\s+)?(${ordinal})\\s+of\\s+${MONTH}\\b`, 'g'),
      (_, o: string, m: string) => `${ORDINALS[o]} ${m}`,
    )
    .replace(
      new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?(${ordinal})\\b`, 'g'),
      (_, m: string, o: string) => `${m} ${ORDINALS[o]}`,
    )
    .replace(new RegExp(`\\b(${tens})(?:[\\s-](${unit}))?\\b`, 'g'), (_, t: string, u?: string) =>
      String(TENS[t]! + (u ? UNITS[u]! : 0)),
    )
    .replace(new RegExp(`\\b(${unit})\\b`, 'g'), (_, u: string) => String(UNITS[u]));
}

/** The largest edit distance a word of this length may be corrected across. */
const allowedDistance = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : length < 10 ? 2 : 3);

export interface Correction {
  text: string;
  /** Words that were equally close to two known words: the question must be asked back. */
  ties: { word: string; candidates: [string, string] }[];
}

/**
 * Corrects each unknown word to the single nearest known word within the allowed distance. Two equally near
 * candidates are reported as a tie instead of picking one.
 */
export function correctSpelling(
  text: string,
  organizationWords: readonly string[],
  /** Words written with a capital inside the question: names ("Anders" is not "orders"). */
  names: readonly string[] = [],
): Correction {
  const known = new Set([...KEYWORDS, ...COMMON, ...organizationWords, ...names]);
  const candidates = [...new Set([...KEYWORDS, ...organizationWords])].filter((word) => word.length >= 3);
  const ties: Correction['ties'] = [];
  const corrected = text.replace(/[a-z][a-z']*/g, (word) => {
    if (known.has(word) || /^\d/.test(word)) return word;
    const stem = word.replace(/'s$/, '');
    if (known.has(stem)) return word;
    const limit = allowedDistance(word.length);
    if (!limit) return word;
    let best = limit + 1;
    let nearest: string[] = [];
    for (const candidate of candidates) {
      if (Math.abs(candidate.length - word.length) > limit) continue;
      const d = isTransposition(word, candidate) ? 1 : distance(word, candidate);
      if (d < best) {
        best = d;
        nearest = [candidate];
      } else if (d === best) nearest.push(candidate);
    }
    if (best > limit || !nearest.length) return word;
    // Plural and singular of one word are the same answer ("custmer" → customer/customers).
    const distinct = nearest.filter((candidate) => !nearest.includes(`${candidate}s`));
    if (distinct.length > 1) {
      ties.push({ word, candidates: [distinct[0]!, distinct[1]!] });
      return word;
    }
    return distinct[0] ?? nearest[0]!;
  });
  return { text: corrected, ties };
}

/** Lower case, straight quotes, hyphens between words as spaces ("mid-market"), single spaces. */
export function basicNormalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(?<=[a-z])-(?=[a-z])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a question written with a capital letter, other than its first word (lower-cased). */
export function capitalisedWords(original: string): string[] {
  return original
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) =>
      word
        .toLowerCase()
        .replace(/[^a-z']/g, '')
        .replace(/'s$/, ''),
    )
    .filter(Boolean);
}

/** "yaer" / "year": two neighbouring letters swapped, the commonest typo, counts as one edit. */
function isTransposition(word: string, candidate: string): boolean {
  if (word.length !== candidate.length) return false;
  const differ = [...word].flatMap((char, index) => (char === candidate[index] ? [] : [index]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    word[differ[0]!] === candidate[differ[1]] &&
    word[differ[1]] === candidate[differ[0]!]
  );
}

export const has = (text: string, pattern: RegExp) => pattern.test(text);

/** `text` matched as it is inside a RegExp (vocabulary values, the words of an option). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
