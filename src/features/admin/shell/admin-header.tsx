import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { adminTabs, tabHref, type AdminTab } from '../links';

/** The dashboard's title, who is signed in, Log out, and the tabs (links, so each view has an address). */
export function AdminHeader({ email, activeTab, onSignOut }: { email: string; activeTab: AdminTab | null; onSignOut: () => Promise<void> }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="grid gap-4 border-b border-border pb-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Growth Engine Dashboard</h1>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <span className="min-w-0 truncate text-sm text-muted-foreground">
            <span className="sr-only">Signed in as </span>
            {email}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void onSignOut().finally(() => setSigningOut(false));
            }}
          >
            <LogOut aria-hidden="true" />
            {signingOut ? 'Logging out…' : 'Log out'}
          </Button>
        </div>
      </div>
      <nav aria-label="Dashboard">
        <ul className="flex flex-wrap gap-1">
          {adminTabs.map(({ tab, label }) => {
            const current = tab === activeTab;
            return (
              <li key={tab}>
                <Link
                  to={tabHref(tab)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
