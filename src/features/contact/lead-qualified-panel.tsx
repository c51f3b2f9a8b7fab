import { BadgeCheck, Clock } from 'lucide-react';
import type { LeadPriority } from '@shared/smart-lead.ts';
import { Badge } from '@/components/ui/badge';
import { smartFormCopy as copy } from '@/content/contact';
import { SuccessPanel } from './success-panel';

export function responsePromise(hours: 2 | 24): string {
  return copy.qualified.promise.replace('{hours}', String(hours));
}

interface LeadQualifiedPanelProps {
  priority: LeadPriority;
  hours: 2 | 24;
}

/** The smart form's success: the lead's priority and when the team will call. */
export function LeadQualifiedPanel({ priority, hours }: LeadQualifiedPanelProps) {
  return (
    <SuccessPanel icon={BadgeCheck} heading={copy.qualified.heading}>
      <p className="text-muted-foreground">{copy.qualified.thanks}</p>
      <p className="flex items-center gap-2 font-semibold text-foreground">
        {copy.qualified.priorityLabel}:
        <Badge variant={priority === 'high' ? 'accent' : 'default'} className="text-sm">
          {priority.toUpperCase()}
        </Badge>
      </p>
      <p className="inline-flex items-center gap-2 text-lg font-semibold text-foreground">
        <Clock aria-hidden="true" className="size-5 text-primary" />
        {responsePromise(hours)}
      </p>
    </SuccessPanel>
  );
}
