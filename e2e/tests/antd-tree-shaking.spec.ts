import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, expectOrganization, signIn } from '../support/session';

/** The component names ui-kit re-exports from antd: the set every app is allowed to use. */
function curatedAntdComponents(): string[] {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../packages/ui-kit/src/antd.ts'),
    'utf8',
  );
  const block = /export \{([^}]*)\} from 'antd';/.exec(source)?.[1] ?? '';
  return block
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The exports of the antd copy the page actually shares, read through the federation runtime. */
async function sharedAntdExports(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Instance = {
      name: string;
      loadShare: (name: string) => Promise<false | (() => Record<string, unknown>)>;
    };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    const factory = await shell?.loadShare('antd');
    return factory ? Object.keys(factory()).filter((key) => key !== '__esModule') : [];
  });
}

function watchFailures(page: Page) {
  const failures: string[] = [];
  const antdRequests: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  page.on('request', (request) => /antd/.test(request.url()) && antdRequests.push(request.url()));
  return { failures, antdRequests };
}

for (const [label, user, landmark] of [
  ['outbound', DEMO.sam, '/dashboard'],
  ['inbound', DEMO.ivy, '/inbound-module\\?tab=purchase-orders'],
] as const) {
  test(`the shell's tree-shaken antd serves every component the ${label} remote renders`, async ({
    page,
  }) => {
    const { failures, antdRequests } = watchFailures(page);
    await signIn(page, user);
    await expect(page).toHaveURL(new RegExp(`${landmark}$`));
    await expectOrganization(page, user.organization);
    // Layout is used by the remotes only, never by the shell's own screens.
    await expect(page.locator('.ant-layout-header')).toBeVisible();

    const exported = await sharedAntdExports(page);
    expect(exported.length).toBeGreaterThan(0);
    for (const component of curatedAntdComponents()) expect(exported, component).toContain(component);
    // Tree-shaken: far fewer exports than the full library, and its full fallback build was never fetched.
    expect(exported).not.toContain('Transfer');
    expect(exported).not.toContain('TreeSelect');
    expect(antdRequests.filter((url) => url.includes('independent-packages'))).toEqual([]);
    expect(failures).toEqual([]);
  });
}
