import { memberDisplayName, memberDisplayNameSql, memberInitials } from '../member-name.js';
import { toPlan } from '../plan.js';

const member = (firstName: string | null, lastName: string | null) => ({
  firstName,
  lastName,
  email: 'ada@example.com',
});

describe('member display name', () => {
  // Mirrors the SQL: trim(concat_ws(' ', first, last)), else the email.
  it.each([
    [member('Ada', 'Lovelace'), 'Ada Lovelace'],
    [member(' Ada', null), 'Ada'],
    [member(null, 'Lovelace '), 'Lovelace'],
    [member('  ', ' '), 'ada@example.com'],
    [member(null, null), 'ada@example.com'],
  ])('%j → %s', (input, expected) => expect(memberDisplayName(input)).toBe(expected));

  it('writes the same rule in SQL for a table alias', () => {
    expect(memberDisplayNameSql('m')).toBe(
      "coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), m.email)",
    );
  });

  it('gives initials, or the first letter of the email', () => {
    expect(memberInitials(member('ada', 'lovelace'))).toBe('AL');
    expect(memberInitials(member(null, ''))).toBe('A');
  });
});

describe('toPlan', () => {
  it('reads inbound as inbound and anything else as outbound', () => {
    expect(toPlan('inbound')).toBe('inbound');
    expect(toPlan('outbound')).toBe('outbound');
    expect(toPlan(null)).toBe('outbound');
  });
});
