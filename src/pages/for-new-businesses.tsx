import { SegmentPage } from '@/components/sections/segment-page';
import { forNewBusinessesPageCopy } from '@/content/page-copy/for-new-businesses';
import { segments } from '@/content/segments';
import { PathfinderSection } from '@/features/pathfinder/section';

export default function ForNewBusinessesPage() {
  return <SegmentPage copy={forNewBusinessesPageCopy} content={segments.new} finder={<PathfinderSection />} />;
}
