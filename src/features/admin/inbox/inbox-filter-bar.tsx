import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { isLeadStatus, leadSources, leadStatuses, ownerBusinessTypes, sourceLabel } from '../pipeline';
import { activeFilterCount, inboxSorts, isoDay, type CallBookedFilter, type InboxQuery, type InboxSort, type UserTypeFilter } from './inbox-query';

const SEARCH_DEBOUNCE_MS = 300;

type FilterBarProps = {
  query: InboxQuery;
  onChange: (change: Partial<InboxQuery>) => void;
  onClear: () => void;
  /** The export button, which sits with the filters it exports. */
  actions?: ReactNode;
};

function Field({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Typing waits for a pause before it filters, so each keystroke is not a request and a history entry. */
function SearchBox({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed underneath (Clear filters, the back button): show what it says now.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Field id={id} label="Search leads">
      <Input id={id} type="search" value={text} placeholder="Name, e-mail or company" autoComplete="off" onChange={(event) => setText(event.target.value)} />
    </Field>
  );
}

export function InboxFilterBar({ query, onChange, onClear, actions }: FilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(query);
  const pick = (key: keyof InboxQuery, accept: (value: string) => string | null) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    const value = accept(event.target.value);
    if (value !== null) onChange({ [key]: value });
  };
  const industries = query.industry && !(ownerBusinessTypes as readonly string[]).includes(query.industry) ? [...ownerBusinessTypes, query.industry] : ownerBusinessTypes;

  return (
    <div role="search" aria-label="Filter leads" className="grid gap-4 rounded-lg border border-border bg-surface p-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchBox id={`${id}-q`} value={query.q} onSearch={(q) => onChange({ q })} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" className="md:hidden" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((value) => !value)}>
            <SlidersHorizontal aria-hidden="true" />
            Filters{active > 0 ? ` (${active})` : ''}
          </Button>
          {actions}
        </div>
      </div>
      <div id={`${id}-panel`} className={cn('grid-cols-2 gap-3 md:grid md:grid-cols-4 md:gap-4 xl:grid-cols-8', open ? 'grid' : 'hidden')}>
        <Field id={`${id}-status`} label="Status">
          <NativeSelect id={`${id}-status`} value={query.status} onChange={pick('status', (value) => (value === 'active' || value === 'all' || isLeadStatus(value) ? value : null))}>
            <option value="active">Active leads (default)</option>
            {leadStatuses
              .filter((status) => status !== 'Spam')
              .map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            <option value="all">All, including spam</option>
            <option value="Spam">Spam</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-source`} label="Source">
          <NativeSelect id={`${id}-source`} value={query.source} onChange={pick('source', (value) => (value === '' || (leadSources as readonly string[]).includes(value) ? value : null))}>
            <option value="">Any source</option>
            {leadSources.map((source) => (
              <option key={source} value={source}>
                {sourceLabel(source)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-type`} label="User type">
          <NativeSelect
            id={`${id}-type`}
            value={query.userType}
            onChange={(event) => {
              const userType = event.target.value as UserTypeFilter;
              // Business types belong to owners: leaving the owner view drops that filter too.
              onChange(userType === 'owner' ? { userType } : { userType, industry: '' });
            }}
          >
            <option value="">Any</option>
            <option value="aspirer">Aspirer</option>
            <option value="owner">Owner</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-industry`} label="Business type">
          <NativeSelect id={`${id}-industry`} value={query.industry} onChange={pick('industry', (value) => value)}>
            <option value="">Any</option>
            {industries.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-booked`} label="Call booked">
          <NativeSelect id={`${id}-booked`} value={query.callBooked} onChange={pick('callBooked', (value) => value as CallBookedFilter)}>
            <option value="any">Any</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-sort`} label="Sort">
          <NativeSelect id={`${id}-sort`} value={query.sort} onChange={pick('sort', (value) => value as InboxSort)}>
            {inboxSorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-from`} label="From">
          <Input id={`${id}-from`} type="date" value={query.from} max={query.to || undefined} onChange={pick('from', (value) => (value === '' ? '' : isoDay(value) || null))} />
        </Field>
        <Field id={`${id}-to`} label="To">
          <Input id={`${id}-to`} type="date" value={query.to} min={query.from || undefined} onChange={pick('to', (value) => (value === '' ? '' : isoDay(value) || null))} />
        </Field>
        <div className="col-span-2 flex items-end md:col-span-4 xl:col-span-8">
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </div>
  );
}
