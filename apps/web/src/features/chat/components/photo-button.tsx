import { CHAT_IMAGE_TYPES, CHAT_MESSAGES } from '@physiomate/shared';
import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useChatCapabilities } from '../hooks/use-capabilities';
import { type ChosenPhoto, readPhoto } from '../lib/photo';

/** 'Add a photo': shown only when the server's model reads images (AI_VISION). */
export function PhotoButton({
  disabled,
  onPhoto,
}: {
  disabled: boolean;
  onPhoto: (photo: ChosenPhoto) => void;
}) {
  const capabilities = useChatCapabilities();
  const input = useRef<HTMLInputElement>(null);
  if (!capabilities.data?.images) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={CHAT_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-photo-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          try {
            onPhoto(await readPhoto(file));
          } catch (error) {
            void notify('error', (error as Error).message);
          }
        }}
      />
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-label={CHAT_MESSAGES.addPhoto}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}

/** The chosen photo above the input, with its remove button. */
export function PhotoChip({ photo, onRemove }: { photo: ChosenPhoto; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-2 px-3 pt-2 text-xs text-slate-700">
      <img src={photo.preview} alt="" className="size-10 rounded-md border border-slate-200 object-cover" />
      <span className="min-w-0 flex-1 truncate">{photo.name}</span>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={CHAT_MESSAGES.removePhoto}>
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
