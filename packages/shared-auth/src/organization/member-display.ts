import type { Membership } from './fetch-membership';

/** The member's full name, or their email until they have filled in their profile. */
export function memberDisplayName(member: Membership): string {
  const name = [member.firstName, member.lastName].filter((part) => part?.trim()).join(' ');
  return name || member.email;
}

/** One or two letters for the avatar. */
export function memberInitials(member: Membership): string {
  const initials = [member.firstName, member.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || member.email.charAt(0).toUpperCase();
}
