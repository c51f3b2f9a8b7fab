import { VolumeX } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
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
  const video = explainerVideo;

  return (
    <>
      {/* Silent slides, no audio track: the transcript below is the text alternative, so no captions track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        controls
        playsInline
        // Autoplaying visitors need the file now; the others load it when they press play.
        preload={autoplay ? 'auto' : 'metadata'}
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        onTimeUpdate={handlers.onTimeUpdate}
        onEnded={handlers.onEnded}
        className="aspect-video h-auto w-full rounded-md bg-ink"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <VolumeX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {copy.noSound}
      </p>
      <details className="rounded-md border border-border">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-foreground">
          {copy.transcriptLabel}
        </summary>
        <div className="space-y-3 border-t border-border px-4 py-4 text-sm text-muted-foreground">
          {video.transcript.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    </>
  );
}

/**
 * The /professional explainer in a dialog (spec 1 §4): plays 100 ms after opening, pauses and
 * rewinds when closed, and after the 36-second mark (or the end) closes and goes to /path-selector.
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
