// The public site service (SPEC §7, base '/website/'). One createApi per base address; features add their
// endpoints with `siteApi.injectEndpoints<Result, Arg>` in their own api.ts (DESIGN habit 3). Only lazy chunks
// import it: it registers with the stores when it loads (./registry.ts).
import { createAppApi, serviceBaseQuery } from './create-api';
import { registerServiceApi } from './registry';

export const siteApi = createAppApi({
  reducerPath: 'siteApi',
  baseQuery: serviceBaseQuery('/website/'),
  tagTypes: ['Catalog', 'Product', 'Resource', 'Country', 'Dealer'],
  endpoints: () => ({}),
});

registerServiceApi(siteApi);
