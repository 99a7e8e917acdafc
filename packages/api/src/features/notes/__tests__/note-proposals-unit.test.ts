// The note reader: realistic notes a sales rep writes, and the proposals each one should (not) produce.
import { proposeChanges, type CurrentCustomer } from '../propose-changes.js';

const TODAY = '2026-11-20'; // a Friday

const customer = (overrides: Partial<CurrentCustomer> = {}): CurrentCustomer => ({
  email: 'maria@alfreds.test',
  phone: '+1 415 555 0100',
  job_title: 'Buyer',
  company: 'Alfreds Futterkiste',
  city: 'Berlin',
  follow_up_on: null,
  interests: [],
  ...overrides,
});

const proposed = (note: string, current = customer()) =>
  Object.fromEntries(
    proposeChanges(note, current, TODAY)
      .filter((change) => change.field !== 'interests')
      .map((change) => [change.field, change.proposed_value]),
  );
const interests = (note: string, current = customer()) =>
  proposeChanges(note, current, TODAY)
    .filter((change) => change.field === 'interests')
    .map((change) => change.proposed_value);

describe('proposeChanges', () => {
  it.each([
    [
      'Her new email is Maria.Anders@Contoso.test, please use that from now on.',
      { email: 'maria.anders@contoso.test' },
    ],
    ['New direct line: (415) 555-0199.', { phone: '+1 415 555 0199' }],
    ['Spoke to Maria, she is now Head of Purchasing.', { job_title: 'Head of Purchasing' }],
    ['She is now Head of Purchasing at Acme Ltd.', { job_title: 'Head of Purchasing', company: 'Acme Ltd' }],
    ['New role: Category Manager, Beverages', { job_title: 'Category Manager' }],
    ['title: Operations Director', { job_title: 'Operations Director' }],
    ['He was promoted to VP Sales last month.', { job_title: 'VP Sales' }],
    ['Maria moved to Acme Ltd. Keep her on the list.', { company: 'Acme Ltd' }],
    ['She now works at Blue Bottle Coffee Co since October.', { company: 'Blue Bottle Coffee Co' }],
    ['Company relocated to Lyon in the summer.', { city: 'Lyon' }],
    ['The team is based in San Francisco now.', { city: 'San Francisco' }],
    ['Follow up next Tuesday about the Christmas order.', { follow_up_on: '2026-11-24' }],
    ['Asked us to call back in 2 weeks.', { follow_up_on: '2026-12-04' }],
    ['Remind me on 12 March to check the spring catalogue.', { follow_up_on: '2027-03-12' }],
    [
      'Call with Maria: new email maria@acme.test, direct +1 212 555 0142, she is now Purchasing Manager at Acme Ltd and relocated to Lyon. Follow up on December 3.',
      {
        email: 'maria@acme.test',
        phone: '+1 212 555 0142',
        job_title: 'Purchasing Manager',
        company: 'Acme Ltd',
        city: 'Lyon',
        follow_up_on: '2026-12-03',
      },
    ],
  ])('reads %j', (note, expected) => {
    expect(proposed(note)).toEqual(expected);
  });

  it('proposes nothing for a note without facts', () => {
    expect(proposeChanges('Friendly call, all good. Nothing new.', customer(), TODAY)).toEqual([]);
    expect(proposed('She is now based in Berlin.')).toEqual({});
  });

  it('leaves out a value longer than its column (it could never be confirmed)', () => {
    const longCity = Array.from({ length: 30 }, (_, i) => `Town${i}`).join(' ');
    expect(longCity.length).toBeGreaterThan(100);
    expect(proposed(`The team is based in ${longCity} now. She is now Head of Purchasing.`)).toEqual({
      job_title: 'Head of Purchasing',
    });
  });

  it('leaves out values equal to the current ones (case and phone format ignored)', () => {
    const note = 'Email MARIA@alfreds.test, phone 415-555-0100, she is now Buyer, based in Berlin.';
    expect(proposeChanges(note, customer(), TODAY)).toEqual([]);
  });

  it('reads phone numbers in the customer’s own country first', () => {
    const french = customer({ phone: '+33 1 42 68 53 00' });
    expect(proposed('Nouveau numéro: 04 78 42 10 10', french)).toEqual({ phone: '+33 4 78 42 10 10' });
  });

  it('gives one proposal per new interest, skipping the ones already known', () => {
    expect(interests('Very interested in organic coffee and green tea.')).toEqual([
      'organic coffee',
      'green tea',
    ]);
    expect(interests('Interested in oat milk, matcha or chai.', customer({ interests: ['Matcha'] }))).toEqual(
      ['oat milk', 'chai'],
    );
    expect(interests('Keen on the gluten-free range.')).toEqual(['gluten-free range']);
  });

  it('keeps the current value and label material on every proposal', () => {
    const [change] = proposeChanges('she is now Head of Purchasing', customer(), TODAY);
    expect(change).toEqual({
      field: 'job_title',
      current_value: 'Buyer',
      proposed_value: 'Head of Purchasing',
    });
  });

  it('ignores dates that are not a follow-up', () => {
    expect(proposed('They opened their second shop on 3 March.')).toEqual({});
  });
});
