import type { ReactNode } from 'react';
import { FindTiresButton } from '../../components/FindTiresButton';

/** A message about the comparison with a way to pick tires again (the Tire Finder popup). */
export function Notice({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div className={`compare-notice compare-notice--${role}`} role={role}>
      <p>{children}</p>
      <FindTiresButton label="New Tire Search" className="button button--accent" />
    </div>
  );
}
