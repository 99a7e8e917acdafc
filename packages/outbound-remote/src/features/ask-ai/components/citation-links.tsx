import type { ReactNode } from 'react';
import { Flex, Tag } from '@aide/ui-kit';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link } from 'react-router-dom';
import type { Citation } from '../api/chat-api';
import { linkTarget } from '../lib/link-target';

const ICONS: Record<Citation['type'], ReactNode> = {
  customer: <UserOutlined />,
  product: <ShoppingOutlined />,
  order: <FileTextOutlined />,
};

/** The rows an answer used, as chips linking to them in the app. */
export function CitationLinks({ citations }: { citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <Flex wrap gap={6} align="center" aria-label="Sources" role="list">
      {citations.map((citation) => {
        const target = linkTarget(citation.href);
        return (
          <span role="listitem" key={`${citation.type}:${citation.id}`}>
            <Tag icon={ICONS[citation.type]} style={{ marginInlineEnd: 0 }}>
              {target.kind === 'internal' ? (
                // The chip's height to tap (24 px), not the 14 px of its text.
                <Link to={target.to} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
                  {citation.label}
                </Link>
              ) : (
                citation.label
              )}
            </Tag>
          </span>
        );
      })}
    </Flex>
  );
}
