// Names and periods drawn from Northwind's seed (supabase/seed.sql) for the generated questions: each list is
// what the generator rotates through, so every kind of question meets many different names. Today is
// 2026-11-21.
import type { Range } from './figure-spec.js';

export const COMPANIES = [
  'Blue Harbor Foods',
  'Cedar Market',
  'Delta Provisions',
  'Eastside Grocers',
  'Fjord Deli',
  'Golden Spoon',
  'Hilltop Cafe',
  'Island Pantry',
  'Juniper Bistro',
  'Kettle & Co',
  'Lakeside Inn',
  'Maple Fine Foods',
  'North Pier Kitchen',
  'Olive Branch',
  'Parkview Hotel',
  'Quay Street Diner',
  'Riverside Catering',
  'Saffron House',
  'Town Square Market',
  'Urban Larder',
];

/** Customers whose name is theirs alone, with some days they ordered. */
export const CUSTOMERS: { name: string; days: string[] }[] = [
  { name: 'Hugo Fischer', days: ['2026-11-09', '2026-10-23'] },
  { name: 'Anna Olsen', days: ['2026-11-13', '2026-10-21'] },
  { name: 'Liam Dubois', days: ['2026-11-16', '2026-10-17'] },
  { name: 'Nils Dubois', days: ['2026-11-14', '2026-10-19'] },
  { name: 'Ines Hansen', days: ['2026-11-14', '2026-10-04'] },
  { name: 'David Novak', days: ['2026-11-05', '2026-10-10'] },
  { name: 'Tara Moreau', days: ['2026-11-06', '2026-10-03'] },
  { name: 'Pedro Petrov', days: ['2026-11-14', '2026-10-31'] },
  { name: 'Ben Ito', days: ['2026-11-17', '2026-10-11'] },
  { name: 'Elena Fischer', days: ['2026-11-14', '2026-10-06'] },
  { name: 'Kira Ahmed', days: ['2026-10-29', '2026-09-03'] },
  { name: 'Sven Novak', days: ['2026-11-15', '2026-10-28'] },
];

/** Customers sharing their name with another: a question about one of them must be asked back. */
export const SHARED_NAMES = ['Carla Ahmed', 'Ben Rossi', 'Grace Olsen', 'Tara Evans', 'Nils Ito'];

/** Products by the start of their name (without the pack size); a few names cover two products. */
export const PRODUCTS = [
  'Golden Toffee',
  'Premium Toffee',
  'Chai Tea',
  'Chang Lager',
  'Aniseed Syrup',
  'Cajun Seasoning',
  'Golden Cheddar',
  'Family Pasta',
  'Premium Salami',
  'Rustic Tofu',
  'Classic Relish',
  'Golden Mustard',
  'Organic Butter',
  'Family Tofu',
];

export const SKUS = ['NW-CHAI-12', 'NW-CHANG-24', 'NW-CONF-098', 'NW-SEAF-023', 'NW-GRAI-116', 'NW-DAIR-043'];

export const BRANDS = [
  'Exotic Liquids',
  'New Orleans Cajun Delights',
  "Grandma Kelly's Homestead",
  'Tokyo Traders',
  'Pavlova Ltd',
  'Specialty Biscuits Ltd',
  'Heli Süßwaren',
  'Leka Trading',
];

export const CATEGORIES = [
  'Beverages',
  'Condiments',
  'Confections',
  'Dairy Products',
  'Grains & Cereals',
  'Meat & Poultry',
  'Produce',
  'Seafood',
];

export const CITIES = [
  'London',
  'Berlin',
  'Paris',
  'Madrid',
  'Seattle',
  'Boston',
  'Toronto',
  'Lyon',
  'Oslo',
  'Portland',
];

export const SEGMENTS = ['Enterprise', 'Mid-market', 'Small business', 'Consumer'];

export const TODAY_RANGE_END = '2026-11-21';

/** Periods as people write them, with the dates they mean. */
export const PERIODS: [words: string, range: Range][] = [
  ['last month', ['2026-10-01', '2026-10-31']],
  ['in October', ['2026-10-01', '2026-10-31']],
  ['last quarter', ['2026-07-01', '2026-09-30']],
  ['in Q2', ['2026-04-01', '2026-06-30']],
  ['this year', ['2026-01-01', TODAY_RANGE_END]],
  ['in 2025', ['2025-01-01', '2025-12-31']],
  ['since June', ['2026-06-01', TODAY_RANGE_END]],
  ['this quarter', ['2026-10-01', TODAY_RANGE_END]],
  ['in the last 90 days', ['2026-08-24', TODAY_RANGE_END]],
  ['from May to August', ['2026-05-01', '2026-08-31']],
  ['after Q2', ['2026-07-01', TODAY_RANGE_END]],
  ['this yr', ['2026-01-01', TODAY_RANGE_END]],
  ['in september', ['2026-09-01', '2026-09-30']],
  ['year to date', ['2026-01-01', TODAY_RANGE_END]],
  ['in Q1', ['2026-01-01', '2026-03-31']],
  ['last year', ['2025-01-01', '2025-12-31']],
];

/** Pairs of months for growth questions, and month names with their first day for "since". */
export const MONTHS: [name: string, range: Range][] = [
  ['June', ['2026-06-01', '2026-06-30']],
  ['July', ['2026-07-01', '2026-07-31']],
  ['August', ['2026-08-01', '2026-08-31']],
  ['September', ['2026-09-01', '2026-09-30']],
  ['October', ['2026-10-01', '2026-10-31']],
];

/** The i-th item of a list, going round. */
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A typo a person makes: two neighbouring letters of the longest word swapped (not its first letter). */
export function withTypo(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
  const word = words[longest]!;
  if (word.length < 6) return text;
  const at = Math.floor(word.length / 2);
  words[longest] = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(' ');
}
