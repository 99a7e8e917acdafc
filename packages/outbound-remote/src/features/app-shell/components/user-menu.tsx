import { Link } from 'react-router-dom';
import { memberDisplayName, memberInitials, SignOutButton, useCurrentMembership } from '@aide/shared-auth';
import { Button, Dropdown, useSidebar, type MenuProps } from '@aide/ui-kit';
import { OUTBOUND_ROUTES as R } from '../../../app/route-paths';

const items: MenuProps['items'] = [
  { key: R.profile, label: <Link to={R.profile}>My Profile</Link> },
  { key: R.settings, label: <Link to={R.settings}>Settings</Link> },
];

// A plain initials circle: antd's Avatar measures its text with a ResizeObserver, too much for a header.
const avatarStyle = {
  width: 28,
  height: 28,
  borderRadius: '50%',
  background: '#4f46e5',
  color: '#fff',
  fontSize: 12,
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
} as const;

const panelStyle = {
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
  minWidth: 180,
};

/**
 * Avatar and name opening My Profile, Settings and Logout. Logout is shared-auth's SignOutButton (same
 * sign-out, toasts and return to "/" as everywhere else), placed under the menu.
 */
export function UserMenu() {
  const { data: member } = useCurrentMembership();
  const name = member ? memberDisplayName(member) : 'Account';
  // Phones show only the initials; the button keeps the full name as its accessible name.
  const { isMobile } = useSidebar();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items }}
      popupRender={(menu) => (
        <div style={panelStyle}>
          {menu}
          <div style={{ padding: 8, borderTop: '1px solid rgba(5,5,5,0.06)' }}>
            <SignOutButton label="Logout" />
          </div>
        </div>
      )}
    >
      <Button type="text" aria-label={`Account menu: ${name}`} style={{ height: 40, paddingInline: 8 }}>
        <span aria-hidden style={avatarStyle}>
          {member ? memberInitials(member) : null}
        </span>
        {!isMobile && (
          <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
        )}
      </Button>
    </Dropdown>
  );
}
