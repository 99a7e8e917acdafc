/** The Auto Approval Rules form of the profile panel (SPEC §2, §3, §5, §8, §9). */
export function AutoApprovalRulesForm() {
  return null;
}
