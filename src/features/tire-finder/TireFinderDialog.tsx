// Shell of the Tire Finder popup (SPEC §2). Its steps and sub-searches come with the finder machine; this
// shell already has the popup's frame behaviour: close button, click outside, Escape, body.modal-open.
import { useEffect, useRef } from 'react';
import './tire-finder.css';

interface Props {
  onClose: () => void;
}

const choices = ['Size', 'Rim Diameter', 'Industry', 'Equipment Type'];

export function TireFinderDialog({ onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.body.classList.add('modal-open');
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('modal-open');
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal tire-finder" role="dialog" aria-modal="true" aria-labelledby="tire-finder-title">
        <button ref={closeRef} type="button" className="modal__close" onClick={onClose} aria-label="Close">
          ×
        </button>
        <h2 id="tire-finder-title">How would you like to search?</h2>
        <ul className="tire-finder__choices">
          {choices.map((choice) => (
            <li key={choice} className="tire-finder__choice">
              {choice}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
