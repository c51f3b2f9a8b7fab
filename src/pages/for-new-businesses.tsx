import { SegmentPage } from '@/components/sections/segment-page';
import { pageCopy } from '@/content/pages';
import { segments } from '@/content/segments';
import { PathfinderSection } from '@/features/pathfinder';

export default function ForNewBusinessesPage() {
  return <SegmentPage copy={pageCopy['for-new-businesses']} content={segments.new} finder={<PathfinderSection />} />;
}
