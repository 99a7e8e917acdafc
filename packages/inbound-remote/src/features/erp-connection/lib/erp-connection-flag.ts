/**
 * SPEC §3/§4: the locally stored `erpConnectionUpdated` flag. The Connect ERP dialog sets it when it finishes
 * or closes; every ERP status view polls it and refetches, so views outside this React tree (another remote,
 * another tab) catch up too.
 */
export const ERP_CONNECTION_UPDATED_KEY = 'erpConnectionUpdated';

export function markErpConnectionUpdated(): void {
  try {
    localStorage.setItem(ERP_CONNECTION_UPDATED_KEY, 'true');
  } catch {
    // Storage can be unavailable (private mode, quota); the status then refreshes on its next load.
  }
}

/** True when the flag was set, and clears it so one update refetches once. */
export function takeErpConnectionUpdated(): boolean {
  try {
    if (localStorage.getItem(ERP_CONNECTION_UPDATED_KEY) === null) return false;
    localStorage.removeItem(ERP_CONNECTION_UPDATED_KEY);
    return true;
  } catch {
    return false;
  }
}
