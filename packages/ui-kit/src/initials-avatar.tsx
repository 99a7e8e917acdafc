const css = `.aide-initials-avatar{width:28px;height:28px;border-radius:50%;background:#4f46e5;color:#fff;font-size:12px;
display:inline-grid;place-items:center;flex:none}.aide-initials-avatar::before{content:attr(data-initials)}`;

/**
 * A member's initials in a circle, beside their name on a button. Decorative: the initials are drawn by CSS
 * (no text in the button), so the button's name is the member's name and its visible text is part of it.
 * A plain circle: antd's Avatar measures its text with a ResizeObserver, too much for a header.
 */
export function InitialsAvatar({ initials }: { initials: string | null }) {
  return (
    <>
      <style href="aide-initials-avatar" precedence="default">
        {css}
      </style>
      <span aria-hidden className="aide-initials-avatar" data-initials={initials ?? ''} />
    </>
  );
}
