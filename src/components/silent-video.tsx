import { VolumeX } from 'lucide-react';
import type { Ref } from 'react';
import type { SiteVideo } from '@/content/types';
import { cn } from '@/lib/utils';

interface SilentVideoProps {
  video: SiteVideo;
  preload: 'none' | 'metadata' | 'auto';
  /** The sentence that tells the visitor there is no sound and where the words are. */
  noSoundNote: string;
  transcriptLabel?: string;
  ref?: Ref<HTMLVideoElement>;
  onTimeUpdate?: () => void;
  onEnded?: () => void;
  className?: string;
}

/**
 * One of the site's own videos: both sources, the poster, a note that it is silent and its transcript.
 * The slides have no audio track, so captions would caption nothing; WCAG 1.2.1 asks for a text
 * alternative instead, which is the transcript.
 */
export function SilentVideo({ video, preload, noSoundNote, transcriptLabel = 'Read the transcript', ref, onTimeUpdate, onEnded, className }: SilentVideoProps) {
  return (
    <div className={cn('grid gap-3', className)}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        controls
        playsInline
        preload={preload}
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        onTimeUpdate={onTimeUpdate}
        onEnded={onEnded}
        className="aspect-video h-auto w-full rounded-lg bg-ink shadow-md"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <VolumeX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {noSoundNote}
      </p>
      <details className="rounded-lg border border-border bg-background">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-foreground">{transcriptLabel}</summary>
        <div className="space-y-3 border-t border-border px-4 py-4 text-sm text-muted-foreground">
          {video.transcript.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    </div>
  );
}
