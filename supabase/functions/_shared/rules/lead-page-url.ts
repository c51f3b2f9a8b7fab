/** The dashboard's page of a lead, for links sent out of the site (a chat message, a staff calendar's event). */
export function leadPageUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin?lead=${encodeURIComponent(leadId)}`;
}
