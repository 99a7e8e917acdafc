import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { visuallyHidden } from '../a11y/visually-hidden';
import { useSidebar } from './sidebar-context';

export interface SidebarNavItem {
  key: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Shown after the label (e.g. an AlertBadge); on the icon's corner when the sidebar is icon-only. */
  extra?: ReactNode;
}

export interface SidebarNavGroup {
  key: string;
  /** Group heading; omit for ungrouped items. Hidden (but still announced) when icon-only. */
  label?: string;
  items: readonly SidebarNavItem[];
}

export interface SidebarNavProps {
  groups: readonly SidebarNavGroup[];
  /** Key of the item for the current page: highlighted and marked aria-current="page". */
  activeKey?: string;
}

// Plain links in lists (no menu widget): a nav of links is what assistive technology expects, and it keeps
// the shell's tree light. Hover and focus styles need selectors, hence one small style element. Colours are
// the theme's (antd's CSS variables), so they follow the light or dark scheme.
const css = `
.aide-sidebar-nav a { display: flex; align-items: center; gap: 10px; height: 40px; padding: 0 12px;
  margin: 2px 4px; border-radius: 8px; color: var(--ant-color-text); text-decoration: none; white-space: nowrap;
  position: relative; }
.aide-sidebar-nav a:hover { background: var(--ant-color-fill-tertiary); }
.aide-sidebar-nav a:focus-visible { outline-offset: -2px !important; }
.aide-sidebar-nav a[aria-current='page'] { background: var(--ant-color-primary-bg); color: var(--ant-color-primary-text);
  font-weight: 500; }
.aide-sidebar-nav[data-collapsed='true'] a { justify-content: center; padding: 0; }
`;

const headingStyle: CSSProperties = {
  padding: '16px 16px 4px',
  fontSize: 12,
  color: 'var(--ant-color-text-tertiary)',
  whiteSpace: 'nowrap',
};

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** Grouped sidebar links for SidebarLayout; in icon-only mode labels become hover titles. */
export function SidebarNav({ groups, activeKey }: SidebarNavProps) {
  const { open, isMobile } = useSidebar();
  const collapsed = !open && !isMobile;

  return (
    <div className="aide-sidebar-nav" data-collapsed={collapsed}>
      <style>{css}</style>
      {groups.map((group) => {
        const headingId = `aide-sidebar-group-${group.key}`;
        return (
          <div key={group.key}>
            {group.label && (
              <div id={headingId} style={collapsed ? visuallyHidden : headingStyle}>
                {group.label}
              </div>
            )}
            <ul style={listStyle} aria-labelledby={group.label ? headingId : undefined}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <Link
                    to={item.href}
                    aria-current={item.key === activeKey ? 'page' : undefined}
                    title={collapsed ? item.label : undefined}
                  >
                    {item.icon && (
                      <span aria-hidden style={{ fontSize: 16, display: 'inline-flex' }}>
                        {item.icon}
                      </span>
                    )}
                    <span
                      style={
                        collapsed ? visuallyHidden : { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }
                      }
                    >
                      {item.label}
                    </span>
                    {item.extra && (
                      <span
                        style={
                          collapsed ? { position: 'absolute', top: 4, right: 4 } : { display: 'inline-flex' }
                        }
                      >
                        {item.extra}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
