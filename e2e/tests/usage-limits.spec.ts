import { expect, test, type Page } from '@playwright/test';
import { describeViolations, screenViolations, waitForScreen } from '../support/accessibility';
import { callApi, organizationIdByName } from '../support/api';
import { signInToConsole } from '../support/operator';
import { DEMO, signIn } from '../support/session';
import { openedMenu } from '../support/popups';

const QUOTA_MESSAGE =
  /Your organization has used its [\d,]+ AI questions? for \w+\. An owner can see usage under Usage\./;

/** The operator's Usage and limits card of an organization: its AI field and what it says is used. */
function aiLimit(page: Page) {
  const field = page.getByRole('spinbutton', { name: 'AI questions per month' });
  const item = page.locator('.ant-form-item').filter({ has: field });
  return { field, use: item.locator('.ant-form-item-extra') };
}

async function setAiLimit(page: Page, limit: number | null) {
  const { field } = aiLimit(page);
  await field.fill(limit === null ? '' : String(limit));
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('The limits of Northwind Traders are saved.').last()).toBeVisible();
}

/** WCAG 2.2 AA, as the accessibility suite checks every other screen. */
async function expectNoViolations(page: Page, screen: string) {
  // The screen at rest: a button under the pointer since its click shows its hover colour.
  await page.mouse.move(0, 0);
  await waitForScreen(page);
  const violations = await screenViolations(page, screen);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Asks Ask AI and waits for the API's answer (a stream, or a refusal). */
async function ask(page: Page, question: string) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST',
  );
  await page.getByLabel('Your question').fill(question);
  await page.getByLabel('Your question').press('Enter');
  return (await answered).status();
}

// Northwind goes back to its plan's AI limit for the journeys after this one however far the journey got:
// through the API with the operator's session (signed in on `page` before any limit is set), not the page.
let limitSetBy: Page | null = null;
test.afterEach(async ({ request }) => {
  if (!limitSetBy) return;
  const id = await organizationIdByName(request, DEMO.sam.organization);
  const reset = await callApi(limitSetBy, 'PATCH', `/platform/organizations/${id}/limits`, {
    ai_questions_per_month: null,
  });
  expect(reset.status).toBe(200);
  limitSetBy = null;
});

// Issue 31: the operator sets a small AI limit on a company; its owner uses it up, is told so in Ask AI and
// sees the limit reached on their Usage page; the operator raises it and the owner can ask again.
test('an owner reaches the AI questions limit the operator set, and asks again once it is raised', async ({
  page,
  browser,
}) => {
  await signInToConsole(page);
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('Northwind');
  await page.getByRole('link', { name: 'Northwind Traders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();
  const { use } = aiLimit(page);
  await expect(use).toContainText('used this month');
  const used = Number((await use.textContent())!.replace(/,/g, '').match(/^\d+/)![0]);
  const limit = used + 1;
  limitSetBy = page;
  await setAiLimit(page, limit);
  await expect(use).toHaveText(`${used} of ${limit} used this month`);
  await expectNoViolations(page, 'organization page with its usage and limits');

  // The owner asks once (the last question the limit allows), then is refused where they asked.
  const theirs = await browser.newContext();
  const owner = await theirs.newPage();
  await signIn(owner, DEMO.sam);
  await expect(owner).toHaveURL(/\/dashboard$/);
  await owner.getByRole('link', { name: 'Ask AI' }).click();
  await expect(owner).toHaveURL(/\/ask-ai$/);
  expect(await ask(owner, 'Revenue by brand last month')).toBe(200);
  const answers = owner.getByRole('article', { name: 'Answer' });
  await expect(answers.last()).toContainText('Revenue by brand');
  expect(await ask(owner, 'and the month before?')).toBe(429);
  // In the conversation, where they asked (the screen reader's announcer says it too).
  await expect(owner.getByRole('region', { name: 'Conversation' }).getByText(QUOTA_MESSAGE)).toBeVisible();

  // Their Usage page, from the account menu, shows the limit reached.
  await owner.getByRole('button', { name: /^Account menu/ }).click();
  await (await openedMenu(owner)).getByRole('menuitem', { name: 'Usage' }).click();
  await expect(owner).toHaveURL(/\/usage$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const aiMeter = owner
    .getByText('AI questions this month', { exact: true })
    .locator('xpath=ancestor::div[1]');
  await expect(aiMeter).toContainText(`${limit} of ${limit}`);
  await expect(owner.getByRole('progressbar', { name: 'AI questions this month: 100%' })).toBeVisible();

  // The operator sees it too, and raises the limit.
  await page.reload();
  await expect(use).toHaveText(`${limit} of ${limit} used this month: limit reached`);
  await setAiLimit(page, limit + 5);
  await expect(use).toHaveText(`${limit} of ${limit + 5} used this month`);

  // The owner asks again and is answered.
  await owner.goBack();
  await expect(owner).toHaveURL(/\/ask-ai/);
  expect(await ask(owner, 'Revenue by brand last month')).toBe(200);
  await expect(answers.last()).toContainText('Revenue by brand');
  await expect(answers.last()).not.toContainText(QUOTA_MESSAGE);

  // Back to the plan's default (afterEach has nothing left to do).
  await setAiLimit(page, null);
  limitSetBy = null;
  await theirs.close();
});

// The Health page on the real backend: pg-boss's queues with their counts, and each list of failures (or its
// empty state) as the API answers them.
test('the operator’s Health page lists the background queues and what failed', async ({ page }) => {
  await signInToConsole(page);
  await page
    .getByRole('navigation', { name: 'Platform console' })
    .getByRole('link', { name: 'Health' })
    .click();
  await expect(page).toHaveURL(/\/platform\/health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  const queues = page.getByRole('table', { name: 'Background queues' });
  await expect(queues.getByRole('columnheader', { name: 'Failed (24 h)' })).toBeVisible();
  await expect(queues.getByRole('row').nth(1)).toBeVisible();
  for (const section of [
    'Failed jobs',
    'Failed emails',
    'ERP syncs that failed',
    'Intake emails that failed',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expectNoViolations(page, 'platform health');
});
