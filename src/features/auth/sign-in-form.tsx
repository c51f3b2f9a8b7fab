import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { EmailInput } from '@/components/forms/email-input';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { signInFormCopy as copy } from '@/content/staff-sign-in';
import { callFunction } from '@/lib/call-function';
import { getSupabase } from '@/lib/supabase';
import { secondFactorNeed, type SecondFactorNeed } from './second-factor';
import { SecondFactorStep } from './second-factor-step';
import { signInSchema, type SignIn } from './sign-in-schema';

type FormInput = z.input<typeof signInSchema>;

const ADMIN_HOME = '/admin';

/**
 * /auth (docs/product.md#staff-sign-in): staff e-mail and password, then the second factor where the account has one or the
 * admin rule demands one; an open session skips straight to the dashboard, or to that step.
 */
export function SignInForm() {
  const id = useId();
  const navigate = useNavigate();
  const [need, setNeed] = useState<SecondFactorNeed>({ kind: 'none' });
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    let current = true;
    void getSupabase()
      .auth.getSession()
      .then(async ({ data }) => {
        if (!data.session) return;
        const next = await secondFactorNeed(getSupabase());
        if (!current) return;
        if (next.kind === 'none') void navigate(ADMIN_HOME, { replace: true });
        else setNeed(next);
      });
    return () => {
      current = false;
    };
  }, [navigate]);

  function openDashboard() {
    toast({ title: copy.signedIn, variant: 'success' });
    // replace: Back from the dashboard should not land on a sign-in form for a signed-in user.
    void navigate(ADMIN_HOME, { replace: true });
  }

  /** A code first lets this network in (the account was slowed down for networks it has not used); then the password. */
  async function signIn({ code, ...credentials }: SignIn) {
    if (code !== '') {
      const approved = await callFunction('approve-sign-in-network', { code });
      if (!approved.ok) {
        toast({ title: approved.message, variant: 'destructive' });
        setFocus('code', { shouldSelect: true });
        return;
      }
      setValue('code', '');
    }
    const { error } = await getSupabase().auth.signInWithPassword(credentials);
    if (error) {
      toast({ title: error.message || copy.failed, variant: 'destructive' });
      setFocus('password', { shouldSelect: true });
      return;
    }
    // An earlier 'Invalid login credentials' would otherwise linger over the dashboard.
    dismissToast();
    const next = await secondFactorNeed(getSupabase());
    if (next.kind === 'none') openDashboard();
    else setNeed(next);
  }

  async function signOut() {
    await getSupabase().auth.signOut();
    setNeed({ kind: 'none' });
  }

  if (need.kind !== 'none') {
    return <SecondFactorStep need={need} onVerified={openDashboard} onSignOut={() => void signOut()} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit(signIn)} className="grid gap-5" aria-label={copy.formLabel}>
      <FormField id={`${id}-email`} label={copy.email} required error={errors.email?.message}>
        {(field) => <EmailInput {...field} {...register('email')} />}
      </FormField>
      <FormField id={`${id}-password`} label={copy.password} required error={errors.password?.message}>
        {(field) => <Input {...field} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{copy.codeDisclosure}</summary>
        <FormField
          id={`${id}-code`}
          label={copy.codeLabel}
          hint={copy.codeHint}
          error={errors.code?.message}
          className="mt-3"
        >
          {(field) => <Input {...field} {...register('code')} autoComplete="one-time-code" spellCheck={false} />}
        </FormField>
      </details>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
