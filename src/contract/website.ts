// The answers of the /website calls, by endpoint: the route declares `websiteResponses.<name>` as its 200
// schema (validation of what it returns, serialisation, OpenAPI) and the SPA's RTK Query endpoint takes
// `WebsiteResponse<'<name>'>` as its result type. The SPA imports this file with `import type` only.
import type { Static } from 'typebox';
import { Application, RimSize, Segment, TireLineOption, TireSizeDetail, TireSizeOption, TireSizeRow, TireTypeOption, TraOption } from './catalog';
import { DealerSearchResponse } from './dealers';
import { DutyMachine, DutyTire } from './duty';
import { MachineDetail, MachineSummary } from './machine';
import { SizeRatings } from './ratings';
import { SearchAnswer } from './search';
import { ItemOf, ListOf, RowsOf } from './kit';

export const websiteResponses = {
  rimSizes: ListOf(RimSize),
  tireSizes: ListOf(TireSizeOption),
  segments: ListOf(Segment),
  applications: RowsOf(Application),
  tireTypes: ListOf(TireTypeOption),
  tireLines: ListOf(TireLineOption),
  traCodes: ListOf(TraOption),
  products: ListOf(TireSizeRow),
  detail: ItemOf(TireSizeDetail),
  compare: ListOf(TireSizeDetail),
  dealerSearch: DealerSearchResponse,
  dutySizes: ListOf(TireSizeOption),
  dutyTires: ListOf(DutyTire),
  dutyMachines: ListOf(DutyMachine),
  machineList: ListOf(MachineSummary),
  machineDetail: ItemOf(MachineDetail),
  sizeRatings: ItemOf(SizeRatings),
  search: ItemOf(SearchAnswer),
};

export type WebsiteEndpoint = keyof typeof websiteResponses;
export type WebsiteResponse<E extends WebsiteEndpoint> = Static<(typeof websiteResponses)[E]>;
