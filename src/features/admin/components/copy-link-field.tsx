import { useId } from 'react';
import { Copy } from 'lucide-react';
import { agreementQuoteCopy } from '@/content/admin-agreement-quotes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';

const copy = agreementQuoteCopy.copy;

/** Puts a link on the clipboard and says whether it got there; where the browser refuses, the field is still there to copy by hand. */
async function copyToClipboard(link: string, copied: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: copied, variant: 'success' });
  } catch {
    toast({ title: copy.failed, description: copy.failedHint, variant: 'destructive' });
  }
}

/**
 * A link to send someone, in a read-only field (focusing it selects it all) with a Copy link button.
 * `hideLabel` keeps the label for screen readers only, where a list shows many such fields; the button's
 * name then carries it too, so each button of the list says which link it copies.
 */
export function CopyLinkField({
  label,
  link,
  hideLabel = false,
  button = copy.button,
  copied = copy.copied,
}: {
  label: string;
  link: string;
  hideLabel?: boolean;
  /** The button's words and the toast's, for a value that is not a link (a signing secret). */
  button?: string;
  copied?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="font-mono" />
        <Button type="button" variant="outline" onClick={() => void copyToClipboard(link, copied)} className="shrink-0">
          <Copy aria-hidden="true" />
          {button}
          {hideLabel ? <span className="sr-only">: {label}</span> : null}
        </Button>
      </div>
    </div>
  );
}
