import { useId, useState, type InputHTMLAttributes } from 'react';

export interface LeanFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** A password field gets a button that shows or hides what was typed (antd's Input.Password). */
  revealable?: boolean;
}

/** A labelled text input with Form.Item's spacing and Input's look. */
export function LeanField({ label, revealable = false, type = 'text', ...input }: LeanFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="aide-lean-field">
      <label htmlFor={id}>{label}</label>
      <span className="aide-lean-input">
        <input id={id} type={revealable && revealed ? 'text' : type} {...input} />
        {revealable && (
          <button
            type="button"
            className="aide-lean-reveal"
            aria-label="Show characters"
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
            disabled={input.disabled}
          >
            <EyeIcon crossed={!revealed} />
          </button>
        )}
      </span>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
