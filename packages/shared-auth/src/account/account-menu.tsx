import { Link } from 'react-router-dom';
import {
  Button,
  ColorSchemeSwitch,
  Dropdown,
  InitialsAvatar,
  useIsMobile,
  type MenuProps,
} from '@aide/ui-kit';
import { SignOutButton } from '../auth/sign-out-button';
import { memberDisplayName, memberInitials } from '@aide/rules';
import { useCurrentMembership } from '../organization/use-current-membership';
import { selectUser } from '../auth/auth-slice';
import { PLATFORM_PATH } from '../auth/platform-operator';
import { useAppSelector } from '../store/store';
import { ACCOUNT_PATHS } from './account-paths';

export interface AccountMenuProps {
  /** The plan's profile page (outbound: /profile); the entry is left out where the plan has none. */
  profilePath?: string;
  /** The plan's settings page (outbound: /settings); left out where the plan has none. */
  settingsPath?: string;
  /**
   * `member` (default): the member's initials and name. `label`: the word "Account", beside another button
   * that already shows the member (the inbound profile panel).
   */
  variant?: 'member' | 'label';
}

const panelStyle = {
  background: 'var(--ant-color-bg-elevated)',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
  minWidth: 180,
};

function menuItems(
  { profilePath, settingsPath }: Omit<AccountMenuProps, 'variant'>,
  operator: boolean,
): MenuProps['items'] {
  const entries: [string | undefined, string][] = [
    [profilePath, 'My Profile'],
    [ACCOUNT_PATHS.team, 'Team'],
    [ACCOUNT_PATHS.usage, 'Usage'],
    [ACCOUNT_PATHS.security, 'Security'],
    [settingsPath, 'Settings'],
    // A platform operator who is also a member goes between their workspace and the console.
    [operator ? PLATFORM_PATH : undefined, 'Platform console'],
  ];
  return entries
    .filter((entry): entry is [string, string] => Boolean(entry[0]))
    .map(([path, label]) => ({ key: path, label: <Link to={path}>{label}</Link> }));
}

/**
 * The signed-in member's avatar and name opening their account: My Profile and Settings where the plan has
 * them, Team and Security (the shell's account area, on every plan), the Dark mode setting and Logout. Logout is SignOutButton:
 * the same sign-out, toasts and return to "/" as everywhere else.
 */
export function AccountMenu({ variant = 'member', ...paths }: AccountMenuProps) {
  const { data: member } = useCurrentMembership();
  const operator = useAppSelector(selectUser)?.operator === true;
  const name = member ? memberDisplayName(member) : 'Account';
  // Phones show only the initials; the button keeps the full name as its accessible name.
  const isMobile = useIsMobile();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items: menuItems(paths, operator) }}
      popupRender={(menu) => (
        // The dropdown closes on Tab (made for menus of items): here Tab must also reach the switch and Logout.
        <div
          style={panelStyle}
          onKeyDown={(event) => {
            if (event.key === 'Tab') event.stopPropagation();
          }}
        >
          {menu}
          <div style={{ padding: '8px 12px', borderTop: '1px solid var(--ant-color-split)' }}>
            <ColorSchemeSwitch />
          </div>
          <div style={{ padding: 8, borderTop: '1px solid var(--ant-color-split)' }}>
            <SignOutButton label="Logout" />
          </div>
        </div>
      )}
    >
      <Button type="text" aria-label={`Account menu: ${name}`} style={{ height: 40, paddingInline: 8 }}>
        {variant === 'label' ? (
          <span aria-hidden>Account</span>
        ) : (
          <>
            <InitialsAvatar initials={member ? memberInitials(member) : null} />
            {!isMobile && (
              <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
            )}
          </>
        )}
      </Button>
    </Dropdown>
  );
}
