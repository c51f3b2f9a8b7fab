import { SiteFooter } from '@/components/layout/site-footer';
import { openPrivacyChoices } from '@/features/privacy';

/** The footer with its "Privacy choices" link wired to the privacy feature. */
export default function SiteFooterWithPrivacy() {
  return <SiteFooter onPrivacyChoices={openPrivacyChoices} />;
}
