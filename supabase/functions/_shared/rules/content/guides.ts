/**
 * The documents a visitor can ask for by e-mail: the two guides of /resources and the exit-intent
 * checklist. The site shows them (src/content/guides.ts adds the display copy) and serves each file
 * from public/; the functions look them up to put the right link in the e-mail.
 */
export interface DownloadableDocument {
  id: string;
  /** What the visitor asks for: the guide's title, sent as `resource_type` (docs/product.md#guide-downloads). */
  title: string;
  /** Path of the document on the site, joined to SITE_URL in e-mails. */
  path: string;
}

export const guideDocuments = [
  {
    id: 'local-lead-generation-playbook',
    title: 'The Local Business Lead Generation Playbook',
    path: '/guides/local-lead-generation-playbook.html',
  },
  {
    id: 'google-ads-budget-blueprint',
    title: 'The Google Ads Budget Blueprint',
    path: '/guides/google-ads-budget-blueprint.html',
  },
] as const satisfies readonly DownloadableDocument[];

/** What the exit-intent modal offers. */
export const ppcAuditChecklist = {
  id: 'ppc-audit-checklist',
  title: 'Free PPC Audit Checklist',
  path: '/guides/ppc-audit-checklist.html',
} as const satisfies DownloadableDocument;

export function findGuideByTitle(title: string): DownloadableDocument | undefined {
  return guideDocuments.find((guide) => guide.title === title.trim());
}
