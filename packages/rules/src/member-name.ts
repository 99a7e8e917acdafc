/** The parts of a member (or invitation) a display name is made of. */
export interface NamedMember {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/**
 * "First Last", or the email until the member has filled in a name. The API computes the same in SQL
 * (memberDisplayNameSql), so the name in the account menu is the one audit trails record.
 */
export function memberDisplayName(member: NamedMember): string {
  const name = [member.firstName, member.lastName]
    .filter((part): part is string => part !== null)
    .join(' ')
    .trim();
  return name || member.email;
}

/** memberDisplayName as a SQL expression over a member table alias (columns first_name, last_name, email). */
export function memberDisplayNameSql(alias: string): string {
  return `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;
}

/** One or two letters for the avatar. */
export function memberInitials(member: NamedMember): string {
  const initials = [member.firstName, member.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || member.email.charAt(0).toUpperCase();
}
