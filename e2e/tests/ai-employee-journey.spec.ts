import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { readOutbox } from '../support/outbox';
import { DEMO, signIn } from '../support/session';

// Sam Rivera (Northwind Traders, outbound plan) works with the AI employee: asks the built-in analyst, follows a
// citation to a customer, turns a note into a confirmed change, emails recommended items, and meets a customer
// whose name is HTML. Steps share the stack's database, so they run in order.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);

async function signInAsSam(page: Page) {
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The customer the analyst cited first, opened from the answer: shared by the steps after the first. */
let customerPath = '';
let customerName = '';

test('Sam asks a question and gets a streamed answer from the built-in analyst that cites its rows', async ({
  page,
}) => {
  await signInAsSam(page);
  await page.getByRole('link', { name: 'Ask AI' }).click();
  await expect(page).toHaveURL(/\/ask-ai$/);

  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST',
  );
  await page.getByLabel('Your question').fill('Who were our top customers by revenue last quarter?');
  await page.getByLabel('Your question').press('Enter');
  const response = await answered;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  // Streamed: the answer arrived as several chunks, then its citations, then done.
  const events = (await response.text()).match(/^event: \w+/gm) ?? [];
  expect(events.filter((event) => event === 'event: delta').length).toBeGreaterThan(1);
  expect(events.at(-1)).toBe('event: done');

  await expect(page).toHaveURL(/\/ask-ai\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Built-in analyst').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  const sources = page.getByRole('list', { name: 'Sources' }).first();
  const firstCustomer = sources.locator('a[href*="/sales-assistant/customers/"]').first();
  await expect(firstCustomer).toBeVisible();

  customerName = (await firstCustomer.innerText()).trim();
  await firstCustomer.click();
  await expect(page).toHaveURL(/\/sales-assistant\/customers\/[0-9a-f-]{36}/);
  customerPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: customerName })).toBeVisible();

  // The conversation is kept: it is listed when Sam comes back to Ask AI.
  await page.getByRole('link', { name: 'Ask AI' }).click();
  await expect(page.getByText('Who were our top customers by revenue last quarter?').first()).toBeVisible();
});

test('Sam writes a note and confirms the change the assistant proposes from it', async ({ page }) => {
  test.skip(!customerPath, 'needs the customer opened from the citation');
  await signInAsSam(page);
  await page.goto(customerPath);
  await expect(page.getByRole('heading', { name: customerName })).toBeVisible();

  // Capitals, so the assistant reads the run's mark as part of the title: a retry proposes a new value.
  const title = `Head of Purchasing ${RUN.toUpperCase()}`;
  await page.getByLabel('New note').fill(`Met at the trade fair. She is now ${title}.`);
  await page.getByRole('button', { name: 'Save note' }).click();
  const proposal = page.getByRole('listitem').filter({ hasText: title }).first();
  await expect(proposal).toBeVisible();
  await proposal.getByRole('button', { name: 'Confirm' }).click();
  await expect(proposal.getByText('Confirmed by Sam Rivera')).toBeVisible();
  // The customer's details now carry the confirmed job title.
  await page.reload();
  await expect(page.getByText(title).first()).toBeVisible();
});

test('Sam emails recommended items to the customer and finds the email in the outbox', async ({ page }) => {
  test.skip(!customerPath, 'needs the customer opened from the citation');
  await signInAsSam(page);
  await page.goto(customerPath);
  const email = (await page.locator('a[href^="mailto:"]').first().getAttribute('href'))!.replace(
    'mailto:',
    '',
  );

  const recommendations = page.getByRole('table').filter({ hasText: 'Reorders every' }).first();
  await expect(recommendations).toBeVisible();
  await recommendations.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: /Email these items \(1\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Email these items' });
  const subject = dialog.getByLabel('Subject');
  await expect(subject).not.toHaveValue('');
  const sentSubject = `Picked for you ${RUN}`;
  await subject.fill(sentSubject);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Sending the email to ${email}`).first()).toBeVisible();

  // The background job sends it: the outbox gets it and the customer's sent list turns to Sent.
  await expect
    .poll(async () => (await readOutbox(page.request, email)).map((message) => message.subject))
    .toContain(sentSubject);
  const sent = page
    .getByRole('region', { name: 'Sent emails' })
    .getByRole('listitem')
    .filter({ hasText: sentSubject });
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 10_000 });
});

test('a customer whose name contains HTML is shown as text, never as markup', async ({ page }) => {
  await signInAsSam(page);
  const name = `<img src=x onerror="window.__xss=1">Bobby <b>Tables</b> ${RUN}`;
  const created = await callApi<{ id: string }>(page, 'POST', '/api/create_customer_from_text', {
    name,
    email: `bobby.${RUN}@tables.test`,
    company: '<script>window.__xss=2</script>Drop Table Ltd',
  });
  expect(created.status).toBe(201);

  await page.getByRole('link', { name: 'My Customers' }).click();
  await page.getByLabel('Search customers').fill(`Bobby`);
  const row = page.locator('.ant-table-row').filter({ hasText: RUN });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row.locator('img, b, script')).toHaveCount(0);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('<script>window.__xss=2</script>Drop Table Ltd').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
