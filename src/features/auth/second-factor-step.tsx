import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { secondFactorCopy as copy } from '@/content/staff-sign-in';
import { getSupabase } from '@/lib/supabase';
import type { SecondFactorNeed } from './second-factor';

type Enrolment = { factorId: string; qrCode: string; secret: string };

interface SecondFactorStepProps {
  need: Exclude<SecondFactorNeed, { kind: 'none' }>;
  /** Called once the session is aal2. */
  onVerified: () => void;
  onSignOut: () => void;
}

/** Drops half-done enrolments (a reload mid-setup leaves one), so a fresh one does not collide with them. */
async function enrolTotpFactor(): Promise<Enrolment> {
  const { mfa } = getSupabase().auth;
  const { data: factors } = await mfa.listFactors();
  for (const factor of factors?.all ?? []) {
    if (factor.status === 'unverified') await mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName: copy.factorName, issuer: copy.issuer });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * The second step of an admin's sign-in: enrol a TOTP factor (QR code and setup key) or enter the
 * code of the one enrolled; verifying makes the session aal2, which the database policies can demand.
 */
export function SecondFactorStep({ need, onVerified, onSignOut }: SecondFactorStepProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The step replaces the sign-in form: move focus to its heading so a screen reader announces where it is.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (enrolment) codeInput.current?.focus();
  }, [enrolment]);

  const factorId = need.kind === 'verify' ? need.factorId : enrolment?.factorId;

  async function startEnrolment() {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await enrolTotpFactor());
    } catch {
      setError(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!factorId) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(copy.codeFormat);
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const { error: verifyError } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code: digits });
    setBusy(false);
    if (verifyError) {
      setError(verifyError.status === 422 ? copy.codeRefused : copy.failed);
      setCode('');
      codeInput.current?.focus();
      return;
    }
    onVerified();
  }

  const enrolling = need.kind === 'enroll';
  const errorId = `${id}-error`;
  const showCodeForm = !enrolling || enrolment !== null;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-5">
      <div className="grid gap-2">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight focus:outline-none">
          {enrolling ? copy.enrollHeading : copy.verifyHeading}
        </h2>
        <p className="text-muted-foreground">{enrolling ? copy.enrollIntro : copy.verifyIntro}</p>
      </div>

      {enrolling && !enrolment ? (
        <Button type="button" size="lg" onClick={() => void startEnrolment()} disabled={busy} className="w-full">
          {copy.enrollStart}
        </Button>
      ) : null}

      {enrolment ? (
        <div className="grid gap-3">
          <p>{copy.enrollScan}</p>
          <img src={enrolment.qrCode} alt={copy.qrAlt} width={200} height={200} className="justify-self-center rounded-md border border-border bg-white p-2" />
          <div className="grid gap-1">
            <p className="text-sm font-medium" id={`${id}-key-label`}>
              {copy.setupKey}
            </p>
            <code aria-labelledby={`${id}-key-label`} className="rounded-md bg-muted px-3 py-2 font-mono text-base break-all select-all">
              {enrolment.secret}
            </code>
          </div>
        </div>
      ) : null}

      {showCodeForm ? (
        <form noValidate onSubmit={(event) => void verify(event)} className="grid gap-4" aria-label={enrolling ? copy.enrollHeading : copy.verifyHeading}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-code`}>{copy.codeLabel}</Label>
            <Input
              ref={codeInput}
              id={`${id}-code`}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? copy.submitting : copy.submit}
          </Button>
        </form>
      ) : null}

      {/* Always rendered, so that the message is announced when it appears. */}
      <p id={errorId} role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {error ?? ''}
      </p>

      <Button type="button" variant="ghost" onClick={onSignOut}>
        {copy.signOut}
      </Button>
    </section>
  );
}
