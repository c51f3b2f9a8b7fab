import { SilentVideo } from '@/components/silent-video';
import type { SiteVideo } from '@/content/types';
import { PageSection } from './page-section';

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
    <PageSection
      name="video"
      tone="surface"
      width="narrow"
      padding="compact"
      className="render-when-near"
      copy={{ eyebrow: 'Watch', heading, intro }}
    >
      <SilentVideo
        video={video}
        preload="none"
        noSoundNote={`No sound: ${video.durationSeconds} seconds of slides with on-screen text. The transcript below has every word.`}
      />
    </PageSection>
  );
}
