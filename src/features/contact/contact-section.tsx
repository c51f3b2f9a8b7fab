import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SectionHeading } from '@/components/sections/page-section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { contactSectionCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { mailtoHref } from '@/lib/mailto';
import { SmartLeadForm } from './smart-lead-form';
import { StandardLeadForm } from './standard-lead-form';
import { IconTile } from '@/components/icon-tile';

export interface ContactSectionProps {
  /** The pathfinder's recommended plan: the Standard Form sends it along. */
  recommendedService?: string | undefined;
  /** Shown first inside the onboarding anchor (the home page puts the onboarding wizard here). */
  onboarding?: ReactNode;
}

function ContactDetails() {
  const { address } = site;
  const items = [
    {
      icon: Mail,
      label: copy.detailsLabels.email,
      content: (
        <a href={mailtoHref(site.supportEmail)} className="font-semibold text-primary underline-offset-4 hover:underline">
          {site.supportEmail}
        </a>
      ),
    },
    {
      icon: Phone,
      label: copy.detailsLabels.phone,
      content: (
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-primary underline-offset-4 hover:underline">
          {site.phone.display}
        </a>
      ),
    },
    {
      icon: MapPin,
      label: copy.detailsLabels.address,
      content: (
        <span className="text-foreground">
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </span>
      ),
    },
  ];
  return (
    <div className="rounded-lg bg-ink p-6 text-ink-foreground focus-on-dark sm:p-8">
      <h3 className="text-xl font-bold">{copy.detailsHeading}</h3>
      <address className="mt-6 grid grid-cols-1 gap-4 not-italic">
        {items.map(({ icon: ItemIcon, label, content }) => (
          <div key={label} className="flex items-start gap-4 rounded-md bg-background p-4">
            <IconTile size="sm" shape="round">
              <ItemIcon aria-hidden="true" />
            </IconTile>
            <div className="grid min-w-0 gap-0.5 wrap-anywhere">
              <span className="text-sm font-medium text-muted-foreground">{label}</span>
              {content}
            </div>
          </div>
        ))}
      </address>
    </div>
  );
}

/** The contact section (docs/product.md#contact-section): contact details beside the Standard Form and Smart Qualification tabs. */
export default function ContactSection({ recommendedService, onboarding }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-content px-6">
        <SectionHeading id="contact-heading" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <div id="onboarding" className="grid grid-cols-1 gap-12">
          {onboarding}
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <ContactDetails />
            <Tabs defaultValue="standard" className="gap-4 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6">
              <TabsList aria-label={copy.tabsLabel} className="w-full">
                <TabsTrigger value="standard">{copy.tabs.standard}</TabsTrigger>
                <TabsTrigger value="smart">{copy.tabs.smart}</TabsTrigger>
              </TabsList>
              {/* Mounted while hidden, so switching tabs keeps what the visitor typed. */}
              <TabsContent value="standard" forceMount className="data-[state=inactive]:hidden">
                <StandardLeadForm recommendedService={recommendedService} />
              </TabsContent>
              <TabsContent value="smart" forceMount className="data-[state=inactive]:hidden">
                <SmartLeadForm />
              </TabsContent>
            </Tabs>
          </div>
        </div>
      </div>
    </section>
  );
}
