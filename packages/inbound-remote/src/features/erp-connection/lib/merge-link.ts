/** Merge Link's vanilla JS widget (https://cdn.merge.dev/initialize.js), loaded once per page. */

export const MERGE_LINK_SCRIPT_URL = 'https://cdn.merge.dev/initialize.js';

export interface MergeLinkConfig {
  linkToken: string;
  onSuccess: (publicToken: string) => void;
  onExit?: () => void;
  onReady?: () => void;
}

export interface MergeLinkApi {
  initialize: (config: MergeLinkConfig) => void;
  openLink: (config?: Partial<MergeLinkConfig>) => void;
}

declare global {
  interface Window {
    MergeLink?: MergeLinkApi;
  }
}

let loading: Promise<MergeLinkApi> | null = null;

/** Adds the script tag the first time and resolves with `window.MergeLink`; a failed load can be retried. */
export function loadMergeLink(): Promise<MergeLinkApi> {
  if (window.MergeLink) return Promise.resolve(window.MergeLink);
  if (loading) return loading;
  loading = new Promise<MergeLinkApi>((resolve, reject) => {
    const script =
      document.querySelector<HTMLScriptElement>(`script[src="${MERGE_LINK_SCRIPT_URL}"]`) ??
      Object.assign(document.createElement('script'), { src: MERGE_LINK_SCRIPT_URL, async: true });
    script.addEventListener('load', () =>
      window.MergeLink ? resolve(window.MergeLink) : reject(new Error('Merge Link did not load.')),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Merge Link could not be loaded.'));
    });
    if (!script.isConnected) document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Opens Merge Link for a link token. `initialize` only prepares the widget; it is opened once Merge says it
 * is ready (opening earlier shows nothing).
 */
export async function openMergeLink(config: MergeLinkConfig): Promise<void> {
  const mergeLink = await loadMergeLink();
  mergeLink.initialize({
    ...config,
    onReady: () => {
      config.onReady?.();
      mergeLink.openLink();
    },
  });
}
