import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { AccountMenu, homeForPlan, readStoredPlan, useCurrentMembership } from '@aide/shared-auth';
import { Layout, MAIN_CONTENT_ID, Skeleton, SkipLink, Typography, theme, useIsMobile } from '@aide/ui-kit';
import { OUTBOUND_ACCOUNT_PAGES } from '../../../lib/route-paths';

/**
 * The frame of the account pages (Security, Team) on both plans: the product name, the way back to the
 * member's workspace and the account menu, above the page. Served by the shell, so no remote is loaded.
 */
export function AccountLayout() {
  const { data: member } = useCurrentMembership();
  const plan = member?.organization.plan ?? readStoredPlan();
  const narrow = useIsMobile();
  const gutter = narrow ? 12 : 24;
  // The theme's colours, so the frame follows dark mode like the workspaces.
  const { token } = theme.useToken();

  return (
    <>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: narrow ? 12 : 32,
            height: 56,
            lineHeight: '56px',
            paddingInline: gutter,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Typography.Text strong style={{ fontSize: 18, flex: 'none' }}>
            Aide
          </Typography.Text>
          <nav aria-label="Account" style={{ flex: 1, minWidth: 0 }}>
            <Link to={homeForPlan(plan)}>Back to workspace</Link>
          </nav>
          <AccountMenu {...(plan === 'outbound' ? OUTBOUND_ACCOUNT_PAGES : {})} />
        </Layout.Header>
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
