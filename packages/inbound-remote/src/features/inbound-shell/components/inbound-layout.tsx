import { Outlet } from 'react-router-dom';
import { Layout, MAIN_CONTENT_ID, SkipLink, TopBarHeader, Typography, useIsMobile } from '@aide/ui-kit';
import { AccountMenu, useCurrentMembership } from '@aide/shared-auth';
import { BOTTOM_NAV_HEIGHT, InboundTopNav } from './inbound-top-nav';
import { ProfileMenu } from './profile-menu';

/**
 * The inbound shell (SPEC §2): product name, top navigation, the account menu (Team, Security, Logout) and
 * the profile panel above every screen. On a phone the navigation is a bar along the bottom of the screen.
 */
export function InboundLayout() {
  const narrow = useIsMobile();
  const { data: member } = useCurrentMembership();
  const gutter = narrow ? 12 : 24;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <TopBarHeader sticky>
        {/* Whose workspace this is, at a glance; on phones the profile panel names it. */}
        {member && !narrow && (
          <Typography.Text type="secondary" data-testid="organization-name" style={{ flex: 'none' }}>
            {member.organization.name}
          </Typography.Text>
        )}
        <div style={{ flex: 1, minWidth: 0, height: '100%' }}>{!narrow && <InboundTopNav />}</div>
        <AccountMenu variant="label" />
        <ProfileMenu />
      </TopBarHeader>
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{
          paddingTop: gutter,
          paddingInline: gutter,
          minWidth: 0,
          // The bottom bar covers the last of the page otherwise.
          paddingBottom: narrow
            ? `calc(${gutter + BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`
            : gutter,
        }}
      >
        <Outlet />
      </Layout.Content>
      {narrow && <InboundTopNav placement="bottom" />}
    </Layout>
  );
}
