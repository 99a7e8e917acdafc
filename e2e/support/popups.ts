import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until an antd popup has finished its opening motion (zoom, slide): no `-enter`/`-appear` class left. */
async function settled(popup: Locator) {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(enter|appear)/);
}

/**
 * A dialog once it has finished opening. A click during its zoom is aimed at where the button will be and
 * lands beside it (a loaded CI machine shows the animation long enough to hit).
 */
export async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await settled(dialog);
  return dialog;
}

/** The dropdown menu the last click or tap opened (the account menu), once it has finished sliding in. */
export async function openedMenu(page: Page) {
  const popup = page.locator('.ant-dropdown').filter({ has: page.getByRole('menu'), visible: true });
  await settled(popup);
  return popup.getByRole('menu');
}
