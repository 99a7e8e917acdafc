import { LeanStyles, useLeanScheme } from './lean-styles';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface LeanToast {
  type: 'success' | 'error';
  title: string;
  description?: string;
}

interface ShownToast extends LeanToast {
  id: number;
}

/** As the antd notification setup of ThemeProvider: top right, at most 3, 4 seconds each. */
const MAX_TOASTS = 3;
const TOAST_MS = 4000;

const ToastContext = createContext<((toast: LeanToast) => void) | null>(null);

/** Toasts for screens rendered without antd; errors are announced assertively, the rest politely. */
export function LeanToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const scheme = useLeanScheme();

  const close = useCallback((id: number) => setToasts((shown) => shown.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: LeanToast) => {
      const id = (nextId.current += 1);
      setToasts((shown) => [...shown, { ...toast, id }].slice(-MAX_TOASTS));
      setTimeout(() => close(id), TOAST_MS);
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <LeanStyles />
      <div className="aide-lean aide-lean-toasts" data-scheme={scheme}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`aide-lean-toast is-${toast.type}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            <span className="aide-lean-toast-icon" aria-hidden>
              {toast.type === 'error' ? '!' : '✓'}
            </span>
            <div>
              <p className="aide-lean-toast-title">{toast.title}</p>
              {toast.description && <div>{toast.description}</div>}
            </div>
            <button
              type="button"
              className="aide-lean-toast-close"
              aria-label="Close"
              onClick={() => close(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useLeanToast(): (toast: LeanToast) => void {
  const show = useContext(ToastContext);
  return useMemo(() => {
    if (!show) throw new Error('useLeanToast() must be used inside <LeanToastProvider>');
    return show;
  }, [show]);
}
