// Dealer search (issue 7: GET /website/dealer/search). Distances are always read from `distance_km`, so the
// unit never needs a new request; the machine's search actor calls this endpoint (see useDealerLocator) and the
// page reads the dealers of the machine's shown search with useSearchDealersQuery.
import type { DealerKind } from '../../contract/dealers';
import type { WebsiteResponse } from '../../contract/website';
import { DEALER_PAGE_SIZE } from '../../contract/dealer-rules';
import type { DealerWhere } from '../../../machines/dealer-locator.machine';
import { siteApi } from '../../services/siteApi';

export interface DealerSearchArg {
  where: DealerWhere;
  kind: DealerKind;
  page: number;
}

export const dealersApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    searchDealers: build.query<WebsiteResponse<'dealerSearch'>, DealerSearchArg>({
      query: ({ where, kind, page }) => ({
        url: 'dealer/search',
        params: { ...('q' in where ? { q: where.q } : { lat: where.lat, lng: where.lng }), kind, page, pageSize: DEALER_PAGE_SIZE },
      }),
      providesTags: ['Dealer'],
    }),
  }),
});

export const { useSearchDealersQuery } = dealersApi;
