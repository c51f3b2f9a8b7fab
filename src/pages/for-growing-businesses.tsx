import { SegmentPage } from '@/components/sections/segment-page';
import { forGrowingBusinessesPageCopy } from '@/content/page-copy/for-growing-businesses';
import { segments } from '@/content/segments';
import { PathfinderSection } from '@/features/pathfinder/section';

export default function ForGrowingBusinessesPage() {
  return <SegmentPage copy={forGrowingBusinessesPageCopy} content={segments.growing} finder={<PathfinderSection />} />;
}
