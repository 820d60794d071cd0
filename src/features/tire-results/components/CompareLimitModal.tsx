// The fourth-tire refusal (SPEC §2): an alert dialog that only Ok (or Escape / a click outside) closes.
import { Modal } from '../../../components/Modal';
import { COMPARE_LIMIT } from '../../../contract/compare';
import './compare-bar.css';

export function CompareLimitModal({ onOk }: { onOk: () => void }) {
  return (
    <Modal labelledBy="compare-limit-message" role="alertdialog" onClose={onOk} closeButton={false} className="compare-limit">
      <p id="compare-limit-message" className="compare-limit__message">
        {`You have already selected ${COMPARE_LIMIT} tires. Please deselect a tire to add another to your list.`}
      </p>
      <button type="button" className="button button--accent" onClick={onOk}>
        Ok
      </button>
    </Modal>
  );
}
