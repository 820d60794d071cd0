// Small parts every form uses: the submit button with its spinner, the result banners, the honeypot and the
// privacy/legal links.
import { forwardRef, type ReactNode } from 'react';
import { selectLegalNoticeUrl, selectPrivacyPolicyUrl } from '../../state/config-slice';
import { useAppSelector } from '../../state/hooks';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--accent form-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden"> (sending)</span> : null}
    </button>
  );
}

/** The message area the machine scrolls to: a success (status) or danger (alert) banner. */
export const FormBanner = forwardRef<HTMLDivElement, { success: string | null; danger: string | null }>(
  function FormBanner({ success, danger }, ref) {
    return (
      <div ref={ref} className="form-banner-area" tabIndex={-1}>
        {success ? (
          <div className="form-banner form-banner--success" role="status">
            {success}
          </div>
        ) : null}
        {danger ? (
          <div className="form-banner form-banner--danger" role="alert">
            {danger}
          </div>
        ) : null}
      </div>
    );
  },
);

/**
 * A field people never see (off screen, out of the tab order, hidden from assistive technology) that simple
 * bots fill in; the server drops such submissions without saying why. Uncontrolled: not part of the values.
 */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="website">Website</label>
      <input ref={inputRef} id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The configured Privacy Policy and Legal Notice (PRIVACY_POLICY_URL, LEGAL_NOTICE_URL), in a new tab. */
export function LegalLinks({ children }: { children?: ReactNode }) {
  const privacyPolicy = useAppSelector(selectPrivacyPolicyUrl);
  const legalNotice = useAppSelector(selectLegalNoticeUrl);
  return (
    <>
      {children}
      <a href={privacyPolicy} target="_blank" rel="noopener noreferrer">
        Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      and{' '}
      <a href={legalNotice} target="_blank" rel="noopener noreferrer">
        Legal Notice<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </>
  );
}
