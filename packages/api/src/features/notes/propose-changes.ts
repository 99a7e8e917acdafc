// Reads a note about a customer and proposes structured changes to the customer record. Pure (no database):
// the caller passes the customer's current values and today's date, so the same note always gives the same
// proposals. Rules are deliberately conservative: a proposal a member rejects costs a click, a wrong write
// would cost trust, and every proposal waits for a member's decision anyway.
import * as chrono from 'chrono-node';
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { CUSTOMER_FIELD_MAX_LENGTH } from '../customers/customer-field-limits.js';

/** The fields a note can propose a change of, and how the proposal names each. */
export const FIELD_LABELS = {
  email: 'Email',
  phone: 'Phone',
  job_title: 'Job title',
  company: 'Company',
  city: 'City',
  follow_up_on: 'Follow-up date',
  interests: 'Interest',
} as const;
export type ProposalField = keyof typeof FIELD_LABELS;

export interface CurrentCustomer {
  email: string | null;
  phone: string | null;
  job_title: string | null;
  company: string | null;
  city: string | null;
  follow_up_on: string | null;
  interests: readonly string[];
}

export interface ProposedChange {
  field: ProposalField;
  current_value: string | null;
  proposed_value: string;
}

export const EMAIL_PATTERN = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

// A run of capitalised words (names of places and companies), allowing "&", "of", "and", "de" inside.
const PROPER = String.raw`[A-Z][\p{L}\p{N}&.'’-]*(?:\s+(?:(?:&|of|and|de|la|le|du|von|van|der|the)\s+)*[A-Z0-9][\p{L}\p{N}&.'’-]*)*`;
const TITLE_STOP = String.raw`(?=\s+(?:at|with|for|in|since|from|and|as of|starting)\b|[.,;:!?)\n]|$)`;

const JOB_TITLE_PATTERNS = [
  new RegExp(String.raw`\b(?:is|'s|’s|are)\s+now\s+(?:the\s+|an?\s+|our\s+)?(?:new\s+)?(${PROPER})`, 'gu'),
  new RegExp(String.raw`\b(?:promoted|appointed)\s+(?:to|as)\s+(?:the\s+)?(${PROPER})`, 'giu'),
  /\b(?:new\s+(?:role|title|position)|job\s+title|title)\s*(?::|is|-)\s*([^.,;\n]+?)(?=\s+(?:at|with|since)\b|[.,;\n]|$)/giu,
];
const COMPANY_PATTERNS = [
  new RegExp(String.raw`\bmoved\s+(?:over\s+)?to\s+(${PROPER})`, 'gu'),
  new RegExp(String.raw`\bnow\s+(?:(?:works|working|is)\s+)?(?:at|for)\s+(${PROPER})`, 'gu'),
  new RegExp(String.raw`\b(?:joined|left\s+\S+(?:\s+\S+)?\s+for)\s+(${PROPER})`, 'gu'),
  new RegExp(String.raw`\b(?:new\s+)?company\s*(?::|is)\s*(${PROPER})`, 'giu'),
  // "Head of Purchasing at Acme Ltd" after a title phrase.
  new RegExp(String.raw`\b(?:is|'s|’s)\s+now\s+[^.;\n]*?\s+at\s+(${PROPER})`, 'gu'),
];
const CITY_PATTERNS = [
  new RegExp(String.raw`\b(?:relocated|relocating|relocates|moving|moves)\s+to\s+(${PROPER})`, 'giu'),
  new RegExp(String.raw`\b(?:based|lives|living)\s+in\s+(${PROPER})`, 'giu'),
  new RegExp(String.raw`\b(?:new\s+)?(?:city|location)\s*(?::|is)\s*(${PROPER})`, 'giu'),
  new RegExp(String.raw`\b(?:office|team)\s+in\s+(${PROPER})\s+now\b`, 'giu'),
];
const INTEREST_PATTERN =
  /\b(?:interested\s+in|interest\s+in|keen\s+on|wants\s+to\s+(?:try|order|stock)|asked\s+about|asking\s+about)\s+([^.;!?\n]+)/giu;
const FOLLOW_UP_TRIGGER =
  /\b(?:follow(?:ing)?[\s-]?up|call(?:ing)?\s+(?:\w+\s+)?back|call\s+again|remind\s+me|reach\s+out|check\s+in|touch\s+base|get\s+back\s+to|ping\s+\w+|next\s+call|meet\s+again)\b/i;

const firstCaptures = (text: string, patterns: readonly RegExp[]): string[] =>
  patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));

/** Trims punctuation and filler a capture may carry ("Acme Ltd." → "Acme Ltd", "the Lyon office" → "Lyon"). */
function tidy(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/\s+(?:office|team|now|today|again)$/i, '')
    .replace(/[\s.,;:!?'"’-]+$/u, '')
    .trim();
}

const sameText = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** A capture longer than its column could never be confirmed, so it is not proposed. */
const fitsColumn = (field: ProposalField, value: string) =>
  value.length <= ((CUSTOMER_FIELD_MAX_LENGTH as Partial<Record<string, number>>)[field] ?? Infinity);

const CONNECTOR = /^(?:&|of|and|de|la|le|du|von|van|der|the)$/;

/**
 * The capture up to a word that ends the phrase: a stop word ("at", "since", …), punctuation, or — since the
 * keyword patterns are case-insensitive — the first lower-case word that is not a connector ("VP Sales last
 * month" → "VP Sales").
 */
function cutTitle(value: string): string {
  const match = new RegExp(`^(.*?)${TITLE_STOP}`, 'u').exec(value);
  const words = (match?.[1] ?? value).split(/\s+/);
  const end = words.findIndex((word, index) => index > 0 && /^\p{Ll}/u.test(word) && !CONNECTOR.test(word));
  const kept = end < 0 ? words : words.slice(0, end);
  while (kept.length > 1 && CONNECTOR.test(kept[kept.length - 1] ?? '')) kept.pop();
  return tidy(kept.join(' '));
}

function proposeEmail(text: string, current: CurrentCustomer): string | undefined {
  return [...text.matchAll(EMAIL_PATTERN)]
    .map((match) => match[0].toLowerCase().replace(/\.$/, ''))
    .find((email) => !sameText(current.email, email));
}

/** The note's first valid phone number (international format), read with the customer's own country first. */
export function phoneCountry(phone: string | null): CountryCode {
  return (phone && parsePhoneNumberFromString(phone, 'US')?.country) || 'US';
}

function proposePhone(text: string, current: CurrentCustomer): string | undefined {
  const currentNumber = current.phone ? parsePhoneNumberFromString(current.phone, 'US')?.number : undefined;
  const found = findPhoneNumbersInText(text, phoneCountry(current.phone)).find(
    ({ number }) => number.number !== currentNumber,
  );
  return found?.number.formatInternational();
}

function proposeFollowUp(text: string, today: string): string | undefined {
  const sentence = text.split(/(?<=[.!?;])\s+|\n+/).find((part) => FOLLOW_UP_TRIGGER.test(part));
  if (!sentence) return undefined;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const reference = new Date(year, month - 1, day, 12);
  const result = chrono.parse(sentence, reference, { forwardDate: true })[0];
  if (!result) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${result.start.get('year')}-${pad(result.start.get('month') ?? 1)}-${pad(result.start.get('day') ?? 1)}`;
  return date > today ? date : undefined;
}

function proposeInterests(text: string, current: CurrentCustomer): string[] {
  const known = new Set(current.interests.map((interest) => interest.toLowerCase()));
  const found: string[] = [];
  for (const match of text.matchAll(INTEREST_PATTERN)) {
    for (const part of (match[1] ?? '').split(/,|\s+and\s+|\s+or\s+|\s+&\s+|\s+as\s+well\s+as\s+/i)) {
      const interest = tidy(part.replace(/^(?:more|some|our|your|their|the|trying|ordering)\s+/i, ''));
      if (interest.length < 2 || interest.length > 80 || known.has(interest.toLowerCase())) continue;
      known.add(interest.toLowerCase());
      found.push(interest);
    }
  }
  return found;
}

/** The changes a note implies, each at most once, leaving out values the customer already has. */
export function proposeChanges(note: string, current: CurrentCustomer, today: string): ProposedChange[] {
  const changes: ProposedChange[] = [];
  const add = (field: Exclude<ProposalField, 'interests'>, value: string | undefined) => {
    const currentValue = current[field];
    if (value && fitsColumn(field, value) && !sameText(currentValue, value)) {
      changes.push({ field, current_value: currentValue, proposed_value: value });
    }
  };
  add('email', proposeEmail(note, current));
  add('phone', proposePhone(note, current));
  add('job_title', firstCaptures(note, JOB_TITLE_PATTERNS).map(cutTitle).find(Boolean));
  add('company', firstCaptures(note, COMPANY_PATTERNS).map(cutTitle).find(Boolean));
  add('city', firstCaptures(note, CITY_PATTERNS).map(cutTitle).find(Boolean));
  add('follow_up_on', proposeFollowUp(note, today));
  for (const interest of proposeInterests(note, current)) {
    changes.push({
      field: 'interests',
      current_value: current.interests.join(', ') || null,
      proposed_value: interest,
    });
  }
  return changes;
}
