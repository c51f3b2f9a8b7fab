import { ChevronDown } from 'lucide-react';
import { faqCopy } from '@/content/home';
import { PageSection } from './page-section';

/** Frequently asked questions (anchor "faq") as native disclosures: keyboard and screen-reader ready, no script. */
export function FaqSection() {
  return (
    <PageSection name="faq" id="faq" width="prose" copy={faqCopy}>
      <div className="grid gap-3">
        {faqCopy.items.map((item) => (
          <details
            key={item.id}
            id={`faq-${item.id}`}
            className="group rounded-lg border border-border bg-background shadow-sm open:border-primary/40"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 text-left text-lg font-bold text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-primary group-open:rotate-180 motion-safe:transition-transform" />
            </summary>
            <div className="space-y-3 px-5 pb-5 text-muted-foreground">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
