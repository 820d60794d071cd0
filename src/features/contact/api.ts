// Contact and consultation posts (SPEC §7 Contact): body {data: form values}, plus `diagnostics` (a redacted
// QA state export as a JSON string) when the visitor attaches diagnostic information; the response is not read.
import { siteApi } from '../../services/siteApi';
import type { ContactFormValues } from '../../lib/forms/contact-schema';

export type ContactKind = 'contact' | 'consultation';

export interface ContactPost {
  kind: ContactKind;
  values: ContactFormValues & { website?: string };
  idempotencyKey: string;
  diagnostics?: string | null;
}

export const contactApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<unknown, ContactPost>({
      query: ({ kind, values, idempotencyKey, diagnostics }) => ({
        url: kind === 'contact' ? 'contact-us' : 'request-consultation',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: diagnostics ? { data: values, diagnostics } : { data: values },
      }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
