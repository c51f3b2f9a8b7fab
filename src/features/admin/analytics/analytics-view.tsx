import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AbTestPanel } from './ab-test-panel';
import { analyticsParamsFrom, periods, withAnalyticsParams, type AnalyticsParams } from './analytics-params';
import { FunnelPanel } from './funnel-panel';
import { HeatmapPanel } from './heatmap-panel';
import { LeadsPanel } from './leads-panel';
import { ScrollDepthPanel } from './scroll-depth-panel';
import { WebVitalsPanel } from './web-vitals-panel';

/** The Analytics tab's body (a lazy chunk): the period, then one panel per question the agency asks. */
export default function AnalyticsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = analyticsParamsFrom(searchParams);
  const change = (next: Partial<AnalyticsParams>) => setSearchParams(withAnalyticsParams(searchParams, next));

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Period" className="inline-flex w-fit rounded-md border border-input bg-background p-1">
        {periods.map((days) => (
          <Button key={days} size="sm" variant={days === params.days ? 'default' : 'ghost'} aria-pressed={days === params.days} onClick={() => change({ days })}>
            Last {days} days
          </Button>
        ))}
      </div>
      <LeadsPanel days={params.days} />
      <div className="grid gap-4 xl:grid-cols-2">
        <FunnelPanel days={params.days} />
        <AbTestPanel days={params.days} />
      </div>
      <HeatmapPanel params={params} onChange={change} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ScrollDepthPanel days={params.days} page={params.scrollPage} onPageChange={(scrollPage) => change({ scrollPage })} />
        <WebVitalsPanel days={params.days} />
      </div>
    </div>
  );
}
