import { NavLink, Outlet } from 'react-router-dom';
import { AccountMenu, homeForPlan, useCurrentMembership } from '@aide/shared-auth';
import { Flex, Layout, MAIN_CONTENT_ID, SkipLink, TopBarHeader, Typography, useIsMobile } from '@aide/ui-kit';
import { PLATFORM_ROUTES } from '../../../lib/route-paths';

const linkStyle = ({ isActive }: { isActive: boolean }) => ({
  fontWeight: isActive ? 600 : 400,
  color: isActive ? 'var(--ant-color-primary-text)' : 'var(--ant-color-text)',
  whiteSpace: 'nowrap' as const,
});

/**
 * The console's frame: its name, Organizations, Health and Audit log, the way to the operator's own workspace when
 * they are also a member, and the account menu.
 */
export function ConsoleLayout() {
  const narrow = useIsMobile();
  const { data: member } = useCurrentMembership();
  const gutter = narrow ? 12 : 24;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <TopBarHeader sticky>
        <Typography.Text strong style={{ flex: 'none' }}>
          Aide platform
        </Typography.Text>
        {/* Four links do not fit beside the name and the avatar on a phone: they scroll sideways, not the page. */}
        <nav aria-label="Platform console" style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
          <Flex gap={16} align="center" style={{ height: '100%' }}>
            <NavLink to={PLATFORM_ROUTES.organizations} end style={linkStyle}>
              Organizations
            </NavLink>
            <NavLink to={PLATFORM_ROUTES.health} style={linkStyle}>
              Health
            </NavLink>
            <NavLink to={PLATFORM_ROUTES.auditLog} style={linkStyle}>
              Audit log
            </NavLink>
            {member && (
              <NavLink to={homeForPlan(member.organization.plan)} style={linkStyle}>
                My workspace
              </NavLink>
            )}
          </Flex>
        </nav>
        <AccountMenu />
      </TopBarHeader>
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ padding: gutter, width: '100%', maxWidth: 1280, marginInline: 'auto' }}
      >
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
