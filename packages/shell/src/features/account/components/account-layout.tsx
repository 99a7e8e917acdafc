import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import {
  AccountMenu,
  homeForPlan,
  PLATFORM_PATH,
  readStoredPlan,
  selectUser,
  useAppSelector,
  useCurrentMembership,
} from '@aide/shared-auth';
import { Layout, MAIN_CONTENT_ID, Skeleton, SkipLink, TopBarHeader, useIsMobile } from '@aide/ui-kit';
import { OUTBOUND_ACCOUNT_PAGES } from '../../../lib/route-paths';

/**
 * The frame of the account pages (Security, Team) on both plans: the product name, the way back to the
 * member's workspace and the account menu, above the page. Served by the shell, so no remote is loaded.
 */
export function AccountLayout() {
  const { data: member } = useCurrentMembership();
  const plan = member?.organization.plan ?? readStoredPlan();
  // A platform operator who is no member goes back to the console.
  const operatorOnly = useAppSelector(selectUser)?.operator === true && !plan;
  const narrow = useIsMobile();
  const gutter = narrow ? 12 : 24;

  return (
    <>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        <TopBarHeader>
          <nav aria-label="Account" style={{ flex: 1, minWidth: 0 }}>
            {operatorOnly ? (
              <Link to={PLATFORM_PATH}>Back to the platform console</Link>
            ) : (
              <Link to={homeForPlan(plan)}>Back to workspace</Link>
            )}
          </nav>
          <AccountMenu {...(plan === 'outbound' ? OUTBOUND_ACCOUNT_PAGES : {})} />
        </TopBarHeader>
        <Layout.Content
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ padding: gutter, width: '100%', maxWidth: 880, marginInline: 'auto' }}
        >
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </>
  );
}
