import { shortFingerprint } from './record-format';

/** A terms fingerprint shortened for the eye; the whole digest is in the tooltip and for screen readers. */
export function Fingerprint({ value }: { value: string }) {
  return (
    <code title={value} className="font-mono text-xs">
      <span aria-hidden="true">{shortFingerprint(value)}…</span>
      <span className="sr-only">{value}</span>
    </code>
  );
}
