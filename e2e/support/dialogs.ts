import { expect, type Page } from '@playwright/test';

/**
 * A dialog once it has finished opening. A click during its zoom is aimed at where the button will be and
 * lands beside it (a loaded CI machine shows the animation long enough to hit).
 */
export async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(enter|appear)/);
  return dialog;
}
