// The periods the key's questions ask about, worked out here independently of the analyst's own period parser.
export type Range = [from: string, to: string];
/** The period a question asks about, from the day it is asked. */
export type RangeOf = (today: string) => Range;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, monthIndex: number, day: number) => iso(new Date(Date.UTC(year, monthIndex, day)));
const parts = (today: string) => today.split('-').map(Number) as [number, number, number];
export const previousMonth = (today: string): Range => {
  const [year, month] = parts(today);
  return [utc(year, month - 2, 1), utc(year, month - 1, 0)];
};
export const previousQuarter = (today: string): Range => {
  const [year, month] = parts(today);
  const firstMonthOfQuarter = Math.floor((month - 1) / 3) * 3; // 0-based month index
  return [utc(year, firstMonthOfQuarter - 3, 1), utc(year, firstMonthOfQuarter, 0)];
};
export const yearToDate = (today: string): Range => [`${today.slice(0, 4)}-01-01`, today];
export const wholeYear = (year: number): Range => [`${year}-01-01`, `${year}-12-31`];
export const lastDays = (today: string, days: number): Range => {
  const [year, month, day] = parts(today);
  return [utc(year, month - 1, day - days + 1), today];
};
export const sinceMonth = (today: string, month: number): Range => {
  const [year, current] = parts(today);
  return [utc(current >= month ? year : year - 1, month - 1, 1), today];
};
