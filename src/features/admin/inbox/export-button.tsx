import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAdminClient } from '../api/admin-client';
import { exportFileName, toCsv } from './csv';
import { fetchExportRows, type ExportProgress } from './inbox-api';
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

const count = new Intl.NumberFormat('en-US');

/** "Exporting 2,000 of 100,000…", or "Exporting…" before the first chunk. */
export function exportingLabel(progress: ExportProgress | null): string {
  return progress ? `Exporting ${count.format(progress.read)} of ${count.format(progress.total)}…` : 'Exporting…';
}

/** Exports every lead the current filters match, all pages, as a CSV file, saying how far it has got. */
export function ExportButton({ query }: { query: InboxQuery }) {
  const client = useAdminClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  async function exportLeads() {
    setBusy(true);
    setProgress(null);
    try {
      const rows = await fetchExportRows(client, query, setProgress);
      download(toCsv(rows), exportFileName(new Date()));
    } catch {
      toast({ title: 'Export failed', description: 'The leads could not be read. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }
  return (
    <>
      <Button variant="outline" disabled={busy} aria-busy={busy} onClick={() => void exportLeads()}>
        <Download aria-hidden="true" />
        {busy ? exportingLabel(progress) : 'Export CSV'}
      </Button>
      {/* The button's own label changes silently for a screen reader; the progress is said here, politely. */}
      <span role="status" className="sr-only">
        {busy ? exportingLabel(progress) : ''}
      </span>
    </>
  );
}
