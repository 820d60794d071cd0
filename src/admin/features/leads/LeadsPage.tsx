// /admin/leads: contact requests, consultations and EMTrack sign-ups, newest first, 25 a page, with filters
// kept in the URL; the CSV export of what the filters match; and, for an admin, erasing a person's data.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { failureOf } from '../../api/call-failure';
import { useHasScope } from '../../api/session-api';
import { Alert } from '../../components/Alert';
import { PageHeading } from '../../components/PageHeading';
import { pageCount, Pager } from '../../components/Pager';
import { useLeadsQuery } from './api';
import { ErasePanel } from './ErasePanel';
import { ExportCsv } from './ExportCsv';
import { LEAD_PAGE_SIZE } from './filter-query';
import { LeadFilters } from './LeadFilters';
import { LeadsTable } from './LeadsTable';
import { useLeadFilter } from './useLeadFilter';
import './leads.css';

export default function LeadsPage() {
  const control = useLeadFilter();
  const { filter, send } = control;
  // Dates the wrong way round match nothing: the filters say so, and the list waits for a fix.
  const reversed = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
  const list = useLeadsQuery({ ...filter, pageSize: LEAD_PAGE_SIZE }, { skip: reversed });
  const canErase = useHasScope('erase');
  const { pathname, search } = useLocation();
  const results = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);

  const data = list.data;
  const page = data?.page ?? filter.page ?? 1;
  const total = data?.total ?? 0;
  const pages = pageCount(total, data?.pageSize ?? LEAD_PAGE_SIZE);
  const count = data ? `${total} ${total === 1 ? 'lead' : 'leads'}${pages > 1 ? `, page ${page} of ${pages}` : ''}` : '';

  // After Previous or Next, the keyboard goes to the top of the new page.
  useEffect(() => {
    if (paged.current && data) {
      paged.current = false;
      results.current?.focus();
    }
  }, [data]);

  return (
    <div className="leads-page">
      <PageHeading title="Leads" />
      <section className="console-section" aria-label="Filters and export">
        <LeadFilters control={control} />
        <ExportCsv filter={filter} />
      </section>
      <section className="console-section" aria-labelledby="lead-results">
        <h2 id="lead-results" ref={results} tabIndex={-1} className="console-section-title">
          Results
        </h2>
        <p role="status" className="console-loading">
          {list.isFetching ? 'Loading the leads…' : count}
        </p>
        {reversed ? null : list.isError ? (
          <Alert tone="error">
            <p>{failureOf(list.error).message}</p>
            <button type="button" className="button button--small" onClick={() => void list.refetch()}>
              Try again
            </button>
          </Alert>
        ) : data ? (
          <>
            <LeadsTable leads={data.leads} caption={`Leads, newest first: ${count}`} back={`${pathname}${search}`} busy={list.isFetching} />
            {pages > 1 ? (
              <Pager
                label="Pages of leads"
                page={page}
                pageSize={data.pageSize}
                total={total}
                onPage={(p) => {
                  paged.current = true;
                  send({ type: 'page.go', page: p });
                }}
              />
            ) : null}
          </>
        ) : null}
      </section>
      {canErase ? <ErasePanel /> : null}
    </div>
  );
}
