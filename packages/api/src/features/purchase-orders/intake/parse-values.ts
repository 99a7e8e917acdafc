/** Numbers, dates and currencies as vendors write them (US and European conventions). */

/** 'comma': 1.234,56 (decimal comma); 'dot': 1,234.56. */
export type NumberStyle = 'comma' | 'dot';

/**
 * The document's decimal separator: whichever ends more amounts with exactly two decimals ("38,00" against
 * "38.00"); one-decimal values ("0.5 l") and dates ("03.11.2026") do not vote.
 */
export function detectNumberStyle(texts: readonly string[]): NumberStyle {
  let comma = 0;
  let dot = 0;
  for (const text of texts)
    for (const token of text.split(/\s+/)) {
      const amount = /^[$€£]?\d[\d.,']*([.,])\d{2}[$€£]?$/.exec(token);
      if (!amount || /^\d{1,2}\.\d{1,2}\.\d{2}$/.test(token)) continue;
      if (amount[1] === ',') comma += 1;
      else dot += 1;
    }
  return comma > dot ? 'comma' : 'dot';
}

/** A number in `style`, with currency signs or codes around it; null when the text is not just a number. */
export function parseNumber(text: string, style: NumberStyle): number | null {
  const bare = text
    .trim()
    .replace(/^[$€£]|[$€£]$/g, '')
    .replace(/\s?\b[A-Z]{3}$|^[A-Z]{3}\s?/, '')
    .replace(/[\s\u00a0\u202f\u2009']/g, '');
  if (!/^[-+]?\d[\d.,]*$/.test(bare)) return null;
  // A separator followed by one or two digits is a decimal point whatever the document's style: thousands are
  // grouped by three ("43,90" in an English email, "28.50" in a German one).
  const decimalOnly = /^[-+]?\d+[.,]\d{1,2}$/.test(bare);
  const normalized = decimalOnly
    ? bare.replace(',', '.')
    : style === 'comma'
      ? bare.replace(/\./g, '').replace(',', '.')
      : bare.replace(/,/g, '');
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

export interface ParsedDate {
  iso: string;
  /** Day and month could be swapped (both ≤ 12, slashes): read by the document's convention. */
  ambiguous: boolean;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  janvier: 1,
  feb: 2,
  february: 2,
  februar: 2,
  février: 2,
  fevrier: 2,
  mar: 3,
  march: 3,
  märz: 3,
  maerz: 3,
  mars: 3,
  apr: 4,
  april: 4,
  avril: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juni: 6,
  juin: 6,
  jul: 7,
  july: 7,
  juli: 7,
  juillet: 7,
  aug: 8,
  august: 8,
  août: 8,
  aout: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  oct: 10,
  october: 10,
  oktober: 10,
  okt: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  dezember: 12,
  dez: 12,
  décembre: 12,
  decembre: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const fullYear = (year = '') => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * A date anywhere in `text`: 2026-11-03, 03.11.2026 (always day first), 11/03/2026 (month first unless
 * `dayFirst`, or a part over 12 says otherwise), 3 November 2026, Nov 3, 2026.
 */
export function parseDate(text: string, dayFirst: boolean): ParsedDate | null {
  const month = (name = '') => MONTHS[name];
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) {
    const value = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return value ? { iso: value, ambiguous: false } : null;
  }
  const dotted = /\b(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b/.exec(text);
  if (dotted) {
    const value = isoDate(fullYear(dotted[3]), Number(dotted[2]), Number(dotted[1]));
    return value ? { iso: value, ambiguous: false } : null;
  }
  const slashed = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/.exec(text);
  if (slashed) {
    const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), fullYear(slashed[3])];
    const ambiguous = first <= 12 && second <= 12 && first !== second;
    const readDayFirst = first > 12 || (second <= 12 && dayFirst);
    const value = readDayFirst ? isoDate(year, second, first) : isoDate(year, first, second);
    return value ? { iso: value, ambiguous } : null;
  }
  const words = text.toLowerCase();
  // "3 September 2026", "07-May-2026", "30. Januar 2026"
  const dayMonth = /\b(\d{1,2})\.?[\s-]+([a-zäéû]+)\.?,?[\s-]+(\d{4})\b/.exec(words);
  if (dayMonth && month(dayMonth[2])) {
    const value = isoDate(Number(dayMonth[3]), month(dayMonth[2])!, Number(dayMonth[1]));
    return value ? { iso: value, ambiguous: false } : null;
  }
  const monthDay = /\b([a-zäéû]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(words);
  if (monthDay && month(monthDay[1])) {
    const value = isoDate(Number(monthDay[3]), month(monthDay[1])!, Number(monthDay[2]));
    return value ? { iso: value, ambiguous: false } : null;
  }
  return null;
}

const CODES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'JPY'];
const SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP', $: 'USD' };

/** An ISO currency code named in `text`, or null. */
export function currencyCode(text: string): string | null {
  const match = new RegExp(`\\b(${CODES.join('|')})\\b`).exec(text.toUpperCase());
  return match?.[1] ?? null;
}

/** The currency a sign in `text` stands for (€, £, $), or null. */
export function currencySymbol(text: string): string | null {
  const match = /[€£$]/.exec(text);
  return (match && SYMBOLS[match[0]]) ?? null;
}
