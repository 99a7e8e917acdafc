import type { ReactNode } from 'react';
import { Layout, Typography } from '../antd';
import { useIsMobile } from './use-is-mobile';

export interface TopBarHeaderProps {
  /** What follows the product name: navigation, the account menu. */
  children: ReactNode;
  /** Stays at the top while the page scrolls (the inbound workspace's long tables). */
  sticky?: boolean;
}

/**
 * The 56 px top bar of the frames without a sidebar (the inbound workspace, the shell's account area): the
 * product name, then `children` in a row. Narrower gaps and gutters on phones. Its links take the bar's height
 * to tap (global styles), not the 16 px of their text.
 */
export function TopBarHeader({ children, sticky = false }: TopBarHeaderProps) {
  const narrow = useIsMobile();
  return (
    <Layout.Header
      className="aide-top-bar"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: narrow ? 12 : 32,
        height: 56,
        lineHeight: '56px',
        paddingInline: narrow ? 12 : 24,
        background: 'var(--ant-color-bg-container)',
        borderBottom: '1px solid var(--ant-color-split)',
        ...(sticky ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
      }}
    >
      <Typography.Text strong style={{ fontSize: 18, flex: 'none' }}>
        Aide
      </Typography.Text>
      {children}
    </Layout.Header>
  );
}
