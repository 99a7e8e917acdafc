import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clicks `name`, then the Popconfirm's confirm button of the same name (the last one on the page). */
export async function clickAndConfirm(name: string, confirmName = name) {
  await userEvent.click(screen.getByRole('button', { name }));
  const before = screen.getAllByRole('button', { name: confirmName }).length;
  await screen.findByText((_, element) => element?.classList.contains('ant-popconfirm-title') ?? false);
  const buttons = screen.getAllByRole('button', { name: confirmName });
  expect(buttons.length).toBeGreaterThan(before - 1);
  await userEvent.click(buttons.at(-1) as HTMLElement);
}
