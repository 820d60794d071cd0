// API tokens (docs/admin-api.md) from the console: the list (never a secret), a new token (its secret is in
// that answer only) and revoking one. Admins only (scope `tokens`).
import { staffFailure } from '../../api/call-failure';
import { staffApi } from '../../api/staffApi';

/** What a token may do: the scopes an API token can hold (server/admin/tokens.ts SCOPES). */
export const TOKEN_SCOPES = ['catalog', 'dealers', 'documents', 'leads'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** As GET /admin/api/tokens lists them (server/admin/tokens.ts TokenInfo). */
export interface ApiToken {
  id: number;
  name: string;
  scopes: TokenScope[];
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface CreatedToken {
  token: ApiToken;
  /** Shown once: the database keeps its hash only. */
  secret: string;
}

export const tokensApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    listTokens: build.query<ApiToken[], void>({
      query: () => '/tokens',
      transformResponse: (answer: { tokens: ApiToken[] }) => answer.tokens,
      transformErrorResponse: staffFailure,
      providesTags: ['Tokens'],
    }),
    createToken: build.mutation<CreatedToken, { name: string; scopes: TokenScope[] }>({
      // The route takes the scopes as one comma-separated text, as the CLI does.
      query: ({ name, scopes }) => ({ url: '/tokens', method: 'POST', body: { name, scopes: scopes.join(',') } }),
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Tokens'],
    }),
    revokeToken: build.mutation<ApiToken, { name: string }>({
      query: ({ name }) => ({ url: `/tokens/${encodeURIComponent(name)}/revoke`, method: 'POST' }),
      transformResponse: (answer: { token: ApiToken }) => answer.token,
      transformErrorResponse: staffFailure,
      invalidatesTags: ['Tokens'],
    }),
  }),
});

export const { useListTokensQuery, useCreateTokenMutation, useRevokeTokenMutation } = tokensApi;
