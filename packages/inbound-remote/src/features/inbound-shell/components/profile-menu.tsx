import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { memberDisplayName, memberInitials, useCurrentMembership } from '@aide/shared-auth';
import { Button, Drawer, Dropdown, InitialsAvatar, useIsMobile } from '@aide/ui-kit';
import { ProfilePanel } from './profile-panel';

const PANEL_ID = 'inbound-profile-panel';

const panelStyle = {
  width: 360,
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: 'calc(100vh - 72px)',
  overflowY: 'auto',
  padding: 16,
  background: 'var(--ant-color-bg-elevated)',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
  outline: 'none',
} as const;

/**
 * The dropdown's own key handling (on window) closes it on Tab and Escape, made for menus. This panel holds
 * a form: Tab must move through it, and Escape that closes something inside (an open select, a dialog the
 * ERP section opened) must not also close the panel. Everything else (Escape here) reaches the dropdown,
 * which closes and returns focus to the profile button.
 */
function keepPanelKeys(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  // React bubbles events from portaled children (dialogs, select lists) through the panel too.
  const fromOutsidePanel = !event.currentTarget.contains(target);
  const closesInner = target.getAttribute('aria-expanded') === 'true';
  if (event.key === 'Tab' || (event.key === 'Escape' && (fromOutsidePanel || closesInner))) {
    event.stopPropagation();
  }
}

/**
 * Avatar and member name opening the profile panel: an anchored dropdown panel on wider screens, a
 * drawer below 768 px where a 360 px popup would not fit. Both close with Escape.
 */
export function ProfileMenu() {
  const { data: member } = useCurrentMembership();
  const narrow = useIsMobile();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = member ? memberDisplayName(member) : 'Account';
  const close = () => setOpen(false);

  function changeOpen(next: boolean) {
    // Closing from inside (Escape) would otherwise leave focus on a hidden panel.
    if (!next && panelRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    setOpen(next);
  }

  // Move focus into the panel so keyboard users land on its content (the popup is portaled to the body).
  useEffect(() => {
    if (!open || narrow) return;
    const frame = requestAnimationFrame(() => panelRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open, narrow]);

  const trigger = (
    <Button
      ref={triggerRef}
      type="text"
      aria-label={`Profile: ${name}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      onClick={narrow ? () => setOpen(true) : undefined}
      style={{ height: 40, paddingInline: 8, flex: 'none' }}
    >
      <InitialsAvatar initials={member ? memberInitials(member) : null} />
      {!narrow && <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>}
    </Button>
  );

  if (narrow) {
    return (
      <>
        {trigger}
        <Drawer
          open={open}
          onClose={close}
          title="Profile"
          placement="right"
          size="min(360px, 100vw)"
          styles={{ body: { padding: 16 } }}
        >
          <div id={PANEL_ID}>
            <ProfilePanel onNavigate={close} />
          </div>
        </Drawer>
      </>
    );
  }

  return (
    <Dropdown
      open={open}
      onOpenChange={changeOpen}
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div
          id={PANEL_ID}
          ref={panelRef}
          role="dialog"
          aria-label="Profile"
          tabIndex={-1}
          style={panelStyle}
          onKeyDown={keepPanelKeys}
        >
          <ProfilePanel onNavigate={close} />
        </div>
      )}
    >
      {trigger}
    </Dropdown>
  );
}
