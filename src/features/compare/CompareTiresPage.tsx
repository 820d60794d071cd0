import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';

/** /tires/compare-tires?tire1_Id=&tire2_Id=[&tire3_Id=]: the comparison table comes with the compare feature. */
export function CompareTiresPage() {
  const navigate = useNavigate();
  // SPEC: the link goes back in history. Opened directly (no app history), it goes to the results page.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <div className="container page">
      <Link className="back-link" to={paths.tireResults()} onClick={goBack}>
        Go Back to Tire Results
      </Link>
      <PageIntro title="Compare Tires" lead="See the sizes, ratings and specifications of your tires side by side." />
    </div>
  );
}
