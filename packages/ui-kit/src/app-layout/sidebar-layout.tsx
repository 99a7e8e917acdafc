import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { Button, Drawer, Layout } from '../antd';
import { useAnnounce } from '../a11y/live-announcer';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/skip-link';
import { SidebarContext } from './sidebar-context';
import { SIDEBAR_ICON_WIDTH, SIDEBAR_MOBILE_WIDTH, SIDEBAR_WIDTH } from './sidebar-constants';
import { useSidebarShortcut } from './use-sidebar-shortcut';
import { useSidebarState } from './use-sidebar-state';

export interface SidebarLayoutProps {
  /** Shown at the top of the sidebar (and as the drawer title); receives whether the sidebar is icon-only. */
  brand?: (collapsed: boolean) => ReactNode;
  /** The navigation; it renders inside a `<nav>` and can read `useSidebar()` for the icon-only state. */
  sidebar: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Top bar content to the right of the sidebar toggle. */
  header?: ReactNode;
  /** Expanded when no cookie says otherwise. */
  defaultOpen?: boolean;
  children: ReactNode;
}

const HEADER_HEIGHT = 56;

const siderStyle: CSSProperties = {
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  borderRight: '1px solid var(--ant-color-split)',
};

const headerStyle: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: HEADER_HEIGHT,
  lineHeight: `${HEADER_HEIGHT}px`,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '0 16px',
  background: 'var(--ant-color-bg-container)',
  borderBottom: '1px solid var(--ant-color-split)',
};

const brandStyle: CSSProperties = {
  height: HEADER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  padding: '0 12px',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
};

/**
 * App frame with a collapsible sidebar (16rem, 3rem icon-only; state kept in the `sidebar:state` cookie,
 * Ctrl/Cmd+B toggles) that becomes an 18rem off-canvas drawer below 768 px (SPEC §2, §9).
 */
export function SidebarLayout({
  brand,
  sidebar,
  navLabel = 'Main',
  header,
  defaultOpen = true,
  children,
}: SidebarLayoutProps) {
  const state = useSidebarState(defaultOpen);
  const { open, openMobile, isMobile, toggle, setOpenMobile } = state;
  const announce = useAnnounce();
  // The shortcut changes the layout without moving focus, so screen-reader users hear what it did.
  useSidebarShortcut(() => {
    const willExpand = !(isMobile ? openMobile : open);
    toggle();
    announce(willExpand ? 'Sidebar expanded' : 'Sidebar collapsed');
  });

  // Following a link in the drawer should reveal the page it opened.
  const { pathname } = useLocation();
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  const expanded = isMobile ? openMobile : open;
  const nav = <nav aria-label={navLabel}>{sidebar}</nav>;

  return (
    <SidebarContext.Provider value={state}>
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        {isMobile ? (
          <Drawer
            placement="left"
            open={openMobile}
            onClose={() => setOpenMobile(false)}
            size={SIDEBAR_MOBILE_WIDTH}
            title={brand?.(false)}
            styles={{ body: { padding: 0 } }}
          >
            {nav}
          </Drawer>
        ) : (
          <Layout.Sider
            theme="light"
            width={SIDEBAR_WIDTH}
            collapsedWidth={SIDEBAR_ICON_WIDTH}
            collapsed={!open}
            trigger={null}
            style={siderStyle}
            data-testid="sidebar"
          >
            {brand && <div style={brandStyle}>{brand(!open)}</div>}
            {nav}
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header style={headerStyle}>
            <Button
              type="text"
              aria-label="Toggle sidebar"
              aria-expanded={expanded}
              title="Toggle sidebar (Ctrl/⌘ + B)"
              icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={toggle}
            />
            {header}
          </Layout.Header>
          <Layout.Content
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            style={{ padding: isMobile ? 16 : 24, minWidth: 0 }}
          >
            {children}
          </Layout.Content>
        </Layout>
      </Layout>
    </SidebarContext.Provider>
  );
}
