// A message of the console. An error is an alert (announced at once); a success or a note is a status
// (announced politely). `announceKey`: change it to announce the same text again (a repeated refusal).
import type { ReactNode } from 'react';

interface Props {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  announceKey?: string | number;
  id?: string;
}

export function Alert({ tone, children, announceKey, id }: Props) {
  return (
    <div key={announceKey} id={id} className={`console-alert console-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
