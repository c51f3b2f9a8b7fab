import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState, LoadError, Loading } from '../components/query-status';
import { useAnalyticsPages, useClickMap } from './analytics-api';
import { deviceWidth, devices, isSitePath, variantChoices, type AnalyticsParams, type Device, type VariantChoice } from './analytics-params';
import { formatCount } from './figure-format';
import { fitScale, HEAT_RADIUS, heatGrid, heatOpacity, placeCells, type HeatLayer } from './heat';
import { layoutCopyPath, scriptFreeLayout } from './layout-document';
import { Panel } from './panel';

/** Before the page reports its height, and for points below it: a screenful at least. */
const MIN_LAYOUT_HEIGHT = 900;
const MAX_LAYOUT_HEIGHT = 20_000;

/** The element's width as it resizes; the element comes through a callback ref, so it is state, not a ref read in render. */
function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/**
 * The page's own layout in a frame at the device width, scaled to fit, with the clicks above it.
 * The frame shows the page's prerendered HTML with its scripts removed (and is sandboxed without
 * scripts as well): the markup and CSS give the layout, and none of the page's tracking, chat or A/B
 * code runs, so looking at a heatmap never adds to the analytics.
 */
function HeatLayout({ page, device, layer, summary }: { page: string; device: Device; layer: HeatLayer; summary: string }) {
  // useId's characters are not all valid in url(#…), so keep the safe ones.
  const gradientId = `heat-${useId().replace(/[^\w-]/g, '')}`;
  const width = deviceWidth(device);
  const [boxRef, boxWidth] = useElementWidth<HTMLDivElement>();
  const [pageHeight, setPageHeight] = useState<number | null>(null);
  const scale = fitScale(boxWidth, width);
  const { data: layout } = useQuery({
    queryKey: ['admin', 'analytics', 'layout', page],
    queryFn: async () => {
      // The layout copy exists in a build; the development server has only the page itself.
      const copy = await fetch(layoutCopyPath(page));
      return scriptFreeLayout(await (copy.ok ? copy : await fetch(page)).text());
    },
    staleTime: Infinity,
  });
  const height = Math.min(MAX_LAYOUT_HEIGHT, Math.max(MIN_LAYOUT_HEIGHT, pageHeight ?? 0, layer.bottom));

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    // Same origin (allow-same-origin), so the page's height is readable; a cross-origin page would throw.
    try {
      const measured = event.currentTarget.contentDocument?.documentElement.scrollHeight;
      if (measured) setPageHeight(measured);
    } catch {
      setPageHeight(null);
    }
  };

  return (
    // Taller than the screen: keyboard users scroll it too, so it takes focus and says what it is
    // (axe's scrollable-region-focusable; the lint rule does not know scroll containers).
    <div
      ref={boxRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`Scrollable layout of ${page} with its clicks`}
      className="max-h-[75vh] w-full overflow-auto rounded-md border border-border bg-muted"
    >
      <div className="relative" style={{ width: width * scale, height: height * scale }}>
        <div className="absolute top-0 left-0 origin-top-left" style={{ width, height, transform: `scale(${scale})` }}>
          <iframe
            srcDoc={layout ?? ''}
            title={`Layout of ${page} at ${width} px`}
            width={width}
            height={height}
            tabIndex={-1}
            sandbox="allow-same-origin"
            loading="lazy"
            onLoad={onLoad}
            className="pointer-events-none block border-0 bg-background"
          />
          <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="pointer-events-none absolute inset-0">
            <defs>
              <radialGradient id={gradientId}>
                <stop offset="0%" style={{ stopColor: 'var(--color-destructive)', stopOpacity: 1 }} />
                <stop offset="55%" style={{ stopColor: 'var(--color-accent)', stopOpacity: 0.6 }} />
                <stop offset="100%" style={{ stopColor: 'var(--color-accent)', stopOpacity: 0 }} />
              </radialGradient>
            </defs>
            {/* A veil over the page so the heat stands out from its colours. */}
            <rect width={width} height={height} style={{ fill: 'var(--color-ink)' }} opacity={0.18} />
            {layer.points.map((point, index) => (
              <circle key={index} cx={point.x} cy={point.y} r={HEAT_RADIUS} fill={`url(#${gradientId})`} opacity={heatOpacity(point.intensity)} />
            ))}
          </svg>
        </div>
      </div>
    </div>
  );
}

type HeatmapPanelProps = { params: AnalyticsParams; onChange: (change: Partial<AnalyticsParams>) => void };

export function HeatmapPanel({ params, onChange }: HeatmapPanelProps) {
  const ids = { page: useId(), variant: useId(), device: useId() };
  const pages = useAnalyticsPages(params.days);
  const pageRows = (pages.data ?? []).filter((row) => isSitePath(row.page)).sort((a, b) => b.clicks - a.clicks || a.page.localeCompare(b.page));
  const page = params.page ?? pageRows[0]?.page ?? null;
  const clicks = useClickMap(page, params.variant, params.device, params.days);
  const options = page !== null && !pageRows.some((row) => row.page === page) ? [{ page, clicks: 0, scroll_samples: 0 }, ...pageRows] : pageRows;
  const variantLabel = variantChoices.find((choice) => choice.value === params.variant)?.label.toLowerCase() ?? 'all variants';
  const deviceLabel = devices.find((choice) => choice.value === params.device)?.label.toLowerCase() ?? params.device;

  let body;
  if (pages.isPending) body = <Loading label="Loading pages…" rows={3} />;
  else if (pages.isError) body = <LoadError message="Could not load the pages with clicks" onRetry={() => void pages.refetch()} />;
  else if (page === null) body = <EmptyState title={`No clicks recorded in the last ${params.days} days`} />;
  else if (clicks.isPending) body = <Loading label="Loading clicks…" rows={3} />;
  else if (clicks.isError) body = <LoadError message="Could not load the clicks" onRetry={() => void clicks.refetch()} />;
  else {
    const width = deviceWidth(params.device);
    const layer = placeCells(clicks.data, width, heatGrid(width));
    const summary = `${formatCount(layer.totalClicks)} ${layer.totalClicks === 1 ? 'click' : 'clicks'} on ${page}, ${deviceLabel}, ${variantLabel}, last ${params.days} days`;
    body = (
      <>
        <p className="text-sm">
          <span className="text-2xl font-bold tabular-nums">{formatCount(layer.totalClicks)}</span> {layer.totalClicks === 1 ? 'click' : 'clicks'} on {page} ({deviceLabel}, {variantLabel})
        </p>
        <HeatLayout key={`${page}|${params.device}`} page={page} device={params.device} layer={layer} summary={`Click heatmap: ${summary}`} />
      </>
    );
  }

  return (
    <Panel title="Click heatmap" aid="Where visitors clicked, drawn over the page's layout at the device's width: the redder, the more clicks.">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={ids.page}>Page</Label>
          <NativeSelect id={ids.page} value={page ?? ''} disabled={options.length === 0} onChange={(event) => onChange({ page: event.target.value })}>
            {options.map((row) => (
              <option key={row.page} value={row.page}>
                {row.page} ({formatCount(row.clicks)} clicks)
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.variant}>A/B variant</Label>
          <NativeSelect id={ids.variant} value={params.variant} onChange={(event) => onChange({ variant: event.target.value as VariantChoice })}>
            {variantChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.device}>Device</Label>
          <NativeSelect id={ids.device} value={params.device} onChange={(event) => onChange({ device: event.target.value as Device })}>
            {devices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label} ({choice.width} px)
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {body}
    </Panel>
  );
}
