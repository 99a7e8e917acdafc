import { pathsNeedingAttention } from '../lib/nav-attention';
import { isSetupComplete, orderedSetupSteps, progressText } from '../lib/setup-steps';
import { fakeStatus } from '../../../test-support/fake-status';

describe('sidebar attention badges', () => {
  it('flags every data page and Integrations when nothing is set up', () => {
    expect([...pathsNeedingAttention(fakeStatus())].sort()).toEqual([
      '/customer-upload',
      '/erp-connection',
      '/integrations',
      '/inventory',
    ]);
  });

  it.each([
    ['customers', { customers: true }, '/customer-upload'],
    ['inventory', { inventory: true }, '/inventory'],
    ['transactions', { transactions: true }, '/erp-connection'],
    ['a notetaker', { notetaker: true }, '/integrations'],
  ])('clears the badge once there are %s', (_what, flags, path) => {
    const paths = pathsNeedingAttention(fakeStatus(flags));
    expect(paths.has(path)).toBe(false);
    expect(paths.size).toBe(3);
  });

  it('flags nothing while the status is unknown', () => {
    expect(pathsNeedingAttention(undefined).size).toBe(0);
  });

  it('ignores the profile step (no sidebar entry for it)', () => {
    const everything = { customers: true, inventory: true, transactions: true, notetaker: true };
    expect(pathsNeedingAttention(fakeStatus({ ...everything, profile: false })).size).toBe(0);
  });
});

describe('setup steps', () => {
  it('keeps the natural order when nothing is complete, with titles and links', () => {
    expect(orderedSetupSteps(fakeStatus()).map((step) => [step.title, step.path, step.completed])).toEqual([
      ['Profile', '/profile', false],
      ['Customer List Uploaded', '/customer-upload', false],
      ['Sales History Uploaded', '/erp-connection', false],
      ['Inventory & Offers', '/inventory', false],
    ]);
  });

  it('puts completed steps first, each group in natural order', () => {
    const steps = orderedSetupSteps(fakeStatus({ inventory: true, customers: true }));
    expect(steps.map((step) => step.key)).toEqual(['customer_list', 'inventory', 'profile', 'sales_history']);
    expect(steps.map((step) => step.completed)).toEqual([true, true, false, false]);
  });

  it('treats a step missing from the response as not complete', () => {
    const status = fakeStatus({ profile: true });
    status.progress.steps = status.progress.steps.filter((step) => step.key !== 'inventory');
    expect(orderedSetupSteps(status).find((step) => step.key === 'inventory')?.completed).toBe(false);
  });

  it('says "X of Y complete" and is complete only at 100%', () => {
    expect(progressText(fakeStatus())).toBe('0 of 4 complete');
    expect(progressText(fakeStatus({ profile: true, inventory: true, customers: true }))).toBe(
      '3 of 4 complete',
    );
    expect(isSetupComplete(fakeStatus({ profile: true, inventory: true, customers: true }))).toBe(false);
    expect(
      isSetupComplete(fakeStatus({ profile: true, inventory: true, customers: true, transactions: true })),
    ).toBe(true);
  });
});
