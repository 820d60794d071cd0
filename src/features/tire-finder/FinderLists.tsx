// The list of each step, read from RTK Query (SPEC §7, §9: sorted, unpaged). The machine's context says
// which ids the list depends on; picking an option sends the machine its event.
import type { FinderContext, FinderEvent, FinderStep } from '../../../machines/tire-finder.machine';
import { filterSizes } from '../../../machines/tire-finder.machine';
import type { SearchMode } from '../../lib/results-query';
import { markSearchStarted } from '../../lib/search-clock';
import { FinderList } from './FinderList';
import { SizeFilter } from './SizeFilter';
import {
  useGetApplicationsQuery,
  useGetRimSizesQuery,
  useGetSegmentsQuery,
  useGetTireSizesQuery,
  type TireSizeQuery,
} from './api';
import { rimLabel, rimSpoken } from './steps';

interface StepProps {
  mode: SearchMode;
  context: FinderContext;
  send: (event: FinderEvent) => void;
}

function RimList({ send }: StepProps) {
  const q = useGetRimSizesQuery();
  const options = q.currentData?.data.map((r) => ({
    key: r.rim_size_id,
    label: rimLabel(r.rim_diameter),
    ariaLabel: rimSpoken(r.rim_diameter),
    rim: r,
  }));
  return (
    <FinderList
      label="Rim diameters"
      what="the rim diameters"
      options={options}
      isError={q.isError}
      onRetry={q.refetch}
      empty="No rim diameters are listed."
      onSelect={({ rim }) => send({ type: 'finder.selectRim', rimSizeId: rim.rim_size_id, rimDiameter: rim.rim_diameter })}
    />
  );
}

function IndustryList({ send }: StepProps) {
  const q = useGetSegmentsQuery();
  const options = q.currentData?.data.map((s) => ({ key: s.segment_id, label: s.name, segment: s }));
  return (
    <FinderList
      label="Industries"
      what="the industries"
      options={options}
      isError={q.isError}
      onRetry={q.refetch}
      empty="No industries are listed."
      onSelect={({ segment }) => send({ type: 'finder.selectIndustry', segmentId: segment.segment_id, name: segment.name })}
    />
  );
}

function EquipmentList({ context, send }: StepProps) {
  const q = useGetApplicationsQuery(context.industry ? { segment_id: context.industry.segmentId } : undefined);
  const options = q.currentData?.data.rows.map((a) => ({ key: a.application_id, label: a.name, application: a }));
  return (
    <FinderList
      label="Equipment types"
      what="the equipment types"
      options={options}
      isError={q.isError}
      onRetry={q.refetch}
      empty="No equipment types are listed for this industry."
      onSelect={({ application }) =>
        send({ type: 'finder.selectEquipment', applicationId: application.application_id, name: application.name })
      }
    />
  );
}

/** The tire sizes the picks so far lead to. */
function sizeQuery(mode: SearchMode, ctx: FinderContext): TireSizeQuery | undefined {
  switch (mode) {
    case 'size':
      return undefined;
    case 'rim':
      return { rim_size_id: ctx.rim?.rimSizeId };
    case 'equipment':
      return { application_id: ctx.equipment?.applicationId };
    case 'industry':
      return { segment_id: ctx.industry?.segmentId, application_id: ctx.equipment?.applicationId };
  }
}

function SizeList({ mode, context, send }: StepProps) {
  const q = useGetTireSizesQuery(sizeQuery(mode, context));
  const all = q.currentData?.data;
  // Size search: the whole list, narrowed live on the client as the visitor types (no request per key).
  const shown = all && mode === 'size' ? filterSizes(all, context.search) : all;
  const options = shown?.map((s) => ({ key: s.size, label: s.size }));
  return (
    <>
      {mode === 'size' ? (
        <SizeFilter
          text={context.filterText}
          search={context.search}
          shown={shown?.length}
          total={all?.length}
          onChange={(text) => send({ type: 'finder.filter', text })}
        />
      ) : null}
      <FinderList
        label="Tire sizes"
        what="the tire sizes"
        options={options}
        isError={q.isError}
        onRetry={q.refetch}
        empty={context.search && mode === 'size' ? `No tire sizes match “${context.search}”.` : 'No tire sizes are listed.'}
        onSelect={({ label }, at) => {
          // The size is every search's last pick: SPEC §9's 100 ms count from this click (src/lib/search-clock.ts).
          markSearchStarted(at);
          send({ type: 'finder.selectSize', size: label });
        }}
      />
    </>
  );
}

const lists: Record<FinderStep, (props: StepProps) => React.JSX.Element> = {
  rims: RimList,
  industries: IndustryList,
  equipment: EquipmentList,
  sizes: SizeList,
};

export function StepList({ step, ...props }: StepProps & { step: FinderStep }) {
  const List = lists[step];
  return <List {...props} />;
}
