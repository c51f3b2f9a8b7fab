/**
 * The address of an admin's calendar feed (staff-calendar): what the dashboard shows once and calendar apps
 * subscribe to. Apart from staff-feed.ts, which writes the feed, so the dashboard takes no iCalendar writer.
 */
export function staffFeedUrl(supabaseUrl: string, token: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/staff-calendar?token=${encodeURIComponent(token)}`;
}
