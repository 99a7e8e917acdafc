import { NavLink } from 'react-router-dom';
import { AccountMenu } from '@aide/shared-auth';
import { Flex } from '@aide/ui-kit';
import { OUTBOUND_ROUTES as R } from '../../../lib/route-paths';

const LINKS = [
  { to: R.salesAssistant, label: 'My Customers' },
  { to: R.askAi, label: 'Ask AI' },
];

/** Top bar right of the sidebar toggle: quick links and the account menu (SPEC §2). */
export function TopBar() {
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ flex: 1, minWidth: 0 }}>
      <Flex component="nav" aria-label="Quick links" gap={16} style={{ whiteSpace: 'nowrap' }}>
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            style={({ isActive }) => ({ fontWeight: isActive ? 600 : 400 })}
          >
            {link.label}
          </NavLink>
        ))}
      </Flex>
      <AccountMenu profilePath={R.profile} settingsPath={R.settings} />
    </Flex>
  );
}
