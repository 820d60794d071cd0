// The "Attach diagnostic information" box of the contact / consultation form. Not a form value (the service's
// form fields stay SPEC §7's). Ticking it starts loading the export code. Offered only when it can help: after
// a load or submit failed in this visit, or while the QA panel is open (docs/privacy.md); unticked until ticked.
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../state/hooks';
import { useQaPanelOpen } from '../../components/qa-panel-open';
import { selectServiceFailed } from '../../state/ui-slice';
import { useRestorableState } from '../../components/useRestorableState';
import type { ContactKind } from './api';
import { loadDiagnostics } from './diagnostics';

export const ATTACH_LABEL = 'Attach diagnostic information (personal data is removed)';

/** The box's state, kept in QA exports like the fields, so an imported form shows it as it was. */
export function useAttachState(kind: ContactKind) {
  const current = useRef(false);
  const restored = useRestorableState<boolean>(`contact:attach-diagnostics:${kind}`, () => current.current);
  const [attach, setAttach] = useState(restored === true);
  useEffect(() => {
    current.current = attach;
  }, [attach]);
  return [attach, setAttach] as const;
}

/** Whether the form shows the box now. */
export function useDiagnosticsOffered(): boolean {
  const failed = useAppSelector(selectServiceFailed);
  const qaOpen = useQaPanelOpen();
  return failed || qaOpen;
}

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function AttachDiagnostics({ checked, onChange }: Props) {
  return (
    <div className="field field--check field--wide">
      <label className="choice">
        <input
          type="checkbox"
          name="attach_diagnostics"
          checked={checked}
          onChange={(e) => {
            onChange(e.target.checked);
            if (e.target.checked) void loadDiagnostics().catch(() => undefined);
          }}
        />
        <span className="choice__text">{ATTACH_LABEL}</span>
      </label>
    </div>
  );
}
