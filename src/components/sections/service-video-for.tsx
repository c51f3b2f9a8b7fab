import type { ServiceSlug } from '@/content/service-slugs';
import { serviceVideos } from '@/content/videos';
import { ServiceVideo } from './service-video';

interface ServiceVideoForProps {
  slug: ServiceSlug;
  serviceTitle: string;
}

/**
 * The service's video section, or nothing for a service without one. A module of its own so the
 * service pages load the videos' transcripts after the page, not in the first load.
 */
export default function ServiceVideoFor({ slug, serviceTitle }: ServiceVideoForProps) {
  const video = serviceVideos[slug];
  if (!video) return null;
  return (
    <ServiceVideo
      video={video}
      heading={`See ${serviceTitle} in Action`}
      intro={`A ${video.durationSeconds}-second overview of what ${serviceTitle} includes and how we run it for you.`}
    />
  );
}
