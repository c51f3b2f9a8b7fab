/** The right-hand column of a lead's page: what staff wrote, what happened, and the person's other leads. */
import { LeadLink } from '../components/lead-link';
import { LoadError, Loading } from '../components/query-status';
import { StatusBadge } from '../components/status-badge';
import { formatDate, formatDateTime } from '../format';
import { sourceLabel } from '../pipeline';
import { describeEvent } from './describe-event';
import { DetailSection } from './detail-section';
import { NoteForm } from './note-form';
import { useLeadEvents, useLeadNotes, usePersonHistory } from './use-lead-records';

export function NotesSection({ leadId }: { leadId: string }) {
  const notes = useLeadNotes(leadId);
  return (
    <DetailSection title="Notes">
      <NoteForm leadId={leadId} />
      <div className="mt-4">
        {notes.isPending ? (
          <Loading label="Loading notes…" rows={2} />
        ) : notes.isError ? (
          <LoadError message="Could not load the notes" onRetry={() => void notes.refetch()} />
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ul className="grid gap-3">
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-md bg-muted/50 p-3 text-sm">
                <p className="break-words whitespace-pre-wrap">{note.body}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {note.author_email ?? 'A staff member'} · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}

export function ActivitySection({ leadId }: { leadId: string }) {
  const events = useLeadEvents(leadId);
  return (
    <DetailSection title="Activity">
      {events.isPending ? (
        <Loading label="Loading activity…" rows={3} />
      ) : events.isError ? (
        <LoadError message="Could not load the activity" onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened to this lead yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {events.data.map((event) => (
            <li key={event.id} className="border-l-2 border-border pl-3 break-words">
              {describeEvent(event)} · <time dateTime={event.created_at} className="text-muted-foreground">{formatDateTime(event.created_at)}</time>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

/** Earlier and later leads from the same address; hidden when this is the person's only lead. */
export function PersonHistorySection({ leadId, email }: { leadId: string; email: string }) {
  const history = usePersonHistory(email, leadId);
  if (history.isPending || (history.isSuccess && history.data.length === 0)) return null;
  return (
    <DetailSection title="History with this e-mail">
      {history.isError ? (
        <LoadError message="Could not load this person’s other leads" onRetry={() => void history.refetch()} />
      ) : (
        <ul className="grid gap-2 text-sm">
          {history.data.map((other) => (
            <li key={other.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <LeadLink id={other.id} className="font-medium text-primary underline-offset-4 hover:underline">
                {sourceLabel(other.source)}, <time dateTime={other.created_at}>{formatDate(other.created_at)}</time>
              </LeadLink>
              <StatusBadge status={other.status} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
