// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import WindowsOutlined from '@ant-design/icons/WindowsOutlined';
import type { EmailProvider } from '../api/integration-types';

export const EMAIL_PROVIDERS: readonly EmailProvider[] = ['google', 'microsoft'];

export const PROVIDER_LABEL: Record<EmailProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** The provider's mark (Microsoft has no icon of its own in the set; Windows stands in). */
export function ProviderIcon({ provider }: { provider: EmailProvider }) {
  return provider === 'google' ? (
    <GoogleOutlined aria-label="Google" />
  ) : (
    <WindowsOutlined aria-label="Microsoft" />
  );
}

/** The AI employee route reports "Google"/"Microsoft"; the mailbox routes use lower case. */
export function toEmailProvider(value: string | null): EmailProvider | null {
  const lower = value?.toLowerCase();
  return lower === 'google' || lower === 'microsoft' ? lower : null;
}
