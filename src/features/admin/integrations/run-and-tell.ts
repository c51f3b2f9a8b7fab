import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../api/error-message';

/** Runs an Integrations action and says how it went; a failure keeps what the admin was doing on screen. */
export async function runAndTell(action: () => Promise<unknown>, done: string, failed: string): Promise<boolean> {
  try {
    await action();
    toast({ title: done, variant: 'success' });
    return true;
  } catch (error) {
    toast({ title: failed, description: errorMessage(error), variant: 'destructive' });
    return false;
  }
}
