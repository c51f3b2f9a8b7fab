/**
 * The packages the agency sells, by the names the site shows them under: the packages page, the onboarding
 * wizard's recommendation and the links to the service agreement. The one home of those names: the site's
 * content (src/content/packages.ts) builds its cards and ranges on them, and the server's agreement
 * (agreement-rules.ts) accepts no other package, so a name a caller makes up never reaches an e-mail.
 */

/** The three tiers, cheapest first. */
export const packageTypes = ['launch', 'growth', 'leader'] as const;
export type PackageType = (typeof packageTypes)[number];

/** What each tier is called on the site (docs/product.md#packages). */
export const packageNames = {
  launch: 'Launch Pad',
  growth: 'Growth Engine',
  leader: 'Market Leader',
} as const satisfies { [Type in PackageType]: string };
export type PackageName = (typeof packageNames)[PackageType];
