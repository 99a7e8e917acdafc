import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The standard the product meets: WCAG 2.2 level AA (which includes 2.0 and 2.1 A and AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules outside those tags that the product also keeps: one h1 and headings in order, the main landmark, and
 * accessible names that contain the visible label (an experimental rule, so off unless named).
 */
const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'landmark-one-main',
  'label-content-name-mismatch',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface ScreenViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until the screen's main region shows and nothing on the page is still loading. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  // Late layout (fonts, charts measuring themselves) settles within a frame or two.
  await page.waitForTimeout(300);
}

/**
 * The violations that fail the suite on the current page: any serious or critical WCAG one, and any of the
 * structure rules whatever its impact.
 */
export async function screenViolations(page: Page, screen: string): Promise<ScreenViolation[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const found = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        STRUCTURE_RULES.includes(violation.id),
    )
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      // A contrast failure names its colours, so the fix can be found without re-running.
      targets: violation.nodes
        .slice(0, 5)
        .map((node) =>
          violation.id === 'color-contrast'
            ? `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`
            : node.target.join(' '),
        ),
    }));
  // axe only asks for at least one h1; a page has exactly one, naming the screen.
  const h1s = await page.locator('h1').allTextContents();
  if (h1s.length !== 1)
    found.push({ screen, rule: 'one-h1', impact: 'moderate', help: 'Page has exactly one h1', targets: h1s });
  return found;
}

/** One line per violation, so a failure says which screen, which rule and which elements. */
export function describeViolations(violations: ScreenViolation[]): string {
  return violations
    .map((v) => `${v.screen}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}
