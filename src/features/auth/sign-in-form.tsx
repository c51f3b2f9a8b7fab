import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { getSupabase } from '@/lib/supabase';
import { signInSchema, type SignIn } from './sign-in-schema';

type FormInput = z.input<typeof signInSchema>;

const ADMIN_HOME = '/admin';

/** /auth (spec 2 §2, §8): staff e-mail and password; an open session skips straight to the dashboard. */
export function SignInForm() {
  const id = useId();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    let current = true;
    void getSupabase()
      .auth.getSession()
      .then(({ data }) => {
        if (current && data.session) void navigate(ADMIN_HOME, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [navigate]);

  async function signIn(credentials: SignIn) {
    const { error } = await getSupabase().auth.signInWithPassword(credentials);
    if (error) {
      toast({ title: error.message || 'Login failed', variant: 'destructive' });
      setFocus('password', { shouldSelect: true });
      return;
    }
    // An earlier 'Invalid login credentials' would otherwise linger over the dashboard.
    dismissToast();
    toast({ title: 'Login successful!', variant: 'success' });
    // replace: Back from the dashboard should not land on a sign-in form for a signed-in user.
    void navigate(ADMIN_HOME, { replace: true });
  }

  return (
    <form noValidate onSubmit={handleSubmit(signIn)} className="grid gap-5" aria-label="Staff sign-in">
      <FormField id={`${id}-email`} label="Email" required error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField id={`${id}-password`} label="Password" required error={errors.password?.message}>
        {(field) => <Input {...field} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
