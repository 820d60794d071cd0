// What the staff console's machines read from a failed call their injected actors make: the HTTP status (null:
// no answer) and the message to show. Actors throw such an object (src/admin/lib/call-error.ts makes one from
// RTK Query's error; an upload's UploadError has the same fields); anything else reads as "no answer".
export interface StaffCallFailure {
  status: number | null;
  message: string;
}

export const NO_ANSWER_MESSAGE = 'The server did not answer. Check your connection and try again.';

export function staffFailureOf(error: unknown): StaffCallFailure {
  if (typeof error !== 'object' || error === null) return { status: null, message: NO_ANSWER_MESSAGE };
  const { status, message } = error as { status?: unknown; message?: unknown };
  return {
    status: typeof status === 'number' && status > 0 ? status : null,
    message: typeof message === 'string' && message !== '' ? message : NO_ANSWER_MESSAGE,
  };
}
