import type { ComponentProps, CSSProperties } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router-dom';
import { linkTarget } from '../lib/link-target';
import { remarkHtmlAsText } from '../lib/remark-html-as-text';

const cellStyle: CSSProperties = {
  border: '1px solid rgba(5, 5, 5, 0.12)',
  padding: '4px 10px',
  textAlign: 'left',
  verticalAlign: 'top',
};

function AnswerLink({ href, children }: ComponentProps<'a'>) {
  const target = linkTarget(href);
  if (target.kind === 'internal') return <Link to={target.to}>{children}</Link>;
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

// react-markdown passes its `node` prop to every component; keep it off the DOM.
const components: Components = {
  a: ({ node: _node, ...props }) => <AnswerLink {...props} />,
  table: ({ node: _node, ...props }) => (
    <div style={{ overflowX: 'auto', margin: '8px 0' }}>
      <table {...props} style={{ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }} />
    </div>
  ),
  th: ({ node: _node, style, ...props }) => (
    <th
      {...props}
      style={{ ...cellStyle, ...style, background: 'var(--ant-color-fill-alter)', fontWeight: 600 }}
    />
  ),
  td: ({ node: _node, style, ...props }) => <td {...props} style={{ ...cellStyle, ...style }} />,
};

/**
 * An answer as safe Markdown: GFM tables and lists, raw HTML shown as text (no rehype-raw), and links only to
 * paths inside the app or to http(s) pages (see linkTarget).
 */
export function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className="aide-answer-markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkHtmlAsText]} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
