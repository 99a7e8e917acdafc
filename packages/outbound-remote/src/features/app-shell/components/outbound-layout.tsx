import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SidebarLayout, Skeleton, Typography } from '@aide/ui-kit';
import { useLiveImports } from '../../import';
import { useOnboardingStatusRefresh } from '../../onboarding-status';
import { OutboundNavMenu } from './outbound-nav-menu';
import { SetupProgressBanner } from './setup-progress-banner';
import { TopBar } from './top-bar';

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Typography.Text strong style={{ fontSize: 18, paddingInline: collapsed ? 0 : 12 }}>
      {collapsed ? 'A' : 'Aide'}
    </Typography.Text>
  );
}

/** The outbound app shell (SPEC §2): sidebar, top bar and setup progress around every screen. */
export function OutboundLayout() {
  useOnboardingStatusRefresh();
  useLiveImports();
  return (
    <SidebarLayout
      brand={(collapsed) => <Brand collapsed={collapsed} />}
      sidebar={<OutboundNavMenu />}
      header={<TopBar />}
    >
      <SetupProgressBanner />
      {/* Screens loaded on first visit (Ask AI, My Customers) show a skeleton while their code arrives. */}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Outlet />
      </Suspense>
    </SidebarLayout>
  );
}
