import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ReconciliationOutlined from '@ant-design/icons/ReconciliationOutlined';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { inboundTabPath, type InboundTab } from '../../../lib/route-paths';
import { activeInboundTab } from '../lib/active-tab';

const ENTRIES: { tab: InboundTab; label: string; icon: ReactNode }[] = [
  { tab: 'purchase-orders', label: 'Purchase Orders', icon: <InboxOutlined aria-hidden /> },
  { tab: 'reconciliation', label: 'Reconciliation', icon: <ReconciliationOutlined aria-hidden /> },
];

/** The height of the phone's bottom bar, which the page keeps clear under its content. */
export const BOTTOM_NAV_HEIGHT = 56;

const topLinkStyle = (active: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    height: '100%',
    paddingInline: 4,
    whiteSpace: 'nowrap',
    fontWeight: active ? 600 : 400,
    color: active ? 'var(--ant-color-primary-text)' : 'var(--ant-color-text)',
    borderBottom: `2px solid ${active ? 'var(--ant-color-primary-text)' : 'transparent'}`,
  }) as const;

const bottomLinkStyle = (active: boolean) =>
  ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    minHeight: 48,
    fontSize: 12,
    lineHeight: '16px',
    fontWeight: active ? 600 : 400,
    color: active ? 'var(--ant-color-primary-text)' : 'var(--ant-color-text)',
    borderTop: `2px solid ${active ? 'var(--ant-color-primary-text)' : 'transparent'}`,
  }) as const;

const bottomBarStyle = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: `repeat(${ENTRIES.length}, 1fr)`,
  minHeight: BOTTOM_NAV_HEIGHT,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: 'var(--ant-color-bg-container)',
  borderTop: '1px solid var(--ant-color-split)',
} as const;

export interface InboundTopNavProps {
  /** In the top bar (desks), or a bar along the bottom of a phone's screen, under the thumb. */
  placement?: 'top' | 'bottom';
}

/**
 * Purchase Orders and Reconciliation: the inbound module's tabs, kept in its `tab` query parameter. On a
 * phone they leave the top bar (where they were squeezed beside the account menus) for a bottom bar.
 */
export function InboundTopNav({ placement = 'top' }: InboundTopNavProps) {
  const { pathname, search } = useLocation();
  const active = activeInboundTab(pathname, search);
  const bottom = placement === 'bottom';

  return (
    <nav
      aria-label="Inbound"
      style={
        bottom ? bottomBarStyle : { display: 'flex', gap: 16, height: '100%', minWidth: 0, overflowX: 'auto' }
      }
    >
      {ENTRIES.map(({ tab, label, icon }) => (
        <Link
          key={tab}
          to={inboundTabPath(tab)}
          aria-current={active === tab ? 'page' : undefined}
          style={bottom ? bottomLinkStyle(active === tab) : topLinkStyle(active === tab)}
        >
          {bottom && <span style={{ fontSize: 20, lineHeight: 1 }}>{icon}</span>}
          {label}
        </Link>
      ))}
    </nav>
  );
}
