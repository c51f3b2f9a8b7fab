import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAdminClient } from '../api/admin-client';
import { exportFileName, toCsv } from './csv';
import { fetchExportRows } from './inbox-api';
import type { InboxQuery } from './inbox-query';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports every lead the current filters match, all pages, as a CSV file. */
export function ExportButton({ query }: { query: InboxQuery }) {
  const client = useAdminClient();
  const [busy, setBusy] = useState(false);
  async function exportLeads() {
    setBusy(true);
    try {
      const rows = await fetchExportRows(client, query);
      download(toCsv(rows), exportFileName(new Date()));
    } catch {
      toast({ title: 'Export failed', description: 'The leads could not be read. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" disabled={busy} aria-busy={busy} onClick={() => void exportLeads()}>
      <Download aria-hidden="true" />
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
