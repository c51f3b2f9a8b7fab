import { ContactSection } from '@/features/contact/section';
import { OnboardingWizard } from '@/features/onboarding';

/** The home page's contact section with the onboarding wizard (anchors contact and onboarding). */
export default function HomeContactSection() {
  return (
    <div className="bg-surface">
      <ContactSection onboarding={<OnboardingWizard headingLevel={3} />} />
    </div>
  );
}
