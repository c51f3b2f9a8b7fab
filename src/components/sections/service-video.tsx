import { VolumeX } from 'lucide-react';
import type { SiteVideo } from '@/content/types';
import { SectionHeading } from './section-heading';

interface ServiceVideoProps {
  video: SiteVideo;
  heading: string;
  intro: string;
}

/**
 * A service's short video. Nothing downloads until the visitor presses play (preload none, a
 * poster in the meantime). The slides are silent, so the transcript is the text alternative.
 */
export function ServiceVideo({ video, heading, intro }: ServiceVideoProps) {
  return (
    <section aria-labelledby="video-heading" className="bg-surface py-16">
      <div className="mx-auto max-w-4xl px-6">
        <SectionHeading id="video-heading" eyebrow="Watch" heading={heading} intro={intro} />
        {/* Silent (video-only) media: captions caption speech and there is none. WCAG 1.2.1 asks for a
            text alternative instead, which is the transcript below. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          controls
          preload="none"
          playsInline
          poster={video.poster}
          width={video.width}
          height={video.height}
          aria-label={video.title}
          className="h-auto w-full rounded-lg bg-ink shadow-md"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
        <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
          <VolumeX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          No sound: {video.durationSeconds} seconds of slides with on-screen text. The transcript below has every word.
        </p>
        <details className="mt-4 rounded-lg border border-border bg-background">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-foreground">
            Read the transcript
          </summary>
          <div className="space-y-3 border-t border-border px-4 py-4 text-muted-foreground">
            {video.transcript.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      </div>
    </section>
  );
}
