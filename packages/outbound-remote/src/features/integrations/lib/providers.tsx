import { GoogleOutlined, WindowsOutlined } from '@ant-design/icons';
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
export function toEmailProvider(value: string): EmailProvider {
  return value.toLowerCase() === 'microsoft' ? 'microsoft' : 'google';
}
