import type { DealerResult, DistanceUnit, ResolvedPlace } from '../../../contract/dealers';

/** What both maps show: the searched place and the dealers of the current page, one highlighted. */
export interface DealerMapProps {
  place: ResolvedPlace | null;
  dealers: DealerResult[];
  highlighted: number | null;
  unit: DistanceUnit;
  onHighlight(dealerId: number | null): void;
}
