import { SilentVideo } from '@/components/silent-video';
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
    <section aria-labelledby="video-heading" className="bg-surface py-16 render-when-near">
      <div className="mx-auto max-w-4xl px-6">
        <SectionHeading id="video-heading" eyebrow="Watch" heading={heading} intro={intro} />
        <SilentVideo
          video={video}
          preload="none"
          noSoundNote={`No sound: ${video.durationSeconds} seconds of slides with on-screen text. The transcript below has every word.`}
        />
      </div>
    </section>
  );
}
