/** Long answers are announced in part; the rest is read in the conversation itself. */
const MAX_SPOKEN = 600;

/** The finished answer as one plain sentence for a live region: Markdown marks dropped, spaces collapsed. */
export function answerAnnouncement(answer: string): string {
  const plain = answer
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/[#*_`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return 'Answer ready.';
  if (plain.length <= MAX_SPOKEN) return `Answer: ${plain}`;
  return `Answer: ${plain.slice(0, MAX_SPOKEN).replace(/\s\S*$/, '')}… The full answer is in the conversation.`;
}
