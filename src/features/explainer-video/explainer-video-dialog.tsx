import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { SilentVideo } from '@/components/silent-video';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { professionalCopy } from '@/content/professional';
import { explainerVideo } from '@/content/videos';
import { prefersReducedMotion } from '@/lib/motion';
import { nextPath } from './playback';
import { useExplainerPlayback } from './use-explainer-playback';

const copy = professionalCopy.explainer;

export interface ExplainerVideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus returns there on close (it is not a Radix DialogTrigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The player, mounted only while the dialog is open: mounting starts playback, unmounting rewinds it. */
function ExplainerPlayer({ onFinish }: { onFinish: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Read once per opening: visitors who prefer reduced motion press play themselves.
  const [autoplay] = useState(() => !prefersReducedMotion());
  const handlers = useExplainerPlayback(videoRef, { autoplay, onFinish });

  return (
    <SilentVideo
      ref={videoRef}
      video={explainerVideo}
      // Autoplaying visitors need the file now; the others load it when they press play.
      preload={autoplay ? 'auto' : 'metadata'}
      noSoundNote={copy.noSound}
      transcriptLabel={copy.transcriptLabel}
      onTimeUpdate={handlers.onTimeUpdate}
      onEnded={handlers.onEnded}
    />
  );
}

/**
 * The /professional explainer in a dialog (docs/product.md#explainer-video): plays just after opening, pauses and
 * rewinds when closed, and after the cutoff (or the end) closes and goes on; the timings are playback.ts's.
 */
export default function ExplainerVideoDialog({ open, onOpenChange, returnFocusRef }: ExplainerVideoDialogProps) {
  const navigate = useNavigate();
  const finish = () => {
    onOpenChange(false);
    void navigate(nextPath);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="gap-3 p-4 sm:max-w-4xl sm:p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl font-bold">{explainerVideo.title}</DialogTitle>
          <DialogDescription>{copy.dialogDescription}</DialogDescription>
        </DialogHeader>
        {open ? <ExplainerPlayer onFinish={finish} /> : null}
      </DialogContent>
    </Dialog>
  );
}
