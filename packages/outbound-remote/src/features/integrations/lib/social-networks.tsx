// Per-icon imports: the @ant-design/icons barrel pulls every icon (and an ESM-only dependency into Jest).
import FacebookOutlined from '@ant-design/icons/FacebookOutlined';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import LinkedinOutlined from '@ant-design/icons/LinkedinOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import type { ReactNode } from 'react';
import type { SocialNetwork } from '../api/integration-types';

interface NetworkInfo {
  label: string;
  icon: ReactNode;
  /** Hosts a profile URL may use (subdomains such as www. included). */
  hosts: readonly string[];
  example: string;
}

export const SOCIAL_NETWORKS: Record<SocialNetwork, NetworkInfo> = {
  linkedin: {
    label: 'LinkedIn',
    icon: <LinkedinOutlined />,
    hosts: ['linkedin.com'],
    example: 'https://www.linkedin.com/in/your-name',
  },
  x: { label: 'X', icon: <XOutlined />, hosts: ['x.com', 'twitter.com'], example: 'https://x.com/your-name' },
  facebook: {
    label: 'Facebook',
    icon: <FacebookOutlined />,
    hosts: ['facebook.com'],
    example: 'https://www.facebook.com/your-page',
  },
  instagram: {
    label: 'Instagram',
    icon: <InstagramOutlined />,
    hosts: ['instagram.com'],
    example: 'https://www.instagram.com/your-name',
  },
};

export const SOCIAL_NETWORK_ORDER: readonly SocialNetwork[] = ['linkedin', 'x', 'facebook', 'instagram'];

/**
 * Why a profile URL cannot be saved for the network, or null when it can: an https URL on the network's
 * host with a path naming the profile. The API checks the same and has the last word.
 */
export function validateProfileUrl(network: SocialNetwork, value: string): string | null {
  const info = SOCIAL_NETWORKS[network];
  const text = value.trim();
  if (!text) return 'Enter the profile URL.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `Enter a full URL, e.g. ${info.example}`;
  }
  if (url.protocol !== 'https:') return 'The profile URL must start with https://';
  const host = url.hostname.toLowerCase();
  if (!info.hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) {
    return `A ${info.label} profile URL must be on ${info.hosts.join(' or ')}.`;
  }
  if (url.pathname.replace(/\/+$/, '') === '') return `The URL must point to a profile, e.g. ${info.example}`;
  return null;
}
