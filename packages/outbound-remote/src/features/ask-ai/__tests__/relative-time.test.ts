import { formatRelativeTime } from '../lib/relative-time';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [20, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [9 * 24 * 3600, 'last week'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it('reads nothing for a malformed timestamp', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
