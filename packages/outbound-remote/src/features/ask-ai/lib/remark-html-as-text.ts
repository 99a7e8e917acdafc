/** The part of an mdast node this plugin reads. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Shows raw HTML written in an answer as the text it is (`<script>` reads as `<script>`), instead of dropping
 * it silently or rendering it: answers quote the organization's data, and a name may contain markup.
 */
export function remarkHtmlAsText() {
  const walk = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return walk;
}
