// Where lead notifications go. Read from the environment beside server/config.ts (whose shape other code
// and tests pin): LEADS_INBOX is the brand's inbox, MAIL_FROM the sender. SMTP_URL itself is in Config.
export interface MailSettings {
  inbox: string;
  from: string;
}

const ADDRESS = /^[^\s@<>",]+@[^\s@<>",]+$/;

export class MailSettingsError extends Error {}

export function loadMailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  const pick = (name: string, fallback: string) => {
    const v = env[name]?.trim() || fallback;
    if (!ADDRESS.test(v)) throw new MailSettingsError(`${name} must be an email address, got "${v}"`);
    return v;
  };
  return { inbox: pick('LEADS_INBOX', 'leads@example.com'), from: pick('MAIL_FROM', 'website@example.com') };
}
