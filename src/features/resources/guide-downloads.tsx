import { CalendarDays, ExternalLink } from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { PageSection } from '@/components/sections/page-section';
import { buttonVariants } from '@/components/ui/button';
import { guideFormCopy, guides } from '@/content/guides';
import { site } from '@/content/site';
import { GuideCard } from './guide-card';
import { useGuideDownload } from './use-guide-download';

/** The free guides of /resources, each with its inline request form, and the strategy-call link. */
export function GuideDownloads() {
  const form = useGuideDownload();
  return (
    <PageSection name="guides" layout="column" padding="compact" copy={guideFormCopy}>
      <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        {guides.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} form={form} />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 rounded-lg bg-surface px-6 py-8 text-center">
        <p className="max-w-2xl text-lg text-foreground">{guideFormCopy.strategyCallIntro}</p>
        <AppLink href={site.links.bookingCalendar} newTab className={buttonVariants({ variant: 'default', size: 'lg' })}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {guideFormCopy.strategyCall}
          <ExternalLink aria-hidden="true" className="size-4" />
        </AppLink>
      </div>
    </PageSection>
  );
}

export default GuideDownloads;
