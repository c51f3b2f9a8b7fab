import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import { formatDateTime } from '../format';
import { Fingerprint } from './fingerprint';
import { LoadError, Loading } from './query-status';

async function fetchTermsText(client: AdminClient, id: string): Promise<string> {
  const { data, error } = await client.from('agreement_acceptances').select('terms_text').eq('id', id).single();
  if (error) throw error;
  return data.terms_text;
}

type TermsDialogProps = {
  acceptance: { id: string; package_name: string; signer_name: string; accepted_at: string; terms_fingerprint: string };
};

/**
 * The exact terms one person accepted. The text is large, so lists never select it: it is fetched
 * for this one acceptance when the dialog opens, and kept while the page lives (it never changes).
 */
export function TermsDialog({ acceptance }: TermsDialogProps) {
  const [open, setOpen] = useState(false);
  const client = useAdminClient();
  const terms = useQuery({
    queryKey: adminKeys.agreements({ terms: acceptance.id }),
    queryFn: () => fetchTermsText(client, acceptance.id),
    enabled: open,
    staleTime: Infinity,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View terms<span className="sr-only"> accepted by {acceptance.signer_name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Terms accepted by {acceptance.signer_name}</DialogTitle>
          <DialogDescription>
            {acceptance.package_name} · accepted {formatDateTime(acceptance.accepted_at)} · fingerprint <Fingerprint value={acceptance.terms_fingerprint} />
          </DialogDescription>
        </DialogHeader>
        {terms.isPending ? (
          <Loading label="Loading the terms…" rows={6} />
        ) : terms.isError ? (
          <LoadError message="Could not load the terms" onRetry={() => void terms.refetch()} />
        ) : (
          // The dialog itself scrolls (its close button is inside), so keyboard users can page through the text.
          <pre className="rounded-md bg-muted p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words">{terms.data}</pre>
        )}
      </DialogContent>
    </Dialog>
  );
}
