import { Seo } from '@/components/seo';
import { authPageCopy } from '@/content/page-copy/auth';
import { SignInForm } from '@/features/auth';

const copy = authPageCopy;

/** /auth: staff sign-in (docs/product.md#staff-sign-in); a signed-in user goes straight on to /admin. */
export default function AuthPage() {
  return (
    <>
      <Seo title={copy.title} description={copy.description} noindex />
      <div className="grid flex-1 place-items-center bg-surface px-4 py-12">
        <div className="w-full max-w-md rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight">{copy.heading}</h1>
          <p className="mt-2 mb-6 text-muted-foreground">{copy.intro}</p>
          <SignInForm />
        </div>
      </div>
    </>
  );
}
