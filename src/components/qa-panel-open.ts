// Whether the QA panel is open, for the app's components (QaShell provides it). The public forms offer
// "Attach diagnostic information" while it is (docs/privacy.md): support reproducing a case wants the box.
import { createContext, useContext } from 'react';

export const QaPanelOpenContext = createContext(false);

export function useQaPanelOpen(): boolean {
  return useContext(QaPanelOpenContext);
}
