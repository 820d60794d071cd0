// What the compare URL asks for (SPEC §2: tire1_Id, tire2_Id, optional tire3_Id; §4: fetch only when
// tire1_Id is present). Parsed before any request so a malformed link never reaches the service.

export type CompareRequest =
  /** No tire1_Id: nothing to fetch. */
  | { kind: 'empty' }
  /** A present id that is not a positive whole number. */
  | { kind: 'invalid'; param: string }
  /** Only one distinct tire: show it and ask for another. */
  | { kind: 'single'; id: number }
  /** 2 or 3 distinct tires, in URL order. */
  | { kind: 'compare'; ids: number[] };

export const COMPARE_PARAMS = ['tire1_Id', 'tire2_Id', 'tire3_Id'] as const;

// Positive 32-bit ids as the service accepts them (docs/api.md); 9 digits keeps below 2^31.
const ID = /^[1-9]\d{0,8}$/;

export function parseCompareRequest(params: URLSearchParams): CompareRequest {
  const ids: number[] = [];
  for (const param of COMPARE_PARAMS) {
    const raw = params.get(param)?.trim() ?? '';
    if (raw === '') continue;
    if (!ID.test(raw)) return { kind: 'invalid', param };
    ids.push(Number(raw));
  }
  if (!params.get('tire1_Id')?.trim()) return { kind: 'empty' };
  // The service refuses a repeated id; the same tire twice is one tire.
  const distinct = [...new Set(ids)];
  return distinct.length === 1 ? { kind: 'single', id: distinct[0]! } : { kind: 'compare', ids: distinct };
}
