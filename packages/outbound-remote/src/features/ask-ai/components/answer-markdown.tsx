import { lazy, Suspense, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Skeleton } from '@aide/ui-kit';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router-dom';
import { linkTarget } from '../lib/link-target';
import { remarkHtmlAsText } from '../lib/remark-html-as-text';
import { readBlock, type ChartBlock, type EmailDraftBlock } from '../lib/rich-block';
import { EmailDraftCard } from './email-draft-card';

// recharts is large: it is fetched only when an answer has a chart.
const AnswerChart = lazy(() => import('./answer-chart'));

/** The text of a fenced block whose language is `language`, or null for any other block. */
function blockText(node: unknown, language: string): string | null {
  const code = (
    node as {
      children?: {
        tagName?: string;
        properties?: { className?: unknown };
        children?: { value?: string }[];
      }[];
    }
  )?.children?.[0];
  const classes = code?.tagName === 'code' ? code.properties?.className : undefined;
  if (!Array.isArray(classes) || !classes.includes(`language-${language}`)) return null;
  return (code?.children ?? []).map((child) => child.value ?? '').join('');
}

/** Fenced `aide-chart` and `aide-email-draft` blocks become a chart and an editable draft; other code stays code. */
function RichBlock({ node, children, ...props }: ComponentProps<'pre'> & { node?: unknown }): ReactNode {
  const chartText = blockText(node, 'aide-chart');
  if (chartText !== null) {
    const chart = readBlock<ChartBlock>(chartText);
    return chart ? (
      <Suspense fallback={<Skeleton.Node active style={{ width: 320, height: 220 }} />}>
        <AnswerChart chart={chart} />
      </Suspense>
    ) : null;
  }
  const draftText = blockText(node, 'aide-email-draft');
  if (draftText !== null) {
    const draft = readBlock<EmailDraftBlock>(draftText);
    return draft ? <EmailDraftCard draft={draft} /> : null;
  }
  return <pre {...props}>{children}</pre>;
}

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
  pre: (props) => <RichBlock {...props} />,
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
