// Reads a new customer's details out of pasted text: an email signature, a "Name | Title | Company" line,
// vCard-ish "FN:" / "TITLE:" lines, "Label: value" lines or a forwarded email's "From:" line. Pure (nothing is
// saved): the member reviews the fields before creating the customer.
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { EMAIL_PATTERN } from '../notes/propose-changes.js';

export const PARSED_FIELDS = ['name', 'email', 'phone', 'company', 'job_title', 'city', 'segment'] as const;
export type ParsedField = (typeof PARSED_FIELDS)[number];
export type ParsedFields = Record<ParsedField, string | null>;

/** Fields a customer cannot be created without. */
export const REQUIRED_FIELDS = ['name', 'email'] as const satisfies readonly ParsedField[];

const LABELS: Record<string, ParsedField> = {
  name: 'name',
  'full name': 'name',
  contact: 'name',
  fn: 'name',
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  phone: 'phone',
  tel: 'phone',
  telephone: 'phone',
  mobile: 'phone',
  cell: 'phone',
  company: 'company',
  org: 'company',
  organization: 'company',
  organisation: 'company',
  employer: 'company',
  title: 'job_title',
  'job title': 'job_title',
  role: 'job_title',
  position: 'job_title',
  city: 'city',
  location: 'city',
  town: 'city',
  segment: 'segment',
};

const TITLE_WORDS =
  /\b(?:manager|director|head|buyer|owner|founder|co-founder|ceo|cto|cfo|coo|cmo|vp|vice president|president|chef|purchasing|procurement|officer|lead|specialist|coordinator|partner|assistant|consultant|engineer|sales|marketing|executive|supervisor|administrator|analyst|representative|associate|principal|proprietor|manager|category|operations)\b/i;
const COMPANY_WORDS =
  /\b(?:ltd|llc|inc|gmbh|co|corp|corporation|company|sa|sarl|sas|ag|bv|nv|plc|limited|group|trading|traders|foods|imports|wholesale|market|markets|café|cafe|bakery|restaurant|hotel|deli|store|stores|shop|supplies|distribution|kitchen|roasters|brewing)\b\.?/i;
const CLOSINGS =
  /^(?:best|best regards|kind regards|regards|warm regards|many thanks|thanks|thank you|cheers|sincerely|yours|yours sincerely|sent from my \w+|--+|__+)[,!.]*$/i;
const ADDRESS_HINT = /\d|street|st\.|road|rd\.|avenue|ave|suite|floor|rue|straße|strasse|www\.|https?:|@/i;
const NAME_LINE = /^[\p{Lu}][\p{L}'’.-]+(?:\s+[\p{Lu}][\p{L}'’.-]+){1,3}$/u;
const COUNTRIES =
  /^(?:usa|us|united states|uk|united kingdom|england|france|germany|deutschland|spain|italy|canada|mexico|brazil|japan|australia|ireland|netherlands|belgium|sweden|norway|denmark|portugal|switzerland|austria|poland)$/i;

const HAS_EMAIL = new RegExp(EMAIL_PATTERN.source, 'i');

const clean = (value: string | undefined) =>
  value
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;]+$/, '') || null;

/** "Lyon, France", "69002 Lyon", "Portland, OR 97201", "London EC1A 1BB" → the city. */
function cityOf(line: string): string | null {
  const us = /([\p{Lu}][\p{L}.'-]+(?:\s[\p{Lu}][\p{L}.'-]+)*),\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/u.exec(line);
  if (us) return clean(us[1]);
  const postcodeFirst = /\b\d{4,5}\s+([\p{Lu}][\p{L}'-]+(?:[\s-][\p{Lu}][\p{L}'-]+)*)/u.exec(line);
  if (postcodeFirst) return clean(postcodeFirst[1]);
  const ukPostcode = /([\p{Lu}][\p{L}'-]+)\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/u.exec(line);
  if (ukPostcode) return clean(ukPostcode[1]);
  const parts = line.split(',').map((part) => part.trim());
  const last = parts[parts.length - 1] ?? '';
  if (parts.length === 2 && COUNTRIES.test(last) && /^[\p{Lu}][\p{L} .'-]+$/u.test(parts[0] ?? '')) {
    return clean(parts[0]);
  }
  return null;
}

function normalized(field: ParsedField, value: string): string {
  if (field === 'email') return value.toLowerCase().replace(/^mailto:/, '');
  if (field === 'phone') return findPhoneNumbersInText(value, 'US')[0]?.number.formatInternational() ?? value;
  return value.replace(/;+$/, '').replace(/;/g, ' ');
}

/** "jane.doe@x.test" → "Jane Doe" (only when the address has a first.last shape). */
function nameFromEmail(email: string): string | null {
  const [local = ''] = email.split('@');
  const parts = local.split(/[._]/).filter((part) => /^[a-z]{2,}$/i.test(part));
  if (parts.length < 2) return null;
  return parts.map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase()).join(' ');
}

/** Splits "Jane Doe | Head of Purchasing | Acme Ltd" (or with •, ·, " – ") into parts. */
const partsOf = (line: string) =>
  line
    .split(/\s*(?:\||•|·|,|\s[–—]\s|\s-\s)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);

export function parseCustomerText(text: string, knownSegments: readonly string[] = []): ParsedFields {
  const fields: ParsedFields = {
    name: null,
    email: null,
    phone: null,
    company: null,
    job_title: null,
    city: null,
    segment: null,
  };
  const set = (field: ParsedField, value: string | null | undefined) => {
    const tidy = clean(value ?? undefined);
    if (tidy && !fields[field]) fields[field] = tidy;
  };
  const free: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^[>\s]+/, '').trim();
    if (!line || CLOSINGS.test(line)) continue;
    const from = /^(?:from:\s*)?"?([^"<:]+?)"?\s*<([^>\s]+@[^>\s]+)>/i.exec(line);
    if (from) {
      set('name', from[1]);
      set('email', from[2]?.toLowerCase());
      continue;
    }
    if (/^(?:to|cc|sent|date|subject):/i.test(line)) continue;
    // vCard "N:Doe;Jane", "ADR;TYPE=work:;;12 Rue X;Lyon;;69002;France", "EMAIL;TYPE=work:jane@x"
    const vcard = /^([A-Za-z][A-Za-z -]*?)(?:;[^:]*)?:\s*(.*)$/.exec(line);
    const label = vcard?.[1]?.toLowerCase().trim();
    const value = vcard?.[2] ?? '';
    if (label === 'n' && !fields.name) {
      const [last = '', first = ''] = value.split(';');
      set('name', `${first} ${last}`);
      continue;
    }
    if (label === 'adr') {
      set('city', value.split(';')[3]);
      continue;
    }
    if (label === 'begin' || label === 'end' || label === 'version') continue;
    const field = label ? LABELS[label] : undefined;
    if (field && value && !/^https?$/i.test(label ?? '')) {
      set(field, normalized(field, value));
      continue;
    }
    free.push(line);
  }

  const email = text.match(EMAIL_PATTERN)?.[0];
  if (email) set('email', email.toLowerCase());
  const phone = findPhoneNumbersInText(text, 'US')[0];
  if (phone) set('phone', phone.number.formatInternational());

  for (const line of free) {
    if (HAS_EMAIL.test(line)) continue;
    const city = cityOf(line);
    if (city) {
      set('city', city);
      continue;
    }
    const parts = partsOf(line);
    for (const part of parts) {
      const titleAt = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(part);
      if (ADDRESS_HINT.test(part) && !COMPANY_WORDS.test(part)) continue;
      if (titleAt && TITLE_WORDS.test(titleAt[1] ?? '')) {
        set('job_title', titleAt[1]);
        set('company', titleAt[2]);
      } else if (
        !fields.name &&
        NAME_LINE.test(part) &&
        !TITLE_WORDS.test(part) &&
        !COMPANY_WORDS.test(part)
      ) {
        set('name', part);
      } else if (!fields.job_title && TITLE_WORDS.test(part) && !COMPANY_WORDS.test(part)) {
        set('job_title', part);
      } else if (!fields.company && COMPANY_WORDS.test(part) && part.split(' ').length <= 6) {
        set('company', part);
      } else if (parts.length > 1 && !fields.company && fields.name && fields.job_title && !cityOf(part)) {
        set('company', part);
      }
    }
  }
  if (!fields.name && fields.email) set('name', nameFromEmail(fields.email));
  const segment = knownSegments.find((known) =>
    new RegExp(`\\b${known.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text),
  );
  set('segment', segment);
  return fields;
}

export const missingFields = (fields: ParsedFields) => REQUIRED_FIELDS.filter((field) => !fields[field]);
