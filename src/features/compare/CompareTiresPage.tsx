// /tires/compare-tires?tire1_Id=&tire2_Id=[&tire3_Id=] (SPEC §2, §4): fetches only when tire1_Id is present;
// the US/Metric choice re-renders the cached tires, it never refetches.
import { useMemo, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { UnitToggle } from '../../components/UnitToggle';
import { hasAppHistory, resultsAddress } from '../../lib/back-navigation';
import { parseCompareRequest } from './compare-request';
import { Notice } from './CompareNotice';
import { ComparedTires, SingleTire } from './CompareResults';
import './compare.css';

export function CompareTiresPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const request = useMemo(() => parseCompareRequest(new URLSearchParams(search)), [search]);
  return (
    <div className="container page compare-page">
      <BackToResults />
      <PageIntro title="Compare Tires" lead="See the sizes, ratings and specifications of your tires side by side." />
      {request.kind === 'empty' ? (
        <Notice role="status">
          No tires were chosen to compare. Search for tires, then tick Compare Tire on two or three of them.
        </Notice>
      ) : request.kind === 'invalid' ? (
        <Notice role="alert">
          This comparison link is not valid: {request.param} must be a tire number. Please choose the tires again
          from your tire results.
        </Notice>
      ) : (
        <>
          <UnitToggle />
          {request.kind === 'single' ? <SingleTire id={request.id} /> : <ComparedTires ids={request.ids} />}
        </>
      )}
    </div>
  );
}

/**
 * SPEC §2: goes back in history; opened directly (no earlier page in this tab), it goes to the results the
 * comparison was made from when they are known, else to /tires.
 */
function BackToResults() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasAppHistory(window.history.state)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link className="back-link" to={resultsAddress(location.state) ?? paths.tires()} onClick={goBack}>
      Go Back to Tire Results
    </Link>
  );
}
