import { giveUpEarlyPresses } from '@site/ui';
import { useLayoutEffect, useRef, useState } from 'react';

/** A copy of a region's HTML as it is in the page now, and how to give the focus back in it. */
interface RegionCopy {
  nodes: Node[];
  refocus: (copy: Element) => void;
}

/** Where the focused element is among `container`'s elements, and its caret, to find it again. */
function focusIn(container: Element): RegionCopy['refocus'] {
  const active = document.activeElement;
  if (!active || active === container || !container.contains(active)) return () => undefined;
  const index = [...container.querySelectorAll('*')].indexOf(active);
  const field = active as Partial<HTMLInputElement>;
  // Null for a field without a caret (an email field, a button).
  const caret = field.selectionStart ?? null;
  const end = field.selectionEnd ?? null;
  const direction = field.selectionDirection ?? undefined;
  return (copy) => {
    const again = copy.querySelectorAll<HTMLElement>('*')[index];
    again?.focus({ preventScroll: true });
    if (caret !== null && end !== null && again && 'setSelectionRange' in again) {
      (again as HTMLInputElement).setSelectionRange(caret, end, direction);
    }
  };
}

/**
 * Copies the region the server rendered in `containerId`, as the visitor has it now: a copy of a
 * field keeps what was typed in it (the browser copies a field's value with it). Read while React
 * renders the error's fallback, before it removes that HTML.
 */
function copyOf(containerId: string): RegionCopy {
  const container = document.getElementById(containerId);
  if (!container) return { nodes: [], refocus: () => undefined };
  return {
    nodes: [...container.childNodes].map((node) => node.cloneNode(true)),
    refocus: focusIn(container),
  };
}

/**
 * The region the server rendered, kept as the visitor had it when its code threw while hydrating
 * it: what they were reading, and what they had typed, where the focus and the caret were. It is
 * then what it is with JavaScript off: its links are plain links, and its forms' presses are the
 * page's inline script's, told that nobody will take them (a message's form says where to write,
 * a filter is submitted natively). React would otherwise replace it with the unavailable message,
 * and what was typed would go with it.
 */
export function KeptServerRegion({ containerId }: { containerId: string }) {
  const [kept] = useState(() => copyOf(containerId));
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!place.current) return;
    place.current.replaceChildren(...kept.nodes);
    kept.refocus(place.current);
    giveUpEarlyPresses();
  }, [kept]);
  // Adds no box of its own: the copy is laid out as the region was.
  return <div ref={place} style={{ display: 'contents' }} />;
}
