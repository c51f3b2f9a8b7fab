import { useEffect, useId, useRef } from 'react';
import { BadgeCheck, Clock } from 'lucide-react';
import type { LeadPriority } from '@shared/smart-lead.ts';
import { Badge } from '@/components/ui/badge';
import { smartFormCopy as copy } from '@/content/contact';

export function responsePromise(hours: 2 | 24): string {
  return copy.qualified.promise.replace('{hours}', String(hours));
}

interface LeadQualifiedPanelProps {
  priority: LeadPriority;
  hours: 2 | 24;
}

/** The smart form's success: the lead's priority and when the team will call. Focus moves here so it is read out. */
export function LeadQualifiedPanel({ priority, hours }: LeadQualifiedPanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-4 rounded-lg border border-success/30 bg-background px-6 py-10 text-center outline-none"
    >
      <BadgeCheck aria-hidden="true" className="size-12 text-success" />
      <h3 id={headingId} className="text-2xl font-bold text-foreground">
        {copy.qualified.heading}
      </h3>
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
    </section>
  );
}
