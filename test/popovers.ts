/**
 * jsdom has no popovers. This stands in for the browser's: a button's `popovertarget` toggles
 * the popover it names, `:popover-open` matches an open one, and each change fires `toggle`. What
 * only the browser does (Escape, light dismiss, focus, display) is left to the end-to-end tests.
 */
export function emulatePopovers() {
  const open = new WeakSet<Element>();
  const matches = Element.prototype.matches;
  const setOpen = (popover: HTMLElement, shown: boolean) => {
    if (open.has(popover) === shown) return;
    if (shown) open.add(popover);
    else open.delete(popover);
    popover.dispatchEvent(new Event('toggle'));
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
    togglePopover(this: HTMLElement) {
      setOpen(this, !open.has(this));
    },
  });
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
  } as typeof matches;
  const invoke = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button[popovertarget]');
    const target = document.getElementById(button?.getAttribute('popovertarget') ?? '');
    if (target && !event.defaultPrevented) target.togglePopover();
  };
  document.addEventListener('click', invoke);
  return () => {
    document.removeEventListener('click', invoke);
    Element.prototype.matches = matches;
    for (const name of ['showPopover', 'hidePopover', 'togglePopover']) {
      Reflect.deleteProperty(HTMLElement.prototype, name);
    }
  };
}
