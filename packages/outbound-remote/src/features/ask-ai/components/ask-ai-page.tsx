/** Ask AI (/ask-ai, /ask-ai/:conversationId). Built in issue 6 by the Ask AI feature. */
export function AskAiPage() {
  return <h1>Ask AI</h1>;
}
