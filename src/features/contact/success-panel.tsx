import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface SuccessPanelProps {
  icon: LucideIcon;
  heading: string;
  children: ReactNode;
}

/** What replaces a contact form once it is sent. Focus moves here so a screen reader reads it out. */
export function SuccessPanel({ icon: Icon, heading, children }: SuccessPanelProps) {
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
      className="flex flex-col items-center gap-3 rounded-lg border border-success/30 bg-background px-6 py-10 text-center outline-none"
    >
      <Icon aria-hidden="true" className="size-12 text-success" />
      <h3 id={headingId} className="text-2xl font-bold text-foreground">
        {heading}
      </h3>
      {children}
    </section>
  );
}
