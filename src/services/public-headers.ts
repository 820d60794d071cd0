// SPEC §6: every call carries a header marking the request public.
export function markPublic(headers: Headers): Headers {
  headers.set('ispublic', 'true');
  return headers;
}
