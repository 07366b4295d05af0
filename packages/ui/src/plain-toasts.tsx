import { useEffect, useState, type CSSProperties } from 'react';
import { onToastChange, toaster } from './toaster';

type Toast = ReturnType<typeof toaster.getVisibleToasts>[number];

/**
 * The toasts, shown without the toast region's code. `SiteProvider` shows them when that code
 * could not be loaded: the network dropped, or a shell deploy removed the chunks a page left open
 * was built with (decision 062). They are plain elements with inline styles, so they need neither
 * the region's chunk nor the Chakra system's. A visitor who pressed Send still reads "Message
 * Sent!", and one whose message failed reads why.
 *
 * The list is a live region that is on the page before the toasts are added to it. A screen
 * reader then announces each toast as it arrives. Each stays until it is dismissed: without the
 * region's code, nothing times a toast out. If the region's code loads later, it takes over and
 * shows the toasts not yet dismissed.
 */
export function PlainToasts() {
  // Empty at first, so that the toasts already waiting are added to a live region already there.
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    // In the next task: the region is on the page, and in its accessibility tree, by then.
    const waiting = setTimeout(() => setToasts(toaster.getVisibleToasts()), 0);
    // The store tells its subscribers of a toast before it lists it: each change is applied here.
    const unsubscribe = onToastChange((change) =>
      setToasts((shown) => {
        if ('dismiss' in change) return shown.filter((toast) => toast.id !== change.id);
        const known = shown.some((toast) => toast.id === change.id);
        return known
          ? shown.map((toast) => (toast.id === change.id ? change : toast))
          : [change, ...shown];
      }),
    );
    return () => {
      clearTimeout(waiting);
      unsubscribe();
    };
  }, []);
  return (
    <section aria-label="Notifications" aria-live="polite" style={regionStyle}>
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.type === 'error' ? 'alert' : 'status'} style={toastStyle}>
          <div style={{ flex: '1', minWidth: 0 }}>
            {toast.title ? <p style={titleStyle}>{toast.title}</p> : null}
            {toast.description ? <p style={descriptionStyle}>{toast.description}</p> : null}
          </div>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => toaster.remove(toast.id)}
            style={dismissStyle}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}

// The theme's values where the page's styles define them, plain ones where they do not.
const regionStyle: CSSProperties = {
  position: 'fixed',
  top: '1rem',
  insetInlineEnd: '1rem',
  insetInlineStart: 'max(1rem, calc(100% - 24rem - 1rem))',
  zIndex: 1400,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
};

const toastStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '1rem',
  borderRadius: 'var(--chakra-radii-md, 0.375rem)',
  background: 'var(--chakra-colors-gray-900, #111827)',
  color: 'var(--chakra-colors-white, #ffffff)',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.2)',
};

const titleStyle: CSSProperties = { margin: 0, fontWeight: 600, fontSize: '0.875rem' };

const descriptionStyle: CSSProperties = { margin: 0, fontSize: '0.875rem' };

const dismissStyle: CSSProperties = {
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: 'var(--chakra-radii-sm, 0.25rem)',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
};
