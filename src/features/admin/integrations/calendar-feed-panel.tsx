import { useId, useState } from 'react';
import { staffFeedUrl } from '@shared/booking/staff-feed-url.ts';
import { integrationsCopy } from '@/content/admin-integrations';
import { Button } from '@/components/ui/button';
import { env } from '@/lib/env';
import { CopyLinkField } from '../components/copy-link-field';
import { LoadError, Loading } from '../components/query-status';
import { formatDateTime } from '../format';
import { runAndTell } from './run-and-tell';
import { useCalendarFeedStatus, type IntegrationsActions } from './use-integrations';

const copy = integrationsCopy.calendar;

/**
 * The signed-in admin's own calendar feed: make, replace or turn off its private address. The address is
 * shown once, when it is made; the database keeps only its hash.
 */
export function CalendarFeedPanel({ actions }: { actions: IntegrationsActions }) {
  const id = useId();
  const status = useCalendarFeedStatus();
  const [address, setAddress] = useState<string | null>(null);
  const issue = async () => {
    let token = '';
    if (await runAndTell(async () => (token = await actions.issueFeed.mutateAsync()), copy.created, copy.failed)) setAddress(staffFeedUrl(env.VITE_SUPABASE_URL, token));
  };
  const turnOff = async () => {
    if (!window.confirm(copy.confirmTurnOff)) return;
    if (await runAndTell(() => actions.revokeFeed.mutateAsync(), copy.turnedOff, copy.failed)) setAddress(null);
  };
  const busy = actions.issueFeed.isPending || actions.revokeFeed.isPending;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id={id} className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <p className="max-w-prose text-sm text-muted-foreground">{copy.intro}</p>
      {status.isPending ? (
        <Loading label={copy.loading} />
      ) : status.isError ? (
        <LoadError message={copy.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p role="status">{status.data.active ? copy.on.replace('{date}', formatDateTime(status.data.created_at ?? '')) : copy.off}</p>
          {address ? (
            <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4">
              <CopyLinkField label={copy.address} link={address} button={copy.copy} copied={copy.copied} />
              <p className="text-sm text-muted-foreground">{copy.addressHint}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" disabled={busy} onClick={() => void issue()} aria-describedby={status.data.active ? `${id}-replace` : undefined}>
              {status.data.active ? copy.replace : copy.create}
            </Button>
            {status.data.active ? (
              <Button type="button" variant="outline" disabled={busy} onClick={() => void turnOff()}>
                {copy.turnOff}
              </Button>
            ) : null}
          </div>
          {status.data.active ? (
            <p id={`${id}-replace`} className="text-sm text-muted-foreground">
              {copy.replaceHint}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
