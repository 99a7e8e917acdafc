import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/session';

// Ask AI in one conversation: a follow-up question changes one part of the previous answer's plan (the
// period, then a filter), each answer says in its first line what it computed, and a trend comes with a chart
// beside its table.

async function ask(page: Page, question: string) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST',
  );
  await page.getByLabel('Your question').fill(question);
  await page.getByLabel('Your question').press('Enter');
  await (await answered).text();
}

test('a follow-up question refines the previous answer in the same conversation', async ({ page }) => {
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Ask AI' }).click();
  await expect(page).toHaveURL(/\/ask-ai$/);

  await ask(page, 'Revenue by brand last month');
  await expect(page).toHaveURL(/\/ask-ai\/[0-9a-f-]{36}$/);
  const answers = page.getByRole('article', { name: 'Answer' });
  await expect(answers.nth(0)).toContainText('Revenue by brand');
  await expect(answers.nth(0)).toContainText('last month (');
  // A share: a chart beside the table, which stays the text alternative.
  await expect(answers.nth(0).getByRole('img', { name: /chart of Revenue/ })).toBeVisible();
  await expect(answers.nth(0).getByRole('table')).toBeVisible();

  await ask(page, 'and the month before?');
  await expect(answers.nth(1)).toContainText('Revenue by brand');
  await expect(answers.nth(1)).not.toContainText('last month (');
  await expect(answers.nth(1).getByRole('table')).toBeVisible();

  await ask(page, 'only Enterprise');
  await expect(answers.nth(2)).toContainText('Revenue by brand');
  await expect(answers.nth(2)).toContainText('segment: Enterprise');

  // Reloaded, the conversation keeps every refined answer (and its chart).
  await page.reload();
  await expect(page.getByRole('article', { name: 'Answer' })).toHaveCount(3);
  await expect(page.getByText('segment: Enterprise').first()).toBeVisible();
});

test('a two-turn conversation narrows to a company and switches to units', async ({ page }) => {
  await signIn(page, DEMO.sam);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Ask AI' }).click();

  // The company is one of Northwind's own names: its contacts together, not a customer to pick.
  await ask(page, 'How much did Golden Spoon spend last month?');
  const answers = page.getByRole('article', { name: 'Answer' });
  await expect(answers.nth(0)).toContainText('Revenue');
  await expect(answers.nth(0)).toContainText('company: Golden Spoon');
  await expect(answers.nth(0)).toContainText('Revenue: $');

  await ask(page, 'in units');
  await expect(answers.nth(1)).toContainText('Units sold');
  await expect(answers.nth(1)).toContainText('company: Golden Spoon');
  await expect(answers.nth(1)).toContainText('units');

  // A word it cannot bind is said, and the reading it did understand is offered instead of a figure.
  await ask(page, 'and in euros?');
  await expect(answers.nth(2)).toContainText('I did not understand “euros”');
  await expect(answers.nth(2)).not.toContainText('$');
});
