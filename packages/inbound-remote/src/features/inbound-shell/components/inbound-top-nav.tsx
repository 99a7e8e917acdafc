import { Link, useLocation } from 'react-router-dom';
import { inboundTabPath, type InboundTab } from '../../../lib/route-paths';
import { activeInboundTab } from '../lib/active-tab';

const ENTRIES: { tab: InboundTab; label: string }[] = [
  { tab: 'purchase-orders', label: 'Purchase Orders' },
  { tab: 'reconciliation', label: 'Reconciliation' },
];

const linkStyle = (active: boolean) =>
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

/** Purchase Orders and Reconciliation: the inbound module's tabs, kept in its `tab` query parameter. */
export function InboundTopNav() {
  const { pathname, search } = useLocation();
  const active = activeInboundTab(pathname, search);

  return (
    <nav
      aria-label="Inbound"
      style={{ display: 'flex', gap: 16, height: '100%', minWidth: 0, overflowX: 'auto' }}
    >
      {ENTRIES.map(({ tab, label }) => (
        <Link
          key={tab}
          to={inboundTabPath(tab)}
          aria-current={active === tab ? 'page' : undefined}
          style={linkStyle(active === tab)}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
