/** Shapes of the integration routes (packages/api/docs/outbound-api.md, "Integrations"). */
export type EmailProvider = 'google' | 'microsoft';
export type OAuthPurpose = 'mailbox' | 'ai_employee';
export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'instagram';

export interface AuthUrlResponse {
  url: string;
  /** True when the API has no Nylas credentials and serves its own consent page (local development). */
  sandbox: boolean;
}

export interface EmailConnection {
  id: string;
  provider: EmailProvider;
  email: string;
  status: string;
  connected_at: string;
}

export interface SocialConnection {
  id: string;
  network: SocialNetwork;
  handle: string;
  profile_url: string;
  connected_at: string;
}

export interface AiEmployee {
  id: string;
  email: string;
  /** Null when the API does not know which provider issued the token. */
  provider: 'Google' | 'Microsoft' | null;
  connected_at: string;
}

export interface NewSocialConnection {
  network: SocialNetwork;
  profile_url: string;
}
