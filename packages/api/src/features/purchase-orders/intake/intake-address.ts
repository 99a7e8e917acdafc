/**
 * Each organization's intake address: `orders+<first 8 hex digits of its id>@<INTAKE_EMAIL_DOMAIN>`. One mailbox
 * receives the whole domain (the operator's Nylas intake mailbox, locally the mail catcher); the part after
 * the plus routes each email to its organization.
 */
export const DEFAULT_INTAKE_EMAIL_DOMAIN = 'intake.aide.local';

export const intakeEmailAddress = (organizationId: string, domain = DEFAULT_INTAKE_EMAIL_DOMAIN) =>
  `orders+${organizationId.slice(0, 8)}@${domain}`;

/** The organization id prefix an intake address routes to, or null when it is not one of this domain's. */
export function organizationPrefixOf(address: string, domain = DEFAULT_INTAKE_EMAIL_DOMAIN): string | null {
  const match = /^orders\+([0-9a-f]{8})@(.+)$/.exec(address.trim().toLowerCase());
  return match && match[2] === domain.toLowerCase() ? match[1]! : null;
}
