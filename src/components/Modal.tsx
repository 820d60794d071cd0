// The one accessible modal of the site (Tire Finder, compare limit, PDF viewer): role=dialog with a label,
// focus moved inside and trapped there, Escape and a click outside close it, the page behind does not
// scroll (body.modal-open), and focus returns to whatever opened it.
import { useEffect, useRef, type ReactNode } from 'react';
import './modal.css';

interface Props {
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Show the × close button (default true). */
  closeButton?: boolean;
  /** Role: 'alertdialog' for messages that need an answer (the compare limit). */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function Modal({ labelledBy, onClose, children, className = '', closeButton = true, role = 'dialog' }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    document.body.classList.add('modal-open');
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      // Focus may sit on something outside the list (a step heading focused by script, the dialog itself):
      // wrap when nothing focusable lies beyond it in the direction of travel, not only from the ends.
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      const inside = active !== null && dialog.contains(active);
      if (event.shiftKey && (!inside || !items.some((el) => follows(el, active)))) {
        event.preventDefault();
        items[items.length - 1]!.focus();
      } else if (!event.shiftKey && (!inside || !items.some((el) => follows(active, el)))) {
        event.preventDefault();
        items[0]!.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // Another modal may still be open (a dialog above a dialog): only the last one frees the page.
      if (document.querySelectorAll('.modal-backdrop').length <= 1) document.body.classList.remove('modal-open');
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Without this the browser moves focus to the page behind, undoing the focus return.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal ${className}`.trim()}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {closeButton ? (
          <button type="button" className="modal__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
