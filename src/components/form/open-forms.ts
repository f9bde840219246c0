/**
 * Whether the visitor is busy with a form: a form dialog is open, or the focus is in a form
 * of the page. Promotions stay away meanwhile (src/features/shell/hooks/use-promos.ts).
 */
import { useEffect, useSyncExternalStore } from 'react';

let openDialogs = 0;
let focusInForm = false;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Counts one open form dialog; returns the function that uncounts it. */
export function registerOpenForm(): () => void {
  openDialogs += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    openDialogs -= 1;
    notify();
  };
}

/**
 * A form of the page a visitor fills in: not a search box (one field and a button), and not
 * a form inside a dialog (a form dialog counts itself; a promotion's own form must not hide
 * the promotion).
 */
export function isPageForm(element: Element | null): boolean {
  if (!element || element.closest('[role="dialog"]')) return false;
  const form = element.closest('form');
  return form !== null && form.getAttribute('role') !== 'search';
}

function setFocusInForm(next: boolean): void {
  if (next === focusInForm) return;
  focusInForm = next;
  notify();
}

function onFocusIn(event: FocusEvent): void {
  setFocusInForm(event.target instanceof Element && isPageForm(event.target));
}

// Focus moving from one field to the next fires focusin next; only a focus that goes nowhere
// (a click on the page's background) ends the form's turn here.
function onFocusOut(event: FocusEvent): void {
  if (!event.relatedTarget) setFocusInForm(false);
}

export function isFormBusy(): boolean {
  return openDialogs > 0 || focusInForm;
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    }
  };
}

/** True while a form dialog is open or the focus is in a form of the page. */
export function useFormBusy(): boolean {
  return useSyncExternalStore(subscribe, isFormBusy, () => false);
}

/** Counts the calling dialog as an open form while `open`. */
export function useOpenFormRegistration(open: boolean): void {
  useEffect(() => (open ? registerOpenForm() : undefined), [open]);
}
