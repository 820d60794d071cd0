// Shell of the Tire Finder popup (SPEC §2). Its steps and sub-searches come with the finder machine; the
// shared Modal gives the frame: close button, click outside, Escape, focus trap, body.modal-open.
import { Modal } from '../../components/Modal';
import './tire-finder.css';

interface Props {
  onClose: () => void;
}

const choices = ['Size', 'Rim Diameter', 'Industry', 'Equipment Type'];

export function TireFinderDialog({ onClose }: Props) {
  return (
    <Modal labelledBy="tire-finder-title" onClose={onClose} className="tire-finder">
      <h2 id="tire-finder-title">How would you like to search?</h2>
      <ul className="tire-finder__choices">
        {choices.map((choice) => (
          <li key={choice} className="tire-finder__choice">
            {choice}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
